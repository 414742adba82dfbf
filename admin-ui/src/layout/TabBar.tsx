// The multi-tab bar with its context menu (刷新 / 关闭左侧 / 关闭右侧 / 关闭其他).
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Box, Menu, MenuItem, Tab, Tabs } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { PageTab } from './tabsModel';

export type TabCommand = 'refresh' | 'closeLeft' | 'closeRight' | 'closeOthers';

export interface TabBarProps {
    tabs: PageTab[];
    activeKey: string;
    onSelect: (tab: PageTab) => void;
    onClose: (key: string) => void;
    onCommand: (cmd: TabCommand, key: string) => void;
}

export const TabBar = ({ tabs, activeKey, onSelect, onClose, onCommand }: TabBarProps) => {
    const [ctx, setCtx] = useState<{ x: number; y: number; key: string } | null>(null);
    const openCtx = (e: MouseEvent, key: string) => {
        e.preventDefault();
        setCtx({ x: e.clientX, y: e.clientY, key });
    };
    const onKey = (e: KeyboardEvent, key: string) => {
        if (e.key === 'Delete') {
            e.preventDefault();
            onClose(key);
        }
        if ((e.key === 'F10' && e.shiftKey) || e.key === 'ContextMenu') {
            e.preventDefault();
            const r = (e.currentTarget as HTMLElement).getBoundingClientRect();
            setCtx({ x: r.left + 8, y: r.bottom, key });
        }
    };
    const run = (cmd: TabCommand) => {
        if (ctx) onCommand(cmd, ctx.key);
        setCtx(null);
    };
    const value = tabs.some(t => t.key === activeKey) ? activeKey : false;
    return (
        <Box className="aq-tabs" sx={{ bgcolor: '#fff', borderBottom: '1px solid #e8e8e8', px: 1, flexShrink: 0 }}>
            <Tabs
                value={value}
                variant="scrollable"
                scrollButtons="auto"
                aria-label="多页签"
                sx={{ minHeight: 40, '& .MuiTabs-indicator': { height: 2 } }}
                onChange={(_, key) => {
                    const t = tabs.find(x => x.key === key);
                    if (t) onSelect(t);
                }}
            >
                {tabs.map(t => (
                    <Tab
                        key={t.key}
                        value={t.key}
                        component="div"
                        onContextMenu={(e: MouseEvent) => openCtx(e, t.key)}
                        onKeyDown={(e: KeyboardEvent) => onKey(e, t.key)}
                        data-tab-key={t.key}
                        sx={{ minHeight: 40, py: 0, px: 1.5, fontSize: 14 }}
                        label={
                            <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                                <span>{t.title}</span>
                                <Box
                                    component="span"
                                    role="button"
                                    aria-label={`关闭 ${t.title}`}
                                    className="aq-tab-close"
                                    onClick={(e: MouseEvent) => {
                                        e.stopPropagation();
                                        onClose(t.key);
                                    }}
                                    sx={{ display: 'inline-flex', borderRadius: '50%', p: '1px', '&:hover': { bgcolor: 'rgba(0,0,0,.08)' } }}
                                >
                                    <CloseIcon sx={{ fontSize: 13 }} />
                                </Box>
                            </Box>
                        }
                    />
                ))}
            </Tabs>
            <Menu
                open={!!ctx}
                onClose={() => setCtx(null)}
                anchorReference="anchorPosition"
                anchorPosition={ctx ? { top: ctx.y, left: ctx.x } : undefined}
                className="aq-tab-context"
            >
                <MenuItem onClick={() => run('refresh')}>刷新</MenuItem>
                <MenuItem onClick={() => run('closeLeft')}>关闭左侧</MenuItem>
                <MenuItem onClick={() => run('closeRight')}>关闭右侧</MenuItem>
                <MenuItem onClick={() => run('closeOthers')}>关闭其他</MenuItem>
            </Menu>
        </Box>
    );
};
