// Names from the database never become markup on the map (Leaflet renders tooltip strings as HTML).
import { describe, expect, it } from 'vitest';
import { plain, popupContent } from './layers';

describe('map text', () => {
    it('keeps a name with markup as text in tooltips and popups', () => {
        const name = '<img src=x onerror="alert(1)">隧洞';
        const tip = plain(name);
        expect(tip.textContent).toBe(name);
        expect(tip.querySelector('img')).toBeNull();
        const popup = popupContent(name, [['类型', '<b>隧洞</b>']]);
        expect(popup.querySelector('img, b')).toBeNull();
        expect(popup.textContent).toContain('类型：<b>隧洞</b>');
    });
});
