// A sys_permission row as /sys/permission/list returns it (JeecgBoot's SysPermissionTree).
export interface PermissionNode {
    id: string;
    key?: string;
    title?: string;
    parentId?: string;
    name: string;
    url?: string;
    component?: string;
    componentName?: string;
    redirect?: string;
    /** 0 一级菜单 / 1 子菜单 / 2 按钮权限 */
    menuType: number;
    perms?: string;
    /** '1' 显示 / '2' 禁用 */
    permsType?: string;
    sortNo?: number;
    icon?: string;
    route?: boolean;
    isRoute?: boolean;
    alwaysShow?: boolean;
    keepAlive?: boolean;
    hidden?: boolean;
    internalOrExternal?: boolean;
    /** '0' 无效 / '1' 有效 */
    status?: string;
    isLeaf?: boolean;
    children?: PermissionNode[];
}

export const MENU_TYPES = [
    { value: 0, label: '一级菜单' },
    { value: 1, label: '子菜单' },
    { value: 2, label: '按钮权限' },
] as const;

export const menuTypeLabel = (t: number) => MENU_TYPES.find(m => m.value === Number(t))?.label ?? '';

/** Button codes of the screen (the m-permission menu's buttons). */
export const CODES = {
    add: 'permission:add',
    edit: 'permission:edit',
    delete: 'permission:delete',
} as const;

/** Ids of every node that has children (what 展开全部 opens). */
export const parentIds = (nodes: PermissionNode[] | undefined, out: string[] = []): string[] => {
    for (const n of nodes ?? []) {
        if (n.children?.length) {
            out.push(n.id);
            parentIds(n.children, out);
        }
    }
    return out;
};

export interface VisibleRow {
    node: PermissionNode;
    depth: number;
}

/** The rows shown: each node, and its children while it is expanded. */
export const visibleRows = (nodes: PermissionNode[] | undefined, expanded: Set<string>, depth = 0, out: VisibleRow[] = []): VisibleRow[] => {
    for (const n of nodes ?? []) {
        out.push({ node: n, depth });
        if (n.children?.length && expanded.has(n.id)) visibleRows(n.children, expanded, depth + 1, out);
    }
    return out;
};
