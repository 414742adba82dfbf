// Pure date and conversion helpers for the frappe-gantt wrapper (no DOM, no frappe import).
//
// Dates in and out of the wrapper are plain calendar days `yyyy-MM-dd`, end date INCLUSIVE
// (a task with start = end lasts one day). frappe-gantt 1.2.2 works with local Date objects:
//   - in:  it parses 'yyyy-MM-dd' as local midnight and, when the end has no time part, adds
//          24 h, i.e. it reads a date-only end as inclusive. We therefore hand it the inclusive
//          end unchanged, always as a bare 'yyyy-MM-dd'.
//   - out: its date_change event gives (start midnight, exclusive end − 1 s); fromFrappeRange
//          accepts that and also an exclusive midnight end. Because frappe truncates fractional
//          units (the Week view is off by one day for some positions), the wrapper prefers
//          rangeFromBar, which rounds the bar's pixel position to whole days.

export interface GanttTask {
    id: string;
    name: string;
    /** yyyy-MM-dd */
    start: string;
    /** yyyy-MM-dd, inclusive */
    end: string;
    /** 0-100 */
    progress: number;
    dependencies: string[];
    critical?: boolean;
    /** dates dragged to and not saved yet (drawn apart) */
    proposed?: boolean;
}

export type GanttViewMode = 'Day' | 'Week' | 'Month';

/** What frappe-gantt 1.2.2 accepts for one task (the fields we use). */
export interface FrappeTaskInput {
    id: string;
    name: string;
    start: string;
    end: string;
    progress: number;
    dependencies: string[];
    custom_class?: string;
}

