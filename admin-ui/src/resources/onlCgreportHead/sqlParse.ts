// SQL解析 of the report definition: the server's parseSql answers the columns the SQL selects and
// its ${…} parameters; they fill the 报表字段 and 报表参数 grids, in the SQL's order. A row the user
// already described (its name selected or used again) is kept as it is; a row the SQL no longer
// has goes; a new one starts as the server describes it (the label is the name).
import { newTempId } from '../../components/EditableGrid/logic';

export const PARSE_SQL = '/online/cgreport/head/parseSql';

/** The grids of the form (config.children names). */
export const ITEM_GRID = 'onlCgreportItem';
export const PARAM_GRID = 'onlCgreportParam';

export interface ParsedField {
    fieldName: string;
    fieldTxt: string;
    fieldType: string;
    isShow?: number;
    isSearch?: number;
    orderNum?: number;
}

export interface ParsedParam {
    paramName: string;
    paramTxt: string;
    paramValue?: string;
    orderNum?: number;
}

export interface ParseResult {
    fields: ParsedField[];
    params: ParsedParam[];
}

type Row = Record<string, unknown>;

export interface Merged {
    rows: Row[];
    kept: number;
    added: number;
    removed: number;
}

const merge = <T,>(existing: Row[], parsed: T[], key: string, name: (p: T) => string, fresh: (p: T) => Row): Merged => {
    const byName = new Map(existing.filter(r => typeof r[key] === 'string' && r[key] !== '').map(r => [String(r[key]), r]));
    let kept = 0;
    const rows = parsed.map(p => {
        const old = byName.get(name(p));
        if (old) {
            kept++;
            byName.delete(name(p));
            return old;
        }
        return fresh(p);
    });
    // rows without a name (added, not typed yet) are no column of the SQL either
    return { rows, kept, added: rows.length - kept, removed: existing.length - kept };
};

/** The 报表字段 rows after SQL解析. */
export const mergeFields = (existing: Row[], fields: ParsedField[]): Merged =>
    merge(existing, fields, 'fieldName', f => f.fieldName, f => ({
        id: newTempId(),
        fieldName: f.fieldName,
        fieldTxt: f.fieldTxt || f.fieldName,
        fieldType: f.fieldType || 'String',
        isShow: f.isShow ?? 1,
        isSearch: f.isSearch ?? 0,
    }));

/** The 报表参数 rows after SQL解析. */
export const mergeParams = (existing: Row[], params: ParsedParam[]): Merged =>
    merge(existing, params, 'paramName', p => p.paramName, p => ({
        id: newTempId(),
        paramName: p.paramName,
        paramTxt: p.paramTxt || p.paramName,
        paramValue: p.paramValue ?? '',
    }));

/** What SQL解析 did, in a sentence. */
export const describeParse = (fields: Merged, params: Merged): string => {
    const kept = fields.kept + params.kept;
    const removed = fields.removed + params.removed;
    let s = `解析完成：${fields.rows.length} 个字段，${params.rows.length} 个参数`;
    if (kept) s += `；保留已填写的 ${kept} 行`;
    if (removed) s += `；移除 SQL 中已没有的 ${removed} 行`;
    return s;
};
