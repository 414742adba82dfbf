// 流程模型 (menu /workflow/model): the approval flows bound to business types. 新建 asks for the
// basics, 设计 opens the tree designer on the draft, 发布 makes the draft the next version.
import { useCallback, useEffect, useState } from 'react';
import {
    Alert,
    Box,
    Button,
    Chip,
    CircularProgress,
    Paper,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TablePagination,
    TableRow,
    TextField,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { deleteAction, getAction, postAction } from '../../../dataProvider/http';
import { feedback, warnFailure } from '../../../components/Feedback';
import { useHasPermission } from '../../../components/HasPermission';
import { API, EDIT_CODE, statusOf, type BusinessType, type ProcessModel } from './model';
import { ModelFormDialog, type ModelForm } from './ModelFormDialog';
import { VersionsDialog } from './VersionsDialog';
import { FlowDesigner } from './FlowDesigner';

const PAGE_SIZES = [10, 20, 50];
const EMPTY_FORM: ModelForm = { name: '', tableName: '', titleTemplate: '', description: '' };

interface Page {
    records: ProcessModel[];
    total: number;
}

type Load = { loading: boolean; page: Page; error?: string };

function useBusinessTypes() {
    const [types, setTypes] = useState<{ list: BusinessType[]; error?: string }>({ list: [] });
    useEffect(() => {
        let live = true;
        getAction<BusinessType[]>(API.businessTypes)
            .then(env => {
                if (!live) return;
                if (env.success) setTypes({ list: Array.isArray(env.result) ? env.result : [] });
                else setTypes({ list: [], error: env.message || '业务类型加载失败' });
            })
            .catch((e: Error) => live && setTypes({ list: [], error: e?.message || '业务类型加载失败' }));
        return () => {
            live = false;
        };
    }, []);
    return types;
}

export default function ProcessModelList() {
    const canEdit = useHasPermission()(EDIT_CODE);
    const types = useBusinessTypes();
    const [draftName, setDraftName] = useState('');
    const [query, setQuery] = useState({ name: '', pageNo: 1, pageSize: PAGE_SIZES[0] });
    const [load, setLoad] = useState<Load>({ loading: true, page: { records: [], total: 0 } });
    const [reloads, setReloads] = useState(0);
    const [creating, setCreating] = useState(false);
    const [designing, setDesigning] = useState<string | null>(null);
    const [versionsOf, setVersionsOf] = useState<ProcessModel | null>(null);
    const [busyId, setBusyId] = useState<string | null>(null);

    useEffect(() => {
        let live = true;
        setLoad(l => ({ ...l, loading: true, error: undefined }));
        getAction<Page>(API.list, { pageNo: query.pageNo, pageSize: query.pageSize, ...(query.name ? { name: query.name } : {}) })
            .then(env => {
                if (!live) return;
                if (!env.success) return setLoad({ loading: false, page: { records: [], total: 0 }, error: env.message || '数据加载失败' });
                const r = env.result;
                setLoad({ loading: false, page: { records: Array.isArray(r?.records) ? r.records : [], total: Number(r?.total) || 0 } });
            })
            .catch((e: Error) => live && setLoad({ loading: false, page: { records: [], total: 0 }, error: e?.message || '数据加载失败' }));
        return () => {
            live = false;
        };
    }, [query, reloads]);

    const reload = useCallback(() => setReloads(n => n + 1), []);

    const create = async (form: ModelForm): Promise<string | undefined> => {
        try {
            const env = await postAction<ProcessModel>(API.add, form);
            if (!env.success) return env.message || '新建失败';
            setCreating(false);
            feedback.message.success('已新建，请设计流程');
            reload();
            if (env.result?.id) setDesigning(env.result.id);
            return undefined;
        } catch (e) {
            return (e as Error)?.message || '新建失败';
        }
    };

    const publish = async (m: ProcessModel) => {
        setBusyId(m.id);
        try {
            const env = await postAction<{ version?: number }>(API.publish, { id: m.id });
            if (!env.success) {
                // The server's check (e.g. 节点「X」未设置审批人) is what the user must fix.
                if (env.message) feedback.modal({ severity: 'error', title: `「${m.name}」发布失败`, content: env.message });
                else warnFailure(env, '发布失败');
                return;
            }
            feedback.message.success(`已发布为版本 V${Number(env.result?.version) || m.version + 1}`);
            reload();
        } catch {
            // the request layer already showed the network/HTTP error
        } finally {
            setBusyId(null);
        }
    };

    const remove = async (m: ProcessModel) => {
        if (!(await feedback.confirm('删除流程', `确定删除流程「${m.name}」吗？`, '删除'))) return;
        setBusyId(m.id);
        try {
            const env = await deleteAction(API.remove, { id: m.id });
            if (!env.success) return warnFailure(env, '删除失败');
            feedback.message.success('已删除');
            // The last row of a page gone: show the page before it.
            if (load.page.records.length === 1 && query.pageNo > 1) setQuery(q => ({ ...q, pageNo: q.pageNo - 1 }));
            else reload();
        } catch {
            // shown by the request layer
        } finally {
            setBusyId(null);
        }
    };

    const cols = 6;
    const rows = load.page.records;

    return (
        <Paper sx={{ p: { xs: 1, sm: 2 } }}>
            <Box
                component="form"
                role="search"
                onSubmit={e => {
                    e.preventDefault();
                    setQuery(q => ({ ...q, name: draftName.trim(), pageNo: 1 }));
                }}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}
            >
                <TextField size="small" label="流程名称" value={draftName} onChange={e => setDraftName(e.target.value)} sx={{ flex: '0 1 240px' }} />
                <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
                    查询
                </Button>
                <Button
                    onClick={() => {
                        setDraftName('');
                        setQuery(q => ({ ...q, name: '', pageNo: 1 }));
                    }}
                >
                    重置
                </Button>
                <Box sx={{ flex: 1 }} />
                {canEdit && (
                    <Button variant="contained" color="primary" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                        新建
                    </Button>
                )}
            </Box>
            {types.error && (
                <Alert severity="warning" sx={{ mb: 1 }}>
                    {types.error}
                </Alert>
            )}
            {load.error && (
                <Alert severity="error" sx={{ mb: 1 }}>
                    {load.error}
                </Alert>
            )}
            <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label="流程模型" sx={{ minWidth: 760 }}>
                    <TableHead>
                        <TableRow>
                            <TableCell>名称</TableCell>
                            <TableCell>业务</TableCell>
                            <TableCell>版本</TableCell>
                            <TableCell>状态</TableCell>
                            <TableCell>更新时间</TableCell>
                            <TableCell>操作</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {load.loading ? (
                            <TableRow>
                                <TableCell colSpan={cols} align="center">
                                    <CircularProgress size={24} aria-label="加载中" />
                                </TableCell>
                            </TableRow>
                        ) : !rows.length ? (
                            <TableRow>
                                <TableCell colSpan={cols} align="center" sx={{ color: 'text.secondary', py: 4 }}>
                                    暂无数据
                                </TableCell>
                            </TableRow>
                        ) : (
                            rows.map(m => {
                                const status = statusOf(m);
                                const busy = busyId === m.id;
                                return (
                                    <TableRow key={m.id} hover>
                                        <TableCell>{m.name}</TableCell>
                                        <TableCell>{m.businessName || m.tableName}</TableCell>
                                        <TableCell>{m.version ? `V${m.version}` : '—'}</TableCell>
                                        <TableCell>
                                            <Chip size="small" color={status.color} label={status.text} />
                                        </TableCell>
                                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{m.updateTime || m.createTime}</TableCell>
                                        <TableCell>
                                            <Stack direction="row" spacing={0.5} sx={{ '& .MuiButton-root': { minWidth: 0, px: 0.75, whiteSpace: 'nowrap' } }}>
                                                <Button size="small" onClick={() => setDesigning(m.id)}>
                                                    {canEdit ? '设计' : '查看'}
                                                </Button>
                                                {canEdit && (
                                                    <Button size="small" disabled={busy || (m.published && m.version > 0)} onClick={() => publish(m)}>
                                                        发布
                                                    </Button>
                                                )}
                                                <Button size="small" onClick={() => setVersionsOf(m)}>
                                                    版本
                                                </Button>
                                                {canEdit && (
                                                    <Button size="small" color="error" disabled={busy} onClick={() => remove(m)}>
                                                        删除
                                                    </Button>
                                                )}
                                            </Stack>
                                        </TableCell>
                                    </TableRow>
                                );
                            })
                        )}
                    </TableBody>
                </Table>
            </TableContainer>
            <TablePagination
                component="div"
                count={load.page.total}
                page={query.pageNo - 1}
                rowsPerPage={query.pageSize}
                rowsPerPageOptions={PAGE_SIZES}
                onPageChange={(_, p) => setQuery(q => ({ ...q, pageNo: p + 1 }))}
                onRowsPerPageChange={e => setQuery(q => ({ ...q, pageSize: Number(e.target.value), pageNo: 1 }))}
                labelRowsPerPage="每页"
                labelDisplayedRows={({ from, to, count }) => `${from}-${to} 共 ${count} 条`}
            />
            <ModelFormDialog
                open={creating}
                title="新建流程"
                initial={EMPTY_FORM}
                businessTypes={types.list}
                typesError={types.error}
                onSubmit={create}
                onClose={() => setCreating(false)}
            />
            <VersionsDialog model={versionsOf} onClose={() => setVersionsOf(null)} />
            <FlowDesigner
                modelId={designing}
                readonly={!canEdit}
                businessTypes={types.list}
                onClose={changed => {
                    setDesigning(null);
                    if (changed) reload();
                }}
            />
        </Paper>
    );
}
