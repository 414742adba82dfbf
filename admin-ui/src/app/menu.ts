// Menu data from getUserPermissionByToken → side menu entries and routes.
import { config } from './config';

export interface ServerMenuNode {
    id?: string;
    path?: string;
    name?: string;
    component?: string | null;
    redirect?: string | null;
    hidden?: boolean;
    alwaysShow?: boolean;
    route?: string;
    meta?: {
        title?: string;
        icon?: string;
        url?: string;
        keepAlive?: boolean;
        internalOrExternal?: boolean;
        componentName?: string;
        target?: string;
        permissionList?: Array<{ action: string; type?: string; describe?: string }>;
        /** route-level permission codes (JeecgBoot meta.permission) */
        permission?: string[];
    };
    children?: ServerMenuNode[];
}

export interface MenuEntry {
    id: string;
    path: string;
    name: string;
    title: string;
    icon?: string;
    component: string;
    /** layouts/RouteView and friends only group children */
    isLayout: boolean;
    /** iframe page (layouts/IframePageView) */
    isIframe: boolean;
    /** open `url` in a new window */
    external: boolean;
    url?: string;
    redirect?: string;
    hidden: boolean;
    /** false when the server said route '0': shown, but no route is created */
    hasRoute: boolean;
    keepAlive: boolean;
    componentName: string;
    permissionList: Array<{ action: string; type?: string; describe?: string }>;
    children: MenuEntry[];
    parent?: MenuEntry;
}

const TEMPLATE = /\{\{\s*([^}]*?)\s*\}\}/g;
const CONFIG_REF = /^window\._CONFIG\s*\[\s*['"]([\w.]+)['"]\s*\]$|^window\._CONFIG\.([\w]+)$|^([\w]+)$/;

/**
 * Fill `{{ window._CONFIG['domianURL'] }}`-style templates from configuration. No eval: only
 * a config key lookup is understood; anything else becomes empty.
 */
export const fillUrlTemplate = (url: string, vars: Record<string, string> = config.templateVars): string =>
    url.replace(TEMPLATE, (_, expr: string) => {
        const m = CONFIG_REF.exec(expr.trim());
        const key = m ? (m[1] ?? m[2] ?? m[3]) : undefined;
        return key && Object.prototype.hasOwnProperty.call(vars, key) ? vars[key] : '';
    });

const isLayoutComponent = (c: string) => c.startsWith('layouts/') && !/Iframe/i.test(c);

/** Route-level permission filter (meta.permission against the user's auth codes). */
const routeAllowed = (node: ServerMenuNode, userCodes: Set<string>): boolean => {
    const required = node.meta?.permission;
    if (!Array.isArray(required) || required.length === 0) return true;
    return required.some(code => userCodes.has(code));
};

export const normalizeMenu = (
    nodes: ServerMenuNode[] | null | undefined,
    userCodes: Set<string> = new Set(),
    vars: Record<string, string> = config.templateVars,
    parent?: MenuEntry
): MenuEntry[] => {
    const out: MenuEntry[] = [];
    for (const node of nodes ?? []) {
        if (!node || !routeAllowed(node, userCodes)) continue;
        const meta = node.meta ?? {};
        const component = String(node.component ?? '');
        const rawUrl = meta.url ?? (/^(https?:)?\/\/|^\{\{/.test(node.path ?? '') ? node.path : undefined);
        const url = rawUrl ? fillUrlTemplate(rawUrl, vars) : undefined;
        const path = String(node.path ?? '');
        const entry: MenuEntry = {
            id: String(node.id ?? path),
            path: path.startsWith('/') || !path ? path : `/${path}`,
            name: String(node.name ?? path.replace(/^\//, '').replace(/\//g, '-')),
            title: meta.title ?? node.name ?? path,
            icon: meta.icon,
            component,
            isLayout: isLayoutComponent(component),
            isIframe: /Iframe/i.test(component),
            external: !!meta.internalOrExternal,
            url,
            redirect: node.alwaysShow ? path : (node.redirect ?? undefined),
            hidden: !!node.hidden,
            hasRoute: node.route !== '0',
            keepAlive: !!meta.keepAlive,
            componentName: meta.componentName ?? component.split('/').pop() ?? '',
            permissionList: Array.isArray(meta.permissionList) ? meta.permissionList : [],
            children: [],
            parent,
        };
        entry.children = normalizeMenu(node.children, userCodes, vars, entry);
        // A group whose children are all hidden is hidden too (as the original client does).
        if (node.children?.length && entry.children.length && entry.children.every(c => c.hidden)) {
            entry.hidden = true;
        }
        out.push(entry);
    }
    return out;
};

/** Visible entries (hidden skipped), for the side menu. */
export const visibleMenu = (entries: MenuEntry[]): MenuEntry[] =>
    entries.filter(e => !e.hidden).map(e => ({ ...e, children: visibleMenu(e.children) }));

/** Every entry that needs a route: depth-first, hidden ones included, route '0' skipped. */
export const routeEntries = (entries: MenuEntry[]): MenuEntry[] =>
    entries.flatMap(e => [
        ...(e.hasRoute && e.path && !e.external && !/^https?:/.test(e.path) ? [e] : []),
        ...routeEntries(e.children),
    ]);

/** Where a menu entry leads when chosen: its redirect, else the first routable child. */
export const landingPath = (entry: MenuEntry): string => {
    if (entry.redirect && entry.redirect !== entry.path) return entry.redirect;
    const firstChild = entry.children.find(c => !c.hidden && !c.external);
    if (firstChild && (entry.isLayout || entry.children.length)) return landingPath(firstChild);
    return entry.path;
};

/** Entries from the root to the one matching `pathname` (for breadcrumb and open submenus). */
export const menuTrail = (entries: MenuEntry[], pathname: string): MenuEntry[] => {
    for (const e of entries) {
        if (e.path === pathname) return [e];
        const sub = menuTrail(e.children, pathname);
        if (sub.length) return [e, ...sub];
    }
    return [];
};

/** Every visible non-layout entry, for the menu search. */
export const searchableEntries = (entries: MenuEntry[]): MenuEntry[] =>
    entries.flatMap(e =>
        e.hidden ? [] : [...(e.isLayout || e.children.length ? [] : [e]), ...searchableEntries(e.children)]
    );

/** Open an entry: external / iframe entries in a new window; returns the internal path otherwise. */
export const openTarget = (entry: MenuEntry): { external: string } | { internal: string } => {
    if ((entry.external || entry.isIframe) && entry.url) return { external: entry.url };
    return { internal: landingPath(entry) };
};
