// What a list's card shows on a phone (CrudListCards): a title, a status chip and a few key
// fields, chosen once per resource from its list columns.
import { isChainage, isDecimal, isMoney } from './fields';
import type { CrudField, CrudResourceConfig } from './types';

/** Key fields a card shows under its title. */
export const CARD_KEY_FIELDS = 3;

/** Values a card line never shows: long texts, files, secrets (the detail dialog has them). */
const LONG_WIDGETS = new Set(['textarea', 'richtext', 'markdown', 'code', 'file', 'image', 'password']);

/** Columns the server fills on every record: shown only when a card has nothing better. */
const AUDIT_FIELDS = new Set(['createTime', 'createBy', 'updateTime', 'updateBy']);

/** The header's section chooser already says which 工程 / 标段 a section-scoped list shows. */
const scopeFields = (config: CrudResourceConfig) =>
    new Set(config.sectionScoped ? ['engineeringId', 'sectionId'] : []);

/** A value typed as text (no dictionary, no picker): a name, a number, a place. */
const isPlainText = (f: CrudField) => f.type === 'string' && f.widget === 'input' && !f.dict;

/** The record's business key: the field whose value is unique (编号, 编码, 账号). */
const isBusinessKey = (f: CrudField) => !!f.unique;

/**
 * A value shown whole on a card, never cut by an ellipsis: amounts, chainages, measured values,
 * counts and dates.
 */
export const isNumberLike = (f: CrudField): boolean =>
    isMoney(f) || isChainage(f) || isDecimal(f) || ['int', 'float', 'decimal', 'money', 'chainage', 'date', 'datetime'].includes(f.type);

/**
 * The card's status chip: the state of config.steps, else a code-dictionary column named as a
 * state (status, 状态, 审批, 审核).
 */
export const cardStatusField = (config: CrudResourceConfig, columns: CrudField[]): CrudField | undefined => {
    if (config.steps) {
        const field = config.steps.field;
        return columns.find(f => f.name === field) ?? config.fields.find(f => f.name === field);
    }
    return columns.find(
        f => !!f.dict && !f.dict.includes(',') && (/status|state/i.test(f.name) || /状态|审批|审核/.test(f.label))
    );
};

/**
 * The card's title — the one rule: a tree's node title; else the first list column (the section
 * scope left aside) that is typed text or the business key; else the first other column.
 */
export const cardTitleField = (config: CrudResourceConfig, columns: CrudField[]): CrudField | undefined => {
    if (config.tree) {
        const node = columns.find(f => f.name === config.tree!.title);
        if (node) return node;
    }
    const scope = scopeFields(config);
    const status = cardStatusField(config, columns);
    const candidates = columns.filter(f => !scope.has(f.name) && f !== status);
    return candidates.find(f => isPlainText(f) || isBusinessKey(f)) ?? candidates.find(f => !LONG_WIDGETS.has(f.widget)) ?? columns[0];
};

/** Up to CARD_KEY_FIELDS columns beside the title and status: the page's own first, then 工程 / 标段, then 创建时间. */
export const cardKeyFields = (config: CrudResourceConfig, columns: CrudField[], taken: (CrudField | undefined)[]): CrudField[] => {
    const scope = scopeFields(config);
    const rank = (f: CrudField) => (AUDIT_FIELDS.has(f.name) ? 2 : scope.has(f.name) ? 1 : 0);
    return columns
        .filter(f => !taken.includes(f) && !LONG_WIDGETS.has(f.widget))
        .map((f, i) => ({ f, i }))
        .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
        .slice(0, CARD_KEY_FIELDS)
        .map(x => x.f);
};

export interface CardModel {
    title?: CrudField;
    status?: CrudField;
    keys: CrudField[];
}

/** Title, status and key fields of a resource's cards. */
export const cardModel = (config: CrudResourceConfig, columns: CrudField[]): CardModel => {
    const title = cardTitleField(config, columns);
    const status = cardStatusField(config, columns);
    return { title, status, keys: cardKeyFields(config, columns, [title, status]) };
};
