// Field helpers shared by the list and the form: display text, messages, value conversion.
import type { CrudField } from './types';

/** Widgets where the user picks rather than types (required → 请选择…). */
const PICK_WIDGETS = new Set(['select', 'radio', 'checkbox', 'switch', 'date', 'datetime', 'tree', 'user', 'depart', 'record']);

export const requiredMessage = (f: CrudField): string => `${PICK_WIDGETS.has(f.widget) ? '请选择' : '请输入'}${f.label}!`;

export const isEmptyValue = (v: unknown): boolean =>
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** A switch stores its first value when on and its second when off (seed §4). */
export const switchValues = (f: CrudField): [unknown, unknown] => (f.type === 'bool' ? [true, false] : ['Y', 'N']);

const isOn = (v: unknown) => v === true || v === 'Y' || v === 'y' || v === 1 || v === '1' || v === 'true';

/** The text of a list cell: the server's `_dictText` translation when present. */
export const cellText = (f: CrudField, record: Record<string, unknown>): string => {
    const translated = record[`${f.name}_dictText`];
    if (translated !== undefined && translated !== null && translated !== '') return String(translated);
    const v = record[f.name];
    if (v === undefined || v === null) return '';
    if (f.widget === 'password') return '******';
    if (f.widget === 'switch' || f.type === 'bool') return isOn(v) ? '是' : '否';
    if (f.widget === 'money' && v !== '' && !Number.isNaN(Number(v))) return Number(v).toFixed(2);
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

/** The form's starting values, from the record on edit/show. */
export const initialValues = (fields: CrudField[], record?: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const f of formFields(fields)) {
        const v = record?.[f.name];
        if (f.widget === 'switch') out[f.name] = isEmptyValue(v) ? switchValues(f)[1] : v;
        else if (f.widget === 'password' && record) out[f.name] = '';
        else if (f.widget === 'money' && !isEmptyValue(v) && !Number.isNaN(Number(v))) out[f.name] = Number(v).toFixed(2);
        else out[f.name] = v === undefined || v === null ? '' : v;
    }
    return out;
};

const coerce = (f: CrudField, v: unknown): unknown => {
    if (f.type === 'int' || f.type === 'float') {
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
