// The section's advance curve: the metres of each of the last 30 days as bars and the section's
// cumulative advance at the end of each day as a line (counted back from today's total).
import type { ChartOption } from '../../components/Chart';
import type { AdvanceStats } from '../home/api';
import { dayText, fillDays, formatNumber } from '../home/options';

export const CURVE_DAYS = 30;

export interface CurvePoint {
    date: string;
    metres: number;
    cumulative: number;
}

const num = (v: unknown) => {
    const n = Number(v);
    return Number.isFinite(n) ? n : 0;
};
const round = (n: number) => Math.round(n * 10) / 10;

/** The last `days` days, zero-filled, each with the section's cumulative metres at its end. */
export const advanceCurve = (advance: Pick<AdvanceStats, 'daily' | 'total'>, today = dayText(new Date()), days = CURVE_DAYS): CurvePoint[] => {
    const rows = fillDays(advance?.daily ?? [], days, date => ({ date, metres: 0 }), today);
    let after = 0; // metres advanced after the day
    const total = num(advance?.total);
    return rows
        .map(r => ({ date: r.date, metres: num(r.metres) }))
        .reverse()
        .map(r => {
            const point = { ...r, cumulative: round(Math.max(0, total - after)) };
            after += r.metres;
            return point;
        })
        .reverse();
};

const metres = (v: unknown) => `${formatNumber(v)} 米`;

export const advanceOption = (points: CurvePoint[]): ChartOption => ({
    grid: { left: 8, right: 8, top: 40, bottom: 6, outerBoundsMode: 'same', outerBoundsContain: 'all' },
    legend: { top: 0, data: ['日进尺', '累计进尺'] },
    tooltip: { trigger: 'axis', valueFormatter: metres },
    xAxis: { type: 'category', data: points.map(p => p.date.slice(5)), axisTick: { show: false } },
    yAxis: [
        { type: 'value', name: '日进尺（米）', minInterval: 1 },
        { type: 'value', name: '累计（米）', scale: true, splitLine: { show: false } },
    ],
    series: [
        { type: 'bar', name: '日进尺', data: points.map(p => p.metres), barMaxWidth: 14, itemStyle: { color: '#1677ff', borderRadius: [2, 2, 0, 0] } },
        { type: 'line', name: '累计进尺', yAxisIndex: 1, data: points.map(p => p.cumulative), smooth: true, symbolSize: 4, itemStyle: { color: '#52c41a' } },
    ],
});
