import { describe, expect, it } from 'vitest';
// The same cases server/money/money_test.go checks.
import cases from '../../../server/money/testdata/cases.json';
import { formatMoney, moneyCapital, parseMoney } from './money';

/** Plain decimal text small enough to be exact as a JS number. */
const asNumber = (s: string): number | null =>
    /^-?\d+(\.\d+)?$/.test(s) && Math.abs(Number(s)) < 1e13 ? Number(s) : null;

describe('shared cases (server/money/testdata/cases.json)', () => {
    it('are loaded', () => {
        expect(cases.parse.length).toBeGreaterThan(20);
        expect(cases.capital.length).toBeGreaterThan(20);
        expect(cases.grouped.length).toBeGreaterThan(5);
        expect(cases.float.length).toBeGreaterThan(5);
    });

    it.each(cases.parse)('parseMoney($in)', (c) => {
        if (c.err !== undefined) {
            expect(parseMoney(c.in)).toBeNull();
            return;
        }
        expect(parseMoney(c.in)).toBe(Number(c.want));
        // What parseMoney gives, formatMoney shows as Go's Grouped would.
        const n = Number(c.want);
        if (Math.abs(n) < 1e13) expect(formatMoney(parseMoney(c.in))).toBe(formatMoney(c.want));
    });

    it.each(cases.capital)('moneyCapital($in) = $want', (c) => {
        expect(moneyCapital(c.in)).toBe(c.want);
        const n = asNumber(c.in);
        if (n !== null) expect(moneyCapital(n)).toBe(c.want);
    });

    it.each(cases.grouped)('formatMoney($in) = $want', (c) => {
        expect(formatMoney(c.in)).toBe(c.want);
        const n = asNumber(c.in);
        if (n !== null) expect(formatMoney(n)).toBe(c.want);
    });

    it.each(cases.float)('number $f', (c) => {
        expect(formatMoney(c.f).replaceAll(',', '')).toBe(c.want);
        expect(moneyCapital(c.f)).toBe(c.capital);
    });
});

describe('formatMoney', () => {
    it('is empty for nothing and for what is not an amount', () => {
        for (const v of [null, undefined, '', '  ', 'abc', '1.2.3', NaN, Infinity, -Infinity]) {
            expect(formatMoney(v)).toBe('');
        }
    });

    it('never shows a float error', () => {
        expect(formatMoney(0.1 + 0.2)).toBe('0.30');
        expect(formatMoney(1.1 * 3)).toBe('3.30');
        expect(formatMoney(1.005)).toBe('1.01'); // toFixed(2) gives 1.00
        expect(formatMoney(-1.005)).toBe('-1.01');
        expect(formatMoney(1e21)).toBe('1,000,000,000,000,000,000,000.00');
        expect(formatMoney(-0)).toBe('0.00');
    });

    it('rounds a string with more decimals (a value, not user input)', () => {
        expect(formatMoney('1.005')).toBe('1.01');
        expect(formatMoney('￥1,234.564')).toBe('1,234.56');
        expect(formatMoney('-0.004')).toBe('0.00');
    });
});

describe('parseMoney', () => {
    it('gives 0, not -0', () => {
        expect(Object.is(parseMoney('-0'), 0)).toBe(true);
        expect(Object.is(parseMoney('-0.00'), 0)).toBe(true);
    });

    it('refuses what is not a string', () => {
        expect(parseMoney(12 as unknown as string)).toBeNull();
        expect(parseMoney(null as unknown as string)).toBeNull();
    });
});

describe('moneyCapital', () => {
    it('works on sums computed in floating point', () => {
        expect(moneyCapital(0.1 + 0.2)).toBe('叁角');
        expect(moneyCapital(0.7 + 0.1)).toBe('捌角'); // 0.7999999999999999
        expect(moneyCapital(1234567.89)).toBe('壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分');
    });

    it('is empty for what is not an amount or out of range', () => {
        for (const v of [NaN, Infinity, 'abc', '', 1e16, -1e16, '10,000,000,000,000,000']) {
            expect(moneyCapital(v)).toBe('');
        }
    });
});
