// Loads the map data and reloads it on a timer while the page is visible. Kept apart from the
// page so the page only decides what to show for each state.
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchMap, type MapData } from './api';

export interface LoadState {
    data?: MapData;
    error?: string;
    loading: boolean;
}

/** The latest load state and a function to load again (the 重试 button). */
export const useMapData = (refreshMs: number) => {
    const [state, setState] = useState<LoadState>({ loading: true });
    const seq = useRef(0);
    const load = useCallback(() => {
        const n = ++seq.current;
        setState(s => ({ ...s, loading: true }));
        fetchMap().then(
            // the same figures keep the same object: the layers (and an open popup) stay
            data => n === seq.current && setState(s => ({ data: s.data && JSON.stringify(s.data) === JSON.stringify(data) ? s.data : data, loading: false })),
            (e: Error) => n === seq.current && setState(s => ({ data: s.data, error: e?.message || '加载失败', loading: false })),
        );
    }, []);
    useEffect(() => {
        load();
        const t = setInterval(() => document.visibilityState !== 'hidden' && load(), refreshMs);
        return () => {
            clearInterval(t);
            seq.current++; // a late reply of an unmounted page is dropped
        };
    }, [load, refreshMs]);
    return [state, load] as const;
};
