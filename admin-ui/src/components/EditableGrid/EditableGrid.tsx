// The editable grid (JeecgBoot's JVxeTable, seed 001 §3–§5): typed cells with per-cell
// validation, statistics, row operations (add, insert below, move, drag, select, remove) and
// realtime row updates. Rows are virtualised with @tanstack/react-virtual (fixed row height,
// only the rows in view are mounted) and dragged with @dnd-kit (handle, keyboard accessible).
// Controlled: `value` + `onChange(rows, deletedIds)`.
import { forwardRef, useCallback, useMemo, useRef, useState } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { DndContext } from '@dnd-kit/core';
import { DEFAULT_MAX_HEIGHT, DEFAULT_ROW_HEIGHT, DRAG_W, EMPTY_TEXT, HEADER_HEIGHT, ORDER_W, SELECT_W, STAT_HEIGHT, widthOf } from './gridConstants';
import type { EditableGridProps, RowContext } from './gridTypes';
import { ANNOUNCEMENTS, DRAG_HELP, useRowDrag } from './gridDrag';
import { GridRoot as Root } from './GridRoot';
import { GridHeader, GridStats } from './GridHeader';
import { DraggableGridRow, GridRowView } from './GridRow';
import { DeleteConfirm, GridToolbar } from './GridToolbar';
import { DetailsDialog, SubFormPopper } from './RowForms';
import { VirtualBody } from './VirtualBody';
import { useCellClick } from './useCellClick';
import { useGridEdits } from './useGridEdits';
import { useGridHandle } from './useGridHandle';
import { useGridSelection } from './useGridSelection';
import { useRowOps } from './useRowOps';
import type { EditableGridHandle } from './types';

// Moved into sibling modules; still exported from here for importers.
export {
    DEFAULT_MAX_HEIGHT,
    DEFAULT_ROW_HEIGHT,
    EMPTY_TEXT,
    INSERT_DEBOUNCE_MS,
    SELECT_ONE,
    SUB_FORM_FAILED,
    TOO_FAST_MESSAGE,
} from './gridConstants';
export type { EditableGridProps } from './gridTypes';
export { NativeCheck } from './NativeCheck';

