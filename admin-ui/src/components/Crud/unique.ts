// The debounced server checks of a form field: the duplicate check of a `unique` field (GET
// /sys/duplicate/check, docs/contract.md §9.1) and the check rule of a `checkRule` field (校验规则, GET
// /sys/checkRule/checkByCode, §9.2).
import { getAction } from '../../dataProvider/http';
import type { UniqueCheck } from './types';

export const UNIQUE_DEBOUNCE_MS = 300;
export const RULE_DEBOUNCE_MS = UNIQUE_DEBOUNCE_MS;
const TAKEN = '该值不可用，系统中已存在！';
const REFUSED = '校验未通过';

interface CheckOptions {
    delay: number;
    /** whether spaces around the value are dropped before asking */
    trim: boolean;
    /** the answer when the request fails (never remembered: the next try may get through) */
    onError: (e: unknown) => true | string;
}

/**
 * A react-hook-form `validate` function around a server question. Each keystroke restarts the
 * timer; a superseded call resolves as valid at once (react-hook-form ignores results for values
 * that changed). Answers are remembered per value for the dialog's life, so submitting re-checks
 * nothing. A blank value passes without asking.
 */
export const debouncedCheck = (ask: (v: string) => Promise<true | string>, options: CheckOptions) => {
    const check = debouncedInContext(v => ask(v), options);
    return (value: unknown) => check(value, {});
};

/** debouncedCheck of an answer that also depends on a context (a scope's values): sent along and
 * remembered with the value. */
const debouncedInContext = (
    ask: (v: string, context: Record<string, string>) => Promise<true | string>,
    { delay, trim, onError }: CheckOptions
) => {
    const answers = new Map<string, true | string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let superseded: ((r: true) => void) | undefined;
    return (value: unknown, context: Record<string, string>): Promise<true | string> => {
        const raw = String(value ?? '');
        const v = trim ? raw.trim() : raw;
        if (timer) {
            clearTimeout(timer);
            timer = undefined;
            superseded?.(true);
            superseded = undefined;
        }
        if (!v.trim()) return Promise.resolve(true);
        const key = JSON.stringify([v, context]);
        const known = answers.get(key);
        if (known !== undefined) return Promise.resolve(known);
        return new Promise(resolve => {
            superseded = resolve;
            timer = setTimeout(async () => {
                timer = undefined;
                superseded = undefined;
                try {
                    const answer = await ask(v, context);
                    answers.set(key, answer);
                    resolve(answer);
                } catch (e) {
                    resolve(onError(e));
                }
            }, delay);
        });
    };
};

/** A form value as a request parameter ('' when empty). */
const paramText = (x: unknown) => (x == null ? '' : Array.isArray(x) ? x.join(',') : String(x).trim());

/** The duplicate check of a unique field; dataId is the record being edited. A field unique within
 * a scope (`unique.scope`, e.g. ['sectionId']) sends the form's values of those fields (the
 * validate function's second argument), those filled in, and is asked again when they change. A
 * failed request passes, because the server checks again on save. */
export const makeUniqueCheck = (unique: UniqueCheck, dataId?: string, delay = UNIQUE_DEBOUNCE_MS) => {
    const check = debouncedInContext(
        async (v, scope) => {
            const env = await getAction(
                '/sys/duplicate/check',
                { tableName: unique.table, fieldName: unique.field, fieldVal: v, dataId, ...scope },
                { silent: true }
            );
            return env.success ? true : env.message || TAKEN;
        },
        { delay, trim: true, onError: () => true }
    );
    return (value: unknown, form?: Record<string, unknown>) => {
        const scope: Record<string, string> = {};
        for (const p of unique.scope ?? []) {
            const text = paramText(form?.[p]);
            if (text) scope[p] = text;
        }
        return check(value, scope);
    };
};

/** Asks the check rule `ruleCode` about v: true, or the rule's message. */
export const askCheckRule = async (ruleCode: string, v: string): Promise<true | string> => {
    // Encoded once more than the query needs, as JeecgBoot's client sends it (the server
    // unescapes it again, so a "%" or "+" in the value survives).
    const env = await getAction('/sys/checkRule/checkByCode', { ruleCode, value: encodeURIComponent(v) }, { silent: true });
    return env.success ? true : env.message || REFUSED;
};

/**
 * The check rule of a generated form's field. The rule sees the value as typed (spaces may be
 * what it refuses); a failed request passes, because the server checks generated fields again
 * on save.
 */
export const makeRuleCheck = (ruleCode: string, delay = RULE_DEBOUNCE_MS) =>
    debouncedCheck(async v => {
        const verdict = await askCheckRule(ruleCode, v);
        // a rule an admin deleted checks nothing, on save neither
        return verdict === MISSING_RULE ? true : verdict;
    }, { delay, trim: false, onError: () => true });

/** checkByCode's message for a code no rule has (JeecgBoot's words). */
export const MISSING_RULE = '该编码不存在';
