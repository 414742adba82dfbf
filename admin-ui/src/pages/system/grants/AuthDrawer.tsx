// The 授权 drawer of a role, a department or a department role (JeecgBoot 2.4's RoleModal,
// DepartAuthModal and DeptRoleAuthModal trees): the menus and buttons that may be granted, with
// check and half-check, 展开/合并所有, 全部勾选/取消全选, and per menu its 数据规则. Saving sends
// the diff base too (lastpermissionIds) so kept grants keep their data rules.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Checkbox, Divider, Drawer, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import RuleIcon from '@mui/icons-material/FilterAlt';
import CloseIcon from '@mui/icons-material/Close';
import { feedback, warnFailure } from '../../../components/Feedback';
import { getAction, postAction } from '../../../dataProvider/http';
import { DataRulesPanel, type DataRulesSource } from './RoleDataRules';
import { type PermNode, parentsOf, permNodes, stateOf, toggle, walk } from './tree';

/** Where one kind of grantee's tree, grants and data rules live. */
export interface AuthSource {
    /** the tree of what may be granted: {treeList, ids} */
    tree: { url: string; params?: Record<string, string> };
    /** the ids granted now */
    held: { url: string; params: Record<string, string> };
    /** the save endpoint and its body from granted and loaded ids (csv) */
    save: { url: string; body: (permissionIds: string, lastpermissionIds: string) => Record<string, string> };
    /** the data rules of one menu for this grantee */
    rules: (permissionId: string) => DataRulesSource;
}

interface AuthDrawerProps {
    /** the grantee's id; null closes the drawer */
    subject: string | null;
    title: string;
    source: AuthSource | null;
    onClose: () => void;
}

