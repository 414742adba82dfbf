// The map's overlays built from GET /dashboard/map: 线路 (sections coloured by progress, km
// ticks), 建筑物, 摄像头, 隐患 and 地表. Point features are div-icon markers so they take the
// keyboard focus and open their popup with Enter; popups are built as DOM text (no HTML injection).
import L from 'leaflet';
import { formatChainage } from '../../../lib/chainage';
import { locate, pointAt, splitBySections, ticks, type LngLat } from './chainageAlong';
import { dangerColor, progressColor } from './colorScale';
import { isTopLevel, routedLine, type MapData, type MapSection } from './api';

export const LAYER_NAMES = { line: '线路', buildings: '建筑物', cameras: '摄像头', dangers: '隐患', surface: '地表' } as const;
export type LayerKey = keyof typeof LAYER_NAMES;

export interface BuiltLayers {
    groups: Record<LayerKey, L.LayerGroup>;
    /** the whole surveyed line; null when nothing is surveyed */
    bounds: L.LatLngBounds | null;
    /** each section's stretch of the line, by section id */
    sectionBounds: Map<string, L.LatLngBounds>;
}

export const toLatLng = (p: LngLat) => L.latLng(p[1], p[0]);

const hasCoords = (lng?: number | null, lat?: number | null): boolean =>
    typeof lng === 'number' && typeof lat === 'number' && Number.isFinite(lng) && Number.isFinite(lat);

export const percentText = (p?: number | null) =>
    typeof p === 'number' && Number.isFinite(p) ? `${Math.round(p * 10) / 10}%` : '—';

const rangeText = (from: number, to: number) => `${formatChainage(from)} ~ ${formatChainage(to)}`;

/** Text for a tooltip: Leaflet renders a string as HTML, so names from the database go in as a text node. */
export const plain = (text: string): HTMLElement => {
    const span = document.createElement('span');
    span.textContent = text;
    return span;
};

/** A popup: a title and label/value rows, plus an optional link the router follows. */
export function popupContent(title: string, rows: [string, string | undefined | null][], link?: { text: string; to: string; go: (to: string) => void }) {
    const box = document.createElement('div');
    box.className = 'aq-map-popup';
    const h = document.createElement('strong');
    h.textContent = title;
    box.appendChild(h);
    for (const [label, value] of rows) {
        if (value === undefined || value === null || value === '') continue;
        const row = document.createElement('div');
        row.textContent = `${label}：${value}`;
        box.appendChild(row);
    }
    if (link) {
        const a = document.createElement('a');
        a.href = link.to;
        a.textContent = link.text;
        a.addEventListener('click', e => {
            if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return; // a new tab stays the browser's
            e.preventDefault();
            link.go(link.to);
        });
        box.appendChild(a);
    }
    return box;
}

/** A focusable marker drawn by CSS (class `aq-map-<kind>`); title is its accessible name. */
const pin = (at: L.LatLng, kind: string, title: string, color?: string, extra = '') =>
    L.marker(at, {
        title,
        alt: title,
        riseOnHover: true,
        icon: L.divIcon({
            className: `aq-map-pin aq-map-${kind}${extra ? ' ' + extra : ''}`,
            html: color ? `<span style="background:${color}"></span>` : '<span></span>',
            iconSize: [18, 18],
            iconAnchor: [9, 9],
            popupAnchor: [0, -8],
        }),
    });

/** The km tick: a dot with K<n>; minor ones hide when zoomed out (classes read by the page's CSS). */
const kmTick = (at: L.LatLng, m: number) => {
    const km = Math.round(m / 1000);
    const cls = ['aq-map-km', km % 5 ? 'aq-km-minor' : '', km % 10 ? 'aq-km-not10' : ''].filter(Boolean).join(' ');
    return L.marker(at, {
        interactive: false,
        keyboard: false,
        icon: L.divIcon({ className: cls, html: `<i></i><span>K${km}</span>`, iconSize: [0, 0] }),
    });
};

