import { describe, expect, it } from 'vitest';
import { sectionTree } from './SectionChooser';

describe('sectionTree', () => {
    it('orders records as a tree with depth', () => {
        const t = sectionTree([
            { id: 'b', parentId: 'a', sectionName: '一标段' },
            { id: 'a', name: '输水工程' },
            { id: 'c', pid: 'a', sectionName: '二标段' },
            { id: 'd', parentId: 'missing', sectionName: '孤立标段' },
        ]);
        expect(t.map(n => [n.label, n.depth])).toEqual([
            ['输水工程', 0],
            ['一标段', 1],
            ['二标段', 1],
            ['孤立标段', 0],
        ]);
    });
});
