// 数据日志 (system/DataLogList): the saved versions of records (GET /sys/dataLog/list, filters
// 表名 and 数据ID), and 数据比较 of two ticked versions (GET /sys/dataLog/queryCompareList).
import { useState } from 'react';
import {
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Paper,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    TextField,
    Typography,
    useMediaQuery,
    useTheme,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import CompareIcon from '@mui/icons-material/CompareArrows';
import { getAction } from '../../../dataProvider/http';
import { feedback } from '../../../components/Feedback';
import { UserTable, usePagedUsers, type UserColumn } from '../members/UserTable';
import { diffVersions, type DataLogRow } from './compare';

export const DATA_LOG_URL = '/sys/dataLog/list';
export const COMPARE_URL = '/sys/dataLog/queryCompareList';

const COLUMNS: UserColumn[] = [
    { key: 'dataTable', title: '表名' },
    { key: 'dataId', title: '数据ID', wide: true },
    { key: 'dataVersion', title: '版本号' },
    {
        key: 'dataContent',
        title: '数据内容',
        wide: true,
        render: r => (
            <Typography variant="body2" noWrap title={r.dataContent} sx={{ maxWidth: 320 }}>
                {r.dataContent}
            </Typography>
        ),
    },
    { key: 'createBy', title: '创建人' },
    { key: 'createTime', title: '创建时间', wide: true },
];

export const DataLogCompare = ({ rows, onClose }: { rows: [DataLogRow, DataLogRow] | null; onClose: () => void }) => {
    const theme = useTheme();
    const phone = useMediaQuery(theme.breakpoints.down('sm'));
    const diffs = rows ? diffVersions(rows[0], rows[1]) : [];
    return (
        <Dialog open={!!rows} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="data-log-compare-title">
            <DialogTitle id="data-log-compare-title">数据比较</DialogTitle>
            <DialogContent dividers>
                {rows && (
                    <Typography variant="body2" sx={{ mb: 1 }}>
                        表名：{rows[0].dataTable}　数据ID：{rows[0].dataId}
                    </Typography>
                )}
                <TableContainer sx={{ overflowX: 'auto' }}>
                    <Table size="small" aria-label="数据比较">
                        <TableHead>
                            <TableRow>
                                <TableCell>字段</TableCell>
                                <TableCell>版本{rows?.[0].dataVersion}</TableCell>
                                <TableCell>版本{rows?.[1].dataVersion}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {diffs.length === 0 ? (
                                <TableRow>
                                    <TableCell colSpan={3} align="center">
                                        暂无数据
                                    </TableCell>
                                </TableRow>
                            ) : (
                                diffs.map(d => (
                                    <TableRow
                                        key={d.key}
                                        data-changed={d.changed ? 'true' : undefined}
                                        sx={d.changed ? { bgcolor: 'warning.light', '& td': { fontWeight: 600 } } : undefined}
                                    >
                                        <TableCell>
                                            {d.label}
                                            {d.changed && <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>（已修改）</Box>}
                                        </TableCell>
                                        <TableCell sx={{ wordBreak: 'break-all' }}>{d.a}</TableCell>
                                        <TableCell sx={{ wordBreak: 'break-all' }}>{d.b}</TableCell>
                                    </TableRow>
                                ))
                            )}
                        </TableBody>
                    </Table>
                </TableContainer>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>关闭</Button>
            </DialogActions>
        </Dialog>
    );
};

export const DataLogList = () => {
    const [draft, setDraft] = useState({ dataTable: '', dataId: '' });
    const [applied, setApplied] = useState({ dataTable: '', dataId: '' });
    const [selected, setSelected] = useState<string[]>([]);
    const [compare, setCompare] = useState<[DataLogRow, DataLogRow] | null>(null);
    const page = usePagedUsers(DATA_LOG_URL, applied);
    const openCompare = async () => {
        if (selected.length !== 2) {
            feedback.message.warning('请选择两条数据');
            return;
        }
        const rows = page.rows.filter(r => selected.includes(String(r.id))) as DataLogRow[];
        if (rows.length === 2 && (rows[0].dataTable !== rows[1].dataTable || rows[0].dataId !== rows[1].dataId)) {
            feedback.message.warning('请选择相同的数据');
            return;
        }
        const env = await getAction(COMPARE_URL, { dataId1: selected[0], dataId2: selected[1] }).catch(() => null);
        if (!env?.success || !Array.isArray(env.result) || env.result.length !== 2) {
            if (env && !env.success) feedback.message.error(env.message || '加载失败');
            return;
        }
        const [a, b] = env.result as DataLogRow[];
        setCompare(a.dataVersion <= b.dataVersion ? [a, b] : [b, a]);
    };
    return (
        <Paper variant="outlined" sx={{ m: { xs: 1, md: 2 }, p: { xs: 1, md: 2 } }}>
            <Box
                component="form"
                role="search"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}
                onSubmit={e => {
                    e.preventDefault();
                    setSelected([]);
                    setApplied({ dataTable: draft.dataTable.trim(), dataId: draft.dataId.trim() });
                }}
            >
                <TextField size="small" label="表名" value={draft.dataTable} onChange={e => setDraft(d => ({ ...d, dataTable: e.target.value }))} sx={{ flex: '1 1 160px', maxWidth: 260 }} />
                <TextField size="small" label="数据ID" value={draft.dataId} onChange={e => setDraft(d => ({ ...d, dataId: e.target.value }))} sx={{ flex: '1 1 160px', maxWidth: 300 }} />
                <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
                    查询
                </Button>
                <Button
                    onClick={() => {
                        setDraft({ dataTable: '', dataId: '' });
                        setApplied({ dataTable: '', dataId: '' });
                        setSelected([]);
                    }}
                >
                    重置
                </Button>
                <Button variant="outlined" startIcon={<CompareIcon />} onClick={openCompare}>
                    数据比较
                </Button>
            </Box>
            <UserTable label="数据日志" columns={COLUMNS} page={page} selected={selected} onSelect={setSelected} empty="暂无数据日志" />
            <DataLogCompare rows={compare} onClose={() => setCompare(null)} />
        </Paper>
    );
};

export default DataLogList;
