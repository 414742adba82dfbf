// A click (or Enter) on a cell: edit it, select the row, open the row's sub-form or details.
import { useCallback, useRef, useState } from 'react';
import { feedback } from '../Feedback';
import { attr, inPlace, SUB_FORM_FAILED } from './gridConstants';
import type { EditableGridProps, EditingCell } from './gridTypes';
import type { GridRow } from './types';

export interface CellClickDeps {
    live: { current: EditableGridProps };
    rowsRef: { current: GridRow[] };
    scrollRef: { current: HTMLDivElement | null };
    isRowDisabled: (r: GridRow) => boolean;
    toggleSelect: (rowId: string) => void;
    setEditing: (update: (cur: EditingCell | null) => EditingCell | null) => void;
}

export const useCellClick = ({ live, rowsRef, scrollRef, isRowDisabled, toggleSelect, setEditing }: CellClickDeps) => {
    const [subForm, setSubForm] = useState<{ rowId: string; anchor: HTMLElement } | null>(null);
    const subFormRef = useRef(subForm);
    subFormRef.current = subForm;
    const [details, setDetails] = useState<GridRow | null>(null);

    const openSubForm = useCallback((rowId: string) => {
        // The row may be re-mounted by the virtualiser: look for it up to 3 times, 100 ms apart.
        let tries = 0;
        const find = () => {
            const el = scrollRef.current?.querySelector<HTMLElement>(`[data-row-id="${attr(rowId)}"]`);
            if (el) return setSubForm({ rowId, anchor: el });
            if (++tries > 3) return feedback.message.error(SUB_FORM_FAILED);
            setTimeout(find, 100);
        };
        find();
    }, []);

    const onCellClick = useCallback(
        (rowId: string, key: string | undefined) => {
            const p = live.current;
            const row = rowsRef.current.find(r => r.id === rowId);
            if (!row) return;
            const column = key ? p.columns.find(c => c.key === key) : undefined;
            const rowOff = isRowDisabled(row);
            const editable = !!column && !p.disabled && !rowOff && !column.disabled && !inPlace(column);
            if (editable) setEditing(cur => (cur?.rowId === rowId && cur.key === key ? cur : { rowId, key: key! }));
            if (p.clickSelectRow && !rowOff) toggleSelect(rowId);
            if (p.clickRowShowSubForm && p.renderSubForm) {
                // a second click on the row closes it; another row's click moves it there
                if (subFormRef.current?.rowId === rowId) setSubForm(null);
                else openSubForm(rowId);
            }
            if (p.clickRowShowMainForm && !editable) {
                if (p.onDetails) p.onDetails(row);
                else setDetails(row);
            }
        },
        [isRowDisabled, toggleSelect, openSubForm]
    );

    return { subForm, setSubForm, details, setDetails, onCellClick };
};
