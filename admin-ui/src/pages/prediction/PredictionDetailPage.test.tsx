// 地质超前预报 (/prediction/detail?id=): the record of queryById with its names from the tunnel's
// list, the risk colour, plain-text geology, the report, the other predictions, and the states.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYS, ls } from '../../app/storage';
import { clearDictOptions } from '../../components/Crud/dict';
import { fail, ok, stubApi } from '../../components/Crud/testing';
import { feedback } from '../../components/Feedback';
import { chainageRange, PREDICTION_LIST_PATH, PredictionDetailPage, riskColor } from './PredictionDetailPage';

const items = (pairs: [string, string][]) => pairs.map(([value, text]) => ({ value, text, title: text }));

beforeEach(() =>
    ls.set(KEYS.dictCache, {
        prediction_method: items([['TSP', 'TSP'], ['GPR', '地质雷达'], ['DRILL', '超前钻探'], ['IR', '红外探水']]),
        rock_class: items([['III', 'Ⅲ类'], ['IV', 'Ⅳ类']]),
        groundwater: items([['dry', '干燥'], ['seep', '渗水']]),
        risk_level: items([['1', '低风险'], ['2', '一般风险'], ['3', '较大风险'], ['4', '重大风险']]),
    })
);

afterEach(() => {
    act(() => feedback.reset());
    clearDictOptions();
    vi.unstubAllGlobals();
});

const GEOLOGY = '<img src=x onerror="window.__hacked=1">断层破碎带\n<b>节理发育</b>';

const p1 = {
    id: 'p1',
    sectionId: 's1',
    buildingId: 'b1',
    startChainage: 12300,
    endChainage: 12400,
    method: 'GPR',
    predictDate: '2026-11-20',
    rockClass: 'IV',
    groundwater: 'seep',
    riskLevel: '3',
    geology: GEOLOGY,
    advice: '短进尺\n强支护',
    forecaster: '中水物探院',
    reportFile: 'prediction/20261120/tsp_report.pdf',
};
const p2 = { id: 'p2', sectionId: 's1', buildingId: 'b1', startChainage: 12200, endChainage: 12300, method: 'TSP', predictDate: '2026-11-10', riskLevel: '4' };
const listed = (r: Record<string, unknown>) => ({
    ...r,
    buildingId_dictText: '1#引水隧洞',
    sectionId_dictText: '第一标段',
    method_dictText: r.method === 'TSP' ? 'TSP' : '地质雷达',
    riskLevel_dictText: r.riskLevel === '4' ? '重大风险' : '较大风险',
});

const at = (url: string) =>
    render(
        <MemoryRouter initialEntries={[url]}>
            <Routes>
                <Route path="/prediction/detail" element={<PredictionDetailPage />} />
                <Route path={PREDICTION_LIST_PATH} element={<p>预报列表</p>} />
            </Routes>
        </MemoryRouter>
    );

const stubRecords = (records: Record<string, Record<string, unknown>>) =>
    stubApi({
        'GET /prediction/cmisGeoPrediction/queryById': c => {
            const r = records[c.query.get('id') ?? ''];
            return r ? ok(r) : fail('未找到对应数据');
        },
        'GET /prediction/cmisGeoPrediction/list': () => ok({ records: [listed(p1), listed(p2)], total: 2 }),
    });

