// Small pieces of the main layout: the logo and the top-menu mode's root entries.
import { Link, useNavigate } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import { config } from '../app/config';
import { landingPath, type MenuEntry } from '../app/menu';

export const Logo = ({ collapsed, dark }: { collapsed: boolean; dark: boolean }) => (
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

/** Top-menu mode: root entries; a click lands on the redirect or the first child. */
export const TopMenu = ({ entries, activeId, primary }: { entries: MenuEntry[]; activeId?: string; primary: string }) => {
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
