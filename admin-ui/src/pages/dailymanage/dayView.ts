// What the month grid and the phone's day list share: their props and a day's spoken label.
import { dayTitle, firstLine, type DailyLog, type Month } from './calendar';

export interface ViewProps {
    month: Month;
    logs: Map<string, DailyLog>;
    today: string;
    weatherText: (log: DailyLog) => string;
    onOpen: (day: number) => void;
}

/** What a day's cell says to a screen reader: date, weather and the first line of the log. */
export const dayLabel = (month: Month, day: number, log: DailyLog | undefined, isToday: boolean, canAdd: boolean, weather: string) => {
    const head = `${dayTitle(month, day)}${isToday ? ' 今天' : ''}`;
    if (!log) return `${head} 无日志${canAdd ? '，新增' : ''}`;
    return [head, weather, firstLine(log.content)].filter(Boolean).join(' ');
};
