// A Leaflet map on a div: the ref callback creates it when the div mounts and removes it when
// it unmounts (React 19 ref cleanup, so StrictMode's double mount leaves no stale map).
import { useCallback, useRef, useState } from 'react';
import L from 'leaflet';

export function useLeafletMap(options: L.MapOptions) {
    const [map, setMap] = useState<L.Map | null>(null);
    const opts = useRef(options); // read once: a map is not rebuilt for new options
    const ref = useCallback((el: HTMLDivElement | null) => {
        if (!el) return;
        const m = L.map(el, opts.current);
        setMap(m);
        // the div changes size with the window, the side menu and the keep-alive tabs
        const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => m.invalidateSize());
        ro?.observe(el);
        return () => {
            ro?.disconnect();
            m.remove();
            setMap(null);
        };
    }, []);
    return [ref, map] as const;
}

const sized = (m: L.Map) => {
    const s = m.getSize();
    return s.x > 0 && s.y > 0;
};

/**
 * Shows the bounds. A map of no size (a hidden keep-alive tab) cannot compute a zoom for them, so
 * it is centred at a middling zoom and fitted once it gets a size.
 */
export function fitTo(m: L.Map, bounds: L.LatLngBounds, options: L.FitBoundsOptions & { fly?: boolean } = {}) {
    const { fly, ...o } = options;
    if (sized(m)) {
        if (fly) m.flyToBounds(bounds, o);
        else m.fitBounds(bounds, { ...o, animate: false });
        return;
    }
    m.setView(bounds.getCenter(), 12, { animate: false });
    const later = () => {
        if (!sized(m)) return;
        m.off('resize', later);
        m.fitBounds(bounds, { ...o, animate: false });
    };
    m.on('resize', later);
}

/** Flies to a point (only once the map has a size; else jumps). */
export function flyTo(m: L.Map, at: L.LatLng, zoom: number) {
    if (sized(m)) m.flyTo(at, zoom, { duration: 0.8 });
    else m.setView(at, zoom, { animate: false });
}
