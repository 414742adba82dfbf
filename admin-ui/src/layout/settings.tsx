// Layout preferences (the settings drawer), persisted as pro__DEFAULT_* / pro__SIDEBAR_TYPE.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { KEYS, ls } from '../app/storage';

export type MenuTheme = 'dark' | 'light';
export type LayoutMode = 'sidemenu' | 'topmenu';
export type ContentWidth = 'Fixed' | 'Fluid';

export interface Settings {
    theme: MenuTheme;
    color: string;
    layoutMode: LayoutMode;
    contentWidth: ContentWidth;
    fixedHeader: boolean;
    autoHideHeader: boolean;
    colorWeak: boolean;
    multiPage: boolean;
    /** sidebar open (true) or collapsed (false) */
    sidebarOpen: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
    theme: 'dark',
    color: '#1890FF',
    layoutMode: 'sidemenu',
    contentWidth: 'Fixed',
    fixedHeader: true,
    autoHideHeader: false,
    colorWeak: false,
    multiPage: true,
    sidebarOpen: true,
};

const STORAGE: Record<keyof Settings, string> = {
    theme: KEYS.theme,
    color: KEYS.color,
    layoutMode: KEYS.layoutMode,
    contentWidth: KEYS.contentWidth,
    fixedHeader: KEYS.fixedHeader,
    autoHideHeader: KEYS.fixedHeaderHidden,
    colorWeak: KEYS.colorWeak,
    multiPage: KEYS.multiPage,
    sidebarOpen: KEYS.sidebarType,
};

export const loadSettings = (): Settings => {
    const s = { ...DEFAULT_SETTINGS };
    (Object.keys(STORAGE) as Array<keyof Settings>).forEach(k => {
        const v = ls.get<unknown>(STORAGE[k]);
        if (v !== null && v !== undefined && typeof v === typeof DEFAULT_SETTINGS[k]) {
            (s as Record<string, unknown>)[k] = v;
        }
    });
    return s;
};

/** Apply one change plus the drawer's side effects; returns every key that changed. */
export const applySetting = <K extends keyof Settings>(prev: Settings, key: K, value: Settings[K]): Settings => {
    const next: Settings = { ...prev, [key]: value };
    // Turning the fixed header off turns auto-hide off.
    if (key === 'fixedHeader' && !value) next.autoHideHeader = false;
    // Fluid width only exists in topmenu mode. (The side menu is always fixed now: JeecgBoot's
    // 固定侧边菜单 switch and its stored key are gone.)
    if (key === 'layoutMode' && value === 'sidemenu' && prev.layoutMode !== 'sidemenu') next.contentWidth = 'Fixed';
    return next;
};

interface SettingsContextValue {
    settings: Settings;
    update: <K extends keyof Settings>(key: K, value: Settings[K]) => void;
}

const SettingsContext = createContext<SettingsContextValue>({
    settings: DEFAULT_SETTINGS,
    update: () => {},
});

export const SettingsProvider = ({ children }: { children: ReactNode }) => {
    const [settings, setSettings] = useState<Settings>(loadSettings);

    const update = useCallback(<K extends keyof Settings>(key: K, value: Settings[K]) => {
        setSettings(prev => {
            const next = applySetting(prev, key, value);
            (Object.keys(STORAGE) as Array<keyof Settings>).forEach(k => ls.set(STORAGE[k], next[k]));
            return next;
        });
    }, []);

    useEffect(() => {
        document.documentElement.classList.toggle('colorWeak', settings.colorWeak);
    }, [settings.colorWeak]);

    const value = useMemo(() => ({ settings, update }), [settings, update]);
    return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
};

export const useSettings = () => useContext(SettingsContext);