export const AuthDrawer = ({ subject, title, source, onClose }: AuthDrawerProps) => {
    const [nodes, setNodes] = useState<PermNode[]>([]);
    const [loading, setLoading] = useState(false);
    const [error, setError] = useState('');
    const [loaded, setLoaded] = useState<Set<string>>(new Set());
    const [granted, setGranted] = useState<Set<string>>(new Set());
    const [expanded, setExpanded] = useState<Set<string>>(new Set());
    const [ruleOf, setRuleOf] = useState<PermNode | null>(null);
    const [saving, setSaving] = useState(false);
    const roleId = subject;
    const sourceRef = useRef(source);
    sourceRef.current = source;

    useEffect(() => {
        const src = sourceRef.current;
        if (!roleId || !src) return;
        let live = true;
        setLoading(true);
        setError('');
        setRuleOf(null);
        Promise.all([
            getAction(src.tree.url, src.tree.params, { silent: true }),
            getAction(src.held.url, src.held.params, { silent: true }),
        ]).then(
            ([tree, held]) => {
                if (!live) return;
                if (!tree.success || !held.success) {
                    setError(tree.message || held.message || '权限加载失败');
                    setNodes([]);
                } else {
                    const ns = permNodes(tree.result?.treeList);
                    setNodes(ns);
                    // Menus start open, buttons are their leaves.
                    setExpanded(new Set(walk(ns).filter(n => n.children.length).map(n => n.id)));
                    const ids = new Set<string>((Array.isArray(held.result) ? held.result : []).map(String));
                    setLoaded(ids);
                    setGranted(new Set(ids));
                }
                setLoading(false);
            },
            () => {
                if (!live) return;
                setError('权限加载失败');
                setLoading(false);
            }
        );
        return () => {
            live = false;
        };
    }, [roleId]);

    const parents = useMemo(() => parentsOf(nodes), [nodes]);
    const all = useMemo(() => walk(nodes), [nodes]);
    const flip = useCallback((n: PermNode) => setGranted(g => toggle(n, g, parents)), [parents]);
    const expand = (id: string) =>
        setExpanded(prev => {
            const next = new Set(prev);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            return next;
        });

    const save = async (close: boolean) => {
        if (!roleId || !source) return;
        setSaving(true);
        try {
            const env = await postAction(source.save.url, source.save.body([...granted].join(','), [...loaded].join(',')));
            if (env.success) {
                feedback.message.success(env.message || '保存成功！');
                setLoaded(new Set(granted));
                if (close) onClose();
            } else warnFailure(env, '保存失败');
        } catch {
            /* reported by the request layer */
        } finally {
            setSaving(false);
        }
    };

    const renderNodes = (list: PermNode[], depth: number) =>
        list.map(n => {
            const open = expanded.has(n.id);
            const st = stateOf(n, granted);
            return (
                <Box component="li" key={n.id} role="treeitem" aria-expanded={n.children.length ? open : undefined} aria-checked={st === 'indeterminate' ? 'mixed' : st === 'checked'} sx={{ listStyle: 'none' }}>
                    <Stack direction="row" alignItems="center" sx={{ pl: depth * 2, minHeight: 36 }}>
                        <Box sx={{ width: 32, flex: 'none' }}>
                            {n.children.length > 0 && (
                                <IconButton size="small" aria-label={`${open ? '收起' : '展开'}${n.title}`} onClick={() => expand(n.id)}>
                                    {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
                                </IconButton>
                            )}
                        </Box>
                        <Box component="label" sx={{ display: 'flex', alignItems: 'center', cursor: 'pointer', minWidth: 0 }}>
                            <Checkbox
                                size="small"
                                sx={{ p: 0.5 }}
                                checked={st === 'checked'}
                                indeterminate={st === 'indeterminate'}
                                onChange={() => flip(n)}
                                slotProps={{ input: { 'aria-label': n.title } }}
                            />
                            <Typography variant="body2" noWrap title={n.title} color={n.menuType === 2 ? 'text.secondary' : undefined}>
                                {n.title}
                            </Typography>
                        </Box>
                        {n.ruleFlag && (
                            <Tooltip title="数据规则">
                                <IconButton size="small" aria-label={`数据规则 ${n.title}`} onClick={() => setRuleOf(n)} color={ruleOf?.id === n.id ? 'primary' : 'default'}>
                                    <RuleIcon fontSize="small" />
                                </IconButton>
                            </Tooltip>
                        )}
                    </Stack>
                    {open && n.children.length > 0 && (
                        <Box component="ul" role="group" sx={{ p: 0, m: 0 }}>
                            {renderNodes(n.children, depth + 1)}
                        </Box>
                    )}
                </Box>
            );
        });

    return (
        <Drawer anchor="right" open={!!subject} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 650 } }, role: 'dialog', 'aria-label': title } as object }}>
            <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1 }}>
                <Typography variant="h6" sx={{ flex: 1, fontSize: 16 }} noWrap>
                    {title}
                </Typography>
                <IconButton aria-label="关闭" onClick={onClose}>
                    <CloseIcon />
                </IconButton>
            </Stack>
            <Divider />
            <Stack direction="row" spacing={1} useFlexGap sx={{ px: 2, py: 1, flexWrap: 'wrap' }}>
                <Button size="small" disabled={!nodes.length} onClick={() => setGranted(new Set(all.map(n => n.id)))}>
                    全部勾选
                </Button>
                <Button size="small" disabled={!nodes.length} onClick={() => setGranted(new Set())}>
                    取消全选
                </Button>
                <Button size="small" disabled={!nodes.length} onClick={() => setExpanded(new Set(all.filter(n => n.children.length).map(n => n.id)))}>
                    展开所有
                </Button>
                <Button size="small" disabled={!nodes.length} onClick={() => setExpanded(new Set())}>
                    合并所有
                </Button>
            </Stack>
            <Box sx={{ flex: 1, overflow: 'auto', px: 2 }}>
                {loading ? (
                    <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
                        加载中…
                    </Typography>
                ) : error ? (
                    <Typography variant="body2" color="error" role="alert" sx={{ p: 1 }}>
                        {error}
                    </Typography>
                ) : nodes.length === 0 ? (
                    <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
                        暂无可授权的菜单
                    </Typography>
                ) : (
                    <Box component="ul" role="tree" aria-label="菜单权限" aria-multiselectable sx={{ p: 0, m: 0 }}>
                        {renderNodes(nodes, 0)}
                    </Box>
                )}
                {ruleOf && roleId && source && <DataRulesPanel source={source.rules(ruleOf.id)} permission={ruleOf} onClose={() => setRuleOf(null)} />}
            </Box>
            <Divider />
            <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ px: 2, py: 1.5 }}>
                <Button onClick={onClose}>取消</Button>
                <Button variant="outlined" disabled={saving || loading || !!error} onClick={() => save(false)}>
                    保存
                </Button>
                <Button variant="contained" disabled={saving || loading || !!error} onClick={() => save(true)}>
                    保存并关闭
                </Button>
            </Stack>
        </Drawer>
    );
};
