// The cron expression editor (JeecgBoot's JCron): seven tabs 秒 分 时 日 月 周 年 with radio
// modes, the live expression and the next five fire times from the server.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Tab, Tabs, TextField, Typography } from '@mui/material';
import { CRON_TAB_ORDER, PART_LABELS, buildCron, defaultCronState, parseCron, toggleValue, type CronPartKey, type CronState } from './cron';
import { CronPartPanel } from './CronPartPanel';
import { fetchCronNext, useCronNext, type CronNextFetcher } from './cronNext';

export { CRON_NEXT_DEBOUNCE_MS, CRON_NEXT_URL, fetchCronNext } from './cronNext';
export type { CronNextFetcher, CronNextReply } from './cronNext';

export interface CronEditorProps {
    /** the expression to edit; an expression the tabs cannot represent is shown as is */
    value?: string | null;
    /** called with the new expression on every change in the tabs */
    onChange?: (expression: string) => void;
    /** computes the next fire times; defaults to the server (`GET /sys/quartzJob/cronNext`) */
    fetchNext?: CronNextFetcher;
    /** hide the next fire times (no server calls) */
    hideNextTimes?: boolean;
}

/** The editor without a dialog: tabs, the expression, the next fire times. */
export const CronEditor = ({ value, onChange, fetchNext = fetchCronNext, hideNextTimes = false }: CronEditorProps) => {
    const init = () => {
        const parsed = value ? parseCron(value) : null;
        return { state: parsed ?? defaultCronState(), raw: value && !parsed ? value.trim() : null };
    };
    const [{ state, raw }, setModel] = useState<{ state: CronState; raw: string | null }>(init);
    const [tab, setTab] = useState<CronPartKey>('second');
    const expression = raw ?? buildCron(state);
    const lastEmitted = useRef<string | null | undefined>(value);

    // a new value from outside (not one we emitted) is parsed again
    useEffect(() => {
        if (value === lastEmitted.current) return;
        lastEmitted.current = value;
        const parsed = value ? parseCron(value) : null;
        setModel({ state: parsed ?? defaultCronState(), raw: value && !parsed ? value.trim() : null });
    }, [value]);

    const stateRef = useRef(state);
    stateRef.current = state;
    const onChangeRef = useRef(onChange);
    onChangeRef.current = onChange;
    const update = useCallback((next: CronState) => {
        stateRef.current = next;
        setModel({ state: next, raw: null });
        const expr = buildCron(next);
        lastEmitted.current = expr;
        onChangeRef.current?.(expr);
    }, []);
    const toggle = useCallback(
        (part: CronPartKey, value: number, checked: boolean) => update(toggleValue(stateRef.current, part, value, checked)),
        [update]
    );

    const next = useCronNext(expression, fetchNext, hideNextTimes);

    return (
        <Box>
            <Tabs
                value={tab}
                onChange={(_, v: CronPartKey) => setTab(v)}
                variant="fullWidth"
                sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40, '& .MuiTab-root': { minHeight: 40, minWidth: 0 } }}
            >
                {CRON_TAB_ORDER.map(k => (
                    <Tab key={k} value={k} label={PART_LABELS[k]} id={`cron-tab-${k}`} aria-controls={`cron-panel-${k}`} />
                ))}
            </Tabs>
            <Box role="tabpanel" id={`cron-panel-${tab}`} aria-labelledby={`cron-tab-${tab}`} sx={{ minHeight: 432 }}>
                <CronPartPanel part={tab} state={state} update={update} toggle={toggle} />
            </Box>
            <TextField
                label="Cron表达式"
                value={expression}
                fullWidth
                size="small"
                sx={{ mt: 1 }}
                slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
                helperText={raw !== null ? '该表达式无法在选项卡中表示，已按原文显示' : undefined}
            />
            {!hideNextTimes && (
                <Box sx={{ mt: 1.5 }} aria-live="polite">
                    <Typography variant="subtitle2">最近5次运行时间</Typography>
                    {next.error && next.expr === expression ? (
                        <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
                            {next.error}
                        </Typography>
                    ) : (
                        <Box component="ol" aria-label="最近5次运行时间" sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 13, opacity: next.loading ? 0.5 : 1 }}>
                            {next.times.map((t, i) => (
                                <li key={`${i}-${t}`}>{t}</li>
                            ))}
                        </Box>
                    )}
                </Box>
            )}
        </Box>
    );
};
