// The current user's unread announcements for the bell: loaded on mount, reloaded when the
// socket pushes {cmd:"topic"|"user"}, when read state changes here, and every 6 s while the
// socket is down (a failed load stops that poll until a load succeeds again).
import { useCallback, useEffect, useRef, useState } from 'react';
import { EMPTY_SUMMARY, fetchNoticeSummary, NOTICES_CHANGED_EVENT, type NoticeSummary } from './api';
import { type NoticeMessage } from './noticeSocket';
import { useNoticeSocket } from './useNoticeSocket';

export const POLL_MS = 6000;

export interface UseNoticesOptions {
    pollMs?: number;
    reconnectMs?: number;
    heartbeatMs?: number;
    /** injected in tests */
    WebSocketImpl?: typeof WebSocket;
}

export interface NoticesState {
    summary: NoticeSummary;
    /** the badge: anntMsgTotal + sysMsgTotal */
    unread: number;
    socketOpen: boolean;
    reload: () => Promise<void>;
}

const isReloadCmd = (m: NoticeMessage) => m.cmd === 'topic' || m.cmd === 'user';

export const useNotices = (o: UseNoticesOptions = {}): NoticesState => {
    const { pollMs = POLL_MS, reconnectMs, heartbeatMs, WebSocketImpl } = o;
    const [summary, setSummary] = useState<NoticeSummary>(EMPTY_SUMMARY);
    const [socketOpen, setSocketOpen] = useState(false);
    const [pollStopped, setPollStopped] = useState(false);
    const mounted = useRef(true);
    const seq = useRef(0);

    const reload = useCallback(async () => {
        const n = ++seq.current;
        try {
            const s = await fetchNoticeSummary();
            if (!mounted.current || n !== seq.current) return;
            setSummary(s);
            setPollStopped(false);
        } catch {
            if (mounted.current) setPollStopped(true);
        }
    }, []);

    useEffect(() => {
        mounted.current = true;
        void reload();
        const onChange = () => void reload();
        window.addEventListener(NOTICES_CHANGED_EVENT, onChange);
        return () => {
            mounted.current = false;
            window.removeEventListener(NOTICES_CHANGED_EVENT, onChange);
        };
    }, [reload]);

    useNoticeSocket({
        onMessage: m => isReloadCmd(m) && void reload(),
        onStatus: setSocketOpen,
        onReopen: () => void reload(),
        reconnectMs,
        heartbeatMs,
        WebSocketImpl,
    });

    useEffect(() => {
        if (socketOpen || pollStopped) return;
        const t = setInterval(() => void reload(), pollMs);
        return () => clearInterval(t);
    }, [socketOpen, pollStopped, pollMs, reload]);

    return { summary, unread: summary.anntMsgTotal + summary.sysMsgTotal, socketOpen, reload };
};
