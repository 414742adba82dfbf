// 日志日历: the management logs (管理日志) of the header's section as a month calendar, loaded with
// one list request per month. A day with a log opens it (edit, or detail without the edit
// permission); an empty day opens the add form for that date. Phones get a list of the month's
// logged days in place of the 7-column grid (and its own section chooser, which the header
// leaves out there).
import { useCallback, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography, useMediaQuery } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { crudResource, sectionParams, useDictOptions, useHeaderSection } from '../../components/Crud';
import { MOBILE_QUERY } from '../../components/Crud/responsive';
import { useHasPermission } from '../../components/HasPermission/HasPermission';
import { config } from '../../resources/cmisManagementDaily/config.gen';
import { ADD_CODE, EDIT_CODE, daysIn, monthOf, monthTitle, shiftMonth, toYmd, ymd, type DailyLog, type Month } from './calendar';
import { DayList } from './DayList';
import { MonthGrid } from './MonthGrid';
import { PhoneSectionChooser } from './PhoneSectionChooser';
import { useMonthLogs } from './useMonthLogs';

const dailyResource = crudResource({ config });

type Dialog = { mode: 'create'; defaults: Record<string, unknown> } | { mode: 'edit' | 'show'; record: DailyLog };

export const ManagementDailyCalendar = () => {
    const mobile = useMediaQuery(MOBILE_QUERY);
    const can = useHasPermission();
    const canAdd = can(ADD_CODE);
    const canEdit = can(EDIT_CODE);
    const section = useHeaderSection(true);
    const scopeKey = JSON.stringify(sectionParams(config, section));
    const [month, setMonth] = useState<Month>(() => monthOf(new Date()));
    const [dialog, setDialog] = useState<Dialog | null>(null);
    const weatherOptions = useDictOptions('weather');
    // after the dict options, so their requests still go first
    const { logs, loading, error, load } = useMonthLogs(month, scopeKey);

    const today = toYmd(new Date());
    const isThisMonth = today.startsWith(ymd(month, 1).slice(0, 8));

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

export default ManagementDailyCalendar;
