// The tree inside the dropdown: its rows and the keyboard (arrows move and open/close, Enter or
// Space picks). Focus is the picker's job, as the popover mounts these rows a render late.
import type { KeyboardEvent } from 'react';
import { Box, Checkbox, CircularProgress, IconButton, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { NodeRow, TreeNode, TreeRow } from './treeNodes';

interface TreeListProps {
    id: string;
    label?: string;
    multiple?: boolean;
    visible: TreeRow[];
    nodeRows: NodeRow[];
    expanded: Set<string>;
    expand: (n: TreeNode) => void;
    collapse: (n: TreeNode) => void;
    values: string[];
    active?: string;
    setActive: (key: string) => void;
    pick: (n: TreeNode) => void;
    rowRef: (key: string) => (el: HTMLElement | null) => void;
}

export const TreeList = ({ id, label, multiple, visible, nodeRows, expanded, expand, collapse, values, active, setActive, pick, rowRef }: TreeListProps) => {
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

    return (
        <Box id={id} role="tree" aria-label={label} aria-multiselectable={multiple || undefined} onKeyDown={onTreeKey}>
            {visible.map(r => {
                if (!('node' in r)) return <Note key={`${r.at}-note`} text={r.note} error={r.error} busy={!r.error} depth={r.depth} />;
                const n = r.node;
                const isOpen = expanded.has(n.key);
                const chosen = values.includes(n.key);
                return (
                    <Box
                        key={n.key}
                        ref={rowRef(n.key)}
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
    );
};

export const Note = ({ text, error, busy, depth = 0 }: { text: string; error?: boolean; busy?: boolean; depth?: number }) => (
    <Box
        role={error ? 'alert' : 'status'}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36, pl: `${16 + depth * 20}px`, pr: 1, color: error ? 'error.main' : 'text.secondary', fontSize: 14 }}
    >
        {busy && <CircularProgress size={14} />}
        {text}
    </Box>
);
