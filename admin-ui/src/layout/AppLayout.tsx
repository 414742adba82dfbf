// The main layout: side (or top) menu, banner, header, multi-tab bar, breadcrumb, content, footer.
// The window does not scroll: the header (with the banner and the tabs) and the side menu stay, and
// the content area and the side menu each scroll on their own.
import { cloneElement, isValidElement, Suspense, useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { Alert, Box, Button, CircularProgress, Collapse, Drawer, useMediaQuery } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { config } from '../app/config';
import { menuTrail, type MenuEntry } from '../app/menu';
import { patternTitle, staticTitle } from '../app/routes';
import { getToken, KEYS, ls } from '../app/storage';
import { useSettings } from './settings';
import { useMenu } from './useMenu';
import { SideMenu } from './SideMenu';
import { Banner } from './Banner';
import { SettingsDrawer } from './SettingsDrawer';
import { TabBar } from './TabBar';
import { Breadcrumb, crumbsFor } from './Breadcrumb';
import { AppHeader } from './AppHeader';
import { Logo } from './LayoutParts';
import { useContentScroll } from './useContentScroll';
import { usePageTabs } from './usePageTabs';
import { MENU_COLORS, makeTheme } from './theme';

export const SIDER_WIDTH = 208;
const SIDER_COLLAPSED = 64;
export const MOBILE_QUERY = '(max-width:1087.98px)';

/** Guard: no token → login (with redirect); a weak password must be changed first. */
export const AppLayout = ({ children }: { children: ReactNode }) => {
    const location = useLocation();
    if (!getToken()) {
        const here = location.pathname + location.search;
        return <Navigate to={`${config.loginPath}?redirect=${encodeURIComponent(here)}`} replace />;
    }
    if (ls.get<boolean>(KEYS.validPassword) === false) return <Navigate to="/guide/shiyan" replace />;
    return <LayoutShell>{children}</LayoutShell>;
};

const titleFor = (all: MenuEntry[], pathname: string): string =>
    staticTitle(pathname) ?? menuTrail(all, pathname).slice(-1)[0]?.title ?? patternTitle(pathname) ?? '';

/** The window's height, the dynamic one where the browser knows it (phones' toolbars). */
const FULL_HEIGHT = { height: '100vh', '@supports (height: 100dvh)': { height: '100dvh' } };

const LayoutShell = ({ children }: { children: ReactNode }) => {
    const { settings, update } = useSettings();
    const isMobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
    const location = useLocation();
    const { all, visible } = useMenu();
    const [drawerOpen, setDrawerOpen] = useState(false);
    const [settingsOpen, setSettingsOpen] = useState(false);
    const pathname = location.pathname;

    const topmenu = settings.layoutMode === 'topmenu' && !isMobile;
    const collapsed = !isMobile && !settings.sidebarOpen;
    const dark = settings.theme === 'dark';
    const trail = menuTrail(all, pathname);
    const title = titleFor(all, pathname);

    // Top-menu mode: the chosen top item's children go to the left menu.
    const activeRoot = trail[0] ? visible.find(v => v.id === trail[0].id) : undefined;
    const siderEntries = topmenu ? (activeRoot?.children ?? []) : visible;
    const showSider = !isMobile && siderEntries.length > 0;

    // Browser page title: "page - product", product only on the dashboard.
    useEffect(() => {
        document.title = pathname === config.homePath || !title ? config.productTitle : `${title} - ${config.productTitle}`;
    }, [pathname, title]);

    // Close the mobile drawer on navigation.
    useEffect(() => setDrawerOpen(false), [pathname]);

    // Mobile: collapsed sidebar state (the drawer replaces it).
    useEffect(() => {
        if (isMobile && settings.sidebarOpen) update('sidebarOpen', false);
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [isMobile]);

    const pageTabs = usePageTabs(all, pathname, pathname + location.search, title, settings.multiPage);
    const { tabs } = pageTabs;
    const isKept = (key: string) => settings.multiPage && tabs.some(t => t.key === key && t.keepAlive);
    const scroll = useContentScroll(pathname, isKept, settings.fixedHeader && settings.autoHideHeader);

    // The layout's own theme follows the chosen colour.
    const theme = useMemo(() => createTheme(makeTheme(settings.color)), [settings.color]);
    const colors = MENU_COLORS[settings.theme];

    const menu = (inDrawer: boolean) => (
        <SideMenu
            entries={inDrawer ? visible : siderEntries}
            collapsed={inDrawer ? false : collapsed}
            theme={settings.theme}
            pathname={pathname}
            primary={settings.color}
            onNavigate={inDrawer ? () => setDrawerOpen(false) : undefined}
        />
    );

    // Multi-tab: kept-alive tabs stay mounted (hidden) beside the active page, in one keyed list
    // and each given its location the same way, so a page keeps its state (and its scroll) when its
    // tab is shown again.
    const activeTab = tabs.find(t => t.key === pathname);
    const pages = settings.multiPage
        ? [...tabs.filter(t => t.keepAlive && t.key !== pathname), { key: pathname, fullPath: location, version: activeTab?.version ?? 0 }]
        : [];
    const content =
        settings.multiPage && isValidElement(children)
            ? pages.map(t => (
                  <Box key={`${t.key}#${t.version}`} hidden={t.key !== pathname}>
                      {cloneElement(children as ReactElement<{ location?: unknown }>, { location: t.fullPath })}
                  </Box>
              ))
            : children;

    const fixedWidth = settings.contentWidth === 'Fixed' && topmenu;

    const top = (
        <Box className="aq-top" sx={{ flexShrink: 0, position: 'relative', zIndex: 10 }}>
            <Collapse in={!scroll.headerHidden} timeout={200}>
                <Banner compact={isMobile} />
                <AppHeader
                    isMobile={isMobile}
                    topmenu={topmenu}
                    collapsed={collapsed}
                    toggle={isMobile || showSider}
                    onToggle={() => (isMobile ? setDrawerOpen(true) : update('sidebarOpen', !settings.sidebarOpen))}
                    onSettings={() => setSettingsOpen(true)}
                    pathname={pathname}
                    all={all}
                    visible={visible}
                    activeRootId={activeRoot?.id}
                    primary={settings.color}
                />
            </Collapse>
            {settings.multiPage && (
                <TabBar tabs={tabs} activeKey={pathname} onSelect={pageTabs.onSelect} onClose={pageTabs.onClose} onCommand={pageTabs.onCommand} />
            )}
        </Box>
    );

    return (
        <ThemeProvider theme={theme}>
            <Box sx={{ display: 'flex', ...FULL_HEIGHT, overflow: 'hidden', bgcolor: '#f0f2f5' }} className={`aq-layout aq-${settings.layoutMode}`}>
                {showSider && (
                    <Box
                        component="aside"
                        className="aq-sider"
                        data-theme={settings.theme}
                        sx={{
                            width: collapsed ? SIDER_COLLAPSED : SIDER_WIDTH,
                            flexShrink: 0,
                            display: 'flex',
                            flexDirection: 'column',
                            bgcolor: colors.bg,
                            borderRight: `1px solid ${colors.border}`,
                            boxShadow: '2px 0 6px rgba(0,21,41,.35)',
                            transition: 'width .2s',
                            zIndex: 20,
                        }}
                    >
                        {!topmenu && <Logo collapsed={collapsed} dark={dark} />}
                        <Box className="aq-sider-scroll" sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden', overscrollBehavior: 'contain' }}>
                            {menu(false)}
                        </Box>
                    </Box>
                )}
                {isMobile && (
                    <Drawer
                        open={drawerOpen}
                        onClose={() => setDrawerOpen(false)}
                        slotProps={{ paper: { sx: { width: SIDER_WIDTH, bgcolor: colors.bg }, className: 'aq-mobile-drawer' } }}
                    >
                        <Logo collapsed={false} dark={dark} />
                        {menu(true)}
                    </Drawer>
                )}
                <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
                    {settings.fixedHeader && top}
                    <Box
                        ref={scroll.ref}
                        onScroll={scroll.onScroll}
                        className="aq-content"
                        sx={{ flex: 1, minHeight: 0, overflow: 'auto', overscrollBehavior: 'contain', display: 'flex', flexDirection: 'column' }}
                    >
                        {!settings.fixedHeader && top}
                        <Box component="main" id="main-content" sx={{ flex: '1 0 auto', p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
                            <Box sx={{ maxWidth: fixedWidth ? 1200 : 'none', mx: 'auto' }}>
                                <Breadcrumb crumbs={crumbsFor(trail, staticTitle(pathname) ?? patternTitle(pathname), pathname)} />
                                <ErrorBoundary resetKeys={[pathname]} fallbackRender={({ error, resetErrorBoundary }) => (
                                    <Alert severity="error" action={<Button color="inherit" onClick={resetErrorBoundary}>重试</Button>}>
                                        页面出错：{(error as Error)?.message}
                                    </Alert>
                                )}>
                                    <Suspense fallback={<Box className="aq-page-loading" sx={{ textAlign: 'center', py: 6 }}><CircularProgress size={28} aria-label="页面加载中" /></Box>}>
                                        {content}
                                    </Suspense>
                                </ErrorBoundary>
                            </Box>
                        </Box>
                        <Box component="footer" sx={{ flexShrink: 0, textAlign: 'center', py: 2, color: 'rgba(0,0,0,.45)', fontSize: 13 }}>
                            Copyright © {config.copyrightYear} {config.productTitle}
                        </Box>
                    </Box>
                </Box>
                <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
            </Box>
        </ThemeProvider>
    );
};
