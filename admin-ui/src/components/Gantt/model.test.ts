import { describe, expect, it } from 'vitest';
import {
    CRITICAL_CLASS,
    PROPOSED_CLASS,
    VIEW_MODES,
    addDays,
    criticalArrowCss,
    diffDays,
    durationDays,
    escapeHtml,
    formatDay,
    fromFrappeRange,
    normalizeDay,
    parseDay,
    rangeFromBar,
    toFrappeTasks,
    viewEditsDates,
    type GanttTask,
} from './model';

const task = (over: Partial<GanttTask>): GanttTask => ({
    id: 'a',
    name: '任务',
    start: '2024-03-01',
    end: '2024-03-01',
    progress: 0,
    dependencies: [],
    ...over,
});

describe('day helpers', () => {
    it('parses yyyy-MM-dd as local midnight and refuses impossible dates', () => {
        const d = parseDay('2024-02-29')!;
        expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2024, 1, 29, 0]);
        expect(parseDay('2023-02-29')).toBeNull();
        expect(parseDay('2024-13-01')).toBeNull();
        expect(parseDay('')).toBeNull();
        expect(parseDay(undefined)).toBeNull();
        expect(parseDay('01/03/2024')).toBeNull();
    });

    it('normalizes a date-time to its day', () => {
        expect(normalizeDay('2024-03-01 00:00:00')).toBe('2024-03-01');
        expect(normalizeDay('2024-03-01T08:00:00')).toBe('2024-03-01');
        expect(normalizeDay('x')).toBeNull();
    });

    it('formats, adds and counts calendar days across months, years and leap days', () => {
        expect(formatDay(new Date(2024, 0, 5))).toBe('2024-01-05');
        expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
        expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
        expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
        expect(diffDays('2024-01-01', '2024-12-31')).toBe(365);
        expect(diffDays('2024-03-05', '2024-03-01')).toBe(-4);
        expect(Number.isNaN(diffDays('bad', '2024-03-01'))).toBe(true);
    });

    it('counts the duration inclusively: start = end is one day', () => {
        expect(durationDays('2024-03-01', '2024-03-01')).toBe(1);
        expect(durationDays('2024-03-01', '2024-03-10')).toBe(10);
        // across the spring DST change of zones that have one
        expect(durationDays('2024-03-30', '2024-04-01')).toBe(3);
    });
});

describe('fromFrappeRange', () => {
    it('reads frappe date_change ends (exclusive end − 1 s) as the inclusive last day', () => {
        const start = new Date(2024, 2, 4);
        const end = new Date(2024, 2, 4, 23, 59, 59);
        expect(fromFrappeRange(start, end)).toEqual({ start: '2024-03-04', end: '2024-03-04' });
        expect(fromFrappeRange(start, new Date(2024, 2, 8, 23, 59, 59))).toEqual({ start: '2024-03-04', end: '2024-03-08' });
    });

    it('reads an exclusive midnight end as the day before', () => {
        expect(fromFrappeRange(new Date(2024, 2, 4), new Date(2024, 2, 5))).toEqual({ start: '2024-03-04', end: '2024-03-04' });
        expect(fromFrappeRange(new Date(2024, 2, 1), new Date(2024, 3, 1))).toEqual({ start: '2024-03-01', end: '2024-03-31' });
    });

    it('never returns an end before the start', () => {
        expect(fromFrappeRange(new Date(2024, 2, 4), new Date(2024, 2, 3, 23, 59, 59))).toEqual({
            start: '2024-03-04',
            end: '2024-03-04',
        });
    });
});

describe('rangeFromBar', () => {
    const ganttStart = new Date(2024, 0, 1);

    it('maps Day-view pixels to inclusive days', () => {
        // 45 px per day: x = 3 days in, 2 days wide
        expect(rangeFromBar({ x: 135, width: 90, columnWidth: 45, step: 1, unit: 'day', ganttStart })).toEqual({
            start: '2024-01-04',
            end: '2024-01-05',
        });
        // a one-day bar
        expect(rangeFromBar({ x: 0, width: 45, columnWidth: 45, step: 1, unit: 'day', ganttStart })).toEqual({
            start: '2024-01-01',
            end: '2024-01-01',
        });
    });

    it('rounds Week-view pixels where frappe truncates (61 days, not 60)', () => {
        // frappe: parseInt((61/7*140)/140*7) = 60 — a day early
        const x = (31 / 7) * 140 + 20 * 30;
        expect(rangeFromBar({ x, width: 20, columnWidth: 140, step: 7, unit: 'day', ganttStart })).toEqual({
            start: addDays('2024-01-01', 61),
            end: addDays('2024-01-01', 61),
        });
    });

    it('refuses month columns and keeps at least one day', () => {
        expect(rangeFromBar({ x: 120, width: 40, columnWidth: 120, step: 1, unit: 'month', ganttStart })).toBeNull();
        expect(rangeFromBar({ x: 45, width: 3, columnWidth: 45, step: 1, unit: 'day', ganttStart })).toEqual({
            start: '2024-01-02',
            end: '2024-01-02',
        });
    });
});

