// The 3D view's data → positions: the line in chainage order cut at the sections, the faces on it,
// heights where the route's points have them and the ellipsoid where they do not.
import { describe, expect, it } from 'vitest';
import type { MapBuilding, MapData, MapSection } from '../../home/map/api';
import { PROGRESS_FROM, PROGRESS_TO } from '../../home/map/colorScale';
import { buildScene, drawHeight, toScenePoint } from './scene';

const section = (id: string, name: string, start: number, end: number, actualPercent: number): MapSection => ({
    id,
    name,
    startChainage: start,
    endChainage: end,
    actualPercent,
});

const tunnel = (id: string, name: string, start: number, end: number, route: number[][], face?: number): MapBuilding => ({
    id,
    pid: '0',
    name,
    startChainage: start,
    endChainage: end,
    route: route as MapBuilding['route'],
    face,
    faceDate: face === undefined ? undefined : '2026-11-28',
});

const data = (buildings: MapBuilding[], sections: MapSection[] = []): MapData => ({ sections, buildings, cameras: [], dangers: [], surface: [] });

const SECTIONS = [section('s2', '第二标段', 1000, 2000, 100), section('s1', '第一标段', 0, 1000, 0)];

describe('buildScene', () => {
    it('draws the line low chainage to high, cut where the sections meet, coloured by progress', () => {
        const scene = buildScene(
            data(
                [
                    tunnel('b2', '二号洞', 1000, 2000, [[101, 25], [102, 25]]),
                    tunnel('b1', '一号洞', 0, 1000, [[100, 25], [101, 25]]),
                    { ...tunnel('sh', '1#竖井', 500, 500, [[100.5, 25.1], [100.5, 25.2]]), pid: 'b1' }, // a shaft is not the line
                    tunnel('b9', '未测量', 3000, 4000, []),
                ],
                SECTIONS,
            ),
        );
        expect(scene.pieces.map(p => [p.buildingName, p.sectionName, p.from, p.to])).toEqual([
            ['一号洞', '第一标段', 0, 1000],
            ['二号洞', '第二标段', 1000, 2000],
        ]);
        expect(scene.pieces.map(p => p.color)).toEqual([PROGRESS_FROM, PROGRESS_TO]);
        expect(scene.pieces[0].points.map(p => p.lng)).toEqual([100, 101]);
        expect(scene.sections.map(s => s.name)).toEqual(['第一标段', '第二标段']);
        expect(scene.extent).toEqual({ west: 100, south: 25, east: 102, north: 25 });
    });

    it('cuts one building where a section ends inside it', () => {
        const scene = buildScene(data([tunnel('b', '隧洞', 0, 2000, [[100, 25], [102, 25]])], SECTIONS));
        expect(scene.pieces.map(p => [p.sectionName, p.from, p.to])).toEqual([
            ['第一标段', 0, 1000],
            ['第二标段', 1000, 2000],
        ]);
        expect(scene.pieces[0].points.at(-1)?.lng).toBeCloseTo(101, 9);
        expect(scene.pieces[1].points[0].lng).toBeCloseTo(101, 9);
    });

    it('puts a point without a height on the ellipsoid', () => {
        const scene = buildScene(data([tunnel('b', '隧洞', 0, 2000, [[100, 25], [102, 25]], 500)], SECTIONS));
        for (const p of scene.pieces.flatMap(x => x.points)) {
            expect(p.height).toBeNull();
            expect(drawHeight(p)).toBe(0);
        }
        expect(scene.faces[0].point.height).toBeNull();
        expect(scene.faces[0].point.lng).toBeCloseTo(100.5, 9);
    });

    it('keeps the heights the route has and interpolates them at cuts and faces', () => {
        const scene = buildScene(data([tunnel('b', '隧洞', 0, 2000, [[100, 25, 1800], [102, 25, 1600]], 1500)], SECTIONS));
        expect(scene.pieces[0].points[0]).toEqual({ lng: 100, lat: 25, height: 1800 });
        expect(scene.pieces[0].points.at(-1)?.height).toBeCloseTo(1700, 6);
        expect(scene.pieces[1].points.at(-1)).toEqual({ lng: 102, lat: 25, height: 1600 });
        expect(scene.faces[0].point.height).toBeCloseTo(1650, 6);
        expect(drawHeight(scene.faces[0].point)).toBeCloseTo(1650, 6);
    });

    it('has no height between a point with one and a point without', () => {
        const scene = buildScene(data([tunnel('b', '隧洞', 0, 1000, [[100, 25, 1800], [101, 25]], 500)]));
        expect(scene.pieces[0].points[0].height).toBe(1800);
        expect(scene.faces[0].point.height).toBeNull();
        expect(toScenePoint([100, 25, Number.NaN]).height).toBeNull();
    });

    it('labels each face with its name and 桩号, in chainage order', () => {
        const scene = buildScene(
            data([tunnel('b2', '二号洞', 1000, 2000, [[101, 25], [102, 25]], 1500.3), tunnel('b1', '一号洞', 0, 1000, [[100, 25], [101, 25]], 205.4)]),
        );
        expect(scene.faces.map(f => f.label)).toEqual(['一号洞\nK0+205.400', '二号洞\nK1+500.300']);
        expect(scene.faces[0].date).toBe('2026-11-28');
    });

    it('leaves out a face off its building and points that are not coordinates', () => {
        const scene = buildScene(data([tunnel('b', '隧洞', 0, 1000, [[100, 25], ['x', 1] as unknown as number[], [200, 25], [101, 25]], 5000)]));
        expect(scene.faces).toEqual([]);
        expect(scene.pieces[0].points.map(p => p.lng)).toEqual([100, 101]);
    });

    it('is empty without a surveyed line', () => {
        const scene = buildScene(data([tunnel('b', '隧洞', 0, 1000, [], 500)], SECTIONS));
        expect(scene).toEqual({ pieces: [], faces: [], sections: [], extent: null });
    });
});
