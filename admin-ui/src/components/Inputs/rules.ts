// Field rules as react-hook-form `validate` functions: the spec's percent and ID card checks
// (seed 001 §5), and the server's check rule and duplicate check.
import { askCheckRule, debouncedCheck, makeUniqueCheck, UNIQUE_DEBOUNCE_MS } from '../Crud/unique';

const empty = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

export const PERCENT_MESSAGE = '请输入正确的百分比！';
export const ID_CARD_MESSAGE = '请输入正确的身份证号码！';

/** 0 to 100 inclusive; empty passes (required covers it). */
export const isPercent = (v: unknown): boolean => {
    if (empty(v)) return true;
    const s = String(v).trim();
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(s)) return false;
    const n = Number(s);
    return n >= 0 && n <= 100;
};

export const percentRule = (v: unknown): true | string => isPercent(v) || PERCENT_MESSAGE;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/**
 * A PRC resident ID: 15 digits (the old form, no check digit), or 17 digits plus the
 * ISO 7064 MOD 11-2 check character (X or x for 10). Empty passes.
 */
export const isIdCard = (v: unknown): boolean => {
    if (empty(v)) return true;
    const s = String(v).trim();
    if (/^\d{15}$/.test(s)) return true;
    if (!/^\d{17}[\dXx]$/.test(s)) return false;
    const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(s[i]), 0);
    return ID_CHECK[sum % 11] === s[17].toUpperCase();
};

export const idCardRule = (v: unknown): true | string => isIdCard(v) || ID_CARD_MESSAGE;

/**
 * The check rule `ruleCode` on the server (GET /sys/checkRule/checkByCode, docs/contract.md §9.2) for
 * hand-written forms: the reply's message is the error, debounced like the duplicate check. A
 * failed request fails the field: their saves may not check the rule again.
 */
export const checkRule = (ruleCode: string, delay = UNIQUE_DEBOUNCE_MS) =>
    ruleCode
        ? debouncedCheck(v => askCheckRule(ruleCode, v), {
              delay,
              trim: false,
              onError: e => (e as Error)?.message || '校验失败',
          })
        : () => Promise.resolve<true | string>(true);

/** The duplicate check of `table.field` (the Crud forms' rule); dataId is the record being edited. */
export const duplicate = (table: string, field: string, dataId?: string, delay?: number) =>
    makeUniqueCheck({ table, field }, dataId, delay);
