// A body row: the fixed cells (drag handle, selection, order) and a GridCell per column.
import { memo, useCallback, type HTMLAttributes, type KeyboardEvent, type MouseEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { GridCell } from './cells';
import { DRAG_W, ORDER_W, SELECT_W, widthOf } from './gridConstants';
import type { DragBits, RowProps } from './gridTypes';
import { NativeCheck } from './NativeCheck';
import type { GridRow } from './types';

export const DraggableGridRow = memo(function DraggableGridRow(p: RowProps) {
    const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: p.row.id, disabled: p.disabled });
    const y = p.start + (transform?.y ?? 0);
    return (
        <GridRowView
            {...p}
            drag={{
                setNodeRef,
                style: { transform: `translate3d(0, ${y}px, 0)`, zIndex: isDragging ? 4 : undefined },
                handle: { ...attributes, ...listeners } as HTMLAttributes<HTMLButtonElement>,
                dragging: isDragging,
            }}
        />
    );
});

/** DragIndicator's path, inline (an SvgIcon per row costs a styled component each). */
const DRAG_PATH = 'M11 18c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2m-2-8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m6 4c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

export const GridRowView = memo(function GridRowView({ ctx, row, index, start, selected, disabled, errors, editingKey, drag }: RowProps & { drag?: DragBits }) {
    const rowOff = disabled || ctx.gridDisabled;
    const onChange = useCallback((key: string, v: unknown) => ctx.onCellChange(row.id, key, v), [ctx, row.id]);
    const onPatch = useCallback((patch: Partial<GridRow>) => ctx.onPatch(row.id, patch), [ctx, row.id]);
    const click = (key?: string) => (e: MouseEvent) => {
        // clicks in the cell's controls, or bubbling up from a portal (a select's menu, a dialog), are not cell clicks
        if (!e.currentTarget.contains(e.target as Node) || (e.target as HTMLElement).closest('button, input, a, [role="combobox"], label')) return;
        ctx.onCellClick(row.id, key);
    };
    const keyDown = (key: string) => (e: KeyboardEvent) => {
        if ((e.key === 'Enter' || e.key === 'F2') && e.target === e.currentTarget) {
            e.preventDefault();
            ctx.onCellClick(row.id, key);
        }
    };
    const cls = `eg-row${selected ? ' is-selected' : ''}${rowOff ? ' is-off' : ''}${drag?.dragging ? ' is-dragging' : ''}`;
    return (
        <div
            ref={drag?.setNodeRef}
            role="row"
            aria-rowindex={index + 2}
            aria-selected={selected}
            aria-disabled={rowOff || undefined}
            data-row-id={row.id}
            data-index={index}
            className={cls}
            style={{ width: ctx.totalW, height: ctx.rowHeight, ...(drag?.style ?? { transform: `translate3d(0, ${start}px, 0)` }) }}
        >
            {ctx.dragSort && (
                <div role="gridcell" className="eg-fixed" style={{ width: DRAG_W }}>
                    <button type="button" className="eg-handle" aria-label={`拖动第${index + 1}行`} disabled={disabled} {...drag?.handle}>
                        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
                            <path d={DRAG_PATH} />
                        </svg>
                    </button>
                </div>
            )}
            {ctx.rowSelection && (
                <div role="gridcell" className="eg-fixed" style={{ width: SELECT_W }}>
                    <NativeCheck label={`选择第${index + 1}行`} checked={selected} disabled={disabled} onChange={() => ctx.onToggle(row.id)} />
                </div>
            )}
            {ctx.rowNumber && (
                <div role="gridcell" className="eg-fixed" style={{ width: ORDER_W }} onClick={click()}>
                    {index + 1}
                </div>
            )}
            {ctx.visible.map(c => {
                const err = errors?.[c.key];
                const cellOff = rowOff || !!c.disabled;
                return (
                    <div
                        key={c.key}
                        role="gridcell"
                        tabIndex={cellOff ? -1 : 0}
                        data-cell={`${row.id}:${c.key}`}
                        aria-label={`${c.title} 第${index + 1}行`}
                        aria-invalid={err ? true : undefined}
                        aria-readonly={cellOff || undefined}
                        className={`eg-cell${cellOff ? ' is-off' : ''}${err ? ' is-invalid' : ''}`}
                        style={{ width: widthOf(c) }}
                        onClick={click(c.key)}
                        onKeyDown={keyDown(c.key)}
                    >
                        <GridCell
                            column={c}
                            row={row}
                            rowIndex={index}
                            editing={editingKey === c.key}
                            disabled={cellOff}
                            error={err}
                            onChange={onChange}
                            onPatch={onPatch}
                            onStop={ctx.onStop}
                        />
                        {err && (
                            <span className="eg-err" title={err}>
                                {err}
                            </span>
                        )}
                    </div>
                );
            })}
        </div>
    );
});
