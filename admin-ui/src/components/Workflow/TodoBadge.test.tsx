// The header's 待办 badge against a stubbed API and a fake socket: the count, a refresh on
// {cmd:'todo'} (not on other pushes), every minute, and the link to 我的待办.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYS, ls } from '../../app/storage';
import { ok, stubApi } from '../Crud/testing';
import { asWebSocket, FakeWebSocket } from '../Notice/testing';
import { TodoBadge } from './TodoBadge';

const TODO = 'GET /actTask/todoList';
let tasks: { id: string }[] = [];

const Where = () => <div data-testid="where">{useLocation().pathname}</div>;

const renderBadge = () =>
    render(
        <MemoryRouter initialEntries={['/dashboard/analysis']}>
            <TodoBadge WebSocketImpl={asWebSocket(FakeWebSocket)} />
            <Routes>
                <Route path="*" element={<Where />} />
            </Routes>
        </MemoryRouter>
    );

beforeEach(() => {
    FakeWebSocket.reset();
    tasks = [{ id: 't1' }, { id: 't2' }];
    ls.set(KEYS.token, 'tok');
    ls.set(KEYS.userInfo, { id: 'u1', username: 'engineer' });
});
afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
});

describe('TodoBadge', () => {
    it('counts the to-do tasks, asks again when the socket pushes a new task, and links to 我的待办', async () => {
        const api = stubApi({ [TODO]: () => ok(tasks) });
        renderBadge();
        expect(await screen.findByRole('link', { name: '我的待办（2条）' })).toBeTruthy();
        const sock = FakeWebSocket.last;
        act(() => sock.serverOpen());

        act(() => sock.serverSend({ cmd: 'topic', msgTxt: '公告' }));
        tasks = [...tasks, { id: 't3' }];
        act(() => sock.serverSend({ cmd: 'todo', msgTxt: '支付申请 12000元' }));
        expect(await screen.findByRole('link', { name: '我的待办（3条）' })).toBeTruthy();
        // the announcement push did not count
        expect(api.to(TODO)).toHaveLength(2);

        fireEvent.click(screen.getByRole('link', { name: '我的待办（3条）' }));
        expect(screen.getByTestId('where').textContent).toBe('/workflow/todo');
    });

    it('asks again every minute and shows no number when nothing waits', async () => {
        vi.useFakeTimers({ shouldAdvanceTime: true });
        const api = stubApi({ [TODO]: () => ok(tasks) });
        renderBadge();
        expect(await screen.findByRole('link', { name: '我的待办（2条）' })).toBeTruthy();
        tasks = [];
        await act(async () => {
            await vi.advanceTimersByTimeAsync(60_000);
        });
        await waitFor(() => expect(screen.getByRole('link', { name: '我的待办' })).toBeTruthy());
        expect(api.to(TODO)).toHaveLength(2);
    });
});
