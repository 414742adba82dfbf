// The month's management logs of a section, loaded with one list request; only the latest
// request may set the state, and none after the page goes.
import { useCallback, useEffect, useRef, useState } from 'react';
import { getAction } from '../../dataProvider/http';
import { LIST_URL, logsByDay, monthParams, type DailyLog, type Month } from './calendar';

const messageOf = (e: unknown, fallback: string): string => {
    const m = (e as { message?: unknown } | null)?.message;
    return typeof m === 'string' && m ? m : fallback;
};

/** scopeKey: the JSON of the section's list params; without a sectionId nothing is loaded */
export const useMonthLogs = (month: Month, scopeKey: string) => {
    const [logs, setLogs] = useState<Map<string, DailyLog>>(() => new Map());
    const [loading, setLoading] = useState(false);
    const [error, setError] = useState<string | null>(null);
    /** only the latest request may set the state */
    const seq = useRef(0);

    const load = useCallback(async () => {
        const mine = ++seq.current;
        const scope = JSON.parse(scopeKey) as Record<string, string>;
        if (!scope.sectionId) {
            setLogs(new Map());
            setLoading(false);
            setError(null);
            return;
        }
        setLoading(true);
        try {
            const env = await getAction<{ records?: DailyLog[] }>(LIST_URL, monthParams(month, scope));
            if (mine !== seq.current) return;
            if (env.success) {
                setLogs(logsByDay(Array.isArray(env.result?.records) ? env.result.records : []));
                setError(null);
            } else {
                setLogs(new Map());
                setError(env.message || '加载管理日志失败');
            }
        } catch (e) {
            if (mine !== seq.current) return;
            setLogs(new Map());
            setError(messageOf(e, '加载管理日志失败'));
        } finally {
            if (mine === seq.current) setLoading(false);
        }
    }, [month, scopeKey]);

    useEffect(() => {
        void load();
    }, [load]);

    // A request still running when the page goes may not set its state.
    useEffect(
        () => () => {
            seq.current++;
        },
        []
    );

    return { logs, loading, error, load };
};
