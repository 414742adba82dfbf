import { describe, expect, it } from 'vitest';
import {
    DEFAULT_CRON,
    buildCron,
    clampValue,
    defaultCronState,
    parseCron,
    setPartField,
    setPartMode,
    toggleValue,
    type CronState,
} from './cron';

const roundTrip = [
    '0 0 12 * * ? *',
    '0/5 * * * * ? *',
    '0 15 10 ? * 2-6 *',
    '0 0 0 L * ? *',
    '0 0 8 15W * ? *',
    '0 0 9 ? * 6#3 *',
    '0 0 9 ? * 6L *',
    '0 0,30 8-18 ? 1,4,7,10 * 2026-2030',
    '0 0 2 1/3 * ? *',
    '0 0 18 LW * ? *',
    '10-20 0/15 * 1,15 * ? 2020/5',
    '0 0 12 1 1 ? 2027,2028',
];

describe('cron model', () => {
    it.each(roundTrip)('parses and builds %s unchanged', expr => {
        const state = parseCron(expr);
        expect(state).not.toBeNull();
        expect(buildCron(state!)).toBe(expr);
    });

    it('selects the right mode and fills its inputs', () => {
        const s = parseCron('0 0,30 8-18 ? 1,4,7,10 * 2026-2030')!;
        expect(s.second).toMatchObject({ mode: 'specify', values: [0] });
        expect(s.minute).toMatchObject({ mode: 'specify', values: [0, 30] });
        expect(s.hour).toMatchObject({ mode: 'range', rangeStart: 8, rangeEnd: 18 });
        expect(s.day.mode).toBe('unset');
        expect(s.month).toMatchObject({ mode: 'specify', values: [1, 4, 7, 10] });
        expect(s.week.mode).toBe('every');
        expect(s.year).toMatchObject({ mode: 'range', rangeStart: 2026, rangeEnd: 2030 });

        expect(parseCron('0/5 * * * * ? *')!.second).toMatchObject({ mode: 'loop', start: 0, increment: 5 });
        expect(parseCron('0 0 8 15W * ? *')!.day).toMatchObject({ mode: 'workday', workday: 15 });
        expect(parseCron('0 0 9 ? * 6#3 *')!.week).toMatchObject({ mode: 'nth', weekday: 6, nth: 3 });
        expect(parseCron('0 0 9 ? * 6L *')!.week).toMatchObject({ mode: 'lastWeek', weekday: 6 });
        expect(parseCron('0 0 0 L * ? *')!.day.mode).toBe('lastDay');
    });

    it('accepts six fields, names and */n', () => {
        expect(buildCron(parseCron('0 15 10 ? * MON-FRI')!)).toBe('0 15 10 ? * 2-6 *');
        expect(buildCron(parseCron('0 0 12 1 JAN,jul ?')!)).toBe('0 0 12 1 1,7 ? *');
        expect(buildCron(parseCron('*/10 * * * * ?')!)).toBe('0/10 * * * * ? *');
    });

    it('rejects what the tabs cannot represent', () => {
        for (const bad of [
            '',
            'hello',
            '0 0 12 * *',
            '0 0 12 * * 2 *', // no ?
            '0 0 12 ? * ? *', // two ?
            '75 * * * * ? *', // seconds out of bounds
            '0 0 24 * * ? *',
            '0 0 9 ? * 6#6 *', // nth count 1-5
            '0 0 9 ? * 8 *',
            '0 0 0 L-3 * ? *',
            '0 0 0 * * ? 2018',
            '0 0 8-18/2 * * ? *',
            '0/0 * * * * ? *',
        ]) {
            expect(parseCron(bad), bad).toBeNull();
        }
    });

    it('defaults to every second, week and year unset', () => {
        expect(buildCron(defaultCronState())).toBe(DEFAULT_CRON);
        expect(DEFAULT_CRON).toBe('* * * * * ? *');
    });

    it('blank parts give * (weekday ?)', () => {
        expect(buildCron({})).toBe('* * * * * ? *');
        let s = defaultCronState();
        s = setPartField(s, 'second', 'rangeStart', null, 'range'); // range with a blank start
        s = setPartMode(s, 'minute', 'specify'); // nothing specified
        s = setPartField(s, 'hour', 'increment', '', 'loop');
        expect(buildCron(s)).toBe('* * * * * ? *');
        // week chosen but nothing specified: week ?, the day cannot be ? too
        s = setPartMode(s, 'week', 'specify');
        expect(s.day.mode).toBe('unset');
        expect(buildCron(s)).toBe('* * * * * ? *');
        s = toggleValue(s, 'week', 2, true);
        expect(buildCron(s)).toBe('* * * ? * 2 *');
    });

    it('clamps inputs to the seed bounds', () => {
        expect(clampValue('second', 'rangeEnd', 75)).toBe(59);
        expect(clampValue('second', 'increment', 0)).toBe(1);
        expect(clampValue('second', 'increment', 60)).toBe(59);
        expect(clampValue('minute', 'increment', 60)).toBe(60);
        expect(clampValue('minute', 'increment', 61)).toBe(60);
        expect(clampValue('hour', 'start', 30)).toBe(23);
        expect(clampValue('day', 'rangeStart', 0)).toBe(1);
        expect(clampValue('day', 'workday', 40)).toBe(31);
        expect(clampValue('month', 'rangeEnd', 13)).toBe(12);
        expect(clampValue('week', 'nth', 9)).toBe(5);
        expect(clampValue('week', 'weekday', 0)).toBe(1);
        expect(clampValue('year', 'rangeEnd', 2200)).toBe(2119);
        expect(clampValue('year', 'rangeStart', 2000)).toBe(2019);
        expect(clampValue('year', 'increment', 150)).toBe(99);
        expect(clampValue('second', 'start', '')).toBeNull();

        let s = defaultCronState();
        s = setPartField(s, 'second', 'rangeStart', 10, 'range');
        s = setPartField(s, 'second', 'rangeEnd', 75, 'range');
        s = setPartField(s, 'year', 'rangeStart', 2025, 'range');
        s = setPartField(s, 'year', 'rangeEnd', 2200, 'range');
        expect(buildCron(s)).toBe('10-59 * * * * ? 2025-2119');
        // a state built by hand is clamped when built
        const raw: CronState = { ...s, minute: { ...s.minute, mode: 'loop', start: 90, increment: 0 } };
        expect(buildCron(raw)).toBe('10-59 59/1 * * * ? 2025-2119');
    });

    it('keeps exactly one ? between day and week', () => {
        let s = parseCron('0 0 12 * * ? *')!;
        s = setPartMode(s, 'week', 'range');
        expect(s.day.mode).toBe('unset');
        expect(buildCron(s)).toMatch(/^0 0 12 \? \* \d-\d \*$/);
        s = setPartMode(s, 'day', 'lastDay');
        expect(s.week.mode).toBe('unset');
        expect(buildCron(s)).toBe('0 0 12 L * ? *');
        // 不指定 on the day while the week is 不指定 too turns the week to every
        s = setPartMode(s, 'day', 'unset');
        expect(s.week.mode).toBe('every');
        expect(buildCron(s)).toBe('0 0 12 ? * * *');
        // selecting a mode through an input applies the rule as well
        s = setPartField(s, 'day', 'workday', 15, 'workday');
        expect(buildCron(s)).toBe('0 0 12 15W * ? *');
    });
});
