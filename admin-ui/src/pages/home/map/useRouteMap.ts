// The Leaflet side of the route map: the controls, the layers drawn from the data (redrawn on
// each refresh), fitting to a section and the 定位桩号 marker. RouteMap only lays out the page.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import L from 'leaflet';
import { formatChainage, parseChainage } from '../../../lib/chainage';
import { routedLine, type MapData } from './api';
import { locate } from './chainageAlong';
import { buildLayers, kmDensity, LAYER_NAMES, plain, toLatLng, type BuiltLayers, type LayerKey } from './layers';
import { fitTo, flyTo, useLeafletMap } from './useLeafletMap';

const FIT_PADDING: L.PointExpression = [28, 28];
const LOCATE_ZOOM = 15;

export const useRouteMap = (data: MapData) => {
    const navigate = useNavigate();
    const [mapRef, map] = useLeafletMap({ zoomControl: false, attributionControl: false, zoomSnap: 0.5 });
    const built = useRef<BuiltLayers | null>(null);
    const fitted = useRef<L.Map | null>(null); // the map fitted to the line: a refresh keeps the reader's view
    const marker = useRef<L.Marker | null>(null);
    const hidden = useRef(new Set<string>()); // overlays the reader switched off stay off after a refresh
    const [surveyed, setSurveyed] = useState<Set<string>>(new Set());
    const line = useMemo(() => routedLine(data), [data]);

    useEffect(() => {
        if (!map) return;
        const zoom = L.control.zoom({ zoomInTitle: '放大', zoomOutTitle: '缩小' }).addTo(map);
        const scale = L.control.scale({ imperial: false, position: 'bottomright' }).addTo(map);
        // labels every km, every 5 or every 10 as the zoom allows
        const density = () => {
            const d = kmDensity(map.getCenter().lat, map.getZoom());
            map.getContainer().classList.toggle('aq-km-sparse', d !== 'all');
            map.getContainer().classList.toggle('aq-km-sparser', d === 'sparser');
        };
        const onOff = (e: L.LayersControlEvent) => void (e.type === 'overlayadd' ? hidden.current.delete(e.name) : hidden.current.add(e.name));
        map.on('zoomend', density).on('overlayadd', onOff).on('overlayremove', onOff);
        return () => {
            map.off('zoomend', density).off('overlayadd', onOff).off('overlayremove', onOff);
            zoom.remove();
            scale.remove();
        };
    }, [map]);

    useEffect(() => {
        if (!map) return;
        const layers = buildLayers(data, to => navigate(to));
        const tiles = data.tiles ? L.tileLayer(data.tiles, { maxZoom: 19, maxNativeZoom: data.tilesMaxZoom }).addTo(map) : null;
        for (const k of Object.keys(LAYER_NAMES) as LayerKey[]) if (!hidden.current.has(LAYER_NAMES[k])) layers.groups[k].addTo(map);
        const overlays = Object.fromEntries(
            (Object.keys(LAYER_NAMES) as LayerKey[]).map(k => [LAYER_NAMES[k], layers.groups[k]]),
        );
        const control = L.control.layers(undefined, overlays, { collapsed: window.innerWidth < 600 }).addTo(map);
        const toggle = control.getContainer()?.querySelector('.leaflet-control-layers-toggle');
        toggle?.setAttribute('title', '图层');
        toggle?.setAttribute('aria-label', '图层');
        built.current = layers;
        setSurveyed(new Set(layers.sectionBounds.keys()));
        if (layers.bounds && fitted.current !== map) {
            fitTo(map, layers.bounds, { padding: FIT_PADDING });
            fitted.current = map;
        }
        map.fire('zoomend'); // set the label density for the first view
        return () => {
            control.remove(); // first: removing the groups below is then no reader's choice

            tiles?.remove();
            for (const g of Object.values(layers.groups)) g.remove();
            built.current = null;
        };
    }, [map, data, navigate]);

    /** Flies to a section ('' is the whole line). */
    const showSection = useCallback(
        (id: string) => {
            const b = id ? built.current?.sectionBounds.get(id) : built.current?.bounds;
            if (map && b) fitTo(map, b, { padding: FIT_PADDING, duration: 0.6, fly: true });
        },
        [map],
    );

    /** Marks the chainage typed by the reader and flies there. Gives the error to show ('' for none), or null with no map yet. */
    const locateAt = useCallback(
        (query: string): string | null => {
            if (!map) return null;
            const text = query.trim();
            const m = text ? parseChainage(text) : null;
            if (m === null) return text ? '桩号格式不正确' : '请输入桩号';
            const hit = locate(line, m);
            if (!hit) return '桩号不在线路范围内';
            const at = toLatLng(hit.point);
            const label = formatChainage(m);
            marker.current?.remove();
            marker.current = L.marker(at, {
                title: `桩号 ${label}`,
                alt: `桩号 ${label}`,
                zIndexOffset: 1000,
                icon: L.divIcon({ className: 'aq-map-locate', html: '<span></span>', iconSize: [18, 18], iconAnchor: [9, 22] }),
            })
                .bindTooltip(plain(`${label}（${hit.building.name}）`), { permanent: true, direction: 'top', offset: [0, -22] })
                .addTo(map);
            flyTo(map, at, Math.max(map.getZoom(), LOCATE_ZOOM));
            return '';
        },
        [map, line],
    );

    return { mapRef, surveyed, showSection, locateAt };
};
