// The multi-tab bar's state: a tab per visited route, the 首页 tab kept, commands and closing rules.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { menuTrail, type MenuEntry } from '../app/menu';
import { feedback } from '../components/Feedback';
import type { TabCommand } from './TabBar';
import { closeLeft, closeOthers, closeRight, closeTab, HOME_KEY, openTab, refreshTab, type PageTab, type TabsResult } from './tabsModel';

export const usePageTabs = (all: MenuEntry[], pathname: string, fullPath: string, title: string, multiPage: boolean) => {
    const navigate = useNavigate();
    const [tabs, setTabs] = useState<PageTab[]>([]);
    useEffect(() => {
        const entry = menuTrail(all, pathname).slice(-1)[0];
        setTabs(prev => {
            let next = multiPage ? prev : [];
            if (multiPage && !next.some(t => t.key === HOME_KEY) && pathname !== HOME_KEY) {
                next = openTab(next, { key: HOME_KEY, fullPath: HOME_KEY, title: '首页', keepAlive: false });
            }
            return openTab(next, { key: pathname, fullPath, title: title || pathname, keepAlive: !!entry?.keepAlive });
        });
    }, [pathname, fullPath, title, all, multiPage]);

    const applyTabs = useCallback(
        (r: TabsResult) => {
            if (r.warning) feedback.message.warning(r.warning);
            setTabs(r.tabs);
            if (r.navigateTo) navigate(r.navigateTo);
        },
        [navigate]
    );
    const onCommand = (cmd: TabCommand, key: string) => {
        if (cmd === 'refresh') {
            setTabs(ts => refreshTab(ts, key));
            if (key !== pathname) navigate(tabs.find(t => t.key === key)?.fullPath ?? key);
            return;
        }
        const fn = { closeLeft, closeRight, closeOthers }[cmd];
        applyTabs(fn(tabs, key, pathname));
    };
    const onClose = (key: string) => applyTabs(closeTab(tabs, key, pathname));
    const onSelect = (t: PageTab) => navigate(t.fullPath);
    return { tabs, onCommand, onClose, onSelect };
};
