// The page against a stubbed fetch (components/Crud/testing.ts) and the real Gantt in jsdom
// (only SVG getBBox, which jsdom lacks, is stubbed).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fail, grant, ok, stubApi } from '../../components/Crud/testing';
import { feedback } from '../../components/Feedback';
import ProgressGantt from './ProgressGantt';
import { chainText, normalizeResult, parsePredecessors, planDays, summaryText, toGanttTasks } from './criticalPath';

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

afterEach(() => {
    act(() => feedback.reset());
});

const GET = 'GET /progress/cmisProgressPlan/criticalPath';
const PUT = 'PUT /progress/cmisProgressPlan/edit';

const task = (id: string, taskName: string, start: string, end: string, predecessors: string, critical: boolean, float = 0, section = 1) => ({
    id,
    taskName,
    sectionId: `s${section}`,
    sectionName: ['', '第一标段', '第二标段'][section],
    planStartDate: start,
    planEndDate: end,
    percentComplete: 20,
    predecessors,
    earlyStart: 0,
    earlyFinish: 1,
    lateStart: float,
    lateFinish: 1 + float,
    totalFloat: float,
    critical,
});

const REPLY = {
    duration: 10,
    chain: ['t1', 't2'],
    tasks: [
        task('t1', '基坑开挖', '2024-03-01', '2024-03-01', '', true),
        task('t2', '主体浇筑', '2024-03-02', '2024-03-10', 't1', true),
        task('t3', '附属工程', '2024-03-02', '2024-03-04', 't1', false, 6),
    ],
};

/** the user holds the plan's 编辑 button (as the contractor does) */
const mayEdit = () => grant(['progress:cmisProgressPlan:edit'], 'progress:cmisProgressPlan');

const bar = (id: string) => document.querySelector(`.bar-wrapper[data-id="${id}"] rect.bar`) as SVGRectElement;

const mouse = (target: Element, type: string, offsetX: number) => {
    const ev = new MouseEvent(type, { bubbles: true, cancelable: true });
    Object.defineProperty(ev, 'offsetX', { value: offsetX });
    target.dispatchEvent(ev);
};

/** The summary shows on the commit; frappe builds the chart in an effect right after it. */
const chartReady = (n: number) => waitFor(() => expect(document.querySelectorAll('.bar-wrapper')).toHaveLength(n), WAIT);

const drag = (id: string, dx: number) => {
    const svg = document.querySelector('svg.gantt')!;
    act(() => {
        mouse(bar(id), 'mousedown', 100);
        mouse(svg, 'mousemove', 100 + dx);
        mouse(svg, 'mouseup', 100 + dx);
    });
};

