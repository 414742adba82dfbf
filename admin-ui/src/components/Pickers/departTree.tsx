// The department tree of the pickers: GET /sys/sysDepart/queryTreeList (SysDepartTreeModel
// {key, title, orgCategory, children}), shown nested with expand buttons, either as a single
// choice (the user picker's filter) or with check boxes (the department picker).
import { useEffect, useMemo, useState } from 'react';
import { Box, Checkbox, IconButton, List, ListItem, ListItemButton, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { getAction } from '../../dataProvider/http';
import { text } from './common';

export const DEPART_TREE_URL = '/sys/sysDepart/queryTreeList';

export interface DepartNode {
    id: string;
    title: string;
    /** '1' marks an own organisation (a company) */
    orgCategory?: string;
    orgCode?: string;
    children: DepartNode[];
}

/** The tree of a queryTreeList reply (nodes without an id are dropped). */
export const departNodes = (list: unknown, depth = 0): DepartNode[] => {
    if (!Array.isArray(list) || depth > 64) return [];
    const out: DepartNode[] = [];
    for (const n of list) {
        if (!n || typeof n !== 'object') continue;
        const r = n as Record<string, unknown>;
        const id = text(r.key ?? r.value ?? r.id);
        if (!id) continue;
        out.push({
            id,
            title: text(r.title ?? r.departName) || id,
            orgCategory: r.orgCategory == null ? undefined : text(r.orgCategory),
            orgCode: r.orgCode == null ? undefined : text(r.orgCode),
            children: departNodes(r.children, depth + 1),
        });
    }
    return out;
};

/** Every node of the tree, depth first. */
export const walkDeparts = (nodes: DepartNode[], out: DepartNode[] = []): DepartNode[] => {
    for (const n of nodes) {
        out.push(n);
        walkDeparts(n.children, out);
    }
    return out;
};

/** The ids of a node's descendants. */
export const descendantIds = (n: DepartNode): string[] => walkDeparts(n.children).map(d => d.id);

/** The nodes whose title contains the keyword, with their ancestors (to keep the shape). */
export const filterDeparts = (nodes: DepartNode[], keyword: string): DepartNode[] => {
    const k = keyword.trim();
    if (!k) return nodes;
    const out: DepartNode[] = [];
    for (const n of nodes) {
        if (n.title.includes(k)) out.push(n);
        else {
            const kids = filterDeparts(n.children, k);
            if (kids.length) out.push({ ...n, children: kids });
        }
    }
    return out;
};

export type TreeLoad = { nodes: DepartNode[]; loading: boolean; error?: string };

let cached: Promise<DepartNode[]> | null = null;

/** Loads the tree; the names of stored values reuse it, an opened picker asks again (fresh). */
export const loadDepartTree = (fresh = false): Promise<DepartNode[]> => {
    if (!cached || fresh) {
        cached = getAction(DEPART_TREE_URL, undefined, { silent: true }).then(env => {
            if (!env.success) throw new Error(env.message || '部门加载失败');
            return departNodes(env.result);
        });
        cached.catch(() => {
            cached = null;
        });
    }
    return cached;
};

/** test helper */
export const clearDepartTree = () => {
    cached = null;
};

export const useDepartTree = (enabled: boolean): TreeLoad => {
    const [state, setState] = useState<TreeLoad>({ nodes: [], loading: enabled });
    useEffect(() => {
        if (!enabled) return;
        let live = true;
        setState(s => ({ ...s, loading: true, error: undefined }));
        loadDepartTree(true).then(
            nodes => live && setState({ nodes, loading: false }),
            (e: Error) => live && setState({ nodes: [], loading: false, error: e?.message || '部门加载失败' })
        );
        return () => {
            live = false;
        };
    }, [enabled]);
    return state;
};

interface TreeProps {
    label: string;
    nodes: DepartNode[];
    loading?: boolean;
    error?: string;
    /** check boxes (department picker), else a single highlighted choice */
    checkable?: boolean;
    checked: Set<string>;
    onToggle: (n: DepartNode) => void;
}

/** The nested tree; every node starts expanded (a filtered tree shows its matches). */
export const DepartTree = ({ label, nodes, loading, error, checkable, checked, onToggle }: TreeProps) => {
    const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
    const flip = (id: string) =>
        setCollapsed(prev => {
            const next = new Set(prev);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            return next;
        });
    const status = loading ? '加载中…' : error || (nodes.length ? '' : '暂无部门');
    const render = useMemo(() => {
        const walk = (list: DepartNode[], depth: number) =>
            list.map(n => {
                const open = !collapsed.has(n.id);
                const on = checked.has(n.id);
                return (
                    <Box component="li" key={n.id} role="treeitem" aria-expanded={n.children.length ? open : undefined} aria-selected={on} sx={{ listStyle: 'none' }}>
                        <ListItem component="div" disablePadding sx={{ pl: depth * 2 }}>
                            <Box sx={{ width: 32, flex: 'none' }}>
                                {n.children.length > 0 && (
                                    <IconButton size="small" aria-label={`${open ? '收起' : '展开'}${n.title}`} onClick={() => flip(n.id)}>
                                        {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
                                    </IconButton>
                                )}
                            </Box>
                            {checkable ? (
                                <Box component="label" sx={{ display: 'flex', alignItems: 'center', cursor: 'pointer', minWidth: 0 }}>
                                    <Checkbox size="small" checked={on} onChange={() => onToggle(n)} sx={{ p: 0.5 }} />
                                    <Typography variant="body2" noWrap title={n.title}>
                                        {n.title}
                                    </Typography>
                                </Box>
                            ) : (
                                <ListItemButton dense selected={on} onClick={() => onToggle(n)} sx={{ borderRadius: 1, py: 0.25 }}>
                                    <Typography variant="body2" noWrap title={n.title}>
                                        {n.title}
                                    </Typography>
                                </ListItemButton>
                            )}
                        </ListItem>
                        {open && n.children.length > 0 && (
                            <Box component="ul" role="group" sx={{ p: 0, m: 0 }}>
                                {walk(n.children, depth + 1)}
                            </Box>
                        )}
                    </Box>
                );
            });
        return walk(nodes, 0);
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [nodes, collapsed, checked, checkable, onToggle]);
    if (status) {
        return (
            <Typography variant="body2" color={error && !loading ? 'error' : 'text.secondary'} role={error && !loading ? 'alert' : undefined} sx={{ p: 1 }}>
                {status}
            </Typography>
        );
    }
    return (
        <List component="ul" role="tree" aria-label={label} aria-multiselectable={checkable || undefined} dense disablePadding sx={{ p: 0 }}>
            {render}
        </List>
    );
};
