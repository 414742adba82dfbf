// One figure's load per section for the 施工详情 panels.
import { useEffect, useState } from 'react';

export interface Loaded<T> {
    data?: T;
    error?: string;
    loading: boolean;
    reload: () => void;
}

/** One figure's load, again when the section changes or on 重新加载; a stale reply is dropped. */
export const useLoad = <T,>(sectionId: string, load: (id: string) => Promise<T>): Loaded<T> => {
    const [attempt, setAttempt] = useState(0);
    const key = `${sectionId}#${attempt}`;
    const [state, setState] = useState<{ key: string; data?: T; error?: string }>({ key: '' });
    useEffect(() => {
        let live = true;
        load(sectionId).then(
            data => live && setState({ key, data }),
            (e: Error) => live && setState({ key, error: e?.message || '加载失败' })
        );
        return () => {
            live = false;
        };
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [key]);
    const current = state.key === key ? state : { key };
    return { data: current.data, error: current.error, loading: !('data' in current) && !current.error, reload: () => setAttempt(n => n + 1) };
};
