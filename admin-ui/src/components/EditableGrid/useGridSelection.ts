// Row selection: the selected ids, kept to existing rows, and the 全选 state.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EditableGridProps } from './gridTypes';
import { isDisabledRow, type DisabledRows } from './logic';
import type { GridRow } from './types';

export const useGridSelection = (live: { current: EditableGridProps }, rowsRef: { current: GridRow[] }, rows: GridRow[], disabledRows?: DisabledRows) => {
    const [selected, setSelected] = useState<Set<string>>(() => new Set());
    const selectedRef = useRef(selected);
    selectedRef.current = selected;

    const isRowDisabled = useCallback((r: GridRow) => isDisabledRow(r, live.current.disabledRows), [live]);

    useEffect(() => {
        live.current.onSelectionChange?.([...selected]);
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [selected]);

    // Selected rows that are gone (removed, or the value replaced) are no longer selected.
    useEffect(() => {
        setSelected(s => {
            if (s.size === 0) return s;
            const ids = new Set(rows.map(r => r.id));
            const kept = [...s].filter(id => ids.has(id));
            return kept.length === s.size ? s : new Set(kept);
        });
    }, [rows]);

    const toggleSelect = useCallback(
        (rowId: string) => {
            const row = rowsRef.current.find(r => r.id === rowId);
            if (!row || isRowDisabled(row)) return;
            setSelected(s => {
                const next = new Set(s);
                if (next.has(rowId)) next.delete(rowId);
                else next.add(rowId);
                return next;
            });
        },
        [rowsRef, isRowDisabled]
    );


    const { selectable, nSelected } = useMemo(() => {
        const sel = rows.filter(r => !isDisabledRow(r, disabledRows));
        return { selectable: sel, nSelected: rows.reduce((n, r) => n + (selected.has(r.id) ? 1 : 0), 0) };
    }, [rows, disabledRows, selected]);
    const [allChecked, someChecked] = useMemo(() => {
        const all = selectable.length > 0 && selectable.every(r => selected.has(r.id));
        return [all, !all && selected.size > 0 && selectable.some(r => selected.has(r.id))];
    }, [selectable, selected]);
    const toggleAll = () => setSelected(allChecked ? new Set() : new Set(selectable.map(r => r.id)));

    return { selected, setSelected, selectedRef, isRowDisabled, toggleSelect, selectable, nSelected, allChecked, someChecked, toggleAll };
};
