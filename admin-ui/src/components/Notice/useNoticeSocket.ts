// The logged-in user's notice socket for as long as a component lives: its messages, its
// open/closed state, and a call back when it reopens (pushes may have been missed meanwhile).
// Every component of a tab that listens (the bell, 我的待办, the dashboard) shares one
// connection: it opens with the first listener and closes with the last.
import { useEffect, useRef } from 'react';
import { getTenantId, getToken } from '../../app/storage';
import { getUserInfo } from '../../authProvider/session';
import { connectNoticeSocket, noticeSocketUrl, type NoticeMessage, type NoticeSocket } from './noticeSocket';

export interface NoticeSocketOptions {
    onMessage: (m: NoticeMessage) => void;
    onStatus?: (open: boolean) => void;
    /** the socket is open again after being down */
    onReopen?: () => void;
    reconnectMs?: number;
    heartbeatMs?: number;
    /** injected in tests */
    WebSocketImpl?: typeof WebSocket;
}

type Listener = { current: NoticeSocketOptions };

interface SharedSocket {
    socket: NoticeSocket;
    listeners: Set<Listener>;
    open: boolean;
    /** it has been open once: the next open is a reopen */
    opened: boolean;
}

// One connection per URL and settings (tests inject their own WebSocket, so theirs are apart).
const shared = new Map<string, SharedSocket>();
const implIds = new WeakMap<typeof WebSocket, number>();
let lastImplId = 0;
const implId = (impl?: typeof WebSocket) => {
    if (!impl) return 0;
    if (!implIds.has(impl)) implIds.set(impl, ++lastImplId);
    return implIds.get(impl);
};

type Settings = Pick<NoticeSocketOptions, 'reconnectMs' | 'heartbeatMs' | 'WebSocketImpl'>;

/** Adds a listener to the shared socket of url, opening it if needed; returns the unsubscribe. */
const subscribe = (url: string, o: Settings, listener: Listener): (() => void) => {
    const key = [url, o.reconnectMs, o.heartbeatMs, implId(o.WebSocketImpl)].join('|');
    let s = shared.get(key);
    if (!s) {
        const created: SharedSocket = { socket: { close() {} }, listeners: new Set(), open: false, opened: false };
        created.socket = connectNoticeSocket({
            url,
            token: getToken,
            onMessage: m => created.listeners.forEach(l => l.current.onMessage(m)),
            onStatus: open => {
                const reopened = open && created.opened;
                created.open = open;
                if (open) created.opened = true;
                created.listeners.forEach(l => {
                    l.current.onStatus?.(open);
                    if (reopened) l.current.onReopen?.();
                });
            },
            reconnectMs: o.reconnectMs,
            heartbeatMs: o.heartbeatMs,
            WebSocketImpl: o.WebSocketImpl,
        });
        shared.set(key, created);
        s = created;
    }
    const sock = s;
    sock.listeners.add(listener);
    if (sock.open) listener.current.onStatus?.(true);
    return () => {
        sock.listeners.delete(listener);
        listener.current.onStatus?.(false);
        if (sock.listeners.size === 0) {
            shared.delete(key);
            sock.socket.close();
        }
    };
};

export const useNoticeSocket = (o: NoticeSocketOptions): void => {
    // The latest callbacks, without reconnecting when they change.
    const handlers = useRef(o);
    handlers.current = o;
    const { reconnectMs, heartbeatMs, WebSocketImpl } = o;
    const userId = getUserInfo()?.id;
    useEffect(() => {
        if (!userId || !getToken()) return;
        return subscribe(noticeSocketUrl(userId, getTenantId()), { reconnectMs, heartbeatMs, WebSocketImpl }, handlers);
    }, [userId, reconnectMs, heartbeatMs, WebSocketImpl]);
};
