// The flow status of business records (GET /actBusiness/status), one request per page of rows:
// rows asked for in the same tick go out together, whether a page asks for its rows at once or
// each row's button asks for its own (a CrudList renders row actions one row at a time). A row
// object is asked for once, so a list's reload (new row objects) asks again and a re-render does not.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { getAction } from '../../dataProvider/http';
import { FLOW_API, type FlowStatus } from './api';

type Row = Record<string, any>;

/** undefined: not known yet; null: never applied (may apply). */
export type FlowStatusOf = (id: unknown) => FlowStatus | null | undefined;

class StatusStore {
    private known = new Map<string, FlowStatus | null>();
    private asked = new WeakSet<object>();
    private pending = new Set<string>();
    private timer: ReturnType<typeof setTimeout> | undefined;
    private listeners = new Set<() => void>();
    version = 0;

    constructor(private tableName: string) {}

    subscribe = (fn: () => void) => {
        this.listeners.add(fn);
        return () => this.listeners.delete(fn);
    };

    get = (id: unknown): FlowStatus | null | undefined => this.known.get(String(id));

    /** Asks for the rows not asked for yet. */
    want(rows: Row[]) {
        for (const r of rows) {
            if (!r || this.asked.has(r) || r.id == null || r.id === '') continue;
            this.asked.add(r);
            this.pending.add(String(r.id));
        }
        this.schedule();
    }

    /** Asks again for these ids (after an action moved their flow). */
    refresh(ids: unknown[]) {
        for (const id of ids) if (id != null && id !== '') this.pending.add(String(id));
        this.schedule();
    }

    private schedule() {
        if (!this.pending.size || this.timer) return;
        this.timer = setTimeout(() => void this.flush(), 0);
    }

    private async flush() {
        this.timer = undefined;
        const ids = [...this.pending];
        this.pending.clear();
        try {
            const env = await getAction<Record<string, FlowStatus>>(FLOW_API.status, { tableName: this.tableName, ids: ids.join(',') }, { silent: true });
            // A refusal (no flow bound, no access) leaves the rows unknown: they show no flow controls.
            if (!env.success) return;
            const found = env.result ?? {};
            for (const id of ids) this.known.set(id, found[id] ?? null);
            this.version++;
            this.listeners.forEach(fn => fn());
        } catch {
            /* offline: the rows stay unknown */
        }
    }
}

const stores = new Map<string, StatusStore>();
const storeOf = (tableName: string) => {
    let s = stores.get(tableName);
    if (!s) stores.set(tableName, (s = new StatusStore(tableName)));
    return s;
};

/** Forgets every known status (tests; a new session). */
export const clearFlowStatus = () => stores.clear();

export interface FlowStatuses {
    statusOf: FlowStatusOf;
    /** asks again for these records */
    refresh: (ids: unknown[]) => void;
}

/**
 * The flow status of rows of a business table. Without rows it only follows what others asked
 * for (a list that decides its 编辑 button by the status its row buttons loaded).
 */
export const useFlowStatus = (tableName: string, rows?: Row[]): FlowStatuses => {
    const store = storeOf(tableName);
    const version = useSyncExternalStore(store.subscribe, () => store.version);
    // every render: want() skips the row objects already asked for
    useEffect(() => {
        if (rows) store.want(rows);
    });
    // a new function per change of the store, so memoised callers see it
    const statusOf = useCallback<FlowStatusOf>(id => store.get(id), [store, version]);
    const refresh = useCallback((ids: unknown[]) => store.refresh(ids), [store]);
    return { statusOf, refresh };
};
