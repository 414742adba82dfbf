// Number helpers of the spec (seed 001 §9): thousands separators, decimal-safe arithmetic,
// Chinese capital currency text, and ellipsis by display width. Arithmetic goes through
// decimal.js so 0.1 + 0.2 is 0.3, never 0.30000000000000004.

import DecimalBase from 'decimal.js';
import { moneyCapital } from './money';

// A private clone: other code may configure the global Decimal differently.
const Decimal = DecimalBase.clone({ precision: 40, rounding: DecimalBase.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });
type Dec = InstanceType<typeof Decimal>;

export type NumberLike = number | string;

const PLAIN = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The value as a finite Decimal, or null ("1,234.5" is read with its separators). */
const dec = (v: NumberLike | null | undefined): Dec | null => {
    if (v === null || v === undefined) return null;
    if (typeof v === 'number') return Number.isFinite(v) ? new Decimal(v) : null;
    const t = String(v).trim().replace(/,(?=\d{3}(\D|$))/g, '');
    if (!PLAIN.test(t)) return null;
    const d = new Decimal(t);
    return d.isFinite() ? d : null;
};

/** Plain decimal text (no exponent); "" when not finite. -0 is "0". */
const text = (d: Dec | null): string => (d && d.isFinite() ? (d.isZero() ? '0' : d.toFixed()) : '');

/**
 * "1,234,567.891": groups of three in the integer part, the fraction kept as given
 * (thousands("-1234.50") → "-1,234.50"). "" for null, "" and anything not a number.
 */
export const thousands = (v: NumberLike | null | undefined): string => {
    if (v === null || v === undefined) return '';
    let s: string;
    if (typeof v === 'string' && /^[+-]?\d*(\.\d*)?$/.test(v.trim()) && /\d/.test(v)) {
        // Keep the typed fraction (trailing zeros matter for amounts).
        s = v.trim().replace(/^\+/, '');
    } else {
        s = text(dec(v));
        if (!s) return '';
    }
    const neg = s.startsWith('-');
    if (neg) s = s.slice(1);
    const [int, frac] = s.split('.');
    const grouped = (int || '0').replace(/\B(?=(\d{3})+$)/g, ',');
    return (neg ? '-' : '') + grouped + (frac !== undefined ? '.' + frac : '');
};

const op = (a: NumberLike, b: NumberLike, f: (x: Dec, y: Dec) => Dec): string => {
    const x = dec(a);
    const y = dec(b);
    return x && y ? text(f(x, y)) : '';
};

/** a + b as exact decimal text; "" when an operand is not a number. */
export const add = (a: NumberLike, b: NumberLike) => op(a, b, (x, y) => x.plus(y));
/** a − b as exact decimal text. */
export const sub = (a: NumberLike, b: NumberLike) => op(a, b, (x, y) => x.minus(y));
/** a × b as exact decimal text. */
export const mul = (a: NumberLike, b: NumberLike) => op(a, b, (x, y) => x.times(y));
/** a ÷ b to 40 significant digits; "" for division by zero. */
export const div = (a: NumberLike, b: NumberLike) => op(a, b, (x, y) => (y.isZero() ? new Decimal(NaN) : x.div(y)));

/**
 * v rounded half away from zero (四舍五入) to `places` decimals, always with that many
 * decimals: round(2.345, 2) → "2.35", round(-2.5, 0) → "-3". "" when v is not a number.
 */
export const round = (v: NumberLike, places = 2): string => {
    const d = dec(v);
    if (!d) return '';
    const r = d.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
    return r.isZero() ? new Decimal(0).toFixed(places) : r.toFixed(places);
};

/**
 * Chinese capital currency text as on a cheque: 12345.67 → 壹万贰仟叁佰肆拾伍元陆角柒分,
 * 0 → 零元整. The rules are money.ts's (shared with the server); "" for a non-amount.
 */
export const capitalAmount = (v: NumberLike): string => moneyCapital(v);

/** ASCII counts 1, anything else (CJK, full-width) 2, as the original widget measured. */
const charWidth = (c: string) => ((c.codePointAt(0) ?? 0) <= 128 ? 1 : 2);

/** The display width of s: full-width characters count 2. */
export const displayWidth = (s: string): number => Array.from(s).reduce((w, c) => w + charWidth(c), 0);

/** Spec default: 25 half-width columns. */
export const ELLIPSIS_LENGTH = 25;

/**
 * s cut to at most `length` display columns plus "…" when it is wider; a negative length
 * disables the cut. null and undefined give "".
 */
export const ellipsis = (s: string | null | undefined, length = ELLIPSIS_LENGTH): string => {
    const str = s ?? '';
    if (length < 0 || displayWidth(str) <= length) return str;
    let w = 0;
    let out = '';
    for (const c of str) {
        w += charWidth(c);
        if (w > length) break;
        out += c;
    }
    return out + '…';
};
