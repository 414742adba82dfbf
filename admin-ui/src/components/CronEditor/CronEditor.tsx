// The cron expression editor (JeecgBoot's JCron): seven tabs 秒 分 时 日 月 周 年 with radio
// modes, the live expression and the next five fire times from the server.
import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
    Box,
    Checkbox,
    FormControlLabel,
    Radio,
    RadioGroup,
    Tab,
    Tabs,
    TextField,
    Typography,
} from '@mui/material';
import { getAction, type Envelope } from '../../dataProvider/http';
import {
    CRON_TAB_ORDER,
    PART_LABELS,
    VALUE_BOUNDS,
    WEEK_LABELS,
    WEEKDAY_NAMES,
    buildCron,
    clampValue,
    defaultCronState,
    parseCron,
    setPartField,
    setPartMode,
    toggleValue,
    type CronField,
    type CronMode,
    type CronPartKey,
    type CronState,
} from './cron';

/** The reply of `GET /sys/quartzJob/cronNext`: the next fire times as "yyyy-MM-dd HH:mm:ss". */
export type CronNextReply = Pick<Envelope<string[] | null>, 'success' | 'message' | 'result'>;
export type CronNextFetcher = (cronExpression: string) => Promise<CronNextReply>;

export const CRON_NEXT_URL = '/sys/quartzJob/cronNext';

/** Default fetcher: the server computes the next fire times (and says why an expression is invalid). */
export const fetchCronNext: CronNextFetcher = cronExpression =>
    getAction<string[]>(CRON_NEXT_URL, { cronExpression }, { silent: true });

/** Debounce before asking the server for the next fire times. */
export const CRON_NEXT_DEBOUNCE_MS = 300;

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

const UNITS: Record<CronPartKey, string> = { second: '秒', minute: '分', hour: '时', day: '日', month: '月', week: '周', year: '年' };

const EVERY_LABELS: Record<CronPartKey, string> = {
    second: '每秒',
    minute: '每分',
    hour: '每时',
    day: '每日',
    month: '每月',
    week: '每周',
    year: '每年',
};

/** A small number input: edits as text, commits in-bounds values live, clamps on blur, blank → null. */
const NumField = ({
    part,
    field,
    value,
    label,
    onCommit,
    width = 72,
}: {
    part: CronPartKey;
    field: CronField;
    value: number | null;
    label: string;
    onCommit: (v: number | null) => void;
    width?: number;
}) => {
    const [text, setText] = useState(value === null ? '' : String(value));
    useEffect(() => setText(value === null ? '' : String(value)), [value]);
    const commit = (t: string) => {
        const v = clampValue(part, field, t);
        setText(v === null ? '' : String(v));
        if (v !== value) onCommit(v);
    };
    return (
        <TextField
            size="small"
            type="number"
            value={text}
            onChange={e => {
                const t = e.target.value;
                setText(t);
                // live update while the typed value is already within bounds (or blank)
                const v = clampValue(part, field, t);
                if (t.trim() === '' || (v !== null && String(v) === t.trim())) {
                    if (v !== value) onCommit(v);
                }
            }}
            onBlur={e => commit(e.target.value)}
            onKeyDown={e => {
                if (e.key === 'Enter') commit((e.target as HTMLInputElement).value);
            }}
            sx={{ width, mx: 0.5 }}
            slotProps={{ htmlInput: { 'aria-label': label, style: { padding: '4px 8px' } } }}
        />
    );
};

const WeekdaySelect = ({ value, label, onChange }: { value: number | null; label: string; onChange: (v: number) => void }) => (
    <TextField
        select
        size="small"
        value={value ?? ''}
        onChange={e => onChange(Number(e.target.value))}
        sx={{ width: 110, mx: 0.5 }}
        slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label, style: { padding: '4px 8px' } } }}
    >
        {[1, 2, 3, 4, 5, 6, 7].map(d => (
            <option key={d} value={d}>{WEEKDAY_NAMES[d]}</option>
        ))}
    </TextField>
);

const ModeRow = ({ mode, label, children }: { mode: CronMode; label: string; children?: ReactNode }) => (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', minHeight: 40 }}>
        <Radio value={mode} size="small" slotProps={{ input: { 'aria-label': label } }} />
        {children ?? <Typography variant="body2">{label}</Typography>}
    </Box>
);

const Text = ({ children }: { children: ReactNode }) => (
    <Typography variant="body2" component="span">{children}</Typography>
);

const specifyOptions = (key: CronPartKey): number[] => {
    const { min, max } = VALUE_BOUNDS[key];
    return Array.from({ length: max - min + 1 }, (_, i) => min + i);
};

/** The checkbox grid of 指定 (memoised: a change elsewhere does not re-render its checkboxes). */
const SpecifyGrid = memo(function SpecifyGrid({
    part,
    values,
    onToggle,
}: {
    part: CronPartKey;
    values: number[];
    onToggle: (part: CronPartKey, value: number, checked: boolean) => void;
}) {
    return (
        <Box
            role="group"
            aria-label={`指定${PART_LABELS[part]}`}
            sx={{
                display: 'grid',
                gridTemplateColumns: `repeat(${part === 'week' ? 7 : part === 'month' || part === 'year' ? 6 : 10}, minmax(0, 1fr))`,
                pl: 4,
                ...(part === 'year' ? { maxHeight: 160, overflowY: 'auto' } : {}),
            }}
        >
            {specifyOptions(part).map(v => (
                <FormControlLabel
                    key={v}
                    sx={{ m: 0, '& .MuiFormControlLabel-label': { fontSize: 13 } }}
                    control={
                        <Checkbox
                            size="small"
                            disableRipple
                            sx={{ p: 0.5 }}
                            checked={values.includes(v)}
                            onChange={e => onToggle(part, v, e.target.checked)}
                        />
                    }
                    label={part === 'week' ? WEEK_LABELS[v] : String(v).padStart(part === 'second' || part === 'minute' ? 2 : 1, '0')}
                />
            ))}
        </Box>
    );
});

