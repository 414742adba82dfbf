// Sizes and styles of the CrudList table, shared by its head and its rows: how each kind of
// column is laid out (numbers and dates whole, tags as wide as their longest text, text cut
// with an ellipsis), which columns are pinned beside 操作, and the sticky cells.
import type { SxProps, Theme } from '@mui/material';
import { isChainage, isDecimal, isMoney } from './fields';
import type { CrudField, CrudResourceConfig } from './types';

/** Tree indentation per level and the width of the expand toggle, in px. */
export const INDENT = 20;
export const TOGGLE = 28;

/** A cell's horizontal padding (each side), in px. */
export const CELL_PX = 12;

export const actionSx = { minWidth: 0, px: 0.75, whiteSpace: 'nowrap' };

/** Code-dictionary values of choice widgets show as tags; table dictionaries (names) stay text. */
const TAG_WIDGETS = new Set(['select', 'radio', 'checkbox', 'list_multi']);
export const isTagged = (f: CrudField) => !!f.dict && !f.dict.includes(',') && TAG_WIDGETS.has(f.widget);

/**
 * A column of numbers: right-aligned in tabular figures and never cut. Amounts, measured values,
 * chainages, and integers or floats typed as numbers (not a dictionary's codes).
 */
export const isNumberColumn = (f: CrudField): boolean =>
    isMoney(f) ||
    isDecimal(f) ||
    isChainage(f) ||
    ((f.type === 'int' || f.type === 'float') && !f.dict && (f.widget === 'input' || f.widget === 'number'));

/**
 * A status column (状态, 审批状态, 发布状态 …): the record's state-machine field, or a field of a
 * code dictionary named like a status (`status`, `bpmStatus`, `auditStatus`, `sendStatus`) or whose
 * dictionary is one (`approval_status`, `danger_status` …). The one rule of which columns stay
 * pinned beside 操作 and cannot be hidden.
 */
export const isStatusColumn = (f: CrudField, config?: Pick<CrudResourceConfig, 'steps'>): boolean => {
    if (config?.steps?.field === f.name) return true;
    if (!f.dict || f.dict.includes(',')) return false;
    return /(^s|S)tatus$/.test(f.name) || /(^|_)status$/.test(f.dict);
};

/** The width of a text in px at a font size, estimated: CJK and full-width characters 1em, others 0.6em. */
export const textWidth = (text: string, fontPx = 14): number => {
    let w = 0;
    for (const ch of text) w += /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(ch) ? fontPx : fontPx * 0.6;
    return Math.ceil(w);
};

export type ColumnKind = 'number' | 'date' | 'tag' | 'text';

export interface ColumnLayout {
    kind: ColumnKind;
    align?: 'right';
    /** the column's least width, padding included */
    minWidth: number;
    /** text: where its content is cut with an ellipsis (content width, padding excluded) */
    clamp?: number;
}

/** Least content widths of the kinds that are never cut. */
const numberWidth = (f: CrudField) => (isMoney(f) ? 96 : isChainage(f) ? 96 : isDecimal(f) ? 64 : 48);
const dateWidth = (f: CrudField) => (f.type === 'datetime' ? 148 : 84);

/** The content width a text column is cut at, from the schema's width or its length. */
const textClamp = (f: CrudField): number => {
    if (f.list?.width) return Math.max(f.list.width - 2 * CELL_PX, 60);
    if (f.dict?.includes(',')) return 180; // a name from another table
    if (f.maxLength && f.maxLength <= 20) return 120;
    if (f.maxLength && f.maxLength <= 64) return 180;
    return 220;
};

/** Tags: a small chip's padding and border around its label (13 px), in px. */
const CHIP_EXTRA = 2 * 8 + 2;

/**
 * How a column is laid out. `width` (列设置) is the user's: a text column is cut there, the
 * others are at least that wide. `dictTexts` are its dictionary's texts, whose longest sizes a
 * tag or status column. `custom`: the page renders the cell itself (kept whole, as a tag).
 */
export const columnLayout = (f: CrudField, opts: { width?: number; dictTexts?: string[]; custom?: boolean } = {}): ColumnLayout => {
    const { width, dictTexts = [], custom } = opts;
    const header = textWidth(f.unit ? `${f.label}（${f.unit}）` : f.label) + 2 * CELL_PX;
    const longest = Math.max(0, ...dictTexts.map(t => textWidth(t, 13)));
    if (isNumberColumn(f)) {
        return { kind: 'number', align: 'right', minWidth: Math.max(header, numberWidth(f) + 2 * CELL_PX, width ?? 0) };
    }
    if (f.type === 'date' || f.type === 'datetime') return { kind: 'date', minWidth: Math.max(header, dateWidth(f) + 2 * CELL_PX, width ?? 0) };
    if (isTagged(f) || custom) {
        const tag = longest ? longest + (isTagged(f) ? CHIP_EXTRA : 0) : 0;
        return { kind: 'tag', minWidth: Math.max(header, tag + 2 * CELL_PX, width ?? 0) };
    }
    const clamp = width ? Math.max(width - 2 * CELL_PX, 40) : textClamp(f);
    return { kind: 'text', minWidth: Math.max(header, width ?? Math.min(clamp, longest) + 2 * CELL_PX), clamp };
};

/** The 操作 column stays visible while the table scrolls sideways. */
export const stickyAction = (head: boolean): SxProps<Theme> => ({
    position: 'sticky',
    right: 0,
    bgcolor: 'background.paper',
    zIndex: head ? 3 : 1,
    whiteSpace: 'nowrap',
    fontWeight: head ? 600 : 400,
    boxShadow: 'inset 1px 0 0 rgba(0,0,0,0.06)',
});

/** The CSS variable holding the right offset of the k-th pinned column (from the left). */
export const pinVar = (k: number) => `--aq-pin-${k}`;

/** A pinned status cell: sticky at its offset (set by the table from the measured widths). */
export const stickyPinned = (k: number, head: boolean): SxProps<Theme> => ({
    position: 'sticky',
    right: `var(${pinVar(k)}, 0px)`,
    bgcolor: 'background.paper',
    zIndex: head ? 3 : 1,
    ...(k === 0 ? { boxShadow: 'inset 1px 0 0 rgba(0,0,0,0.06)' } : {}),
});

/** While the table scrolls sideways the first sticky column casts a shadow on those passing under it. */
export const SCROLL_SHADOW = {
    '&[data-scrolls="true"] .aq-sticky-first': { boxShadow: 'inset 1px 0 0 rgba(0,0,0,0.06), -6px 0 6px -6px rgba(0,0,0,0.25)' },
} as const;

/**
 * The right offsets of pinned columns from their widths (left to right) and the 操作 column's:
 * each sits left of those after it.
 */
export const pinOffsets = (widths: number[], actionWidth: number): number[] => {
    const out: number[] = [];
    let right = actionWidth;
    for (let k = widths.length - 1; k >= 0; k--) {
        out[k] = right;
        right += widths[k];
    }
    return out;
};
