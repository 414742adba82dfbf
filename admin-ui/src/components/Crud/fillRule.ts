// The fill rules (编码规则) of the add form: PUT /sys/fillRule/executeRuleByCode/{ruleCode}.
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { putAction } from '../../dataProvider/http';
import { isEmptyValue } from './fields';
import type { CrudField } from './types';

type Values = Record<string, unknown>;

/** Under a fill-rule field of the add form. */
export const FILL_RULE_HINT = '留空则保存时自动生成';

/**
 * The rule's value for the form's data; '' when the rule does not exist or the request fails
 * (quietly: the server fills an empty fill-rule field on save anyway).
 */
export const executeFillRule = async (ruleCode: string, values: Values): Promise<string> => {
    try {
        const env = await putAction(`/sys/fillRule/executeRuleByCode/${encodeURIComponent(ruleCode)}`, values, { silent: true });
        const r: unknown = env.success ? env.result : null;
        return typeof r === 'string' || typeof r === 'number' ? String(r) : '';
    } catch {
        return '';
    }
};

/**
 * Once per opening of an add form: each empty field with a fill rule gets the rule's value,
 * unless something was typed into it meanwhile. The value is set without making the field dirty.
 */
export const useFillRules = (form: UseFormReturn<Values>, fields: CrudField[], active: boolean) => {
    // Refs, not a per-effect flag: StrictMode's second effect run must neither take a second
    // number from the rule nor drop the first answer.
    const started = useRef(false);
    const mounted = useRef(false);
    useEffect(() => {
        mounted.current = true;
        if (active && !started.current) {
            started.current = true;
            for (const f of fields) {
                if (!f.fillRule || !isEmptyValue(form.getValues(f.name))) continue;
                void executeFillRule(f.fillRule, form.getValues()).then(v => {
                    if (!v || !mounted.current || !isEmptyValue(form.getValues(f.name))) return;
                    // Re-validate only to clear an error shown meanwhile (e.g. 请输入… after an early submit).
                    form.setValue(f.name, v, { shouldValidate: !!form.getFieldState(f.name).error });
                });
            }
        }
        return () => {
            mounted.current = false;
        };
        // Once per opening (the body remounts with the dialog).
    }, []);
};
