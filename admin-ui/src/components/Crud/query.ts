// Filter-bar values → the JeecgBoot list parameters (docs/contract.md §5.1/§5.2).
import { rule, toListParams } from '../../dataProvider/listQuery';
import { superParams, type SuperQuery } from '../AdvancedQuery/superQuery';
import { isChainage, isMoney, parseTyped } from './fields';
import type { CrudField, CrudResourceConfig } from './types';

/** Draft values of the filter bar: one per field, `<name>_begin`/`<name>_end` for ranges. */
export type FilterValues = Record<string, string | string[] | undefined>;

export interface Sort {
    column: string;
    order: 'asc' | 'desc';
}

export const DEFAULT_SORT: Sort = { column: 'createTime', order: 'desc' };

export const queryFields = (cfg: CrudResourceConfig): CrudField[] => cfg.fields.filter(f => f.query);

/** Trims and drops the single quotes a user may wrap a value in (seed §5). */
const clean = (v: unknown): string => {
    const s = String(v ?? '').trim();
    return s.length >= 2 && s.startsWith("'") && s.endsWith("'") ? s.slice(1, -1).trim() : s;
};

/** An amount or chainage of the filter bar as the server's number ("1,234.5" → "1234.5"). */
const typedFilter = (f: CrudField, v: string): string => {
    const n = parseTyped(f, v);
    return typeof n === 'number' ? String(n) : v;
};

/** Money and chainage filters (exact or range) are typed as in the form. */
export const isTypedFilter = (f: CrudField): boolean => (f.query === 'range' || f.query === 'exact') && (isMoney(f) || isChainage(f));

export const filterParams = (cfg: CrudResourceConfig, values: FilterValues): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const f of queryFields(cfg)) {
        const typed = isTypedFilter(f);
        if (f.query === 'range') {
            for (const k of [`${f.name}_begin`, `${f.name}_end`]) {
                const v = clean(values[k]);
                if (v) out[k] = typed ? typedFilter(f, v) : v;
            }
            continue;
        }
        const raw = values[f.name];
        if (f.query === 'multi') {
            const parts = (Array.isArray(raw) ? raw : String(raw ?? '').split(/[,，]/)).map(clean).filter(Boolean);
            if (parts.length) out[f.name] = rule.in(parts);
            continue;
        }
        const v = clean(raw);
        if (!v) continue;
        out[f.name] = f.query === 'like' ? rule.like(v) : typed ? typedFilter(f, v) : v;
    }
    return out;
};

export interface ListState {
    page: number;
    pageSize: number;
    sort: Sort;
    /** the advanced query in force (superQueryParams / superQueryMatchType) */
    superQuery?: SuperQuery | null;
}

/** Parameters of GET {prefix}/list. */
export const listParams = (
    cfg: CrudResourceConfig,
    values: FilterValues,
    state: ListState,
    fixed: Record<string, string | number> = {}
): Record<string, string | number> =>
    toListParams({
        pagination: { page: state.page, perPage: state.pageSize },
        sort: { field: state.sort.column, order: state.sort.order },
        filter: { ...fixed, ...filterParams(cfg, values), ...superParams(cfg, state.superQuery) },
    });

/** Parameters of GET {prefix}/exportXls: the list's, unpaged, plus the selected ids. */
export const exportParams = (
    cfg: CrudResourceConfig,
    values: FilterValues,
    sort: Sort,
    selections: string[],
    fixed: Record<string, string | number> = {},
    superQuery: SuperQuery | null = null
): Record<string, string | number> => {
    const { pageNo: _p, pageSize: _s, ...rest } = listParams(cfg, values, { page: 1, pageSize: 10, sort, superQuery }, fixed);
    return selections.length ? { ...rest, selections: selections.join(',') } : rest;
};