describe('ProgressGantt', () => {
    it('shows the tasks, the summary and the critical chain', async () => {
        const api = stubApi({ [GET]: () => ok(REPLY) });
        render(<ProgressGantt />);
        expect(await screen.findByText('总工期 10 天，关键任务 2 个', {}, WAIT)).toBeTruthy();
        expect(screen.getByText('关键路径：基坑开挖 → 主体浇筑')).toBeTruthy();
        const call = api.last(GET)!;
        expect(call.query.get('planType')).toBe('month');
        expect(call.query.has('sectionId')).toBe(false);

        // the chart: a bar per task, critical ones marked
        await chartReady(3);
        expect(document.querySelector('.bar-wrapper[data-id="t2"]')!.classList.contains('gantt-critical')).toBe(true);
        expect(document.querySelector('.bar-wrapper[data-id="t3"]')!.classList.contains('gantt-critical')).toBe(false);

        // the table
        const table = screen.getByRole('table', { name: '计划任务' });
        const headers = within(table).getAllByRole('columnheader').map(h => h.textContent);
        expect(headers).toEqual(['任务', '计划开始', '计划完成', '工期(天)', '最早开始', '最迟开始', '总时差', '关键']);
        const rows = within(table).getAllByRole('row').slice(1);
        expect(rows.map(r => within(r).getAllByRole('cell').map(c => c.textContent))).toEqual([
            ['基坑开挖', '2024-03-01', '2024-03-01', '1', '0', '0', '0', '是'],
            ['主体浇筑', '2024-03-02', '2024-03-10', '9', '0', '0', '0', '是'],
            ['附属工程', '2024-03-02', '2024-03-04', '3', '0', '6', '6', '否'],
        ]);
        expect(rows.map(r => r.getAttribute('data-critical'))).toEqual(['true', 'true', 'false']);
    });

    it("shows the server's message (a cycle) above an empty chart", async () => {
        stubApi({ [GET]: () => fail('前置任务形成循环：A → B → A') });
        render(<ProgressGantt />);
        expect(await screen.findByText('前置任务形成循环：A → B → A', {}, WAIT)).toBeTruthy();
        expect(screen.getByRole('alert').textContent).toContain('前置任务形成循环');
        expect(screen.getByText('暂无计划任务')).toBeTruthy();
        expect(screen.queryByRole('table', { name: '计划任务' })).toBeNull();
        expect(screen.queryByText(/总工期/)).toBeNull();
    });

    it('passes the header section from localStorage and the chosen plan type', async () => {
        localStorage.setItem('head_section_id', 'sec-7');
        const api = stubApi({ [GET]: () => ok({ duration: 0, chain: [], tasks: [] }) });
        render(<ProgressGantt />);
        await waitFor(() => expect(api.to(GET)).toHaveLength(1), WAIT);
        expect(api.last(GET)!.query.get('sectionId')).toBe('sec-7');
        expect(api.last(GET)!.query.get('planType')).toBe('month');
        expect(await screen.findByText('暂无计划任务', {}, WAIT)).toBeTruthy();

        fireEvent.click(screen.getByRole('button', { name: '年度' }));
        await waitFor(() => expect(api.to(GET)).toHaveLength(2), WAIT);
        expect(api.last(GET)!.query.get('planType')).toBe('year');
        expect(api.last(GET)!.query.get('sectionId')).toBe('sec-7');
    });

    it('reloads when the header section changes', async () => {
        const api = stubApi({ [GET]: () => ok({ duration: 0, chain: [], tasks: [] }) });
        render(<ProgressGantt />);
        await waitFor(() => expect(api.to(GET)).toHaveLength(1), WAIT);
        expect(api.last(GET)!.query.has('sectionId')).toBe(false);
        localStorage.setItem('head_section_id', 'sec-9');
        act(() => {
            window.dispatchEvent(new CustomEvent('aq:section-change', { detail: { id: 'sec-9' } }));
        });
        await waitFor(() => expect(api.to(GET)).toHaveLength(2), WAIT);
        expect(api.last(GET)!.query.get('sectionId')).toBe('sec-9');
    });

    it('saves a dragged bar after 保存, reloads the critical path, and 撤销 saves the old dates', async () => {
        mayEdit();
        let reply = REPLY;
        const api = stubApi({
            [GET]: () => ok(reply),
            [PUT]: ({ body }) => {
                const b = body as { id: string; planStartDate: string; planEndDate: string };
                const tasks = reply.tasks.map(t => (t.id === b.id ? { ...t, planStartDate: b.planStartDate, planEndDate: b.planEndDate } : t));
                reply = { ...reply, duration: b.planStartDate === '2024-03-04' ? 12 : 10, tasks };
                return ok(null, '编辑成功!');
            },
        });
        render(<ProgressGantt />);
        await screen.findByText('总工期 10 天，关键任务 2 个', {}, WAIT);
        await chartReady(3);
        drag('t3', 90); // two days in the Day view (45 px a day)
        const ask = await screen.findByRole('alertdialog', { name: '确认调整计划' }, WAIT);
        expect(ask.textContent).toContain('将「附属工程」计划调整为 2024-03-04 → 2024-03-06？');
        expect(api.to(PUT)).toHaveLength(0);
        fireEvent.click(within(ask).getByRole('button', { name: '保存' }));
        await waitFor(() => expect(api.to(PUT)).toHaveLength(1), WAIT);
        expect(api.last(PUT)!.body).toEqual({ id: 't3', planStartDate: '2024-03-04', planEndDate: '2024-03-06' });
        expect(await screen.findByText('总工期 12 天，关键任务 2 个', {}, WAIT)).toBeTruthy();
        expect(api.to(GET)).toHaveLength(2);

        const undo = screen.getByRole('button', { name: '撤销' });
        await waitFor(() => expect(undo.hasAttribute('disabled')).toBe(false), WAIT);
        fireEvent.click(undo);
        await waitFor(() => expect(api.to(PUT)).toHaveLength(2), WAIT);
        expect(api.last(PUT)!.body).toEqual({ id: 't3', planStartDate: '2024-03-02', planEndDate: '2024-03-04' });
        expect(await screen.findByText('总工期 10 天，关键任务 2 个', {}, WAIT)).toBeTruthy();
        await waitFor(() => expect(undo.hasAttribute('disabled')).toBe(true), WAIT);
    });

    it('取消 puts the bar back without a request', async () => {
        mayEdit();
        const api = stubApi({ [GET]: () => ok(REPLY) });
        render(<ProgressGantt />);
        await chartReady(3);
        const x0 = bar('t3').getAttribute('x');
        drag('t3', 90);
        fireEvent.click(within(await screen.findByRole('alertdialog', {}, WAIT)).getByRole('button', { name: '取消' }));
        expect(bar('t3').getAttribute('x')).toBe(x0);
        expect(api.calls.filter(c => c.method === 'PUT')).toHaveLength(0);
    });

    it("shows a refused edit's message and puts the bar back", async () => {
        mayEdit();
        const api = stubApi({
            [GET]: () => ok(REPLY),
            [PUT]: () => fail('计划开始日期不能早于前置任务的完成日期'),
        });
        render(<ProgressGantt />);
        await screen.findByText('总工期 10 天，关键任务 2 个', {}, WAIT);
        await chartReady(3);
        const x0 = bar('t3').getAttribute('x');
        drag('t3', 90);
        fireEvent.click(await screen.findByRole('button', { name: '保存' }, WAIT));
        expect(await screen.findByText('计划开始日期不能早于前置任务的完成日期', {}, WAIT)).toBeTruthy();
        // the chart redraws the bar after the message shows
        await waitFor(() => expect(bar('t3').getAttribute('x')).toBe(x0), WAIT);
        expect(api.to(GET)).toHaveLength(1);
    });

    it("is read-only without the plan's 编辑 permission", async () => {
        grant([], 'progress:cmisProgressPlan');
        const api = stubApi({ [GET]: () => ok(REPLY) });
        render(<ProgressGantt />);
        await chartReady(3);
        expect(screen.getByText('仅可查看：调整计划日期需要进度计划的编辑权限')).toBeTruthy();
        expect(screen.queryByRole('button', { name: '撤销' })).toBeNull();
        const x0 = bar('t3').getAttribute('x');
        drag('t3', 90);
        expect(bar('t3').getAttribute('x')).toBe(x0);
        expect(screen.queryByRole('alertdialog')).toBeNull();
        expect(api.calls.filter(c => c.method === 'PUT')).toHaveLength(0);
    });

    it('labels each bar and row with its section when several sections are shown', async () => {
        const two = {
            duration: 9,
            chain: ['t2'],
            tasks: [task('t1', '开挖', '2024-03-01', '2024-03-02', '', false, 1, 1), task('t2', '开挖', '2024-03-01', '2024-03-09', '', true, 0, 2)],
        };
        stubApi({ [GET]: () => ok(two) });
        render(<ProgressGantt />);
        await chartReady(2);
        expect(document.querySelector('.bar-wrapper[data-id="t1"] .bar-label')!.textContent).toBe('第一标段 · 开挖');
        expect(document.querySelector('.bar-wrapper[data-id="t2"] .bar-label')!.textContent).toBe('第二标段 · 开挖');
        expect(screen.getByText('关键路径：第二标段 · 开挖')).toBeTruthy();
        const table = screen.getByRole('table', { name: '计划任务' });
        expect(within(table).getAllByRole('columnheader')[0].textContent).toBe('标段');
        expect(within(table).getAllByRole('row')[2].textContent).toContain('第二标段');
    });
});

