// The grid's props and the shapes its parts pass around.
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import type { DisabledRows } from './logic';
import type { GridColumn, GridRow } from './types';

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

/** The cell being edited. */
export type EditingCell = { rowId: string; key: string };

/** The dragged row and the place it would drop at. */
export type RowDrag = { id: string; from: number; to: number };

export interface RowContext {
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

export interface RowProps {
    ctx: RowContext;
    row: GridRow;
    index: number;
    start: number;
    selected: boolean;
    disabled: boolean;
    errors?: Record<string, string>;
    editingKey?: string;
}

export interface DragBits {
    setNodeRef?: (el: HTMLElement | null) => void;
    style?: CSSProperties;
    handle?: HTMLAttributes<HTMLButtonElement>;
    dragging?: boolean;
}
