export { ManagementDailyCalendar, default } from './ManagementDailyCalendar';
export { LIST_URL, monthParams, monthWeeks, logsByDay, firstLine } from './calendar';
export type { DailyLog, Month } from './calendar';
