// The logged-in user's notice socket for as long as a component lives: its messages, its
// open/closed state, and a call back when it reopens (pushes may have been missed meanwhile).
import { useEffect, useRef } from 'react';
import { getTenantId, getToken } from '../../app/storage';
import { getUserInfo } from '../../authProvider/session';
import { connectNoticeSocket, noticeSocketUrl, type NoticeMessage } from './noticeSocket';

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

export const useNoticeSocket = (o: NoticeSocketOptions): void => {
    // The latest callbacks, without reconnecting when they change.
    const handlers = useRef(o);
    handlers.current = o;
    const { reconnectMs, heartbeatMs, WebSocketImpl } = o;
    const userId = getUserInfo()?.id;
    useEffect(() => {
        if (!userId || !getToken()) return;
        let opened = false;
        const socket = connectNoticeSocket({
            url: noticeSocketUrl(userId, getTenantId()),
            token: getToken,
            onMessage: m => handlers.current.onMessage(m),
            onStatus: open => {
                handlers.current.onStatus?.(open);
                if (open && opened) handlers.current.onReopen?.();
                if (open) opened = true;
            },
            reconnectMs,
            heartbeatMs,
            WebSocketImpl,
        });
        return () => {
            socket.close();
            handlers.current.onStatus?.(false);
        };
    }, [userId, reconnectMs, heartbeatMs, WebSocketImpl]);
};
