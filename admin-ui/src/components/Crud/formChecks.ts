// The server-side checks of a form's fields while typing: one debounced duplicate check per unique
// field (asked again when its scope, e.g. 同一标段内, changes once typed) and one per field with a
// check rule (校验规则), for this opening of the dialog.
import { useEffect, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isEmptyValue } from './fields';
import { makeRuleCheck, makeUniqueCheck } from './unique';
import type { CrudField } from './types';

type Check = (v: unknown) => Promise<true | string>;

export const useFieldChecks = (form: UseFormReturn<Record<string, unknown>>, fields: CrudField[], editId?: string) => {
    const uniqueChecks = useMemo(() => {
        const out: Record<string, Check> = {};
        for (const f of fields) if (f.unique) out[f.name] = makeUniqueCheck(f.unique, editId);
        return out;
    }, [fields, editId]);

    useEffect(() => {
        const scoped = fields.filter(f => f.unique?.scope?.length);
        if (!scoped.length) return;
        const sub = form.watch((values, { name }) => {
            for (const f of scoped)
                if (name && f.unique!.scope!.includes(name) && !isEmptyValue(values[f.name])) void form.trigger(f.name);
        });
        return () => sub.unsubscribe();
    }, [fields, form]);

    const ruleChecks = useMemo(() => {
        const out: Record<string, Check> = {};
        for (const f of fields) if (f.checkRule) out[f.name] = makeRuleCheck(f.checkRule);
        return out;
    }, [fields]);

    return { uniqueChecks, ruleChecks };
};
