// What a printed form shows: which fields, where (header line, pairs, full rows), and as what text.
import { cellText, detailFields, isMoney } from '../Crud/fields';
import { moneyWithCapital } from '../../lib/money';
import type { DictOption } from '../Crud/dict';
import type { CrudField, CrudResourceConfig } from '../Crud/types';
import { splitValues } from '../Select/common';

/** Audit and system columns: never on paper. */
export const SYSTEM_FIELDS = new Set(['id', 'createBy', 'createTime', 'updateBy', 'updateTime', 'sysOrgCode', 'tenantId', 'delFlag']);

/** Long text and photos take a whole row of the table. */
const WIDE_WIDGETS = new Set(['textarea', 'richtext', 'markdown', 'code', 'image']);
export const isWide = (f: CrudField) => WIDE_WIDGETS.has(f.widget);

/** The header line's left side: the section and the engineering, in this order. */
const HEADER_LEFT = ['sectionId', 'engineeringId'];
/** A form's number (通知编号, 单元工程编码) goes to the right of the header line. */
const isNumberField = (f: CrudField) => /(编号|编码)$/.test(f.label);
const isDate = (f: CrudField) => f.type === 'date' || f.type === 'datetime';

/** The fields printed: what the detail dialog shows (inputs and what the server filled: 质量等级, 回复内容), less the system ones. */
export const printFields = (config: CrudResourceConfig): CrudField[] =>
    detailFields(config.fields).filter(f => !SYSTEM_FIELDS.has(f.name) && f.widget !== 'password');

export interface SheetLayout {
    /** 标段 / 工程, when the record has them */
    left: CrudField[];
    /** the form's number, else its first date, when the record has it */
    right?: CrudField;
    /** table rows: one wide field, or up to two label/value pairs */
    rows: CrudField[][];
}

const filled = (f: CrudField, record: Record<string, unknown>) => {
    const v = record[f.name];
    return v !== undefined && v !== null && String(v).trim() !== '';
};

export const sheetLayout = (config: CrudResourceConfig, record: Record<string, unknown>): SheetLayout => {
    const fields = printFields(config);
    const left = HEADER_LEFT.flatMap(n => fields.filter(f => f.name === n && filled(f, record)));
    const right = fields.find(f => isNumberField(f) && filled(f, record)) ?? fields.find(f => isDate(f) && filled(f, record));
    const inHeader = new Set([...left, right].filter(Boolean));
    const rows: CrudField[][] = [];
    let pair: CrudField[] = [];
    for (const f of fields) {
        if (inHeader.has(f)) continue;
        if (isWide(f)) {
            if (pair.length) rows.push(pair);
            pair = [];
            rows.push([f]);
            continue;
        }
        pair.push(f);
        if (pair.length === 2) {
            rows.push(pair);
            pair = [];
        }
    }
    if (pair.length) rows.push(pair);
    return { left, right, rows };
};

/**
 * The text of a value as the list shows it (the server's _dictText, 是/否, amounts, K1+200.000),
 * and a dictionary value the server did not name, by the dictionary's options.
 */
export const sheetText = (f: CrudField, record: Record<string, unknown>, options?: DictOption[]): string => {
    if (f.dict && !hasDictText(f, record) && options?.length) {
        const values = splitValues(record[f.name]);
        if (values.length) return values.map(v => options.find(o => o.value === v)?.text ?? v).join(',');
    }
    if (isMoney(f)) {
        // a form that pays or settles also states the amount in capitals (大写)
        const v = record[f.name];
        const text = typeof v === 'number' || typeof v === 'string' ? moneyWithCapital(v) : '';
        if (text) return text;
    }
    return cellText(f, record);
};

export const hasDictText = (f: CrudField, record: Record<string, unknown>) => {
    const t = record[`${f.name}_dictText`];
    return t !== undefined && t !== null && t !== '';
};

/** The dictionaries whose options the sheet needs (values the server did not name). */
export const neededDicts = (config: CrudResourceConfig, record: Record<string, unknown>): string[] => [
    ...new Set(printFields(config).flatMap(f => (f.dict && filled(f, record) && !hasDictText(f, record) ? [f.dict] : []))),
];
