import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { normalizeMenu } from '../app/menu';
import { registerPage } from '../app/pageRegistry';
import { layoutRoutes } from '../app/AppRoutes';
import { MenuPage } from './MenuPage';

const entries = normalizeMenu([
    { id: 'a', path: '/x/known', component: 'views/x/Known.vue', meta: { title: '已知' } },
    { id: 'b', path: '/x/unknown', component: 'x/Unknown', meta: { title: '未知' } },
    { id: 'c', path: '/grp', component: 'layouts/RouteView', meta: { title: '分组' }, children: [
        { id: 'd', path: '/grp/child', component: 'x/Known', meta: { title: '子页' } },
    ] },
]);

registerPage('x/Known', ({ entry }) => <div>registered {entry?.title}</div>);

describe('menu routes', () => {
    it('renders the registered page for a component', () => {
        render(<MemoryRouter><MenuPage entry={entries[0]} /></MemoryRouter>);
        expect(screen.getByText('registered 已知')).toBeTruthy();
    });

    it('shows 页面不存在 for an unknown component', () => {
        render(<MemoryRouter><MenuPage entry={entries[1]} /></MemoryRouter>);
        expect(screen.getByText('页面不存在')).toBeTruthy();
        expect(screen.getByText('x/Unknown')).toBeTruthy();
    });

    it('a group route lands on its first child', () => {
        render(
            <MemoryRouter initialEntries={['/grp']}>
                <Routes>
                    <Route path="/grp" element={<MenuPage entry={entries[2]} />} />
                    <Route path="/grp/child" element={<div>child page</div>} />
                </Routes>
            </MemoryRouter>
        );
        expect(screen.getByText('child page')).toBeTruthy();
    });

    it('builds one route per routable menu entry, never twice for the static home', () => {
        const el = layoutRoutes({
            menu: [
                { id: 'h', path: '/dashboard/analysis', component: 'dashboard/Analysis', meta: { title: '首页' } },
                { id: 'u', path: '/isystem/user', component: 'system/UserList', meta: { title: '用户管理' } },
                { id: 'n', path: '/isystem/nr', component: 'system/X', route: '0', meta: { title: '无路由' } },
            ],
            auth: [],
            allAuth: [],
        });
        const paths = (el.props.children as any[]).flat().map((r: any) => r.props.path);
        expect(paths.filter((p: string) => p === '/dashboard/analysis')).toHaveLength(1);
        expect(paths).toContain('/isystem/user');
        expect(paths).not.toContain('/isystem/nr');
        expect(paths).toContain('/404');
    });
});
