// Helpers that turn react-admin list parameters into the JeecgBoot query convention.

/** Value rules understood by the server (docs/contract.md §5.2). */
export const rule = {
    like: (v: string) => `*${v}*`,
    startsWith: (v: string) => `${v}*`,
    endsWith: (v: string) => `*${v}`,
    ne: (v: string | number) => `!${v}`,
    ge: (v: string | number) => `>=${v}`,
    le: (v: string | number) => `<=${v}`,
    in: (vs: Array<string | number>) => vs.join(','),
};

export interface SuperQueryItem {
    field: string;
    rule: string;
    val: unknown;
    type?: string;
    dbType?: string;
}

/** Keys of a react-admin filter object that are not plain field conditions. */
const SUPER_PARAMS = 'superQueryParams';
const SUPER_MATCH = 'superQueryMatchType';

export const toListParams = (params: {
    pagination?: { page: number; perPage: number };
    sort?: { field: string; order: string };
    filter?: Record<string, unknown>;
}): Record<string, string | number> => {
    const out: Record<string, string | number> = {};
    const page = params.pagination?.page ?? 1;
    const perPage = params.pagination?.perPage ?? 10;
    out.pageNo = page;
    out.pageSize = perPage;
    if (params.sort?.field) {
        out.column = params.sort.field.replace(/_dictText$/, '');
        out.order = String(params.sort.order).toUpperCase() === 'ASC' ? 'asc' : 'desc';
    }
    for (const [k, v] of Object.entries(params.filter ?? {})) {
        if (v === undefined || v === null || v === '') continue;
        if (k === SUPER_PARAMS) {
            const items = typeof v === 'string' ? v : encodeURI(JSON.stringify(v));
            out[SUPER_PARAMS] = items;
            continue;
        }
        if (k === SUPER_MATCH) {
            out[SUPER_MATCH] = v === 'or' ? 'or' : 'and';
            continue;
        }
        if (Array.isArray(v)) {
            if (v.length) out[k] = v.join(',');
            continue;
        }
        if (typeof v === 'object') continue;
        out[k] = typeof v === 'boolean' ? (v ? 1 : 0) : (v as string | number);
    }
    if (out[SUPER_PARAMS] && !out[SUPER_MATCH]) out[SUPER_MATCH] = 'and';
    return out;
};
