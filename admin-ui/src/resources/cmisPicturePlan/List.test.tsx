// 供图计划 against a stubbed API: the 逾期 tags beside the actual date, by what the server says.
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrudPage, crudResource, type CrudResource } from '../../components/Crud';
import { clearDictOptions } from '../../components/Crud/dict';
import { cacheDicts, ok, stubApi } from '../../components/Crud/testing';
import { config } from './config.gen';
import List, { overdueLabel } from './List';

vi.setConfig({ testTimeout: 30_000 });

// index.gen picks List.tsx up once the generator reruns; until then the test puts it in.
const resource: CrudResource = crudResource({ config, list: List });

const rows = [
    { id: 'p1', drawingName: '洞口结构图', plannedDate: '2024-03-01', actualDate: '', overdue: true },
    { id: 'p2', drawingName: '衬砌配筋图', plannedDate: '2024-03-01', actualDate: '2024-03-09', overdue: true },
    { id: 'p3', drawingName: '排水沟详图', plannedDate: '2024-03-01', actualDate: '2024-02-27', overdue: false },
    { id: 'p4', drawingName: '仰拱大样图', plannedDate: '2099-01-01', overdue: false },
];

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const tagsOf = (text: string) =>
    within(rowOf(text))
        .queryAllByText(/^逾期/)
        .map(e => e.textContent);

beforeEach(() => cacheDicts());

afterEach(() => {
    vi.unstubAllGlobals();
    clearDictOptions();
    sessionStorage.clear();
});

describe('供图计划', () => {
    it('tags drawings not delivered by the planned date 逾期未交付, and late ones 逾期交付', async () => {
        stubApi({ 'GET /design/cmisPicturePlan/list': () => ok({ records: rows, total: rows.length }, '', 0) });
        render(<CrudPage resource={resource} />);
        await screen.findByText('洞口结构图');
        expect(tagsOf('洞口结构图')).toEqual(['逾期未交付']);
        expect(tagsOf('衬砌配筋图')).toEqual(['逾期交付']);
        expect(tagsOf('排水沟详图')).toEqual([]);
        expect(tagsOf('仰拱大样图')).toEqual([]);
        // the late delivery keeps its date beside the tag
        expect(within(rowOf('衬砌配筋图')).getByText('2024-03-09')).toBeTruthy();
    });

    it('names the tag by the actual date, and none unless the server says overdue', () => {
        expect(overdueLabel({ overdue: true, actualDate: null })).toBe('逾期未交付');
        expect(overdueLabel({ overdue: true, actualDate: ' ' })).toBe('逾期未交付');
        expect(overdueLabel({ overdue: true, actualDate: '2024-03-09' })).toBe('逾期交付');
        expect(overdueLabel({ overdue: false, actualDate: '' })).toBe('');
        expect(overdueLabel({ actualDate: '' })).toBe('');
    });
});
