import { describe, expect, it } from 'vitest';
import {
    HISTORY_LIMIT,
    applyProposal,
    editReducer,
    initialEditState,
    lastUndoable,
    proposalText,
    undoText,
    type DateChange,
    type EditAction,
    type EditState,
} from './edits';
import type { GanttTask } from './model';

const change = (id: string, to: [string, string], from: [string, string] = ['2024-03-01', '2024-03-02']): DateChange => ({
    id,
    name: `任务${id}`,
    from: { start: from[0], end: from[1] },
    to: { start: to[0], end: to[1] },
});

const run = (...actions: EditAction[]): EditState => actions.reduce(editReducer, initialEditState);

const A = change('a', ['2024-03-04', '2024-03-05']);
const B = change('b', ['2024-03-10', '2024-03-12']);

describe('editReducer', () => {
    it('a drag proposes; 取消 drops it; a drag of another bar replaces it', () => {
        const s = run({ type: 'propose', change: A });
        expect(s.proposal).toEqual(A);
        expect(s.busy).toBeNull();
        expect(run({ type: 'propose', change: A }, { type: 'cancel' }).proposal).toBeNull();
        expect(run({ type: 'propose', change: A }, { type: 'propose', change: B }).proposal).toEqual(B);
    });

    it('a drag back onto the old dates proposes nothing', () => {
        const back = change('a', ['2024-03-01', '2024-03-02']);
        expect(run({ type: 'propose', change: A }, { type: 'propose', change: back }).proposal).toBeNull();
    });

    it('保存 keeps the proposal while saving and moves it to the history when saved', () => {
        const saving = run({ type: 'propose', change: A }, { type: 'saving' });
        expect(saving.busy).toBe('save');
        expect(saving.proposal).toEqual(A);
        const saved = editReducer(saving, { type: 'saved' });
        expect(saved).toMatchObject({ busy: null, proposal: null, history: [A], error: null });
    });

    it('no new drag, 取消 or second save while a request runs; the dragged bar is put back', () => {
        const saving = run({ type: 'propose', change: A }, { type: 'saving' });
        const dragged = editReducer(saving, { type: 'propose', change: B });
        expect(dragged.proposal).toEqual(A);
        expect(dragged.resets).toBe(saving.resets + 1);
        expect(editReducer(saving, { type: 'cancel' })).toBe(saving);
        expect(editReducer(saving, { type: 'saving' })).toBe(saving);
        expect(editReducer(saving, { type: 'undoing' })).toBe(saving);
    });

    it('a refused save drops the proposal and keeps the message', () => {
        const s = run({ type: 'propose', change: A }, { type: 'saving' }, { type: 'failed', message: '计划完成日期不能早于计划开始日期' });
        expect(s).toMatchObject({ busy: null, proposal: null, history: [], error: '计划完成日期不能早于计划开始日期' });
        expect(editReducer(s, { type: 'dismiss' }).error).toBeNull();
        // a new drag clears the old message
        expect(editReducer(s, { type: 'propose', change: B }).error).toBeNull();
    });

    it('撤销 takes back the last saved change; a refused undo keeps it to retry', () => {
        const saved = run(
            { type: 'propose', change: A },
            { type: 'saving' },
            { type: 'saved' },
            { type: 'propose', change: B },
            { type: 'saving' },
            { type: 'saved' }
        );
        expect(saved.history).toEqual([A, B]);
        const undoing = editReducer(saved, { type: 'undoing' });
        expect(undoing.busy).toBe('undo');
        const refused = editReducer(undoing, { type: 'failed', message: '无权限' });
        expect(refused).toMatchObject({ busy: null, history: [A, B], error: '无权限' });
        expect(editReducer(undoing, { type: 'undone' })).toMatchObject({ busy: null, history: [A] });
        // 'undone' without an undo running changes nothing
        expect(editReducer(saved, { type: 'undone' })).toBe(saved);
    });

    it('撤销 drops a proposal still open; nothing to undo does nothing', () => {
        const s = run({ type: 'propose', change: A }, { type: 'saving' }, { type: 'saved' }, { type: 'propose', change: B }, { type: 'undoing' });
        expect(s).toMatchObject({ busy: 'undo', proposal: null });
        expect(editReducer(initialEditState, { type: 'undoing' })).toBe(initialEditState);
        expect(editReducer(initialEditState, { type: 'saving' })).toBe(initialEditState);
    });

    it('keeps the last HISTORY_LIMIT changes', () => {
        let s = initialEditState;
        for (let i = 0; i < HISTORY_LIMIT + 5; i++) {
            for (const a of [{ type: 'propose', change: change(`t${i}`, ['2024-04-01', '2024-04-02']) }, { type: 'saving' }, { type: 'saved' }] as EditAction[])
                s = editReducer(s, a);
        }
        expect(s.history).toHaveLength(HISTORY_LIMIT);
        expect(s.history.at(-1)!.id).toBe(`t${HISTORY_LIMIT + 4}`);
        expect(s.history[0].id).toBe('t5');
    });
});

describe('drawing and texts', () => {
    const tasks: GanttTask[] = [
        { id: 'a', name: '开挖', start: '2024-03-01', end: '2024-03-02', progress: 0, dependencies: [] },
        { id: 'b', name: '衬砌', start: '2024-03-03', end: '2024-03-04', progress: 0, dependencies: ['a'] },
    ];

    it('draws the proposed bar at its new dates, labelled with them', () => {
        const drawn = applyProposal(tasks, A);
        expect(drawn[0]).toMatchObject({ start: '2024-03-04', end: '2024-03-05', proposed: true, name: '开挖（2024-03-04 → 2024-03-05）' });
        expect(drawn[1]).toBe(tasks[1]);
        expect(applyProposal(tasks, null)).toBe(tasks);
    });

    it('offers 撤销 only for a task still in the chart', () => {
        const s = run({ type: 'propose', change: A }, { type: 'saving' }, { type: 'saved' });
        expect(lastUndoable(s, tasks)).toEqual(A);
        expect(lastUndoable(s, tasks.slice(1))).toBeNull();
        expect(lastUndoable(initialEditState, tasks)).toBeNull();
    });

    it('asks and explains in Chinese', () => {
        expect(proposalText(A)).toBe('将「任务a」计划调整为 2024-03-04 → 2024-03-05？');
        expect(undoText(A)).toBe('撤销：将「任务a」恢复为 2024-03-01 → 2024-03-02');
    });
});
