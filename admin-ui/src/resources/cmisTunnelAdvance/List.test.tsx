import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrudPage, crudResource, announceSection } from '../../components/Crud';
import { clearDictOptions } from '../../components/Crud/dict';
import { chooseSection, grant, ok, stubApi, type Call } from '../../components/Crud/testing';
import { FeedbackHost, feedback } from '../../components/Feedback';
import { chartOf, formatMetres, rangeBegin } from './AdvanceStats';
import { config } from './config.gen';
import List from './List';

const PREFIX = config.permPrefix;
const CODES = ['add', 'edit', 'delete', 'batch_delete', 'export', 'import'].map(a => `${PREFIX}:${a}`);
const API = config.apiPrefix;
const STATS = `GET ${API}/statistics`;

const reports = [
    {
        id: 'a1',
        engineeringId: 'e1',
        sectionId: 's1',
        sectionId_dictText: '一标段',
        buildingId: 'b1',
        buildingId_dictText: '1号隧洞',
        reportDate: '2024-05-02',
        startChainage: 1000,
        endChainage: 1010.5,
        advance: 10.5,
        createTime: '2024-05-02 18:00:00',
    },
];

const byDay = [
    { period: '2024-05-01', sectionId: 's1', sectionName: '一标段', metres: 12.3 },
    { period: '2024-05-01', sectionId: 's2', sectionName: '二标段', metres: 8 },
    { period: '2024-05-02', sectionId: 's1', sectionName: '一标段', metres: 10.5 },
];
const byMonth = [
    { period: '2024-04', sectionId: 's2', sectionName: '二标段', metres: 150.26 },
    { period: '2024-05', sectionId: 's2', sectionName: '二标段', metres: 8 },
];

const routes = (stats: (c: Call) => unknown = c => ok(c.query.get('by') === 'month' ? byMonth : byDay)) =>
    stubApi({
        [`GET ${API}/list`]: () => ok({ records: reports, total: reports.length }, '', 0),
        [`PUT ${API}/edit`]: () => ok(null, '编辑成功!'),
        [STATS]: stats,
        'GET /sys/dict/getDictItems/*': () => ok([]),
    });

const renderPage = () =>
    render(
        <>
            <CrudPage resource={crudResource({ config, list: List })} />
            <FeedbackHost />
        </>
    );

const panel = () => screen.getByRole('region', { name: /进尺统计/ });
const totals = () =>
    within(within(panel()).getByRole('list', { name: '标段进尺合计' }))
        .getAllByRole('listitem')
        .map(li => li.getAttribute('aria-label'));
const bars = (period: string) =>
    within(within(within(panel()).getByRole('list', { name: '进尺图表' })).getByRole('listitem', { name: period }))
        .getAllByRole('img')
        .map(b => b.getAttribute('aria-label'));

/** Makes every media query (the phone breakpoint) match. */
const phoneScreen = () =>
    vi.stubGlobal('matchMedia', (query: string) => ({
        matches: true,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
    }));

beforeEach(() => grant(CODES, PREFIX));

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
});

describe('进尺统计 helpers', () => {
    it('starts 30 days or 12 months back, today included', () => {
        expect(rangeBegin('day', new Date(2024, 4, 31, 15))).toBe('2024-05-02');
        expect(rangeBegin('day', new Date(2024, 2, 1))).toBe('2024-02-01');
        expect(rangeBegin('month', new Date(2024, 4, 31))).toBe('2023-06-01');
        expect(rangeBegin('month', new Date(2024, 0, 15))).toBe('2023-02-01');
    });

    it('sums per section and scales the bars by the largest', () => {
        const c = chartOf(byDay);
        expect(c.sections.map(s => [s.name, s.metres])).toEqual([
            ['一标段', 22.8],
            ['二标段', 8],
        ]);
        expect(c.sections[0].colour).not.toBe(c.sections[1].colour);
        expect(c.periods.map(p => [p.period, p.values.map(v => v.metres)])).toEqual([
            ['2024-05-01', [12.3, 8]],
            ['2024-05-02', [10.5]],
        ]);
        expect(c.max).toBe(12.3);
        expect(formatMetres(1234.56)).toBe('1,234.6 米');
        expect(formatMetres(8)).toBe('8.0 米');
    });
});

