// Month arithmetic of the daily-log calendar (local dates, Monday first) and the list request.

export const LIST_URL = '/dailymanage/cmisManagementDaily/list';
export const ADD_CODE = 'dailymanage:cmisManagementDaily:add';
export const EDIT_CODE = 'dailymanage:cmisManagementDaily:edit';
/** more than any month has days: the whole month in one page */
export const MONTH_PAGE_SIZE = 100;

/** zh-CN weekday headers, Monday first */
export const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

/** a month: its year and its month 0–11 */
export interface Month {
    year: number;
    month: number;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a day of a month */
export const ymd = ({ year, month }: Month, day: number) => `${year}-${pad2(month + 1)}-${pad2(day)}`;

export const toYmd = (d: Date) => ymd({ year: d.getFullYear(), month: d.getMonth() }, d.getDate());

export const monthOf = (d: Date): Month => ({ year: d.getFullYear(), month: d.getMonth() });

export const shiftMonth = ({ year, month }: Month, by: number): Month => {
    const m = year * 12 + month + by;
    return { year: Math.floor(m / 12), month: ((m % 12) + 12) % 12 };
};

export const daysIn = ({ year, month }: Month) => new Date(year, month + 1, 0).getDate();

export const monthTitle = ({ year, month }: Month) => `${year}年${month + 1}月`;

export const dayTitle = (m: Month, day: number) => `${monthTitle(m)}${day}日`;

/** 周一 … 周日 of a day */
export const weekdayOf = ({ year, month }: Month, day: number) => `周${WEEKDAYS[(new Date(year, month, day).getDay() + 6) % 7]}`;

/** The weeks of the month grid: day numbers, null before the 1st and after the last day. */
export const monthWeeks = (m: Month): (number | null)[][] => {
    const lead = (new Date(m.year, m.month, 1).getDay() + 6) % 7;
    const cells: (number | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: daysIn(m) }, (_, i) => i + 1)];
    while (cells.length % 7) cells.push(null);
    const weeks: (number | null)[][] = [];
    for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
    return weeks;
};

/** The parameters of the one list request of a month: the section's logs of that month. */
export const monthParams = (m: Month, scope: Record<string, string>): Record<string, string | number> => ({
    ...scope,
    logDate_begin: ymd(m, 1),
    logDate_end: ymd(m, daysIn(m)),
    column: 'logDate',
    order: 'asc',
    pageNo: 1,
    pageSize: MONTH_PAGE_SIZE,
});

export type DailyLog = Record<string, unknown> & { id?: string; logDate?: string; content?: string; weather?: string };

/** The logs by their day (YYYY-MM-DD; a datetime value counts by its date); the first one wins. */
export const logsByDay = (records: DailyLog[]): Map<string, DailyLog> => {
    const out = new Map<string, DailyLog>();
    for (const r of records) {
        const day = String(r.logDate ?? '').slice(0, 10);
        if (/^\d{4}-\d{2}-\d{2}$/.test(day) && !out.has(day)) out.set(day, r);
    }
    return out;
};

/** The first non-empty line of a text. */
export const firstLine = (text: unknown): string =>
    String(text ?? '')
        .split(/\r?\n/)
        .map(s => s.trim())
        .find(Boolean) ?? '';
