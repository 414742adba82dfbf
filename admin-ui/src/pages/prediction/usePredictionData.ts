// The loading of the prediction detail page: the record itself, its tunnel's other predictions,
// and the text of its dict fields.
import { useEffect, useState } from 'react';
import { useDictOptions } from '../../components/Crud';
import { getAction } from '../../dataProvider/http';
import { config } from '../../resources/cmisGeoPrediction/config.gen';
import { blank, FIELDS, TUNNEL_PAGE_SIZE, type Row } from './prediction';

/**
 * The text of a dict field. queryById carries no `_dictText`, so the tunnel list's row names it
 * when it has one; else the dictionary does (a table dict only once the list has answered, and
 * its ids stay unshown until named).
 */
export const useFieldText = (name: string, record: Row, listed: Row | undefined, listDone: boolean): string => {
    const dict = FIELDS.get(name)?.dict;
    const value = record[name];
    const given = listed?.[`${name}_dictText`];
    const wanted = !!dict && !blank(value) && blank(given) && (!dict.includes(',') || listDone);
    const options = useDictOptions(wanted ? dict : undefined);
    if (blank(value)) return '';
    if (!blank(given)) return String(given);
    return String(value)
        .split(',')
        .map(v => v.trim())
        .filter(Boolean)
        // an unnamed id of a table dict means nothing to a reader: left out
        .map(v => options.find(o => o.value === v)?.text ?? (dict!.includes(',') ? '' : v))
        .filter(Boolean)
        .join(',');
};

export interface TunnelList {
    rows?: Row[];
    total?: number;
    error?: string;
}

/** The predictions of one tunnel, newest first; reloaded only when the tunnel changes. */
export const useTunnelPredictions = (buildingId: unknown): TunnelList => {
    const key = blank(buildingId) ? '' : String(buildingId);
    const [state, setState] = useState<TunnelList & { key?: string }>({});
    useEffect(() => {
        if (!key) {
            setState({ key, rows: [], total: 0 });
            return;
        }
        let live = true;
        // silent: a refusal here only empties the side list; queryById already reported it
        getAction(`${config.apiPrefix}/list`, { buildingId: key, pageNo: 1, pageSize: TUNNEL_PAGE_SIZE, column: 'predictDate', order: 'desc' }, { silent: true })
            .then(env => {
                if (!live) return;
                if (!env.success) {
                    setState({ key, error: env.message || '加载失败' });
                    return;
                }
                const rows: Row[] = Array.isArray(env.result) ? env.result : (env.result?.records ?? []);
                setState({ key, rows, total: Number(env.result?.total ?? rows.length) });
            })
            .catch((e: Error) => live && setState({ key, error: e?.message || '加载失败' }));
        return () => {
            live = false;
        };
    }, [key]);
    return state.key === key ? state : {};
};

export type Load = { status: 'loading' } | { status: 'missing' } | { status: 'error'; message: string } | { status: 'ok'; record: Row };

/** One prediction from queryById; no id means missing without asking the server. */
export const usePrediction = (id: string): Load => {
    const [load, setLoad] = useState<Load>({ status: 'loading' });
    useEffect(() => {
        if (!id) {
            setLoad({ status: 'missing' });
            return;
        }
        let live = true;
        setLoad({ status: 'loading' });
        // Not silent: a refused read is reported by the request layer as on every page.
        getAction(`${config.apiPrefix}/queryById`, { id })
            .then(env => {
                if (!live) return;
                if (env.success && env.result && typeof env.result === 'object') setLoad({ status: 'ok', record: env.result });
                else if (Number(env.code) === 510) setLoad({ status: 'error', message: env.message || '没有权限，请联系管理员授权' });
                else setLoad({ status: 'missing' });
            })
            .catch((e: Error) => live && setLoad({ status: 'error', message: e?.message || '加载失败' }));
        return () => {
            live = false;
        };
    }, [id]);
    return load;
};
