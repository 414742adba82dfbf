// Multi-tab bookkeeping, kept pure so the closing rules are unit-tested.

export interface PageTab {
    /** the route path (one tab per path) */
    key: string;
    fullPath: string;
    title: string;
    keepAlive: boolean;
    /** bumped by 刷新 to remount the page */
    version: number;
}

export const HOME_KEY = '/dashboard/analysis';

export interface TabsResult {
    tabs: PageTab[];
    warning?: string;
    /** where to navigate when the active tab went away */
    navigateTo?: string;
}

/** Opening a route adds a tab, re-opening replaces the tab's data. */
export const openTab = (tabs: PageTab[], tab: Omit<PageTab, 'version'>): PageTab[] => {
    const i = tabs.findIndex(t => t.key === tab.key);
    if (i < 0) return [...tabs, { ...tab, version: 0 }];
    const copy = tabs.slice();
    copy[i] = { ...copy[i], ...tab };
    return copy;
};

export const closeTab = (tabs: PageTab[], key: string, activeKey: string): TabsResult => {
    if (key === HOME_KEY) return { tabs, warning: '首页不能关闭!' };
    if (tabs.length <= 1) return { tabs, warning: '这是最后一页，不能再关闭了啦' };
    const i = tabs.findIndex(t => t.key === key);
    if (i < 0) return { tabs };
    const next = tabs.filter(t => t.key !== key);
    if (key !== activeKey) return { tabs: next };
    const neighbour = next[Math.min(i, next.length - 1)] ?? next[next.length - 1];
    return { tabs: next, navigateTo: neighbour.fullPath };
};

const ensureHome = (kept: PageTab[], all: PageTab[]): PageTab[] => {
    const home = all.find(t => t.key === HOME_KEY);
    return home && !kept.some(t => t.key === HOME_KEY) ? [home, ...kept] : kept;
};

const follow = (tabs: PageTab[], pivot: PageTab, activeKey: string): TabsResult =>
    tabs.some(t => t.key === activeKey) ? { tabs } : { tabs, navigateTo: pivot.fullPath };

export const closeLeft = (tabs: PageTab[], key: string, activeKey: string): TabsResult => {
    const i = tabs.findIndex(t => t.key === key);
    if (i < 0) return { tabs };
    return follow(ensureHome(tabs.slice(i), tabs), tabs[i], activeKey);
};

export const closeRight = (tabs: PageTab[], key: string, activeKey: string): TabsResult => {
    const i = tabs.findIndex(t => t.key === key);
    if (i < 0) return { tabs };
    return follow(tabs.slice(0, i + 1), tabs[i], activeKey);
};

export const closeOthers = (tabs: PageTab[], key: string, activeKey: string): TabsResult => {
    const t = tabs.find(x => x.key === key);
    if (!t) return { tabs };
    return follow(ensureHome([t], tabs), t, activeKey);
};

export const refreshTab = (tabs: PageTab[], key: string): PageTab[] =>
    tabs.map(t => (t.key === key ? { ...t, version: t.version + 1 } : t));
