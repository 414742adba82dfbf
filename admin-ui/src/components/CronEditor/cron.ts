// The cron editor's pure model (JeecgBoot's JCron): seven parts — second, minute, hour, day,
// month, week, year — each with a mode and its inputs; parse a Quartz expression into that
// state, build the expression back, clamp inputs to the seed's bounds.
//
// Quartz: `sec min hour day-of-month month day-of-week year`, `?` in exactly one of day-of-month
// and day-of-week; weekday 1 = Sunday … 7 = Saturday.

export type CronPartKey = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'week' | 'year';

/** The seven parts in output order (second minute hour day month weekday year). */
export const CRON_FIELD_ORDER: CronPartKey[] = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'];
/** The seven tabs in display order. */
export const CRON_TAB_ORDER: CronPartKey[] = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'];

export type CronMode =
    | 'every' // *
    | 'unset' // ? (day, week); blank → * (year)
    | 'range' // a-b
    | 'loop' // a/b
    | 'specify' // a,b,c
    | 'workday' // nW (day)
    | 'lastWorkday' // LW (day)
    | 'lastDay' // L (day)
    | 'nth' // x#n (week)
    | 'lastWeek'; // xL (week)

export interface CronPart {
    mode: CronMode;
    /** loop start (a in a/b) */
    start: number | null;
    /** loop increment (b in a/b) */
    increment: number | null;
    rangeStart: number | null;
    rangeEnd: number | null;
    /** the specific values (sorted) */
    values: number[];
    /** day: n in nW */
    workday: number | null;
    /** week: n in x#n (1-5) */
    nth: number | null;
    /** week: x in x#n and xL (1-7) */
    weekday: number | null;
}

export type CronState = Record<CronPartKey, CronPart>;

export interface Bounds {
    min: number;
    max: number;
}

/** Value bounds of each part (seed). */
export const VALUE_BOUNDS: Record<CronPartKey, Bounds> = {
    second: { min: 0, max: 59 },
    minute: { min: 0, max: 59 },
    hour: { min: 0, max: 23 },
    day: { min: 1, max: 31 },
    month: { min: 1, max: 12 },
    week: { min: 1, max: 7 },
    year: { min: 2019, max: 2119 },
};

/** Increment bounds (b in a/b) of each part (seed: seconds 1-59, minutes 1-60, years 1-99). */
export const INCREMENT_BOUNDS: Record<CronPartKey, Bounds> = {
    second: { min: 1, max: 59 },
    minute: { min: 1, max: 60 },
    hour: { min: 1, max: 23 },
    day: { min: 1, max: 31 },
    month: { min: 1, max: 12 },
    week: { min: 1, max: 7 },
    year: { min: 1, max: 99 },
};

/** nth-weekday count (n in x#n). */
export const NTH_BOUNDS: Bounds = { min: 1, max: 5 };

export type CronField = 'start' | 'increment' | 'rangeStart' | 'rangeEnd' | 'values' | 'workday' | 'nth' | 'weekday';

/** The bounds that apply to one input of one part. */
export const fieldBounds = (part: CronPartKey, field: CronField): Bounds => {
    if (field === 'increment') return INCREMENT_BOUNDS[part];
    if (field === 'nth') return NTH_BOUNDS;
    if (field === 'weekday') return VALUE_BOUNDS.week;
    if (field === 'workday') return VALUE_BOUNDS.day;
    return VALUE_BOUNDS[part];
};

/** Clamp an input to its bounds; blank (null, '', NaN) stays null. Fractions are truncated. */
export const clampValue = (part: CronPartKey, field: CronField, v: number | string | null | undefined): number | null => {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isFinite(n)) return null;
    const { min, max } = fieldBounds(part, field);
    return Math.min(max, Math.max(min, Math.trunc(n)));
};

// ---- labels ---------------------------------------------------------------------------------

export const PART_LABELS: Record<CronPartKey, string> = {
    second: '秒',
    minute: '分',
    hour: '时',
    day: '日',
    month: '月',
    week: '周',
    year: '年',
};

/** 周日 … 周六 for Quartz weekdays 1 … 7. */
export const WEEK_LABELS: Record<number, string> = { 1: '周日', 2: '周一', 3: '周二', 4: '周三', 5: '周四', 6: '周五', 7: '周六' };
/** 星期日 … 星期六 for the nth / last-weekday selects. */
export const WEEKDAY_NAMES: Record<number, string> = { 1: '星期日', 2: '星期一', 3: '星期二', 4: '星期三', 5: '星期四', 6: '星期五', 7: '星期六' };

/** The modes each tab offers, in order. */
export const PART_MODES: Record<CronPartKey, CronMode[]> = {
    second: ['every', 'range', 'loop', 'specify'],
    minute: ['every', 'range', 'loop', 'specify'],
    hour: ['every', 'range', 'loop', 'specify'],
    day: ['every', 'unset', 'range', 'loop', 'workday', 'lastWorkday', 'lastDay', 'specify'],
    month: ['every', 'range', 'loop', 'specify'],
    week: ['unset', 'every', 'range', 'nth', 'lastWeek', 'specify'],
    year: ['unset', 'every', 'range', 'loop', 'specify'],
};

