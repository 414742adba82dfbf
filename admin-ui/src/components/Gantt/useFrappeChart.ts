// The frappe-gantt chart in a host <div>: built (again when the view or the editability changes),
// refreshed in place when the drawn tasks change or a reset is asked for, destroyed on unmount.
// A dragged bar is reported once, on mouse-up, with inclusive yyyy-MM-dd dates, when they differ
// from the drawn ones; the chart itself never keeps a drag: what it draws is the tasks given.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type FrappeGantt from 'frappe-gantt';
import type { FrappeOptions } from 'frappe-gantt';
import { createChart, popupOf } from './chart';
import type { DayRange } from './edits';
import { VIEW_MODES, frappeId, fromFrappeRange, normalizeDay, rangeFromBar, toFrappeTasks, type GanttTask, type GanttViewMode } from './model';

/** After a drag frappe also fires a click on the bar; clicks this soon after a drag are ignored. */
const CLICK_AFTER_DRAG_MS = 400;

/** room left of the first bar after building the chart */
const START_MARGIN_PX = 40;

export interface FrappeChartOptions {
    /** the tasks as drawn */
    tasks: GanttTask[];
    mode: GanttViewMode;
    readOnly: boolean;
    /** whether bars may be dragged (false: frappe's dates are read-only) */
    editable: boolean;
    /** a change redraws the chart from the tasks (a dragged bar goes back) */
    resets: number;
    onMove: (id: string, range: DayRange) => void;
    onClick?: (id: string) => void;
}

export const useFrappeChart = (hostRef: RefObject<HTMLDivElement | null>, opts: FrappeChartOptions) => {
    const { tasks, mode, readOnly, editable, resets } = opts;
    const ganttRef = useRef<FrappeGantt | null>(null);
    /** the tasks array the chart shows now (to skip a refresh right after building it) */
    const shownRef = useRef<GanttTask[] | null>(null);
    const optsRef = useRef(opts);
    /** frappe id → the latest dates of a bar being dragged */
    const pendingRef = useRef(new Map<string, DayRange>());
    const lastDragRef = useRef(0);

    useLayoutEffect(() => {
        optsRef.current = opts;
    });

    const hasTasks = tasks.length > 0;
    const byFrappeId = (id: string) => optsRef.current.tasks.find(t => frappeId(t.id) === id);

    /** Redraw from the tasks, keeping the horizontal scroll. */
    const redraw = () => {
        const g = ganttRef.current;
        if (!g) return;
        const left = g.$container?.scrollLeft ?? 0;
        pendingRef.current.clear();
        g.refresh(toFrappeTasks(optsRef.current.tasks));
        shownRef.current = optsRef.current.tasks;
        if (g.$container) g.$container.scrollLeft = left;
    };

    /** On mouse-up: report the dragged bars whose dates differ from the drawn ones. */
    const flush = () => {
        const pending = Array.from(pendingRef.current.entries());
        pendingRef.current.clear();
        if (!pending.length) return;
        lastDragRef.current = Date.now();
        for (const [fid, range] of pending) {
            const t = byFrappeId(fid);
            if (t && (normalizeDay(t.start) !== range.start || normalizeDay(t.end) !== range.end)) optsRef.current.onMove(t.id, range);
        }
    };

    // Build the chart (again when the view or the editability changes); destroy it on cleanup.
    useEffect(() => {
        const host = hostRef.current;
        if (!hasTasks || !host) return;
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
            popup: popupOf(byFrappeId),
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
                if (t) optsRef.current.onClick?.(t.id);
            },
        };
        const { gantt, release } = createChart(host, toFrappeTasks(optsRef.current.tasks), options);
        ganttRef.current = gantt;
        shownRef.current = optsRef.current.tasks;
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

    // New tasks to draw: refresh the chart in place.
    useEffect(() => {
        if (!ganttRef.current || shownRef.current === tasks) return;
        redraw();
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [tasks]);

    // A reset: redraw from the same tasks (a dragged bar goes back).
    useEffect(() => {
        if (resets) redraw();
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [resets]);
};
