// The notice socket is one connection per tab, however many components listen: each gets
// every message, its open state (also when it joins an open socket), and the reopen; it
// closes with the last listener.
import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYS, ls } from '../../app/storage';
import { asWebSocket, FakeWebSocket } from './testing';
import { useNoticeSocket, type NoticeSocketOptions } from './useNoticeSocket';
import type { NoticeMessage } from './noticeSocket';

const Listen = (o: Omit<NoticeSocketOptions, 'WebSocketImpl'>) => {
    useNoticeSocket({ ...o, WebSocketImpl: asWebSocket(FakeWebSocket), reconnectMs: 10 });
    return null;
};

const listener = () => ({ onMessage: vi.fn<(m: NoticeMessage) => void>(), onStatus: vi.fn<(open: boolean) => void>(), onReopen: vi.fn() });

beforeEach(() => {
    FakeWebSocket.reset();
    ls.set(KEYS.token, 'tok');
    ls.set(KEYS.userInfo, { id: 'u1', username: 'engineer' });
});

describe('useNoticeSocket', () => {
    it('shares one connection between listeners and closes it with the last', async () => {
        const bell = listener();
        const todo = listener();
        const late = listener();
        const view = render(
            <>
                <Listen {...bell} />
                <Listen {...todo} />
            </>
        );
        expect(FakeWebSocket.instances).toHaveLength(1);
        const sock = FakeWebSocket.last;
        expect(sock.protocols).toEqual(['tok']);
        act(() => sock.serverOpen());
        expect(bell.onStatus).toHaveBeenLastCalledWith(true);
        expect(todo.onStatus).toHaveBeenLastCalledWith(true);

        act(() => sock.serverSend({ cmd: 'todo', msgTxt: '支付申请' }));
        expect(bell.onMessage).toHaveBeenCalledWith({ cmd: 'todo', msgTxt: '支付申请' });
        expect(todo.onMessage).toHaveBeenCalledWith({ cmd: 'todo', msgTxt: '支付申请' });

        // a listener that comes later joins the open socket and is told it is open
        view.rerender(
            <>
                <Listen {...bell} />
                <Listen {...todo} />
                <Listen {...late} />
            </>
        );
        expect(FakeWebSocket.instances).toHaveLength(1);
        expect(late.onStatus).toHaveBeenLastCalledWith(true);

        // down and up again: every listener hears of the reopen (to reload what it missed)
        act(() => sock.serverClose());
        expect(bell.onStatus).toHaveBeenLastCalledWith(false);
        await act(() => new Promise(r => setTimeout(r, 30)));
        expect(FakeWebSocket.instances).toHaveLength(2);
        act(() => FakeWebSocket.last.serverOpen());
        for (const l of [bell, todo, late]) expect(l.onReopen).toHaveBeenCalledTimes(1);

        // one leaves: the socket stays for the others
        view.rerender(<Listen {...bell} />);
        expect(FakeWebSocket.last.closed).toBe(false);
        expect(todo.onStatus).toHaveBeenLastCalledWith(false);
        act(() => FakeWebSocket.last.serverSend({ cmd: 'user' }));
        expect(todo.onMessage).toHaveBeenCalledTimes(1);
        expect(bell.onMessage).toHaveBeenCalledTimes(2);

        view.unmount();
        expect(FakeWebSocket.last.closed).toBe(true);

        // the next listener opens a new connection
        render(<Listen {...listener()} />);
        expect(FakeWebSocket.instances).toHaveLength(3);
    });
});
