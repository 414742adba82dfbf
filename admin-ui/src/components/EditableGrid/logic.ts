// The grid's rules without React: temporary ids, row operations, statistics, the number input,
// and cell validation (seed 001 §4–§5). The named patterns are the form rules' own.
import { NAMED_PATTERNS, patternMessage, testPattern } from '../Crud/patterns';
import type { CellRule, GridColumn, GridErrors, GridRow } from './types';
import { POPUP_CONFIG_ERROR, POPUP_COUNT_ERROR, popupError, popupValues } from '../Report/popup';

// ---------------------------------------------------------------- ids

export const TEMP_ID_PREFIX = 'tmp_';

let tempSeq = 0;

/** A fresh temporary id for an added row (never sent as the row's id). */
export const newTempId = (): string => `${TEMP_ID_PREFIX}${Date.now().toString(36)}_${(++tempSeq).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Whether `id` is a temporary id of a row added in the grid (not yet saved). */
export const isTempId = (id: unknown): boolean => typeof id === 'string' && id.startsWith(TEMP_ID_PREFIX);

// ---------------------------------------------------------------- values

export const isEmptyValue = (v: unknown): boolean =>
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

export const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** checkbox [checked, unchecked] */
export const checkValues = (c: GridColumn): [unknown, unknown] => c.customValue ?? [true, false];

/** fieldExtendJson's uploadnum (the most files kept), else undefined; 'upload' keeps one by default. */
export const uploadLimit = (c: GridColumn): number | undefined => {
    if (c.fieldExtendJson) {
        try {
            const n = Number(JSON.parse(c.fieldExtendJson)?.uploadnum);
            if (Number.isInteger(n) && n > 0) return n;
        } catch {
            /* not JSON: no limit */
        }
    }
    return c.type === 'upload' ? 1 : undefined;
};

/** The value a new row starts with in this column. */
export const defaultValueOf = (c: GridColumn): unknown => {
    if (c.type === 'checkbox') {
        const [on, off] = checkValues(c);
        if (c.defaultValue !== undefined) return c.defaultValue;
        return c.defaultChecked ? on : off;
    }
    if (c.defaultValue !== undefined) return typeof c.defaultValue === 'function' ? (c.defaultValue as () => unknown)() : c.defaultValue;
    if (c.type === 'inputNumber') return null;
    return '';
};

/** A new row: a temporary id, each column's default, then `patch`. */
export const newRow = (columns: GridColumn[], patch: Partial<GridRow> = {}): GridRow => {
    const row: GridRow = { id: newTempId() };
    for (const c of columns) if (c.key) row[c.key] = defaultValueOf(c);
    return { ...row, ...patch, id: patch.id && String(patch.id) ? String(patch.id) : row.id };
};

// ---------------------------------------------------------------- rows

export type DisabledRows = Record<string, unknown>;

/** A row is disabled when any listed field equals the given value (or one of the given values). */
export const isDisabledRow = (row: GridRow, rules?: DisabledRows): boolean => {
    if (!rules) return false;
    return Object.entries(rules).some(([field, v]) => (Array.isArray(v) ? v.includes(row[field]) : v === row[field]));
};

/** Inserts `added` after the row `afterId` (at the end when it is not found). */
export const insertAfter = (rows: GridRow[], afterId: string | undefined, added: GridRow[]): GridRow[] => {
    const i = afterId === undefined ? -1 : rows.findIndex(r => r.id === afterId);
    if (i < 0) return [...rows, ...added];
    return [...rows.slice(0, i + 1), ...added, ...rows.slice(i + 1)];
};

/** Moves the row `id` by one place up (-1) or down (1); unchanged at an edge. */
export const moveRow = (rows: GridRow[], id: string, by: -1 | 1): GridRow[] => {
    const i = rows.findIndex(r => r.id === id);
    const j = i + by;
    if (i < 0 || j < 0 || j >= rows.length) return rows;
    const next = [...rows];
    [next[i], next[j]] = [next[j], next[i]];
    return next;
};

/** Moves the row at `from` to `to`. */
export const moveTo = (rows: GridRow[], from: number, to: number): GridRow[] => {
    if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return rows;
    const next = [...rows];
    const [r] = next.splice(from, 1);
    next.splice(to, 0, r);
    return next;
};

/** Removes the rows `ids`; the removed rows' saved (non-temporary) ids are returned as deleted. */
export const removeRows = (rows: GridRow[], ids: Iterable<string>): { rows: GridRow[]; deleted: string[] } => {
    const gone = new Set(ids);
    return {
        rows: rows.filter(r => !gone.has(r.id)),
        deleted: rows.filter(r => gone.has(r.id) && !isTempId(r.id)).map(r => r.id),
    };
};

/** Writes the 1-based order number into `sortKey` of every row whose number changed. */
export const renumber = (rows: GridRow[], sortKey?: string): GridRow[] => {
    if (!sortKey) return rows;
    let changed = false;
    const next = rows.map((r, i) => {
        if (r[sortKey] === i + 1) return r;
        changed = true;
        return { ...r, [sortKey]: i + 1 };
    });
    return changed ? next : rows;
};

// ---------------------------------------------------------------- statistics

/** The integer part of a value (seed §5: number statistics sum the integer parts); NaN → 0. */
export const integerPart = (v: unknown): number => {
    const n = Number.parseInt(str(v), 10);
    return Number.isNaN(n) ? 0 : n;
};

export const statisticSum = (rows: GridRow[], key: string): number => rows.reduce((acc, r) => acc + integerPart(r[key]), 0);

/** The average of the integer parts over all rows, to 2 decimals; 0 with no rows. */
export const statisticAverage = (rows: GridRow[], key: string): number =>
    rows.length ? Math.round((statisticSum(rows, key) / rows.length) * 100) / 100 : 0;

export const STATISTIC_LABEL = { sum: '合计', average: '平均值' } as const;

// ---------------------------------------------------------------- number input

/** What a number cell keeps while typing: optional minus, digits, one decimal point (a lone minus or empty too). */
export const NUMBER_TYPING = /^-?\d*\.?\d*$/;

export const acceptsNumberTyping = (text: string): boolean => NUMBER_TYPING.test(text);

/** The value of a number cell on blur: a valid number, else null (cleared). */
export const numberOnBlur = (text: string): number | null => {
    const t = text.trim();
    if (t === '' || t === '-' || t === '.' || t === '-.') return null;
    const n = Number(t);
    return Number.isFinite(n) ? n : null;
};

// ---------------------------------------------------------------- validation

const fill = (message: string, c: GridColumn) => message.replace(/\$\{title\}/g, c.title);

const sameValue = (a: unknown, b: unknown) => str(a).trim() === str(b).trim();

/** The rule's message, or the default one of its kind. */
const ruleMessage = (rule: CellRule, c: GridColumn, fallback: string) => fill(rule.message || fallback, c);

/**
 * The first failing rule's message for one cell, in the order the rules are given, or
 * undefined when all pass (seed §5). Empty values pass every rule but required (and '*').
 */
export const validateCell = async (column: GridColumn, row: GridRow, rows: GridRow[]): Promise<string | undefined> => {
    const value = row[column.key];
    for (const rule of column.validateRules ?? []) {
        if (rule.required && isEmptyValue(value)) return ruleMessage(rule, column, `${column.title}不能为空`);
        const unique = rule.unique || rule.pattern === 'only';
        if (unique) {
            if (!isEmptyValue(value) && rows.some(r => r.id !== row.id && sameValue(r[column.key], value)))
                return ruleMessage(rule, column, `${column.title}不能重复`);
        } else if (rule.pattern) {
            if (!testPattern(rule.pattern, value)) return fill(patternMessage(rule.pattern, column.title, rule.message), column);
        }
        if (rule.handler) {
            try {
                const msg = await rule.handler({ value, row, rows, column });
                if (typeof msg === 'string' && msg) return fill(msg, column);
            } catch (e) {
                return fill(rule.message || (e instanceof Error && e.message) || `${column.title}校验失败`, column);
            }
        }
    }
    return undefined;
};

/** Columns whose cells are validated (a hidden or slot column may still carry rules). */
const checked = (columns: GridColumn[]) => columns.filter(c => c.validateRules?.length);

/** Validates every cell; the map holds only the failing cells (rowId → key → message). */
export const validateRows = async (columns: GridColumn[], rows: GridRow[]): Promise<GridErrors> => {
    const out: GridErrors = {};
    const cols = checked(columns);
    await Promise.all(
        rows.flatMap(row =>
            cols.map(async c => {
                const msg = await validateCell(c, row, rows);
                if (msg) (out[row.id] ??= {})[c.key] = msg;
            })
        )
    );
    return out;
};

/** Whether a column has a rule that depends on other rows. */
export const hasUniqueRule = (c: GridColumn): boolean => !!c.validateRules?.some(r => r.unique || r.pattern === 'only');

export { NAMED_PATTERNS };

// ---------------------------------------------------------------- popup

export { POPUP_CONFIG_ERROR, POPUP_COUNT_ERROR };

/** The popup column's configuration error (seed §5), else undefined. */
export const popupConfigError = (c: GridColumn): string | undefined => popupError(c.popupCode, c.orgFields, c.destFields);

/** The row fields a picked record fills: destFields[i] ← record[orgFields[i]] (several records: comma-joined). */
export const popupPatch = (c: GridColumn, picked: Record<string, unknown>[]): Partial<GridRow> => popupValues(c.orgFields, c.destFields, picked);
