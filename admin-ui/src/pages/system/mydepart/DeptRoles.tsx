// 部门角色 of one department in 我的部门 (JeecgBoot 2.4's DeptRoleInfo): its roles with search,
// 新增 / 编辑 / 删除, and 授权 in the 授权 drawer limited to what the department holds.
import { useCallback, useEffect, useState } from 'react';
import {
    Alert,
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
    TablePagination,
    TableRow,
    TextField,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { feedback, warnFailure } from '../../../components/Feedback';
import { deleteAction, getAction, postAction, putAction } from '../../../dataProvider/http';
import { AuthDrawer, deptRoleAuth } from '../grants';

export const DEPT_ROLE_API = '/sys/sysDepartRole';

export interface DeptRole {
    id: string;
    departId?: string;
    roleName?: string;
    roleCode?: string;
    description?: string;
    createTime?: string;
}

interface Props {
    departId: string;
    departName: string;
}

type Form = { id?: string; roleName: string; roleCode: string; description: string };

const actionSx = { minWidth: 0, px: 0.75, whiteSpace: 'nowrap' };

export const DeptRoles = ({ departId, departName }: Props) => {
    const [rows, setRows] = useState<DeptRole[]>([]);
    const [total, setTotal] = useState(0);
    const [page, setPage] = useState(0);
    const [state, setState] = useState<{ loading: boolean; error?: string }>({ loading: true });
    const [draft, setDraft] = useState('');
    const [keyword, setKeyword] = useState('');
    const [form, setForm] = useState<Form | null>(null);
    const [saving, setSaving] = useState(false);
    const [authOf, setAuthOf] = useState<DeptRole | null>(null);

    const load = useCallback(async () => {
        setState({ loading: true });
        try {
            const env = await getAction<{ records?: DeptRole[]; total?: number }>(`${DEPT_ROLE_API}/list`, {
                deptId: departId,
                roleName: keyword,
                pageNo: String(page + 1),
                pageSize: '10',
            });
            if (env.success) {
                setRows(Array.isArray(env.result?.records) ? env.result.records : []);
                setTotal(Number(env.result?.total ?? 0));
                setState({ loading: false });
            } else setState({ loading: false, error: env.message || '数据加载失败' });
        } catch (e) {
            setState({ loading: false, error: (e as Error)?.message || '数据加载失败' });
        }
    }, [departId, keyword, page]);
    useEffect(() => {
        void load();
    }, [load]);

    const save = async () => {
        if (!form) return;
        if (!form.roleName.trim()) return feedback.message.warning('请输入部门角色名称');
        if (!form.roleCode.trim()) return feedback.message.warning('请输入部门角色编码');
        setSaving(true);
        try {
            const body = { ...form, departId };
            const env = form.id ? await putAction(`${DEPT_ROLE_API}/edit`, body) : await postAction(`${DEPT_ROLE_API}/add`, body);
            if (env.success) {
                feedback.message.success(env.message || '保存成功');
                setForm(null);
                void load();
            } else warnFailure(env, '保存失败');
        } catch {
            /* reported by the request layer */
        } finally {
            setSaving(false);
        }
    };

    const remove = async (r: DeptRole) => {
        if (!(await feedback.confirm('提示', '确定删除吗?'))) return;
        try {
            const env = await deleteAction(`${DEPT_ROLE_API}/delete`, { id: r.id });
            if (env.success) {
                feedback.message.success(env.message || '删除成功!');
                void load();
            } else warnFailure(env, '操作失败');
        } catch {
            /* reported by the request layer */
        }
    };

    const search = () => {
        setPage(0);
        setKeyword(draft);
    };

    return (
        <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }} alignItems={{ sm: 'center' }}>
                <TextField
                    size="small"
                    label="部门角色名称"
                    placeholder="请输入部门角色名称"
                    value={draft}
                    onChange={e => setDraft(e.target.value)}
                    onKeyDown={e => e.key === 'Enter' && search()}
                    slotProps={{ inputLabel: { shrink: true } }}
                />
                <Stack direction="row" spacing={1}>
                    <Button variant="outlined" onClick={search}>
                        查询
                    </Button>
                    <Button
                        onClick={() => {
                            setDraft('');
                            setPage(0);
                            setKeyword('');
                        }}
                    >
                        重置
                    </Button>
                    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ roleName: '', roleCode: '', description: '' })}>
                        新增
                    </Button>
                </Stack>
            </Stack>
            {state.error && <Alert severity="error">{state.error}</Alert>}
            <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label="部门角色" sx={{ minWidth: 520 }}>
                    <TableHead>
                        <TableRow>
                            <TableCell>部门角色名称</TableCell>
                            <TableCell>部门角色编码</TableCell>
                            <TableCell>描述</TableCell>
                            <TableCell>操作</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {state.loading && !rows.length ? (
                            <TableRow>
                                <TableCell colSpan={4} align="center">
                                    <CircularProgress size={24} aria-label="加载中" />
                                </TableCell>
                            </TableRow>
                        ) : !rows.length ? (
                            <TableRow>
                                <TableCell colSpan={4} align="center" sx={{ color: 'text.secondary', py: 4 }}>
                                    暂无数据
                                </TableCell>
                            </TableRow>
                        ) : (
                            rows.map(r => (
                                <TableRow key={r.id} hover>
                                    <TableCell>{r.roleName}</TableCell>
                                    <TableCell>{r.roleCode}</TableCell>
                                    <TableCell>{r.description}</TableCell>
                                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                        <Button
                                            size="small"
                                            sx={actionSx}
                                            onClick={() => setForm({ id: r.id, roleName: r.roleName ?? '', roleCode: r.roleCode ?? '', description: r.description ?? '' })}
                                        >
                                            编辑
                                        </Button>
                                        <Button size="small" sx={actionSx} onClick={() => setAuthOf(r)}>
                                            授权
                                        </Button>
                                        <Button size="small" sx={actionSx} color="error" onClick={() => void remove(r)}>
                                            删除
                                        </Button>
                                    </TableCell>
                                </TableRow>
                            ))
                        )}
                    </TableBody>
                </Table>
            </TableContainer>
            {total > 10 && (
                <TablePagination
                    component="div"
                    count={total}
                    page={page}
                    rowsPerPage={10}
                    rowsPerPageOptions={[10]}
                    onPageChange={(_, p) => setPage(p)}
                    labelDisplayedRows={({ from, to, count }) => `${from}-${to} 共 ${count} 条`}
                />
            )}
            <Dialog open={!!form} onClose={() => setForm(null)} fullWidth maxWidth="sm" aria-labelledby="aq-dept-role-title">
                <DialogTitle id="aq-dept-role-title">{form?.id ? '编辑部门角色' : `新增部门角色：${departName}`}</DialogTitle>
                <DialogContent>
                    {form && (
                        <Stack spacing={2} sx={{ pt: 1 }}>
                            <TextField label="部门角色名称" required value={form.roleName} onChange={e => setForm({ ...form, roleName: e.target.value })} />
                            <TextField label="部门角色编码" required value={form.roleCode} onChange={e => setForm({ ...form, roleCode: e.target.value })} />
                            <TextField label="描述" multiline minRows={2} value={form.description} onChange={e => setForm({ ...form, description: e.target.value })} />
                        </Stack>
                    )}
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => setForm(null)}>取消</Button>
                    <Button variant="contained" disabled={saving} onClick={() => void save()}>
                        确定
                    </Button>
                </DialogActions>
            </Dialog>
            <AuthDrawer
                subject={authOf?.id ?? null}
                title={`部门角色权限配置${authOf?.roleName ? `：${authOf.roleName}` : ''}`}
                source={authOf ? deptRoleAuth(departId, authOf.id) : null}
                onClose={() => setAuthOf(null)}
            />
        </>
    );
};
