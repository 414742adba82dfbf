// Names from the database never become markup on the map (Leaflet renders tooltip strings as HTML).
import { describe, expect, it } from 'vitest';
import L from 'leaflet';
import { buildLayers, plain, popupContent } from './layers';

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

describe('掌子面', () => {
    const tunnel = (face?: number | null) => ({
        id: 't1', pid: '0', name: '主洞', startChainage: 0, endChainage: 1000,
        route: [[100, 25], [100.01, 25]] as [number, number][], face, faceDate: '2026-11-27',
    });
    const data = (face?: number | null) => ({ sections: [], buildings: [tunnel(face)], cameras: [], dangers: [], surface: [] });
    const faces = (face?: number | null) =>
        buildLayers(data(face), () => {})
            .groups.line.getLayers()
            .filter((l): l is L.Marker => l instanceof L.Marker && String(l.options.title).startsWith('掌子面'));

    it('marks a tunnel where its latest advance record ended, on the line', () => {
        const [m] = faces(250);
        expect(m.options.title).toBe('掌子面：主洞 K0+250.000');
        expect(m.getLatLng().lng).toBeCloseTo(100.0025, 6);
        expect(m.getLatLng().lat).toBeCloseTo(25, 6);
    });

    it('marks no face for a tunnel without records', () => {
        expect(faces(undefined)).toHaveLength(0);
        expect(faces(null)).toHaveLength(0);
    });
});
