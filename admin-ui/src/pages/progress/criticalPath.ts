// The progress plan's critical-path reply (GET /progress/cmisProgressPlan/criticalPath) and its
// mapping to Gantt tasks, summary and table rows.
import { durationDays, normalizeDay, type GanttTask } from '../../components/Gantt';

export const CRITICAL_PATH_URL = '/progress/cmisProgressPlan/criticalPath';
export const EDIT_URL = '/progress/cmisProgressPlan/edit';

export type PlanType = 'year' | 'month' | 'week';

export const PLAN_TYPES: Array<[PlanType, string]> = [
    ['year', '年度'],
    ['month', '月度'],
    ['week', '周'],
];

export interface CriticalPathTask {
    id: string;
    taskName: string;
    /** yyyy-MM-dd */
    planStartDate: string;
    /** yyyy-MM-dd, inclusive */
    planEndDate: string;
    percentComplete: number;
    /** comma-separated ids */
    predecessors: string;
    earlyStart: number;
    earlyFinish: number;
    lateStart: number;
    lateFinish: number;
    totalFloat: number;
    critical: boolean;
}

export interface CriticalPathResult {
    duration: number;
    chain: string[];
    tasks: CriticalPathTask[];
}

/** 'a, b，c' → ['a', 'b', 'c'] (an array is accepted too). */
export const parsePredecessors = (p: unknown): string[] => {
    const parts = Array.isArray(p) ? p.map(String) : typeof p === 'string' ? p.split(/[,，;；\s]+/) : [];
    return Array.from(new Set(parts.map(s => s.trim()).filter(Boolean)));
};

const num = (v: unknown): number => {
    const n = Number(v);
    return Number.isFinite(n) ? n : 0;
};

/** A reply's result made safe to render (missing arrays and numbers become empty/0, ids strings). */
export const normalizeResult = (r: unknown): CriticalPathResult => {
    const o = (r && typeof r === 'object' ? r : {}) as Partial<Record<keyof CriticalPathResult, unknown>>;
    const tasks = (Array.isArray(o.tasks) ? o.tasks : [])
        .filter((t): t is Record<string, unknown> => !!t && typeof t === 'object' && t.id != null)
        .map(t => ({
            id: String(t.id),
            taskName: String(t.taskName ?? t.id),
            planStartDate: String(t.planStartDate ?? ''),
            planEndDate: String(t.planEndDate ?? ''),
            percentComplete: num(t.percentComplete),
            predecessors: parsePredecessors(t.predecessors).join(','),
            earlyStart: num(t.earlyStart),
            earlyFinish: num(t.earlyFinish),
            lateStart: num(t.lateStart),
            lateFinish: num(t.lateFinish),
            totalFloat: num(t.totalFloat),
            critical: t.critical === true || t.critical === 1 || t.critical === '1' || t.critical === 'true',
        }));
    return {
        duration: num(o.duration),
        chain: Array.isArray(o.chain) ? o.chain.map(String) : [],
        tasks,
    };
};

export const toGanttTasks = (tasks: CriticalPathTask[]): GanttTask[] =>
    tasks.map(t => ({
        id: t.id,
        name: t.taskName,
        start: t.planStartDate,
        end: t.planEndDate,
        progress: t.percentComplete,
        dependencies: parsePredecessors(t.predecessors),
        critical: t.critical,
    }));

/** 总工期 N 天，关键任务 M 个 */
export const summaryText = (r: CriticalPathResult): string =>
    `总工期 ${r.duration} 天，关键任务 ${r.tasks.filter(t => t.critical).length} 个`;

/** The critical chain as task names (an unknown id is shown as is) joined by ' → '. */
export const chainText = (r: CriticalPathResult): string => {
    const names = new Map(r.tasks.map(t => [t.id, t.taskName]));
    return r.chain.map(id => names.get(id) ?? id).join(' → ');
};

/** Inclusive planned duration in days, or null when a date is missing. */
export const planDays = (t: CriticalPathTask): number | null => {
    const s = normalizeDay(t.planStartDate);
    const e = normalizeDay(t.planEndDate);
    if (!s || !e) return null;
    const d = durationDays(s, e);
    return Number.isFinite(d) ? d : null;
};

/** The Gantt view that suits a plan type. */
export const viewForPlan = (p: PlanType) => (p === 'year' ? 'Week' : 'Day') as 'Week' | 'Day';
