// Building and tearing down a frappe-gantt 1.2.2 chart (frappe has no destroy(): the document
// listeners its constructor adds are captured so they can be removed), its popup and the
// message of a refusal.
import FrappeGantt, { type FrappeOptions, type FrappeTask, type PopupContext } from 'frappe-gantt';
import { durationDays, escapeHtml, normalizeDay, type GanttTask } from './model';

/** The message of a refusal (an Error, a string or an envelope-like object). */
export const messageOf = (e: unknown): string => {
    if (e instanceof Error && e.message) return e.message;
    if (typeof e === 'string' && e) return e;
    const m = (e as { message?: unknown } | null)?.message;
    return typeof m === 'string' && m ? m : '修改计划日期失败';
};

type Added = [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined];

/** new FrappeGantt(...) while recording the document listeners it adds, so they can be removed. */
export const createChart = (host: HTMLElement, tasks: FrappeTask[], options: FrappeOptions) => {
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

/** frappe's popup of a bar: its name, 关键任务, its inclusive dates, days and progress. */
export const popupOf = (byId: (frappeId: string) => GanttTask | undefined) => (ctx: PopupContext) => {
    const t = byId(ctx.task.id);
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
