import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../components/Crud/testing';
import { CALENDAR_PATH, SECTION_EVENT, SECTION_ID_KEY, SECTION_OBJ_KEY, SectionChooser, sectionTree } from './SectionChooser';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

const sec = (id: string, title: string, engineeringId: string) => ({ key: id, title, value: id, id, type: 'section', engineeringId, isLeaf: true });
const tree = [
    { key: 'e1', title: '输水工程', value: 'e1', id: 'e1', type: 'engineering', isLeaf: false, children: [sec('s1', '一标段', 'e1'), sec('s2', '二标段', 'e1')] },
    { key: 'e2', title: '泵站工程', value: 'e2', id: 'e2', type: 'engineering', isLeaf: false, children: [sec('s3', '三标段', 'e2')] },
];

/** The announcements of the section chooser. */
const listen = () => {
    const seen: string[] = [];
    const on = (e: Event) => seen.push((e as CustomEvent<{ id: string }>).detail.id);
    window.addEventListener(SECTION_EVENT, on);
    return { seen, stop: () => window.removeEventListener(SECTION_EVENT, on) };
};

const box = () => screen.getByRole('combobox', { name: '标段' });

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

    it('reads nodeTreeList: engineering projects are headings, their sections below', () => {
        const t = sectionTree(tree);
        expect(t.map(n => [n.label, n.depth, n.selectable])).toEqual([
            ['输水工程', 0, false],
            ['一标段', 1, true],
            ['二标段', 1, true],
            ['泵站工程', 0, false],
            ['三标段', 1, true],
        ]);
        expect(t[1].record).toEqual(sec('s1', '一标段', 'e1'));
        expect(t[0].record).not.toHaveProperty('children');
    });
});

describe('SectionChooser', () => {
    it('loads the section tree and stores and announces the chosen section', async () => {
        const api = stubApi({ 'GET /section/cmisSection/nodeTreeList': () => ok(tree, '', 0) });
        const events = listen();
        render(<SectionChooser pathname="/building/cmisBuilding/List" />);
        await waitFor(() => expect(api.to('GET /section/cmisSection/nodeTreeList')).toHaveLength(1));
        expect(api.last('GET /section/cmisSection/nodeTreeList')!.query.get('isAll')).toBe('true');
        expect(box().textContent).toBe('全部标段');

        fireEvent.mouseDown(box());
        const list = await screen.findByRole('listbox');
        await waitFor(() => expect(within(list).getAllByRole('option').map(o => o.textContent)).toEqual(['全部标段', '一标段', '二标段', '三标段']));
        // the projects are headings, not choices
        expect(within(list).getByText('输水工程').getAttribute('role')).not.toBe('option');
        expect(within(list).getByText('泵站工程')).toBeTruthy();

        events.seen.length = 0;
        fireEvent.click(within(list).getByRole('option', { name: '二标段' }));
        expect(localStorage.getItem(SECTION_ID_KEY)).toBe('s2');
        expect(JSON.parse(localStorage.getItem(SECTION_OBJ_KEY)!)).toEqual(sec('s2', '二标段', 'e1'));
        expect(events.seen).toEqual(['s2']);
        expect(box().textContent).toBe('二标段');

        fireEvent.mouseDown(box());
        fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '全部标段' }));
        expect(localStorage.getItem(SECTION_ID_KEY)).toBeNull();
        expect(localStorage.getItem(SECTION_OBJ_KEY)).toBeNull();
        expect(events.seen).toEqual(['s2', '']);
        events.stop();
    });

    it('selects the stored (or the first) section on the daily calendar and clears it elsewhere, announcing both', async () => {
        stubApi({ 'GET /section/cmisSection/nodeTreeList': () => ok(tree, '', 0) });
        localStorage.setItem(SECTION_ID_KEY, 's3');
        const events = listen();
        const { rerender } = render(<SectionChooser pathname={CALENDAR_PATH} />);
        await waitFor(() => expect(box().textContent).toBe('三标段'));
        expect(events.seen.at(-1)).toBe('s3');
        expect(JSON.parse(localStorage.getItem(SECTION_OBJ_KEY)!).engineeringId).toBe('e2');

        rerender(<SectionChooser pathname="/other" />);
        await waitFor(() => expect(box().textContent).toBe('全部标段'));
        expect(localStorage.getItem(SECTION_ID_KEY)).toBeNull();
        expect(events.seen.at(-1)).toBe('');

        localStorage.setItem(SECTION_ID_KEY, 'gone');
        rerender(<SectionChooser pathname={CALENDAR_PATH} />);
        await waitFor(() => expect(box().textContent).toBe('一标段'));
        expect(localStorage.getItem(SECTION_ID_KEY)).toBe('s1');
        expect(events.seen.at(-1)).toBe('s1');
        events.stop();
    });

    it('stays empty when the tree cannot be loaded', async () => {
        const api = stubApi({ 'GET /section/cmisSection/nodeTreeList': () => ({ success: false, code: 500, message: '失败', result: null }) });
        render(<SectionChooser pathname={CALENDAR_PATH} />);
        await waitFor(() => expect(api.to('GET /section/cmisSection/nodeTreeList')).toHaveLength(1));
        await act(() => new Promise(r => setTimeout(r, 20)));
        fireEvent.mouseDown(box());
        expect(within(await screen.findByRole('listbox')).getAllByRole('option').map(o => o.textContent)).toEqual(['全部标段']);
    });
});
