// The progress plan's critical-path reply (GET /progress/cmisProgressPlan/criticalPath) and its
// mapping to Gantt tasks, summary and table rows. When the tasks come from several sections (no
// section chosen in the header), each task's name is led by its section's: "标段名 · 任务名".
import type { components } from '../../api/handwritten.gen';
import { durationDays, normalizeDay, type GanttTask } from '../../components/Gantt';

export const CRITICAL_PATH_URL = '/progress/cmisProgressPlan/criticalPath';
export const EDIT_URL = '/progress/cmisProgressPlan/edit';

export type PlanType = 'year' | 'month' | 'week';

export const PLAN_TYPES: Array<[PlanType, string]> = [
    ['year', '年度'],
    ['month', '月度'],
    ['week', '周'],
];

/** A task of the reply: the server's type (server/project/plan.go), generated into src/api. */
export type CriticalPathTask = components['schemas']['project_planTask'];

/** The reply's result. */
export type CriticalPathResult = components['schemas']['project_pathResult'];

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
            sectionId: String(t.sectionId ?? ''),
            sectionName: String(t.sectionName ?? ''),
            planStartDate: String(t.planStartDate ?? ''),
            planEndDate: String(t.planEndDate ?? ''),
            duration: num(t.duration),
            percentComplete: num(t.percentComplete),
            predecessors: parsePredecessors(t.predecessors).join(','),
            earlyStart: num(t.earlyStart),
            earlyFinish: num(t.earlyFinish),
            lateStart: num(t.lateStart),
            lateFinish: num(t.lateFinish),
            totalFloat: num(t.totalFloat),
            freeFloat: num(t.freeFloat),
            critical: t.critical === true || t.critical === 1 || t.critical === '1' || t.critical === 'true',
        }));
    return {
        duration: num(o.duration),
        chain: Array.isArray(o.chain) ? o.chain.map(String) : [],
        tasks,
    };
};

/** Whether the tasks come from more than one section. */
export const severalSections = (tasks: CriticalPathTask[]): boolean => new Set(tasks.map(t => t.sectionId)).size > 1;

const sectionLabel = (t: CriticalPathTask) => t.sectionName || t.sectionId || '未知标段';

/** A task's name as the chart shows it: led by its section's when `withSection`. */
export const taskLabel = (t: CriticalPathTask, withSection: boolean): string =>
    withSection ? `${sectionLabel(t)} · ${t.taskName}` : t.taskName;

export const toGanttTasks = (tasks: CriticalPathTask[]): GanttTask[] => {
    const withSection = severalSections(tasks);
    return tasks.map(t => ({
        id: t.id,
        name: taskLabel(t, withSection),
        start: t.planStartDate,
        end: t.planEndDate,
        progress: t.percentComplete,
        dependencies: parsePredecessors(t.predecessors),
        critical: t.critical,
    }));
};

/** 总工期 N 天，关键任务 M 个 */
export const summaryText = (r: CriticalPathResult): string =>
    `总工期 ${r.duration} 天，关键任务 ${r.tasks.filter(t => t.critical).length} 个`;

/**
 * The critical chain as task names (an unknown id is shown as is) joined by ' → '; with several
 * sections a name is led by its section's where the section changes along the chain.
 */
export const chainText = (r: CriticalPathResult): string => {
    const byId = new Map(r.tasks.map(t => [t.id, t]));
    const withSection = severalSections(r.tasks);
    let section: string | null = null;
    return r.chain
        .map(id => {
            const t = byId.get(id);
            if (!t) return id;
            const label = taskLabel(t, withSection && t.sectionId !== section);
            section = t.sectionId;
            return label;
        })
        .join(' → ');
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
