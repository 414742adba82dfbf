// A child table of a one-to-many form as the editable grid's columns and rows: the child's form
// fields become typed columns with the form's rules, and the grid's rows become the
// `xxxList` of the add/edit body (JeecgBoot's one-to-many save).
import { isTempId, newTempId } from '../EditableGrid/logic';
import type { CellRule, ColumnType, GridColumn, GridRow } from '../EditableGrid/types';
import { fieldTitle, rangeRule, switchValues, toPayload } from './fields';
import type { CrudChild, CrudField } from './types';

/** Widgets whose required message says 请选择 (the others 请输入). */
const PICKED = new Set(['select', 'radio', 'checkbox', 'switch', 'date', 'datetime', 'list_multi', 'sel_search', 'record', 'user', 'depart', 'file', 'image', 'tree', 'pca', 'cat_tree']);

const TYPE_OF: Partial<Record<CrudField['widget'], ColumnType>> = {
    input: 'input',
    textarea: 'input',
    password: 'input',
    number: 'inputNumber',
    money: 'inputNumber',
    chainage: 'inputNumber',
    select: 'select',
    radio: 'radio',
    date: 'date',
    datetime: 'datetime',
    list_multi: 'list_multi',
    sel_search: 'sel_search',
    file: 'file',
    image: 'image',
};

const camel = (s: string) => s.trim().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The grid's rules of a field, in the form's order: required, length, number range, pattern, unique among the rows. */
export const childRules = (f: CrudField): CellRule[] => {
    const rules: CellRule[] = [];
    if (f.required) rules.push({ required: true, message: `${PICKED.has(f.widget) ? '请选择' : '请输入'}${f.label}` });
    if (f.maxLength) {
        const max = f.maxLength;
        rules.push({ handler: ({ value }) => (value != null && [...String(value)].length > max ? `${f.label}不能超过${max}个字符!` : undefined) });
    }
    if (f.type === 'int' && (f.widget === 'number' || f.widget === 'input'))
        rules.push({ handler: ({ value }) => (value != null && value !== '' && !Number.isInteger(Number(value)) ? `${f.label}必须是整数!` : undefined) });
    if (f.min != null || f.max != null) {
        const range = rangeRule(f);
        rules.push({
            handler: ({ value }) => {
                const r = range(value);
                return r === true ? undefined : r;
            },
        });
    }
    if (f.pattern) rules.push({ pattern: f.pattern, message: f.patternMessage });
    if (f.uniqueInMain) rules.push({ unique: true, message: `${f.label}不能重复` });
    return rules;
};

/** One grid column of a child's form field. */
export const childColumn = (f: CrudField): GridColumn => {
    // the unit (a measured value's) is in the title: the cells hold bare numbers
    const col: GridColumn = { key: f.name, type: TYPE_OF[f.widget] ?? 'input', title: fieldTitle(f) };
    if (f.list?.width) col.width = f.list.width;
    if (f.dict) col.dictCode = f.dict;
    switch (f.widget) {
        case 'checkbox':
            // the form's checkbox holds several dictionary values ("a,b"); a lone checkbox is yes/no
            if (f.dict) col.type = 'list_multi';
            else {
                col.type = 'checkbox';
                col.customValue = f.type === 'bool' ? [true, false] : ['1', '0'];
            }
            break;
        case 'switch':
            col.type = 'checkbox';
            col.customValue = switchValues(f);
            break;
        case 'chainage':
            col.placeholder = '米';
            break;
        case 'file':
            // uploaded, listed and removed in the file pop-up (JFilePop), the cell listing the files to download
            col.props = { ...col.props, pop: true };
            if (f.maxFiles) col.fieldExtendJson = JSON.stringify({ uploadnum: f.maxFiles });
            break;
        case 'image':
            if (f.maxFiles) col.fieldExtendJson = JSON.stringify({ uploadnum: f.maxFiles });
            break;
        case 'record': {
            // a table dict "table,text,code": pick a record of the table, keep its code
            const [table, , code] = (f.dict ?? '').split(',').map(s => s.trim());
            if (table) {
                col.type = 'popup';
                col.popupCode = table;
                col.orgFields = code ? camel(code) : 'id';
                col.destFields = f.name;
            }
            break;
        }
        case 'user':
            col.type = 'sel_search';
            col.dictCode = f.dict ?? 'sys_user,realname,username';
            break;
        case 'depart':
            col.type = 'sel_search';
            col.dictCode = f.dict ?? 'sys_depart,depart_name,id';
            break;
        default:
    }
    if (f.maxLength && col.type === 'input') col.props = { ...col.props, maxLength: f.maxLength };
    if (f.min != null || f.max != null) col.props = { ...col.props, min: f.min, max: f.max };
    const rules = childRules(f);
    if (rules.length) col.validateRules = rules;
    return col;
};

/** The grid's columns: the child's form fields, never the parent id. */
export const childColumns = (child: CrudChild): GridColumn[] =>
    child.fields.filter(f => f.form && f.name !== child.mainField).map(childColumn);

/** Rows as the server sends them (byMainId), with string ids for the grid. */
export const childRowsFromServer = (result: unknown): GridRow[] => {
    const list = Array.isArray(result) ? result : Array.isArray((result as { records?: unknown })?.records) ? (result as { records: unknown[] }).records : [];
    return list
        .filter((r): r is Record<string, unknown> => !!r && typeof r === 'object')
        .map(r => ({ ...r, id: r.id != null && String(r.id) !== '' ? String(r.id) : newTempId() }));
};

/**
 * The `listKey` rows of the add/edit body: each row's form fields converted as the form's own
 * (numbers, trimmed text). A row added in the grid goes without an id (the server creates it),
 * a saved row keeps its id and sends null for what was cleared; the parent id is the server's.
 */
export const childRowsPayload = (child: CrudChild, rows: GridRow[]): Record<string, unknown>[] => {
    const fields = child.fields.filter(f => f.name !== child.mainField);
    return rows.map(r => {
        const fresh = isTempId(r.id);
        const out = toPayload(fields, r, fresh ? 'create' : 'edit', fresh ? undefined : r.id);
        delete out[child.mainField];
        return out;
    });
};
