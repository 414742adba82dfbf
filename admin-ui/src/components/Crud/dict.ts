// Dictionary options for selects, radios, checkboxes and list filters: the login-time cache
// (UI_CACHE_DB_DICT_DATA) first, as the original's initDictOptions did, then
// GET /sys/dict/getDictItems/{code}. One request per code per page load.
import { useEffect, useState } from 'react';
import { KEYS, ls } from '../../app/storage';
import { getAction } from '../../dataProvider/http';

export interface DictOption {
    value: string;
    text: string;
}

const loaded = new Map<string, Promise<DictOption[]>>();
const resolved = new Map<string, DictOption[]>();

const normalise = (items: unknown): DictOption[] =>
    Array.isArray(items)
        ? items.map((i: any) => ({ value: String(i?.value ?? ''), text: String(i?.text ?? i?.title ?? i?.label ?? i?.value ?? '') }))
        : [];

const fromLoginCache = (code: string): DictOption[] | null => {
    const all = ls.get<Record<string, unknown>>(KEYS.dictCache);
    const items = all?.[code];
    return Array.isArray(items) && items.length ? normalise(items) : null;
};

/** The options known without a request (login cache or an earlier answer), else null. */
export const peekDictOptions = (code: string): DictOption[] | null => fromLoginCache(code) ?? resolved.get(code) ?? null;

export const loadDictOptions = (code: string): Promise<DictOption[]> => {
    const known = peekDictOptions(code);
    if (known) return Promise.resolve(known);
    let p = loaded.get(code);
    if (!p) {
        // Table dicts ("table,text,code") keep their commas in the path.
        const path = `/sys/dict/getDictItems/${encodeURIComponent(code).replace(/%2C/gi, ',')}`;
        p = getAction(path, undefined, { silent: true })
            .then(env => {
                const options = env.success ? normalise(env.result) : [];
                resolved.set(code, options);
                return options;
            })
            .catch(() => {
                loaded.delete(code);
                return [];
            });
        loaded.set(code, p);
    }
    return p;
};

/** test helper */
export const clearDictOptions = () => {
    loaded.clear();
    resolved.clear();
};

const EMPTY: DictOption[] = [];

export const useDictOptions = (code?: string): DictOption[] => {
    const [state, setState] = useState<{ code?: string; options: DictOption[] }>(() => ({
        code,
        options: (code && peekDictOptions(code)) || EMPTY,
    }));
    useEffect(() => {
        if (!code) return;
        const known = peekDictOptions(code);
        if (known) {
            setState(s => (s.code === code && s.options !== EMPTY ? s : { code, options: known }));
            return;
        }
        let live = true;
        loadDictOptions(code).then(options => live && setState({ code, options }));
        return () => {
            live = false;
        };
    }, [code]);
    return code && state.code === code ? state.options : EMPTY;
};


/**
 * The fixed choices of a field in a filter or a condition: its dictionary, or 是/否 for a switch or a
 * boolean (stored 1/0, a switch Y/N); null for a field typed freely.
 */
export const useFieldChoices = (f?: { dict?: string; type?: string; widget?: string }): DictOption[] | null => {
    const dict = useDictOptions(f?.dict);
    if (!f) return null;
    if (f.dict) return dict;
    if (f.widget !== 'switch' && f.type !== 'bool') return null;
    const [yes, no] = f.type === 'bool' ? ['1', '0'] : ['Y', 'N'];
    return [
        { value: yes, text: '是' },
        { value: no, text: '否' },
    ];
};
