// The bell's state against a stubbed API and a fake socket: pushes reload, the 6 s poll runs only
// while the socket is down, a failed load stops it, a closed socket comes back after 5 s.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../Crud/testing';
import { KEYS, ls } from '../../app/storage';
import { markNoticeRead } from './api';
import { asWebSocket, FakeWebSocket } from './testing';
import { useNotices } from './useNotices';

const LIST = 'GET /sys/annountCement/listByUser';
const A1 = { id: 'a1', titile: '停水通知', priority: 'H', createTime: '2026-11-23 09:00:00' };

const summary = (annt: unknown[], sys: unknown[] = []) =>
    ok({ anntMsgList: annt, anntMsgTotal: annt.length, sysMsgList: sys, sysMsgTotal: sys.length });

beforeEach(() => {
    FakeWebSocket.reset();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    ls.set(KEYS.token, 'tok');
    ls.set(KEYS.userInfo, { id: 'u1', username: 'engineer' });
});
afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
});

const mount = () => renderHook(() => useNotices({ WebSocketImpl: asWebSocket(FakeWebSocket) }));
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useNotices', () => {
    it('loads on mount and opens the socket for the user with the token', async () => {
        const api = stubApi({ [LIST]: () => summary([A1], [{ id: 's1', titile: '系统升级' }]) });
        const { result } = mount();
        await flush();
        expect(api.to(LIST)).toHaveLength(1);
        expect(result.current.unread).toBe(2);
        expect(result.current.summary.anntMsgList[0].titile).toBe('停水通知');
        expect(FakeWebSocket.last.url).toMatch(/^ws:\/\/[^/]+\/jeecg-boot\/websocket\/u1$/);
        expect(FakeWebSocket.last.protocols).toEqual(['tok']);
    });

    it('reloads on a topic or user push, not on other frames', async () => {
        let items: unknown[] = [];
        const api = stubApi({ [LIST]: () => summary(items) });
        const { result } = mount();
        await flush();
        act(() => FakeWebSocket.last.serverOpen());
        expect(result.current.unread).toBe(0);
        items = [A1];
        act(() => FakeWebSocket.last.serverSend({ cmd: 'topic', msgId: 'a1', msgTxt: '停水通知' }));
        await flush();
        expect(result.current.unread).toBe(1);
        act(() => FakeWebSocket.last.serverSend({ cmd: 'user', msgId: 'a1' }));
        await flush();
        act(() => FakeWebSocket.last.serverSend({ cmd: 'heartcheck', msgTxt: '心跳响应' }));
        await flush();
        expect(api.to(LIST)).toHaveLength(3);
    });

    it('polls every 6 s while the socket is down and not while it is up', async () => {
        const api = stubApi({ [LIST]: () => summary([]) });
        mount();
        await flush();
        expect(api.to(LIST)).toHaveLength(1);
        await wait(6000);
        expect(api.to(LIST)).toHaveLength(2);
        act(() => FakeWebSocket.last.serverOpen());
        await wait(30000);
        expect(api.to(LIST)).toHaveLength(2);
        // down again: the poll resumes; the socket comes back 5 s later and the poll stops
        act(() => FakeWebSocket.last.serverClose());
        await wait(4999);
        expect(FakeWebSocket.instances).toHaveLength(1);
        await wait(1);
        expect(FakeWebSocket.instances).toHaveLength(2);
        await wait(1000);
        expect(api.to(LIST)).toHaveLength(3);
        act(() => FakeWebSocket.last.serverOpen());
        await flush();
        // reopening reloads once (pushes may have been missed)
        expect(api.to(LIST)).toHaveLength(4);
        await wait(30000);
        expect(api.to(LIST)).toHaveLength(4);
    });

    it('a failed load stops the poll until a push loads again', async () => {
        let refuse = true;
        const api = stubApi({ [LIST]: () => (refuse ? fail('系统繁忙') : summary([A1])) });
        const { result } = mount();
        await flush();
        await wait(30000);
        expect(api.to(LIST)).toHaveLength(1);
        refuse = false;
        act(() => FakeWebSocket.last.serverOpen());
        act(() => FakeWebSocket.last.serverSend({ cmd: 'topic' }));
        await flush();
        expect(result.current.unread).toBe(1);
        act(() => FakeWebSocket.last.serverClose());
        await wait(6000);
        expect(api.to(LIST)).toHaveLength(3);
    });

    it('reloads when a message is marked read here, and closes the socket on unmount', async () => {
        let items: unknown[] = [A1];
        const api = stubApi({ [LIST]: () => summary(items), 'PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId': () => ok(null) });
        const { result, unmount } = mount();
        await flush();
        expect(result.current.unread).toBe(1);
        items = [];
        await act(async () => {
            await markNoticeRead('a1');
        });
        await flush();
        expect(api.last('PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId')!.body).toEqual({ anntId: 'a1' });
        expect(result.current.unread).toBe(0);
        const ws = FakeWebSocket.last;
        unmount();
        expect(ws.closed).toBe(true);
        await wait(60000);
        expect(FakeWebSocket.instances).toHaveLength(1);
        expect(api.to(LIST)).toHaveLength(2);
    });

    it('opens no socket without a logged-in user', async () => {
        ls.remove(KEYS.userInfo);
        stubApi({ [LIST]: () => summary([]) });
        mount();
        await flush();
        expect(FakeWebSocket.instances).toHaveLength(0);
    });
});
