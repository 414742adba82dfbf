// The form's conditions on other fields (schema DerivedWhen / ShownWhen).
import { isEmptyValue } from './fields';
import type { CrudField, CrudFormCond } from './types';

/** Whether the other field's value meets the condition: one of its values, or any value when it names none. */
export const condHolds = (cond: CrudFormCond | undefined, values: Record<string, unknown>): boolean => {
    if (!cond) return false;
    const v = values[cond.field];
    if (isEmptyValue(v)) return false;
    return !cond.values?.length || cond.values.includes(String(v));
};

/** The properties the conditions of fields read (what the form watches). */
export const condFields = (fields: CrudField[]): string[] => [
    ...new Set(fields.flatMap(f => [f.derived?.field, f.shownWhen?.field].filter((n): n is string => !!n))),
];

/** Whether a field is on the form with these values (a field without shownWhen always is). */
export const isShown = (f: CrudField, values: Record<string, unknown>): boolean => !f.shownWhen || condHolds(f.shownWhen, values);

/** Whether the server works a field out with these values (read-only, with its hint). */
export const isDerived = (f: CrudField, values: Record<string, unknown>): boolean => condHolds(f.derived, values);

/** The values to send: a field hidden by its condition goes empty, so what was typed for another kind is not kept. */
export const clearHidden = (fields: CrudField[], values: Record<string, unknown>): Record<string, unknown> => {
    const out = { ...values };
    for (const f of fields) if (f.form && !isShown(f, values)) out[f.name] = undefined;
    return out;
};
