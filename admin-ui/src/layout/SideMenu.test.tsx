import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { normalizeMenu, visibleMenu } from '../app/menu';
import { SideMenu } from './SideMenu';

const entries = visibleMenu(
    normalizeMenu([
        { id: 'h', path: '/dashboard/analysis', component: 'dashboard/Analysis', meta: { title: '首页' } },
        { id: 's', path: '/isystem', component: 'layouts/RouteView', meta: { title: '系统管理' }, children: [
            { id: 'u', path: '/isystem/user', component: 'system/UserList', meta: { title: '用户管理' } },
        ] },
        { id: 'm', path: '/monitor', component: 'layouts/RouteView', meta: { title: '系统监控' }, children: [
            { id: 'l', path: '/monitor/log', component: 'monitor/LogList', meta: { title: '系统日志' } },
        ] },
    ])
);

const renderMenu = (collapsed: boolean, pathname = '/isystem/user') =>
    render(
        <MemoryRouter>
            <SideMenu entries={entries} collapsed={collapsed} theme="dark" pathname={pathname} primary="#1890FF" />
        </MemoryRouter>
    );

describe('SideMenu', () => {
    it('opens the submenu of the current route and keeps one root open', async () => {
        renderMenu(false);
        expect(screen.getByText('用户管理')).toBeTruthy();
        fireEvent.click(screen.getByText('系统监控'));
        expect(screen.getByText('系统日志')).toBeTruthy();
        await waitFor(() => expect(screen.queryByText('用户管理')).toBeNull());
    });

    it('caches open submenus across collapse', async () => {
        const { rerender } = renderMenu(false);
        fireEvent.click(screen.getByText('系统监控'));
        rerender(
            <MemoryRouter>
                <SideMenu entries={entries} collapsed theme="dark" pathname="/isystem/user" primary="#1890FF" />
            </MemoryRouter>
        );
        await waitFor(() => expect(screen.queryByText('系统日志')).toBeNull());
        rerender(
            <MemoryRouter>
                <SideMenu entries={entries} collapsed={false} theme="dark" pathname="/isystem/user" primary="#1890FF" />
            </MemoryRouter>
        );
        expect(screen.getByText('系统日志')).toBeTruthy();
    });

    it('marks the current entry', () => {
        renderMenu(false);
        expect(screen.getByText('用户管理').closest('a')?.getAttribute('aria-current')).toBe('page');
        expect(screen.getByText('用户管理').closest('a')?.getAttribute('href')).toBe('/isystem/user');
    });
});