export const EditableGrid = forwardRef<EditableGridHandle, EditableGridProps>(function EditableGrid(props, ref) {
    const {
        columns,
        value: rows,
        rowNumber,
        rowSelection,
        dragSort,
        disabled = false,
        disabledRows,
        maxHeight = DEFAULT_MAX_HEIGHT,
        rowHeight = DEFAULT_ROW_HEIGHT,
        toolbar = true,
        socketKey,
    } = props;
    const visible = useMemo(() => columns.filter(c => c.type !== 'hidden'), [columns]);
    const fixedW = (dragSort && !disabled ? DRAG_W : 0) + (rowSelection ? SELECT_W : 0) + (rowNumber ? ORDER_W : 0);
    const totalW = fixedW + visible.reduce((a, c) => a + widthOf(c), 0);
    const stats = useMemo(() => (['sum', 'average'] as const).filter(s => visible.some(c => c.statistics?.includes(s))), [visible]);

    // Latest props for the stable callbacks below.
    const live = useRef(props);
    live.current = props;
    const rowsRef = useRef(rows);
    rowsRef.current = rows;
    const { deleted, emit, editing, setEditing, errors, setErrors, patchRow, onCellChange, stopEditing } = useGridEdits(live, rowsRef, socketKey);
    const { selected, setSelected, selectedRef, isRowDisabled, toggleSelect, selectable, nSelected, allChecked, someChecked, toggleAll } = useGridSelection(
        live,
        rowsRef,
        rows,
        disabledRows
    );
    const [confirm, setConfirm] = useState(false);

    const scrollRef = useRef<HTMLDivElement | null>(null);
    // The body's virtualiser needs the element once it exists (a child's effects run before
    // the parent's ref is set), so it is also state.
    const [scrollEl, setScrollEl] = useState<HTMLDivElement | null>(null);
    const setScroll = useCallback((el: HTMLDivElement | null) => {
        scrollRef.current = el;
        setScrollEl(el);
    }, []);
    // The virtualiser lives in VirtualBody (a scroll re-renders the body only); this is it.
    const virtualizer = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);
    const bodyH = rows.length * rowHeight;

    const { addRows, onAdd, onInsert, onMove, onRemove } = useRowOps({ live, rowsRef, selectedRef, virtualizer, emit, setSelected, setErrors, setConfirm });
    const { drag, sensors, onDragStart, onDragMove, onDragEnd, onDragCancel } = useRowDrag(rowsRef, rowHeight, emit, () => setEditing(null));
    const { subForm, setSubForm, details, setDetails, onCellClick } = useCellClick({ live, rowsRef, scrollRef, isRowDisabled, toggleSelect, setEditing });
    useGridHandle(ref, { live, rowsRef, deleted, scrollRef, virtualizer, fixedW, setErrors, addRows });

    // ------------------------------------------------------------ render
    // Rows and cells are plain elements styled by class (the Root's rules): a scroll mounts
    // ~10 rows a frame, and per-element sx styles would be computed for each of them.

    const showDrag = !!dragSort && !disabled;

    const ctx = useMemo<RowContext>(
        () => ({
            visible,
            rowHeight,
            totalW,
            rowNumber: !!rowNumber,
            rowSelection: !!rowSelection,
            dragSort: showDrag,
            gridDisabled: disabled,
            onCellChange,
            onPatch: patchRow,
            onStop: stopEditing,
            onCellClick,
            onToggle: toggleSelect,
        }),
        [visible, rowHeight, totalW, rowNumber, rowSelection, showDrag, disabled, onCellChange, patchRow, stopEditing, onCellClick, toggleSelect]
    );

    const RowC = showDrag ? DraggableGridRow : GridRowView;
    const body = (
        <VirtualBody
            scrollEl={scrollEl}
            virtualizerRef={virtualizer}
            rows={rows}
            ctx={ctx}
            RowC={RowC}
            maxHeight={maxHeight}
            scrollPaddingEnd={stats.length * STAT_HEIGHT}
            selected={selected}
            disabledRows={disabledRows}
            errors={errors}
            editing={editing}
            drag={drag}
        />
    );

    const toolbarEl = useMemo(
        () =>
            toolbar && !disabled ? (
                <GridToolbar
                    rowSelection={rowSelection}
                    nSelected={nSelected}
                    extra={props.toolbarExtra}
                    onAdd={() => actions.current.add()}
                    onRemove={() => setConfirm(true)}
                    onInsert={() => actions.current.insert()}
                    onMove={by => actions.current.move(by)}
                />
            ) : null,
        // eslint-disable-next-line react-hooks/exhaustive-deps
        [toolbar, disabled, rowSelection, nSelected, props.toolbarExtra]
    );
    const actions = useRef({ add: onAdd, insert: onInsert, move: onMove });
    actions.current = { add: onAdd, insert: onInsert, move: onMove };

    return (
        <Root className="aq-editable-grid">
            {toolbarEl}
            <div
                ref={setScroll}
                role="grid"
                aria-label={props.label ?? '可编辑表格'}
                aria-rowcount={rows.length + 1}
                aria-colcount={visible.length}
                className="eg-scroll"
                style={{ maxHeight, height: Math.min(maxHeight, HEADER_HEIGHT + Math.max(bodyH, rows.length ? 0 : 80) + stats.length * STAT_HEIGHT + 2) }}
            >
                <GridHeader
                    visible={visible}
                    totalW={totalW}
                    showDrag={showDrag}
                    rowSelection={rowSelection}
                    rowNumber={rowNumber}
                    allChecked={allChecked}
                    someChecked={someChecked}
                    noneSelectable={selectable.length === 0}
                    onToggleAll={toggleAll}
                />
                {rows.length === 0 ? (
                    <div className="eg-empty" style={{ minWidth: totalW }}>
                        {EMPTY_TEXT}
                    </div>
                ) : showDrag ? (
                    <DndContext
                        sensors={sensors}
                        onDragStart={onDragStart}
                        onDragMove={onDragMove}
                        onDragEnd={onDragEnd}
                        onDragCancel={onDragCancel}
                        accessibility={{ announcements: ANNOUNCEMENTS(rowsRef, () => drag), screenReaderInstructions: { draggable: DRAG_HELP } }}
                    >
                        {body}
                    </DndContext>
                ) : (
                    body
                )}
                <GridStats stats={stats} visible={visible} rows={rows} fixedW={fixedW} totalW={totalW} />
            </div>

            <DeleteConfirm open={confirm} count={nSelected} onCancel={() => setConfirm(false)} onConfirm={onRemove} />

            {subForm && props.renderSubForm && <SubFormPopper subForm={subForm} rows={rows} render={props.renderSubForm} onClose={() => setSubForm(null)} />}

            {details && <DetailsDialog row={details} columns={visible} onClose={() => setDetails(null)} render={props.renderSubForm} />}
        </Root>
    );
});
