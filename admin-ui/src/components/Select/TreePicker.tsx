// The lazy tree dropdown behind DictTreeSelect and CategorySelect: roots first, a node's
// children when it is first expanded (seed §4), 400 px at most (seed §9). Keyboard: arrows move
// and open/close, Enter or Space picks, Escape closes. multiple: the value is the keys comma-joined.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Checkbox, CircularProgress, IconButton, InputAdornment, Paper, Popover, TextField, Typography } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ClearIcon from '@mui/icons-material/Clear';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { joinValues, splitValues, str, useValueLabels, type SelectWidgetProps } from './common';

export interface TreeNode {
    key: string;
    title: string;
    leaf: boolean;
    /** present when the server sent them (async=false) */
    children?: TreeNode[];
}

/** TreeSelectModel[] → nodes (key, title, leaf or isLeaf, children). */
export const toTreeNodes = (items: unknown): TreeNode[] => {
    if (!Array.isArray(items)) return [];
    const out: TreeNode[] = [];
    for (const i of items as any[]) {
        const key = str(i?.key ?? i?.value ?? i?.id);
        if (!key) continue;
        const kids = Array.isArray(i?.children) && i.children.length ? toTreeNodes(i.children) : undefined;
        const leafFlag = i?.leaf ?? i?.isLeaf;
        const leaf = leafFlag !== undefined && leafFlag !== null ? leafFlag === true || leafFlag === 'true' || leafFlag === 1 || leafFlag === '1' : !kids && str(i?.hasChild) !== '1';
        out.push({ key, title: str(i?.title ?? i?.name ?? i?.label ?? i?.text) || key, leaf: kids ? false : leaf, children: kids });
    }
    return out;
};

type Load = { status: 'loading' | 'done' | 'error'; nodes: TreeNode[]; message?: string };

export interface TreePickerProps extends SelectWidgetProps {
    multiple?: boolean;
    /** changes when the roots must be asked again */
    sourceKey: string;
    loadRoots: () => Promise<TreeNode[]>;
    loadChildren: (node: TreeNode) => Promise<TreeNode[]>;
    /** names stored values not (yet) among the loaded nodes */
    labelUrl?: string;
    labelParam: 'key' | 'ids';
    /** a misconfiguration: shown, nothing is loaded */
    configError?: string;
    placeholder?: string;
}

const errorText = (e: unknown) => (e as Error)?.message || '加载失败';

