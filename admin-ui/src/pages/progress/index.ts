export { ProgressGantt, default } from './ProgressGantt';
export {
    CRITICAL_PATH_URL,
    EDIT_URL,
    PLAN_TYPES,
    chainText,
    normalizeResult,
    parsePredecessors,
    planDays,
    summaryText,
    toGanttTasks,
} from './criticalPath';
export type { CriticalPathResult, CriticalPathTask, PlanType } from './criticalPath';
