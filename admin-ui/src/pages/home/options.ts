// Pure builders of the large screen: dashboard data → ECharts options and figure texts.
// Days and months are filled with zeros so a quiet day shows as a gap, not a missing bar.
import type { ChartOption } from '../../components/Chart';
import type { DangerStats, DayMetres, EquipmentStats, MonthMetres, PatrolDay } from './api';

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a local date. */
export const dayText = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** YYYY-MM-DD `delta` days from `day` (calendar arithmetic in UTC, so no DST surprises). */
export const addDays = (day: string, delta: number): string => {
    const [y, m, d] = day.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d + delta)).toISOString().slice(0, 10);
};

/** YYYY-MM `delta` months from `month`. */
export const addMonths = (month: string, delta: number): string => {
    const [y, m] = month.split('-').map(Number);
    const t = y * 12 + (m - 1) + delta;
    return `${Math.floor(t / 12)}-${pad((t % 12) + 1)}`;
};

/** The newest key, at least `now`: the charts end today like the 今日 figures, even before today's first row. */
const latest = (keys: string[], now: string) => keys.reduce((a, k) => (k > a ? k : a), now);

/**
 * The last `n` days up to today (or a newer row, should the server's clock be ahead), oldest
 * first; a day the rows lack gets `zero(day)`.
 */
export const fillDays = <T extends { date: string }>(rows: T[], n: number, zero: (date: string) => T, today: string): T[] => {
    const byDay = new Map(rows.filter(r => r && typeof r.date === 'string').map(r => [r.date.slice(0, 10), r]));
    const end = latest([...byDay.keys()], today);
    return Array.from({ length: n }, (_, i) => {
        const d = addDays(end, i - n + 1);
        return byDay.get(d) ?? zero(d);
    });
};

/** The last `n` months up to this month (or a newer row), oldest first, zero-filled. */
export const fillMonths = (rows: MonthMetres[], n: number, thisMonth: string): MonthMetres[] => {
    const byMonth = new Map(rows.filter(r => r && typeof r.month === 'string').map(r => [r.month.slice(0, 7), r]));
    const end = latest([...byMonth.keys()], thisMonth);
    return Array.from({ length: n }, (_, i) => {
        const m = addMonths(end, i - n + 1);
        return byMonth.get(m) ?? { month: m, metres: 0 };
    });
};

const num = (v: unknown): number | null => {
    if (v === null || v === undefined || v === '') return null;
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
};

/** "1,234.5" (at most `digits` decimals), "—" when there is no number. */
export const formatNumber = (v: unknown, digits = 1): string => {
    const n = num(v);
    return n === null ? '—' : n.toLocaleString('zh-CN', { maximumFractionDigits: digits });
};

/** Yuan as 万元 with two decimals ("1,234.57"), "—" when there is no amount. */
export const formatWan = (yuan: unknown): string => {
    const n = num(yuan);
    return n === null ? '—' : (n / 10000).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
};

/** A percentage kept within 0–100 for a bar's width. */
export const clampPercent = (v: unknown): number => Math.min(100, Math.max(0, num(v) ?? 0));

const unit = (u: string) => (v: unknown) => `${formatNumber(v)} ${u}`;

/** "03-05" of "2026-03-05". */
const shortDay = (d: string) => d.slice(5, 10);
/** "3月" of "2026-03". */
const shortMonth = (m: string) => `${Number(m.slice(5, 7))}月`;

// labels and axis names kept inside the box (ECharts 6 replacement of containLabel)
const GRID = { left: 8, right: 12, top: 34, bottom: 6, outerBoundsMode: 'same' as const, outerBoundsContain: 'all' as const };

const barGradient = (top: string, bottom: string) => ({
    type: 'linear' as const,
    x: 0,
    y: 0,
    x2: 0,
    y2: 1,
    colorStops: [
        { offset: 0, color: top },
        { offset: 1, color: bottom },
    ],
});

/** Name of the planned series beside the actual advance. */
export const PLANNED = '计划';
const PLAN_COLOR = '#ffc53d';

/**
 * The plan's metres as a dashed line; a period without a plan is a gap (null), not a zero, and
 * the line does not bridge it.
 */
const plannedLine = (rows: { planned?: number | null }[]) => ({
    type: 'line' as const,
    name: PLANNED,
    data: rows.map(r => num(r.planned)),
    connectNulls: false,
    symbol: 'circle',
    symbolSize: 4,
    z: 3,
    lineStyle: { type: 'dashed' as const, width: 2, color: PLAN_COLOR },
    itemStyle: { color: PLAN_COLOR },
});

const advanceLegend = (actual: string) => ({ top: 0, right: 0, itemWidth: 14, itemHeight: 8, data: [actual, PLANNED] });

/** What a chart is, read out: its label and the entries of its legend. */
export const chartLabel = (label: string, option: ChartOption): string => {
    const legend = (option as { legend?: { data?: unknown[] } }).legend;
    const names = (legend?.data ?? []).filter((n): n is string => typeof n === 'string');
    return names.length ? `${label}，图例：${names.join('、')}` : label;
};

