import { describe, expect, it } from 'vitest';
// The same cases server/chainage/chainage_test.go checks.
import cases from '../../../server/chainage/testdata/cases.json';
import { formatChainage, parseChainage } from './chainage';

describe('shared cases (server/chainage/testdata/cases.json)', () => {
    it('are loaded', () => {
        expect(cases.parse.length).toBeGreaterThan(20);
        expect(cases.format.length).toBeGreaterThan(10);
        expect(cases.float.length).toBeGreaterThan(5);
    });

    it.each(cases.parse)('parseChainage($in)', (c) => {
        if (c.err) {
            expect(parseChainage(c.in)).toBeNull();
            return;
        }
        const m = parseChainage(c.in);
        expect(m).toBe(Number(c.want));
        // Formatting what was parsed gives the K form of the same metres.
        expect(formatChainage(m)).toBe(formatChainage(c.want));
        expect(parseChainage(formatChainage(m))).toBe(m);
    });

    it.each(cases.format)('formatChainage($m) = $want', (c) => {
        expect(formatChainage(c.m)).toBe(c.want);
        expect(formatChainage(Number(c.m))).toBe(c.want);
    });

    it.each(cases.float)('number $f', (c) => {
        expect(formatChainage(c.f)).toBe(c.want);
    });
});

describe('formatChainage', () => {
    it('is empty for nothing and for what is not a chainage', () => {
        for (const v of [null, undefined, '', ' ', 'abc', 'K12+1000', NaN, Infinity]) {
            expect(formatChainage(v)).toBe('');
        }
    });

    it('normalises a typed chainage', () => {
        expect(formatChainage('dk12+345.6')).toBe('K12+345.600');
        expect(formatChainage(' K0+5 ')).toBe('K0+005.000');
        expect(formatChainage('-1500.25')).toBe('-K1+500.250');
    });

    it('never shows a float error', () => {
        expect(formatChainage(0.1 + 0.2)).toBe('K0+000.300');
        expect(formatChainage(12345.6 - 12000)).toBe('K0+345.600'); // 345.60000000000036
    });
});

describe('parseChainage', () => {
    it('refuses what is not a string', () => {
        expect(parseChainage(12 as unknown as string)).toBeNull();
    });

    it('gives metres exactly as a JS number of the decimal text', () => {
        expect(parseChainage('K999999+999.999')).toBe(999999999.999);
        expect(parseChainage('K0+000.001')).toBe(0.001);
        expect(parseChainage('K12+345.6785')).toBe(12345.679);
    });
});
