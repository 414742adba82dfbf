// Types of the editable grid (JeecgBoot's JVxeTable; seed 001 §3 "Editable column", "Table row").
import type { ReactNode } from 'react';

export type ColumnType =
    | 'input'
    | 'inputNumber'
    | 'checkbox'
    | 'select'
    | 'date'
    | 'datetime'
    | 'input_pop'
    | 'upload'
    | 'file'
    | 'image'
    | 'popup'
    | 'radio'
    | 'list_multi'
    | 'sel_search'
    | 'slot'
    | 'hidden';

export const COLUMN_TYPES: ColumnType[] = [
    'input',
    'inputNumber',
    'checkbox',
    'select',
    'date',
    'datetime',
    'input_pop',
    'upload',
    'file',
    'image',
    'popup',
    'radio',
    'list_multi',
    'sel_search',
    'slot',
    'hidden',
];

export interface GridRow {
    id: string;
    [key: string]: unknown;
}

export interface CellRule {
    required?: boolean;
    unique?: boolean;
    /** a named pattern of components/Crud/patterns (n6-16, e, m, …), 'only' (= unique), or a regex */
    pattern?: string;
    /** the message shown when this rule fails; `${title}` is replaced by the column title */
    message?: string;
    /** a custom check; returns (or resolves to) the error message, nothing when valid */
    handler?: (ctx: { value: unknown; row: GridRow; rows: GridRow[]; column: GridColumn }) => Promise<string | undefined | void> | string | undefined | void;
}

export interface GridOption {
    value: string;
    text: string;
    disabled?: boolean;
}

export interface SlotContext {
    row: GridRow;
    rowIndex: number;
    column: GridColumn;
    value: unknown;
    /** sets this cell's value */
    onChange: (value: unknown) => void;
    disabled: boolean;
}

export interface GridColumn {
    key: string;
    type: ColumnType;
    title: string;
    width?: number;
    placeholder?: string;
    options?: GridOption[];
    dictCode?: string;
    defaultValue?: unknown;
    /** checkbox: new rows start checked */
    defaultChecked?: boolean;
    /** checkbox: the [checked, unchecked] values, default [true, false] */
    customValue?: [unknown, unknown];
    validateRules?: CellRule[];
    disabled?: boolean;
    statistics?: ('sum' | 'average')[];
    /** JSON, e.g. {"uploadnum": 2}: the most files an upload/file/image cell keeps */
    fieldExtendJson?: string;
    /** popup: the source's code (required with orgFields and destFields) */
    popupCode?: string;
    /** popup: comma-separated fields of the picked record … */
    orgFields?: string;
    /** … copied into these fields of the row (same count) */
    destFields?: string;
    /** upload / file / image: the cell's files are links to download them (default true) */
    allowDownload?: boolean;
    /** upload / file / image: each file of the cell can be removed (default true) */
    allowRemove?: boolean;
    /** slot: renders the cell */
    render?: (ctx: SlotContext) => ReactNode;
    /**
     * Extra settings: allowClear (radio), apiPrefix/valueKey/displayKey/multiple (popup, for
     * RecordPicker), biz (uploads' server folder), accept (file), maxLength (input),
     * popWidth / popHeight (input_pop's box, default 150 × 200; file pop-up's, default 520 × 200),
     * pop (file: upload in a pop-over, JeecgBoot's JFilePop, instead of in place).
     */
    props?: Record<string, unknown>;
}

/** rowId → column key → message */
export type GridErrors = Record<string, Record<string, string>>;

export interface EditableGridHandle {
    /** validates every cell, shows the errors, scrolls to the first bad cell */
    validate(): Promise<boolean>;
    getValues(): { rows: GridRow[]; deletedIds: string[] };
    /** appends n empty rows, or these (partial) rows */
    addRows(n?: number | Partial<GridRow>[]): void;
}
