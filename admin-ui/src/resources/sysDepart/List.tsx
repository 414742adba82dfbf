// 部门管理 as a tree table (JeecgBoot 2.4's DepartList shows the organisation as a tree): the
// whole visible tree from queryTreeList, expandable rows, a name search that keeps the path to
// each hit, and 新增 / 添加下级 / 编辑 / 删除 through the generated form, and 部门权限 (what the
// department may hand to its department roles) in the 授权 drawer. The list endpoint stays
// flat (pickers and org codes rely on it), so the tree is drawn here.
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
    Alert,
    Box,
    Button,
    CircularProgress,
    IconButton,
    Paper,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    TextField,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { CrudForm, useCrudResource, useDictOptions, type CrudFormProps } from '../../components/Crud';
import { feedback, warnFailure } from '../../components/Feedback';
import { useHasPermission } from '../../components/HasPermission';
import { deleteAction, getAction } from '../../dataProvider/http';
import { AuthDrawer, departAuth } from '../../pages/system/grants';
import { config } from './config.gen';

export const DEPART_TREE = '/sys/sysDepart/queryTreeList';

export interface DepartRow {
    id: string;
    departName?: string;
    orgCode?: string;
    orgCategory?: string;
    departOrder?: number;
    status?: string;
    mobile?: string;
    children?: DepartRow[];
    [k: string]: unknown;
}

/** The nodes (with their ancestors) whose name holds the keyword; all of them without one. */
export const filterTree = (nodes: DepartRow[], keyword: string): DepartRow[] => {
    const kw = keyword.trim();
    if (!kw) return nodes;
    const out: DepartRow[] = [];
    for (const n of nodes) {
        const kids = filterTree(n.children ?? [], kw);
        if (String(n.departName ?? '').includes(kw) || kids.length) out.push({ ...n, children: kids });
    }
    return out;
};

interface Line {
    row: DepartRow;
    depth: number;
}

/** The rows shown: each node, then its children while it is expanded. */
const flatten = (nodes: DepartRow[], open: (id: string) => boolean, depth = 0, out: Line[] = []): Line[] => {
    for (const n of nodes) {
        out.push({ row: n, depth });
        if (n.children?.length && open(n.id)) flatten(n.children, open, depth + 1, out);
    }
    return out;
};

type FormState = { mode: 'create' | 'edit'; record?: DepartRow; parentId?: string } | null;

const actionSx = { minWidth: 0, px: 0.75, whiteSpace: 'nowrap' };

