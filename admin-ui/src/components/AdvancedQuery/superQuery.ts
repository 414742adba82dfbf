// The advanced query (高级查询) of the list pages: rows of field / rule / value, joined by and/or,
// sent as superQueryParams + superQueryMatchType (docs/contract.md §5.1, §5.3), and the saved queries.
import { ls } from '../../app/storage';
import { isChainage, isMoney, parseTyped } from '../Crud/fields';
import type { CrudField, CrudResourceConfig } from '../Crud/types';

export type MatchType = 'and' | 'or';

/** One condition row as edited in the dialog (val is the input's text). */
export interface SuperRow {
    field: string;
    rule: string;
    val: string;
}

/** An advanced query: its rows and how they are joined. */
export interface SuperQuery {
    matchType: MatchType;
    rows: SuperRow[];
}

/** A query saved under a name (the original's JSuperQuery tree item: title, matchType, records). */
export interface SavedQuery {
    title: string;
    matchType: MatchType;
    records: SuperRow[];
}

/** The rules of QueryRuleEnum the builder offers, with the original's labels. */
export const RULES: { value: string; label: string }[] = [
    { value: 'eq', label: '等于' },
    { value: 'like', label: '模糊' },
    { value: 'right_like', label: '以..开始' },
    { value: 'left_like', label: '以..结尾' },
    { value: 'in', label: '在...中' },
    { value: 'ne', label: '不等于' },
    { value: 'gt', label: '大于' },
    { value: 'ge', label: '大于等于' },
    { value: 'lt', label: '小于' },
    { value: 'le', label: '小于等于' },
];

const LIKE_RULES = new Set(['like', 'right_like', 'left_like']);

/** The rules a field takes: the server matches patterns on text columns only. */
export const rulesFor = (f?: CrudField): typeof RULES => (!f || f.type === 'string' ? RULES : RULES.filter(r => !LIKE_RULES.has(r.value)));

export const MATCH_TYPES: { value: MatchType; label: string }[] = [
    { value: 'and', label: 'AND（所有条件都要求匹配）' },
    { value: 'or', label: 'OR（条件中的任意一个匹配）' },
];

/** Widgets whose stored value is nothing to query by. */
const UNQUERYABLE = new Set(['password', 'image', 'file']);

/** The fields a condition may name: the list columns and the filter fields (all in the server's whitelist). */
export const superFields = (cfg: CrudResourceConfig): CrudField[] =>
    cfg.fields.filter(f => (f.list || f.query) && !UNQUERYABLE.has(f.widget));

export const emptyRow = (): SuperRow => ({ field: '', rule: 'eq', val: '' });

/** A row is empty when its field, rule or value is missing (seed §5). */
export const isEmptyRow = (r: SuperRow): boolean => !r.field || !r.rule || String(r.val ?? '').trim() === '';

export const completeRows = (rows: SuperRow[]): SuperRow[] => rows.filter(r => !isEmptyRow(r));

/** The item type the original sent beside each condition (the server reads field, rule and val). */
const typeOf = (f: CrudField): { type: string; dbType?: string } => {
    if (f.type === 'date') return { type: 'date' };
    if (f.type === 'datetime') return { type: 'datetime' };
    if (f.type === 'int') return { type: 'int', dbType: 'int' };
    if (f.type === 'float' || f.type === 'money' || f.type === 'chainage' || f.type === 'decimal') return { type: 'number', dbType: 'bigdecimal' };
    return { type: 'string' };
};

/** The server's value of a row: amounts and chainages as numbers, each part of an `in` list too. */
const valueOf = (f: CrudField | undefined, r: SuperRow): string => {
    const v = r.rule === 'in' ? r.val.replace(/，/g, ',').trim() : r.val.trim();
    if (!f || !(isMoney(f) || isChainage(f))) return v;
    const one = (s: string) => {
        const n = parseTyped(f, s.trim());
        return typeof n === 'number' ? String(n) : s.trim();
    };
    return r.rule === 'in' ? v.split(',').map(one).join(',') : one(v);
};

export interface SuperItem {
    field: string;
    rule: string;
    val: string;
    type: string;
    dbType?: string;
}

/** The items of superQueryParams: complete rows only, `in` lists comma-joined. */
export const superItems = (cfg: CrudResourceConfig, q: SuperQuery): SuperItem[] => {
    const byName = new Map(cfg.fields.map(f => [f.name, f]));
    return completeRows(q.rows).map(r => {
        const f = byName.get(r.field);
        return { field: r.field, rule: r.rule, val: valueOf(f, r), ...(f ? typeOf(f) : { type: 'string' }) };
    });
};

/**
 * The list parameters of an advanced query; none without a complete row. The JSON is
 * URI-encoded on top of the query-string encoding, as the server expects (it unescapes once
 * more when the value is no JSON). encodeURIComponent rather than the original's encodeURI: the
 * server's unescape reads a bare "+" as a space, so a "+" in a value (K1+200) must be %2B.
 */
export const superParams = (cfg: CrudResourceConfig, q: SuperQuery | null | undefined): Record<string, string> => {
    if (!q) return {};
    const items = superItems(cfg, q);
    if (!items.length) return {};
    return { superQueryParams: encodeURIComponent(JSON.stringify(items)), superQueryMatchType: q.matchType === 'or' ? 'or' : 'and' };
};

/** Saved queries live in localStorage (vue-ls format) under this prefix plus the route path. */
export const SAVED_PREFIX = 'JSuperQuerySaved_';

export const savedKey = (code: string): string => SAVED_PREFIX + code;

const isRow = (r: any): r is SuperRow => r && typeof r === 'object' && typeof r.field === 'string';

export const loadSaved = (code: string): SavedQuery[] => {
    const list = ls.get<unknown>(savedKey(code));
    if (!Array.isArray(list)) return [];
    return list
        .filter((s: any) => s && typeof s.title === 'string' && Array.isArray(s.records))
        .map((s: any) => ({
            title: s.title,
            matchType: s.matchType === 'or' ? 'or' : 'and',
            records: s.records.filter(isRow).map((r: any) => ({ field: r.field, rule: String(r.rule ?? 'eq'), val: String(r.val ?? '') })),
        }));
};

export const storeSaved = (code: string, list: SavedQuery[]): void => {
    if (list.length) ls.set(savedKey(code), list);
    else ls.remove(savedKey(code));
};
