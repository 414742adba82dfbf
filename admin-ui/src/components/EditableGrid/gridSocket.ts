// The grid socket (seed §7: {host}/vxeSocket/{userId}/{pageId}; messages {type, data}). A row
// edited here goes out as update_vxe_table {socketKey, args: [row, caseId]}; the same message
// from another browser on the same page key updates that row here. Connection, reconnect after
// 5 s and JSON parsing are the notice socket's (components/Notice/noticeSocket).
import { config } from '../../app/config';
import { getTenantId, getToken } from '../../app/storage';
import { getUserInfo } from '../../authProvider/session';
import { connectNoticeSocket, type NoticeMessage } from '../Notice/noticeSocket';
import type { GridRow } from './types';

export const VXE_UPDATE = 'update_vxe_table';
export const VXE_HEARTBEAT_MS = 10_000;
const HEARTBEAT_FRAME = JSON.stringify({ type: 'heart_beat', data: '-' });

/** A page key the server accepts (letters, digits, _.:-, at most 100). */
export const vxePageId = (socketKey: string): string => socketKey.replace(/[^A-Za-z0-9_.:-]/g, '_').slice(0, 100) || 'grid';

export const vxeSocketUrl = (
    userId: string,
    pageId: string,
    tenantId = '0',
    apiBase: string = config.apiBase,
    loc: Pick<Location, 'protocol' | 'host'> = window.location
): string => {
    const path = `/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}${tenantId && tenantId !== '0' ? `?tenantId=${encodeURIComponent(tenantId)}` : ''}`;
    if (/^https?:\/\//i.test(apiBase)) return apiBase.replace(/^http/i, 'ws') + path;
    return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}${apiBase}${path}`;
};

export interface GridSocketOptions {
    socketKey: string;
    /** this browser's id: its own echoes are ignored */
    caseId: string;
    onUpdate: (row: Partial<GridRow> & { id: string }) => void;
    WebSocketImpl?: typeof WebSocket;
    reconnectMs?: number;
}

export interface GridSocket {
    sendUpdate(row: GridRow): void;
    close(): void;
}

/** Opens the grid socket of the logged-in user; null when nobody is logged in. */
export const connectGridSocket = (o: GridSocketOptions): GridSocket | null => {
    const userId = getUserInfo()?.id;
    const Base = o.WebSocketImpl ?? (typeof WebSocket === 'undefined' ? undefined : WebSocket);
    if (!userId || !getToken() || !Base) return null;
    let current: WebSocket | null = null;
    // The notice socket's heartbeat is the text HeartBeat; this socket's is a JSON frame.
    const Captured = class extends (Base as any) {
        constructor(url: string, protocols?: string | string[]) {
            super(url, protocols);
            current = this as unknown as WebSocket;
        }
        send(data: string) {
            super.send(data === 'HeartBeat' ? HEARTBEAT_FRAME : data);
        }
    } as unknown as typeof WebSocket;
    const sock = connectNoticeSocket({
        url: vxeSocketUrl(userId, vxePageId(o.socketKey), getTenantId()),
        token: getToken,
        WebSocketImpl: Captured,
        heartbeatMs: VXE_HEARTBEAT_MS,
        reconnectMs: o.reconnectMs,
        onMessage: (m: NoticeMessage) => {
            if (m.type !== VXE_UPDATE) return;
            const data = m.data as { socketKey?: unknown; args?: unknown } | undefined;
            if (!data || data.socketKey !== o.socketKey || !Array.isArray(data.args)) return;
            const [row, caseId] = data.args as [unknown, unknown];
            if (caseId === o.caseId || !row || typeof row !== 'object') return;
            const id = (row as { id?: unknown }).id;
            if (typeof id !== 'string' || !id) return;
            o.onUpdate(row as GridRow);
        },
    });
    return {
        sendUpdate(row) {
            const s = current;
            if (s && s.readyState === 1) s.send(JSON.stringify({ type: VXE_UPDATE, data: { socketKey: o.socketKey, args: [row, o.caseId] } }));
        },
        close() {
            sock.close();
            current = null;
        },
    };
};
