import { describe, expect, it } from 'vitest';
import {
    fillUrlTemplate,
    landingPath,
    menuTrail,
    normalizeMenu,
    openTarget,
    routeEntries,
    searchableEntries,
    visibleMenu,
    type ServerMenuNode,
} from './menu';

const menu: ServerMenuNode[] = [
    {
        id: '1', path: '/dashboard/analysis', name: 'dashboard-analysis', component: 'dashboard/Analysis', route: '1',
        meta: { title: '首页', icon: 'home', componentName: 'Analysis' },
    },
    {
        id: '2', path: '/isystem', name: 'isystem', component: 'layouts/RouteView', route: '1', redirect: null,
        meta: { title: '系统管理', icon: 'setting' },
        children: [
            { id: '21', path: '/isystem/user', name: 'isystem-user', component: 'system/UserList', route: '1',
              meta: { title: '用户管理', keepAlive: true, permissionList: [{ action: 'user:add', type: '1' }] } },
            { id: '22', path: '/isystem/hidden', name: 'h', component: 'system/Hidden', hidden: true, route: '1', meta: { title: '隐藏' } },
            { id: '23', path: '/isystem/noroute', name: 'nr', component: 'system/NoRoute', route: '0', meta: { title: '无路由' } },
            { id: '24', path: '/isystem/secret', name: 's', component: 'system/Secret', route: '1', meta: { title: '受限', permission: ['secret:view'] } },
        ],
    },
    {
        id: '3', path: 'a1b2c3', name: 'ext', component: 'layouts/IframePageView', route: '1',
        meta: { title: '接口文档', url: "{{ window._CONFIG['domianURL'] }}/doc.html", internalOrExternal: true },
    },
    {
        id: '4', path: '/always', name: 'always', component: 'layouts/RouteView', alwaysShow: true, route: '1',
        meta: { title: '总显示' },
        children: [{ id: '41', path: '/always/a', name: 'aa', component: 'x/A', route: '1', meta: { title: 'A' } }],
    },
    {
        id: '5', path: '/allhidden', name: 'allhidden', component: 'layouts/RouteView', route: '1', meta: { title: '全隐藏' },
        children: [{ id: '51', path: '/allhidden/a', name: 'ha', component: 'x/H', hidden: true, route: '1', meta: { title: 'H' } }],
    },
];

const vars = { domianURL: 'http://srv/jeecg-boot' };

describe('menu mapping', () => {
    const entries = normalizeMenu(menu, new Set(), vars);

    it('fills url templates without eval', () => {
        expect(fillUrlTemplate("{{ window._CONFIG['domianURL'] }}/x", vars)).toBe('http://srv/jeecg-boot/x');
        expect(fillUrlTemplate('{{ window._CONFIG.domianURL }}', vars)).toBe('http://srv/jeecg-boot');
        expect(fillUrlTemplate("{{ alert('x') }}/y", vars)).toBe('/y');
        expect(entries[2].url).toBe('http://srv/jeecg-boot/doc.html');
        expect(entries[2].external).toBe(true);
    });

    it('skips hidden entries in the visible menu and hides groups whose children are all hidden', () => {
        const v = visibleMenu(entries);
        expect(v.map(e => e.title)).toEqual(['首页', '系统管理', '接口文档', '总显示']);
        expect(v[1].children.map(e => e.title)).toEqual(['用户管理', '无路由']);
    });

    it('filters routes by meta.permission', () => {
        const withCode = normalizeMenu(menu, new Set(['secret:view']), vars);
        expect(withCode[1].children.map(e => e.title)).toContain('受限');
        expect(entries[1].children.map(e => e.title)).not.toContain('受限');
    });

    it("creates routes for every routable entry except route '0' and external links", () => {
        const paths = routeEntries(entries).map(e => e.path);
        expect(paths).toContain('/isystem/user');
        expect(paths).toContain('/isystem/hidden');
        expect(paths).not.toContain('/isystem/noroute');
        expect(paths.some(p => p.includes('a1b2c3'))).toBe(false);
    });

    it('alwaysShow redirects to itself; groups land on their first child', () => {
        expect(entries[3].redirect).toBe('/always');
        expect(landingPath(entries[3])).toBe('/always/a');
        expect(landingPath(entries[1])).toBe('/isystem/user');
        expect(landingPath(entries[0])).toBe('/dashboard/analysis');
    });

    it('keeps meta for routes', () => {
        const user = entries[1].children[0];
        expect(user.keepAlive).toBe(true);
        expect(user.componentName).toBe('UserList');
        expect(user.permissionList[0].action).toBe('user:add');
        expect(user.isLayout).toBe(false);
        expect(entries[1].isLayout).toBe(true);
    });

    it('finds the trail for the breadcrumb', () => {
        expect(menuTrail(entries, '/isystem/user').map(e => e.title)).toEqual(['系统管理', '用户管理']);
        expect(menuTrail(entries, '/nowhere')).toEqual([]);
    });

    it('search lists visible leaf entries; external ones open a window', () => {
        const s = searchableEntries(entries);
        expect(s.map(e => e.title)).toEqual(['首页', '用户管理', '无路由', '接口文档', 'A']);
        expect(openTarget(s[3])).toEqual({ external: 'http://srv/jeecg-boot/doc.html' });
        expect(openTarget(s[1])).toEqual({ internal: '/isystem/user' });
    });

    it('tolerates missing meta and null component', () => {
        const e = normalizeMenu([{ path: '/x', component: null } as ServerMenuNode]);
        expect(e[0].title).toBe('/x');
        expect(e[0].component).toBe('');
    });
});
