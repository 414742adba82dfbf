// 日志日历: the management logs (管理日志) of the header's section as a month calendar, loaded with
// one list request per month. A day with a log opens it (edit, or detail without the edit
// permission); an empty day opens the add form for that date. Phones get a list of the month's
// logged days in place of the 7-column grid (and its own section chooser, which the header
// leaves out there).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
    Alert,
    Box,
    Button,
    ButtonBase,
    Card,
    CardContent,
    Chip,
    CircularProgress,
    LinearProgress,
    List,
    ListItemButton,
    ListItemText,
    Stack,
    Typography,
    useMediaQuery,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { getAction } from '../../dataProvider/http';
import { SECTION_ID_KEY, SECTION_OBJ_KEY, announceSection, sectionParams, useDictOptions, useHeaderSection } from '../../components/Crud';
import { MOBILE_QUERY } from '../../components/Crud/responsive';
import { useHasPermission } from '../../components/HasPermission/HasPermission';
import { CALENDAR_PATH, SectionChooser } from '../../layout/SectionChooser';
import dailyResource from '../../resources/cmisManagementDaily/index.gen';
import {
    ADD_CODE,
    EDIT_CODE,
    LIST_URL,
    WEEKDAYS,
    dayTitle,
    daysIn,
    firstLine,
    logsByDay,
    monthOf,
    monthParams,
    monthTitle,
    monthWeeks,
    shiftMonth,
    toYmd,
    weekdayOf,
    ymd,
    type DailyLog,
    type Month,
} from './calendar';

const { config } = dailyResource;

const messageOf = (e: unknown, fallback: string): string => {
    const m = (e as { message?: unknown } | null)?.message;
    return typeof m === 'string' && m ? m : fallback;
};

/**
 * The header's chooser in the page; leaving clears the choice, as the header's does off this
 * page (a phone has no chooser elsewhere to clear it with).
 */
const PhoneSectionChooser = () => {
    useEffect(
        () => () => {
            localStorage.removeItem(SECTION_ID_KEY);
            localStorage.removeItem(SECTION_OBJ_KEY);
            announceSection('');
        },
        []
    );
    return <SectionChooser pathname={CALENDAR_PATH} />;
};

type Dialog = { mode: 'create'; defaults: Record<string, unknown> } | { mode: 'edit' | 'show'; record: DailyLog };

