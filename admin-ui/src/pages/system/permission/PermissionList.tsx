// 菜单管理 (system/PermissionList): the menu and button tree with add, edit, add-child and delete.
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
    Alert, Box, Button, Chip, CircularProgress, IconButton, Link, Paper, Stack, Table, TableBody, TableCell,
    TableContainer, TableHead, TableRow, Typography,
} from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { deleteAction, getAction } from '../../../dataProvider/http';
import { feedback, warnFailure } from '../../../components/Feedback';
import { useHasPermission } from '../../../components/HasPermission';
import type { PageProps } from '../../../app/pageRegistry';
import { PermissionDialog } from './PermissionDialog';
import { CODES, menuTypeLabel, parentIds, visibleRows, type PermissionNode } from './types';

export interface PermissionListProps extends PageProps {
    /** 数据规则 of a menu: the data-rule drawer plugs in here; without it the action is not shown. */
    onDataRules?: (menu: PermissionNode) => void;
}

/** Columns hidden on phones: the tree, type and actions stay. */
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

export const PermissionList = ({ onDataRules }: PermissionListProps) => {
    const can = useHasPermission();
    const [tree, setTree] = useState<PermissionNode[]>([]);
    const [loading, setLoading] = useState(true);
    const [error, setError] = useState('');
    const [expanded, setExpanded] = useState<Set<string>>(new Set());
    const [dialog, setDialog] = useState<{ record?: PermissionNode; parent?: PermissionNode } | null>(null);

    const load = useCallback(async () => {
        setLoading(true);
        setError('');
        try {
            const res = await getAction<PermissionNode[]>('/sys/permission/list');
            if (res.success) setTree(Array.isArray(res.result) ? res.result : []);
            else setError(res.message || '查询失败');
        } catch (e) {
            setError((e as Error).message || '查询失败');
        } finally {
            setLoading(false);
        }
    }, []);

    useEffect(() => {
        void load();
    }, [load]);

    const rows = useMemo(() => visibleRows(tree, expanded), [tree, expanded]);
    const toggle = (id: string) =>
        setExpanded(old => {
            const next = new Set(old);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            return next;
        });

    const remove = async (n: PermissionNode) => {
        if (!(await feedback.confirm('确认删除', `确定要删除「${n.name}」及其下级吗?`))) return;
        try {
            const res = await deleteAction('/sys/permission/delete', { id: n.id });
            if (res.success) {
                feedback.message.success(res.message || '删除成功!');
                void load();
            } else warnFailure(res, '删除失败');
        } catch {
            // the request layer has told the user
        }
    };

    const saved = () => {
        const parent = dialog?.parent;
        setDialog(null);
        if (parent) setExpanded(old => new Set(old).add(parent.id));
        void load();
    };

    return (
        <Box sx={{ p: { xs: 1, sm: 2 } }}>
            <Paper sx={{ p: { xs: 1, sm: 2 } }}>
                <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
                    {can(CODES.add) && (
                        <Button variant="contained" onClick={() => setDialog({})}>新增菜单</Button>
                    )}
                    <Button variant="outlined" onClick={() => setExpanded(new Set(parentIds(tree)))}>展开全部</Button>
                    <Button variant="outlined" onClick={() => setExpanded(new Set())}>折叠全部</Button>
                </Stack>
                {error && (
                    <Alert severity="error" sx={{ mb: 2 }} action={<Button color="inherit" size="small" onClick={() => void load()}>重试</Button>}>
                        {error}
                    </Alert>
                )}
                <TableContainer sx={{ overflowX: 'auto' }}>
                    <Table size="small" aria-label="菜单列表">
                        <TableHead>
                            <TableRow>
                                <TableCell>菜单名称</TableCell>
                                <TableCell sx={wide}>图标</TableCell>
                                <TableCell>菜单类型</TableCell>
                                <TableCell sx={wide}>授权标识 / 路径</TableCell>
                                <TableCell sx={wide}>前端组件</TableCell>
                                <TableCell sx={wide}>排序</TableCell>
                                <TableCell>操作</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {loading && rows.length === 0 && (
                                <TableRow>
                                    <TableCell colSpan={7} align="center"><CircularProgress size={24} aria-label="加载中" /></TableCell>
                                </TableRow>
                            )}
                            {!loading && !error && rows.length === 0 && (
                                <TableRow>
                                    <TableCell colSpan={7} align="center"><Typography color="text.secondary">暂无数据</Typography></TableCell>
                                </TableRow>
                            )}
                            {rows.map(({ node, depth }) => {
                                const isButton = Number(node.menuType) === 2;
                                const hasKids = !!node.children?.length;
                                const open = expanded.has(node.id);
                                return (
                                    <TableRow key={node.id} hover data-testid={`perm-row-${node.id}`}>
                                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                            <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 2.5 }}>
                                                {hasKids ? (
                                                    <IconButton size="small" onClick={() => toggle(node.id)} aria-label={`${open ? '折叠' : '展开'} ${node.name}`} aria-expanded={open}>
                                                        {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
                                                    </IconButton>
                                                ) : (
                                                    <Box sx={{ width: 34 }} />
                                                )}
                                                {node.name}
                                                {node.hidden && <Chip label="隐藏" size="small" sx={{ ml: 1 }} />}
                                            </Box>
                                        </TableCell>
                                        <TableCell sx={wide}>{node.icon}</TableCell>
                                        <TableCell>{menuTypeLabel(node.menuType)}</TableCell>
                                        <TableCell sx={{ ...wide, wordBreak: 'break-all' }}>{isButton ? node.perms : node.url}</TableCell>
                                        <TableCell sx={{ ...wide, wordBreak: 'break-all' }}>{isButton ? '' : node.component}</TableCell>
                                        <TableCell sx={wide}>{node.sortNo}</TableCell>
                                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                            <Stack direction="row" spacing={1.5}>
                                                {can(CODES.edit) && (
                                                    <Link component="button" type="button" onClick={() => setDialog({ record: node })}>编辑</Link>
                                                )}
                                                {can(CODES.add) && !isButton && (
                                                    <Link component="button" type="button" onClick={() => setDialog({ parent: node })}>添加下级</Link>
                                                )}
                                                {onDataRules && !isButton && (
                                                    <Link component="button" type="button" onClick={() => onDataRules(node)}>数据规则</Link>
                                                )}
                                                {can(CODES.delete) && (
                                                    <Link component="button" type="button" color="error" onClick={() => void remove(node)}>删除</Link>
                                                )}
                                            </Stack>
                                        </TableCell>
                                    </TableRow>
                                );
                            })}
                        </TableBody>
                    </Table>
                </TableContainer>
            </Paper>
            <PermissionDialog
                open={!!dialog}
                record={dialog?.record}
                parent={dialog?.parent}
                tree={tree}
                onClose={() => setDialog(null)}
                onSaved={saved}
            />
        </Box>
    );
};

export default PermissionList;
