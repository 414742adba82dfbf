// The side menu: inline, collapsible, one root submenu open, open submenus cached across collapse.
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { Box, Collapse, List, ListItemButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { alpha } from '@mui/material/styles';
import { landingPath, menuTrail, type MenuEntry } from '../app/menu';
import { MenuIcon } from './icons';
import { MENU_COLORS } from './theme';
import type { MenuTheme } from './settings';

export interface SideMenuProps {
    entries: MenuEntry[];
    collapsed: boolean;
    theme: MenuTheme;
    pathname: string;
    primary: string;
    onNavigate?: () => void;
}

const leafLinkProps = (entry: MenuEntry) =>
    entry.external && entry.url
        ? { component: 'a' as const, href: entry.url, target: '_blank', rel: 'noopener noreferrer' }
        : { component: Link, to: landingPath(entry) };

const leaves = (e: MenuEntry): MenuEntry[] => (e.children.length ? e.children.flatMap(leaves) : [e]);

export const SideMenu = ({ entries, collapsed, theme, pathname, primary, onNavigate }: SideMenuProps) => {
    const colors = MENU_COLORS[theme];
    const trail = menuTrail(entries, pathname);
    const trailIds = trail.filter(e => e.children.length).map(e => e.id);
    const [openKeys, setOpenKeys] = useState<string[]>(collapsed ? [] : trailIds);
    const cached = useRef<string[]>(trailIds);
    const [popup, setPopup] = useState<{ anchor: HTMLElement; entry: MenuEntry } | null>(null);

    // The open submenus follow the route.
    const trailKey = trailIds.join('|');
    useEffect(() => {
        if (collapsed) cached.current = trailIds;
        else if (trailIds.length) setOpenKeys(trailIds);
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [trailKey]);

    // The current entry is scrolled into the menu's view (a page of a lower group opened by its
    // URL), once its submenu has slid open. The menu scrolls on its own, never the page.
    const nav = useRef<HTMLElement>(null);
    useEffect(() => {
        const t = setTimeout(() => nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest' }), 200);
        return () => clearTimeout(t);
    }, [pathname, collapsed]);

    // Collapsing caches the open submenus and restores them on expand.
    const wasCollapsed = useRef(collapsed);
    useEffect(() => {
        if (collapsed === wasCollapsed.current) return;
        wasCollapsed.current = collapsed;
        if (collapsed) {
            setOpenKeys(keys => {
                cached.current = keys;
                return [];
            });
        } else {
            setOpenKeys(cached.current);
        }
    }, [collapsed]);

    const toggle = (entry: MenuEntry, isRoot: boolean) => {
        setOpenKeys(keys => {
            if (keys.includes(entry.id)) {
                const drop = new Set([entry.id, ...entry.children.flatMap(function ids(c): string[] { return [c.id, ...c.children.flatMap(ids)]; })]);
                return keys.filter(k => !drop.has(k));
            }
            // Only one root submenu stays open.
            if (isRoot) return [entry.id];
            return [...keys, entry.id];
        });
    };

    const itemSx = (depth: number, selected: boolean) => ({
        pl: collapsed ? 2.5 : 3 + depth * 2,
        pr: 2,
        minHeight: 40,
        color: selected ? (theme === 'dark' ? '#fff' : primary) : colors.text,
        '&:hover': { color: theme === 'dark' ? colors.hover : primary, bgcolor: 'transparent' },
        '&.Mui-selected, &.Mui-selected:hover': {
            bgcolor: theme === 'dark' ? primary : alpha(primary, 0.1),
            borderRight: theme === 'light' ? `3px solid ${primary}` : 'none',
        },
        '&.Mui-focusVisible': { outline: `2px solid ${alpha(primary, 0.8)}`, outlineOffset: -2 },
        '& .MuiListItemIcon-root': { color: 'inherit', minWidth: collapsed ? 0 : 34 },
        justifyContent: collapsed ? 'center' : 'flex-start',
    });

    const renderEntry = (entry: MenuEntry, depth: number, isRoot: boolean) => {
        const selected = entry.path === pathname;
        const inTrail = trail.some(t => t.id === entry.id);
        if (entry.children.length) {
            const open = openKeys.includes(entry.id);
            if (collapsed && isRoot) {
                return (
                    <Tooltip key={entry.id} title={entry.title} placement="right">
                        <ListItemButton
                            selected={inTrail}
                            sx={itemSx(depth, inTrail)}
                            aria-haspopup="menu"
                            aria-label={entry.title}
                            onClick={(e: MouseEvent<HTMLElement>) => setPopup({ anchor: e.currentTarget, entry })}
                        >
                            <ListItemIcon><MenuIcon name={entry.icon} /></ListItemIcon>
                        </ListItemButton>
                    </Tooltip>
                );
            }
            return (
                <Box key={entry.id} component="li" sx={{ listStyle: 'none' }}>
                    <ListItemButton
                        sx={{ ...itemSx(depth, false), color: inTrail && theme === 'dark' ? '#fff' : colors.text }}
                        onClick={() => toggle(entry, isRoot)}
                        aria-expanded={open}
                        className="aq-submenu-title"
                    >
                        {isRoot && <ListItemIcon><MenuIcon name={entry.icon} /></ListItemIcon>}
                        <ListItemText primary={entry.title} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />
                        <ExpandMore fontSize="small" sx={{ transition: 'transform .2s', transform: open ? 'rotate(180deg)' : 'none', opacity: 0.7 }} />
                    </ListItemButton>
                    <Collapse in={open} timeout={150} unmountOnExit>
                        <List disablePadding sx={{ bgcolor: colors.subBg }}>
                            {entry.children.map(c => renderEntry(c, depth + 1, false))}
                        </List>
                    </Collapse>
                </Box>
            );
        }
        const button = (
            <ListItemButton
                key={entry.id}
                {...leafLinkProps(entry)}
                selected={selected}
                sx={itemSx(depth, selected)}
                onClick={onNavigate}
                aria-current={selected ? 'page' : undefined}
                aria-label={collapsed ? entry.title : undefined}
            >
                {(isRoot || collapsed) && <ListItemIcon><MenuIcon name={entry.icon} /></ListItemIcon>}
                {!collapsed && <ListItemText primary={entry.title} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />}
            </ListItemButton>
        );
        return collapsed ? <Tooltip key={entry.id} title={entry.title} placement="right">{button}</Tooltip> : button;
    };

    return (
        <>
            <List ref={nav} component="nav" aria-label="主菜单" className="aq-side-menu" sx={{ py: 0.5, color: colors.text }}>
                {entries.map(e => renderEntry(e, 0, true))}
            </List>
            <Menu
                anchorEl={popup?.anchor}
                open={!!popup}
                onClose={() => setPopup(null)}
                anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'left' }}
            >
                {popup &&
                    leaves(popup.entry).map(l => (
                        <MenuItem
                            key={l.id}
                            {...leafLinkProps(l)}
                            selected={l.path === pathname}
                            onClick={() => {
                                setPopup(null);
                                onNavigate?.();
                            }}
                        >
                            {l.title}
                        </MenuItem>
                    ))}
            </Menu>
        </>
    );
};
