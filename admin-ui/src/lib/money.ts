// Yuan amounts with two decimals, as the server's aqueduct/server/money reads
// and writes them. All arithmetic is on integer cents (BigInt) so that binary
// floating point never rounds a cent: a number is first turned into its
// shortest decimal text (String(0.1 + 0.2) is "0.30000000000000004") and
// then rounded half away from zero (四舍五入), as the Go side does.
//
// The rules, including the capital numerals, are checked against the cases
// in server/money/testdata/cases.json, shared with the Go tests.

import { scaled } from './decimal';

/** Cents refused by the server: |amount| >= 1e16 yuan (numeric(18,2)). */
const CENTS_LIMIT = 10n ** 18n;


function fromNumber(v: number, places: number): bigint | null {
    return Number.isFinite(v) ? scaled(String(v), places) : null;
}

type ReadError = 'format' | 'decimals' | 'range';

/** Digits with thousands separators in groups of three, or none; then a fraction. */
const BODY = /^(?:\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d+))?$/;

function cutSign(s: string): [boolean, string] {
    if (s.startsWith('-')) return [true, s.slice(1)];
    if (s.startsWith('+')) return [false, s.slice(1)];
    return [false, s];
}

/**
 * Reads a typed amount into cents, like Go's money.Parse: spaces, a sign,
 * ￥ or ¥, thousands separators. strict refuses extra non-zero decimals and
 * |amount| >= 1e16; otherwise extra decimals are rounded.
 */
function readCents(s: string, strict: boolean): bigint | ReadError {
    let [neg, t] = cutSign(s.trim());
    const cur = /^[￥¥]/.exec(t);
    if (cur) {
        t = t.slice(cur[0].length).trim();
        if (!neg) [neg, t] = cutSign(t);
    }
    const m = BODY.exec(t);
    if (!m || t === '') return 'format';
    const frac = m[1] ?? '';
    if (strict && frac.length > 2 && /[^0]/.test(frac.slice(2))) return 'decimals';
    const cents = scaled((neg ? '-' : '') + t.replaceAll(',', ''), 2);
    if (cents === null) return 'format';
    if (strict && (cents >= CENTS_LIMIT || cents <= -CENTS_LIMIT)) return 'range';
    return cents;
}

function toCents(v: number | string | null | undefined): bigint | null {
    if (v === null || v === undefined) return null;
    if (typeof v === 'number') return fromNumber(v, 2);
    const c = readCents(v, false);
    return typeof c === 'bigint' ? c : null;
}

/** "-1234.50" from cents. */
function centsText(cents: bigint, grouped: boolean): string {
    const neg = cents < 0n;
    const abs = neg ? -cents : cents;
    let yuan = (abs / 100n).toString();
    if (grouped) yuan = yuan.replace(/\B(?=(\d{3})+$)/g, ',');
    return (neg ? '-' : '') + yuan + '.' + (abs % 100n).toString().padStart(2, '0');
}

/**
 * "1,234.50": two decimals with thousands separators, rounded half away from
 * zero. "" for null, undefined, "" and anything that is not an amount.
 */
export function formatMoney(v: number | string | null | undefined): string {
    const cents = toCents(v);
    return cents === null ? '' : centsText(cents, true);
}

/**
 * The amount a person typed ("1,234.50", "￥12", "-3"), or null when it is not
 * one, has more than two (non-zero) decimals, or |amount| >= 1e16 — the same
 * rules as the server's money.Parse. Numbers above about 1e13 yuan are not
 * exact as a JS number.
 */
export function parseMoney(s: string): number | null {
    if (typeof s !== 'string') return null;
    const cents = readCents(s, true);
    if (typeof cents !== 'bigint') return null;
    return cents === 0n ? 0 : Number(centsText(cents, false));
}

const CAP_DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const CAP_UNITS = ['', '拾', '佰', '仟'];

/** 0 < n < 1e4, without leading or trailing 零. */
function capitalSection(n: bigint): string {
    let s = '';
    let zero = false;
    for (let p = 3, pow = 1000n; p >= 0; p--, pow /= 10n) {
        const d = Number((n / pow) % 10n);
        if (d === 0) {
            zero = s !== '';
        } else {
            if (zero) s += '零';
            zero = false;
            s += CAP_DIGITS[d] + CAP_UNITS[p];
        }
    }
    return s;
}

/** 0 < n < 1e16: sections joined by 万 and 亿, 零 before a short lower section. */
function capitalInt(n: bigint): string {
    if (n >= 100_000_000n) {
        const hi = n / 100_000_000n;
        const lo = n % 100_000_000n;
        let s = capitalInt(hi) + '亿';
        if (lo > 0n) s += (lo < 10_000_000n ? '零' : '') + capitalInt(lo);
        return s;
    }
    if (n >= 10_000n) {
        const hi = n / 10_000n;
        const lo = n % 10_000n;
        let s = capitalSection(hi) + '万';
        if (lo > 0n) s += (lo < 1_000n ? '零' : '') + capitalSection(lo);
        return s;
    }
    return capitalSection(n);
}

/**
 * The amount in Chinese capital numerals as on a cheque or invoice, exactly as
 * the server's Amount.Capital: 壹拾 in full, one 零 for a run of zeros, 整 only
 * after 元, 元零…分 when 角 is zero, no 元 below one yuan, 负 for negatives:
 * 1001.05 → 壹仟零壹元零伍分, 100000 → 壹拾万元整, 0.5 → 伍角, 0 → 零元整.
 * A string may be typed ("￥1,234.5"); extra decimals are rounded. "" when v is
 * not an amount or |v| >= 1e16.
 */
export function moneyCapital(v: number | string): string {
    let cents = toCents(v);
    if (cents === null || cents >= CENTS_LIMIT || cents <= -CENTS_LIMIT) return '';
    if (cents === 0n) return '零元整';
    let s = '';
    if (cents < 0n) {
        s = '负';
        cents = -cents;
    }
    const yuan = cents / 100n;
    const jiao = Number((cents / 10n) % 10n);
    const fen = Number(cents % 10n);
    if (yuan > 0n) {
        s += capitalInt(yuan) + '元';
        if (jiao === 0 && fen === 0) return s + '整';
        if (jiao === 0) s += '零';
    }
    if (jiao > 0) s += CAP_DIGITS[jiao] + '角';
    if (fen > 0) s += CAP_DIGITS[fen] + '分';
    return s;
}

/**
 * The amount as a printed form shows it: "1,234.50 元（大写：壹仟贰佰叁拾肆元伍角）". Without the
 * capitals when |v| >= 1e16; "" when v is not an amount.
 */
export function moneyWithCapital(v: number | string | null | undefined): string {
    const text = formatMoney(v);
    if (!text) return '';
    const capital = moneyCapital(v as number | string);
    return capital ? `${text} 元（大写：${capital}）` : `${text} 元`;
}
