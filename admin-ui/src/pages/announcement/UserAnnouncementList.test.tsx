// 我的消息 against a stubbed API: the list and its filters, 查看 marks read, 全部已读, empty states.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../../components/Crud/testing';
import { feedback, FeedbackHost } from '../../components/Feedback';
import { UserAnnouncementList } from './UserAnnouncementList';

afterEach(() => {
    act(() => feedback.reset());
    vi.unstubAllGlobals();
});

const MINE = 'GET /sys/sysAnnouncementSend/getMyAnnouncementSend';
const READ = 'PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId';
const READ_ALL = 'PUT /sys/sysAnnouncementSend/readAll';

const row = (id: string, titile: string, readFlag: string, priority = 'L') => ({
    id: `send-${id}`, anntId: id, userId: 'u1', titile, msgContent: `<p>${titile}内容</p>`, sender: 'admin', priority, readFlag,
    sendTime: '2026-11-23 09:00:00', msgCategory: '1', openType: null, openPage: null,
});

const page = (records: unknown[]) => ok({ records, total: records.length, size: 10, current: 1, pages: 1 });

const renderPage = () =>
    render(
        <MemoryRouter>
            <UserAnnouncementList />
            <FeedbackHost />
        </MemoryRouter>
    );

describe('UserAnnouncementList', () => {
    it('lists my messages and sends the filters', async () => {
        const api = stubApi({ [MINE]: () => page([row('a1', '停水通知', '0', 'H'), row('a2', '例会提醒', '1')]) });
        renderPage();
        const table = await screen.findByRole('table', { name: '我的消息' });
        const unreadRow = (await within(table).findByText('停水通知')).closest('tr')!;
        expect(within(unreadRow).getByText('未读')).toBeTruthy();
        expect(within(unreadRow).getAllByText('紧急消息').length).toBeGreaterThan(0);
        expect(within(unreadRow).getByText('通知公告')).toBeTruthy();
        expect(within(within(table).getByText('例会提醒').closest('tr')!).getByText('已读')).toBeTruthy();

        fireEvent.change(screen.getByLabelText('标题'), { target: { value: ' 停水 ' } });
        fireEvent.change(screen.getByLabelText('发布人'), { target: { value: 'admin' } });
        fireEvent.mouseDown(screen.getByLabelText('阅读状态'));
        fireEvent.click(await screen.findByRole('option', { name: '未读' }));
        fireEvent.click(screen.getByRole('button', { name: '查询' }));
        await vi.waitFor(() => expect(api.last(MINE)!.query.get('titile')).toBe('停水'));
        const q = api.last(MINE)!.query;
        expect(q.get('sender')).toBe('admin');
        expect(q.get('readFlag')).toBe('0');
        expect(q.get('pageNo')).toBe('1');
        expect(q.get('pageSize')).toBe('10');
    });

    it('查看 shows the message and marks an unread one read', async () => {
        let read = false;
        const api = stubApi({
            [MINE]: () => page([row('a1', '停水通知', read ? '1' : '0')]),
            [READ]: () => {
                read = true;
                return ok(null);
            },
        });
        renderPage();
        fireEvent.click(await screen.findByRole('button', { name: '查看停水通知' }));
        const dialog = await screen.findByRole('dialog', { name: '通知消息' });
        expect(await within(dialog).findByText('停水通知内容')).toBeTruthy();
        expect(api.last(READ)!.body).toEqual({ anntId: 'a1' });
        fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
        const table = await screen.findByRole('table', { name: '我的消息' });
        expect(await within(table).findByText('已读')).toBeTruthy();
        // a read one is not marked again
        fireEvent.click(within(table).getByRole('button', { name: '查看停水通知' }));
        await screen.findByRole('dialog', { name: '通知消息' });
        expect(api.to(READ)).toHaveLength(1);
    });

    it('全部已读 asks, marks all and reloads', async () => {
        let read = false;
        const api = stubApi({
            [MINE]: () => page([row('a1', '停水通知', read ? '1' : '0'), row('a2', '例会提醒', read ? '1' : '0')]),
            [READ_ALL]: () => {
                read = true;
                return ok(null, '全部已读');
            },
        });
        renderPage();
        const table = await screen.findByRole('table', { name: '我的消息' });
        expect(await within(table).findAllByText('未读')).toHaveLength(2);
        fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
        const confirm = await screen.findByRole('dialog', { name: '确认操作' });
        expect(within(confirm).getByText('是否全部标注已读?')).toBeTruthy();
        fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
        expect(await within(table).findAllByText('已读')).toHaveLength(2);
        expect(api.to(READ_ALL)).toHaveLength(1);
        expect(await screen.findByText('全部已读', { selector: '.aq-message *, .aq-message' })).toBeTruthy();
    });

    it('says so when there is nothing, nothing matches or the server refuses', async () => {
        let refuse = false;
        stubApi({ [MINE]: () => (refuse ? fail('没有权限') : page([])) });
        renderPage();
        expect(await screen.findByText('暂无消息')).toBeTruthy();
        fireEvent.change(screen.getByLabelText('标题'), { target: { value: '不存在' } });
        fireEvent.click(screen.getByRole('button', { name: '查询' }));
        expect(await screen.findByText('没有符合条件的消息')).toBeTruthy();
        refuse = true;
        fireEvent.click(screen.getByRole('button', { name: '重置' }));
        expect((await screen.findByRole('alert')).textContent).toBe('没有权限');
    });
});
