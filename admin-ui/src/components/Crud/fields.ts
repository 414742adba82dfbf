// Field helpers shared by the list and the form: display text, messages, value conversion.
import { formatChainage, parseChainage } from '../../lib/chainage';
import { formatMoney, parseMoney } from '../../lib/money';
import { round } from '../../lib/number';
import type { CrudField } from './types';

/** Widgets where the user picks rather than types (required → 请选择…). */
const PICK_WIDGETS = new Set(['select', 'radio', 'checkbox', 'switch', 'date', 'datetime', 'tree', 'user', 'depart', 'record']);

export const requiredMessage = (f: CrudField): string => `${PICK_WIDGETS.has(f.widget) ? '请选择' : '请输入'}${f.label}!`;

export const isEmptyValue = (v: unknown): boolean =>
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** A switch stores its first value when on and its second when off (seed §4). */
export const switchValues = (f: CrudField): [unknown, unknown] => (f.type === 'bool' ? [true, false] : ['Y', 'N']);

const isOn = (v: unknown) => v === true || v === 'Y' || v === 'y' || v === 1 || v === '1' || v === 'true';

/** Widgets a money or chainage field may keep and still be typed as one. */
const TYPED_WIDGETS = new Set(['input', 'number']);

/** A money field (yuan, a JSON number): grouped with 2 decimals, right-aligned in the list. */
export const isMoney = (f: CrudField): boolean => f.widget === 'money' || (f.type === 'money' && TYPED_WIDGETS.has(f.widget));

/** A chainage field (metres, a JSON number) shown and typed as K12+345.600. */
export const isChainage = (f: CrudField): boolean =>
    f.widget === 'chainage' || (f.type === 'chainage' && TYPED_WIDGETS.has(f.widget));

/** A measured value (decimal, a JSON number) typed in a number input: shown with its `scale` decimals. */
export const isDecimal = (f: CrudField): boolean => f.type === 'decimal' && TYPED_WIDGETS.has(f.widget);

/** The label with the field's unit, where a header names the values below it: 设计厚度（mm）. */
export const fieldTitle = (f: CrudField): string => (f.unit ? `${f.label}（${f.unit}）` : f.label);

/** A measured value with its field's decimals, rounded half away from zero ("150" → "150.0"); '' when it is no number. */
export const formatDecimal = (f: CrudField, v: unknown): string =>
    typeof v === 'number' || typeof v === 'string' ? round(v, f.scale ?? 0) : '';

export const MONEY_MESSAGE = '请输入正确的金额，最多两位小数';
export const CHAINAGE_MESSAGE = '桩号格式应如 K12+345.600';

/** The display text of an amount, a chainage or a measured value; other values as they are. */
export const formatValue = (f: CrudField, v: unknown): string => {
    if (v === undefined || v === null) return '';
    const raw = typeof v === 'number' || typeof v === 'string' ? v : String(v);
    if (isMoney(f)) return formatMoney(raw) || String(v);
    if (isChainage(f)) return formatChainage(raw) || String(v);
    if (isDecimal(f)) return formatDecimal(f, raw) || String(v);
    return String(v);
};

/**
 * The number a typed amount or chainage stands for; '' when blank, and the text itself when it
 * is neither (the form's validation then names the problem).
 */
export const parseTyped = (f: CrudField, text: string): number | string => {
    if (text.trim() === '') return '';
    const n = isMoney(f) ? parseMoney(text) : parseChainage(text);
    return n === null ? text : n;
};

/** A stored or typed value as a number (money/chainage), or null when it is not one. */
const asNumber = (f: CrudField, v: unknown): number | null => {
    if (typeof v === 'number') return Number.isFinite(v) ? v : null;
    if (typeof v !== 'string' || v.trim() === '') return null;
    return isMoney(f) ? parseMoney(v) : parseChainage(v);
};

/** The form rule of a money or chainage field: a number of the right shape, or empty. */
export const typedValueRule = (f: CrudField) => (v: unknown): true | string => {
    if (isEmptyValue(v)) return true;
    if (isMoney(f)) return (typeof v === 'number' ? Number.isFinite(v) && parseMoney(String(v)) !== null : asNumber(f, v) !== null) || MONEY_MESSAGE;
    return (typeof v === 'number' ? v >= 0 && parseChainage(String(v)) !== null : asNumber(f, v) !== null) || CHAINAGE_MESSAGE;
};

