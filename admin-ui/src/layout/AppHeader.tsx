// The header bar: menu toggle, welcome, section chooser or top menu, search, todo, notices, user, settings.
import { IconButton, Box, Tooltip, Typography } from '@mui/material';
import MenuFoldIcon from '@mui/icons-material/MenuOpen';
import MenuUnfoldIcon from '@mui/icons-material/Menu';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { config } from '../app/config';
import type { MenuEntry } from '../app/menu';
import { TodoBadge } from '../components/Workflow';
import { Logo, TopMenu } from './LayoutParts';
import { MenuSearch } from './MenuSearch';
import { NoticeBell } from './NoticeBell';
import { SectionChooser } from './SectionChooser';
import { UserMenu } from './UserMenu';

export interface AppHeaderProps {
    isMobile: boolean;
    topmenu: boolean;
    collapsed: boolean;
    /** a menu toggle is shown (the sider or the mobile drawer exists) */
    toggle: boolean;
    onToggle: () => void;
    onSettings: () => void;
    pathname: string;
    all: MenuEntry[];
    visible: MenuEntry[];
    activeRootId?: string;
    primary: string;
}

export const AppHeader = (p: AppHeaderProps) => {
    const toggleLabel = p.isMobile ? '打开菜单' : p.collapsed ? '展开菜单' : '折叠菜单';
    return (
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
                position: 'relative',
                zIndex: 10,
            }}
        >
            {p.topmenu && <Logo collapsed dark={false} />}
            {p.toggle && (
                <Tooltip title={toggleLabel}>
                    <IconButton aria-label={toggleLabel} onClick={p.onToggle}>
                        {p.collapsed || p.isMobile ? <MenuUnfoldIcon /> : <MenuFoldIcon />}
                    </IconButton>
                </Tooltip>
            )}
            {!p.isMobile && !p.topmenu && (
                <Typography noWrap sx={{ fontSize: 14, color: 'rgba(0,0,0,.65)', display: { xs: 'none', lg: 'block' } }}>
                    欢迎进入 {config.productTitle}
                </Typography>
            )}
            {!p.isMobile && <SectionChooser pathname={p.pathname} />}
            {p.topmenu && <TopMenu entries={p.visible} activeId={p.activeRootId} primary={p.primary} />}
            <Box sx={{ flex: 1 }} />
            <MenuSearch entries={p.all} mobile={p.isMobile} />
            <TodoBadge />
            <NoticeBell />
            <UserMenu compact={p.isMobile} />
            <Tooltip title="系统设置">
                <IconButton aria-label="系统设置" onClick={p.onSettings}>
                    <SettingsOutlined />
                </IconButton>
            </Tooltip>
        </Box>
    );
};
