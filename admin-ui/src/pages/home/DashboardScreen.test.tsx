// The large screen against stubbed dashboard replies: every panel fills, one failing call stays
// in its panel, the section chooser narrows every call, a {cmd:'dashboard'} push reloads.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../../components/Crud/testing';
import { asWebSocket, FakeWebSocket } from '../../components/Notice/testing';
import { KEYS, ls } from '../../app/storage';
import { DashboardScreen } from './DashboardScreen';

// jsdom cannot draw: charts are checked through their option builders (options.test.ts).
vi.mock('../../components/Chart', () => ({
    EChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

const REPLIES = {
    'GET /dashboard/progress': () =>
        ok([
            { sectionId: 's1', sectionName: '第一标段', sectionCode: 'BD1', plannedPercent: 50, actualPercent: 42.5, designLength: 8000, advanced: 3400 },
            { sectionId: 's2', sectionName: '第二标段', sectionCode: 'BD2', plannedPercent: 30, actualPercent: 31, designLength: 6000, advanced: 1860 },
        ]),
    'GET /dashboard/equipment': () => ok({ total: 9, byStatus: [{ status: '1', statusText: '在用', count: 9 }] }),
    'GET /dashboard/advance': () => ok({ today: 12.5, month: 310, total: 5260, daily: [{ date: '2026-11-23', metres: 12.5, planned: 13.3 }], monthly: [{ month: '2026-11', metres: 310, planned: 420 }], bySection: [] }),
    'GET /dashboard/investment': () => ok({ plan: 1234567890.5, contract: 987654321, completed: 123456789, completedYear: 23456789, paid: null }),
    'GET /dashboard/patrol': () => ok({ today: 3, week: 11, problemsWeek: 2, daily: [] }),
    'GET /dashboard/dangers': () => ok({ open: 4, overdue: 1, byLevel: [{ level: '1', levelText: '一般隐患', open: 4 }], byStatus: [] }),
    'GET /dashboard/notices': () =>
        ok([
            { id: 'n1', titile: '汛期安全通知', priority: 'H', sendTime: '2026-11-20 09:00:00', readFlag: '0' },
            { id: 'n0', titile: '十月值班安排', priority: 'L', sendTime: '2026-10-20 09:00:00', readFlag: '1' },
        ]),
    'GET /section/cmisSection/nodeTreeList': () =>
        ok([{ id: 'e1', title: '引水工程', type: 'engineering', children: [{ id: 's1', title: '第一标段', type: 'section' }, { id: 's2', title: '第二标段', type: 'section' }] }]),
    'GET /sys/weather/now': () => ok({ location: '丹江口', text: '多云', temp: 12 }),
};

const mount = () =>
    render(
        <MemoryRouter initialEntries={['/home/dashboard']}>
            <Routes>
                <Route path="/home/dashboard" element={<DashboardScreen WebSocketImpl={asWebSocket(FakeWebSocket)} />} />
                <Route path="/announcement/detail" element={<div>公告详情页</div>} />
            </Routes>
        </MemoryRouter>,
    );

const panel = (id: string) => screen.getByTestId(`panel-${id}`);

beforeEach(() => {
    FakeWebSocket.reset();
    ls.set(KEYS.token, 'tok');
    ls.set(KEYS.userInfo, { id: 'u1', username: 'admin' });
    ls.set(KEYS.features, { weather: true }); // the login said a weather service is configured
});
afterEach(() => vi.unstubAllGlobals());

describe('DashboardScreen', () => {
    it('fills every panel and keeps a failing call in its own panel', async () => {
        stubApi({ ...REPLIES, 'GET /dashboard/patrol': () => fail('巡检统计失败') });
        mount();
        expect((await screen.findByTestId('figure-advance-total')).textContent).toContain('5,260');
        expect(screen.getByTestId('figure-advance-today').textContent).toContain('12.5');
        expect(screen.getAllByTestId('progress-row')).toHaveLength(2);
        expect(within(panel('progress')).getByText('42.5%')).toBeTruthy();
        expect(screen.getByTestId('figure-equipment-total').textContent).toContain('9');
        expect(screen.getByTestId('figure-investment-plan').textContent).toContain('123,456.79');
        expect(screen.getByTestId('figure-investment-paid').textContent).toContain('—');
        expect(screen.getByTestId('figure-dangers-open').textContent).toContain('4');
        expect(screen.getByTestId('figure-dangers-overdue').textContent).toContain('1');
        expect(within(panel('advance-daily')).getByRole('img', { name: /近30日.*图例：日进尺、计划/ })).toBeTruthy();
        expect(within(panel('advance-monthly')).getByRole('img', { name: /近12个月.*图例：月进尺、计划/ })).toBeTruthy();
        expect(within(panel('notices')).getByText('汛期安全通知')).toBeTruthy();
        // a read announcement stays listed, marked read
        expect(within(panel('notices')).getByText('十月值班安排')).toBeTruthy();
        expect(within(panel('notices')).getAllByLabelText('未读')).toHaveLength(1);
        expect(within(panel('notices')).getAllByLabelText('已读')).toHaveLength(1);
        expect((await screen.findByTestId('screen-weather')).textContent).toContain('丹江口');
        expect(screen.getByText('引水工程')).toBeTruthy();

        // only the patrol panel shows the failure, with a retry
        expect(within(panel('patrol')).getByRole('alert').textContent).toContain('巡检统计失败');
        expect(screen.getAllByRole('alert')).toHaveLength(1);
    });

    it('retries one panel, shows the amount in capitals on hover and opens an announcement', async () => {
        let patrolFails = true;
        const api = stubApi({ ...REPLIES, 'GET /dashboard/patrol': () => (patrolFails ? fail('巡检统计失败') : REPLIES['GET /dashboard/patrol']()) });
        mount();
        const retry = await within(panel('patrol')).findByRole('button', { name: '重试' });
        const before = api.to('GET /dashboard/progress').length;
        patrolFails = false;
        fireEvent.click(retry);
        expect((await screen.findByTestId('figure-patrol-today')).textContent).toContain('3');
        expect(api.to('GET /dashboard/progress')).toHaveLength(before);

        fireEvent.mouseOver(screen.getByTestId('figure-investment-plan'));
        expect(await screen.findByText('大写：壹拾贰亿叁仟肆佰伍拾陆万柒仟捌佰玖拾元伍角')).toBeTruthy();

        fireEvent.click(within(panel('notices')).getByText('汛期安全通知'));
        expect(await screen.findByText('公告详情页')).toBeTruthy();
    });

    it('passes the chosen section to every dashboard call', async () => {
        const api = stubApi(REPLIES);
        mount();
        await screen.findByTestId('figure-advance-total');
        const chooser = screen.getByRole('combobox', { name: '标段' });
        await waitFor(() => expect(within(chooser).getByRole('option', { name: '第一标段' })).toBeTruthy());
        expect(within(chooser).queryByRole('option', { name: '引水工程' })).toBeNull();
        fireEvent.change(chooser, { target: { value: 's1' } });
        await waitFor(() => expect(api.last('GET /dashboard/equipment')?.query.get('sectionId')).toBe('s1'));
        for (const k of ['progress', 'advance', 'investment', 'patrol', 'dangers']) {
            await waitFor(() => expect(api.last(`GET /dashboard/${k}`)?.query.get('sectionId')).toBe('s1'));
        }
    });

    it('reloads on a dashboard push and every minute', async () => {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
        try {
            const api = stubApi(REPLIES);
            mount();
            await act(() => vi.advanceTimersByTimeAsync(0));
            expect(api.to('GET /dashboard/dangers')).toHaveLength(1);
            expect(FakeWebSocket.instances).toHaveLength(1);
            act(() => FakeWebSocket.last.serverOpen());
            act(() => FakeWebSocket.last.serverSend({ cmd: 'dashboard' }));
            await act(() => vi.advanceTimersByTimeAsync(0));
            expect(api.to('GET /dashboard/dangers')).toHaveLength(2);
            act(() => FakeWebSocket.last.serverSend({ cmd: 'other' }));
            await act(() => vi.advanceTimersByTimeAsync(60_000));
            expect(api.to('GET /dashboard/dangers')).toHaveLength(3);
        } finally {
            vi.useRealTimers();
        }
    });
});
