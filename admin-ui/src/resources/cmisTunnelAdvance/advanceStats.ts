// 进尺统计's figures: the server's rows, the range asked for, and the totals and bars computed from them.
import { config } from './config.gen';

export type StatsBy = 'day' | 'month';

/** One period's advance of a section, as the server answers it. */
export interface AdvanceRow {
    /** YYYY-MM-DD (by day) or YYYY-MM (by month) */
    period: string;
    sectionId: string;
    sectionName: string;
    metres: number;
}

export const STATS_URL = `${config.apiPrefix.replace(/\/+$/, '')}/statistics`;

/** The days (by day) or months (by month) the panel shows, today's included. */
export const STATS_SPAN: Record<StatsBy, number> = { day: 30, month: 12 };

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** reportDate_begin of a range: 29 days before today, or the first day 11 months back. */
export const rangeBegin = (by: StatsBy, now: Date = new Date()): string =>
    by === 'day'
        ? ymd(new Date(now.getFullYear(), now.getMonth(), now.getDate() - (STATS_SPAN.day - 1)))
        : ymd(new Date(now.getFullYear(), now.getMonth() - (STATS_SPAN.month - 1), 1));

/** Metres with one decimal: 1,234.5 米. */
export const formatMetres = (m: number): string =>
    `${(Number.isFinite(m) ? m : 0).toLocaleString('zh-CN', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} 米`;

/** Distinct colours for the sections, in the order they first appear. */
export const SECTION_COLOURS = ['#1976d2', '#ed6c02', '#2e7d32', '#9c27b0', '#0288d1', '#d32f2f', '#795548', '#607d8b', '#c2185b', '#689f38'];

export interface SectionTotal {
    id: string;
    name: string;
    colour: string;
    metres: number;
}

export interface AdvanceChart {
    sections: SectionTotal[];
    periods: { period: string; values: { section: SectionTotal; metres: number }[] }[];
    /** the largest single bar, the scale of all bars */
    max: number;
}

const keyOf = (r: AdvanceRow) => String(r.sectionId ?? '');

/** Totals per section and the bars per period (periods and sections in the reply's order). */
export const chartOf = (rows: AdvanceRow[]): AdvanceChart => {
    const sections = new Map<string, SectionTotal>();
    const periods = new Map<string, Map<string, number>>();
    let max = 0;
    for (const r of rows) {
        const id = keyOf(r);
        const metres = Number(r.metres) || 0;
        let s = sections.get(id);
        if (!s) {
            s = { id, name: r.sectionName || id || '未知标段', colour: SECTION_COLOURS[sections.size % SECTION_COLOURS.length], metres: 0 };
            sections.set(id, s);
        }
        s.metres += metres;
        const p = periods.get(r.period) ?? new Map<string, number>();
        p.set(id, (p.get(id) ?? 0) + metres);
        periods.set(r.period, p);
        max = Math.max(max, p.get(id)!);
    }
    return {
        sections: [...sections.values()],
        periods: [...periods.entries()].map(([period, values]) => ({
            period,
            values: [...values.entries()].map(([id, metres]) => ({ section: sections.get(id)!, metres })),
        })),
        max,
    };
};

/** A bar's length in % of the track: the largest bar fills it. */
export const barPercent = (metres: number, max: number): number =>
    max > 0 ? Math.round(Math.min(1, Math.max(0, metres) / max) * 10000) / 100 : 0;
