import { describe, expect, it } from 'vitest';
import { DANGER_GENERAL, DANGER_MAJOR, dangerColor, PROGRESS_FROM, PROGRESS_TO, progressColor } from './colorScale';
import { kmDensity } from './layers';

describe('progressColor', () => {
    it('runs from grey at 0 % to green at 100 %', () => {
        expect(progressColor(0)).toBe(PROGRESS_FROM);
        expect(progressColor(100)).toBe(PROGRESS_TO);
        expect(progressColor(50)).toBe('#89c26d'); // halfway in each channel, rounded
    });

    it('clamps and treats a missing figure as 0 %', () => {
        expect(progressColor(-5)).toBe(PROGRESS_FROM);
        expect(progressColor(130)).toBe(PROGRESS_TO);
        expect(progressColor(undefined)).toBe(PROGRESS_FROM);
        expect(progressColor(null)).toBe(PROGRESS_FROM);
        expect(progressColor(NaN)).toBe(PROGRESS_FROM);
    });

    it('gets greener as the percentage grows', () => {
        const green = (c: string) => parseInt(c.slice(3, 5), 16) - parseInt(c.slice(1, 3), 16);
        expect(green(progressColor(30))).toBeLessThan(green(progressColor(60)));
    });
});

describe('dangerColor', () => {
    it('is red for 重大 and orange for 一般', () => {
        expect(dangerColor('2', '重大隐患')).toBe(DANGER_MAJOR);
        expect(dangerColor(undefined, '重大隐患')).toBe(DANGER_MAJOR);
        expect(dangerColor('1', '一般隐患')).toBe(DANGER_GENERAL);
        expect(dangerColor()).toBe(DANGER_GENERAL);
    });
});

describe('kmDensity', () => {
    it('thins the km labels as the map zooms out', () => {
        expect(kmDensity(25, 15)).toBe('all');
        expect(kmDensity(25, 11)).toBe('sparse');
        expect(kmDensity(25, 8)).toBe('sparser');
    });
});
