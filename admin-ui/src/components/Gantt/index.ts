export { Gantt, default } from './Gantt';
export type { GanttProps } from './Gantt';
export type { GanttTask, GanttViewMode } from './model';
export type { DateChange, DayRange } from './edits';
export {
    CRITICAL_CLASS,
    PROPOSED_CLASS,
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
