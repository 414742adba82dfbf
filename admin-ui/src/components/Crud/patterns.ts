// The named validation patterns of the spec (seed 001 §5). Any other pattern string is a
// custom regular expression ("^[a-z]+$" or "/^[a-z]+$/i").

interface NamedPattern {
    test: (v: string) => boolean;
    message: string;
}

const re = (r: RegExp) => (v: string) => r.test(v);

export const NAMED_PATTERNS: Record<string, NamedPattern> = {
    // The original's "6到16位数字" regex really allows up to 18 digits; the spec keeps that.
    'n6-16': { test: re(/^\d{6,18}$/), message: '请输入6到16位数字!' },
    '*6-16': { test: v => [...v].length >= 6 && [...v].length <= 16, message: '请输入6到16位任意字符!' },
    's6-18': { test: re(/^[A-Za-z]{6,18}$/), message: '请输入6到18位字母!' },
    url: {
        test: re(/^(https?|ftp):\/\/[\w-]+(\.[\w-]+)*(:\d{1,5})?([/?#][^\s]*)?$/i),
        message: '请输入正确的网址!',
    },
    e: { test: re(/^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/), message: '请输入正确的电子邮件!' },
    m: { test: re(/^1[3-9]\d{9}$/), message: '请输入正确的手机号码!' },
    p: { test: re(/^[1-9]\d{5}$/), message: '请输入正确的邮政编码!' },
    s: { test: re(/^[A-Za-z]+$/), message: '请输入字母!' },
    n: { test: re(/^-?\d+(\.\d+)?$/), message: '请输入数字!' },
    z: { test: re(/^-?\d+$/), message: '请输入整数!' },
    '*': { test: v => v.trim() !== '', message: '该字段不能为空!' },
    money: { test: re(/^-?(0|[1-9]\d*)(\.\d{1,2})?$/), message: '请输入正确的金额（最多两位小数）!' },
};

const customRegex = (pattern: string): RegExp | null => {
    const slashed = /^\/(.+)\/([gimsuy]*)$/.exec(pattern);
    try {
        // 'g' would make test() stateful.
        return slashed ? new RegExp(slashed[1], slashed[2].replace('g', '')) : new RegExp(pattern);
    } catch {
        return null;
    }
};

const isEmpty = (v: unknown) => v === undefined || v === null || String(v) === '';

/**
 * Whether `value` satisfies `pattern`. An empty value passes (the required rule covers it),
 * except for `*`, whose whole meaning is "non-empty". A broken custom regex passes too:
 * the server validates again, and a typo must not lock users out of the form.
 */
export const testPattern = (pattern: string, value: unknown): boolean => {
    const named = NAMED_PATTERNS[pattern];
    if (isEmpty(value)) return pattern !== '*';
    const v = String(value);
    if (named) return named.test(v);
    const r = customRegex(pattern);
    return r ? r.test(v) : true;
};

/** The message for a failed pattern: the configured one, the named default, or a generic one. */
export const patternMessage = (pattern: string, label: string, custom?: string): string =>
    custom || NAMED_PATTERNS[pattern]?.message || `${label}格式不正确!`;

/** A react-hook-form `validate` function for one field. */
export const patternValidator = (pattern: string, label: string, custom?: string) => (value: unknown) =>
    testPattern(pattern, value) || patternMessage(pattern, label, custom);
