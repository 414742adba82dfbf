// Shared pieces of the select widgets: the controlled-input props, comma-joined values and the
// label lookups (loadDictItem / category loadDictItem) that name a stored value.
import { useEffect, useMemo, useState } from 'react';
import { getAction } from '../../dataProvider/http';

/** The props every select widget takes; value is the stored form (comma-joined when several). */
export interface SelectWidgetProps {
    id?: string;
    label?: string;
    value: unknown;
    onChange: (value: string) => void;
    onBlur?: () => void;
    readOnly?: boolean;
    required?: boolean;
    /** a validation message */
    error?: string;
}

export const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** "a, b,,c" → ['a','b','c'] */
export const splitValues = (v: unknown): string[] =>
    str(v)
        .split(',')
        .map(s => s.trim())
        .filter(Boolean);

export const joinValues = (vs: string[]): string => vs.join(',');

/** A dict code as a path segment: table dicts keep their commas. */
export const dictSegment = (code: string) => encodeURIComponent(code).replace(/%2C/gi, ',');

/** loadDictItem takes exactly "table,text,code": a 4th (filter) segment is dropped. */
export const labelDict = (dict: string) =>
    dict
        .split(',')
        .slice(0, 3)
        .map(s => s.trim())
        .join(',');

export const DICT_CODE_EMPTY = '字典Code不能为空!';
export const CONDITION_ERROR = '组件JTreeSelect-condition传值有误，需要一个json字符串!';

/** condition must be a JSON object string (seed §5); undefined when it is not. */
export const parseCondition = (condition?: string): Record<string, unknown> | undefined => {
    if (!condition) return {};
    try {
        const v = JSON.parse(condition);
        return v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
    } catch {
        return undefined;
    }
};

/**
 * Names of stored values, in key order. delNotExist=false keeps one text per key (a missing
 * one comes back as the key itself), so texts line up with keys.
 */
export const fetchLabels = async (url: string, param: 'key' | 'ids', keys: string[]): Promise<Record<string, string>> => {
    if (!keys.length) return {};
    const env = await getAction(url, { [param]: joinValues(keys), delNotExist: false }, { silent: true });
    const out: Record<string, string> = {};
    const texts: unknown[] = env.success && Array.isArray(env.result) ? env.result : [];
    keys.forEach((k, i) => {
        const t = str(texts[i]);
        if (t) out[k] = t;
    });
    return out;
};

/**
 * Labels of the values a widget holds but has not seen in its options: asked once per missing
 * set. `known` are the labels the widget already has (search results, loaded nodes).
 */
export const useValueLabels = (url: string | undefined, param: 'key' | 'ids', values: string[], known: Record<string, string>) => {
    const [labels, setLabels] = useState<Record<string, string>>({});
    const missing = values.filter(v => !(v in known) && !(v in labels));
    const wanted = url && missing.length ? `${url}|${joinValues(missing)}` : '';
    useEffect(() => {
        if (!wanted || !url) return;
        let live = true;
        fetchLabels(url, param, missing)
            .then(found => {
                // a value without a name shows as itself, and is not asked again
                const all = Object.fromEntries(missing.map(k => [k, found[k] ?? k]));
                if (live) setLabels(l => ({ ...l, ...all }));
            })
            .catch(() => live && setLabels(l => ({ ...l, ...Object.fromEntries(missing.map(k => [k, k])) })));
        return () => {
            live = false;
        };
        // keyed by the missing set, not by the array identity
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [wanted]);
    const merged = useMemo(() => ({ ...labels, ...known }), [labels, known]);
    return { labels: merged, loading: !!wanted };
};