describe('toFrappeTasks', () => {
    it('passes inclusive date-only ends, clamps progress and marks critical tasks', () => {
        const out = toFrappeTasks([
            task({ id: 'a', start: '2024-03-01 00:00:00', end: '2024-03-01', progress: 140, critical: true }),
            task({ id: 'b', start: '2024-03-02', end: '2024-03-05', progress: -3, dependencies: ['a'] }),
        ]);
        expect(out).toEqual([
            { id: 'a', name: '任务', start: '2024-03-01', end: '2024-03-01', progress: 100, dependencies: [], custom_class: CRITICAL_CLASS },
            { id: 'b', name: '任务', start: '2024-03-02', end: '2024-03-05', progress: 0, dependencies: ['a'] },
        ]);
    });

    it('marks a proposed bar with one class, critical or not (frappe adds it with classList.add)', () => {
        const out = toFrappeTasks([task({ id: 'a', critical: true, proposed: true }), task({ id: 'b', proposed: true })]);
        expect(out.map(t => t.custom_class)).toEqual([PROPOSED_CLASS, PROPOSED_CLASS]);
    });

    it('returns fresh objects (frappe mutates its tasks)', () => {
        const deps = ['a'];
        const input = [task({ id: 'a' }), task({ id: 'b', dependencies: deps })];
        const out = toFrappeTasks(input);
        expect(out[1].dependencies).not.toBe(deps);
        out[1].dependencies.push('x');
        expect(deps).toEqual(['a']);
    });

    it('drops tasks without a valid start and dependencies on missing, duplicate or own ids', () => {
        const out = toFrappeTasks([
            task({ id: 'a' }),
            task({ id: 'bad', start: 'not a date' }),
            task({ id: 'c', dependencies: ['a', 'a', 'bad', 'zzz', 'c', ' '] }),
        ]);
        expect(out.map(t => t.id)).toEqual(['a', 'c']);
        expect(out[1].dependencies).toEqual(['a']);
    });

    it('shows an invalid or reversed end as a one-day task', () => {
        const [a, b] = toFrappeTasks([
            task({ id: 'a', start: '2024-03-05', end: '2024-03-01' }),
            task({ id: 'b', start: '2024-03-05', end: '' }),
        ]);
        expect([a.start, a.end, b.end]).toEqual(['2024-03-05', '2024-03-05', '2024-03-05']);
    });

    it('replaces spaces in ids like frappe does and escapes names (frappe writes innerHTML)', () => {
        const out = toFrappeTasks([task({ id: 'x 1', name: '<b>A&B</b>' }), task({ id: 'y', dependencies: ['x 1'] })]);
        expect(out[0].id).toBe('x_1');
        expect(out[0].name).toBe('&lt;b&gt;A&amp;B&lt;/b&gt;');
        expect(out[1].dependencies).toEqual(['x_1']);
        expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
    });
});

describe('criticalArrowCss', () => {
    it('selects only the arrows between two critical tasks, under the chart scope', () => {
        const css = criticalArrowCss(
            'data-gantt-scope',
            ':r1:',
            [
                task({ id: 'a', critical: true }),
                task({ id: 'b', critical: true, dependencies: ['a'] }),
                task({ id: 'c', dependencies: ['b'] }),
                task({ id: 'd', critical: true, dependencies: ['c', 'b'] }),
            ],
            'red'
        );
        expect(css).toContain('[data-gantt-scope=":r1:"] .arrow path[data-from="a"][data-to="b"]');
        expect(css).toContain('path[data-from="b"][data-to="d"]');
        expect(css).not.toContain('data-to="c"');
        expect(css).not.toContain('data-from="c"');
        expect(css).toMatch(/\{ stroke: red; stroke-width: 2; \}$/);
    });

    it('is empty without critical edges and quotes odd ids', () => {
        expect(criticalArrowCss('s', 'x', [task({ id: 'a', critical: true })], 'red')).toBe('');
        const css = criticalArrowCss(
            's',
            'x',
            [task({ id: 'a"]', critical: true }), task({ id: 'b', critical: true, dependencies: ['a"]'] })],
            'red'
        );
        expect(css).toContain('[data-from="a\\"]"]');
    });
});

describe('view modes', () => {
    it('labels headers in Chinese', () => {
        const d = new Date(2024, 2, 4);
        expect(VIEW_MODES.Day.upper_text(d, null)).toBe('2024年3月');
        expect(VIEW_MODES.Day.upper_text(d, new Date(2024, 2, 3))).toBe('');
        expect(VIEW_MODES.Day.lower_text(d, null)).toBe('4');
        expect(VIEW_MODES.Week.lower_text(new Date(2024, 1, 26), null)).toBe('2/26 – 3/3');
        expect(VIEW_MODES.Month.lower_text(d, null)).toBe('3月');
        expect(VIEW_MODES.Month.upper_text(d, null)).toBe('2024年');
    });

    it('edits dates only in day-based views', () => {
        expect(viewEditsDates('Day')).toBe(true);
        expect(viewEditsDates('Week')).toBe(true);
        expect(viewEditsDates('Month')).toBe(false);
    });
});
