// The figures of one section's detail page, each loaded on its own (one refusal leaves the
// others): the section itself (with its dict texts, hence list?id= rather than queryById), its
// progress and advance from the dashboard API, the grade counts of the four assessments and
// the hidden dangers not yet closed.
import { getAction } from '../../dataProvider/http';
import { recordsOf } from '../../components/Pickers/common';
import { config as sectionConfig } from '../../resources/cmisSection/config.gen';
import { config as dangerConfig } from '../../resources/cmisHiddenDanger/config.gen';
import type { AdvanceStats, SectionProgress } from '../home/api';

export type Row = Record<string, any>;

/** The reply's result; a refused or failed reply throws its message. */
const fetchResult = async <T = any>(url: string, params: Record<string, unknown>, failText: string): Promise<T> => {
    const env = await getAction<T>(url, params, { silent: true });
    if (!env.success) throw new Error(env.message || failText);
    return env.result;
};

/** The section's record with its dict texts; null when the viewer has no such section. */
export const fetchSection = async (id: string): Promise<Row | null> =>
    recordsOf(await fetchResult(`${sectionConfig.apiPrefix}/list`, { id, pageNo: 1, pageSize: 1 }, '标段加载失败'))[0] ?? null;

/** The section's planned and actual progress; null when the dashboard has no row for it. */
export const fetchProgress = async (id: string): Promise<SectionProgress | null> => {
    const rows = await fetchResult<SectionProgress[]>('/dashboard/progress', { sectionId: id }, '进度加载失败');
    return (Array.isArray(rows) ? rows : []).find(r => String(r.sectionId) === id) ?? null;
};

export const fetchAdvance = (id: string) => fetchResult<AdvanceStats>('/dashboard/advance', { sectionId: id }, '进尺加载失败');

/** The grades of dict quality_grade, best first. */
export const GRADES = [
    { value: '2', text: '优良' },
    { value: '1', text: '合格' },
    { value: '0', text: '不合格' },
] as const;
export type Grade = (typeof GRADES)[number]['value'];

export interface QualityRow {
    key: string;
    title: string;
    counts: Record<Grade, number>;
}

/** Each assessment form the viewer may list, counted by grade (GET /dashboard/quality). */
export const fetchQuality = async (id: string): Promise<QualityRow[]> => {
    const rows = await fetchResult<QualityRow[]>('/dashboard/quality', { sectionId: id }, '质量评定加载失败');
    return (Array.isArray(rows) ? rows : []).map(r => ({
        ...r,
        counts: Object.fromEntries(GRADES.map(g => [g.value, Number(r.counts?.[g.value] ?? 0) || 0])) as Record<Grade, number>,
    }));
};

/** The statuses of a danger not closed (dict danger_status: 待整改, 整改中, 待复查). */
export const OPEN_DANGER_STATUSES = ['1', '2', '3'];
/** The most open dangers listed; the count says how many there are in all. */
export const DANGER_PAGE_SIZE = 50;
export const DANGER_LIST_PATH = `/${dangerConfig.apiPrefix.replace(/^\/+/, '')}`;

export interface DangerList {
    rows: Row[];
    total: number;
}

/** The open dangers, nearest deadline first; a comma value is one IN filter (docs/contract.md §5.2). */
export const fetchDangers = async (id: string): Promise<DangerList> => {
    const result = await fetchResult(
        `${dangerConfig.apiPrefix}/list`,
        { sectionId: id, status: OPEN_DANGER_STATUSES.join(','), pageNo: 1, pageSize: DANGER_PAGE_SIZE, column: 'deadline', order: 'asc' },
        '隐患加载失败'
    );
    const rows = recordsOf(result);
    return { rows, total: Number(result?.total ?? rows.length) || rows.length };
};

/** A field's label in the danger resource. */
export const dangerLabel = (name: string) => dangerConfig.fields.find(f => f.name === name)?.label ?? name;
/** A field's label in the section resource. */
export const sectionLabel = (name: string) => sectionConfig.fields.find(f => f.name === name)?.label ?? name;
