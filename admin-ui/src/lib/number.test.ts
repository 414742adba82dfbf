import { describe, expect, it } from 'vitest';
import { add, capitalAmount, displayWidth, div, ellipsis, mul, round, sub, thousands } from './number';

describe('thousands', () => {
    it.each([
        [1234567, '1,234,567'],
        ['1234567.891', '1,234,567.891'],
        [-1234.5, '-1,234.5'],
        ['-1234.50', '-1,234.50'],
        ['+999', '999'],
        [999, '999'],
        [0, '0'],
        ['0.000123', '0.000123'],
        [1e21, '1,000,000,000,000,000,000,000'],
        ['1,234.5', '1,234.5'],
        [-0.75, '-0.75'],
    ])('%s → %s', (v, want) => {
        expect(thousands(v)).toBe(want);
    });

    it('gives "" for what is not a number', () => {
        expect(thousands(null)).toBe('');
        expect(thousands(undefined)).toBe('');
        expect(thousands('')).toBe('');
        expect(thousands('abc')).toBe('');
        expect(thousands(NaN)).toBe('');
        expect(thousands(Infinity)).toBe('');
    });
});

describe('decimal-safe arithmetic', () => {
    it('is exact where floats are not', () => {
        expect(0.1 + 0.2).not.toBe(0.3);
        expect(add(0.1, 0.2)).toBe('0.3');
        expect(sub(0.3, 0.1)).toBe('0.2');
        expect(mul(1.1, 3)).toBe('3.3');
        expect(mul('19.99', 100)).toBe('1999');
        expect(div(0.3, 0.1)).toBe('3');
        expect(add('9007199254740993', 1)).toBe('9007199254740994');
    });

    it('divides to a fixed precision and refuses zero', () => {
        expect(div(1, 3)).toBe('0.' + '3'.repeat(40));
        expect(div(1, 0)).toBe('');
        expect(add('x', 1)).toBe('');
    });

    it('rounds half away from zero', () => {
        expect(round(2.345, 2)).toBe('2.35');
        expect(round(1.005, 2)).toBe('1.01');
        expect(round(-2.5, 0)).toBe('-3');
        expect(round(2.5, 0)).toBe('3');
        expect(round(-0.001, 2)).toBe('0.00');
        expect(round('7', 2)).toBe('7.00');
    });
});

describe('capitalAmount', () => {
    it.each([
        [12345.67, '壹万贰仟叁佰肆拾伍元陆角柒分'],
        ['12345.67', '壹万贰仟叁佰肆拾伍元陆角柒分'],
        [0, '零元整'],
        [100000, '壹拾万元整'],
        [1001.05, '壹仟零壹元零伍分'],
        [-0.5, '负伍角'],
    ])('%s → %s', (v, want) => {
        expect(capitalAmount(v)).toBe(want);
    });

    it('gives "" for a non-amount', () => {
        expect(capitalAmount('abc')).toBe('');
    });
});

describe('ellipsis', () => {
    it('counts full-width characters as 2', () => {
        expect(displayWidth('abc')).toBe(3);
        expect(displayWidth('水资源ab')).toBe(8);
        expect(displayWidth('（，）')).toBe(6);
    });

    it('keeps text within the default 25 columns', () => {
        const s = 'a'.repeat(25);
        expect(ellipsis(s)).toBe(s);
        expect(ellipsis(s + 'b')).toBe(s + '…');
    });

    it('cuts mixed text by display width', () => {
        // 12 CJK = 24 columns; the 13th would make 26 > 25.
        const cjk = '水资源配置工程项目管理后台系统';
        expect(ellipsis(cjk)).toBe('水资源配置工程项目管理后…');
        expect(ellipsis('ab水资源c', 5)).toBe('ab水…');
        expect(ellipsis('ab水资源c', 6)).toBe('ab水资…');
        expect(ellipsis('ab水资源c', 9)).toBe('ab水资源c');
    });

    it('is disabled by -1 and safe for empty values', () => {
        const long = '很'.repeat(100);
        expect(ellipsis(long, -1)).toBe(long);
        expect(ellipsis(null)).toBe('');
        expect(ellipsis(undefined, 3)).toBe('');
    });
});
