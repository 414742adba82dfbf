// 地质超前预报 list: the generated list with a 详情页 per row that opens /prediction/detail?id=.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrudPage, crudResource } from '../../components/Crud';
import { clearDictOptions } from '../../components/Crud/dict';
import { ok, stubApi } from '../../components/Crud/testing';
import { feedback } from '../../components/Feedback';
import { config } from './config.gen';
import List from './List';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
});

const rows = [
    { id: 'p1', buildingId: 'b1', buildingId_dictText: '1#引水隧洞', startChainage: 12300, endChainage: 12400, method: 'GPR', riskLevel: '3' },
    { id: 'p/2', buildingId: 'b1', buildingId_dictText: '1#引水隧洞', startChainage: 12200, endChainage: 12300, method: 'TSP', riskLevel: '1' },
];

const Where = () => {
    const l = useLocation();
    return <p>详情：{l.pathname + l.search}</p>;
};

describe('地质超前预报 list', () => {
    it('links each row to its own detail page', async () => {
        stubApi({
            'GET /prediction/cmisGeoPrediction/list': () => ok({ records: rows, total: rows.length }),
            'GET /sys/dict/getDictItems/*': () => ok([]),
        });
        render(
            <MemoryRouter initialEntries={['/prediction/cmisGeoPrediction']}>
                <Routes>
                    <Route path="/prediction/cmisGeoPrediction" element={<CrudPage resource={crudResource({ config, list: List })} />} />
                    <Route path="/prediction/detail" element={<Where />} />
                </Routes>
            </MemoryRouter>
        );
        // the first row ends at K12+400, the second starts at K12+200
        const first = (await screen.findByText('K12+400.000')).closest('tr') as HTMLElement;
        const second = screen.getByText('K12+200.000').closest('tr') as HTMLElement;
        expect(within(second).getByRole('link', { name: '详情页' }).getAttribute('href')).toBe('/prediction/detail?id=p%2F2');
        fireEvent.click(within(first).getByRole('link', { name: '详情页' }));
        expect(await screen.findByText('详情：/prediction/detail?id=p1')).toBeTruthy();
    });
});
