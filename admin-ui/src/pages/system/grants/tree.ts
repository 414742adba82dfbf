// The menu/button tree of role authorisation (GET /sys/permission/queryTreeList →
// {treeList: TreeModel[], ids}) and the check logic of the 授权 drawer.

export interface PermNode {
    id: string;
    title: string;
    /** 1: the menu has data rules */
    ruleFlag: boolean;
    /** 2: a button */
    menuType: number;
    children: PermNode[];
}

const text = (v: unknown) => (v == null ? '' : String(v));

/** The nodes of a treeList reply (nodes without a key are dropped). */
export const permNodes = (list: unknown, depth = 0): PermNode[] => {
    if (!Array.isArray(list) || depth > 64) return [];
    const out: PermNode[] = [];
    for (const n of list) {
        if (!n || typeof n !== 'object') continue;
        const r = n as Record<string, unknown>;
        const id = text(r.key ?? r.value ?? r.id);
        if (!id) continue;
        out.push({
            id,
            title: text(r.title ?? r.label ?? r.slotTitle) || id,
            ruleFlag: Number(r.ruleFlag) === 1,
            menuType: Number(r.menuType ?? 0),
            children: permNodes(r.children, depth + 1),
        });
    }
    return out;
};

/** Every node, depth first. */
export const walk = (nodes: PermNode[], out: PermNode[] = []): PermNode[] => {
    for (const n of nodes) {
        out.push(n);
        walk(n.children, out);
    }
    return out;
};

/** child id → parent id */
export const parentsOf = (nodes: PermNode[]): Map<string, string> => {
    const m = new Map<string, string>();
    const go = (list: PermNode[], parent?: string) => {
        for (const n of list) {
            if (parent) m.set(n.id, parent);
            go(n.children, n.id);
        }
    };
    go(nodes);
    return m;
};

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

/** A node shows checked when it and all below it are granted, half-checked when only some are. */
export const stateOf = (n: PermNode, granted: Set<string>): CheckState => {
    const below = walk(n.children);
    const own = granted.has(n.id);
    if (!below.length) return own ? 'checked' : 'unchecked';
    const held = below.filter(d => granted.has(d.id)).length;
    if (own && held === below.length) return 'checked';
    return own || held > 0 ? 'indeterminate' : 'unchecked';
};

/**
 * Ticking a node grants it, all below it and its ancestors (a menu is reachable only through its
 * parents); unticking a fully checked node takes it and all below it away.
 */
export const toggle = (n: PermNode, granted: Set<string>, parents: Map<string, string>): Set<string> => {
    const next = new Set(granted);
    const ids = [n.id, ...walk(n.children).map(d => d.id)];
    if (stateOf(n, granted) === 'checked') {
        for (const id of ids) next.delete(id);
        return next;
    }
    for (const id of ids) next.add(id);
    for (let p = parents.get(n.id); p; p = parents.get(p)) next.add(p);
    return next;
};