// ---- defaults -------------------------------------------------------------------------------

const defaultPart = (key: CronPartKey): CronPart => {
    const { min, max } = VALUE_BOUNDS[key];
    const thisYear = Math.min(max, Math.max(min, new Date().getFullYear()));
    const first = key === 'year' ? thisYear : min;
    return {
        mode: key === 'week' || key === 'year' ? 'unset' : 'every',
        start: first,
        increment: 1,
        rangeStart: first,
        rangeEnd: Math.min(max, first + 1),
        values: [],
        workday: 1,
        nth: 1,
        weekday: 2,
    };
};

/** Every second: `* * * * * ? *`. */
export const defaultCronState = (): CronState =>
    Object.fromEntries(CRON_FIELD_ORDER.map(k => [k, defaultPart(k)])) as CronState;

export const DEFAULT_CRON = '* * * * * ? *';

// ---- build ----------------------------------------------------------------------------------

const blankOf = (key: CronPartKey) => (key === 'week' ? '?' : '*');

/** One field of the expression; a blank part (missing inputs, nothing specified) gives * (weekday ?). */
export const buildPart = (key: CronPartKey, part: CronPart | undefined): string => {
    if (!part) return blankOf(key);
    const c = (field: CronField, v: number | null) => clampValue(key, field, v);
    switch (part.mode) {
        case 'every':
            return '*';
        case 'unset':
            return key === 'day' || key === 'week' ? '?' : '*';
        case 'range': {
            const a = c('rangeStart', part.rangeStart);
            const b = c('rangeEnd', part.rangeEnd);
            return a === null || b === null ? blankOf(key) : `${a}-${b}`;
        }
        case 'loop': {
            const a = c('start', part.start);
            const b = c('increment', part.increment);
            return a === null || b === null ? blankOf(key) : `${a}/${b}`;
        }
        case 'specify': {
            const vals = [...new Set(part.values.map(v => c('values', v)).filter((v): v is number => v !== null))].sort((x, y) => x - y);
            return vals.length ? vals.join(',') : blankOf(key);
        }
        case 'workday': {
            if (key !== 'day') return blankOf(key);
            const n = c('workday', part.workday);
            return n === null ? '*' : `${n}W`;
        }
        case 'lastWorkday':
            return key === 'day' ? 'LW' : blankOf(key);
        case 'lastDay':
            return key === 'day' ? 'L' : blankOf(key);
        case 'nth': {
            if (key !== 'week') return blankOf(key);
            const x = c('weekday', part.weekday);
            const n = c('nth', part.nth);
            return x === null || n === null ? '?' : `${x}#${n}`;
        }
        case 'lastWeek': {
            if (key !== 'week') return blankOf(key);
            const x = c('weekday', part.weekday);
            return x === null ? '?' : `${x}L`;
        }
        default:
            return blankOf(key);
    }
};

/**
 * The seven-field expression. Missing parts are blank. Quartz needs exactly one `?`: when both
 * day and week come out `?` the day becomes `*`; when neither does the day becomes `?`.
 */
export const buildCron = (state: Partial<CronState>): string => {
    const f = CRON_FIELD_ORDER.map(k => buildPart(k, state[k]));
    const [dayI, weekI] = [3, 5];
    if (f[dayI] === '?' && f[weekI] === '?') f[dayI] = '*';
    else if (f[dayI] !== '?' && f[weekI] !== '?') f[dayI] = '?';
    return f.join(' ');
};

// ---- mutual ? rule --------------------------------------------------------------------------

/**
 * Select a mode. A day mode other than 不指定 sets the week to 不指定 and vice versa; choosing
 * 不指定 on one side while the other is 不指定 too turns the other to every (*).
 */
export const setPartMode = (state: CronState, key: CronPartKey, mode: CronMode): CronState => {
    const next: CronState = { ...state, [key]: { ...state[key], mode } };
    const other: CronPartKey | null = key === 'day' ? 'week' : key === 'week' ? 'day' : null;
    if (other) {
        if (mode !== 'unset') next[other] = { ...next[other], mode: 'unset' };
        else if (next[other].mode === 'unset') next[other] = { ...next[other], mode: 'every' };
    }
    return next;
};

/** Change one input of a part (clamped) and select the given mode (with the mutual ? rule). */
export const setPartField = (
    state: CronState,
    key: CronPartKey,
    field: Exclude<CronField, 'values'>,
    value: number | string | null,
    mode?: CronMode
): CronState => {
    const withValue: CronState = { ...state, [key]: { ...state[key], [field]: clampValue(key, field, value) } };
    return mode && state[key].mode !== mode ? setPartMode(withValue, key, mode) : withValue;
};

