// The bell against a stubbed API and a fake socket: badge, the two tabs with priority tags,
// opening an entry marks it read and shows 通知消息 (sanitised), 去处理 and 查看更多 navigate.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../components/Crud/testing';
import { feedback } from '../components/Feedback';
import { KEYS, ls } from '../app/storage';
import { asWebSocket, FakeWebSocket } from '../components/Notice/testing';
import { NoticeBell } from './NoticeBell';

const LIST = 'GET /sys/annountCement/listByUser';
const READ = 'PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId';

const A1 = {
    id: 'a1', titile: '停水通知', priority: 'H', sender: 'admin', sendTime: '2026-11-23 09:00:00', createTime: '2026-11-23 08:00:00',
    msgContent: '<p>明日<b>停水</b></p><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>', openType: 'url', openPage: '/isystem/depart',
};
const A2 = { id: 'a2', titile: '例会提醒', priority: 'L', sender: 'admin', sendTime: '2026-11-22 09:00:00', msgContent: '<p>周一例会</p>' };
const S1 = { id: 's1', titile: '系统升级', priority: 'M', sender: 'admin', sendTime: '2026-11-21 22:00:00', msgContent: '<p>今晚升级</p>' };

const Where = () => <div data-testid="where">{useLocation().pathname}</div>;

const renderBell = () =>
    render(
        <MemoryRouter initialEntries={['/dashboard/analysis']}>
            <NoticeBell WebSocketImpl={asWebSocket(FakeWebSocket)} />
            <Routes>
                <Route path="*" element={<Where />} />
            </Routes>
        </MemoryRouter>
    );

let unread: Array<typeof A1 | typeof A2> = [];
const stub = () =>
    stubApi({
        [LIST]: () => ok({ anntMsgList: unread, anntMsgTotal: unread.length, sysMsgList: [S1], sysMsgTotal: 1 }),
        [READ]: c => {
            unread = unread.filter(n => n.id !== (c.body as { anntId: string }).anntId);
            return ok(null);
        },
    });

beforeEach(() => {
    FakeWebSocket.reset();
    unread = [A1, A2];
    ls.set(KEYS.token, 'tok');
    ls.set(KEYS.userInfo, { id: 'u1', username: 'engineer' });
});
afterEach(() => {
    act(() => feedback.reset());
    vi.unstubAllGlobals();
});

// hidden: true — an open dialog hides the header from the accessibility tree
const bell = (n: number) => screen.findByRole('button', { name: `消息通知（${n}条未读）`, hidden: true });

describe('NoticeBell', () => {
    it('shows the unread count and both tabs with priority tags', async () => {
        stub();
        renderBell();
        fireEvent.click(await bell(3));
        const pop = await screen.findByRole('list', { name: '通知' });
        expect(screen.getByRole('tab', { name: '通知(2)' })).toBeTruthy();
        expect(within(pop).getByText('停水通知')).toBeTruthy();
        expect(within(pop).getByText('紧急消息')).toBeTruthy();
        expect(within(pop).getByText('一般消息')).toBeTruthy();
        expect(within(pop).getByText('2026-11-23 09:00:00')).toBeTruthy();
        fireEvent.click(screen.getByRole('tab', { name: '系统消息(1)' }));
        const sys = await screen.findByRole('list', { name: '系统消息' });
        expect(within(sys).getByText('系统升级')).toBeTruthy();
        expect(within(sys).getByText('重要消息')).toBeTruthy();
    });

    it('opening an entry marks it read, drops the badge and shows 通知消息 safely', async () => {
        const api = stub();
        renderBell();
        fireEvent.click(await bell(3));
        fireEvent.click(within(await screen.findByRole('list', { name: '通知' })).getByText('停水通知'));
        const dialog = await screen.findByRole('dialog', { name: '通知消息' });
        expect(within(dialog).getByText('停水通知')).toBeTruthy();
        expect(within(dialog).getByText('发布人：admin')).toBeTruthy();
        expect(within(dialog).getByText('发布时间：2026-11-23 09:00:00')).toBeTruthy();
        const content = await within(dialog).findByRole('region', { name: '通知内容' });
        expect(content.querySelector('b')?.textContent).toBe('停水');
        expect(content.innerHTML).not.toMatch(/script|onerror/);
        expect(api.last(READ)!.body).toEqual({ anntId: 'a1' });
        expect(await bell(2)).toBeTruthy();
        // 去处理 goes to the announcement's page
        fireEvent.click(within(dialog).getByRole('button', { name: '去处理' }));
        await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/isystem/depart'));
    });

    it('has no 去处理 without a url target; 查看更多 goes to 我的消息', async () => {
        stub();
        renderBell();
        fireEvent.click(await bell(3));
        fireEvent.click(within(await screen.findByRole('list', { name: '通知' })).getByText('例会提醒'));
        const dialog = await screen.findByRole('dialog', { name: '通知消息' });
        expect(within(dialog).queryByRole('button', { name: '去处理' })).toBeNull();
        fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
        fireEvent.click(await bell(2));
        fireEvent.click(await screen.findByRole('button', { name: '查看更多' }));
        await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/isps/userAnnouncement'));
    });

    it('reloads on a socket push', async () => {
        unread = [];
        stub();
        renderBell();
        expect(await bell(1)).toBeTruthy();
        act(() => FakeWebSocket.last.serverOpen());
        unread = [A1];
        act(() => FakeWebSocket.last.serverSend({ cmd: 'topic', msgId: 'a1', msgTxt: '停水通知' }));
        expect(await bell(2)).toBeTruthy();
        fireEvent.click(await bell(2));
        expect(within(await screen.findByRole('list', { name: '通知' })).getByText('停水通知')).toBeTruthy();
    });

    it('says 暂无消息 when nothing is unread', async () => {
        unread = [];
        stubApi({ [LIST]: () => ok({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 }) });
        renderBell();
        fireEvent.click(await bell(0));
        expect(await screen.findByText('暂无消息')).toBeTruthy();
    });
});
