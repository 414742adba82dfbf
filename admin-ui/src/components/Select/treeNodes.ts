// The tree picker's data shapes, kept apart so the hook, the list and the field share them.
import { str } from './common';

export interface TreeNode {
    key: string;
    title: string;
    leaf: boolean;
    /** present when the server sent them (async=false) */
    children?: TreeNode[];
}

/** TreeSelectModel[] → nodes (key, title, leaf or isLeaf, children). */
export const toTreeNodes = (items: unknown): TreeNode[] => {
    if (!Array.isArray(items)) return [];
    const out: TreeNode[] = [];
    for (const i of items as any[]) {
        const key = str(i?.key ?? i?.value ?? i?.id);
        if (!key) continue;
        const kids = Array.isArray(i?.children) && i.children.length ? toTreeNodes(i.children) : undefined;
        const leafFlag = i?.leaf ?? i?.isLeaf;
        const leaf = leafFlag !== undefined && leafFlag !== null ? leafFlag === true || leafFlag === 'true' || leafFlag === 1 || leafFlag === '1' : !kids && str(i?.hasChild) !== '1';
        out.push({ key, title: str(i?.title ?? i?.name ?? i?.label ?? i?.text) || key, leaf: kids ? false : leaf, children: kids });
    }
    return out;
};

export type Load = { status: 'loading' | 'done' | 'error'; nodes: TreeNode[]; message?: string };

/** a row on screen: a node, or a loading/error note under an expanded node */
export type TreeRow = { node: TreeNode; depth: number; parent?: string } | { note: string; depth: number; error?: boolean; at: string };
export type NodeRow = Extract<TreeRow, { node: TreeNode }>;

export const errorText = (e: unknown) => (e as Error)?.message || '加载失败';
