import { describe, expect, it } from 'vitest';
import { covers, locate, pointAt, slice, splitBySections, ticks, type LngLat, type Routed } from './chainageAlong';

// On the equator a degree of longitude and of latitude are the same length, so lengths are plain.
const straight: Routed = { startChainage: 1000, endChainage: 3000, route: [[0, 0], [2, 0]] };
// two legs of length 1 and 3 (in thousandths of a degree, where the cosine is 1): a quarter of the chainage on the first
const m = (p: LngLat): LngLat => [p[0] / 1000, p[1] / 1000];
const bent: Routed = { startChainage: 0, endChainage: 4000, route: [[0, 0], [0, 1], [3, 1]].map(p => m(p as LngLat)) };

const close = (p: LngLat | null, q: LngLat) => {
    expect(p).not.toBeNull();
    expect(p![0]).toBeCloseTo(q[0], 9);
    expect(p![1]).toBeCloseTo(q[1], 9);
};

describe('pointAt', () => {
    it('interpolates proportionally to length', () => {
        close(pointAt(straight, 2000), [1, 0]);
        close(pointAt(straight, 1500), [0.5, 0]);
        close(pointAt(bent, 1000), m([0, 1])); // the corner: 1 of 4 length units
        close(pointAt(bent, 500), m([0, 0.5]));
        close(pointAt(bent, 2500), m([1.5, 1]));
    });

    it('gives the ends at the start and end chainage', () => {
        close(pointAt(bent, 0), m([0, 0]));
        close(pointAt(bent, 4000), m([3, 1]));
        close(pointAt(straight, 1000), [0, 0]);
        close(pointAt(straight, 3000), [2, 0]);
    });

    it('is null outside the range, without a route or for a non-number', () => {
        expect(pointAt(straight, 999)).toBeNull();
        expect(pointAt(straight, 3000.5)).toBeNull();
        expect(pointAt({ ...straight, route: [] }, 2000)).toBeNull();
        expect(pointAt(straight, NaN)).toBeNull();
    });

    it('tolerates rounding at the ends', () => {
        close(pointAt(straight, 3000.0000000004), [2, 0]);
    });

    it('passes over zero-length segments', () => {
        const dup: Routed = { startChainage: 0, endChainage: 200, route: [[0, 0], [0, 0], [1, 0], [1, 0], [2, 0]] };
        close(pointAt(dup, 0), [0, 0]);
        close(pointAt(dup, 50), [0.5, 0]);
        close(pointAt(dup, 100), [1, 0]);
        close(pointAt(dup, 150), [1.5, 0]);
        close(pointAt(dup, 200), [2, 0]);
    });

    it('puts everything on the point of a route of no length or a single point', () => {
        close(pointAt({ startChainage: 0, endChainage: 100, route: [[5, 5], [5, 5]] }, 60), [5, 5]);
        close(pointAt({ startChainage: 0, endChainage: 100, route: [[5, 5]] }, 60), [5, 5]);
        close(pointAt({ startChainage: 50, endChainage: 50, route: [[1, 1], [2, 2]] }, 50), [1, 1]);
    });

    it('reads a route numbered from its end (start > end)', () => {
        const back: Routed = { startChainage: 3000, endChainage: 1000, route: [[0, 0], [2, 0]] };
        close(pointAt(back, 3000), [0, 0]);
        close(pointAt(back, 2500), [0.5, 0]);
        close(pointAt(back, 1000), [2, 0]);
    });

    it('shrinks longitude by the cosine of the latitude', () => {
        // at 60° a degree of longitude is half a degree of latitude: legs of 0.5 and 1
        const north: Routed = { startChainage: 0, endChainage: 1500, route: [[10, 60], [11, 60], [11, 61]] };
        const corner = pointAt(north, 500)!;
        expect(corner[0]).toBeCloseTo(11, 2);
        expect(corner[1]).toBeCloseTo(60, 2);
    });
});

describe('slice', () => {
    it('cuts the route between two chainages, keeping the inner vertices', () => {
        const s = slice(bent, 500, 2500);
        expect(s).toHaveLength(3);
        close(s[0], m([0, 0.5]));
        close(s[1], m([0, 1]));
        close(s[2], m([1.5, 1]));
    });

    it('clamps to the range and is empty when it misses', () => {
        const s = slice(straight, 0, 5000);
        close(s[0], [0, 0]);
        close(s[s.length - 1], [2, 0]);
        expect(slice(straight, 4000, 5000)).toEqual([]);
        expect(slice({ ...straight, route: [] }, 1000, 2000)).toEqual([]);
    });
});

describe('locate', () => {
    const a = { id: 'a', startChainage: 0, endChainage: 1000, route: [[0, 0], [1, 0]] as LngLat[] };
    const b = { id: 'b', startChainage: 1000, endChainage: 2000, route: [[1, 0], [1, 1]] as LngLat[] };
    it('finds the building holding the chainage', () => {
        expect(locate([a, b], 1500)?.building.id).toBe('b');
        close(locate([a, b], 1500)!.point, [1, 0.5]);
        expect(locate([a, b], 1000)?.building.id).toBe('a');
        expect(locate([a, b], 2500)).toBeNull();
        expect(locate([], 0)).toBeNull();
    });
});

describe('ticks', () => {
    it('lists whole kilometres inside the range, ends included', () => {
        expect(ticks({ startChainage: 0, endChainage: 3000 })).toEqual([0, 1000, 2000, 3000]);
        expect(ticks({ startChainage: 12500, endChainage: 15200 })).toEqual([13000, 14000, 15000]);
        expect(ticks({ startChainage: 12100, endChainage: 12900 })).toEqual([]);
        expect(ticks({ startChainage: 5000, endChainage: 2000 })).toEqual([2000, 3000, 4000, 5000]);
        expect(ticks({ startChainage: 0, endChainage: 1000 }, 500)).toEqual([0, 500, 1000]);
    });
    it('is empty for a broken range', () => {
        expect(ticks({ startChainage: NaN, endChainage: 1000 })).toEqual([]);
        expect(ticks({ startChainage: 0, endChainage: 1000 }, 0)).toEqual([]);
    });
});

describe('splitBySections', () => {
    const tunnel: Routed = { startChainage: 0, endChainage: 4000, route: [[0, 0], [4, 0]] };
    const s1 = { id: 's1', startChainage: 0, endChainage: 1500 };
    const s2 = { id: 's2', startChainage: 1500, endChainage: 3000 };

    it('cuts a tunnel at the section boundaries', () => {
        const pieces = splitBySections(tunnel, [s2, s1]);
        expect(pieces.map(p => [p.from, p.to, p.section?.id])).toEqual([
            [0, 1500, 's1'],
            [1500, 3000, 's2'],
            [3000, 4000, undefined],
        ]);
        close(pieces[1].points[0], [1.5, 0]);
        close(pieces[1].points[pieces[1].points.length - 1], [3, 0]);
    });

    it('keeps a tunnel inside one section whole', () => {
        const pieces = splitBySections({ startChainage: 200, endChainage: 800, route: [[0, 0], [1, 0]] }, [s1, s2]);
        expect(pieces).toHaveLength(1);
        expect(pieces[0].section?.id).toBe('s1');
        expect(pieces[0].points).toHaveLength(2);
    });

    it('gives nothing without a route', () => {
        expect(splitBySections({ ...tunnel, route: [] }, [s1])).toEqual([]);
    });

    it('covers counts the boundary in both neighbours', () => {
        expect(covers(s1, 1500)).toBe(true);
        expect(covers(s2, 1500)).toBe(true);
        expect(covers(s2, 3001)).toBe(false);
    });
});
