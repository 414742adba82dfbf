// 首页 per role: a business user (the contractor) sees his to-dos, his section's progress, his open
// dangers and the latest announcements, and no visit statistics (never asked for); a user who may
// list neither progress nor dangers gets neither; the admin gets the visit statistics too.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../../components/Crud/testing';
import { feedback } from '../../components/Feedback';
import { AnalysisPage } from './AnalysisPage';

afterEach(() => {
    act(() => feedback.reset());
    vi.unstubAllGlobals();
});

const Where = () => {
    const l = useLocation();
    return <span data-testid="where">{l.pathname + l.search}</span>;
};

const at = () =>
    render(
        <MemoryRouter initialEntries={['/dashboard/analysis']}>
            <Routes>
                <Route path="/dashboard/analysis" element={<AnalysisPage />} />
                <Route path="*" element={<Where />} />
            </Routes>
        </MemoryRouter>
    );

const NOTICES = [
    { id: 'n2', titile: '汛期安全通知', priority: 'H', sendTime: '2026-05-02 09:00:00', readFlag: '0' },
    { id: 'n1', titile: '五一值班安排', priority: 'L', sendTime: '2026-04-28 09:00:00', readFlag: '1' },
];

const contractorHome = {
    visits: false,
    steps: [
        { key: 'dangerRectify', title: '待整改隐患', count: 3, path: '/safety/cmisHiddenDanger' },
        { key: 'noticeReply', title: '待回复监理通知', count: 0, path: '/safety/cmisSupervisionNotice' },
    ],
    approvals: { total: 1, items: [{ id: 't1', title: '第一标段 5 月支付申请', processName: '支付审批', nodeName: '承包商确认', createTime: '2026-05-02 10:00:00' }], path: '/workflow/todo' },
    progress: [{ sectionId: 's1', sectionName: '第一标段', plannedPercent: 40, actualPercent: 32.5 }],
    dangers: { open: 4, overdue: 1, path: '/safety/cmisHiddenDanger' },
    notices: NOTICES,
};

const visitReplies = () => ({ 'GET /sys/loginfo': () => ok({ todayIp: 1, todayVisitCount: 5, totalVisitCount: 99 }), 'GET /sys/visitInfo': () => ok([]) });

describe('AnalysisPage', () => {
    it('gives the contractor his work and no visit statistics', async () => {
        const api = stubApi({ 'GET /dashboard/home': () => ok(contractorHome), ...visitReplies() });
        at();
        const todo = await screen.findByRole('region', { name: '我的待办' });
        expect(within(todo).getByTestId('todo-approval').textContent).toBe('1');
        expect(within(todo).getByTestId('todo-dangerRectify').textContent).toBe('3');
        expect(within(todo).getByTestId('todo-noticeReply').textContent).toBe('0');
        expect(within(todo).getByText('第一标段 5 月支付申请')).toBeTruthy();
        expect(within(todo).getByText('支付审批 · 承包商确认 · 2026-05-02 10:00')).toBeTruthy();

        const rows = within(screen.getByRole('region', { name: '标段进度' })).getAllByTestId('home-progress-row');
        expect(rows).toHaveLength(1);
        expect(rows[0].textContent).toContain('第一标段');
        expect(rows[0].textContent).toContain('实际 32.5% / 计划 40%');

        const dangers = screen.getByRole('region', { name: '隐患排查' });
        expect(within(dangers).getByTestId('todo-dangers-open').textContent).toBe('4');
        expect(within(dangers).getByTestId('todo-dangers-overdue').textContent).toBe('1');

        const notices = within(screen.getByRole('list', { name: '最新通知公告' })).getAllByRole('link');
        expect(notices.map(n => n.textContent?.includes('未读'))).toEqual([true, false]);
        expect(notices[1].textContent).toContain('五一值班安排');

        expect(screen.queryByTestId('stat-今日IP')).toBeNull();
        expect(screen.queryByText(/访问量/)).toBeNull();
        expect(api.to('GET /sys/loginfo')).toHaveLength(0);
        expect(api.to('GET /sys/visitInfo')).toHaveLength(0);

        fireEvent.click(within(todo).getByRole('link', { name: '待整改隐患 3' }));
        expect((await screen.findByTestId('where')).textContent).toBe('/safety/cmisHiddenDanger');
    });

    it('opens 我的待办 from an approval and an announcement from its line', async () => {
        stubApi({ 'GET /dashboard/home': () => ok(contractorHome) });
        const { unmount } = at();
        fireEvent.click(await screen.findByText('第一标段 5 月支付申请'));
        expect((await screen.findByTestId('where')).textContent).toBe('/workflow/todo');
        unmount();
        at();
        fireEvent.click(await screen.findByText('汛期安全通知'));
        expect((await screen.findByTestId('where')).textContent).toBe('/announcement/detail?id=n2');
    });

    it('leaves out what the viewer may not list', async () => {
        stubApi({
            'GET /dashboard/home': () =>
                ok({ visits: false, steps: [], approvals: { total: 0, items: [], path: '/workflow/todo' }, progress: null, dangers: null, notices: [] }),
        });
        at();
        const todo = await screen.findByRole('region', { name: '我的待办' });
        expect(within(todo).getByTestId('todo-approval').textContent).toBe('0');
        expect(within(todo).getByText('暂无待审批的流程')).toBeTruthy();
        expect(screen.queryByRole('region', { name: '标段进度' })).toBeNull();
        expect(screen.queryByRole('region', { name: '隐患排查' })).toBeNull();
        expect(within(screen.getByRole('region', { name: '通知公告' })).getByText('暂无通知公告')).toBeTruthy();
        expect(screen.queryByRole('region', { name: '访问统计' })).toBeNull();
    });

    it('shows the admin the visit statistics beside his work', async () => {
        stubApi({
            'GET /dashboard/home': () => ok({ ...contractorHome, visits: true, progress: [...contractorHome.progress, { sectionId: 's2', sectionName: '第二标段', plannedPercent: 30, actualPercent: 31 }] }),
            ...visitReplies(),
        });
        at();
        const stats = await screen.findByRole('region', { name: '访问统计' });
        await vi.waitFor(() => expect(within(stats).getByTestId('stat-今日IP').textContent).toBe('1'));
        expect(within(stats).getByTestId('stat-总访问量').textContent).toBe('99');
        expect(screen.getAllByTestId('home-progress-row')).toHaveLength(2);
    });

    it('says so when 首页 cannot load', async () => {
        stubApi({ 'GET /dashboard/home': () => fail('首页数据加载失败') });
        at();
        expect((await screen.findByRole('alert')).textContent).toContain('首页数据加载失败');
    });
});
