// 字典回收站, as JeecgBoot 2.4's DictDeleteList: the deleted dictionaries (GET
// /sys/dict/deleteList, one array) with 取回 (PUT back/:id) and 彻底删除 (DELETE
// deletePhysic/:id, after a confirm) per row.
import { useCallback, useEffect, useState } from 'react';
import {
    Box,
    Button,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    Typography,
    useMediaQuery,
} from '@mui/material';
import { MOBILE_QUERY } from '../../components/Crud/responsive';
import { feedback, warnFailure } from '../../components/Feedback';
import { deleteAction, getAction, putAction } from '../../dataProvider/http';

export const DELETE_LIST_URL = '/sys/dict/deleteList';

type Row = Record<string, any>;

export interface RecycleBinProps {
    open: boolean;
    onClose: () => void;
    /** after a dictionary came back to the list */
    onRestored: () => void;
}

const wideSx = { display: { xs: 'none', md: 'table-cell' } };

export const RecycleBin = ({ open, onClose, onRestored }: RecycleBinProps) => {
    const phone = useMediaQuery(MOBILE_QUERY);
    const [rows, setRows] = useState<Row[]>([]);
    const [loading, setLoading] = useState(open);
    const [error, setError] = useState('');
    const [tick, setTick] = useState(0);
    // the row whose request is under way: its buttons wait
    const [busy, setBusy] = useState<string | null>(null);
    const reload = useCallback(() => setTick(t => t + 1), []);

    useEffect(() => {
        if (!open) return;
        let live = true;
        setLoading(true);
        setError('');
        getAction(DELETE_LIST_URL, {}, { silent: true })
            .then(env => {
                if (!live) return;
                if (env.success) setRows(Array.isArray(env.result) ? env.result : []);
                else {
                    setRows([]);
                    setError(env.message || '加载失败');
                }
            })
            .catch((e: Error) => {
                if (!live) return;
                setRows([]);
                setError(e?.message || '加载失败');
            })
            .finally(() => live && setLoading(false));
        return () => {
            live = false;
        };
    }, [open, tick]);

    const run = async (r: Row, restore: boolean) => {
        const id = String(r.id);
        const warning = `您确定要彻底删除字典「${r.dictName}」吗？它的字典项也会一并删除。注意：彻底删除后将无法恢复，请谨慎操作！`;
        if (!restore && !(await feedback.confirm('彻底删除字典', warning))) return;
        setBusy(id);
        try {
            const env = restore
                ? await putAction(`/sys/dict/back/${encodeURIComponent(id)}`)
                : await deleteAction(`/sys/dict/deletePhysic/${encodeURIComponent(id)}`);
            if (!env.success) {
                warnFailure(env, '操作失败');
                return;
            }
            feedback.message.success(env.message || (restore ? '取回成功' : '删除成功!'));
            reload();
            if (restore) onRestored();
        } catch {
            /* the request layer showed it */
        } finally {
            setBusy(null);
        }
    };

    const status = loading ? '' : error || (rows.length ? '' : '回收站是空的');
    return (
        <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth fullScreen={phone} aria-labelledby="dict-recycle-bin-title">
            <DialogTitle id="dict-recycle-bin-title">字典回收站</DialogTitle>
            <DialogContent>
                <TableContainer sx={{ overflowX: 'auto' }}>
                    <Table size="small" aria-label="已删除的字典" aria-busy={loading}>
                        <TableHead>
                            <TableRow>
                                <TableCell>字典名称</TableCell>
                                <TableCell>字典编号</TableCell>
                                <TableCell sx={wideSx}>描述</TableCell>
                                <TableCell align="center">操作</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {!loading &&
                                rows.map(r => (
                                    <TableRow key={String(r.id)} hover>
                                        <TableCell sx={{ wordBreak: 'break-all' }}>{r.dictName}</TableCell>
                                        <TableCell sx={{ wordBreak: 'break-all' }}>{r.dictCode}</TableCell>
                                        <TableCell sx={wideSx}>{r.description}</TableCell>
                                        <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                                            <Button size="small" disabled={busy !== null} onClick={() => run(r, true)}>
                                                取回
                                            </Button>
                                            <Button size="small" color="error" disabled={busy !== null} onClick={() => run(r, false)}>
                                                彻底删除
                                            </Button>
                                        </TableCell>
                                    </TableRow>
                                ))}
                        </TableBody>
                    </Table>
                </TableContainer>
                {loading && (
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center', py: 3 }} role="status">
                        <CircularProgress size={20} />
                        <Typography variant="body2" color="text.secondary">
                            加载中…
                        </Typography>
                    </Stack>
                )}
                {status && (
                    <Box sx={{ py: 3, textAlign: 'center' }}>
                        <Typography variant="body2" color={error ? 'error' : 'text.secondary'} role={error ? 'alert' : undefined}>
                            {status}
                        </Typography>
                    </Box>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>关闭</Button>
            </DialogActions>
        </Dialog>
    );
};
