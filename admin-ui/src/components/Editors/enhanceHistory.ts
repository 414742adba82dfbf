// The 历史记录 of a code editor (JeecgBoot's enhance records, seed 000 §local storage, seed 001 §9):
// the last 16 saved texts per code, newest first, kept in local storage as `pro__enhance_<code>`.
// A code names one field of one record, e.g. "onlCgreportHead.cgrSql.demo_user".
import { ls } from '../../app/storage';

export const ENHANCE_PREFIX = 'enhance_';
/** The most entries kept per code. */
export const ENHANCE_MAX = 16;

export interface EnhanceEntry {
    /** the saved text */
    text: string;
    /** when it was recorded (epoch ms) */
    time: number;
}

const isEntry = (e: unknown): e is EnhanceEntry =>
    !!e && typeof e === 'object' && typeof (e as EnhanceEntry).text === 'string' && Number.isFinite((e as EnhanceEntry).time);

/** The entries of a code, newest first; whatever is broken in storage is dropped. */
export const readEnhance = (code: string): EnhanceEntry[] => {
    let stored: unknown;
    try {
        stored = ls.get<unknown>(ENHANCE_PREFIX + code, []);
    } catch {
        return [];
    }
    if (!Array.isArray(stored)) return [];
    const seen = new Set<string>();
    return stored.filter(isEntry).filter(e => !seen.has(e.text) && !!seen.add(e.text)).slice(0, ENHANCE_MAX);
};

/**
 * Records a saved text of a code: it becomes the newest entry (an older copy of the same text
 * is dropped; the newest entry already holding it keeps its time), the list is cut to 16.
 * Blank texts are not recorded. Returns the new list.
 */
export const rememberEnhance = (code: string, text: string, now: number = Date.now()): EnhanceEntry[] => {
    const list = readEnhance(code);
    if (!text.trim() || list[0]?.text === text) return list;
    const next = [{ text, time: now }, ...list.filter(e => e.text !== text)].slice(0, ENHANCE_MAX);
    try {
        ls.set(ENHANCE_PREFIX + code, next);
    } catch {
        /* storage full or denied: the history is a convenience */
    }
    return next;
};

/** The first non-blank line of a text, cut to `max` characters, as the history lists it. */
export const firstLine = (text: string, max = 40): string => {
    const line = text.split(/\r?\n/).find(l => l.trim()) ?? '';
    const chars = [...line.trim()];
    return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : chars.join('');
};

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD HH:mm:ss in local time. */
export const entryTime = (time: number): string => {
    const d = new Date(time);
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
