// The month as a 7-column grid, Monday first, with roving focus: one day is in the tab order and
// the arrow keys (Home/End within the week) move it.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box } from '@mui/material';
import { WEEKDAYS, daysIn, monthWeeks, ymd } from './calendar';
import { DayCell } from './DayCell';
import type { ViewProps } from './dayView';

export const MonthGrid = ({ month, logs, today, canAdd, weatherText, onOpen }: ViewProps & { canAdd: boolean }) => {
    const weeks = useMemo(() => monthWeeks(month), [month]);
    const last = daysIn(month);
    const startDay = () => (today.startsWith(ymd(month, 1).slice(0, 8)) ? Number(today.slice(8)) : 1);
    // Roving focus: one day is in the tab order, the arrows move it.
    const [active, setActive] = useState(startDay);
    const grid = useRef<HTMLDivElement>(null);
    const moved = useRef(false);
    const monthKey = ymd(month, 1);
    useEffect(() => {
        setActive(startDay());
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [monthKey]);
    useLayoutEffect(() => {
        if (!moved.current) return;
        moved.current = false;
        grid.current?.querySelector<HTMLElement>(`[data-date="${ymd(month, active)}"]`)?.focus();
    }, [active, month]);

    const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
        const weekday = (new Date(month.year, month.month, active).getDay() + 6) % 7;
        const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7, Home: -weekday, End: 6 - weekday };
        if (!(e.key in step)) return;
        e.preventDefault();
        const next = Math.min(last, Math.max(1, active + step[e.key]));
        if (next === active) return;
        moved.current = true;
        setActive(next);
    };

    return (
        <Box
            ref={grid}
            role="grid"
            aria-labelledby="aq-daily-calendar-title"
            data-testid="daily-calendar-grid"
            onKeyDown={onKeyDown}
            sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                overflow: 'hidden',
            }}
        >
            <Box role="row" sx={{ display: 'contents' }}>
                {WEEKDAYS.map((w, i) => (
                    <Box
                        key={w}
                        role="columnheader"
                        sx={{
                            py: 0.75,
                            textAlign: 'center',
                            fontSize: 13,
                            fontWeight: 600,
                            bgcolor: 'action.hover',
                            color: i >= 5 ? 'error.main' : 'text.secondary',
                            borderBottom: 1,
                            borderColor: 'divider',
                        }}
                    >
                        {w}
                    </Box>
                ))}
            </Box>
            {weeks.map((week, wi) => (
                <Box role="row" key={wi} sx={{ display: 'contents' }}>
                    {week.map((day, di) => {
                        const edge = { borderRight: di < 6 ? 1 : 0, borderBottom: wi < weeks.length - 1 ? 1 : 0, borderColor: 'divider' };
                        if (day == null) return <Box role="gridcell" key={`b${di}`} sx={{ ...edge, bgcolor: 'action.hover', minHeight: 96 }} />;
                        const date = ymd(month, day);
                        const log = logs.get(date);
                        return (
                            <Box role="gridcell" key={date} sx={{ ...edge, minHeight: 96, display: 'flex' }}>
                                <DayCell
                                    month={month}
                                    day={day}
                                    date={date}
                                    log={log}
                                    isToday={date === today}
                                    weekend={di >= 5}
                                    weather={log ? weatherText(log) : ''}
                                    canAdd={canAdd}
                                    active={day === active}
                                    onFocus={() => setActive(day)}
                                    onOpen={onOpen}
                                />
                            </Box>
                        );
                    })}
                </Box>
            ))}
        </Box>
    );
};