describe('critical path helpers', () => {
    it('normalizes a loose reply', () => {
        const r = normalizeResult({
            duration: '5',
            chain: [1, 2],
            tasks: [{ id: 1, taskName: 'A', predecessors: '2， 3,,', critical: 1 }, null, { taskName: 'no id' }],
        });
        expect(r.duration).toBe(5);
        expect(r.chain).toEqual(['1', '2']);
        expect(r.tasks).toHaveLength(1);
        expect(r.tasks[0]).toMatchObject({ id: '1', taskName: 'A', predecessors: '2,3', critical: true, totalFloat: 0 });
        expect(normalizeResult(null)).toEqual({ duration: 0, chain: [], tasks: [] });
    });

    it('maps tasks, summary, chain and durations', () => {
        const r = normalizeResult(REPLY);
        expect(toGanttTasks(r.tasks)[1]).toEqual({
            id: 't2',
            name: '主体浇筑',
            start: '2024-03-02',
            end: '2024-03-10',
            progress: 20,
            dependencies: ['t1'],
            critical: true,
        });
        expect(summaryText(r)).toBe('总工期 10 天，关键任务 2 个');
        expect(chainText({ ...r, chain: ['t1', 'gone', 't2'] })).toBe('基坑开挖 → gone → 主体浇筑');
        expect(planDays(r.tasks[0])).toBe(1);
        expect(planDays({ ...r.tasks[0], planEndDate: '' })).toBeNull();
        expect(parsePredecessors(['a', ' b ', 'a'])).toEqual(['a', 'b']);
        expect(parsePredecessors(undefined)).toEqual([]);
    });
});
