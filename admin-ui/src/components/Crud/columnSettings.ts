// 列设置 of a list: the user's order, visibility and widths of its columns, as kept on the server
// (GET/PUT /sys/user/listSetting?key=list.<resource>). What comes back is checked here: only
// columns the list has are applied, in their kind's bounds; a column the list gained since takes
// its default place.
import { isStatusColumn } from './crudListLayout';
import type { CrudField, CrudResourceConfig } from './types';

export const SETTING_PATH = '/sys/user/listSetting';

/** One column's choice: hidden, and its width in px (absent: automatic). */
export interface ColumnPref {
    name: string;
    hidden?: boolean;
    width?: number;
}

/** The kept value: the columns in the user's order. */
export interface ListSetting {
    v: 1;
    columns: ColumnPref[];
}

export const MIN_WIDTH = 40;
export const MAX_WIDTH = 800;

/** The server's key of a list's setting (its pattern: list.<letters, digits, _>). */
export const settingKey = (config: Pick<CrudResourceConfig, 'name'>): string =>
    `list.${config.name.replace(/[^A-Za-z0-9_]/g, '_').replace(/^[^A-Za-z]+/, '').slice(0, 80) || 'list'}`;

/** A width typed or kept: a whole number of px within the bounds, else none. */
export const validWidth = (v: unknown): number | undefined => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    if (!Number.isFinite(n)) return undefined;
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(n)));
};

/** The kept value's choices of the known columns (each once); null when it holds none. */
export const readSetting = (raw: unknown, known: string[]): ColumnPref[] | null => {
    if (!raw || typeof raw !== 'object' || !Array.isArray((raw as ListSetting).columns)) return null;
    const names = new Set(known);
    const seen = new Set<string>();
    const out: ColumnPref[] = [];
    for (const c of (raw as ListSetting).columns as unknown[]) {
        if (!c || typeof c !== 'object') continue;
        const { name, hidden, width } = c as Record<string, unknown>;
        if (typeof name !== 'string' || !names.has(name) || seen.has(name)) continue;
        seen.add(name);
        const pref: ColumnPref = { name };
        if (hidden === true) pref.hidden = true;
        const w = validWidth(width);
        if (w !== undefined) pref.width = w;
        out.push(pref);
    }
    return out.length ? out : null;
};

/** A row of the 列设置 panel. */
export interface ColumnItem {
    field: CrudField;
    hidden: boolean;
    width?: number;
    /** a status column: always shown, pinned beside 操作 */
    pinned: boolean;
}

/**
 * The panel's rows: the movable columns in the user's order (a column he never placed after the
 * one it follows by default), then the pinned status columns.
 */
export const columnItems = (fields: CrudField[], prefs: ColumnPref[] | null, config?: Pick<CrudResourceConfig, 'steps'>): ColumnItem[] => {
    const byName = new Map((prefs ?? []).map(p => [p.name, p]));
    const order: string[] = (prefs ?? []).map(p => p.name).filter(n => fields.some(f => f.name === n));
    fields.forEach((f, i) => {
        if (order.includes(f.name)) return;
        const before = fields.slice(0, i).reverse().find(p => order.includes(p.name));
        order.splice(before ? order.indexOf(before.name) + 1 : 0, 0, f.name);
    });
    const items = order.map(name => {
        const field = fields.find(f => f.name === name)!;
        const pinned = isStatusColumn(field, config);
        const p = byName.get(name);
        return { field, pinned, hidden: !pinned && !!p?.hidden, width: p?.width };
    });
    return [...items.filter(i => !i.pinned), ...items.filter(i => i.pinned)];
};

/** The value kept for the panel's rows. */
export const toSetting = (items: ColumnItem[]): ListSetting => ({
    v: 1,
    columns: items.map(i => ({
        name: i.field.name,
        ...(i.hidden ? { hidden: true } : {}),
        ...(i.width !== undefined ? { width: i.width } : {}),
    })),
});

/** Whether the rows differ from the list's defaults (恢复默认 has something to do). */
export const isCustomised = (items: ColumnItem[], fields: CrudField[], config?: Pick<CrudResourceConfig, 'steps'>): boolean => {
    const plain = columnItems(fields, null, config);
    return items.some((i, k) => i.hidden || i.width !== undefined || plain[k]?.field.name !== i.field.name);
};

/** The rows with the k-th moved one place up (-1) or down (+1); pinned columns stay put. */
export const moveItem = (items: ColumnItem[], k: number, delta: -1 | 1): ColumnItem[] => {
    const to = k + delta;
    if (!items[k] || !items[to] || items[k].pinned || items[to].pinned) return items;
    const out = [...items];
    [out[k], out[to]] = [out[to], out[k]];
    return out;
};

/** The rows with one column's choice changed; the last shown column cannot be hidden. */
export const changeItem = (items: ColumnItem[], name: string, change: Partial<Pick<ColumnItem, 'hidden' | 'width'>>): ColumnItem[] => {
    if (change.hidden && items.filter(i => !i.hidden).length <= 1) return items;
    return items.map(i => (i.field.name === name && !(i.pinned && change.hidden) ? { ...i, ...change } : i));
};

/** The table's columns: the shown ones in order (status columns last) and their chosen widths. */
export const visibleColumns = (items: ColumnItem[]) => ({
    columns: items.filter(i => !i.hidden).map(i => i.field),
    pinned: items.filter(i => i.pinned).length,
    widths: Object.fromEntries(items.filter(i => i.width !== undefined).map(i => [i.field.name, i.width!])) as Record<string, number>,
});
