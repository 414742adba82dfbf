// The virtualised body rows.
import { memo, useCallback, useMemo } from 'react';
import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import { HEADER_HEIGHT } from './gridConstants';
import type { EditingCell, RowContext, RowDrag } from './gridTypes';
import type { GridRowView } from './GridRow';
import { isDisabledRow, type DisabledRows } from './logic';
import type { GridErrors, GridRow } from './types';

/** jsdom (and a grid in a hidden tab) measure 0 × 0: keep the initial rect so the first rows render. */
const measuredOr =
    (fallback: { width: number; height: number }) =>
    (instance: Virtualizer<HTMLDivElement, Element>, cb: (r: { width: number; height: number }) => void) =>
        observeElementRect(instance, r => cb(r.width === 0 && r.height === 0 ? fallback : r));

export interface VirtualBodyProps {
    scrollEl: HTMLDivElement | null;
    virtualizerRef: { current: Virtualizer<HTMLDivElement, Element> | null };
    rows: GridRow[];
    ctx: RowContext;
    RowC: typeof GridRowView;
    maxHeight: number;
    scrollPaddingEnd: number;
    selected: Set<string>;
    disabledRows?: DisabledRows;
    errors: GridErrors;
    editing: EditingCell | null;
    drag: RowDrag | null;
}

/**
 * The mounted rows of the body. It owns the virtualiser, so a scroll re-renders this alone
 * (not the toolbar, header, statistics or the drag context around it).
 */
export const VirtualBody = memo(function VirtualBody(p: VirtualBodyProps) {
    const { rows, ctx, RowC, drag } = p;
    const { rowHeight, totalW } = ctx;
    const dragFrom = drag?.from;
    // The dragged row stays mounted while the grid auto-scrolls away from it.
    const rangeExtractor = useCallback(
        (range: Range) => {
            const out = defaultRangeExtractor(range);
            if (dragFrom !== undefined && !out.includes(dragFrom)) out.push(dragFrom);
            return out;
        },
        [dragFrom]
    );
    // Stable options: the virtualiser recomputes every row's offset when getItemKey changes.
    const getItemKey = useCallback((i: number) => rows[i]?.id ?? i, [rows]);
    const estimateSize = useCallback(() => rowHeight, [rowHeight]);
    const { scrollEl } = p;
    const getScrollElement = useCallback(() => scrollEl, [scrollEl]);
    const observeRect = useMemo(() => measuredOr({ width: totalW, height: p.maxHeight }), [totalW, p.maxHeight]);
    const virtualizer = useVirtualizer({
        count: rows.length,
        getScrollElement,
        estimateSize,
        overscan: 6,
        getItemKey,
        initialRect: { width: totalW, height: p.maxHeight },
        observeElementRect: observeRect,
        rangeExtractor,
        scrollPaddingStart: HEADER_HEIGHT,
        scrollPaddingEnd: p.scrollPaddingEnd,
    });
    p.virtualizerRef.current = virtualizer;
    return (
        <div role="rowgroup" className="eg-body" style={{ height: virtualizer.getTotalSize(), width: totalW }}>
            {virtualizer.getVirtualItems().map(item => {
                const row = rows[item.index];
                if (!row) return null;
                return (
                    <RowC
                        key={row.id}
                        ctx={ctx}
                        row={row}
                        index={item.index}
                        start={item.start}
                        selected={p.selected.has(row.id)}
                        disabled={isDisabledRow(row, p.disabledRows)}
                        errors={p.errors[row.id]}
                        editingKey={p.editing?.rowId === row.id ? p.editing.key : undefined}
                    />
                );
            })}
            {drag && drag.to !== drag.from && (
                <div className="eg-drop" aria-hidden="true" style={{ width: totalW, top: (drag.to > drag.from ? drag.to + 1 : drag.to) * rowHeight - 1 }} />
            )}
        </div>
    );
});