describe('PredictionDetailPage', () => {
    it('shows the prediction with its tunnel, chainage range, risk colour and details', async () => {
        const api = stubRecords({ p1 });
        at('/prediction/detail?id=p1');
        const heading = await screen.findByRole('heading', { level: 1 });
        await waitFor(() => expect(heading.textContent).toBe('1#引水隧洞 K12+300.000 ~ K12+400.000'));

        const banner = screen.getByRole('status');
        expect(banner.textContent).toBe('风险等级：较大风险');
        expect(banner.getAttribute('data-risk')).toBe('3');
        expect(banner.className).toContain('MuiAlert-colorWarning');

        const details = screen.getByText('预报信息').parentElement!;
        const value = (label: string) => within(details).getByText(label).nextElementSibling?.textContent;
        expect(value('预报方法')).toBe('地质雷达');
        expect(value('预报日期')).toBe('2026-11-20');
        expect(value('预测围岩类别')).toBe('Ⅳ类');
        expect(value('地下水')).toBe('渗水');
        expect(value('预报单位')).toBe('中水物探院');
        expect(value('标段')).toBe('第一标段');

        const list = api.last('GET /prediction/cmisGeoPrediction/list')!.query;
        expect(Object.fromEntries(['buildingId', 'column', 'order', 'pageSize'].map(k => [k, list.get(k)]))).toEqual({
            buildingId: 'b1',
            column: 'predictDate',
            order: 'desc',
            pageSize: '50',
        });
    });

    it('shows geology and advice as plain text with their line breaks, never as HTML', async () => {
        stubRecords({ p1 });
        const { container } = at('/prediction/detail?id=p1');
        const geology = await screen.findByText(/断层破碎带/);
        expect(geology.textContent).toBe(GEOLOGY);
        expect(getComputedStyle(geology).whiteSpace).toBe('pre-wrap');
        expect(container.querySelector('img, b')).toBeNull();
        expect((window as any).__hacked).toBeUndefined();
        expect(screen.getByText(/短进尺/).textContent).toBe('短进尺\n强支护');
    });

    it('offers the report for download and a PDF preview', async () => {
        stubRecords({ p1 });
        at('/prediction/detail?id=p1');
        const link = await screen.findByRole('link', { name: 'tsp_report.pdf' });
        expect(link.getAttribute('href')).toContain('/sys/common/static/prediction/20261120/tsp_report.pdf');
        expect(screen.getByRole('link', { name: '下载 tsp_report.pdf' }).getAttribute('href')).toBe(link.getAttribute('href'));
        const preview = screen.getByRole('button', { name: '预览' });
        expect(preview.getAttribute('aria-expanded')).toBe('false');
    });

    it('lists the tunnel\'s other predictions, each linking to its page', async () => {
        const api = stubRecords({ p1, p2 });
        at('/prediction/detail?id=p1');
        const aside = await screen.findByRole('complementary', { name: '同隧洞其他预报' });
        const other = await within(aside).findByRole('link', { name: 'K12+200.000 ~ K12+300.000' });
        expect(other.getAttribute('href')).toBe('/prediction/detail?id=p2');
        expect(within(aside).queryByRole('link', { name: 'K12+300.000 ~ K12+400.000' })).toBeNull();
        const chip = within(aside).getByText('重大风险').closest('.MuiChip-root')!;
        expect(chip.className).toContain('MuiChip-colorError');

        fireEvent.click(other);
        await waitFor(() => expect(screen.getByRole('status').textContent).toBe('风险等级：重大风险'));
        expect(api.last('GET /prediction/cmisGeoPrediction/queryById')!.query.get('id')).toBe('p2');
        await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('1#引水隧洞 K12+200.000 ~ K12+300.000'));
    });

    it('says 记录不存在 for a missing or unknown id, and 返回 leads to the list', async () => {
        const api = stubRecords({});
        const first = at('/prediction/detail');
        expect(await screen.findByText('记录不存在')).toBeTruthy();
        expect(api.calls).toHaveLength(0);
        first.unmount();

        at('/prediction/detail?id=zz');
        expect(await screen.findByText('记录不存在')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: '返回' }));
        expect(await screen.findByText('预报列表')).toBeTruthy();
    });

    it('shows the refusal when the record may not be read', async () => {
        stubApi({ 'GET /prediction/cmisGeoPrediction/queryById': () => fail('没有权限，请联系管理员授权', 510) });
        at('/prediction/detail?id=p1');
        expect(await screen.findByRole('alert')).toBeTruthy();
        expect(screen.getAllByText('没有权限，请联系管理员授权').length).toBeGreaterThan(0);
        expect(screen.queryByText('记录不存在')).toBeNull();
    });

    it('names the tunnel from its dictionary when the list does not', async () => {
        const api = stubApi({
            'GET /prediction/cmisGeoPrediction/queryById': () => ok(p1),
            'GET /prediction/cmisGeoPrediction/list': () => fail('没有权限，请联系管理员授权', 510),
            'GET /sys/dict/getDictItems/*': c =>
                ok(c.path.includes('cmis_building') ? [{ value: 'b1', text: '2#支洞' }] : [{ value: 's1', text: '第二标段' }]),
        });
        at('/prediction/detail?id=p1');
        await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('2#支洞 K12+300.000 ~ K12+400.000'));
        expect(api.to('GET /sys/dict/getDictItems/cmis_building,name,id')).toHaveLength(1);
    });

    it('maps each risk level to its colour', () => {
        expect(['1', '2', '3', '4', 'x'].map(riskColor)).toEqual(['success', 'info', 'warning', 'error', undefined]);
        expect(chainageRange({ startChainage: 0, endChainage: 1234.5 })).toBe('K0+000.000 ~ K1+234.500');
        expect(chainageRange({ startChainage: 500 })).toBe('K0+500.000');
    });
});
