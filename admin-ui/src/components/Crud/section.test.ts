import { describe, expect, it, vi } from 'vitest';
import { announceSection, readHeaderSection, SECTION_EVENT, sectionDefaults, sectionParams } from './section';
import { chooseSection, treeConfig } from './testing';

describe('header section', () => {
    it('reads the stored section and its engineering project', () => {
        expect(readHeaderSection()).toEqual({});
        chooseSection('s1', 'e1');
        expect(readHeaderSection()).toEqual({ sectionId: 's1', engineeringId: 'e1' });
        localStorage.setItem('head_section_obj', '{broken');
        expect(readHeaderSection()).toEqual({ sectionId: 's1' });
        localStorage.removeItem('head_section_id');
        expect(readHeaderSection()).toEqual({});
    });

    it('scopes only section-scoped resources', () => {
        chooseSection('s1', 'e1');
        expect(sectionParams(treeConfig)).toEqual({ sectionId: 's1', engineeringId: 'e1' });
        expect(sectionParams({ sectionScoped: false })).toEqual({});
        expect(sectionParams(treeConfig, { engineeringId: 'e1' })).toEqual({});
        expect(sectionDefaults(treeConfig)).toEqual({ sectionId: 's1' });
        expect(sectionDefaults({})).toEqual({});
    });

    it('announces a change as aq:section-change with the id', () => {
        const on = vi.fn();
        window.addEventListener(SECTION_EVENT, on);
        announceSection('s2');
        announceSection('');
        window.removeEventListener(SECTION_EVENT, on);
        expect(SECTION_EVENT).toBe('aq:section-change');
        expect(on.mock.calls.map(([e]) => (e as CustomEvent).detail)).toEqual([{ id: 's2' }, { id: '' }]);
    });
});
