import { describe, expect, it } from 'vitest';
import {
    addDays,
    addMonths,
    chartLabel,
    clampPercent,
    dailyAdvanceOption,
    dangerOption,
    dayText,
    equipmentOption,
    fillDays,
    fillMonths,
    formatNumber,
    formatWan,
    monthlyAdvanceOption,
    patrolOption,
} from './options';

// ECharts options are loose unions; the tests read them as plain data.
const o = (x: unknown) => x as any;

describe('dates', () => {
    it('steps days and months across month and year ends', () => {
        expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
        expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
        expect(addMonths('2026-01', -1)).toBe('2025-12');
        expect(addMonths('2025-12', 1)).toBe('2026-01');
        expect(addMonths('2026-05', -11)).toBe('2025-06');
        expect(dayText(new Date(2026, 0, 5))).toBe('2026-01-05');
    });

    it('fills missing days with zeros up to a row newer than today, oldest first', () => {
        const rows = fillDays([{ date: '2026-03-03', metres: 5 }, { date: '2026-03-01', metres: 2 }], 4, date => ({ date, metres: 0 }), '2026-01-01');
        expect(rows).toEqual([
            { date: '2026-02-28', metres: 0 },
            { date: '2026-03-01', metres: 2 },
            { date: '2026-03-02', metres: 0 },
            { date: '2026-03-03', metres: 5 },
        ]);
    });

    it('ends at today when there are no rows or only older ones', () => {
        const rows = fillDays([], 3, date => ({ date, count: 0, problems: 0 }), '2026-03-01');
        expect(rows.map(r => r.date)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
        const older = fillDays([{ date: '2026-02-28', count: 2, problems: 0 }], 3, date => ({ date, count: 0, problems: 0 }), '2026-03-01');
        expect(older.map(r => r.count)).toEqual([0, 2, 0]);
    });

    it('fills months', () => {
        const rows = fillMonths([{ month: '2026-01', metres: 120 }], 3, '2025-06');
        expect(rows).toEqual([
            { month: '2025-11', metres: 0 },
            { month: '2025-12', metres: 0 },
            { month: '2026-01', metres: 120 },
        ]);
    });
});

describe('figures', () => {
    it('formats numbers, 万元 and percentages', () => {
        expect(formatNumber(1234.56)).toBe('1,234.6');
        expect(formatNumber(0)).toBe('0');
        expect(formatNumber(null)).toBe('—');
        expect(formatNumber('x')).toBe('—');
        expect(formatWan(123456789)).toBe('12,345.68');
        expect(formatWan(null)).toBe('—');
        expect(clampPercent(120)).toBe(100);
        expect(clampPercent(-3)).toBe(0);
        expect(clampPercent(null)).toBe(0);
        expect(clampPercent(42.5)).toBe(42.5);
    });
});

describe('chart options', () => {
    it('daily advance: 30 zero-filled days in 米', () => {
        const opt = o(dailyAdvanceOption([{ date: '2026-03-10', metres: 12.5 }], '2026-03-10'));
        expect(opt.xAxis.data).toHaveLength(30);
        expect(opt.xAxis.data[0]).toBe('02-09');
        expect(opt.xAxis.data[29]).toBe('03-10');
        expect(opt.series[0].data[29]).toBe(12.5);
        expect(opt.series[0].data.slice(0, 29).every((v: number) => v === 0)).toBe(true);
        expect(opt.yAxis.name).toBe('米');
        expect(opt.tooltip.valueFormatter(12.5)).toBe('12.5 米');
        expect(opt.series[0].name).toBe('日进尺');
    });

    it('monthly advance: 12 months labelled 月 in 米', () => {
        const opt = o(monthlyAdvanceOption([{ month: '2026-03', metres: 300 }, { month: '2025-04', metres: 80 }], '2026-03'));
        expect(opt.xAxis.data).toHaveLength(12);
        expect(opt.xAxis.data[0]).toBe('4月');
        expect(opt.xAxis.data[11]).toBe('3月');
        expect(opt.series[0].data[0]).toBe(80);
        expect(opt.series[0].data[11]).toBe(300);
        expect(opt.tooltip.valueFormatter(300)).toBe('300 米');
        expect(opt.series[0].label.formatter({ value: 0 })).toBe('');
    });

    it('daily advance: the plan as a dashed 计划 line with its legend, no point where no plan', () => {
        const opt = o(
            dailyAdvanceOption(
                [
                    { date: '2026-03-08', metres: 9, planned: null },
                    { date: '2026-03-09', metres: 11.5, planned: 10 },
                    { date: '2026-03-10', metres: 12.5, planned: 13.3 },
                ],
                '2026-03-10',
            ),
        );
        expect(opt.series.map((s: { name: string; type: string }) => [s.name, s.type])).toEqual([
            ['日进尺', 'bar'],
            ['计划', 'line'],
        ]);
        const plan = opt.series[1];
        expect(plan.lineStyle.type).toBe('dashed');
        expect(plan.connectNulls).toBe(false);
        expect(plan.data).toHaveLength(30);
        expect(plan.data.slice(27)).toEqual([null, 10, 13.3]);
        expect(plan.data.slice(0, 27).every((v: unknown) => v === null)).toBe(true);
        expect(opt.series[0].data.slice(27)).toEqual([9, 11.5, 12.5]);
        expect(opt.legend.data).toEqual(['日进尺', '计划']);
        expect(chartLabel('近30日每日掘进进尺（米）', opt)).toBe('近30日每日掘进进尺（米），图例：日进尺、计划');
    });

    it('monthly advance: the plan as a dashed 计划 line, a zero plan kept, a month without one a gap', () => {
        const opt = o(
            monthlyAdvanceOption(
                [
                    { month: '2026-01', metres: 0, planned: 0 },
                    { month: '2026-02', metres: 280, planned: 448 },
                    { month: '2026-03', metres: 300, planned: 310.5 },
                    { month: '2025-12', metres: 200, planned: null },
                ],
                '2026-03',
            ),
        );
        expect(opt.series.map((s: { name: string }) => s.name)).toEqual(['月进尺', '计划']);
        expect(opt.series[1].type).toBe('line');
        expect(opt.series[1].lineStyle.type).toBe('dashed');
        expect(opt.series[1].data.slice(8)).toEqual([null, 0, 448, 310.5]);
        expect(opt.series[1].data[0]).toBeNull();
        expect(opt.series[0].data.slice(8)).toEqual([200, 0, 280, 300]);
        expect(opt.legend.data).toEqual(['月进尺', '计划']);
        expect(opt.tooltip.valueFormatter(310.5)).toBe('310.5 米');
    });

    it('a chart without a legend is read out by its label alone', () => {
        expect(chartLabel('隐患', o(dangerOption({ byLevel: [] })))).toBe('隐患');
    });

    it('equipment: a donut of the statuses with counts in the legend', () => {
        const opt = o(
            equipmentOption({
                byStatus: [
                    { status: '1', statusText: '在用', count: 7 },
                    { status: '3', statusText: '维修', count: 2 },
                ],
            }),
        );
        expect(opt.series[0].type).toBe('pie');
        expect(opt.series[0].data.map((d: { name: string; value: number }) => [d.name, d.value])).toEqual([
            ['在用', 7],
            ['维修', 2],
        ]);
        expect(opt.legend.formatter('维修')).toBe('维修  2 台');
        expect(opt.tooltip.valueFormatter(7)).toBe('7 台');
    });

    it('patrol: 14 days of inspections and problems', () => {
        const opt = o(patrolOption([{ date: '2026-03-10', count: 3, problems: 1 }], '2026-03-10'));
        expect(opt.xAxis.data).toHaveLength(14);
        expect(opt.series.map((s: { name: string }) => s.name)).toEqual(['巡检次数', '发现问题']);
        expect(opt.series[0].data[13]).toBe(3);
        expect(opt.series[1].data[13]).toBe(1);
        expect(opt.series[0].data[0]).toBe(0);
        expect(opt.series[0].tooltip.valueFormatter(3)).toBe('3 次');
    });

    it('dangers: open ones by level', () => {
        const opt = o(
            dangerOption({
                byLevel: [
                    { level: '1', levelText: '一般隐患', open: 4 },
                    { level: '2', levelText: '重大隐患', open: 1 },
                ],
            }),
        );
        expect(opt.yAxis.data).toEqual(['一般隐患', '重大隐患']);
        expect(opt.series[0].data.map((d: { value: number }) => d.value)).toEqual([4, 1]);
        expect(opt.tooltip.valueFormatter(4)).toBe('4 项');
    });

    it('accepts missing lists', () => {
        expect(o(equipmentOption({ byStatus: undefined as never })).series[0].data).toEqual([]);
        expect(o(dangerOption({ byLevel: undefined as never })).yAxis.data).toEqual([]);
        expect(o(dailyAdvanceOption(undefined as never, '2026-03-10')).series[0].data).toHaveLength(30);
    });
});
