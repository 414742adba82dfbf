// The lazy tree dropdown behind DictTreeSelect and CategorySelect: roots first, a node's
// children when it is first expanded (seed §4), 400 px at most (seed §9). Keyboard: arrows move
// and open/close, Enter or Space picks, Escape closes. multiple: the value is the keys comma-joined.
// Split: treeNodes (shapes), useTreeData (loading/expansion), TreeList (rows, keys), this (field, popover, focus).
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { IconButton, InputAdornment, Paper, Popover, TextField } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ClearIcon from '@mui/icons-material/Clear';
import { joinValues, splitValues, useValueLabels, type SelectWidgetProps } from './common';
import { Note, TreeList } from './TreeList';
import type { TreeNode } from './treeNodes';
import { useTreeData } from './useTreeData';

export { toTreeNodes, type TreeNode } from './treeNodes';

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

export const TreePicker = (p: TreePickerProps) => {
    const { id, label, value, onChange, onBlur, readOnly, required, error, multiple, sourceKey, loadRoots, loadChildren, labelUrl, labelParam, configError } = p;
    const autoId = useId();
    const baseId = id ?? autoId;
    const field = useRef<HTMLDivElement>(null);
    const inputRef = useRef<HTMLInputElement>(null);
    const [open, setOpen] = useState(false);
    const [active, setActive] = useState<string | undefined>(undefined);
    // the dropdown is as wide as the field when it opens (never wider than the screen)
    const [width, setWidth] = useState<number | undefined>(undefined);
    const rows = useRef(new Map<string, HTMLElement>());

    const key = joinValues(splitValues(value));
    const values = useMemo(() => splitValues(key), [key]);

    const { roots, known, expanded, expand, collapse, visible, nodeRows } = useTreeData({ sourceKey, loadRoots, loadChildren, configError });
    const { labels } = useValueLabels(configError ? undefined : labelUrl, labelParam, values, known);

    // focus follows the active row; the popover mounts its content a render later, so a row
    // that appears while focus is wanted takes it on mount (see rowRef)
    const wantFocus = useRef(false);
    useEffect(() => {
        if (!open || !active) return;
        const el = rows.current.get(active);
        if (el) {
            el.focus();
            wantFocus.current = false;
        } else wantFocus.current = true;
    }, [open, active]);
    const rowRef = (k: string) => (el: HTMLElement | null) => {
        if (el) rows.current.set(k, el);
        else rows.current.delete(k);
        if (el && wantFocus.current && k === active) {
            wantFocus.current = false;
            el.focus();
        }
    };

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
                        <TreeList
                            id={treeId}
                            label={label}
                            multiple={multiple}
                            visible={visible}
                            nodeRows={nodeRows}
                            expanded={expanded}
                            expand={expand}
                            collapse={collapse}
                            values={values}
                            active={active}
                            setActive={setActive}
                            pick={pick}
                            rowRef={rowRef}
                        />
                    )}
                </Paper>
            </Popover>
        </>
    );
};