/** Daily tunnel advance: the last `days` days as bars, beside the plan's dashed line, in 米. */
export const dailyAdvanceOption = (daily: DayMetres[], today: string, days = 30): ChartOption => {
    const rows = fillDays<DayMetres>(daily ?? [], days, date => ({ date, metres: 0 }), today);
    return {
        grid: { ...GRID, top: 40 },
        legend: advanceLegend('日进尺'),
        tooltip: { trigger: 'axis', valueFormatter: unit('米') },
        xAxis: { type: 'category', data: rows.map(r => shortDay(r.date)), axisTick: { show: false } },
        yAxis: { type: 'value', name: '米', minInterval: 1 },
        series: [
            {
                type: 'bar',
                name: '日进尺',
                data: rows.map(r => num(r.metres) ?? 0),
                barMaxWidth: 14,
                itemStyle: { color: barGradient('#19d4ff', 'rgba(25,212,255,.15)'), borderRadius: [3, 3, 0, 0] },
            },
            plannedLine(rows),
        ],
    };
};

/** Monthly tunnel advance: the last `months` months as bars, beside the plan's dashed line, in 米. */
export const monthlyAdvanceOption = (monthly: MonthMetres[], thisMonth: string, months = 12): ChartOption => {
    const rows = fillMonths(monthly ?? [], months, thisMonth);
    return {
        grid: { ...GRID, top: 40 },
        legend: advanceLegend('月进尺'),
        tooltip: { trigger: 'axis', valueFormatter: unit('米') },
        xAxis: { type: 'category', data: rows.map(r => shortMonth(r.month)), axisTick: { show: false } },
        yAxis: { type: 'value', name: '米', minInterval: 1 },
        series: [
            {
                type: 'bar',
                name: '月进尺',
                data: rows.map(r => num(r.metres) ?? 0),
                barMaxWidth: 22,
                // a narrow chart drops the labels that would overlap
                labelLayout: { hideOverlap: true },
                label: { show: true, position: 'top', color: '#9fe8ff', fontSize: 11, formatter: p => (Number(p.value) ? formatNumber(p.value, 0) : '') },
                itemStyle: { color: barGradient('#3ee6a4', 'rgba(62,230,164,.15)'), borderRadius: [3, 3, 0, 0] },
            },
            plannedLine(rows),
        ],
    };
};

/** Colours of the equipment statuses (dict equipment_status): 在用, 闲置, 维修, 报废. */
export const EQUIPMENT_COLORS: Record<string, string> = { '1': '#3ee6a4', '2': '#19d4ff', '3': '#ffc53d', '4': '#8c8c8c' };

/** Equipment by status as a donut, in 台. */
export const equipmentOption = (stats: Pick<EquipmentStats, 'byStatus'>): ChartOption => {
    const rows = (stats?.byStatus ?? []).map(r => ({ name: r.statusText || r.status, value: num(r.count) ?? 0, color: EQUIPMENT_COLORS[String(r.status)] }));
    return {
        tooltip: { trigger: 'item', valueFormatter: unit('台') },
        legend: { orient: 'vertical', right: 4, top: 'middle', itemWidth: 10, itemHeight: 10, formatter: (name: string) => `${name}  ${rows.find(r => r.name === name)?.value ?? 0} 台` },
        series: [
            {
                type: 'pie',
                name: '设备状态',
                radius: ['48%', '72%'],
                center: ['32%', '50%'],
                avoidLabelOverlap: true,
                label: { show: false },
                itemStyle: { borderColor: '#071a3a', borderWidth: 2 },
                data: rows.map(r => ({ name: r.name, value: r.value, ...(r.color ? { itemStyle: { color: r.color } } : {}) })),
            },
        ],
    };
};

/** Patrols of the last `days` days: inspections as bars (次), problems as a line (个). */
export const patrolOption = (daily: PatrolDay[], today: string, days = 14): ChartOption => {
    const rows = fillDays(daily ?? [], days, date => ({ date, count: 0, problems: 0 }), today);
    return {
        grid: { ...GRID, top: 40 },
        legend: { top: 0, right: 0, itemWidth: 10, itemHeight: 8, data: ['巡检次数', '发现问题'] },
        tooltip: { trigger: 'axis' },
        xAxis: { type: 'category', data: rows.map(r => shortDay(r.date)), axisTick: { show: false } },
        yAxis: { type: 'value', minInterval: 1 },
        series: [
            { type: 'bar', name: '巡检次数', data: rows.map(r => num(r.count) ?? 0), barMaxWidth: 12, tooltip: { valueFormatter: unit('次') }, itemStyle: { color: '#19d4ff', borderRadius: [2, 2, 0, 0] } },
            { type: 'line', name: '发现问题', data: rows.map(r => num(r.problems) ?? 0), smooth: true, symbolSize: 5, tooltip: { valueFormatter: unit('个') }, itemStyle: { color: '#ff7a45' } },
        ],
    };
};

/** Colours of hidden-danger levels, mildest first. */
const LEVEL_COLORS = ['#ffc53d', '#ff7a45', '#ff4d6a', '#b37feb'];

/** Open hidden dangers by level as horizontal bars, in 项. */
export const dangerOption = (stats: Pick<DangerStats, 'byLevel'>): ChartOption => {
    const rows = stats?.byLevel ?? [];
    return {
        grid: { ...GRID, top: 6, right: 36 },
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: unit('项') },
        xAxis: { type: 'value', minInterval: 1, splitNumber: 3 },
        yAxis: { type: 'category', inverse: true, data: rows.map(r => r.levelText || r.level), axisTick: { show: false } },
        series: [
            {
                type: 'bar',
                name: '未闭环隐患',
                barMaxWidth: 14,
                label: { show: true, position: 'right', color: '#e6f4ff' },
                data: rows.map((r, i) => ({ value: num(r.open) ?? 0, itemStyle: { color: LEVEL_COLORS[i % LEVEL_COLORS.length], borderRadius: [0, 3, 3, 0] } })),
            },
        ],
    };
};
