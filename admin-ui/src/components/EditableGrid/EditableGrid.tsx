// The editable grid (JeecgBoot's JVxeTable, seed 001 §3–§5): typed cells with per-cell
// validation, statistics, row operations (add, insert below, move, drag, select, remove) and
// realtime row updates. Rows are virtualised with @tanstack/react-virtual (fixed row height,
// only the rows in view are mounted) and dragged with @dnd-kit (handle, keyboard accessible).
// Controlled: `value` + `onChange(rows, deletedIds)`.
import {
    forwardRef,
    memo,
    useCallback,
    useEffect,
    useImperativeHandle,
    useMemo,
    useRef,
    useState,
    type CSSProperties,
    type HTMLAttributes,
    type KeyboardEvent,
    type MouseEvent,
    type ReactNode,
} from 'react';
import {
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    IconButton,
    Paper,
    Popper,
    ClickAwayListener,
    Stack,
    Typography,
    styled,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import {
    DndContext,
    KeyboardSensor,
    PointerSensor,
    useDraggable,
    useSensor,
    useSensors,
    type Announcements,
    type DragEndEvent,
    type DragMoveEvent,
    type DragStartEvent,
    type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { feedback } from '../Feedback';
import { GridCell } from './cells';
import { connectGridSocket, type GridSocket } from './gridSocket';
import {
    STATISTIC_LABEL,
    hasUniqueRule,
    insertAfter,
    isDisabledRow,
    moveRow,
    moveTo,
    newRow,
    removeRows,
    renumber,
    statisticAverage,
    statisticSum,
    str,
    validateCell,
    validateRows,
    type DisabledRows,
} from './logic';
import type { EditableGridHandle, GridColumn, GridErrors, GridRow } from './types';

export const INSERT_DEBOUNCE_MS = 1500;
export const TOO_FAST_MESSAGE = '你点击的太快了，请慢点点击!';
export const SUB_FORM_FAILED = '打开子表失败';
export const EMPTY_TEXT = '暂无数据';
export const SELECT_ONE = '请选择一条记录！';
export const DEFAULT_ROW_HEIGHT = 52;
export const DEFAULT_MAX_HEIGHT = 400;
const HEADER_HEIGHT = 40;
const STAT_HEIGHT = 32;
const DRAG_W = 36;
const SELECT_W = 44;
const ORDER_W = 56;

export interface EditableGridProps {
    columns: GridColumn[];
    value: GridRow[];
    onChange: (rows: GridRow[], deletedIds: string[]) => void;
    /** the 序号 column */
    rowNumber?: boolean;
    /** the selection checkboxes (删除, 插入一行, 向上移, 向下移 act on the selection) */
    rowSelection?: boolean;
    /** a drag handle per row */
    dragSort?: boolean;
    /** the field that keeps each row's 1-based order (rewritten after every row operation) */
    sortKey?: string;
    /** the whole grid read-only: no toolbar, no editing */
    disabled?: boolean;
    /** rows with field = value (or one of values) cannot be selected or edited */
    disabledRows?: DisabledRows;
    /** px, default 400 */
    maxHeight?: number;
    /** px, default 52 */
    rowHeight?: number;
    /** the toolbar above (default shown unless disabled) */
    toolbar?: boolean;
    /** extra toolbar content (after the buttons) */
    toolbarExtra?: ReactNode;
    /** realtime: rows edited in another browser on the same key update here (update_vxe_table) */
    socketKey?: string;
    /** a cell click selects the row */
    clickSelectRow?: boolean;
    /** a cell click opens renderSubForm(row) in a popover under the row (again: closes it) */
    clickRowShowSubForm?: boolean;
    /** a click on a cell that is not being edited opens the row's details (onDetails, else the 详细信息 dialog) */
    clickRowShowMainForm?: boolean;
    renderSubForm?: (row: GridRow) => ReactNode;
    onDetails?: (row: GridRow) => void;
    /** the selected ids changed */
    onSelectionChange?: (ids: string[]) => void;
    /** ids deleted before this grid mounted (kept in what onChange reports) */
    initialDeletedIds?: string[];
    /** aria-label of the grid */
    label?: string;
    /** injected in tests */
    WebSocketImpl?: typeof WebSocket;
}

const DEFAULT_WIDTH: Partial<Record<GridColumn['type'], number>> = {
    checkbox: 80,
    inputNumber: 120,
    date: 150,
    datetime: 210,
    image: 170,
    upload: 170,
    file: 170,
    radio: 200,
    list_multi: 200,
};

const widthOf = (c: GridColumn) => c.width ?? DEFAULT_WIDTH[c.type] ?? 160;

/** Types edited in place (no editor to open on click). */
const IN_PLACE = new Set<GridColumn['type']>(['checkbox', 'upload', 'file', 'image', 'slot', 'hidden']);

/** jsdom (and a grid in a hidden tab) measure 0 × 0: keep the initial rect so the first rows render. */
const measuredOr =
    (fallback: { width: number; height: number }) =>
    (instance: Virtualizer<HTMLDivElement, Element>, cb: (r: { width: number; height: number }) => void) =>
        observeElementRect(instance, r => cb(r.width === 0 && r.height === 0 ? fallback : r));

let caseSeq = 0;

/** A value inside a quoted attribute selector. */
const attr = (s: string) => s.replace(/["\\]/g, '\\$&');

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
    const deleted = useRef<string[]>(props.initialDeletedIds ?? []);

    const [selected, setSelected] = useState<Set<string>>(() => new Set());
    const [editing, setEditing] = useState<{ rowId: string; key: string } | null>(null);
    const [errors, setErrors] = useState<GridErrors>({});
    const [confirm, setConfirm] = useState(false);
    const [subForm, setSubForm] = useState<{ rowId: string; anchor: HTMLElement } | null>(null);
    const subFormRef = useRef(subForm);
    subFormRef.current = subForm;
    const [details, setDetails] = useState<GridRow | null>(null);
    const selectedRef = useRef(selected);
    selectedRef.current = selected;
    const lastInsert = useRef(0);
    const validationSeq = useRef(new Map<string, number>());
    const dirty = useRef(new Set<string>());
    const socket = useRef<GridSocket | null>(null);
    const caseId = useMemo(() => `grid-${Date.now().toString(36)}-${++caseSeq}`, []);

    const scrollRef = useRef<HTMLDivElement | null>(null);
    // The body's virtualiser needs the element once it exists (a child's effects run before
    // the parent's ref is set), so it is also state.
    const [scrollEl, setScrollEl] = useState<HTMLDivElement | null>(null);
    const setScroll = useCallback((el: HTMLDivElement | null) => {
        scrollRef.current = el;
        setScrollEl(el);
    }, []);
    // Row drag: the dragged row and the place it would drop at.
    const [drag, setDrag] = useState<{ id: string; from: number; to: number } | null>(null);
    // The virtualiser lives in VirtualBody (a scroll re-renders the body only); this is it.
    const virtualizer = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);
    const bodyH = rows.length * rowHeight;

    const isRowDisabled = useCallback((r: GridRow) => isDisabledRow(r, live.current.disabledRows), []);

    useEffect(() => {
        props.onSelectionChange?.([...selected]);
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

    const emit = useCallback((next: GridRow[], removed: string[] = []) => {
        if (removed.length) deleted.current = [...deleted.current, ...removed.filter(id => !deleted.current.includes(id))];
        const out = renumber(next, live.current.sortKey);
        rowsRef.current = out;
        live.current.onChange(out, [...deleted.current]);
    }, []);

    // ------------------------------------------------------------ validation

    const setCellError = useCallback((rowId: string, key: string, msg: string | undefined) => {
        setErrors(all => {
            const cur = all[rowId]?.[key];
            if (cur === msg) return all;
            const row = { ...(all[rowId] ?? {}) };
            if (msg) row[key] = msg;
            else delete row[key];
            const next = { ...all };
            if (Object.keys(row).length) next[rowId] = row;
            else delete next[rowId];
            return next;
        });
    }, []);

    const revalidate = useCallback(
        (column: GridColumn, row: GridRow, all: GridRow[]) => {
            const k = `${row.id}:${column.key}`;
            const n = (validationSeq.current.get(k) ?? 0) + 1;
            validationSeq.current.set(k, n);
            void validateCell(column, row, all).then(msg => {
                if (validationSeq.current.get(k) === n) setCellError(row.id, column.key, msg);
            });
        },
        [setCellError]
    );

    // ------------------------------------------------------------ cell edits

    const patchRow = useCallback(
        (rowId: string, patch: Partial<GridRow>) => {
            const cur = rowsRef.current;
            const i = cur.findIndex(r => r.id === rowId);
            if (i < 0) return;
            const before = cur[i];
            const row: GridRow = { ...before, ...patch, id: before.id };
            const next = [...cur];
            next[i] = row;
            emit(next);
            const all = rowsRef.current;
            const changedRow = all.find(r => r.id === rowId) ?? row;
            for (const key of Object.keys(patch)) {
                const column = live.current.columns.find(c => c.key === key);
                if (!column?.validateRules?.length) continue;
                revalidate(column, changedRow, all);
                if (hasUniqueRule(column)) {
                    // rows that shared the old or share the new value may change state
                    const touched = [str((before as GridRow)[key]).trim(), str((row as GridRow)[key]).trim()];
                    for (const other of all) if (other.id !== rowId && touched.includes(str(other[key]).trim())) revalidate(column, other, all);
                }
            }
            dirty.current.add(rowId);
        },
        [emit, revalidate]
    );

    const flushSocket = useCallback(() => {
        if (!socket.current || dirty.current.size === 0) return;
        for (const id of dirty.current) {
            const row = rowsRef.current.find(r => r.id === id);
            if (row) socket.current.sendUpdate(row);
        }
        dirty.current.clear();
    }, []);

    const onCellChange = useCallback(
        (rowId: string, key: string, value: unknown) => {
            patchRow(rowId, { [key]: value });
            const column = live.current.columns.find(c => c.key === key);
            if (column && IN_PLACE.has(column.type)) flushSocket();
        },
        [patchRow, flushSocket]
    );

    const stopEditing = useCallback(() => {
        setEditing(null);
        flushSocket();
    }, [flushSocket]);

    // ------------------------------------------------------------ realtime

    useEffect(() => {
        if (!socketKey) return;
        const s = connectGridSocket({
            socketKey,
            caseId,
            WebSocketImpl: live.current.WebSocketImpl,
            onUpdate: remote => {
                const cur = rowsRef.current;
                const i = cur.findIndex(r => r.id === remote.id);
                if (i < 0) return;
                const next = [...cur];
                next[i] = { ...cur[i], ...remote, id: cur[i].id };
                emit(next);
            },
        });
        socket.current = s;
        return () => {
            s?.close();
            socket.current = null;
        };
    }, [socketKey, caseId, emit]);

    // ------------------------------------------------------------ row operations

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
        [isRowDisabled]
    );


    // Rows have one height, so the drop place is the start index plus the (scroll-adjusted)
    // vertical move in rows: no droppable per row, nothing walks the 10,000 rows while dragging.
    const dropIndex = (from: number, dy: number) => Math.max(0, Math.min(rowsRef.current.length - 1, from + Math.round(dy / rowHeight)));
    const onDragStart = (e: DragStartEvent) => {
        const id = String(e.active.id);
        const from = rowsRef.current.findIndex(r => r.id === id);
        setEditing(null);
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

    // ------------------------------------------------------------ cell clicks

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
            const editable = !!column && !p.disabled && !rowOff && !column.disabled && !IN_PLACE.has(column.type);
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

    // ------------------------------------------------------------ handle

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

    // ------------------------------------------------------------ render
    // Rows and cells are plain elements styled by class (the Root's rules): a scroll mounts
    // ~10 rows a frame, and per-element sx styles would be computed for each of them.

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
    const showDrag = !!dragSort && !disabled;
    const { selectable, nSelected } = useMemo(() => {
        const sel = rows.filter(r => !isDisabledRow(r, disabledRows));
        return { selectable: sel, nSelected: rows.reduce((n, r) => n + (selected.has(r.id) ? 1 : 0), 0) };
    }, [rows, disabledRows, selected]);
    const [allChecked, someChecked] = useMemo(() => {
        const all = selectable.length > 0 && selectable.every(r => selected.has(r.id));
        return [all, !all && selected.size > 0 && selectable.some(r => selected.has(r.id))];
    }, [selectable, selected]);
    const toggleAll = () => setSelected(allChecked ? new Set() : new Set(selectable.map(r => r.id)));

    const statValues = useMemo(
        () =>
            Object.fromEntries(
                stats.map(s => [s, Object.fromEntries(visible.filter(c => c.statistics?.includes(s)).map(c => [c.key, s === 'sum' ? statisticSum(rows, c.key) : statisticAverage(rows, c.key)]))])
            ) as Record<'sum' | 'average', Record<string, number>>,
        [stats, visible, rows]
    );

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
                <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }} role="toolbar" aria-label="表格操作">
                    <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => actions.current.add()}>
                        新增
                    </Button>
                    {rowSelection && (
                        <>
                            <Button size="small" variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} disabled={nSelected === 0} onClick={() => setConfirm(true)}>
                                删除{nSelected ? `(${nSelected})` : ''}
                            </Button>
                            <Button size="small" variant="outlined" startIcon={<PlaylistAddIcon />} disabled={nSelected !== 1} onClick={() => actions.current.insert()}>
                                插入一行
                            </Button>
                            <Button size="small" variant="outlined" startIcon={<ArrowUpwardIcon />} disabled={nSelected !== 1} onClick={() => actions.current.move(-1)}>
                                向上移
                            </Button>
                            <Button size="small" variant="outlined" startIcon={<ArrowDownwardIcon />} disabled={nSelected !== 1} onClick={() => actions.current.move(1)}>
                                向下移
                            </Button>
                        </>
                    )}
                    {props.toolbarExtra}
                </Stack>
            ) : null,
        // eslint-disable-next-line react-hooks/exhaustive-deps
        [toolbar, disabled, rowSelection, nSelected, props.toolbarExtra]
    );
    const actions = useRef({ add: onAdd, insert: onInsert, move: onMove });
    actions.current = { add: onAdd, insert: onInsert, move: onMove };

    const header = (
        <div role="row" aria-rowindex={1} className="eg-head" style={{ width: totalW, height: HEADER_HEIGHT }}>
            {showDrag && <div role="columnheader" className="eg-hcell" style={{ width: DRAG_W }} />}
            {rowSelection && (
                <div role="columnheader" className="eg-hcell eg-center" style={{ width: SELECT_W }}>
                    <NativeCheck label="全选" checked={allChecked} indeterminate={someChecked} disabled={selectable.length === 0} onChange={toggleAll} />
                </div>
            )}
            {rowNumber && (
                <div role="columnheader" className="eg-hcell eg-center" style={{ width: ORDER_W }}>
                    序号
                </div>
            )}
            {visible.map(c => (
                <div role="columnheader" key={c.key} className="eg-hcell" style={{ width: widthOf(c) }}>
                    {c.validateRules?.some(r => r.required) && <span className="eg-req">*</span>}
                    {c.title}
                </div>
            ))}
        </div>
    );

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
                {header}
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
                        onDragCancel={() => setDrag(null)}
                        accessibility={{ announcements: ANNOUNCEMENTS(rowsRef, () => drag), screenReaderInstructions: { draggable: DRAG_HELP } }}
                    >
                        {body}
                    </DndContext>
                ) : (
                    body
                )}
                {stats.map((s, si) => (
                    <div
                        key={s}
                        role="row"
                        aria-label={STATISTIC_LABEL[s]}
                        className="eg-stat"
                        style={{ bottom: (stats.length - 1 - si) * STAT_HEIGHT, width: totalW, height: STAT_HEIGHT, lineHeight: `${STAT_HEIGHT}px` }}
                    >
                        {fixedW > 0 && (
                            <div role="cell" className="eg-scell eg-bold" style={{ width: fixedW }}>
                                {STATISTIC_LABEL[s]}
                            </div>
                        )}
                        {visible.map((c, i) => (
                            <div role="cell" key={c.key} data-stat={`${s}:${c.key}`} className={`eg-scell${i === 0 && !fixedW ? ' eg-bold' : ''}`} style={{ width: widthOf(c) }}>
                                {c.key in statValues[s] ? String(statValues[s][c.key]) : i === 0 && !fixedW ? STATISTIC_LABEL[s] : ''}
                            </div>
                        ))}
                    </div>
                ))}
            </div>

            <Dialog open={confirm} onClose={() => setConfirm(false)}>
                <DialogTitle>确认删除</DialogTitle>
                <DialogContent>
                    <DialogContentText>确定要删除这 {nSelected} 项吗</DialogContentText>
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => setConfirm(false)}>取消</Button>
                    <Button color="error" variant="contained" onClick={onRemove}>
                        确定
                    </Button>
                </DialogActions>
            </Dialog>

            {subForm && props.renderSubForm && (
                <Popper open anchorEl={subForm.anchor} placement="bottom-start" sx={{ zIndex: 1300 }}>
                    <ClickAwayListener onClickAway={e => !subForm.anchor.contains(e.target as Node) && setSubForm(null)}>
                        <Paper elevation={6} sx={{ p: 2, maxWidth: 900, maxHeight: 480, overflow: 'auto' }} role="dialog" aria-label="子表">
                            {(() => {
                                const row = rows.find(r => r.id === subForm.rowId);
                                return row ? props.renderSubForm(row) : null;
                            })()}
                        </Paper>
                    </ClickAwayListener>
                </Popper>
            )}

            {details && <DetailsDialog row={details} columns={visible} onClose={() => setDetails(null)} render={props.renderSubForm} />}
        </Root>
    );
});

