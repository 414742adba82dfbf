// A React wrapper around frappe-gantt 1.2.2: builds the chart in a host <div>, refreshes it when the
// tasks change, rebuilds it when the view or the editability changes, and destroys it on unmount
// (frappe has no destroy(): the document listener its constructor adds is captured and removed).
// A dragged bar is reported once, on mouse-up, with inclusive yyyy-MM-dd dates; a refused change
// redraws the chart from the props (the bar snaps back) and shows the error above the chart.
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, LinearProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import FrappeGantt, { type FrappeOptions, type FrappeTask, type PopupContext } from 'frappe-gantt';
// frappe-gantt's "exports" names only ".", whose "import" condition (matched before "style") is the
// JS file, so neither 'frappe-gantt/dist/frappe-gantt.css' nor a CSS @import 'frappe-gantt'
// resolves; the stylesheet is imported by its path.
import '../../../node_modules/frappe-gantt/dist/frappe-gantt.css';
import {
    CRITICAL_CLASS,
    VIEW_MODES,
    criticalArrowCss,
    durationDays,
    escapeHtml,
    frappeId,
    fromFrappeRange,
    normalizeDay,
    rangeFromBar,
    toFrappeTasks,
    viewEditsDates,
    type GanttTask,
    type GanttViewMode,
} from './model';

export type { GanttTask, GanttViewMode } from './model';

export interface GanttProps {
    tasks: GanttTask[];
    /** initial view (the user switches with 日/周/月); default Day */
    viewMode?: GanttViewMode;
    readOnly?: boolean;
    /** called once per dragged bar with inclusive dates; a rejection snaps the bar back */
    onDateChange?: (id: string, start: string, end: string) => Promise<void> | void;
    onClick?: (id: string) => void;
}

const VIEW_LABELS: Array<[GanttViewMode, string]> = [
    ['Day', '日'],
    ['Week', '周'],
    ['Month', '月'],
];

/** After a drag frappe also fires a click on the bar; clicks this soon after a drag are ignored. */
const CLICK_AFTER_DRAG_MS = 400;

const SCOPE_ATTR = 'data-gantt-scope';

/** room left of the first bar after building the chart */
const START_MARGIN_PX = 40;

const messageOf = (e: unknown): string => {
    if (e instanceof Error && e.message) return e.message;
    if (typeof e === 'string' && e) return e;
    const m = (e as { message?: unknown } | null)?.message;
    return typeof m === 'string' && m ? m : '修改计划日期失败';
};

type Added = [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined];

/** new FrappeGantt(...) while recording the document listeners it adds, so they can be removed. */
const createChart = (host: HTMLElement, tasks: FrappeTask[], options: FrappeOptions) => {
    const added: Added[] = [];
    const hadOwn = Object.prototype.hasOwnProperty.call(document, 'addEventListener');
    const own = document.addEventListener;
    const original = Document.prototype.addEventListener;
    document.addEventListener = function (
        this: Document,
        type: string,
        listener: EventListenerOrEventListenerObject | null,
        opts?: boolean | AddEventListenerOptions
    ) {
        if (listener) added.push([type, listener, opts]);
        return original.call(this, type, listener as EventListenerOrEventListenerObject, opts);
    } as typeof document.addEventListener;
    let gantt: FrappeGantt;
    try {
        gantt = new FrappeGantt(host, tasks, options);
    } finally {
        if (hadOwn) document.addEventListener = own;
        else delete (document as { addEventListener?: unknown }).addEventListener;
    }
    const release = () => added.forEach(([t, l, o]) => document.removeEventListener(t, l, o));
    return { gantt, release };
};

