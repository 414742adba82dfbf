// The debounced duplicate check of a `unique` field (GET /sys/duplicate/check, CONTRACT §6.1).
import { getAction } from '../../dataProvider/http';

export const UNIQUE_DEBOUNCE_MS = 300;
const TAKEN = '该值不可用，系统中已存在！';

/**
 * A react-hook-form `validate` function. Each keystroke restarts the timer; a superseded call
 * resolves as valid at once (react-hook-form ignores results for values that changed). Answers
 * are remembered per value for the dialog's life, so submitting re-checks nothing. An empty
 * value passes; a failed request passes too, because the server checks again on save.
 */
export const makeUniqueCheck = (unique: { table: string; field: string }, dataId?: string, delay = UNIQUE_DEBOUNCE_MS) => {
    const answers = new Map<string, true | string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let superseded: ((r: true) => void) | undefined;
    return (value: unknown): Promise<true | string> => {
        const v = String(value ?? '').trim();
        if (timer) {
            clearTimeout(timer);
            timer = undefined;
            superseded?.(true);
            superseded = undefined;
        }
        if (!v) return Promise.resolve(true);
        const known = answers.get(v);
        if (known !== undefined) return Promise.resolve(known);
        return new Promise(resolve => {
            superseded = resolve;
            timer = setTimeout(async () => {
                timer = undefined;
                superseded = undefined;
                try {
                    const env = await getAction(
                        '/sys/duplicate/check',
                        { tableName: unique.table, fieldName: unique.field, fieldVal: v, dataId },
                        { silent: true }
                    );
                    const answer: true | string = env.success ? true : env.message || TAKEN;
                    answers.set(v, answer);
                    resolve(answer);
                } catch {
                    resolve(true);
                }
            }, delay);
        });
    };
};
