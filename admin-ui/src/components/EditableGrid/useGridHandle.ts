// The grid's ref handle: validate (scrolling to and focusing the first invalid cell), values, addRows.
import { useCallback, useImperativeHandle, type Dispatch, type ForwardedRef, type SetStateAction } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { attr, widthOf } from './gridConstants';
import type { EditableGridProps } from './gridTypes';
import { validateRows } from './logic';
import type { EditableGridHandle, GridErrors, GridRow } from './types';

export interface GridHandleDeps {
    live: { current: EditableGridProps };
    rowsRef: { current: GridRow[] };
    deleted: { current: string[] };
    scrollRef: { current: HTMLDivElement | null };
    virtualizer: { current: Virtualizer<HTMLDivElement, Element> | null };
    fixedW: number;
    setErrors: Dispatch<SetStateAction<GridErrors>>;
    addRows: (n?: number | Partial<GridRow>[]) => GridRow[];
}

export const useGridHandle = (ref: ForwardedRef<EditableGridHandle>, { live, rowsRef, deleted, scrollRef, virtualizer, fixedW, setErrors, addRows }: GridHandleDeps) => {
    const validate = useCallback(async () => {
        const cur = rowsRef.current;
        const found = await validateRows(live.current.columns, cur);
        setErrors(found);
        const firstRow = cur.findIndex(r => found[r.id]);
        if (firstRow < 0) return true;
        const rowErrors = found[cur[firstRow].id];
        const vis = live.current.columns.filter(c => c.type !== 'hidden');
        const colIndex = vis.findIndex(c => rowErrors[c.key]);
        virtualizer.current?.scrollToIndex(firstRow, { align: 'center' });
        const el = scrollRef.current;
        if (el && colIndex >= 0) {
            const left = fixedW + vis.slice(0, colIndex).reduce((a, c) => a + widthOf(c), 0);
            if (left < el.scrollLeft || left > el.scrollLeft + el.clientWidth - 80) el.scrollLeft = Math.max(0, left - fixedW);
        }
        const key = colIndex >= 0 ? vis[colIndex].key : undefined;
        if (key) {
            const focus = (tries: number) => {
                const cell = scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${attr(`${cur[firstRow].id}:${key}`)}"]`);
                if (cell) cell.focus({ preventScroll: true });
                else if (tries > 0) setTimeout(() => focus(tries - 1), 50);
            };
            setTimeout(() => focus(3), 0);
        }
        return false;
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [fixedW]);

    useImperativeHandle(
        ref,
        () => ({
            validate,
            getValues: () => ({ rows: rowsRef.current, deletedIds: [...deleted.current] }),
            addRows: n => void addRows(n),
        }),
        [validate, addRows]
    );
};
