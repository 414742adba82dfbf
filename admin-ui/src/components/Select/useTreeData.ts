// Loading and expansion state of the lazy tree: roots per source, children on first expand.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorText, type Load, type NodeRow, type TreeNode, type TreeRow } from './treeNodes';

interface TreeSource {
    sourceKey: string;
    loadRoots: () => Promise<TreeNode[]>;
    loadChildren: (node: TreeNode) => Promise<TreeNode[]>;
    configError?: string;
}

export const useTreeData = ({ sourceKey, loadRoots, loadChildren, configError }: TreeSource) => {
    const [roots, setRoots] = useState<Load | null>(null);
    const [kids, setKids] = useState<Record<string, Load>>({});
    const [expanded, setExpanded] = useState<Set<string>>(() => new Set());

    // the roots, once per source, on mount (as JTreeSelect did)
    useEffect(() => {
        if (configError) return;
        let live = true;
        setRoots({ status: 'loading', nodes: [] });
        setKids({});
        setExpanded(new Set());
        loadRoots()
            .then(nodes => live && setRoots({ status: 'done', nodes }))
            .catch(e => live && setRoots({ status: 'error', nodes: [], message: errorText(e) }));
        return () => {
            live = false;
        };
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [sourceKey, configError]);

    const childrenOf = useCallback((n: TreeNode): Load | undefined => (n.children ? { status: 'done', nodes: n.children } : kids[n.key]), [kids]);

    // every loaded node's title, so a picked node needs no lookup
    const known = useMemo(() => {
        const out: Record<string, string> = {};
        const walk = (ns: TreeNode[]) => {
            for (const n of ns) {
                out[n.key] = n.title;
                if (n.children) walk(n.children);
            }
        };
        walk(roots?.nodes ?? []);
        for (const l of Object.values(kids)) walk(l.nodes);
        return out;
    }, [roots, kids]);

    const expand = (n: TreeNode) => {
        setExpanded(s => new Set(s).add(n.key));
        if (n.leaf || childrenOf(n)) return;
        setKids(k => ({ ...k, [n.key]: { status: 'loading', nodes: [] } }));
        loadChildren(n)
            .then(nodes => setKids(k => ({ ...k, [n.key]: { status: 'done', nodes } })))
            .catch(e => setKids(k => ({ ...k, [n.key]: { status: 'error', nodes: [], message: errorText(e) } })));
    };
    const collapse = (n: TreeNode) =>
        setExpanded(s => {
            const next = new Set(s);
            next.delete(n.key);
            return next;
        });

    // the rows on screen, in order, with their depth and parent
    const visible = useMemo(() => {
        const out: TreeRow[] = [];
        const walk = (ns: TreeNode[], depth: number, parent?: string) => {
            for (const n of ns) {
                out.push({ node: n, depth, parent });
                if (!expanded.has(n.key)) continue;
                const l = childrenOf(n);
                if (!l || l.status === 'loading') out.push({ note: '加载中…', depth: depth + 1, at: n.key });
                else if (l.status === 'error') out.push({ note: l.message ?? '加载失败', depth: depth + 1, error: true, at: n.key });
                else walk(l.nodes, depth + 1, n.key);
            }
        };
        walk(roots?.nodes ?? [], 0);
        return out;
    }, [roots, expanded, childrenOf]);
    const nodeRows = visible.filter((r): r is NodeRow => 'node' in r);

    return { roots, known, expanded, expand, collapse, visible, nodeRows };
};
