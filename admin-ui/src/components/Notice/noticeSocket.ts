// The announcement socket: `{api base}/websocket/{userId}`, authenticated by the session token
// sent as the WebSocket subprotocol. It reconnects 5 s after every close (except when the
// server pushed it out for a newer one, CLOSE_TOO_MANY), sends the text `HeartBeat` every
// 20 s while open, and hands on the server's JSON messages.
import { config } from '../../app/config';

export const RECONNECT_MS = 5000;
export const HEARTBEAT_MS = 20000;
/**
 * The server's close code for a socket pushed out by a newer one of the same user or address
 * (at most 16 each): reconnecting would push out another in turn, so it stays closed.
 */
export const CLOSE_TOO_MANY = 4008;

/** What the server pushes (WebsocketConst: cmd, msgId, msgTxt). */
export interface NoticeMessage {
    cmd?: string;
    msgId?: string;
    msgTxt?: string;
    [k: string]: unknown;
}

/**
 * ws:// or wss:// (by the page protocol, or the API base's own) + base + /websocket/{userId};
 * a chosen tenant other than 0 goes as ?tenantId (broadcasts stay within it).
 */
export const noticeSocketUrl = (
    userId: string,
    tenantId = '0',
    apiBase: string = config.apiBase,
    loc: Pick<Location, 'protocol' | 'host'> = window.location
): string => {
    const path = `/websocket/${encodeURIComponent(userId)}${tenantId && tenantId !== '0' ? `?tenantId=${encodeURIComponent(tenantId)}` : ''}`;
    if (/^https?:\/\//i.test(apiBase)) return apiBase.replace(/^http/i, 'ws') + path;
    const scheme = loc.protocol === 'https:' ? 'wss:' : 'ws:';
    return `${scheme}//${loc.host}${apiBase}${path}`;
};

export interface NoticeSocketOptions {
    url: string;
    /** read on every (re)connect so a refreshed token is used */
    token: () => string | null;
    onMessage: (m: NoticeMessage) => void;
    /** true when open, false when closed (and while waiting to reconnect) */
    onStatus?: (open: boolean) => void;
    reconnectMs?: number;
    heartbeatMs?: number;
    /** injected in tests */
    WebSocketImpl?: typeof WebSocket;
}

export interface NoticeSocket {
    close(): void;
}

/** Parses a frame as JSON (never evaluates it); anything else is ignored. */
export const parseNoticeMessage = (data: unknown): NoticeMessage | null => {
    if (typeof data !== 'string') return null;
    try {
        const v = JSON.parse(data);
        return v && typeof v === 'object' && !Array.isArray(v) ? (v as NoticeMessage) : null;
    } catch {
        return null;
    }
};

export const connectNoticeSocket = (o: NoticeSocketOptions): NoticeSocket => {
    const Impl = o.WebSocketImpl ?? (typeof WebSocket === 'undefined' ? undefined : WebSocket);
    const reconnectMs = o.reconnectMs ?? RECONNECT_MS;
    const heartbeatMs = o.heartbeatMs ?? HEARTBEAT_MS;
    let ws: WebSocket | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let beat: ReturnType<typeof setInterval> | undefined;

    const scheduleReconnect = () => {
        if (stopped) return;
        clearTimeout(retry);
        retry = setTimeout(open, reconnectMs);
    };

    function open() {
        if (stopped || !Impl) return;
        const token = o.token();
        let sock: WebSocket;
        try {
            sock = token ? new Impl(o.url, [token]) : new Impl(o.url);
        } catch {
            scheduleReconnect();
            return;
        }
        ws = sock;
        sock.onopen = () => {
            if (ws !== sock) return;
            clearInterval(beat);
            beat = setInterval(() => {
                if (sock.readyState === 1) sock.send('HeartBeat');
            }, heartbeatMs);
            o.onStatus?.(true);
        };
        sock.onmessage = e => {
            if (ws !== sock) return;
            const m = parseNoticeMessage(e.data);
            if (m) o.onMessage(m);
        };
        // an error is always followed by close; reconnect once, from close
        sock.onerror = () => {};
        sock.onclose = e => {
            if (ws !== sock) return;
            clearInterval(beat);
            ws = null;
            o.onStatus?.(false);
            if (e?.code === CLOSE_TOO_MANY) stopped = true;
            scheduleReconnect();
        };
    }

    open();
    return {
        close() {
            stopped = true;
            clearTimeout(retry);
            clearInterval(beat);
            const s = ws;
            ws = null;
            if (s) {
                s.onopen = s.onmessage = s.onerror = s.onclose = null;
                try {
                    s.close();
                } catch {
                    /* already closing */
                }
            }
        },
    };
};
