// Load once on mount and again on reload(), keeping the last good data while reloading; an
// error is kept for the page to show. A reload cancels the one in flight.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort } from '../../dataProvider/http';

export interface Loaded<T> {
    data: T | undefined;
    loading: boolean;
    error: string | null;
    /** when the shown data was read */
    at: Date | null;
    reload: () => void;
}

export const useLoad = <T,>(load: (signal: AbortSignal) => Promise<T>): Loaded<T> => {
    const [state, setState] = useState<{ data?: T; loading: boolean; error: string | null; at: Date | null }>({
        loading: true,
        error: null,
        at: null,
    });
    const loadRef = useRef(load);
    loadRef.current = load;
    const current = useRef<AbortController | null>(null);
    const reload = useCallback(() => {
        current.current?.abort();
        const ctl = new AbortController();
        current.current = ctl;
        setState(s => ({ ...s, loading: true }));
        loadRef.current(ctl.signal).then(
            data => {
                if (!ctl.signal.aborted) setState({ data, loading: false, error: null, at: new Date() });
            },
            e => {
                if (ctl.signal.aborted || isAbort(e)) return;
                setState(s => ({ ...s, loading: false, error: (e as Error)?.message || '获取数据失败' }));
            },
        );
    }, []);
    useEffect(() => {
        reload();
        return () => current.current?.abort();
    }, [reload]);
    return { data: state.data, loading: state.loading, error: state.error, at: state.at, reload };
};
