export { Gantt, default } from './Gantt';
export type { GanttProps } from './Gantt';
export type { GanttTask, GanttViewMode } from './model';
export {
    CRITICAL_CLASS,
    addDays,
    diffDays,
    durationDays,
    formatDay,
    fromFrappeRange,
    normalizeDay,
    parseDay,
    rangeFromBar,
    toFrappeTasks,
} from './model';
