// Renders the real frappe-gantt 1.2.2 in jsdom; only SVG getBBox (no layout in jsdom) is stubbed.
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Gantt } from './Gantt';
import { CRITICAL_CLASS, PROPOSED_CLASS, type GanttTask } from './model';

beforeAll(() => {
    const proto = SVGElement.prototype as unknown as { getBBox?: () => DOMRect };
    if (!proto.getBBox) {
        proto.getBBox = function (this: SVGElement) {
            const n = (a: string) => Number(this.getAttribute(a)) || 0;
            return { x: n('x'), y: n('y'), width: n('width') || 20, height: n('height') || 10 } as DOMRect;
        };
    }
});

/** generous: these render the real chart, slow on a busy machine */
const WAIT = { timeout: 5000 };

afterEach(() => vi.restoreAllMocks());

const TASKS: GanttTask[] = [
    { id: 't1', name: '基坑开挖', start: '2024-03-01', end: '2024-03-01', progress: 100, dependencies: [], critical: true },
    { id: 't2', name: '主体浇筑', start: '2024-03-02', end: '2024-03-05', progress: 50, dependencies: ['t1'], critical: true },
    { id: 't3', name: '附属工程', start: '2024-03-02', end: '2024-03-03', progress: 0, dependencies: ['t1'] },
];

const wrapperOf = (id: string) => document.querySelector(`.bar-wrapper[data-id="${id}"]`) as SVGGElement;
const barOf = (id: string) => wrapperOf(id).querySelector('rect.bar') as SVGRectElement;

const mouse = (target: Element, type: string, offsetX: number) => {
    const ev = new MouseEvent(type, { bubbles: true, cancelable: true });
    Object.defineProperty(ev, 'offsetX', { value: offsetX });
    target.dispatchEvent(ev);
};

/** Drag a bar by dx pixels the way a mouse does: down on the bar, move and up on the svg. */
const drag = (id: string, dx: number) => {
    const svg = document.querySelector('svg.gantt')!;
    act(() => {
        mouse(barOf(id), 'mousedown', 100);
        mouse(svg, 'mousemove', 100 + dx);
        mouse(svg, 'mouseup', 100 + dx);
    });
};

