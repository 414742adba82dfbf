// 施工详情: the section's header, progress, advance curve, grade counts and open dangers from
// stubbed replies; the picker without a section; a panel failing alone.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi, type Call } from '../../components/Crud/testing';
import { feedback } from '../../components/Feedback';
import { ConstructionDetailPage } from './ConstructionDetailPage';
import { advanceCurve } from './options';

// jsdom draws no canvas: the chart shows its option instead
vi.mock('../../components/Chart', () => ({
    EChart: ({ option, ariaLabel }: { option: unknown; ariaLabel: string }) => <div role="img" aria-label={ariaLabel} data-option={JSON.stringify(option)} />,
}));

afterEach(() => {
    act(() => feedback.reset());
    vi.unstubAllGlobals();
});

const SECTION = {
    id: 's1',
    name: '第一标段',
    code: 'DZYS-SG01',
    contractorId: 'sup1',
    contractorId_dictText: '中铁隧道局',
    supervisorId: 'sup2',
    supervisorId_dictText: '长江监理',
    startChainage: 0,
    endChainage: 12300,
    length: 12300,
};

/** GET /dashboard/quality: grade counts per assessment ('2' 优良, '1' 合格, '0' 不合格) */
const QUALITY = [
    { key: 'cmisTbmAssessment', title: 'TBM开挖单元质量评定', counts: { '2': 5, '1': 3, '0': 1 } },
    { key: 'cmisExcavationAssessment', title: '开挖单元质量评定', counts: { '2': 2, '1': 2, '0': 0 } },
    { key: 'cmisBoltAssessment', title: '锚杆工序质量评定', counts: { '2': 0, '1': 4, '0': 0 } },
    { key: 'cmisShotcreteAssessment', title: '喷混凝土工序质量评定', counts: { '2': 1, '1': 0, '0': 0 } },
];

const DANGERS = [
    { id: 'd1', location: '1号竖井井口', chainage: 4866, level: '2', level_dictText: '重大隐患', status: '1', status_dictText: '待整改', deadline: '2026-11-01', overdue: true, description: '临边防护缺失' },
    { id: 'd2', location: 'TBM后配套', chainage: 1250.5, level: '1', level_dictText: '一般隐患', status: '3', status_dictText: '待复查', deadline: '2026-12-30', overdue: false },
];

const routes = (over: Record<string, (c: Call) => unknown> = {}) =>
    stubApi({
        'GET /section/cmisSection/list': c => ok({ records: c.query.get('id') === 's1' ? [SECTION] : [], total: c.query.get('id') === 's1' ? 1 : 0 }),
        'GET /section/cmisSection/nodeTreeList': () => ok([{ id: 's1', key: 's1', value: 's1', title: '第一标段', type: 'section' }]),
        'GET /dashboard/progress': () => ok([{ sectionId: 's1', sectionName: '第一标段', sectionCode: 'DZYS-SG01', plannedPercent: 42.5, actualPercent: 38.2, designLength: 12300, advanced: 4698.6 }]),
        'GET /dashboard/advance': () => ok({ today: 18, month: 320.5, total: 4698.6, daily: [{ date: '2026-11-23', metres: 12 }, { date: '2026-11-24', metres: 18 }], monthly: [], bySection: [] }),
        'GET /dashboard/quality': () => ok(QUALITY),
        'GET /safety/cmisHiddenDanger/list': () => ok({ records: DANGERS, total: 2 }),
        ...over,
    });

const at = (url: string) =>
    render(
        <MemoryRouter initialEntries={[url]}>
            <Routes>
                <Route path="/constructionDetail" element={<ConstructionDetailPage />} />
            </Routes>
        </MemoryRouter>
    );

const panel = (name: RegExp | string) => screen.getByRole('region', { name });

describe('advanceCurve', () => {
    it('fills the 30 days and counts the cumulative metres back from the total', () => {
        const points = advanceCurve({ total: 100, daily: [{ date: '2026-11-22', metres: 10 }, { date: '2026-11-24', metres: 5 }] }, '2026-11-24');
        expect(points).toHaveLength(30);
        expect(points.at(-1)).toEqual({ date: '2026-11-24', metres: 5, cumulative: 100 });
        expect(points.at(-2)).toEqual({ date: '2026-11-23', metres: 0, cumulative: 95 });
        expect(points.at(-3)).toEqual({ date: '2026-11-22', metres: 10, cumulative: 95 });
        expect(points.at(-4)!.cumulative).toBe(85);
        expect(points[0].date).toBe('2026-10-26');
    });
});

