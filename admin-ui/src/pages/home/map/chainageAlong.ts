// Chainage ↔ position along a building's surveyed polyline. The server spreads a building's
// chainage range over its route proportionally to length, so the map does the same to place
// anything that has a chainage but no coordinates (dangers, km ticks, the 定位桩号 marker).

/** [longitude, latitude], the order the API sends; a third number, where a point has it, is its
 * height in metres (the 3D view draws the line there; the map ignores it). */
export type LngLat = [number, number] | [number, number, number];

export interface Routed {
    startChainage: number;
    endChainage: number;
    route: LngLat[];
}

export interface ChainageRange {
    startChainage: number;
    endChainage: number;
}

/** Rounding slack of chainages (metres): K12+500 typed must hit a range ending at 12499.9999999. */
const EPS = 1e-6;

/** Length of a step in degrees of latitude, longitude shrunk by the cosine of the latitude (short lines). */
const stepLength = (a: LngLat, b: LngLat) => {
    const k = Math.cos((((a[1] + b[1]) / 2) * Math.PI) / 180);
    return Math.hypot((b[0] - a[0]) * k, b[1] - a[1]);
};

/** Distance from the first point to each point. */
const cumulative = (route: LngLat[]) => {
    const out = [0];
    for (let i = 1; i < route.length; i++) out.push(out[i - 1] + stepLength(route[i - 1], route[i]));
    return out;
};

/** A point between two (either end itself, as it is); a height only when both ends have one. */
const lerp = (a: LngLat, b: LngLat, t: number): LngLat => {
    if (t <= 0) return a;
    if (t >= 1) return b;
    const lng = a[0] + (b[0] - a[0]) * t;
    const lat = a[1] + (b[1] - a[1]) * t;
    return a.length === 3 && b.length === 3 ? [lng, lat, a[2] + (b[2] - a[2]) * t] : [lng, lat];
};

const usable = (b: Routed) =>
    Array.isArray(b.route) && b.route.length > 0 && Number.isFinite(b.startChainage) && Number.isFinite(b.endChainage);

/** Does the building's range hold the chainage? */
export const covers = (b: ChainageRange, chainage: number) =>
    chainage >= Math.min(b.startChainage, b.endChainage) - EPS && chainage <= Math.max(b.startChainage, b.endChainage) + EPS;

/** Fraction 0…1 of the way from start to end, or null outside the range. */
const fractionOf = (b: Routed, chainage: number): number | null => {
    if (!covers(b, chainage)) return null;
    const span = b.endChainage - b.startChainage;
    if (span === 0) return 0;
    return Math.min(1, Math.max(0, (chainage - b.startChainage) / span));
};

/** The point at a fraction of the polyline's length; zero-length steps are passed over. */
const pointAtFraction = (route: LngLat[], cum: number[], f: number): LngLat => {
    const total = cum[cum.length - 1];
    if (total === 0) return route[0];
    const target = f * total;
    for (let i = 1; i < route.length; i++) {
        const len = cum[i] - cum[i - 1];
        if (len > 0 && cum[i] >= target) return lerp(route[i - 1], route[i], (target - cum[i - 1]) / len);
    }
    return route[route.length - 1];
};

/** Where the chainage lies on the building's route; null outside its range or without a route. */
export function pointAt(b: Routed, chainage: number): LngLat | null {
    if (!usable(b) || !Number.isFinite(chainage)) return null;
    const f = fractionOf(b, chainage);
    return f === null ? null : pointAtFraction(b.route, cumulative(b.route), f);
}

/** The part of the route between two chainages (clamped to the building's range); [] when they miss it. */
export function slice(b: Routed, from: number, to: number): LngLat[] {
    if (!usable(b)) return [];
    const lo = Math.max(Math.min(from, to), Math.min(b.startChainage, b.endChainage));
    const hi = Math.min(Math.max(from, to), Math.max(b.startChainage, b.endChainage));
    if (hi < lo - EPS) return [];
    const cum = cumulative(b.route);
    const total = cum[cum.length - 1];
    let f0 = fractionOf(b, lo) ?? 0;
    let f1 = fractionOf(b, hi) ?? 1;
    if (f0 > f1) [f0, f1] = [f1, f0]; // a route numbered from its end
    const out: LngLat[] = [pointAtFraction(b.route, cum, f0)];
    if (total > 0) {
        for (let i = 0; i < b.route.length; i++) {
            const f = cum[i] / total;
            if (f > f0 && f < f1) out.push(b.route[i]);
        }
    }
    out.push(pointAtFraction(b.route, cum, f1));
    return out;
}

/** The first building whose route holds the chainage, and the point there. */
export function locate<B extends Routed>(buildings: B[], chainage: number): { building: B; point: LngLat } | null {
    for (const b of buildings) {
        const point = pointAt(b, chainage);
        if (point) return { building: b, point };
    }
    return null;
}

/** Whole multiples of step (metres) inside the range, low to high. */
export function ticks(range: ChainageRange, step = 1000): number[] {
    const lo = Math.min(range.startChainage, range.endChainage);
    const hi = Math.max(range.startChainage, range.endChainage);
    if (!Number.isFinite(lo) || !Number.isFinite(hi) || step <= 0) return [];
    const out: number[] = [];
    for (let k = Math.ceil((lo - EPS) / step) || 0; k * step <= hi + EPS; k++) out.push(k * step); // || 0: no -0
    return out;
}

export interface Piece<S> {
    from: number;
    to: number;
    /** the section holding this piece; undefined where no section lies */
    section?: S;
    points: LngLat[];
}

/** The building's route cut where sections begin and end, each piece with the section it lies in. */
export function splitBySections<S extends ChainageRange>(b: Routed, sections: S[]): Piece<S>[] {
    if (!usable(b)) return [];
    const lo = Math.min(b.startChainage, b.endChainage);
    const hi = Math.max(b.startChainage, b.endChainage);
    const cuts = [lo, hi];
    for (const s of sections)
        for (const c of [s.startChainage, s.endChainage]) if (Number.isFinite(c) && c > lo + EPS && c < hi - EPS) cuts.push(c);
    cuts.sort((x, y) => x - y);
    const bounds = cuts.filter((c, i) => i === 0 || c - cuts[i - 1] > EPS);
    if (bounds.length === 1) bounds.push(hi); // a building of no length is one piece
    const pieces: Piece<S>[] = [];
    for (let i = 1; i < bounds.length; i++) {
        const from = bounds[i - 1];
        const to = bounds[i];
        const mid = (from + to) / 2;
        const section = sections.find(s => covers(s, mid));
        pieces.push({ from, to, section, points: slice(b, from, to) });
    }
    return pieces;
}
