import { describe, expect, it } from 'vitest';
import { applySetting, DEFAULT_SETTINGS, loadSettings } from './settings';
import { ls } from '../app/storage';

describe('settings', () => {
    it('fixed header off turns auto-hide off', () => {
        const s = applySetting({ ...DEFAULT_SETTINGS, fixedHeader: true, autoHideHeader: true }, 'fixedHeader', false);
        expect(s.autoHideHeader).toBe(false);
    });
    it('going back to the side menu makes the content width fixed again', () => {
        const top = applySetting({ ...DEFAULT_SETTINGS, layoutMode: 'topmenu', contentWidth: 'Fluid' }, 'contentWidth', 'Fluid');
        expect(top.contentWidth).toBe('Fluid');
        const side = applySetting(top, 'layoutMode', 'sidemenu');
        expect(side.layoutMode).toBe('sidemenu');
        expect(side.contentWidth).toBe('Fixed');
    });
    it('loads stored values of the right type only', () => {
        ls.set('DEFAULT_THEME', 'light');
        ls.set('DEFAULT_MULTI_PAGE', false);
        ls.set('DEFAULT_FIXED_HEADER', 'junk');
        const s = loadSettings();
        expect(s.theme).toBe('light');
        expect(s.multiPage).toBe(false);
        expect(s.fixedHeader).toBe(DEFAULT_SETTINGS.fixedHeader);
    });
});
