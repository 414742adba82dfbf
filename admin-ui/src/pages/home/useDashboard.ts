// The large screen's data: every panel loaded in parallel and kept apart (one failing call
// leaves the others), reloaded every minute and when the socket pushes {cmd:'dashboard'}
// (announcements also on 'topic'/'user'), on the tab's one notice socket (shared with the bell).
import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTICES_CHANGED_EVENT, useNoticeSocket } from '../../components/Notice';
import { LOADERS, PANEL_KEYS, type DashboardData, type PanelKey } from './api';

export const REFRESH_MS = 60_000;

export interface PanelState<T> {
    data?: T;
    error?: string;
    loading: boolean;
}
export type DashboardState = { [K in PanelKey]: PanelState<DashboardData[K]> };

const initial = (): DashboardState =>
    Object.fromEntries(PANEL_KEYS.map(k => [k, { loading: true }])) as DashboardState;

export interface UseDashboardOptions {
    refreshMs?: number;
    /** injected in tests */
    WebSocketImpl?: typeof WebSocket;
}

export const useDashboard = (sectionId: string, o: UseDashboardOptions = {}) => {
    const { refreshMs = REFRESH_MS, WebSocketImpl } = o;
    const [state, setState] = useState<DashboardState>(initial);
    const seq = useRef<Record<string, number>>({});
    const live = useRef(true);

    const loadOne = useCallback(
        <K extends PanelKey>(key: K) => {
            const n = (seq.current[key] = (seq.current[key] ?? 0) + 1);
            setState(s => ({ ...s, [key]: { ...s[key], loading: true } }));
            LOADERS[key](sectionId).then(
                data => live.current && n === seq.current[key] && setState(s => ({ ...s, [key]: { data, loading: false } })),
                (e: Error) =>
                    live.current &&
                    n === seq.current[key] &&
                    // the last good figures stay on screen under the error
                    setState(s => ({ ...s, [key]: { data: s[key].data, error: e?.message || '加载失败', loading: false } })),
            );
        },
        [sectionId],
    );

    const reload = useCallback(() => PANEL_KEYS.forEach(loadOne), [loadOne]);

    // another section's figures must not show under this one's chooser
    useEffect(() => {
        live.current = true;
        setState(initial());
        reload();
        const t = setInterval(reload, refreshMs);
        return () => {
            live.current = false;
            clearInterval(t);
        };
    }, [reload, refreshMs]);

    useEffect(() => {
        const onChange = () => loadOne('notices');
        window.addEventListener(NOTICES_CHANGED_EVENT, onChange);
        return () => window.removeEventListener(NOTICES_CHANGED_EVENT, onChange);
    }, [loadOne]);

    useNoticeSocket({
        onMessage: m => {
            if (m.cmd === 'dashboard') reload();
            else if (m.cmd === 'topic' || m.cmd === 'user') loadOne('notices');
        },
        onReopen: reload,
        WebSocketImpl,
    });

    return { state, reload, loadOne };
};