interface VirtualBodyProps {
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
    editing: { rowId: string; key: string } | null;
    drag: { id: string; from: number; to: number } | null;
}

/**
 * The mounted rows of the body. It owns the virtualiser, so a scroll re-renders this alone
 * (not the toolbar, header, statistics or the drag context around it).
 */
const VirtualBody = memo(function VirtualBody(p: VirtualBodyProps) {
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

/** The 详细信息 dialog (seed §2: width 1200, switchable to fullscreen). */
const DetailsDialog = ({ row, columns, onClose, render }: { row: GridRow; columns: GridColumn[]; onClose: () => void; render?: (row: GridRow) => ReactNode }) => {
    const [full, setFull] = useState(false);
    return (
        <Dialog open onClose={onClose} fullScreen={full} maxWidth={false} slotProps={{ paper: { sx: full ? undefined : { width: 1200, maxWidth: '95vw' } } }}>
            <DialogTitle sx={{ display: 'flex', alignItems: 'center' }}>
                <Box sx={{ flex: 1 }}>详细信息</Box>
                <IconButton aria-label={full ? '退出全屏' : '全屏'} onClick={() => setFull(f => !f)}>
                    {full ? <FullscreenExitIcon /> : <FullscreenIcon />}
                </IconButton>
            </DialogTitle>
            <DialogContent dividers>
                {render ? (
                    render(row)
                ) : (
                    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2 }}>
                        {columns
                            .filter(c => c.type !== 'slot')
                            .map(c => (
                                <Box key={c.key}>
                                    <Typography variant="caption" color="text.secondary">
                                        {c.title}
                                    </Typography>
                                    <Typography variant="body2">{str(row[c.key]) || '-'}</Typography>
                                </Box>
                            ))}
                    </Box>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>关闭</Button>
            </DialogActions>
        </Dialog>
    );
};


/** A native checkbox: a row mounts several, and MUI's (ripple, icons) is heavy for thousands of rows. */
export const NativeCheck = ({
    label,
    checked,
    indeterminate,
    disabled,
    onChange,
}: {
    label: string;
    checked: boolean;
    indeterminate?: boolean;
    disabled?: boolean;
    onChange: (checked: boolean) => void;
}) => (
    <input
        type="checkbox"
        className="eg-check"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        ref={el => {
            if (el) el.indeterminate = !!indeterminate;
        }}
        onChange={e => onChange(e.target.checked)}
    />
);

/** The grid's styles, once: rows and cells only carry class names. */
const Root = styled('div')(({ theme }) => ({
    width: '100%',
    minWidth: 0,
    '& .eg-scroll': {
        position: 'relative',
        overflow: 'auto',
        border: `1px solid ${theme.palette.divider}`,
        borderRadius: theme.shape.borderRadius,
        background: theme.palette.background.paper,
        contain: 'strict',
        fontSize: 14,
    },
    '& .eg-head': {
        position: 'sticky',
        top: 0,
        zIndex: 3,
        display: 'flex',
        background: theme.palette.grey[100],
        borderBottom: `1px solid ${theme.palette.divider}`,
    },
    '& .eg-hcell': {
        flex: 'none',
        padding: '0 8px',
        display: 'flex',
        alignItems: 'center',
        fontWeight: 600,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        borderRight: `1px solid ${theme.palette.divider}`,
        boxSizing: 'border-box',
    },
    '& .eg-center': { justifyContent: 'center' },
    '& .eg-req': { color: theme.palette.error.main, marginRight: 2 },
    '& .eg-body': { position: 'relative' },
    '& .eg-row': {
        position: 'absolute',
        top: 0,
        left: 0,
        display: 'flex',
        boxSizing: 'border-box',
        borderBottom: `1px solid ${theme.palette.divider}`,
        background: theme.palette.background.paper,
    },
    '& .eg-row:hover': { background: theme.palette.grey[50] },
    '& .eg-row.is-off': { background: theme.palette.action.disabledBackground },
    '& .eg-row.is-selected': { background: theme.palette.action.selected },
    '& .eg-row.is-dragging': { background: theme.palette.action.hover, zIndex: 2 },
    '& .eg-fixed': { flex: 'none', display: 'flex', alignItems: 'center', justifyContent: 'center', color: theme.palette.text.secondary },
    '& .eg-cell': {
        flex: 'none',
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        minWidth: 0,
        padding: '0 4px',
        boxSizing: 'border-box',
        cursor: 'pointer',
    },
    '& .eg-cell.is-off': { cursor: 'default', color: theme.palette.text.disabled },
    '& .eg-cell.is-invalid': { outline: `1px solid ${theme.palette.error.main}`, outlineOffset: -2 },
    '& .eg-cell:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    '& .eg-cell.is-invalid:focus-visible': { outline: `2px solid ${theme.palette.error.main}` },
    '& .eg-text': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', lineHeight: '30px', padding: '0 8px' },
    '& .eg-text.is-empty': { color: theme.palette.text.disabled },
    '& .eg-err': { padding: '0 8px', fontSize: 12, lineHeight: '14px', color: theme.palette.error.main, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
    '& .eg-check': { width: 16, height: 16, margin: 0, cursor: 'pointer', accentColor: theme.palette.primary.main },
    '& .eg-check:disabled': { cursor: 'not-allowed' },
    '& .eg-handle': {
        border: 0,
        background: 'none',
        padding: 2,
        display: 'flex',
        cursor: 'grab',
        color: theme.palette.action.active,
        borderRadius: 4,
        touchAction: 'none',
    },
    '& .eg-handle:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
    '& .eg-handle:disabled': { cursor: 'not-allowed', color: theme.palette.action.disabled },
    '& .eg-drop': { position: 'absolute', left: 0, height: 2, background: theme.palette.primary.main, zIndex: 5, pointerEvents: 'none' },
    '& .eg-empty': { padding: '24px 0', textAlign: 'center', color: theme.palette.text.secondary, position: 'sticky', left: 0 },
    '& .eg-stat': { position: 'sticky', zIndex: 2, display: 'flex', background: theme.palette.grey[50], borderTop: `1px solid ${theme.palette.divider}` },
    '& .eg-scell': { flex: 'none', padding: '0 8px', overflow: 'hidden', whiteSpace: 'nowrap', boxSizing: 'border-box' },
    '& .eg-bold': { fontWeight: 600 },
}));

interface RowContext {
    visible: GridColumn[];
    rowHeight: number;
    totalW: number;
    rowNumber: boolean;
    rowSelection: boolean;
    dragSort: boolean;
    gridDisabled: boolean;
    onCellChange: (rowId: string, key: string, value: unknown) => void;
    onPatch: (rowId: string, patch: Partial<GridRow>) => void;
    onStop: () => void;
    onCellClick: (rowId: string, key: string | undefined) => void;
    onToggle: (rowId: string) => void;
}

interface RowProps {
    ctx: RowContext;
    row: GridRow;
    index: number;
    start: number;
    selected: boolean;
    disabled: boolean;
    errors?: Record<string, string>;
    editingKey?: string;
}

interface DragBits {
    setNodeRef?: (el: HTMLElement | null) => void;
    style?: CSSProperties;
    handle?: HTMLAttributes<HTMLButtonElement>;
    dragging?: boolean;
}

const DraggableGridRow = memo(function DraggableGridRow(p: RowProps) {
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

const DRAG_HELP = '按空格键或回车键拿起该行，用上下方向键移动，再按空格键或回车键放下，按 Esc 键取消。';

/** Screen-reader announcements of a row drag, in rows (not droppable ids). */
const ANNOUNCEMENTS = (rowsRef: { current: GridRow[] }, current: () => { from: number; to: number } | null): Announcements => {
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

/** DragIndicator's path, inline (an SvgIcon per row costs a styled component each). */
const DRAG_PATH = 'M11 18c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2m-2-8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m6 4c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

const GridRowView = memo(function GridRowView({ ctx, row, index, start, selected, disabled, errors, editingKey, drag }: RowProps & { drag?: DragBits }) {
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