/** The form rule of a field's min/max (as the server words it); what is no number passes here. */
export const rangeRule = (f: CrudField) => (v: unknown): true | string => {
    if (isEmptyValue(v)) return true;
    const n = typeof v === 'number' ? v : Number(String(v).trim());
    if (!Number.isFinite(n)) return true;
    if (f.min != null && n < f.min) return `${f.label}不能小于${f.min}!`;
    if (f.max != null && n > f.max) return `${f.label}不能大于${f.max}!`;
    return true;
};

/** The text of a list cell: the server's `_dictText` translation when present. */
export const cellText = (f: CrudField, record: Record<string, unknown>): string => {
    const translated = record[`${f.name}_dictText`];
    if (translated !== undefined && translated !== null && translated !== '') return String(translated);
    const v = record[f.name];
    if (v === undefined || v === null) return '';
    if (f.widget === 'password') return '******';
    if (f.widget === 'switch' || f.type === 'bool') return isOn(v) ? '是' : '否';
    if (isMoney(f) || isChainage(f) || isDecimal(f)) return formatValue(f, v);
    return String(v);
};

/** "YYYY-MM-DD HH:mm:ss" ↔ the value of an <input type="datetime-local" step="1">. */
export const toDateTimeLocal = (v: unknown): string => {
    const s = String(v ?? '').trim();
    if (!s) return '';
    const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?/.exec(s);
    return m ? `${m[1]}T${m[2]}${m[3] ?? ':00'}` : '';
};

export const fromDateTimeLocal = (v: string): string => {
    const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?/.exec(v);
    return m ? `${m[1]} ${m[2]}${m[3] ?? ':00'}` : '';
};

/** "YYYY-MM-DD" from a date or datetime string. */
export const toDateOnly = (v: unknown): string => {
    const m = /^(\d{4}-\d{2}-\d{2})/.exec(String(v ?? ''));
    return m ? m[1] : '';
};

export const formFields = (fields: CrudField[]): CrudField[] => fields.filter(f => f.form);

/** What the detail dialog shows: the inputs, then what the server filled (read-only). */
export const detailFields = (fields: CrudField[]): CrudField[] => fields.filter(f => f.form || f.detail);

/** The form's starting values, from the record on edit/show. */
export const initialValues = (fields: CrudField[], record?: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const f of detailFields(fields)) {
        const v = record?.[f.name];
        if (f.widget === 'switch') out[f.name] = isEmptyValue(v) ? switchValues(f)[1] : v;
        else if (f.widget === 'password' && record) out[f.name] = '';
        else if ((isMoney(f) || isChainage(f)) && !isEmptyValue(v)) out[f.name] = asNumber(f, v) ?? String(v);
        else if (isDecimal(f) && !isEmptyValue(v)) out[f.name] = formatDecimal(f, v) || String(v);
        // JSON kept as text that a list hands out parsed (the gateway's predicates): edited as its text
        else if (f.type === 'string' && v !== null && typeof v === 'object') out[f.name] = JSON.stringify(v);
        else out[f.name] = v === undefined || v === null ? '' : v;
    }
    return out;
};

const coerce = (f: CrudField, v: unknown): unknown => {
    if (isMoney(f) || isChainage(f)) return asNumber(f, v) ?? v;
    if (f.type === 'int' || f.type === 'float' || f.type === 'decimal') {
        const n = f.type === 'int' ? Number.parseInt(String(v), 10) : Number(v);
        return Number.isNaN(n) ? v : n;
    }
    if (f.type === 'bool') return isOn(v);
    return typeof v === 'string' ? v.trim() : v;
};

/**
 * The body of POST add / PUT edit: only the form's fields (the server fills the rest).
 * A create leaves empty fields out; an edit sends null to clear them, except passwords,
 * where empty means "unchanged".
 */
export const toPayload = (
    fields: CrudField[],
    values: Record<string, unknown>,
    mode: 'create' | 'edit',
    id?: string
): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const f of formFields(fields)) {
        const v = values[f.name];
        if (isEmptyValue(v)) {
            if (mode === 'edit' && f.widget !== 'password') out[f.name] = null;
            continue;
        }
        out[f.name] = coerce(f, v);
    }
    if (mode === 'edit') out.id = id;
    return out;
};
