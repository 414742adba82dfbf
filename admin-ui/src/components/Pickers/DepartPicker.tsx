// Department picker (JSelectDepart): a field showing department names whose value is their
// ids, comma-joined; the dialog (width 500) checks nodes of the department tree. Single mode
// keeps only the newest check; multi keeps all; with cascade, checking a node checks (and
// unchecking unchecks) everything under it. mustSelect refuses to confirm nothing: 请选择记录.
import { useCallback, useMemo, useState } from 'react';
import { Box, TextField } from '@mui/material';
import { feedback } from '../Feedback';
import { PickerDialog, PickerInput, splitValue, useValueRows, type PickerFieldProps, type Row } from './common';
import { DepartTree, descendantIds, filterDeparts, loadDepartTree, useDepartTree, walkDeparts, type DepartNode } from './departTree';

export const DEPART_PLACEHOLDER = '请点击选择部门';
export const DEPART_PICKER_WIDTH = 500;

export interface DepartPickerProps extends PickerFieldProps {
    /** confirming with nothing checked warns 请选择记录 */
    mustSelect?: boolean;
    /** own-org cascade: checking a node toggles its whole subtree too (multi mode) */
    cascade?: boolean;
    /** dialog width, 500 by default */
    width?: number;
    /** the chosen departments (id, departName) after a confirm */
    onSelect?: (departs: { id: string; departName: string }[]) => void;
}

/** The names of department ids, from the tree. */
const fetchNames = async (ids: string[]): Promise<Record<string, Row>> => {
    const all = walkDeparts(await loadDepartTree());
    const found: Record<string, Row> = {};
    for (const n of all) if (ids.includes(n.id)) found[n.id] = { id: n.id, departName: n.title };
    return found;
};

export const DepartPicker = ({
    id,
    label,
    value,
    onChange,
    onBlur,
    readOnly,
    required,
    error,
    multiple,
    placeholder = DEPART_PLACEHOLDER,
    name,
    inputRef,
    mustSelect,
    cascade,
    width = DEPART_PICKER_WIDTH,
    onSelect,
}: DepartPickerProps) => {
    const values = useMemo(() => splitValue(value), [value]);
    const names = useValueRows(values, fetchNames);
    const display = values.map(v => String(names.rows[v]?.departName ?? v)).join(',');
    const [open, setOpen] = useState(false);
    const [checked, setChecked] = useState<Set<string>>(new Set());
    const [keyword, setKeyword] = useState('');
    const tree = useDepartTree(open);
    const shown = useMemo(() => filterDeparts(tree.nodes, keyword), [tree.nodes, keyword]);

    const openPicker = () => {
        setChecked(new Set(values));
        setKeyword('');
        setOpen(true);
    };
    const close = () => {
        setOpen(false);
        onBlur?.();
    };

    const toggle = useCallback(
        (n: DepartNode) =>
            setChecked(prev => {
                const on = !prev.has(n.id);
                if (!multiple) return on ? new Set([n.id]) : new Set();
                const next = new Set(prev);
                // the whole subtree, also what a search hides
                const full = walkDeparts(tree.nodes).find(d => d.id === n.id) ?? n;
                for (const k of cascade ? [n.id, ...descendantIds(full)] : [n.id]) {
                    if (on) next.add(k);
                    else next.delete(k);
                }
                return next;
            }),
        [multiple, cascade, tree.nodes]
    );

    const confirm = () => {
        if (mustSelect && checked.size === 0) {
            feedback.message.warning('请选择记录');
            return;
        }
        // in tree order, as the tree shows them
        const chosen = walkDeparts(tree.nodes).filter(n => checked.has(n.id));
        // checked ids the tree no longer has are kept as they were
        const kept = values.filter(v => checked.has(v) && !chosen.some(n => n.id === v));
        const ids = [...kept, ...chosen.map(n => n.id)];
        names.remember(Object.fromEntries(chosen.map(n => [n.id, { id: n.id, departName: n.title }])));
        onChange(ids.join(','));
        onSelect?.(ids.map(i => ({ id: i, departName: String(names.rows[i]?.departName ?? chosen.find(n => n.id === i)?.title ?? i) })));
        close();
    };

    return (
        <>
            <PickerInput
                id={id}
                label={label}
                display={display}
                loading={names.loading}
                onOpen={openPicker}
                onClear={() => onChange('')}
                onBlur={onBlur}
                readOnly={readOnly}
                required={required}
                error={error}
                placeholder={placeholder}
                name={name}
                inputRef={inputRef}
            />
            {open && (
                <PickerDialog open title={`选择${label}`} width={width} onClose={close} onConfirm={confirm}>
                    <TextField
                        size="small"
                        fullWidth
                        label="搜索部门"
                        value={keyword}
                        onChange={e => setKeyword(e.target.value)}
                        sx={{ mb: 1 }}
                    />
                    <Box sx={{ maxHeight: { xs: 'none', md: 400 }, overflow: 'auto' }}>
                        <DepartTree
                            label={label}
                            nodes={shown}
                            loading={tree.loading}
                            error={tree.error}
                            checkable
                            checked={checked}
                            onToggle={toggle}
                        />
                    </Box>
                </PickerDialog>
            )}
        </>
    );
};
