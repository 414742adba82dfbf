// GET /dashboard/map: the route, what lies along it, and the tile template if the server has one.
import { getAction } from '../../../dataProvider/http';
import { getToken } from '../../../app/storage';
import type { LngLat } from './chainageAlong';

export interface MapSection {
    id: string;
    name: string;
    code?: string;
    startChainage: number;
    endChainage: number;
    actualPercent: number;
}

export interface MapBuilding {
    id: string;
    /** '0' or empty for a top-level building (a tunnel); else its parent's id */
    pid?: string;
    name: string;
    code?: string;
    type?: string;
    typeText?: string;
    startChainage: number;
    endChainage: number;
    sectionId?: string;
    /** start to end; [] when not surveyed */
    route: LngLat[];
    /** a tunnel's face (掌子面): where its latest advance record ended, and that record's day */
    face?: number | null;
    faceDate?: string;
}

export interface MapCamera {
    id: string;
    name: string;
    location?: string;
    longitude?: number | null;
    latitude?: number | null;
    status?: string;
    statusText?: string;
    sectionId?: string;
}

export interface MapDanger {
    id: string;
    location: string;
    level?: string;
    levelText?: string;
    status?: string;
    statusText?: string;
    chainage?: number | null;
    sectionId?: string;
}

export interface MapSurface {
    id: string;
    code?: string;
    name: string;
    category?: string;
    categoryText?: string;
    chainage?: number | null;
    longitude?: number | null;
    latitude?: number | null;
}

export interface MapData {
    sections: MapSection[];
    buildings: MapBuilding[];
    cameras: MapCamera[];
    dangers: MapDanger[];
    surface: MapSurface[];
    /** a {z}/{x}/{y} tile URL template; absent when the server has none (no internet) */
    tiles?: string;
    /** the deepest level the tiles hold (an offline base map): the map scales it further */
    tilesMaxZoom?: number;
}

const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** The tile template as the map loads it: tiles of this server (the offline base map, a path)
 * are images, so they carry the session as ?token=. */
export const tileUrl = (template: string): string =>
    template.startsWith('/') && !template.startsWith('//') ? `${template}?token=${encodeURIComponent(getToken() ?? '')}` : template;

/** The map data; a refusal or failure throws its message. */
export async function fetchMap(): Promise<MapData> {
    const env = await getAction<Partial<MapData>>('/dashboard/map', undefined, { silent: true });
    if (!env.success) throw new Error(env.message || '加载失败');
    const r = env.result ?? {};
    return {
        sections: list(r.sections),
        buildings: list<MapBuilding>(r.buildings).map(b => ({ ...b, route: list(b.route) })),
        cameras: list(r.cameras),
        dangers: list(r.dangers),
        surface: list(r.surface),
        tiles: typeof r.tiles === 'string' && r.tiles.trim() ? tileUrl(r.tiles.trim()) : undefined,
        tilesMaxZoom: typeof r.tilesMaxZoom === 'number' && r.tilesMaxZoom > 0 ? r.tilesMaxZoom : undefined,
    };
}

/** A top-level building: the line itself, not a shaft on it. */
export const isTopLevel = (b: MapBuilding) => !b.pid || b.pid === '0';

/** The top-level buildings that are surveyed, in chainage order. */
export const routedLine = (d: MapData) =>
    d.buildings.filter(b => isTopLevel(b) && b.route.length > 0).sort((a, b) => a.startChainage - b.startChainage);