export default function List() {
    const can = useHasPermission();
    const perms = { add: can('depart:add'), edit: can('depart:edit'), delete: can('depart:delete'), auth: can('system:depart:auth') };
    const [authOf, setAuthOf] = useState<DepartRow | null>(null);
    const ctx = useCrudResource();
    const forms = useMemo(
        () => ({
            create: ctx?.config.name === config.name && ctx.create ? ctx.create : (p: CrudFormProps) => <CrudForm {...p} config={config} mode="create" />,
            edit: ctx?.config.name === config.name && ctx.edit ? ctx.edit : (p: CrudFormProps) => <CrudForm {...p} config={config} mode="edit" />,
        }),
        [ctx]
    );
    const categories = useDictOptions('org_category');
    const statuses = useDictOptions('depart_status');
    const textOf = (opts: { value: string; text: string }[], v: unknown) => opts.find(o => o.value === String(v ?? ''))?.text ?? String(v ?? '');

    const [tree, setTree] = useState<DepartRow[]>([]);
    const [state, setState] = useState<{ loading: boolean; error?: string }>({ loading: true });
    const [draft, setDraft] = useState('');
    const [keyword, setKeyword] = useState('');
    const [expanded, setExpanded] = useState<Set<string>>(new Set());
    const [form, setForm] = useState<FormState>(null);

    const load = useCallback(async () => {
        setState({ loading: true });
        try {
            const env = await getAction<DepartRow[]>(DEPART_TREE);
            if (env.success) {
                const nodes = Array.isArray(env.result) ? env.result : [];
                setTree(nodes);
                // the first level open, as 2.4 shows it
                setExpanded(prev => (prev.size ? prev : new Set(nodes.map(n => n.id))));
                setState({ loading: false });
            } else setState({ loading: false, error: env.message || '数据加载失败' });
        } catch (e) {
            setState({ loading: false, error: (e as Error)?.message || '数据加载失败' });
        }
    }, []);
    useEffect(() => {
        void load();
    }, [load]);

    const shown = useMemo(() => filterTree(tree, keyword), [tree, keyword]);
    // a search shows every hit with its path
    const lines = useMemo(() => flatten(shown, id => !!keyword.trim() || expanded.has(id)), [shown, keyword, expanded]);

    const toggle = (id: string) =>
        setExpanded(prev => {
            const next = new Set(prev);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            return next;
        });

    const remove = async (r: DepartRow) => {
        if (!(await feedback.confirm('提示', '确定删除吗?'))) return;
        try {
            const env = await deleteAction(`${config.apiPrefix}/delete`, { id: r.id });
            if (env.success) {
                feedback.message.success(env.message || '删除成功!');
                void load();
            } else warnFailure(env, '操作失败');
        } catch {
            /* reported by the request layer */
        }
    };

    const closeForm = (saved: boolean) => {
        const parent = form?.parentId;
        setForm(null);
        if (!saved) return;
        if (parent) setExpanded(prev => new Set(prev).add(parent));
        void load();
    };

    const Form = form ? forms[form.mode] : null;
    const search = () => setKeyword(draft);

    return (
        <Paper sx={{ p: { xs: 1, sm: 2 } }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }} alignItems={{ sm: 'center' }}>
                <TextField
                    size="small"
                    label="机构名称"
                    placeholder="请输入机构名称"
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
                            setKeyword('');
                        }}
                    >
                        重置
                    </Button>
                    {perms.add && (
                        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ mode: 'create' })}>
                            新增
                        </Button>
                    )}
                </Stack>
            </Stack>
            {state.error && (
                <Alert severity="error" sx={{ mb: 1 }} action={<Button onClick={() => void load()}>重试</Button>}>
                    {state.error}
                </Alert>
            )}
            <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label="部门" sx={{ minWidth: 720 }}>
                    <TableHead>
                        <TableRow>
                            <TableCell sx={{ minWidth: 240 }}>机构名称</TableCell>
                            <TableCell>机构编码</TableCell>
                            <TableCell>机构类别</TableCell>
                            <TableCell>排序</TableCell>
                            <TableCell>状态</TableCell>
                            <TableCell>手机号</TableCell>
                            <TableCell>操作</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {state.loading && !tree.length ? (
                            <TableRow>
                                <TableCell colSpan={7} align="center">
                                    <CircularProgress size={24} aria-label="加载中" />
                                </TableCell>
                            </TableRow>
                        ) : !lines.length ? (
                            <TableRow>
                                <TableCell colSpan={7} align="center" sx={{ color: 'text.secondary', py: 4 }}>
                                    暂无数据
                                </TableCell>
                            </TableRow>
                        ) : (
                            lines.map(({ row: r, depth }) => {
                                const hasKids = !!r.children?.length;
                                const open = !!keyword.trim() || expanded.has(r.id);
                                return (
                                    <TableRow key={r.id} hover aria-level={depth + 1}>
                                        <TableCell>
                                            <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 2.5 }}>
                                                {hasKids ? (
                                                    <IconButton
                                                        size="small"
                                                        aria-label={`${open ? '收起' : '展开'} ${r.departName ?? ''}`}
                                                        aria-expanded={open}
                                                        onClick={() => toggle(r.id)}
                                                        disabled={!!keyword.trim()}
                                                    >
                                                        {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
                                                    </IconButton>
                                                ) : (
                                                    <Box component="span" sx={{ width: 34, flexShrink: 0 }} />
                                                )}
                                                {r.departName}
                                            </Box>
                                        </TableCell>
                                        <TableCell>{r.orgCode}</TableCell>
                                        <TableCell>{textOf(categories, r.orgCategory)}</TableCell>
                                        <TableCell>{r.departOrder}</TableCell>
                                        <TableCell>{textOf(statuses, r.status)}</TableCell>
                                        <TableCell>{r.mobile}</TableCell>
                                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                            {perms.edit && (
                                                <Button size="small" sx={actionSx} onClick={() => setForm({ mode: 'edit', record: r })}>
                                                    编辑
                                                </Button>
                                            )}
                                            {perms.add && (
                                                <Button size="small" sx={actionSx} onClick={() => setForm({ mode: 'create', parentId: r.id })}>
                                                    添加下级
                                                </Button>
                                            )}
                                            {perms.auth && (
                                                <Button size="small" sx={actionSx} onClick={() => setAuthOf(r)}>
                                                    部门权限
                                                </Button>
                                            )}
                                            {perms.delete && (
                                                <Button size="small" sx={actionSx} color="error" onClick={() => void remove(r)}>
                                                    删除
                                                </Button>
                                            )}
                                        </TableCell>
                                    </TableRow>
                                );
                            })
                        )}
                    </TableBody>
                </Table>
            </TableContainer>
            <AuthDrawer
                subject={authOf?.id ?? null}
                title={`部门权限配置${authOf?.departName ? `：${authOf.departName}` : ''}`}
                source={authOf ? departAuth(authOf.id) : null}
                onClose={() => setAuthOf(null)}
            />
            {form && Form && (
                <Form
                    open
                    mode={form.mode}
                    id={form.record?.id}
                    record={form.record ? stripTree(form.record) : undefined}
                    defaults={form.parentId ? { parentId: form.parentId } : undefined}
                    onClose={closeForm}
                />
            )}
        </Paper>
    );
}

/** The record of a node, without the tree's own keys. */
const stripTree = (r: DepartRow): Record<string, unknown> => {
    const { children: _c, key: _k, value: _v, title: _t, isLeaf: _l, ...rest } = r;
    return rest;
};
