// The next fire times of an expression, computed by the server: the fetcher and a debounced hook.
import { useEffect, useRef, useState } from 'react';
import { getAction, type Envelope } from '../../dataProvider/http';

/** The reply of `GET /sys/quartzJob/cronNext`: the next fire times as "yyyy-MM-dd HH:mm:ss". */
export type CronNextReply = Pick<Envelope<string[] | null>, 'success' | 'message' | 'result'>;
export type CronNextFetcher = (cronExpression: string) => Promise<CronNextReply>;

export const CRON_NEXT_URL = '/sys/quartzJob/cronNext';

/** Default fetcher: the server computes the next fire times (and says why an expression is invalid). */
export const fetchCronNext: CronNextFetcher = cronExpression =>
    getAction<string[]>(CRON_NEXT_URL, { cronExpression }, { silent: true });

/** Debounce before asking the server for the next fire times. */
export const CRON_NEXT_DEBOUNCE_MS = 300;

/** The next fire times of `expr` (the expression they belong to, up to five times or an error). */
export interface CronNextTimes {
    expr: string;
    times: string[];
    error: string | null;
    loading: boolean;
}

/** Asks `fetchNext` for the next fire times of `expression`, debounced; stale replies are dropped. */
export const useCronNext = (expression: string, fetchNext: CronNextFetcher, disabled: boolean): CronNextTimes => {
    const [next, setNext] = useState<CronNextTimes>({
        expr: '',
        times: [],
        error: null,
        loading: false,
    });
    const fetchRef = useRef(fetchNext);
    fetchRef.current = fetchNext;
    useEffect(() => {
        if (disabled) return;
        let live = true;
        setNext(n => ({ ...n, loading: true }));
        const timer = setTimeout(() => {
            fetchRef
                .current(expression)
                .then(env => {
                    if (!live) return;
                    if (env?.success) setNext({ expr: expression, times: (env.result ?? []).slice(0, 5), error: null, loading: false });
                    else setNext({ expr: expression, times: [], error: env?.message || '表达式无效', loading: false });
                })
                .catch((e: unknown) => {
                    if (!live) return;
                    const msg = e instanceof Error && e.message ? e.message : '获取运行时间失败';
                    setNext({ expr: expression, times: [], error: msg, loading: false });
                });
        }, CRON_NEXT_DEBOUNCE_MS);
        return () => {
            live = false;
            clearTimeout(timer);
        };
    }, [expression, disabled]);
    return next;
};