describe('ConstructionDetailPage', () => {
    it('shows the section, its progress, advance curve, grade counts and open dangers', async () => {
        const api = routes();
        at('/constructionDetail?sectionId=s1');
        const heading = await screen.findByRole('heading', { level: 1 });
        await waitFor(() => expect(heading.textContent).toBe('第一标段DZYS-SG01'));
        expect(screen.getByText('中铁隧道局')).toBeTruthy();
        expect(screen.getByText('K0+000.000 ~ K12+300.000')).toBeTruthy();
        expect(api.last('GET /section/cmisSection/list')!.query.get('id')).toBe('s1');

        // progress: planned against actual, 4.3 points behind
        const progress = panel('施工进度');
        await within(progress).findByText('42.5%');
        expect(within(progress).getByText('38.2%')).toBeTruthy();
        expect(within(progress).getByText('滞后计划')).toBeTruthy();
        expect(within(progress).getByText('4.3%')).toBeTruthy();
        expect(api.last('GET /dashboard/progress')!.query.get('sectionId')).toBe('s1');

        // advance: figures and the curve's two series
        const advance = panel(/掘进进尺/);
        await within(advance).findByText('320.5');
        const chart = within(advance).getByRole('img');
        const option = JSON.parse(chart.dataset.option!);
        expect(option.series.map((s: { name: string }) => s.name)).toEqual(['日进尺', '累计进尺']);
        expect(option.series[0].data).toHaveLength(30);
        expect(option.series[1].data.at(-1)).toBe(4698.6);
        expect(api.last('GET /dashboard/advance')!.query.get('sectionId')).toBe('s1');

        // quality: one row per assessment, totals, 优良率
        const quality = panel('质量评定');
        const table = await within(quality).findByRole('table');
        const tbm = within(table).getByRole('row', { name: /TBM开挖单元质量评定/ });
        expect(within(tbm).getAllByRole('cell').map(c => c.textContent)).toEqual(['5', '3', '1', '9', '55.6%']);
        const totals = within(table).getAllByRole('row').at(-1)!;
        expect(within(totals).getAllByRole('cell').map(c => c.textContent)).toEqual(['8', '9', '1', '18', '44.4%']);
        expect(api.last('GET /dashboard/quality')!.query.get('sectionId')).toBe('s1');

        // dangers: the open ones in one IN query, the overdue flagged
        const dangers = panel(/未闭环隐患/);
        await within(dangers).findByText('1号竖井井口');
        expect(within(dangers).getByRole('heading').textContent).toBe('未闭环隐患（2）');
        const d = api.last('GET /safety/cmisHiddenDanger/list')!;
        expect(d.query.get('status')).toBe('1,2,3');
        expect(d.query.get('sectionId')).toBe('s1');
        const late = within(dangers).getByRole('row', { name: /1号竖井井口/ });
        expect(late.dataset.overdue).toBe('true');
        expect(within(late).getByText('逾期')).toBeTruthy();
        expect(within(late).getByText('K4+866.000')).toBeTruthy();
        expect(within(late).getByText('重大隐患')).toBeTruthy();
        expect(within(dangers).getByRole('row', { name: /TBM后配套/ }).dataset.overdue).toBe('false');
        expect(within(dangers).getByText('逾期 1')).toBeTruthy();
    });

    it('offers a section picker without a section', async () => {
        const api = routes();
        at('/constructionDetail');
        expect(await screen.findByRole('combobox', { name: '标段' })).toBeTruthy();
        expect(api.to('GET /dashboard/progress')).toHaveLength(0);
    });

    it('says so when the section is not the viewer\'s', async () => {
        routes();
        at('/constructionDetail?sectionId=other');
        await screen.findByText('标段不存在或您无权查看，请重新选择标段。');
    });

    it('keeps the other panels when one fails', async () => {
        routes({ 'GET /safety/cmisHiddenDanger/list': () => fail('没有权限，请联系管理员授权', 510) });
        at('/constructionDetail?sectionId=s1');
        await within(await screen.findByRole('region', { name: /未闭环隐患/ })).findByText('没有权限，请联系管理员授权');
        await within(panel('施工进度')).findByText('42.5%');
        expect(within(panel(/未闭环隐患/)).getByRole('button', { name: '重新加载' })).toBeTruthy();
    });
});