describe('掘进日报 进尺统计', () => {
    it('shows the totals and bars of the last 30 days, then by month', async () => {
        const api = routes();
        renderPage();
        await within(panel()).findByRole('list', { name: '标段进尺合计' });
        const first = api.last(STATS)!.query;
        expect(first.get('by')).toBe('day');
        expect(first.get('reportDate_begin')).toBe(rangeBegin('day'));
        expect(first.get('sectionId')).toBeNull();

        expect(totals()).toEqual(['一标段 22.8 米', '二标段 8.0 米', '合计 30.8 米']);
        expect(within(panel()).getByRole('list', { name: '图例' }).textContent).toBe('一标段二标段');
        expect(bars('2024-05-01')).toEqual(['一标段 12.3 米', '二标段 8.0 米']);
        expect(bars('2024-05-02')).toEqual(['一标段 10.5 米']);
        // the largest bar is the full scale
        const width = (name: string) =>
            getComputedStyle(within(panel()).getByRole('img', { name }).firstElementChild!.firstElementChild as HTMLElement).width;
        expect(width('一标段 12.3 米')).toBe('100%');
        expect(width('二标段 8.0 米')).toBe('65.04%');

        fireEvent.click(within(panel()).getByRole('button', { name: '按月' }));
        await waitFor(() => expect(api.last(STATS)!.query.get('by')).toBe('month'));
        expect(api.last(STATS)!.query.get('reportDate_begin')).toBe(rangeBegin('month'));
        await waitFor(() => expect(totals()).toEqual(['二标段 158.3 米']));
        expect(bars('2024-04')).toEqual(['二标段 150.3 米']);
        expect(bars('2024-05')).toEqual(['二标段 8.0 米']);
        expect(within(panel()).getByRole('button', { name: '按月' }).getAttribute('aria-pressed')).toBe('true');
    });

    it("passes the header's section and follows a new choice", async () => {
        chooseSection('s1', 'e1');
        const api = routes();
        renderPage();
        await within(panel()).findByRole('list', { name: '标段进尺合计' });
        expect(api.last(STATS)!.query.get('sectionId')).toBe('s1');
        // the list follows it too
        expect(api.last(`GET ${API}/list`)!.query.get('sectionId')).toBe('s1');

        const calls = api.to(STATS).length;
        act(() => {
            chooseSection('s2', 'e1');
            announceSection('s2');
        });
        await waitFor(() => expect(api.to(STATS).length).toBe(calls + 1));
        expect(api.last(STATS)!.query.get('sectionId')).toBe('s2');
        expect(api.last(STATS)!.query.get('by')).toBe('day');
    });

    it('shows an empty state, and 刷新 asks again', async () => {
        const api = routes(() => ok([]));
        renderPage();
        await within(panel()).findByText('暂无进尺数据');
        expect(within(panel()).queryByRole('list', { name: '标段进尺合计' })).toBeNull();
        const calls = api.to(STATS).length;
        fireEvent.click(within(panel()).getByRole('button', { name: '刷新' }));
        await waitFor(() => expect(api.to(STATS).length).toBe(calls + 1));
        await within(panel()).findByText('暂无进尺数据');
    });

    it("shows the server's refusal in the panel", async () => {
        routes(() => ({ success: false, code: 500, message: '记录过多，请缩小日期范围后再试', result: null }));
        renderPage();
        await within(panel()).findByText('记录过多，请缩小日期范围后再试');
        expect(within(panel()).queryByText('暂无进尺数据')).toBeNull();
    });

    it('reloads after a record is saved', async () => {
        const api = routes();
        renderPage();
        await within(panel()).findByRole('list', { name: '标段进尺合计' });
        await screen.findByText('1号隧洞');
        const calls = api.to(STATS).length;
        const row = screen.getAllByRole('row').find(r => within(r).queryByText('1号隧洞'))!;
        fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
        const edit = await screen.findByRole('dialog', { name: '编辑' });
        fireEvent.click(within(edit).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to(`PUT ${API}/edit`)).toHaveLength(1));
        await waitFor(() => expect(api.to(STATS).length).toBe(calls + 1));
    });

    it('collapses to the totals on a phone', async () => {
        phoneScreen();
        routes();
        renderPage();
        await within(panel()).findByRole('list', { name: '标段进尺合计' });
        expect(within(panel()).queryByRole('list', { name: '进尺图表' })).toBeNull();
        fireEvent.click(within(panel()).getByRole('button', { name: '展开图表' }));
        expect(bars('2024-05-01')).toEqual(['一标段 12.3 米', '二标段 8.0 米']);
    });
});
