import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { deepmerge } from '@mui/utils';

export const FONT_FAMILY =
    '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Helvetica Neue", Helvetica, Arial, sans-serif';

export const makeTheme = (primary: string): RaThemeOptions =>
    deepmerge(defaultLightTheme, {
        palette: {
            primary: { main: primary },
            background: { default: '#f0f2f5' },
        },
        shape: { borderRadius: 4 },
        typography: { fontFamily: FONT_FAMILY, fontSize: 14 },
        components: {
            MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
            MuiTextField: { defaultProps: { variant: 'outlined' } },
            MuiFormControl: { defaultProps: { variant: 'outlined' } },
            MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
        },
    } as RaThemeOptions);

export const MENU_COLORS = {
    dark: {
        bg: '#001529',
        subBg: '#000c17',
        text: 'rgba(255,255,255,0.65)',
        hover: '#ffffff',
        logoText: '#ffffff',
        border: 'transparent',
    },
    light: {
        bg: '#ffffff',
        subBg: '#fafafa',
        text: 'rgba(0,0,0,0.75)',
        hover: 'rgba(0,0,0,0.95)',
        logoText: 'rgba(0,0,0,0.85)',
        border: '#e8e8e8',
    },
};
