// The phone's view: the month's days that have a log, in date order.
import { Box, CircularProgress, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { daysIn, firstLine, weekdayOf, ymd } from './calendar';
import { dayLabel, type ViewProps } from './dayView';

export const DayList = ({ month, logs, today, loading, weatherText, onOpen }: ViewProps & { loading: boolean }) => {
    const days = Array.from({ length: daysIn(month) }, (_, i) => i + 1).filter(d => logs.has(ymd(month, d)));
    if (!days.length) {
        return (
            <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }} role="status">
                {loading ? <CircularProgress size={24} aria-label="加载中" /> : '本月暂无日志'}
            </Box>
        );
    }
    return (
        <List disablePadding aria-labelledby="aq-daily-calendar-title" data-testid="daily-calendar-list">
            {days.map(day => {
                const date = ymd(month, day);
                const log = logs.get(date)!;
                const isToday = date === today;
                const weather = weatherText(log);
                return (
                    <ListItemButton
                        key={date}
                        divider
                        aria-label={dayLabel(month, day, log, isToday, false, weather)}
                        aria-current={isToday ? 'date' : undefined}
                        onClick={() => onOpen(day)}
                        sx={{ alignItems: 'flex-start', gap: 1.5, px: 1 }}
                    >
                        <Box sx={{ minWidth: 44, textAlign: 'center', color: isToday ? 'primary.main' : 'text.primary' }}>
                            <Typography sx={{ fontSize: 20, fontWeight: 600, lineHeight: 1.2 }}>{day}</Typography>
                            <Typography sx={{ fontSize: 12, color: isToday ? 'primary.main' : 'text.secondary' }}>{isToday ? '今天' : weekdayOf(month, day)}</Typography>
                        </Box>
                        <ListItemText
                            primary={[weather, log.temperature ? String(log.temperature) : ''].filter(Boolean).join(' · ') || ' '}
                            secondary={firstLine(log.content)}
                            slotProps={{ primary: { sx: { fontSize: 14 } }, secondary: { sx: { wordBreak: 'break-all' } } }}
                        />
                    </ListItemButton>
                );
            })}
        </List>
    );
};