const PartPanel = ({
    part,
    state,
    update,
    toggle,
}: {
    part: CronPartKey;
    state: CronState;
    update: (s: CronState) => void;
    toggle: (part: CronPartKey, value: number, checked: boolean) => void;
}) => {
    const p = state[part];
    const unit = UNITS[part];
    const field = (f: Exclude<CronField, 'values'>, mode: CronMode) => (v: number | null) =>
        update(setPartField(state, part, f, v, mode));
    const num = (f: Exclude<CronField, 'values'>, mode: CronMode, label: string, width?: number) => (
        <NumField part={part} field={f} value={p[f]} label={label} onCommit={field(f, mode)} width={width} />
    );
    const wide = part === 'year' ? 88 : 72;

    const rows: ReactNode[] = [];
    const every = <ModeRow key="every" mode="every" label={EVERY_LABELS[part]} />;
    const unset = <ModeRow key="unset" mode="unset" label="不指定" />;
    const range = (
        <ModeRow key="range" mode="range" label="周期">
            <Text>周期 从</Text>
            {part === 'week' ? (
                <WeekdaySelect value={p.rangeStart} label="周期开始" onChange={field('rangeStart', 'range')} />
            ) : (
                num('rangeStart', 'range', '周期开始', wide)
            )}
            <Text>-</Text>
            {part === 'week' ? (
                <WeekdaySelect value={p.rangeEnd} label="周期结束" onChange={field('rangeEnd', 'range')} />
            ) : (
                num('rangeEnd', 'range', '周期结束', wide)
            )}
            {part !== 'week' && <Text>{unit}</Text>}
        </ModeRow>
    );
    const loop = (
        <ModeRow key="loop" mode="loop" label="循环">
            <Text>从</Text>
            {num('start', 'loop', '开始', wide)}
            <Text>{unit}开始，每</Text>
            {num('increment', 'loop', '间隔')}
            <Text>{unit}执行一次</Text>
        </ModeRow>
    );
    const specify = (
        <Box key="specify">
            <ModeRow mode="specify" label="指定" />
            <SpecifyGrid part={part} values={p.values} onToggle={toggle} />
        </Box>
    );

    if (part === 'day') {
        rows.push(
            every,
            unset,
            range,
            loop,
            <ModeRow key="workday" mode="workday" label="最近的工作日">
                <Text>每月</Text>
                {num('workday', 'workday', '工作日号数')}
                <Text>号最近的那个工作日</Text>
            </ModeRow>,
            <ModeRow key="lastWorkday" mode="lastWorkday" label="本月最后一个工作日" />,
            <ModeRow key="lastDay" mode="lastDay" label="本月最后一天" />,
            specify
        );
    } else if (part === 'week') {
        rows.push(
            unset,
            every,
            range,
            <ModeRow key="nth" mode="nth" label="第几周的星期几">
                <Text>第</Text>
                {num('nth', 'nth', '第几周', 64)}
                <Text>周的</Text>
                <WeekdaySelect value={p.weekday} label="第几周的星期" onChange={field('weekday', 'nth')} />
            </ModeRow>,
            <ModeRow key="lastWeek" mode="lastWeek" label="本月最后一个星期几">
                <Text>本月最后一个</Text>
                <WeekdaySelect value={p.weekday} label="最后一个星期" onChange={field('weekday', 'lastWeek')} />
            </ModeRow>,
            specify
        );
    } else if (part === 'year') {
        rows.push(unset, every, range, loop, specify);
    } else {
        rows.push(every, range, loop, specify);
    }

    return (
        <RadioGroup
            value={p.mode}
            onChange={e => update(setPartMode(state, part, e.target.value as CronMode))}
            aria-label={`${PART_LABELS[part]}模式`}
            sx={{ py: 1 }}
        >
            {rows}
        </RadioGroup>
    );
};

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

    const [next, setNext] = useState<{ expr: string; times: string[]; error: string | null; loading: boolean }>({
        expr: '',
        times: [],
        error: null,
        loading: false,
    });
    const fetchRef = useRef(fetchNext);
    fetchRef.current = fetchNext;
    useEffect(() => {
        if (hideNextTimes) return;
        let live = true;
        setNext(n => ({ ...n, loading: true }));
        const timer = setTimeout(() => {
            fetchRef
                .current(expression)
                .then(env => {
                    if (!live) return;
                    if (env?.success) setNext({ expr: expression, times: (env.result ?? []).slice(0, 5), error: null, loading: false });
                    else setNext({ expr: expression, times: [], error: env?.message || '表达式无效', loading: false });
                })
                .catch((e: unknown) => {
                    if (!live) return;
                    const msg = e instanceof Error && e.message ? e.message : '获取运行时间失败';
                    setNext({ expr: expression, times: [], error: msg, loading: false });
                });
        }, CRON_NEXT_DEBOUNCE_MS);
        return () => {
            live = false;
            clearTimeout(timer);
        };
    }, [expression, hideNextTimes]);

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
                <PartPanel part={tab} state={state} update={update} toggle={toggle} />
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
