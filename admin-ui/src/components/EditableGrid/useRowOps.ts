// The toolbar's row operations: add, insert below, move, remove.
import { useCallback, useRef, type Dispatch, type SetStateAction } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { feedback } from '../Feedback';
import { INSERT_DEBOUNCE_MS, SELECT_ONE, TOO_FAST_MESSAGE } from './gridConstants';
import type { EditableGridProps } from './gridTypes';
import { insertAfter, moveRow, newRow, removeRows } from './logic';
import type { GridErrors, GridRow } from './types';

export interface RowOpsDeps {
    live: { current: EditableGridProps };
    rowsRef: { current: GridRow[] };
    selectedRef: { current: Set<string> };
    virtualizer: { current: Virtualizer<HTMLDivElement, Element> | null };
    emit: (next: GridRow[], removed?: string[]) => void;
    setSelected: Dispatch<SetStateAction<Set<string>>>;
    setErrors: Dispatch<SetStateAction<GridErrors>>;
    setConfirm: (open: boolean) => void;
}

export const useRowOps = ({ live, rowsRef, selectedRef, virtualizer, emit, setSelected, setErrors, setConfirm }: RowOpsDeps) => {
    const lastInsert = useRef(0);

    const tooFast = () => {
        const now = Date.now();
        if (now - lastInsert.current < INSERT_DEBOUNCE_MS) {
            feedback.message.warning(TOO_FAST_MESSAGE);
            return true;
        }
        lastInsert.current = now;
        return false;
    };

    const addRows = useCallback(
        (n: number | Partial<GridRow>[] = 1, after?: string) => {
            const list = typeof n === 'number' ? Array.from({ length: Math.max(0, n) }, () => ({})) : n;
            const added = list.map(p => newRow(live.current.columns, p));
            emit(insertAfter(rowsRef.current, after, added));
            return added;
        },
        [emit]
    );

    const scrollToRow = (id: string) => {
        const i = rowsRef.current.findIndex(r => r.id === id);
        if (i >= 0) requestAnimationFrame(() => virtualizer.current?.scrollToIndex(i, { align: 'auto' }));
    };

    const onlySelected = (): string | undefined => {
        const cur = rowsRef.current;
        const ids = [...selectedRef.current].filter(id => cur.some(r => r.id === id));
        return ids.length === 1 ? ids[0] : undefined;
    };

    const onAdd = () => {
        if (tooFast()) return;
        const [r] = addRows(1);
        if (r) scrollToRow(r.id);
    };

    const onInsert = () => {
        const id = onlySelected();
        if (!id) return feedback.message.warning(SELECT_ONE);
        if (tooFast()) return;
        const [r] = addRows(1, id);
        if (r) scrollToRow(r.id);
    };

    const onMove = (by: -1 | 1) => {
        const id = onlySelected();
        if (!id) return feedback.message.warning(SELECT_ONE);
        emit(moveRow(rowsRef.current, id, by));
        scrollToRow(id);
    };

    const onRemove = () => {
        const selected = selectedRef.current;
        const { rows: kept, deleted: gone } = removeRows(rowsRef.current, selected);
        setConfirm(false);
        setSelected(new Set());
        setErrors(all => {
            const next = { ...all };
            for (const id of selected) delete next[id];
            return next;
        });
        emit(kept, gone);
    };

    return { addRows, onAdd, onInsert, onMove, onRemove };
};
