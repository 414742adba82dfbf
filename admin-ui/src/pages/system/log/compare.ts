// Field-level comparison of two data log versions (data_content JSON).
import type { components } from '../../../api/handwritten.gen';
import { crudConfigByTable } from '../../../components/Crud';

/** A data log version as /sys/dataLog/queryCompareList answers it. */
export type DataLogRow = components['schemas']['ent_SysDataLog'];

export interface FieldDiff {
    key: string;
    label: string;
    a: string;
    b: string;
    changed: boolean;
}

const parse = (s?: string): Record<string, unknown> => {
    try {
        const v = JSON.parse(s || '{}');
        return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
    } catch {
        return {};
    }
};

/** the audit columns every entity shares */
const COMMON: Record<string, string> = {
    id: '主键',
    createBy: '创建人',
    createTime: '创建时间',
    updateBy: '更新人',
    updateTime: '更新时间',
    sysOrgCode: '所属部门',
    tenantId: '租户',
    delFlag: '删除状态',
};

const text = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The union of both versions' properties, labelled from the resource config where known, form order first. */
export const diffVersions = (a: DataLogRow, b: DataLogRow): FieldDiff[] => {
    const va = parse(a.dataContent);
    const vb = parse(b.dataContent);
    const labels = new Map((crudConfigByTable(a.dataTable)?.fields ?? []).map(f => [f.name, f.label] as const));
    const keys = [...new Set([...Object.keys(va), ...Object.keys(vb)])];
    const rank = (k: string) => {
        const i = [...labels.keys()].indexOf(k);
        return i < 0 ? labels.size : i;
    };
    keys.sort((x, y) => rank(x) - rank(y));
    return keys.map(k => ({ key: k, label: labels.get(k) ?? COMMON[k] ?? k, a: text(va[k]), b: text(vb[k]), changed: text(va[k]) !== text(vb[k]) }));
};