export const ManagementDailyCalendar = () => {
    const mobile = useMediaQuery(MOBILE_QUERY);
    const can = useHasPermission();
    const canAdd = can(ADD_CODE);
    const canEdit = can(EDIT_CODE);
    const section = useHeaderSection(true);
    const scopeKey = JSON.stringify(sectionParams(config, section));
    const [month, setMonth] = useState<Month>(() => monthOf(new Date()));
    const [logs, setLogs] = useState<Map<string, DailyLog>>(() => new Map());
    const [loading, setLoading] = useState(false);
    const [error, setError] = useState<string | null>(null);
    const [dialog, setDialog] = useState<Dialog | null>(null);
    const weatherOptions = useDictOptions('weather');
    /** only the latest request may set the state */
    const seq = useRef(0);

    const today = toYmd(new Date());
    const isThisMonth = today.startsWith(ymd(month, 1).slice(0, 8));

    const load = useCallback(async () => {
        const mine = ++seq.current;
        const scope = JSON.parse(scopeKey) as Record<string, string>;
        if (!scope.sectionId) {
            setLogs(new Map());
            setLoading(false);
            setError(null);
            return;
        }
        setLoading(true);
        try {
            const env = await getAction<{ records?: DailyLog[] }>(LIST_URL, monthParams(month, scope));
            if (mine !== seq.current) return;
            if (env.success) {
                setLogs(logsByDay(Array.isArray(env.result?.records) ? env.result.records : []));
                setError(null);
            } else {
                setLogs(new Map());
                setError(env.message || '加载管理日志失败');
            }
        } catch (e) {
            if (mine !== seq.current) return;
            setLogs(new Map());
            setError(messageOf(e, '加载管理日志失败'));
        } finally {
            if (mine === seq.current) setLoading(false);
        }
    }, [month, scopeKey]);

    useEffect(() => {
        void load();
    }, [load]);

    // A request still running when the page goes may not set its state.
    useEffect(
        () => () => {
            seq.current++;
        },
        []
    );

    const weatherText = useCallback(
        (log: DailyLog): string => {
            const text = log.weather_dictText;
            if (typeof text === 'string' && text) return text;
            const v = String(log.weather ?? '');
            return weatherOptions.find(o => o.value === v)?.text ?? v;
        },
        [weatherOptions]
    );

    const openDay = (day: number) => {
        const date = ymd(month, day);
        const log = logs.get(date);
        if (log) setDialog({ mode: canEdit ? 'edit' : 'show', record: log });
        else if (canAdd && section.sectionId) setDialog({ mode: 'create', defaults: { sectionId: section.sectionId, logDate: date } });
    };

    const closeDialog = (saved: boolean) => {
        setDialog(null);
        if (saved) void load();
    };

    /** the day of the month the phone's 新增 starts with: today, else the first day without a log */
    const addDay = useMemo(() => {
        const days = Array.from({ length: daysIn(month) }, (_, i) => i + 1);
        if (isThisMonth && !logs.has(today)) return Number(today.slice(8));
        return days.find(d => !logs.has(ymd(month, d)));
    }, [month, logs, isThisMonth, today]);

    const noSection = !section.sectionId;
    const title = monthTitle(month);

    const Form = dialog ? dailyResource[dialog.mode] : null;

    return (
        <Box sx={{ minWidth: 0 }}>
            <Card variant="outlined">
                <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
                    <Stack direction="row" spacing={1} sx={{ mb: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                        <Typography variant="h6" component="h1" sx={{ fontSize: 18, mr: 1 }}>
                            日志日历
                        </Typography>
                        <Button size="small" variant="outlined" startIcon={<ChevronLeftIcon />} onClick={() => setMonth(m => shiftMonth(m, -1))}>
                            上月
                        </Button>
                        <Typography id="aq-daily-calendar-title" component="h2" aria-live="polite" sx={{ fontSize: 16, fontWeight: 600, minWidth: 96, textAlign: 'center' }}>
                            {title}
                        </Typography>
                        <Button size="small" variant="outlined" endIcon={<ChevronRightIcon />} onClick={() => setMonth(m => shiftMonth(m, 1))}>
                            下月
                        </Button>
                        <Button size="small" onClick={() => setMonth(monthOf(new Date()))} disabled={isThisMonth}>
                            今天
                        </Button>
                        {mobile && canAdd && !noSection && (
                            <Button
                                size="small"
                                variant="contained"
                                startIcon={<AddIcon />}
                                sx={{ ml: 'auto !important' }}
                                onClick={() =>
                                    setDialog({
                                        mode: 'create',
                                        defaults: { sectionId: section.sectionId, ...(addDay ? { logDate: ymd(month, addDay) } : {}) },
                                    })
                                }
                            >
                                新增
                            </Button>
                        )}
                    </Stack>
                    {/* The header leaves its section chooser out on phones; this page needs one. */}
                    {mobile && (
                        <Box sx={{ mb: 1.5, '& .MuiTextField-root': { width: '100% !important' } }}>
                            <PhoneSectionChooser />
                        </Box>
                    )}

                    {noSection ? (
                        <Box sx={{ py: 8, textAlign: 'center', color: 'text.secondary' }} role="status">
                            请先在顶部选择标段
                        </Box>
                    ) : (
                        <>
                            {error && (
                                <Alert
                                    severity="error"
                                    sx={{ mb: 1.5 }}
                                    action={
                                        <Button color="inherit" size="small" onClick={() => void load()}>
                                            重试
                                        </Button>
                                    }
                                >
                                    {error}
                                </Alert>
                            )}
                            <Box sx={{ height: 4, mb: 0.5 }}>{loading && <LinearProgress aria-label="加载中" />}</Box>
                            {mobile ? (
                                <DayList month={month} logs={logs} today={today} loading={loading} weatherText={weatherText} onOpen={openDay} />
                            ) : (
                                <MonthGrid
                                    month={month}
                                    logs={logs}
                                    today={today}
                                    canAdd={canAdd}
                                    weatherText={weatherText}
                                    onOpen={openDay}
                                />
                            )}
                        </>
                    )}
                </CardContent>
            </Card>
            {dialog && Form && (
                <Form
                    open
                    mode={dialog.mode}
                    record={dialog.mode === 'create' ? undefined : dialog.record}
                    id={dialog.mode === 'create' ? undefined : String(dialog.record.id ?? '')}
                    defaults={dialog.mode === 'create' ? dialog.defaults : undefined}
                    onClose={closeDialog}
                />
            )}
        </Box>
    );
};

interface ViewProps {
    month: Month;
    logs: Map<string, DailyLog>;
    today: string;
    weatherText: (log: DailyLog) => string;
    onOpen: (day: number) => void;
}

/** What a day's cell says to a screen reader: date, weather and the first line of the log. */
const dayLabel = (month: Month, day: number, log: DailyLog | undefined, isToday: boolean, canAdd: boolean, weather: string) => {
    const head = `${dayTitle(month, day)}${isToday ? ' 今天' : ''}`;
    if (!log) return `${head} 无日志${canAdd ? '，新增' : ''}`;
    return [head, weather, firstLine(log.content)].filter(Boolean).join(' ');
};

const MonthGrid = ({ month, logs, today, canAdd, weatherText, onOpen }: ViewProps & { canAdd: boolean }) => {
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
                        const isToday = date === today;
                        const weather = log ? weatherText(log) : '';
                        const actionable = !!log || canAdd;
                        return (
                            <Box role="gridcell" key={date} sx={{ ...edge, minHeight: 96, display: 'flex' }}>
                                <ButtonBase
                                    focusRipple
                                    data-date={date}
                                    className="aq-daily-day"
                                    tabIndex={day === active ? 0 : -1}
                                    aria-label={dayLabel(month, day, log, isToday, canAdd, weather)}
                                    aria-current={isToday ? 'date' : undefined}
                                    aria-disabled={actionable ? undefined : true}
                                    onFocus={() => setActive(day)}
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
                                            sx={{ fontSize: 13, fontWeight: isToday ? 700 : 500, color: isToday ? 'primary.main' : di >= 5 ? 'error.main' : 'text.primary' }}
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
                            </Box>
                        );
                    })}
                </Box>
            ))}
        </Box>
    );
};

/** The phone's view: the month's days that have a log, in date order. */
const DayList = ({ month, logs, today, loading, weatherText, onOpen }: ViewProps & { loading: boolean }) => {
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

export default ManagementDailyCalendar;