export const TreePicker = (p: TreePickerProps) => {
    const { id, label, value, onChange, onBlur, readOnly, required, error, multiple, sourceKey, loadRoots, loadChildren, labelUrl, labelParam, configError } = p;
    const autoId = useId();
    const baseId = id ?? autoId;
    const field = useRef<HTMLDivElement>(null);
    const inputRef = useRef<HTMLInputElement>(null);
    const [open, setOpen] = useState(false);
    const [roots, setRoots] = useState<Load | null>(null);
    const [kids, setKids] = useState<Record<string, Load>>({});
    const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
    const [active, setActive] = useState<string | undefined>(undefined);
    // the dropdown is as wide as the field when it opens (never wider than the screen)
    const [width, setWidth] = useState<number | undefined>(undefined);
    const rows = useRef(new Map<string, HTMLElement>());

    const key = joinValues(splitValues(value));
    const values = useMemo(() => splitValues(key), [key]);

    // the roots, once per source, on mount (as JTreeSelect did)
    useEffect(() => {
        if (configError) return;
        let live = true;
        setRoots({ status: 'loading', nodes: [] });
        setKids({});
        setExpanded(new Set());
        loadRoots()
            .then(nodes => live && setRoots({ status: 'done', nodes }))
            .catch(e => live && setRoots({ status: 'error', nodes: [], message: errorText(e) }));
        return () => {
            live = false;
        };
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [sourceKey, configError]);

    const childrenOf = useCallback((n: TreeNode): Load | undefined => (n.children ? { status: 'done', nodes: n.children } : kids[n.key]), [kids]);

    // every loaded node's title, so a picked node needs no lookup
    const known = useMemo(() => {
        const out: Record<string, string> = {};
        const walk = (ns: TreeNode[]) => {
            for (const n of ns) {
                out[n.key] = n.title;
                if (n.children) walk(n.children);
            }
        };
        walk(roots?.nodes ?? []);
        for (const l of Object.values(kids)) walk(l.nodes);
        return out;
    }, [roots, kids]);
    const { labels } = useValueLabels(configError ? undefined : labelUrl, labelParam, values, known);

    const expand = (n: TreeNode) => {
        setExpanded(s => new Set(s).add(n.key));
        if (n.leaf || childrenOf(n)) return;
        setKids(k => ({ ...k, [n.key]: { status: 'loading', nodes: [] } }));
        loadChildren(n)
            .then(nodes => setKids(k => ({ ...k, [n.key]: { status: 'done', nodes } })))
            .catch(e => setKids(k => ({ ...k, [n.key]: { status: 'error', nodes: [], message: errorText(e) } })));
    };
    const collapse = (n: TreeNode) =>
        setExpanded(s => {
            const next = new Set(s);
            next.delete(n.key);
            return next;
        });

    // the rows on screen, in order, with their depth and parent
    type Row = { node: TreeNode; depth: number; parent?: string } | { note: string; depth: number; error?: boolean; at: string };
    const visible = useMemo(() => {
        const out: Row[] = [];
        const walk = (ns: TreeNode[], depth: number, parent?: string) => {
            for (const n of ns) {
                out.push({ node: n, depth, parent });
                if (!expanded.has(n.key)) continue;
                const l = childrenOf(n);
                if (!l || l.status === 'loading') out.push({ note: '加载中…', depth: depth + 1, at: n.key });
                else if (l.status === 'error') out.push({ note: l.message ?? '加载失败', depth: depth + 1, error: true, at: n.key });
                else walk(l.nodes, depth + 1, n.key);
            }
        };
        walk(roots?.nodes ?? [], 0);
        return out;
    }, [roots, expanded, childrenOf]);
    const nodeRows = visible.filter((r): r is Extract<Row, { node: TreeNode }> => 'node' in r);

    // focus follows the active row; the popover mounts its content a render later, so a row
    // that appears while focus is wanted takes it on mount (see its ref)
    const wantFocus = useRef(false);
    useEffect(() => {
        if (!open || !active) return;
        const el = rows.current.get(active);
        if (el) {
            el.focus();
            wantFocus.current = false;
        } else wantFocus.current = true;
    }, [open, active]);

    const show = () => {
        if (readOnly || configError) return;
        setWidth(field.current?.getBoundingClientRect().width || undefined);
        setOpen(true);
        setActive(values.find(v => v in known) ?? nodeRows[0]?.node.key);
    };
    const close = () => {
        setOpen(false);
        inputRef.current?.focus();
    };

    const pick = (n: TreeNode) => {
        if (!multiple) {
            onChange(n.key);
            close();
            return;
        }
        onChange(joinValues(values.includes(n.key) ? values.filter(v => v !== n.key) : [...values, n.key]));
    };

    const onTreeKey = (e: KeyboardEvent) => {
        const at = nodeRows.findIndex(r => r.node.key === active);
        const row = nodeRows[at];
        const move = (i: number) => nodeRows[i] && setActive(nodeRows[i].node.key);
        switch (e.key) {
            case 'ArrowDown':
                move(Math.min(at + 1, nodeRows.length - 1));
                break;
            case 'ArrowUp':
                move(Math.max(at - 1, 0));
                break;
            case 'Home':
                move(0);
                break;
            case 'End':
                move(nodeRows.length - 1);
                break;
            case 'ArrowRight':
                if (!row || row.node.leaf) return;
                if (!expanded.has(row.node.key)) expand(row.node);
                else move(at + 1);
                break;
            case 'ArrowLeft':
                if (!row) return;
                if (expanded.has(row.node.key)) collapse(row.node);
                else if (row.parent) setActive(row.parent);
                break;
            case 'Enter':
            case ' ':
                if (row) pick(row.node);
                break;
            default:
                return;
        }
        e.preventDefault();
    };

    const shown = values.map(v => labels[v] ?? (roots?.status === 'loading' ? '加载中…' : v)).join('，');
    const treeId = `${baseId}-tree`;

    return (
        <>
            <TextField
                id={baseId}
                ref={field}
                inputRef={inputRef}
                label={label}
                value={shown}
                required={required}
                disabled={readOnly}
                error={!!error || !!configError}
                helperText={error ?? configError}
                placeholder={readOnly ? undefined : (p.placeholder ?? '请选择')}
                fullWidth
                size="small"
                onClick={show}
                onBlur={() => !open && onBlur?.()}
                onKeyDown={e => {
                    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
                        e.preventDefault();
                        show();
                    }
                }}
                slotProps={{
                    htmlInput: {
                        readOnly: true,
                        role: 'combobox',
                        'aria-haspopup': 'tree',
                        'aria-expanded': open,
                        'aria-controls': open ? treeId : undefined,
                        style: { cursor: readOnly ? undefined : 'pointer' },
                    },
                    input: {
                        endAdornment: (
                            <InputAdornment position="end">
                                {!readOnly && values.length > 0 && (
                                    <IconButton
                                        size="small"
                                        aria-label="清除"
                                        onClick={e => {
                                            e.stopPropagation();
                                            onChange('');
                                        }}
                                    >
                                        <ClearIcon fontSize="small" />
                                    </IconButton>
                                )}
                                <ArrowDropDownIcon color={readOnly ? 'disabled' : 'action'} />
                            </InputAdornment>
                        ),
                    },
                }}
            />
            <Popover
                open={open}
                anchorEl={field.current}
                onClose={() => {
                    close();
                    onBlur?.();
                }}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
                disableAutoFocus
                slotProps={{ paper: { sx: { width, minWidth: 240, maxWidth: 'calc(100vw - 32px)' } } }}
            >
                <Paper elevation={0} sx={{ maxHeight: 400, overflow: 'auto', py: 0.5 }}>
                    {roots?.status === 'loading' && <Note text="加载中…" busy />}
                    {roots?.status === 'error' && <Note text={roots.message ?? '加载失败'} error />}
                    {roots?.status === 'done' && roots.nodes.length === 0 && <Note text="暂无数据" />}
                    {nodeRows.length > 0 && (
                        <Box id={treeId} role="tree" aria-label={label} aria-multiselectable={multiple || undefined} onKeyDown={onTreeKey}>
                            {visible.map(r => {
                                if (!('node' in r)) return <Note key={`${r.at}-note`} text={r.note} error={r.error} busy={!r.error} depth={r.depth} />;
                                const n = r.node;
                                const isOpen = expanded.has(n.key);
                                const chosen = values.includes(n.key);
                                return (
                                    <Box
                                        key={n.key}
                                        ref={(el: HTMLElement | null) => {
                                            if (el) rows.current.set(n.key, el);
                                            else rows.current.delete(n.key);
                                            if (el && wantFocus.current && n.key === active) {
                                                wantFocus.current = false;
                                                el.focus();
                                            }
                                        }}
                                        role="treeitem"
                                        aria-level={r.depth + 1}
                                        aria-expanded={n.leaf ? undefined : isOpen}
                                        aria-selected={chosen}
                                        tabIndex={active === n.key ? 0 : -1}
                                        onClick={() => {
                                            setActive(n.key);
                                            pick(n);
                                        }}
                                        sx={{
                                            display: 'flex',
                                            alignItems: 'center',
                                            minHeight: 36,
                                            pl: `${4 + r.depth * 20}px`,
                                            pr: 1,
                                            cursor: 'pointer',
                                            outline: 'none',
                                            bgcolor: chosen ? 'action.selected' : undefined,
                                            '&:hover': { bgcolor: 'action.hover' },
                                            '&:focus-visible, &:focus': { bgcolor: 'action.focus' },
                                        }}
                                    >
                                        {n.leaf ? (
                                            <Box sx={{ width: 28, flexShrink: 0 }} />
                                        ) : (
                                            <IconButton
                                                size="small"
                                                tabIndex={-1}
                                                aria-label={isOpen ? `收起 ${n.title}` : `展开 ${n.title}`}
                                                onClick={e => {
                                                    e.stopPropagation();
                                                    setActive(n.key);
                                                    if (isOpen) collapse(n);
                                                    else expand(n);
                                                }}
                                            >
                                                {isOpen ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
                                            </IconButton>
                                        )}
                                        {multiple && <Checkbox size="small" checked={chosen} tabIndex={-1} sx={{ p: 0.5 }} slotProps={{ input: { 'aria-hidden': true } }} />}
                                        <Typography variant="body2" noWrap title={n.title} sx={{ flex: 1, minWidth: 0 }}>
                                            {n.title}
                                        </Typography>
                                    </Box>
                                );
                            })}
                        </Box>
                    )}
                </Paper>
            </Popover>
        </>
    );
};

const Note = ({ text, error, busy, depth = 0 }: { text: string; error?: boolean; busy?: boolean; depth?: number }) => (
    <Box
        role={error ? 'alert' : 'status'}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36, pl: `${16 + depth * 20}px`, pr: 1, color: error ? 'error.main' : 'text.secondary', fontSize: 14 }}
    >
        {busy && <CircularProgress size={14} />}
        {text}
    </Box>
);