export const CRITICAL_CLASS = 'gantt-critical';
export const PROPOSED_CLASS = 'gantt-proposed';

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Local midnight of a 'yyyy-MM-dd' (a time part after it is ignored); null when invalid. */
export const parseDay = (s: string | null | undefined): Date | null => {
    if (typeof s !== 'string') return null;
    const m = DAY_RE.exec(s.trim());
    if (!m) return null;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const date = new Date(y, mo - 1, d);
    if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
    return date;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd' of a Date in local time. */
export const formatDay = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The 'yyyy-MM-dd' part of a date string ('2024-03-01 00:00:00' → '2024-03-01'); null when invalid. */
export const normalizeDay = (s: string | null | undefined): string | null => {
    const d = parseDay(s);
    return d ? formatDay(d) : null;
};

/** Calendar days from a to b (b − a), whatever the time zone's DST changes. */
export const diffDays = (a: string, b: string): number => {
    const da = parseDay(a);
    const db = parseDay(b);
    if (!da || !db) return NaN;
    const ua = Date.UTC(da.getFullYear(), da.getMonth(), da.getDate());
    const ub = Date.UTC(db.getFullYear(), db.getMonth(), db.getDate());
    return Math.round((ub - ua) / 86_400_000);
};

/** A day plus n calendar days. */
export const addDays = (day: string, n: number): string => {
    const d = parseDay(day);
    if (!d) throw new RangeError(`invalid date: ${day}`);
    return formatDay(new Date(d.getFullYear(), d.getMonth(), d.getDate() + n));
};

/** Inclusive duration in days: start = end is 1 day. NaN when a date is invalid. */
export const durationDays = (start: string, end: string): number => diffDays(start, end) + 1;

/**
 * A range given by frappe (local Dates) → inclusive days. The end may be the last instant of the
 * last day (what frappe's date_change gives: exclusive end − 1 s) or an exclusive midnight.
 */
export const fromFrappeRange = (start: Date, end: Date): { start: string; end: string } => {
    const s = formatDay(start);
    const atMidnight = end.getHours() === 0 && end.getMinutes() === 0 && end.getSeconds() === 0 && end.getMilliseconds() === 0;
    let e = atMidnight ? formatDay(new Date(end.getFullYear(), end.getMonth(), end.getDate() - 1)) : formatDay(end);
    if (diffDays(s, e) < 0) e = s;
    return { start: s, end: e };
};

export interface BarGeometry {
    /** bar x and width in px */
    x: number;
    width: number;
    /** frappe's config: px per column, units per column and the unit */
    columnWidth: number;
    step: number;
    unit: string;
    /** first date of the chart (local midnight) */
    ganttStart: Date;
}

/**
 * The inclusive days a bar covers, from its pixels rounded to whole days. Only for day-based
 * views (Day: 1 d per column, Week: 7 d per column); null for month/year columns, whose pixel
 * scale is not a whole number of days.
 */
export const rangeFromBar = (g: BarGeometry): { start: string; end: string } | null => {
    if (g.unit !== 'day' || !(g.columnWidth > 0) || !(g.step > 0)) return null;
    const pxPerDay = g.columnWidth / g.step;
    const offset = Math.round(g.x / pxPerDay);
    const days = Math.max(1, Math.round(g.width / pxPerDay));
    const base = formatDay(g.ganttStart);
    const start = addDays(base, offset);
    return { start, end: addDays(start, days - 1) };
};

/** frappe replaces spaces in ids and dependency ids with '_'. */
export const frappeId = (id: string): string => String(id).replaceAll(' ', '_');

export const escapeHtml = (s: string): string =>
    String(s)
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
        .replaceAll('"', '&quot;')
        .replaceAll("'", '&#39;');

const clampProgress = (p: number): number => {
    const n = Number(p);
    if (!Number.isFinite(n)) return 0;
    return Math.min(100, Math.max(0, n));
};

/**
 * Our tasks → fresh frappe task objects (frappe mutates what it gets). Tasks with an invalid start
 * are left out (frappe would drop them and then fail on arrows to them); a missing/invalid end or
 * an end before the start becomes the start (one day). Dependencies on tasks not in the chart are
 * dropped (frappe throws on them while dragging). Names are HTML-escaped: frappe writes them with
 * innerHTML.
 */
export const toFrappeTasks = (tasks: GanttTask[]): FrappeTaskInput[] => {
    const kept = tasks.filter(t => t && t.id != null && parseDay(t.start));
    const ids = new Set(kept.map(t => frappeId(t.id)));
    return kept.map(t => {
        const start = normalizeDay(t.start)!;
        const rawEnd = normalizeDay(t.end);
        const end = rawEnd && diffDays(start, rawEnd) >= 0 ? rawEnd : start;
        const id = frappeId(t.id);
        const deps = Array.from(new Set((t.dependencies ?? []).map(d => frappeId(String(d).trim())))).filter(
            d => d && d !== id && ids.has(d)
        );
        const out: FrappeTaskInput = {
            id,
            name: escapeHtml(t.name ?? ''),
            start,
            end,
            progress: clampProgress(t.progress),
            dependencies: deps,
        };
        // one class: frappe adds it with classList.add when it redraws a bar (a proposed bar is
        // drawn as proposed, critical or not)
        if (t.proposed) out.custom_class = PROPOSED_CLASS;
        else if (t.critical) out.custom_class = CRITICAL_CLASS;
        return out;
    });
};

const cssString = (s: string): string => `"${s.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replace(/[\n\r\f]/g, ' ')}"`;

/**
 * A stylesheet that draws red the dependency arrows between two critical tasks. frappe draws each
 * arrow as <path data-from data-to> and rebuilds them on every render, so the colour is given by
 * attribute selectors under the chart's own scope attribute rather than by classes.
 */
export const criticalArrowCss = (scopeAttr: string, scope: string, tasks: GanttTask[], color: string): string => {
    const critical = new Set(tasks.filter(t => t.critical).map(t => frappeId(t.id)));
    const rules: string[] = [];
    for (const t of tasks) {
        const to = frappeId(t.id);
        if (!critical.has(to)) continue;
        for (const d of t.dependencies ?? []) {
            const from = frappeId(String(d).trim());
            if (!critical.has(from) || from === to) continue;
            rules.push(`[${scopeAttr}=${cssString(scope)}] .arrow path[data-from=${cssString(from)}][data-to=${cssString(to)}]`);
        }
    }
    if (!rules.length) return '';
    return `${Array.from(new Set(rules)).join(',\n')} { stroke: ${color}; stroke-width: 2; }`;
};

/** A frappe view mode (structurally what frappe-gantt 1.2.2 expects), with Chinese headers. */
export interface ViewModeSpec {
    name: GanttViewMode;
    padding: string;
    step: string;
    column_width?: number;
    date_format: string;
    lower_text: (d: Date, ld: Date | null) => string;
    upper_text: (d: Date, ld: Date | null) => string;
    thick_line?: (d: Date) => boolean;
    snap_at?: string;
}

const monthLabel = (d: Date) => `${d.getFullYear()}年${d.getMonth() + 1}月`;

export const VIEW_MODES: Record<GanttViewMode, ViewModeSpec> = {
    Day: {
        name: 'Day',
        padding: '7d',
        step: '1d',
        date_format: 'YYYY-MM-DD',
        lower_text: (d, ld) => (!ld || d.getDate() !== ld.getDate() ? String(d.getDate()) : ''),
        upper_text: (d, ld) => (!ld || d.getMonth() !== ld.getMonth() ? monthLabel(d) : ''),
        thick_line: d => d.getDay() === 1,
    },
    Week: {
        name: 'Week',
        padding: '1m',
        step: '7d',
        column_width: 140,
        date_format: 'YYYY-MM-DD',
        lower_text: d => {
            const e = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 6);
            return `${d.getMonth() + 1}/${d.getDate()} – ${e.getMonth() + 1}/${e.getDate()}`;
        },
        upper_text: (d, ld) => (!ld || d.getMonth() !== ld.getMonth() ? monthLabel(d) : ''),
        thick_line: d => d.getDate() >= 1 && d.getDate() <= 7,
    },
    Month: {
        name: 'Month',
        padding: '2m',
        step: '1m',
        column_width: 120,
        date_format: 'YYYY-MM',
        lower_text: d => `${d.getMonth() + 1}月`,
        upper_text: (d, ld) => (!ld || d.getFullYear() !== ld.getFullYear() ? `${d.getFullYear()}年` : ''),
        thick_line: d => d.getMonth() % 3 === 0,
        snap_at: '7d',
    },
};

/**
 * Whether bars can be dragged in a view: frappe maps month columns back to dates by whole months
 * (a 10-day bar dragged in the Month view comes back ending before it starts), so only the Day and
 * Week views edit dates.
 */
export const viewEditsDates = (mode: GanttViewMode): boolean => mode !== 'Month';
