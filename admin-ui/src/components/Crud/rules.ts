// A form field's checks, in the order of the spec: required, length, pattern, then the
// server's check rule and uniqueness (shared by the resource forms and hand-written forms of the
// same fields).
import type { Validate } from 'react-hook-form';
import { isChainage, isEmptyValue, isMoney, rangeRule, requiredMessage, typedValueRule } from './fields';
import { patternValidator } from './patterns';
import type { CrudField } from './types';

type Values = Record<string, unknown>;

export const fieldRules = (
    f: CrudField,
    unique?: (v: unknown, form?: Values) => Promise<true | string>,
    checkRule?: (v: unknown) => Promise<true | string>,
): Record<string, Validate<unknown, Values>> => {
    const v: Record<string, Validate<unknown, Values>> = {};
    if (f.required) v.required = x => !isEmptyValue(x) || requiredMessage(f);
    const typed = isMoney(f) || isChainage(f);
    if (typed) v.typed = typedValueRule(f);
    if (f.maxLength && !typed) {
        const max = f.maxLength;
        v.maxLength = x => isEmptyValue(x) || [...String(x)].length <= max || `${f.label}不能超过${max}个字符!`;
    }
    if (f.min != null || f.max != null) v.range = rangeRule(f);
    if (f.pattern) v.pattern = patternValidator(f.pattern, f.label, f.patternMessage);
    if (checkRule && unique) {
        // Both asked together: one pause, and a keystroke supersedes both at once (in turn, a
        // superseded rule check would start a duplicate lookup of the stale value). The rule's
        // message comes first.
        v.server = async (x, form) => {
            const [rule, taken] = await Promise.all([checkRule(x), unique(x, form)]);
            return rule === true ? taken : rule;
        };
    } else if (checkRule) v.checkRule = checkRule;
    else if (unique) v.unique = unique;
    return v;
};
