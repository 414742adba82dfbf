// The propose → confirm → undo flow of dragged bars, as a pure reducer (no DOM, no frappe).
//
// A drag proposes new dates: the chart draws the tasks with the proposal applied until 保存 (one
// save) or 取消 (the bar goes back). A saved change joins the history; 撤销 saves its old dates
// again (one more save) and leaves it. A refused save or undo puts the chart back to the tasks
// and keeps the server's message. Dates are inclusive 'yyyy-MM-dd' days.
import type { GanttTask } from './model';

export interface DayRange {
    start: string;
    end: string;
}

export interface DateChange {
    id: string;
    /** the task's name as the chart shows it */
    name: string;
    from: DayRange;
    to: DayRange;
}

export interface EditState {
    /** dragged dates waiting for 保存 / 取消 */
    proposal: DateChange | null;
    /** the request running: saving the proposal or undoing the last change */
    busy: 'save' | 'undo' | null;
    /** saved changes, oldest first; 撤销 takes back the last */
    history: DateChange[];
    /** the last refusal */
    error: string | null;
    /** bumped when the chart must be redrawn from the tasks though they did not change */
    resets: number;
}

export type EditAction =
    | { type: 'propose'; change: DateChange }
    | { type: 'cancel' }
    | { type: 'saving' }
    | { type: 'saved' }
    | { type: 'undoing' }
    | { type: 'undone' }
    | { type: 'failed'; message: string }
    | { type: 'dismiss' };

/** how many saved changes 撤销 can take back, newest first */
export const HISTORY_LIMIT = 20;

export const initialEditState: EditState = { proposal: null, busy: null, history: [], error: null, resets: 0 };

const sameRange = (a: DayRange, b: DayRange) => a.start === b.start && a.end === b.end;

export const editReducer = (s: EditState, a: EditAction): EditState => {
    switch (a.type) {
        case 'propose':
            // no new drag while a request runs: the dragged bar goes back
            if (s.busy) return { ...s, resets: s.resets + 1 };
            // dragged back onto its dates: nothing to ask
            if (sameRange(a.change.from, a.change.to)) return { ...s, proposal: null, error: null };
            // a drag of another bar replaces the proposal (that bar goes back)
            return { ...s, proposal: a.change, error: null };
        case 'cancel':
            return s.busy ? s : { ...s, proposal: null };
        case 'saving':
            return s.busy || !s.proposal ? s : { ...s, busy: 'save', error: null };
        case 'saved':
            if (s.busy !== 'save' || !s.proposal) return s;
            return { ...s, busy: null, proposal: null, history: [...s.history, s.proposal].slice(-HISTORY_LIMIT) };
        case 'undoing':
            // a proposal still open is dropped: 撤销 is about what was saved
            return s.busy || !s.history.length ? s : { ...s, busy: 'undo', proposal: null, error: null };
        case 'undone':
            return s.busy === 'undo' ? { ...s, busy: null, history: s.history.slice(0, -1) } : s;
        case 'failed':
            // a refused save drops the proposal (the bar goes back); a refused undo keeps the change to retry
            return { ...s, busy: null, proposal: null, error: a.message };
        case 'dismiss':
            return { ...s, error: null };
    }
};

/** The change 撤销 would take back, when its task is still in the chart. */
export const lastUndoable = (s: EditState, tasks: GanttTask[]): DateChange | null => {
    const last = s.history.at(-1);
    return last && tasks.some(t => t.id === last.id) ? last : null;
};

/** The tasks as the chart draws them: the proposed bar at its new dates, its label naming them. */
export const applyProposal = (tasks: GanttTask[], p: DateChange | null): GanttTask[] =>
    p
        ? tasks.map(t =>
              t.id === p.id ? { ...t, start: p.to.start, end: p.to.end, name: `${t.name}（${p.to.start} → ${p.to.end}）`, proposed: true } : t
          )
        : tasks;

/** 将「任务名」计划调整为 开始 → 结束？ */
export const proposalText = (c: DateChange): string => `将「${c.name}」计划调整为 ${c.to.start} → ${c.to.end}？`;

/** What 撤销 does, for its tooltip. */
export const undoText = (c: DateChange): string => `撤销：将「${c.name}」恢复为 ${c.from.start} → ${c.from.end}`;