export function buildLayers(d: MapData, go: (to: string) => void): BuiltLayers {
    const groups = {
        line: L.layerGroup(),
        buildings: L.layerGroup(),
        cameras: L.layerGroup(),
        dangers: L.layerGroup(),
        surface: L.layerGroup(),
    } satisfies Record<LayerKey, L.LayerGroup>;
    const line = routedLine(d);
    const sectionBounds = new Map<string, L.LatLngBounds>();
    let bounds: L.LatLngBounds | null = null;
    const extend = (b: L.LatLngBounds | null, pts: L.LatLng[]) => (b ? b.extend(L.latLngBounds(pts)) : L.latLngBounds(pts));

    const seenKm = new Set<number>();
    for (const b of line) {
        bounds = extend(bounds, b.route.map(toLatLng));
        for (const piece of splitBySections<MapSection>(b, d.sections)) {
            if (piece.points.length < 2) continue;
            const pts = piece.points.map(toLatLng);
            const s = piece.section;
            if (s) sectionBounds.set(s.id, extend(sectionBounds.get(s.id) ?? null, pts));
            L.polyline(pts, { color: progressColor(s?.actualPercent), weight: 7, opacity: 0.95, lineCap: 'butt', className: 'aq-map-route' })
                .bindTooltip(plain(s ? `${s.name} ${percentText(s.actualPercent)}` : b.name), { sticky: true })
                .bindPopup(
                    popupContent(s?.name ?? b.name, [
                        ['建筑物', b.name],
                        ['桩号', rangeText(piece.from, piece.to)],
                        ['完成', s ? percentText(s.actualPercent) : '未划分标段'],
                    ]),
                )
                .addTo(groups.line);
        }
        if (typeof b.face === 'number') {
            const p = pointAt(b, b.face);
            if (p) {
                pin(toLatLng(p), 'face', `掌子面：${b.name} ${formatChainage(b.face)}`)
                    .bindTooltip(plain(`掌子面 ${formatChainage(b.face)}`), { direction: 'top', offset: [0, -8] })
                    .bindPopup(popupContent(`掌子面：${b.name}`, [['桩号', formatChainage(b.face)], ['日报日期', b.faceDate]]))
                    .addTo(groups.line);
            }
        }
        for (const m of ticks(b)) {
            const p = pointAt(b, m);
            if (!p || seenKm.has(m)) continue;
            seenKm.add(m);
            kmTick(toLatLng(p), m).addTo(groups.line);
        }
    }

    // a chainage without coordinates is placed on the line
    const onLine = (chainage?: number | null) => (typeof chainage === 'number' ? (locate(line, chainage)?.point ?? null) : null);

    for (const b of d.buildings) {
        if (isTopLevel(b)) continue;
        const p = b.route[0] ?? onLine(b.startChainage);
        if (!p) continue;
        pin(toLatLng(p), 'building', b.name)
            .bindTooltip(plain(b.name), { direction: 'top', offset: [0, -8] })
            .bindPopup(popupContent(b.name, [['类型', b.typeText], ['编号', b.code], ['桩号', rangeText(b.startChainage, b.endChainage)]]))
            .addTo(groups.buildings);
    }

    for (const c of d.cameras) {
        if (!hasCoords(c.longitude, c.latitude)) continue;
        const offline = c.status !== undefined && c.status !== '1';
        pin(L.latLng(c.latitude as number, c.longitude as number), 'camera', c.name, undefined, offline ? 'aq-map-offline' : '')
            .bindPopup(
                popupContent(c.name, [['位置', c.location], ['状态', c.statusText]], {
                    text: '查看视频',
                    to: `/analysis/video?camera=${encodeURIComponent(c.id)}`,
                    go,
                }),
            )
            .addTo(groups.cameras);
    }

    for (const h of d.dangers) {
        const p = onLine(h.chainage);
        if (!p) continue;
        pin(toLatLng(p), 'danger', `隐患：${h.location}`, dangerColor(h.level, h.levelText))
            .bindPopup(
                popupContent('隐患', [
                    ['部位', h.location],
                    ['等级', h.levelText],
                    ['状态', h.statusText],
                    ['桩号', formatChainage(h.chainage)],
                ]),
            )
            .addTo(groups.dangers);
    }

    for (const f of d.surface) {
        const p: LngLat | null = hasCoords(f.longitude, f.latitude) ? [f.longitude as number, f.latitude as number] : onLine(f.chainage);
        if (!p) continue;
        pin(toLatLng(p), 'surface', f.name)
            .bindTooltip(plain(f.name), { direction: 'top', offset: [0, -8] })
            .bindPopup(popupContent(f.name, [['类别', f.categoryText], ['编号', f.code], ['桩号', formatChainage(f.chainage)]]))
            .addTo(groups.surface);
    }

    return { groups, bounds, sectionBounds };
}

/** Metres per screen pixel at a latitude and zoom (Web Mercator, 256-px tiles). */
export const metresPerPixel = (lat: number, zoom: number) => (40_075_016.686 * Math.cos((lat * Math.PI) / 180)) / 2 ** (zoom + 8);

/** Which km labels fit: every one, every 5th or every 10th (at least ~36 px apart). */
export const kmDensity = (lat: number, zoom: number): 'all' | 'sparse' | 'sparser' => {
    const px = 1000 / metresPerPixel(lat, zoom);
    return px >= 36 ? 'all' : px * 5 >= 36 ? 'sparse' : 'sparser';
};
