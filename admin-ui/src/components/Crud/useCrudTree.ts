import { useCallback, useMemo, useRef, useState } from 'react';
import { getAction } from '../../dataProvider/http';
import type { SuperQuery } from '../AdvancedQuery/superQuery';
import { filterParams, type FilterValues, type Sort } from './query';
import { recordsOf, rowId, type Kids, type Line, type Row } from './listModel';
import type { CrudResourceConfig } from './types';

/** Filters that do not flatten a tree list (the server's own exceptions). */
const TREE_KEEPING = new Set(['sectionId', 'engineeringId']);

/**
 * Whether a tree resource shows as a tree. As on the server, a section filter keeps the tree; any
 * other filter, or an advanced query, makes the list flat.
 */
export const isTreeMode = (config: CrudResourceConfig, applied: FilterValues, superQuery: SuperQuery | null): boolean =>
    !!config.tree && !superQuery && Object.keys(filterParams(config, applied)).every(k => TREE_KEEPING.has(k));

/**
 * Tree: expanded nodes and their loaded children, both forgotten whenever the roots reload
 * (`forget`, called by the list's load).
 */
export const useCrudTree = ({
    prefix,
    fixedParams,
    sort,
    rows,
    treeMode,
}: {
    prefix: string;
    fixedParams: Record<string, string | number>;
    sort: Sort;
    rows: Row[];
    treeMode: boolean;
}) => {
    const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
    const [kids, setKids] = useState<Record<string, Kids>>({});
    const generation = useRef(0);

    const forget = useCallback(() => {
        generation.current++;
        setExpanded(new Set());
        setKids({});
    }, []);

    const loadChildren = (id: string) => {
        const gen = generation.current;
        const settle = (k: Kids) => gen === generation.current && setKids(all => ({ ...all, [id]: k }));
        settle({ status: 'loading' });
        getAction(`${prefix}/childList`, { ...fixedParams, pid: id, column: sort.column, order: sort.order })
            .then(env =>
                settle(env.success ? { status: 'done', rows: recordsOf(env.result) } : { status: 'error', message: env.message || '下级加载失败' })
            )
            .catch(e => settle({ status: 'error', message: (e as Error)?.message || '下级加载失败' }));
    };

    /** Expands (loading the children the first time) or collapses a node; a failed load is retried. */
    const toggleNode = (id: string) => {
        if (expanded.has(id)) {
            setExpanded(s => new Set([...s].filter(x => x !== id)));
            if (kids[id]?.status === 'error')
                setKids(({ [id]: _dropped, ...rest }) => rest);
            return;
        }
        setExpanded(s => new Set(s).add(id));
        if (!kids[id] || kids[id].status === 'error') loadChildren(id);
    };

    /** The body lines: the rows, and below each expanded node its children (to any depth). */
    const lines = useMemo(() => {
        const out: Line[] = [];
        let n = 0;
        const walk = (list: Row[], depth: number, path: string, seen: Set<string>) => {
            list.forEach((r, i) => {
                const id = rowId(r, path ? `${path}-${i}` : i);
                const key = path ? `${path}/${id}` : id;
                out.push({ kind: 'row', row: r, id, key, depth, n: ++n });
                if (!treeMode || !expanded.has(id) || seen.has(id)) return;
                const k = kids[id];
                if (!k || k.status === 'loading') out.push({ kind: 'loading', parent: id, key: `${key}/…`, depth: depth + 1 });
                else if (k.status === 'error') out.push({ kind: 'error', parent: id, key: `${key}/!`, depth: depth + 1, message: k.message });
                else walk(k.rows, depth + 1, key, new Set(seen).add(id));
            });
        };
        walk(rows, 0, '', new Set());
        return out;
    }, [rows, treeMode, expanded, kids]);

    return { expanded, lines, loadChildren, toggleNode, forget };
};
