// The main layout: side (or top) menu, banner, header, multi-tab bar, breadcrumb, content, footer.
import { cloneElement, isValidElement, Suspense, useCallback, useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { Alert, Box, Button, CircularProgress, Drawer, IconButton, Tooltip, Typography, useMediaQuery } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import MenuFoldIcon from '@mui/icons-material/MenuOpen';
import MenuUnfoldIcon from '@mui/icons-material/Menu';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { config } from '../app/config';
import { landingPath, menuTrail, type MenuEntry } from '../app/menu';
import { staticTitle } from '../app/routes';
import { getToken, KEYS, ls } from '../app/storage';
import { feedback } from '../components/Feedback';
import { TodoBadge } from '../components/Workflow';
import { useSettings } from './settings';
import { useMenu } from './useMenu';
import { SideMenu } from './SideMenu';
import { Banner } from './Banner';
import { SectionChooser } from './SectionChooser';
import { UserMenu } from './UserMenu';
import { MenuSearch } from './MenuSearch';
import { NoticeBell } from './NoticeBell';
import { SettingsDrawer } from './SettingsDrawer';
import { TabBar, type TabCommand } from './TabBar';
import { Breadcrumb, crumbsFor } from './Breadcrumb';
import { closeLeft, closeOthers, closeRight, closeTab, HOME_KEY, openTab, refreshTab, type PageTab, type TabsResult } from './tabsModel';
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

const Logo = ({ collapsed, dark }: { collapsed: boolean; dark: boolean }) => (
    <Box
        component={Link}
        to={config.homePath}
        aria-label={`${config.productTitle} 首页`}
        sx={{ height: 64, display: 'flex', alignItems: 'center', gap: 1, px: collapsed ? 2.5 : 2, textDecoration: 'none', overflow: 'hidden', flexShrink: 0 }}
    >
        <Box component="img" src="/logo.svg" alt="" sx={{ width: 28, height: 28, flexShrink: 0 }} />
        {!collapsed && (
            <Typography sx={{ color: dark ? '#fff' : 'rgba(0,0,0,.85)', fontWeight: 600, fontSize: 14, lineHeight: 1.3, letterSpacing: 0.5, maxWidth: 7.5 * 14 + 8 }}>
                {config.productTitle}
            </Typography>
        )}
    </Box>
);

const titleFor = (all: MenuEntry[], pathname: string): string =>
    staticTitle(pathname) ?? menuTrail(all, pathname).slice(-1)[0]?.title ?? '';

const LayoutShell = ({ children }: { children: ReactNode }) => {
    const { settings, update } = useSettings();
    const isMobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
    const location = useLocation();
    const navigate = useNavigate();
    const { all, visible } = useMenu();
    const [drawerOpen, setDrawerOpen] = useState(false);
    const [settingsOpen, setSettingsOpen] = useState(false);
    const pathname = location.pathname;
    const fullPath = pathname + location.search;

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

    // ---- multi-tab ----
    const [tabs, setTabs] = useState<PageTab[]>([]);
    useEffect(() => {
        const entry = menuTrail(all, pathname).slice(-1)[0];
        setTabs(prev => {
            let next = settings.multiPage ? prev : [];
            if (settings.multiPage && !next.some(t => t.key === HOME_KEY) && pathname !== HOME_KEY) {
                next = openTab(next, { key: HOME_KEY, fullPath: HOME_KEY, title: '首页', keepAlive: false });
            }
            return openTab(next, { key: pathname, fullPath, title: title || pathname, keepAlive: !!entry?.keepAlive });
        });
    }, [pathname, fullPath, title, all, settings.multiPage]);

    const applyTabs = useCallback(
        (r: TabsResult) => {
            if (r.warning) feedback.message.warning(r.warning);
            setTabs(r.tabs);
            if (r.navigateTo) navigate(r.navigateTo);
        },
        [navigate]
    );
    const onTabCommand = (cmd: TabCommand, key: string) => {
        if (cmd === 'refresh') {
            setTabs(ts => refreshTab(ts, key));
            if (key !== pathname) navigate(tabs.find(t => t.key === key)?.fullPath ?? key);
            return;
        }
        const fn = { closeLeft, closeRight, closeOthers }[cmd];
        applyTabs(fn(tabs, key, pathname));
    };

    // ---- header auto-hide ----
    const [headerHidden, setHeaderHidden] = useState(false);
    useEffect(() => {
        if (!(settings.fixedHeader && settings.autoHideHeader)) {
            setHeaderHidden(false);
            return;
        }
        let last = window.scrollY;
        const onScroll = () => {
            const y = window.scrollY;
            setHeaderHidden(y > 100 && y > last);
            last = y;
        };
        window.addEventListener('scroll', onScroll, { passive: true });
        return () => window.removeEventListener('scroll', onScroll);
    }, [settings.fixedHeader, settings.autoHideHeader]);

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

    const activeTab = tabs.find(t => t.key === pathname);
    const content = settings.multiPage ? (
        <>
            {tabs
                .filter(t => t.keepAlive && t.key !== pathname)
                .map(t => (
                    <Box key={`${t.key}#${t.version}`} hidden>
                        {isValidElement(children) ? cloneElement(children as ReactElement<{ location?: string }>, { location: t.fullPath }) : null}
                    </Box>
                ))}
            <Box key={`${pathname}#${activeTab?.version ?? 0}`}>{children}</Box>
        </>
    ) : (
        children
    );

    const fixedWidth = settings.contentWidth === 'Fixed' && topmenu;

    return (
        <ThemeProvider theme={theme}>
            <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: '#f0f2f5' }} className={`aq-layout aq-${settings.layoutMode}`}>
                {showSider && (
                    <Box
                        component="aside"
                        className="aq-sider"
                        data-theme={settings.theme}
                        sx={{
                            width: collapsed ? SIDER_COLLAPSED : SIDER_WIDTH,
                            flexShrink: 0,
                            bgcolor: colors.bg,
                            borderRight: `1px solid ${colors.border}`,
                            boxShadow: '2px 0 6px rgba(0,21,41,.35)',
                            transition: 'width .2s',
                            zIndex: 20,
                            ...(settings.fixSiderbar && !topmenu
                                ? { position: 'sticky', top: 0, height: '100vh', overflowY: 'auto', alignSelf: 'flex-start' }
                                : { minHeight: '100vh' }),
                        }}
                    >
                        {!topmenu && <Logo collapsed={collapsed} dark={dark} />}
                        {menu(false)}
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
                    <Banner compact={isMobile} />
                    <Box
                        component="header"
                        className="aq-header"
                        sx={{
                            height: 56,
                            flexShrink: 0,
                            display: 'flex',
                            alignItems: 'center',
                            gap: 1,
                            px: 1,
                            bgcolor: '#fff',
                            boxShadow: '0 1px 4px rgba(0,21,41,.08)',
                            zIndex: 10,
                            transition: 'transform .2s',
                            ...(settings.fixedHeader ? { position: 'sticky', top: 0 } : {}),
                            transform: headerHidden ? 'translateY(-100%)' : 'none',
                        }}
                    >
                        {topmenu && <Logo collapsed dark={false} />}
                        {(isMobile || showSider) && (
                            <Tooltip title={isMobile ? '打开菜单' : collapsed ? '展开菜单' : '折叠菜单'}>
                                <IconButton
                                    aria-label={isMobile ? '打开菜单' : collapsed ? '展开菜单' : '折叠菜单'}
                                    onClick={() => (isMobile ? setDrawerOpen(true) : update('sidebarOpen', !settings.sidebarOpen))}
                                >
                                    {collapsed || isMobile ? <MenuUnfoldIcon /> : <MenuFoldIcon />}
                                </IconButton>
                            </Tooltip>
                        )}
                        {!isMobile && !topmenu && (
                            <Typography noWrap sx={{ fontSize: 14, color: 'rgba(0,0,0,.65)', display: { xs: 'none', lg: 'block' } }}>
                                欢迎进入 {config.productTitle}
                            </Typography>
                        )}
                        {!isMobile && <SectionChooser pathname={pathname} />}
                        {topmenu && <TopMenu entries={visible} activeId={activeRoot?.id} primary={settings.color} />}
                        <Box sx={{ flex: 1 }} />
                        <MenuSearch entries={all} mobile={isMobile} />
                        <TodoBadge />
                        <NoticeBell />
                        <UserMenu compact={isMobile} />
                        <Tooltip title="系统设置">
                            <IconButton aria-label="系统设置" onClick={() => setSettingsOpen(true)}>
                                <SettingsOutlined />
                            </IconButton>
                        </Tooltip>
                    </Box>
                    {settings.multiPage && (
                        <TabBar
                            tabs={tabs}
                            activeKey={pathname}
                            onSelect={t => navigate(t.fullPath)}
                            onClose={key => applyTabs(closeTab(tabs, key, pathname))}
                            onCommand={onTabCommand}
                        />
                    )}
                    <Box component="main" id="main-content" sx={{ flex: 1, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
                        <Box sx={{ maxWidth: fixedWidth ? 1200 : 'none', mx: 'auto' }}>
                            <Breadcrumb crumbs={crumbsFor(trail, staticTitle(pathname), pathname)} />
                            <ErrorBoundary resetKeys={[pathname]} fallbackRender={({ error, resetErrorBoundary }) => (
                                <Alert severity="error" action={<Button color="inherit" onClick={resetErrorBoundary}>重试</Button>}>
                                    页面出错：{(error as Error)?.message}
                                </Alert>
                            )}>
                                <Suspense fallback={<Box sx={{ textAlign: 'center', py: 6 }}><CircularProgress size={28} /></Box>}>
                                    {content}
                                </Suspense>
                            </ErrorBoundary>
                        </Box>
                    </Box>
                    <Box component="footer" sx={{ textAlign: 'center', py: 2, color: 'rgba(0,0,0,.45)', fontSize: 13 }}>
                        Copyright © {config.copyrightYear} {config.productTitle}
                    </Box>
                </Box>
                <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
            </Box>
        </ThemeProvider>
    );
};

/** Top-menu mode: root entries; a click lands on the redirect or the first child. */
const TopMenu = ({ entries, activeId, primary }: { entries: MenuEntry[]; activeId?: string; primary: string }) => {
    const navigate = useNavigate();
    return (
        <Box component="nav" aria-label="顶部菜单" className="aq-top-menu" sx={{ display: 'flex', alignItems: 'stretch', height: '100%', overflowX: 'auto', ml: 1 }}>
            {entries.map(e => {
                const active = e.id === activeId;
                return (
                    <Button
                        key={e.id}
                        color="inherit"
                        aria-current={active ? 'page' : undefined}
                        onClick={() => {
                            if (e.external && e.url) window.open(e.url, '_blank', 'noopener');
                            else navigate(landingPath(e));
                        }}
                        sx={{
                            borderRadius: 0,
                            px: 2,
                            whiteSpace: 'nowrap',
                            color: active ? primary : 'rgba(0,0,0,.75)',
                            borderBottom: `2px solid ${active ? primary : 'transparent'}`,
                            fontSize: 14,
                        }}
                    >
                        {e.title}
                    </Button>
                );
            })}
        </Box>
    );
};
