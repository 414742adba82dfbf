// Row drag (@dnd-kit): the drop place, the keyboard moves and the screen-reader texts.
import { useMemo, useState } from 'react';
import {
    KeyboardSensor,
    PointerSensor,
    useSensor,
    useSensors,
    type Announcements,
    type DragEndEvent,
    type DragMoveEvent,
    type DragStartEvent,
    type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import type { RowDrag } from './gridTypes';
import { moveTo } from './logic';
import type { GridRow } from './types';

export const DRAG_HELP = '按空格键或回车键拿起该行，用上下方向键移动，再按空格键或回车键放下，按 Esc 键取消。';

/** Screen-reader announcements of a row drag, in rows (not droppable ids). */
export const ANNOUNCEMENTS = (rowsRef: { current: GridRow[] }, current: () => { from: number; to: number } | null): Announcements => {
    const at = () => {
        const d = current();
        return d ? d.to + 1 : 0;
    };
    return {
        onDragStart: ({ active }) => `已拿起第${rowsRef.current.findIndex(r => r.id === active.id) + 1}行`,
        onDragMove: () => `移到第${at()}行`,
        onDragOver: () => undefined,
        onDragEnd: () => `已放到第${at()}行`,
        onDragCancel: () => '已取消拖动',
    };
};

/**
 * The drag state and handlers of the rows. Rows have one height, so the drop place is the start
 * index plus the (scroll-adjusted) vertical move in rows: no droppable per row, nothing walks the
 * 10,000 rows while dragging.
 */
export const useRowDrag = (rowsRef: { current: GridRow[] }, rowHeight: number, emit: (rows: GridRow[]) => void, onStart: () => void) => {
    const [drag, setDrag] = useState<RowDrag | null>(null);
    const dropIndex = (from: number, dy: number) => Math.max(0, Math.min(rowsRef.current.length - 1, from + Math.round(dy / rowHeight)));
    const onDragStart = (e: DragStartEvent) => {
        const id = String(e.active.id);
        const from = rowsRef.current.findIndex(r => r.id === id);
        onStart();
        if (from >= 0) setDrag({ id, from, to: from });
    };
    const onDragMove = (e: DragMoveEvent) =>
        setDrag(d => {
            if (!d) return d;
            const to = dropIndex(d.from, e.delta.y);
            return to === d.to ? d : { ...d, to };
        });
    const onDragEnd = (e: DragEndEvent) => {
        const d = drag;
        setDrag(null);
        if (!d) return;
        const to = dropIndex(d.from, e.delta.y);
        if (to !== d.from) emit(moveTo(rowsRef.current, d.from, to));
    };
    const onDragCancel = () => setDrag(null);
    const keyboardRows = useMemo<KeyboardCoordinateGetter>(
        () =>
            (event, { currentCoordinates }) => {
                if (event.code === 'ArrowDown') return { ...currentCoordinates, y: currentCoordinates.y + rowHeight };
                if (event.code === 'ArrowUp') return { ...currentCoordinates, y: currentCoordinates.y - rowHeight };
                return undefined;
            },
        [rowHeight]
    );
    const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: keyboardRows }));
    return { drag, sensors, onDragStart, onDragMove, onDragEnd, onDragCancel };
};