export const Gantt = ({ tasks, viewMode = 'Day', readOnly = false, onDateChange, onClick }: GanttProps) => {
    const theme = useTheme();
    const scope = useId();
    const [mode, setMode] = useState<GanttViewMode>(viewMode);
    const [error, setError] = useState<string | null>(null);
    const [saving, setSaving] = useState(false);

    const hostRef = useRef<HTMLDivElement>(null);
    const ganttRef = useRef<FrappeGantt | null>(null);
    /** the tasks array the chart shows now (to skip a refresh right after building it) */
    const shownRef = useRef<GanttTask[] | null>(null);
    const tasksRef = useRef(tasks);
    const handlersRef = useRef({ onDateChange, onClick });
    /** frappe id → the latest dates of a bar being dragged */
    const pendingRef = useRef(new Map<string, { start: string; end: string }>());
    const lastDragRef = useRef(0);

    useLayoutEffect(() => {
        tasksRef.current = tasks;
        handlersRef.current = { onDateChange, onClick };
    });

    useEffect(() => setMode(viewMode), [viewMode]);

    const hasTasks = tasks.length > 0;
    const editable = !readOnly && !!onDateChange && viewEditsDates(mode);
    const critical = theme.palette.error.main;
    const arrowCss = useMemo(() => criticalArrowCss(SCOPE_ATTR, scope, tasks, critical), [scope, tasks, critical]);

    const byFrappeId = (id: string) => tasksRef.current.find(t => frappeId(t.id) === id);

    /** Redraw from the props, keeping the horizontal scroll. */
    const redraw = () => {
        const g = ganttRef.current;
        if (!g) return;
        const left = g.$container?.scrollLeft ?? 0;
        pendingRef.current.clear();
        g.refresh(toFrappeTasks(tasksRef.current));
        shownRef.current = tasksRef.current;
        if (g.$container) g.$container.scrollLeft = left;
    };

    /** On mouse-up: report the dragged bars whose dates differ from the props. */
    const flush = () => {
        const pending = Array.from(pendingRef.current.entries());
        pendingRef.current.clear();
        if (!pending.length) return;
        lastDragRef.current = Date.now();
        const changes = pending
            .map(([fid, range]) => ({ task: byFrappeId(fid), range }))
            .filter(
                (c): c is { task: GanttTask; range: { start: string; end: string } } =>
                    !!c.task && (normalizeDay(c.task.start) !== c.range.start || normalizeDay(c.task.end) !== c.range.end)
            );
        if (!changes.length) return;
        const cb = handlersRef.current.onDateChange;
        if (!cb) {
            redraw();
            return;
        }
        setError(null);
        setSaving(true);
        void (async () => {
            try {
                for (const c of changes) await cb(c.task.id, c.range.start, c.range.end);
            } catch (e) {
                setError(messageOf(e));
                redraw();
            } finally {
                setSaving(false);
            }
        })();
    };

    // Build the chart (again when the view or the editability changes); destroy it on cleanup.
    useEffect(() => {
        const host = hostRef.current;
        if (!hasTasks || !host) return;
        const popup = (ctx: PopupContext) => {
            const t = byFrappeId(ctx.task.id);
            ctx.set_title(ctx.task.name);
            ctx.set_subtitle(t?.critical ? '<span class="gantt-popup-critical">关键任务</span>' : '');
            if (!t) return ctx.set_details('');
            const start = normalizeDay(t.start) ?? '';
            const end = normalizeDay(t.end) ?? start;
            const days = durationDays(start, end);
            ctx.set_details(
                `${escapeHtml(start)} 至 ${escapeHtml(end)}（${Number.isFinite(days) ? days : '-'} 天）<br/>完成 ${Math.round(Number(t.progress) || 0)}%`
            );
        };
        const options: FrappeOptions = {
            view_modes: [VIEW_MODES[mode]],
            view_mode: mode,
            language: 'zh',
            // weekend stripes: frappe formats every day of the range for them (slow over the Month
            // view's years, and too thin to see there)
            holidays: mode === 'Month' ? null : { 'var(--g-weekend-highlight-color)': 'weekend' },
            readonly: readOnly,
            readonly_dates: !editable,
            readonly_progress: true,
            move_dependencies: false,
            today_button: false,
            view_mode_select: false,
            scroll_to: 'start',
            bar_height: 26,
            padding: 16,
            popup_on: 'click',
            popup,
            on_date_change: (task, start, end) => {
                // frappe re-reads a bar's dates on every mouse-up after a mousedown on it, even when
                // dates are read-only, and in the Month view gets them wrong: ignore those.
                if (!editable) return;
                const g = ganttRef.current;
                const bar = g?.get_bar(task.id);
                const fromBar =
                    g && bar
                        ? rangeFromBar({
                              x: bar.$bar.getX(),
                              width: bar.$bar.getWidth(),
                              columnWidth: g.config.column_width,
                              step: g.config.step,
                              unit: g.config.unit,
                              ganttStart: g.gantt_start,
                          })
                        : null;
                pendingRef.current.set(task.id, fromBar ?? fromFrappeRange(start, end));
            },
            on_click: task => {
                if (Date.now() - lastDragRef.current < CLICK_AFTER_DRAG_MS) return;
                const t = byFrappeId(task.id);
                if (t) handlersRef.current.onClick?.(t.id);
            },
        };
        const { gantt, release } = createChart(host, toFrappeTasks(tasksRef.current), options);
        ganttRef.current = gantt;
        shownRef.current = tasksRef.current;
        // frappe scrolls the first bar flush to the left edge, hiding arrows that leave it leftwards
        if (gantt.$container) gantt.$container.scrollLeft = Math.max(0, gantt.$container.scrollLeft - START_MARGIN_PX);
        const onMouseUp = () => flush();
        document.addEventListener('mouseup', onMouseUp);
        return () => {
            document.removeEventListener('mouseup', onMouseUp);
            ganttRef.current = null;
            shownRef.current = null;
            pendingRef.current.clear();
            try {
                gantt.hide_popup();
                gantt.clear();
            } catch {
                // a half-built chart: its DOM goes below anyway
            }
            release();
            host.replaceChildren();
        };
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [hasTasks, mode, readOnly, editable]);

    // New tasks from the parent: refresh the chart in place.
    useEffect(() => {
        if (!ganttRef.current || shownRef.current === tasks) return;
        redraw();
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [tasks]);

    const primary = theme.palette.primary.main;
    const hint = readOnly || !onDateChange ? '' : editable ? '拖动任务条可调整计划日期' : '月视图下不可拖动，请切换到日或周视图调整日期';

    return (
        <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1.5} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <ToggleButtonGroup
                    size="small"
                    exclusive
                    value={mode}
                    onChange={(_, v: GanttViewMode | null) => v && setMode(v)}
                    aria-label="视图"
                >
                    {VIEW_LABELS.map(([m, label]) => (
                        <ToggleButton key={m} value={m} sx={{ px: 1.5, py: 0.25 }} aria-label={`${label}视图`}>
                            {label}
                        </ToggleButton>
                    ))}
                </ToggleButtonGroup>
                {hasTasks && hint && (
                    <Typography variant="caption" color="text.secondary">
                        {hint}
                    </Typography>
                )}
            </Stack>
            {error && (
                <Alert severity="error" onClose={() => setError(null)} closeText="关闭" sx={{ mb: 1 }}>
                    {error}
                </Alert>
            )}
            {saving && <LinearProgress aria-label="保存中" sx={{ mb: 0.5 }} />}
            {!hasTasks && (
                <Box
                    sx={{
                        py: 6,
                        textAlign: 'center',
                        color: 'text.secondary',
                        border: 1,
                        borderColor: 'divider',
                        borderRadius: 1,
                    }}
                >
                    暂无计划任务
                </Box>
            )}
            {arrowCss && <style>{arrowCss}</style>}
            <Box
                ref={hostRef}
                {...{ [SCOPE_ATTR]: scope }}
                data-testid="gantt-host"
                sx={{
                    display: hasTasks ? 'block' : 'none',
                    width: '100%',
                    maxWidth: '100%',
                    overflow: 'hidden',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    '--g-bar-color': alpha(primary, 0.25),
                    '--g-bar-border': primary,
                    '--g-progress-color': alpha(primary, 0.85),
                    '--g-arrow-color': theme.palette.grey[600],
                    '& .gantt-container': { borderRadius: 0, WebkitOverflowScrolling: 'touch' },
                    [`& .${CRITICAL_CLASS} .bar`]: { fill: alpha(critical, 0.22) },
                    [`& .${CRITICAL_CLASS} .bar-progress`]: { fill: alpha(critical, 0.85) },
                    '& .gantt-popup-critical': { color: critical, fontWeight: 600 },
                }}
            />
        </Box>
    );
};

export default Gantt;