describe('Gantt', () => {
    it('draws one bar per task, one day wide for start = end, critical bars marked', () => {
        const { container } = render(<Gantt tasks={TASKS} />);
        expect(document.querySelectorAll('.bar-wrapper')).toHaveLength(3);
        expect(barOf('t1').getAttribute('width')).toBe('45');
        expect(barOf('t2').getAttribute('width')).toBe('180');
        expect(wrapperOf('t1').classList.contains(CRITICAL_CLASS)).toBe(true);
        expect(wrapperOf('t2').classList.contains(CRITICAL_CLASS)).toBe(true);
        expect(wrapperOf('t3').classList.contains(CRITICAL_CLASS)).toBe(false);
        expect(wrapperOf('t2').textContent).toContain('主体浇筑');
        // arrows t1→t2 and t1→t3; only t1→t2 joins two critical tasks
        expect(document.querySelectorAll('.arrow path')).toHaveLength(2);
        const css = container.querySelector('style')?.textContent ?? '';
        expect(css).toContain('[data-from="t1"][data-to="t2"]');
        expect(css).not.toContain('data-to="t3"');
        expect(screen.queryByText('暂无计划任务')).toBeNull();
    });

    it('shows the empty state without tasks', () => {
        render(<Gantt tasks={[]} />);
        expect(screen.getByText('暂无计划任务')).toBeTruthy();
        expect(document.querySelector('.gantt-container')).toBeNull();
    });

    it('switches the view with 日/周/月', () => {
        render(<Gantt tasks={TASKS} />);
        fireEvent.click(screen.getByRole('button', { name: '周视图' }));
        // 140 px a week: one day is 20 px
        expect(barOf('t1').getAttribute('width')).toBe('20');
        expect(document.querySelectorAll('.gantt-container')).toHaveLength(1);
        fireEvent.click(screen.getByRole('button', { name: '月视图' }));
        expect(document.querySelectorAll('.bar-wrapper')).toHaveLength(3);
        // frappe writes header texts with innerText (a plain property in jsdom)
        expect((document.querySelector('.lower-text') as HTMLElement).innerText).toMatch(/^\d+月$/);
    }, 15000);

    it('refreshes the chart when the tasks change', () => {
        const { rerender } = render(<Gantt tasks={TASKS} />);
        rerender(<Gantt tasks={[{ ...TASKS[0], end: '2024-03-03', critical: false }]} />);
        expect(document.querySelectorAll('.bar-wrapper')).toHaveLength(1);
        expect(barOf('t1').getAttribute('width')).toBe('135');
        expect(wrapperOf('t1').classList.contains(CRITICAL_CLASS)).toBe(false);
        rerender(<Gantt tasks={[]} />);
        expect(screen.getByText('暂无计划任务')).toBeTruthy();
        expect(document.querySelector('.gantt-container')).toBeNull();
    });

    it('proposes a drag with inclusive dates and saves it only on 保存', async () => {
        const onDateChange = vi.fn(async () => {});
        render(<Gantt tasks={TASKS} onDateChange={onDateChange} />);
        const x0 = barOf('t2').getAttribute('x');
        drag('t2', 90);
        const ask = await screen.findByRole('alertdialog', { name: '确认调整计划' }, WAIT);
        expect(ask.textContent).toContain('将「主体浇筑」计划调整为 2024-03-04 → 2024-03-07？');
        // the bar stays where it was dropped, marked and labelled with the new dates
        expect(barOf('t2').getAttribute('x')).not.toBe(x0);
        expect(wrapperOf('t2').classList.contains(PROPOSED_CLASS)).toBe(true);
        expect(wrapperOf('t2').textContent).toContain('2024-03-04 → 2024-03-07');
        expect(onDateChange).not.toHaveBeenCalled();
        // 保存 has the focus: Enter / a click saves
        expect(document.activeElement).toBe(within(ask).getByRole('button', { name: '保存' }));
        fireEvent.click(within(ask).getByRole('button', { name: '保存' }));
        await waitFor(() => expect(onDateChange).toHaveBeenCalledTimes(1), WAIT);
        expect(onDateChange).toHaveBeenCalledWith('t2', '2024-03-04', '2024-03-07');
        await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
    });

    it('puts the bar back on 取消 and on Esc, reporting nothing', async () => {
        const onDateChange = vi.fn(async () => {});
        render(<Gantt tasks={TASKS} onDateChange={onDateChange} />);
        const x0 = barOf('t3').getAttribute('x');
        drag('t3', 90);
        fireEvent.click(within(await screen.findByRole('alertdialog', {}, WAIT)).getByRole('button', { name: '取消' }));
        expect(screen.queryByRole('alertdialog')).toBeNull();
        expect(barOf('t3').getAttribute('x')).toBe(x0);
        expect(wrapperOf('t3').classList.contains(PROPOSED_CLASS)).toBe(false);
        expect(wrapperOf('t3').textContent).not.toContain('→');

        drag('t3', 45);
        const ask = await screen.findByRole('alertdialog', {}, WAIT);
        fireEvent.keyDown(document.activeElement ?? ask, { key: 'Escape' });
        expect(screen.queryByRole('alertdialog')).toBeNull();
        expect(barOf('t3').getAttribute('x')).toBe(x0);
        expect(onDateChange).not.toHaveBeenCalled();
    });

    it('a drag of another bar replaces the proposal and puts the first bar back', async () => {
        render(<Gantt tasks={TASKS} onDateChange={vi.fn()} />);
        const x3 = barOf('t3').getAttribute('x');
        drag('t3', 90);
        await screen.findByText(/将「附属工程」/, {}, WAIT);
        drag('t2', 45);
        expect(await screen.findByText(/将「主体浇筑」计划调整为 2024-03-03 → 2024-03-06/, {}, WAIT)).toBeTruthy();
        expect(screen.queryByText(/将「附属工程」/)).toBeNull();
        expect(barOf('t3').getAttribute('x')).toBe(x3);
        expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    });

    it('proposes whole days from a Week-view drag (20 px a day)', async () => {
        const onDateChange = vi.fn(async () => {});
        render(<Gantt tasks={TASKS} viewMode="Week" onDateChange={onDateChange} />);
        drag('t2', 40);
        expect(await screen.findByText('将「主体浇筑」计划调整为 2024-03-04 → 2024-03-07？', {}, WAIT)).toBeTruthy();
    });

    it('puts a refused change back and shows the error', async () => {
        const onDateChange = vi.fn(async () => {
            throw new Error('计划开始日期不能早于前置任务');
        });
        render(<Gantt tasks={TASKS} onDateChange={onDateChange} />);
        const x0 = barOf('t3').getAttribute('x');
        drag('t3', 135);
        expect(barOf('t3').getAttribute('x')).not.toBe(x0);
        fireEvent.click(await screen.findByRole('button', { name: '保存' }, WAIT));
        expect(await screen.findByText('计划开始日期不能早于前置任务', {}, WAIT)).toBeTruthy();
        expect(onDateChange).toHaveBeenCalledWith('t3', '2024-03-05', '2024-03-06');
        // the chart redraws after the message renders (an effect), so on a slow machine the bar lags a beat
        await waitFor(() => expect(barOf('t3').getAttribute('x')).toBe(x0), WAIT);
        expect(screen.queryByRole('alertdialog')).toBeNull();
        expect(screen.getByRole('button', { name: '撤销' }).hasAttribute('disabled')).toBe(true);
    });

    it('撤销 (button or Ctrl+Z) reports the old dates of the last saved changes, newest first', async () => {
        // the parent saves and hands back the new tasks, as the page does
        const Host = () => {
            const [tasks, setTasks] = useState(TASKS);
            const save = async (id: string, start: string, end: string) => {
                calls.push([id, start, end]);
                setTasks(ts => ts.map(t => (t.id === id ? { ...t, start, end } : t)));
            };
            return <Gantt tasks={tasks} onDateChange={save} />;
        };
        const calls: string[][] = [];
        render(<Host />);
        const undoButton = screen.getByRole('button', { name: '撤销' });
        expect(undoButton.hasAttribute('disabled')).toBe(true);
        const x2 = barOf('t2').getAttribute('x');
        const x3 = barOf('t3').getAttribute('x');
        drag('t2', 90);
        fireEvent.click(await screen.findByRole('button', { name: '保存' }, WAIT));
        await waitFor(() => expect(undoButton.hasAttribute('disabled')).toBe(false), WAIT);
        // after a save the focus is on 撤销
        await waitFor(() => expect(document.activeElement).toBe(undoButton), WAIT);
        drag('t3', 45);
        fireEvent.click(await screen.findByRole('button', { name: '保存' }, WAIT));
        await waitFor(() => expect(calls).toHaveLength(2), WAIT);
        expect(calls).toEqual([
            ['t2', '2024-03-04', '2024-03-07'],
            ['t3', '2024-03-03', '2024-03-04'],
        ]);

        fireEvent.click(undoButton);
        await waitFor(() => expect(calls).toHaveLength(3), WAIT);
        expect(calls[2]).toEqual(['t3', '2024-03-02', '2024-03-03']);
        await waitFor(() => expect(barOf('t3').getAttribute('x')).toBe(x3), WAIT);

        await waitFor(() => expect(undoButton.hasAttribute('disabled')).toBe(false), WAIT);
        fireEvent.keyDown(undoButton, { key: 'z', ctrlKey: true });
        await waitFor(() => expect(calls).toHaveLength(4), WAIT);
        expect(calls[3]).toEqual(['t2', '2024-03-02', '2024-03-05']);
        await waitFor(() => expect(barOf('t2').getAttribute('x')).toBe(x2), WAIT);
        await waitFor(() => expect(undoButton.hasAttribute('disabled')).toBe(true), WAIT);
    });

    it('does not drag when read-only or in the month view', () => {
        const onDateChange = vi.fn();
        const { rerender } = render(<Gantt tasks={TASKS} readOnly readOnlyHint="仅可查看" onDateChange={onDateChange} />);
        expect(document.querySelector('.handle')).toBeNull();
        expect(screen.getByText('仅可查看')).toBeTruthy();
        expect(screen.queryByRole('button', { name: '撤销' })).toBeNull();
        const x0 = barOf('t2').getAttribute('x');
        drag('t2', 90);
        expect(barOf('t2').getAttribute('x')).toBe(x0);
        expect(screen.queryByRole('alertdialog')).toBeNull();
        rerender(<Gantt tasks={TASKS} viewMode="Month" onDateChange={onDateChange} />);
        expect(screen.getByText(/月视图下不可拖动/)).toBeTruthy();
        drag('t2', 120);
        expect(screen.queryByRole('alertdialog')).toBeNull();
        expect(onDateChange).not.toHaveBeenCalled();
    });

    it('reports a click on a bar with the task id', () => {
        const onClick = vi.fn();
        render(<Gantt tasks={TASKS} onClick={onClick} />);
        fireEvent.click(barOf('t3'));
        expect(onClick).toHaveBeenCalledWith('t3');
    });

    it('removes its chart and every document listener it added on unmount', () => {
        const add = vi.spyOn(Document.prototype, 'addEventListener');
        const remove = vi.spyOn(Document.prototype, 'removeEventListener');
        const { unmount, getByTestId } = render(<Gantt tasks={TASKS} onDateChange={vi.fn()} />);
        const host = getByTestId('gantt-host');
        const added = add.mock.calls.filter(c => c[0] === 'mouseup').map(c => c[1]);
        expect(added.length).toBeGreaterThanOrEqual(2); // frappe's and the wrapper's
        unmount();
        const removed = remove.mock.calls.filter(c => c[0] === 'mouseup').map(c => c[1]);
        for (const l of added) expect(removed).toContain(l);
        expect(host.childNodes).toHaveLength(0);
        expect(Object.prototype.hasOwnProperty.call(document, 'addEventListener')).toBe(false);
    });
});
