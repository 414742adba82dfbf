// JeecgBoot's JPopup mapping, shared by the form's popup field and the grid's popup cell:
// orgFields (the picked rows' fields) fill destFields (the form's or the row's), in order.

export const POPUP_CONFIG_ERROR = 'popup参数未正确配置!';
export const POPUP_COUNT_ERROR = 'popup参数未正确配置,原始值和目标值数量不一致!';

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export const fieldList = (s?: string) =>
    text(s)
        .split(',')
        .map(x => x.trim())
        .filter(Boolean);

/** The configuration error of a popup (seed §5), else undefined. */
export const popupError = (code?: string, orgFields?: string, destFields?: string): string | undefined => {
    if (!code || !orgFields || !destFields) return POPUP_CONFIG_ERROR;
    if (fieldList(orgFields).length !== fieldList(destFields).length) return POPUP_COUNT_ERROR;
    return undefined;
};

/** The values picked rows give: destFields[i] ← row[orgFields[i]] (several rows: comma-joined). */
export const popupValues = (orgFields: string | undefined, destFields: string | undefined, picked: Record<string, unknown>[]) => {
    const org = fieldList(orgFields);
    const out: Record<string, string> = {};
    fieldList(destFields).forEach((d, i) => {
        out[d] = picked.map(r => text(r[org[i]])).join(',');
    });
    return out;
};
