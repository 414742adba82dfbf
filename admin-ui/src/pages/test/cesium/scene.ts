// What the 3D view (/test/cesium) draws, worked out from GET /dashboard/map without Cesium: the
// surveyed line in chainage order cut into its sections (each coloured by progress as on the 2D
// map), and each heading's face (掌子面) placed on the line by its chainage. A point's height is
// the third number of a route point where the data has one; null puts it on the ellipsoid.
import { formatChainage } from '../../../lib/chainage';
import { routedLine, type MapData, type MapSection } from '../../home/map/api';
import { pointAt, splitBySections, type LngLat } from '../../home/map/chainageAlong';
import { progressColor } from '../../home/map/colorScale';

export interface ScenePoint {
    lng: number;
    lat: number;
    /** metres above the ellipsoid; null where the data has no height */
    height: number | null;
}

export interface ScenePiece {
    /** the building and the chainages of this stretch */
    key: string;
    buildingName: string;
    sectionName?: string;
    from: number;
    to: number;
    /** CSS colour of the section's progress */
    color: string;
    points: ScenePoint[];
}

export interface SceneFace {
    id: string;
    name: string;
    chainage: number;
    /** two lines: the heading's name and its 桩号 */
    label: string;
    date?: string;
    point: ScenePoint;
}

export interface SceneSection {
    id: string;
    name: string;
    from: number;
    to: number;
    percent: number;
}

export interface Extent {
    west: number;
    south: number;
    east: number;
    north: number;
}

export interface RouteScene {
    pieces: ScenePiece[];
    faces: SceneFace[];
    /** the sections the line passes, in chainage order */
    sections: SceneSection[];
    /** the degrees the line covers; null when nothing is surveyed */
    extent: Extent | null;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A route point as the scene draws it; a non-number height counts as none. */
export const toScenePoint = (p: LngLat | number[]): ScenePoint => ({
    lng: p[0],
    lat: p[1],
    height: p.length > 2 && finite(p[2]) ? (p[2] as number) : null,
});

const usablePoint = (p: unknown): p is LngLat =>
    Array.isArray(p) && p.length >= 2 && finite(p[0]) && finite(p[1]) && Math.abs(p[1]) <= 90 && Math.abs(p[0]) <= 180;

const grow = (e: Extent | null, p: ScenePoint): Extent =>
    e
        ? { west: Math.min(e.west, p.lng), south: Math.min(e.south, p.lat), east: Math.max(e.east, p.lng), north: Math.max(e.north, p.lat) }
        : { west: p.lng, south: p.lat, east: p.lng, north: p.lat };

/** The scene of the map data: the line low chainage to high, its sections and the faces on it. */
export function buildScene(d: MapData): RouteScene {
    const line = routedLine(d)
        .map(b => ({ ...b, route: b.route.filter(usablePoint) }))
        .filter(b => b.route.length > 0 && finite(b.startChainage) && finite(b.endChainage));
    const pieces: ScenePiece[] = [];
    const faces: SceneFace[] = [];
    const passed = new Map<string, MapSection>();
    let extent: Extent | null = null;
    for (const b of line) {
        const parts = splitBySections<MapSection>(b, d.sections).sort((x, y) => x.from - y.from);
        for (const part of parts) {
            if (part.points.length < 2) continue;
            const points = part.points.map(toScenePoint);
            points.forEach(p => (extent = grow(extent, p)));
            if (part.section) passed.set(part.section.id, part.section);
            pieces.push({
                key: `${b.id}:${part.from}-${part.to}`,
                buildingName: b.name,
                sectionName: part.section?.name,
                from: part.from,
                to: part.to,
                color: progressColor(part.section?.actualPercent),
                points,
            });
        }
        if (finite(b.face)) {
            const at = pointAt(b, b.face);
            if (at) {
                const point = toScenePoint(at);
                extent = grow(extent, point);
                faces.push({ id: b.id, name: b.name, chainage: b.face, label: `${b.name}\n${formatChainage(b.face)}`, date: b.faceDate, point });
            }
        }
    }
    faces.sort((x, y) => x.chainage - y.chainage);
    const sections = [...passed.values()]
        .map(s => ({ id: s.id, name: s.name, from: s.startChainage, to: s.endChainage, percent: s.actualPercent }))
        .sort((x, y) => Math.min(x.from, x.to) - Math.min(y.from, y.to));
    return { pieces, faces, sections, extent };
}

/** The height a point is drawn at: its own, else the ellipsoid's surface. */
export const drawHeight = (p: ScenePoint) => p.height ?? 0;
