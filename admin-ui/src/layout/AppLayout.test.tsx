import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { normalizeMenu, visibleMenu } from '../app/menu';
import { KEYS, ls } from '../app/storage';
import { SettingsProvider } from './settings';
import { AppLayout } from './AppLayout';

// The header's widgets ask the server; the layout is what is tested here.
vi.mock('./Banner', () => ({ Banner: () => null }));
vi.mock('./NoticeBell', () => ({ NoticeBell: () => null }));
vi.mock('./UserMenu', () => ({ UserMenu: () => null }));
vi.mock('./SectionChooser', () => ({ SectionChooser: () => null }));
vi.mock('./MenuSearch', () => ({ MenuSearch: () => null }));
vi.mock('../components/Workflow', () => ({ TodoBadge: () => null }));

const all = normalizeMenu([
    { id: 'h', path: '/dashboard/analysis', component: 'dashboard/Analysis', meta: { title: '首页' } },
    { id: 's', path: '/isystem', component: 'layouts/RouteView', meta: { title: '系统管理' }, children: [
        { id: 'u', path: '/isystem/user', component: 'system/UserList', meta: { title: '用户管理' } },
        { id: 'd', path: '/isystem/depart', component: 'system/DepartList', meta: { title: '部门管理' } },
    ] },
    { id: 'm', path: '/monitor', component: 'layouts/RouteView', meta: { title: '系统监控' }, children: [
        { id: 'l', path: '/monitor/log', component: 'monitor/LogList', meta: { title: '系统日志', keepAlive: true } },
    ] },
]);
vi.mock('./useMenu', () => ({ useMenu: () => ({ all, visible: visibleMenu(all) }) }));

/** A page with state of its own, to see whether it was kept. */
const Page = ({ title }: { title: string }) => {
    const [n, setN] = useState(0);
    return (
        <section aria-label={title}>
            <h1>{title}</h1>
            <button onClick={() => setN(n + 1)}>{`${title}计数 ${n}`}</button>
        </section>
    );
};

const renderLayout = (at: string) => {
    ls.set(KEYS.token, 'tok');
    const view = render(
        <MemoryRouter initialEntries={[at]}>
            <SettingsProvider>
                <AppLayout>
                    <Routes>
                        <Route path="/dashboard/analysis" element={<Page title="首页" />} />
                        <Route path="/isystem/user" element={<Page title="用户管理" />} />
                        <Route path="/isystem/depart" element={<Page title="部门管理" />} />
                        <Route path="/monitor/log" element={<Page title="系统日志" />} />
                    </Routes>
                </AppLayout>
            </SettingsProvider>
        </MemoryRouter>
    );
    const content = view.container.querySelector<HTMLElement>('.aq-content')!;
    const scrollTo = (y: number) => {
        content.scrollTop = y;
        fireEvent.scroll(content);
    };
    return { content, scrollTo, menu: () => screen.getByRole('navigation', { name: '主菜单' }) };
};

describe('AppLayout', () => {
    it('scrolls the content alone and opens every page at its top', async () => {
        const { content, scrollTo, menu } = renderLayout('/isystem/user');
        expect(screen.getByRole('heading', { name: '用户管理' })).toBeTruthy();
        // the header, the tabs and the side menu are outside the scrolling content
        expect(content.contains(document.querySelector('.aq-header'))).toBe(false);
        expect(content.contains(document.querySelector('.aq-tabs'))).toBe(false);
        expect(content.contains(menu())).toBe(false);
        expect(content.contains(screen.getByRole('heading', { name: '用户管理' }))).toBe(true);

        scrollTo(600);
        fireEvent.click(within(menu()).getByRole('link', { name: '部门管理' }));
        expect(await screen.findByRole('heading', { name: '部门管理' })).toBeTruthy();
        expect(content.scrollTop).toBe(0);

        // a page of a lower group too; the menu's own scrolling leaves the content alone
        scrollTo(450);
        fireEvent.click(within(menu()).getByText('系统监控'));
        const sider = document.querySelector<HTMLElement>('.aq-sider-scroll')!;
        sider.scrollTop = 200;
        fireEvent.scroll(sider);
        expect(content.scrollTop).toBe(450);
        fireEvent.click(await within(menu()).findByRole('link', { name: '系统日志' }));
        expect(await screen.findByRole('heading', { name: '系统日志' })).toBeTruthy();
        expect(content.scrollTop).toBe(0);
    });

    it('a kept-alive tab comes back with its state and where it was scrolled; others open at the top', async () => {
        const { content, scrollTo } = renderLayout('/monitor/log');
        fireEvent.click(screen.getByRole('button', { name: '系统日志计数 0' }));
        scrollTo(300);
        const tabs = () => screen.getByRole('tablist', { name: '多页签' });

        fireEvent.click(within(tabs()).getByRole('tab', { name: /首页/ }));
        expect(await screen.findByRole('heading', { name: '首页' })).toBeTruthy();
        expect(content.scrollTop).toBe(0);
        expect(screen.getByRole('region', { name: '系统日志', hidden: true }).closest('[hidden]')).toBeTruthy();
        scrollTo(250);

        fireEvent.click(within(tabs()).getByRole('tab', { name: /系统日志/ }));
        expect(await screen.findByRole('button', { name: '系统日志计数 1' })).toBeTruthy();
        expect(content.scrollTop).toBe(300);

        fireEvent.click(within(tabs()).getByRole('tab', { name: /首页/ }));
        await screen.findByRole('heading', { name: '首页' });
        expect(content.scrollTop).toBe(0);
        expect(screen.getByRole('button', { name: '首页计数 0' })).toBeTruthy();
    });

    it('hides the header on scrolling down when asked to, and shows it on scrolling up', async () => {
        ls.set(KEYS.fixedHeaderHidden, true);
        const { scrollTo } = renderLayout('/isystem/user');
        const top = () => document.querySelector('.aq-top .MuiCollapse-root')!;
        expect(top().className).toContain('MuiCollapse-entered');
        act(() => scrollTo(400));
        await vi.waitFor(() => expect(top().className).not.toContain('MuiCollapse-entered'));
        act(() => scrollTo(200));
        await vi.waitFor(() => expect(top().className).toContain('MuiCollapse-entered'));
    });
});
