// Menu `component` (e.g. "system/UserList", "dashboard/Analysis") → page. Generated resource
// pages register here; a component nobody registered shows the 页面不存在 view.
import type { ComponentType } from 'react';
import type { MenuEntry } from './menu';

export interface PageProps {
    entry?: MenuEntry;
}

const pages = new Map<string, ComponentType<PageProps>>();

/** "views/system/UserList.vue" and "/system/UserList" both become "system/UserList". */
export const normalizeComponent = (component: string): string =>
    component.trim().replace(/^\/+/, '').replace(/^(src\/)?views\//, '').replace(/\.vue$/, '');

export const registerPage = (component: string, page: ComponentType<PageProps>): void => {
    pages.set(normalizeComponent(component), page);
};

export const resolvePage = (component: string): ComponentType<PageProps> | undefined =>
    pages.get(normalizeComponent(component));
