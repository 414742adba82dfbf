// The 列设置 of a list, loaded once per page load from the user's server-side setting and saved
// back on every change (shortly after, so quick clicks make one request).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getAction, putAction } from '../../dataProvider/http';
import { warnFailure } from '../Feedback';
import { columnItems, readSetting, SETTING_PATH, settingKey, toSetting, visibleColumns, type ColumnItem } from './columnSettings';
import type { CrudField, CrudResourceConfig } from './types';

/** Kept values by key for this page load: a list opened again needs no request. */
const kept = new Map<string, unknown>();
const loading = new Map<string, Promise<unknown>>();

/** test helper */
export const clearColumnSettings = () => {
    kept.clear();
    loading.clear();
};

const load = (key: string): Promise<unknown> => {
    if (kept.has(key)) return Promise.resolve(kept.get(key));
    let p = loading.get(key);
    if (!p) {
        p = getAction(SETTING_PATH, { key }, { silent: true })
            .then(env => (env.success ? env.result : null))
            .catch(() => null) // no setting: the defaults
            .then(v => {
                kept.set(key, v);
                loading.delete(key);
                return v;
            });
        loading.set(key, p);
    }
    return p;
};

const save = (key: string, value: unknown) =>
    putAction(`${SETTING_PATH}?key=${encodeURIComponent(key)}`, value)
        .then(env => {
            if (!env.success) warnFailure(env, '列设置保存失败');
        })
        .catch(() => {
            /* the request layer reported it */
        });

export const SAVE_DELAY = 300;

export interface ColumnSettings {
    /** the setting was read (or failed to): the table may show its rows */
    ready: boolean;
    /** the panel's rows */
    items: ColumnItem[];
    /** the table's shown columns (status columns last), how many are pinned, the chosen widths */
    columns: CrudField[];
    pinned: number;
    widths: Record<string, number>;
    change: (items: ColumnItem[]) => void;
    reset: () => void;
}

export const useColumnSettings = (config: CrudResourceConfig, fields: CrudField[]): ColumnSettings => {
    const key = settingKey(config);
    const names = useMemo(() => fields.map(f => f.name), [fields]);
    const [state, setState] = useState<{ key: string; raw: unknown; ready: boolean }>(() => ({
        key,
        raw: kept.get(key) ?? null,
        ready: kept.has(key),
    }));
    const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
    const pending = useRef<(() => void) | null>(null);

    useEffect(() => {
        let live = true;
        if (!kept.has(key)) setState({ key, raw: null, ready: false });
        load(key).then(raw => live && setState({ key, raw, ready: true }));
        return () => {
            live = false;
        };
    }, [key]);

    // A change waiting to be saved is saved when the list goes away.
    useEffect(
        () => () => {
            if (timer.current) clearTimeout(timer.current);
            pending.current?.();
            pending.current = null;
        },
        []
    );

    const raw = state.key === key ? state.raw : null;
    const items = useMemo(() => columnItems(fields, readSetting(raw, names), config), [fields, raw, names, config]);

    const change = useCallback(
        (next: ColumnItem[]) => {
            const value = toSetting(next);
            kept.set(key, value);
            setState({ key, raw: value, ready: true });
            if (timer.current) clearTimeout(timer.current);
            pending.current = () => void save(key, value);
            timer.current = setTimeout(() => {
                timer.current = null;
                pending.current?.();
                pending.current = null;
            }, SAVE_DELAY);
        },
        [key]
    );

    const reset = useCallback(() => {
        if (timer.current) clearTimeout(timer.current);
        timer.current = null;
        pending.current = null;
        kept.set(key, null);
        setState({ key, raw: null, ready: true });
        void save(key, null);
    }, [key]);

    const shown = useMemo(() => visibleColumns(items), [items]);
    return { ready: state.key === key && state.ready, items, ...shown, change, reset };
};