/** Check or uncheck one specific value and select the 指定 mode. */
export const toggleValue = (state: CronState, key: CronPartKey, value: number, checked: boolean): CronState => {
    const v = clampValue(key, 'values', value);
    if (v === null) return state;
    const cur = state[key].values.filter(x => x !== v);
    const values = checked ? [...cur, v].sort((a, b) => a - b) : cur;
    const withValue: CronState = { ...state, [key]: { ...state[key], values } };
    return state[key].mode !== 'specify' ? setPartMode(withValue, key, 'specify') : withValue;
};

// ---- parse ----------------------------------------------------------------------------------

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** A number token (or a month / weekday name) within the part's bounds, else null. */
const num = (key: CronPartKey, tok: string, bounds: Bounds = VALUE_BOUNDS[key]): number | null => {
    const t = tok.toUpperCase();
    let n: number;
    if (/^\d+$/.test(t)) n = Number(t);
    else if (key === 'month' && MONTH_NAMES.includes(t)) n = MONTH_NAMES.indexOf(t) + 1;
    else if (key === 'week' && DAY_NAMES.includes(t)) n = DAY_NAMES.indexOf(t) + 1;
    else return null;
    return n >= bounds.min && n <= bounds.max ? n : null;
};

/** Parse one field into a part; null when the editor cannot represent it. */
export const parsePart = (key: CronPartKey, raw: string): CronPart | null => {
    const p = defaultPart(key);
    const s = raw.trim().toUpperCase();
    if (s === '') return null;
    if (s === '*') return { ...p, mode: key === 'year' ? 'unset' : 'every' };
    if (s === '?') return key === 'day' || key === 'week' ? { ...p, mode: 'unset' } : null;

    if (key === 'day') {
        if (s === 'L') return { ...p, mode: 'lastDay' };
        if (s === 'LW') return { ...p, mode: 'lastWorkday' };
        const w = /^(\d+)W$/.exec(s);
        if (w) {
            const n = num('day', w[1]);
            return n === null ? null : { ...p, mode: 'workday', workday: n };
        }
    }
    if (key === 'week') {
        const nth = /^([A-Z0-9]+)#(\d+)$/.exec(s);
        if (nth) {
            const x = num('week', nth[1]);
            const n = num('week', nth[2], NTH_BOUNDS);
            return x === null || n === null ? null : { ...p, mode: 'nth', weekday: x, nth: n };
        }
        const last = /^([A-Z0-9]+)L$/.exec(s);
        if (last) {
            const x = num('week', last[1]);
            return x === null ? null : { ...p, mode: 'lastWeek', weekday: x };
        }
    }

    const loop = /^([A-Z0-9*]+)\/(\d+)$/.exec(s);
    if (loop) {
        if (key === 'week') return null;
        const a = loop[1] === '*' ? VALUE_BOUNDS[key].min : num(key, loop[1]);
        const b = num(key, loop[2], INCREMENT_BOUNDS[key]);
        return a === null || b === null ? null : { ...p, mode: 'loop', start: a, increment: b };
    }

    const range = /^([A-Z0-9]+)-([A-Z0-9]+)$/.exec(s);
    if (range) {
        const a = num(key, range[1]);
        const b = num(key, range[2]);
        return a === null || b === null ? null : { ...p, mode: 'range', rangeStart: a, rangeEnd: b };
    }

    const values: number[] = [];
    for (const tok of s.split(',')) {
        const r = /^([A-Z0-9]+)-([A-Z0-9]+)$/.exec(tok);
        if (r) {
            // a range inside a list is expanded into its values
            const a = num(key, r[1]);
            const b = num(key, r[2]);
            if (a === null || b === null || b < a) return null;
            for (let i = a; i <= b; i++) values.push(i);
            continue;
        }
        const n = num(key, tok);
        if (n === null) return null;
        values.push(n);
    }
    return { ...p, mode: 'specify', values: [...new Set(values)].sort((a, b) => a - b) };
};

/**
 * Parse a Quartz expression (six or seven fields; a missing year is blank) into the editor's
 * state, or null when it cannot be represented (wrong field count, syntax the tabs do not
 * offer, values out of bounds, not exactly one `?` in day / week).
 */
export const parseCron = (expr: string | null | undefined): CronState | null => {
    const fields = (expr ?? '').trim().split(/\s+/).filter(Boolean);
    if (fields.length !== 6 && fields.length !== 7) return null;
    if ((fields[3] === '?') === (fields[5] === '?')) return null;
    const state = defaultCronState();
    for (let i = 0; i < CRON_FIELD_ORDER.length; i++) {
        const key = CRON_FIELD_ORDER[i];
        if (i === 6 && fields.length === 6) break;
        const part = parsePart(key, fields[i]);
        if (!part) return null;
        state[key] = part;
    }
    return state;
};

/** Whether the editor can represent the expression. */
export const isRepresentable = (expr: string | null | undefined): boolean => parseCron(expr) !== null;
