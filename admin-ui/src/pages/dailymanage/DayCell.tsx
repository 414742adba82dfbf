// One day of the month grid: a button that opens the day's log, or the add form on an empty day.
import { Box, ButtonBase, Chip, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { firstLine, type DailyLog, type Month } from './calendar';
import { dayLabel } from './dayView';

interface DayCellProps {
    month: Month;
    day: number;
    date: string;
    log: DailyLog | undefined;
    isToday: boolean;
    /** Saturday or Sunday: the day's number in red */
    weekend: boolean;
    weather: string;
    canAdd: boolean;
    /** the one day in the tab order */
    active: boolean;
    onFocus: () => void;
    onOpen: (day: number) => void;
}

export const DayCell = ({ month, day, date, log, isToday, weekend, weather, canAdd, active, onFocus, onOpen }: DayCellProps) => {
    const actionable = !!log || canAdd;
    return (
        <ButtonBase
            focusRipple
            data-date={date}
            className="aq-daily-day"
            tabIndex={active ? 0 : -1}
            aria-label={dayLabel(month, day, log, isToday, canAdd, weather)}
            aria-current={isToday ? 'date' : undefined}
            aria-disabled={actionable ? undefined : true}
            onFocus={onFocus}
            onClick={() => actionable && onOpen(day)}
            sx={theme => ({
                flex: 1,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'stretch',
                justifyContent: 'flex-start',
                textAlign: 'left',
                p: 0.75,
                gap: 0.5,
                minWidth: 0,
                cursor: actionable ? 'pointer' : 'default',
                bgcolor: isToday ? alpha(theme.palette.primary.main, 0.06) : undefined,
                outline: isToday ? `2px solid ${theme.palette.primary.main}` : undefined,
                outlineOffset: -2,
                '&:hover': actionable ? { bgcolor: alpha(theme.palette.primary.main, 0.1) } : undefined,
                '&.Mui-focusVisible': { bgcolor: alpha(theme.palette.primary.main, 0.14) },
                '& .aq-daily-add': { opacity: 0 },
                '&:hover .aq-daily-add, &.Mui-focusVisible .aq-daily-add, &:focus .aq-daily-add': { opacity: 1 },
            })}
        >
            <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }}>
                <Typography
                    component="span"
                    sx={{ fontSize: 13, fontWeight: isToday ? 700 : 500, color: isToday ? 'primary.main' : weekend ? 'error.main' : 'text.primary' }}
                >
                    {day}
                </Typography>
                {isToday && (
                    <Typography component="span" sx={{ fontSize: 12, color: 'primary.main' }}>
                        今天
                    </Typography>
                )}
                {weather && <Chip size="small" label={weather} sx={{ ml: 'auto', height: 20, fontSize: 12 }} />}
            </Stack>
            {log ? (
                <Typography
                    component="span"
                    sx={{
                        fontSize: 12,
                        color: 'text.secondary',
                        display: '-webkit-box',
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                        wordBreak: 'break-all',
                    }}
                >
                    {firstLine(log.content)}
                </Typography>
            ) : (
                canAdd && (
                    <Box className="aq-daily-add" aria-hidden sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'primary.main' }}>
                        <AddIcon fontSize="small" />
                    </Box>
                )
            )}
        </ButtonBase>
    );
};
