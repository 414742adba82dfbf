// The calendar against a stubbed fetch (components/Crud/testing.ts), on a fixed "today"
// (2026-11-24, a Tuesday; November 2026 starts on a Sunday).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseSection, fail, grant, ok, stubApi, type Call } from '../../components/Crud/testing';
import { announceSection } from '../../components/Crud/section';
import { feedback } from '../../components/Feedback';
import { MOBILE_QUERY } from '../../components/Crud/responsive';
import ManagementDailyCalendar from './ManagementDailyCalendar';
import { firstLine, logsByDay, monthParams, monthWeeks, shiftMonth } from './calendar';

const LIST = 'GET /dailymanage/cmisManagementDaily/list';
const ADD = 'POST /dailymanage/cmisManagementDaily/add';
const PREFIX = 'dailymanage:cmisManagementDaily';

const log = (id: string, logDate: string, content: string, weather = 'sunny', weatherText = '晴') => ({
    id,
    sectionId: 's1',
    logDate,
    weather,
    weather_dictText: weatherText,
    temperature: '12℃',
    recorder: '张三',
    content,
    problems: '',
    photos: '',
});

const page = (records: unknown[]) => ok({ records, total: records.length, size: 100, current: 1, pages: 1 });

const routes = (list: (c: Call) => unknown) => ({
    [LIST]: list,
    'GET /sys/dict/getDictItems/*': (c: Call) =>
        c.path.endsWith('/weather')
            ? ok([
                  { value: 'sunny', text: '晴' },
                  { value: 'rain', text: '雨' },
              ])
            : ok([{ value: 's1', text: '第一标段' }]),
});

beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 10, 0, 0));
});

afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    act(() => feedback.reset());
});

describe('calendar helpers', () => {
    it('lays a month out Monday first', () => {
        const weeks = monthWeeks({ year: 2026, month: 10 });
        expect(weeks[0]).toEqual([null, null, null, null, null, null, 1]);
        expect(weeks.at(-1)).toEqual([30, null, null, null, null, null, null]);
        expect(weeks.flat().filter(Boolean)).toHaveLength(30);
        expect(monthWeeks({ year: 2021, month: 1 })).toHaveLength(4); // February 2021: Monday 1st … Sunday 28th
    });

    it('builds the month range and shifts months across years', () => {
        expect(monthParams({ year: 2024, month: 1 }, { sectionId: 's1' })).toMatchObject({ logDate_begin: '2024-02-01', logDate_end: '2024-02-29', sectionId: 's1' });
        expect(shiftMonth({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
        expect(shiftMonth({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
    });

    it('keys the logs by their date and reads the first line', () => {
        const m = logsByDay([log('a', '2026-11-03 00:00:00', 'x'), log('b', '2026-11-03', 'y'), { id: 'c' }]);
        expect([...m.keys()]).toEqual(['2026-11-03']);
        expect(m.get('2026-11-03')?.id).toBe('a');
        expect(firstLine('\n  第一行 \n第二行')).toBe('第一行');
    });
});

describe('ManagementDailyCalendar', () => {
    it('asks for the chosen section\'s month with one list request', async () => {
        chooseSection('s1', 'e1');
        const api = stubApi(routes(() => page([])));
        render(<ManagementDailyCalendar />);
        expect(screen.getByRole('heading', { name: '2026年11月' })).toBeTruthy();
        await waitFor(() => expect(api.to(LIST)).toHaveLength(1));
        const q = api.last(LIST)!.query;
        expect(q.get('sectionId')).toBe('s1');
        expect(q.get('engineeringId')).toBe('e1');
        expect(q.get('logDate_begin')).toBe('2026-11-01');
        expect(q.get('logDate_end')).toBe('2026-11-30');
        expect(q.get('pageNo')).toBe('1');
        expect(Number(q.get('pageSize'))).toBeGreaterThanOrEqual(31);
        expect(screen.getAllByRole('columnheader').map(h => h.textContent)).toEqual(['一', '二', '三', '四', '五', '六', '日']);
        // 1 November 2026 is a Sunday: the last column of the first week.
        const firstWeek = screen.getAllByRole('row')[1];
        expect(within(firstWeek).getAllByRole('gridcell')[6].querySelector('[data-date="2026-11-01"]')).toBeTruthy();
    });

    it('shows a log on its day and marks today', async () => {
        chooseSection('s1');
        stubApi(routes(() => page([log('l1', '2026-11-05', '浇筑C30混凝土\n第二行不显示')])));
        render(<ManagementDailyCalendar />);
        const day = await screen.findByRole('button', { name: '2026年11月5日 晴 浇筑C30混凝土' });
        expect(within(day).getByText('浇筑C30混凝土')).toBeTruthy();
        expect(within(day).getByText('晴')).toBeTruthy();
        expect(screen.queryByText(/第二行不显示/)).toBeNull();
        const today = screen.getByRole('button', { name: /^2026年11月24日 今天/ });
        expect(today.getAttribute('aria-current')).toBe('date');
        expect(screen.getByRole('button', { name: '2026年11月6日 无日志' }).getAttribute('aria-disabled')).toBe('true');
    });

    it('moves to the next month and back to today', async () => {
        chooseSection('s1');
        const api = stubApi(routes(() => page([])));
        render(<ManagementDailyCalendar />);
        await waitFor(() => expect(api.to(LIST)).toHaveLength(1));
        fireEvent.click(screen.getByRole('button', { name: '下月' }));
        expect(screen.getByRole('heading', { name: '2026年12月' })).toBeTruthy();
        await waitFor(() => expect(api.to(LIST)).toHaveLength(2));
        expect(api.last(LIST)!.query.get('logDate_begin')).toBe('2026-12-01');
        expect(api.last(LIST)!.query.get('logDate_end')).toBe('2026-12-31');
        fireEvent.click(screen.getByRole('button', { name: '今天' }));
        await waitFor(() => expect(api.to(LIST)).toHaveLength(3));
        expect(api.last(LIST)!.query.get('logDate_begin')).toBe('2026-11-01');
        fireEvent.click(screen.getByRole('button', { name: '上月' }));
        await waitFor(() => expect(api.last(LIST)!.query.get('logDate_begin')).toBe('2026-10-01'));
    });

    it('opens the add form on an empty day with the date and section, and reloads after saving', async () => {
        chooseSection('s1');
        grant([`${PREFIX}:add`, `${PREFIX}:edit`], PREFIX);
        const api = stubApi({ ...routes(() => page([log('l1', '2026-11-05', '浇筑')])), [ADD]: () => ok(null, '添加成功！') });
        render(<ManagementDailyCalendar />);
        await screen.findByRole('button', { name: /2026年11月5日 晴/ });
        fireEvent.click(screen.getByRole('button', { name: '2026年11月10日 无日志，新增' }));
        const form = await screen.findByRole('dialog', { name: '新增' });
        expect((within(form).getByLabelText(/日期/) as HTMLInputElement).value).toBe('2026-11-10');
        fireEvent.change(within(form).getByLabelText(/工作内容/), { target: { value: '隧道掘进 12 米' } });
        fireEvent.click(within(form).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to(ADD)).toHaveLength(1));
        expect(api.last(ADD)!.body).toMatchObject({ sectionId: 's1', logDate: '2026-11-10', content: '隧道掘进 12 米' });
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await waitFor(() => expect(api.to(LIST)).toHaveLength(2));
    });

    it('opens a day\'s log in the edit form, or read-only without the edit permission', async () => {
        chooseSection('s1');
        grant([`${PREFIX}:edit`], PREFIX);
        stubApi(routes(() => page([log('l1', '2026-11-05', '浇筑C30混凝土')])));
        const { unmount } = render(<ManagementDailyCalendar />);
        fireEvent.click(await screen.findByRole('button', { name: /2026年11月5日 晴/ }));
        const edit = await screen.findByRole('dialog', { name: '编辑' });
        expect((within(edit).getByLabelText(/工作内容/) as HTMLTextAreaElement).value).toBe('浇筑C30混凝土');
        unmount();

        grant([], PREFIX);
        render(<ManagementDailyCalendar />);
        fireEvent.click(await screen.findByRole('button', { name: /2026年11月5日 晴/ }));
        expect(await screen.findByRole('dialog', { name: '详情' })).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: '关闭' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        // No add permission: an empty day opens nothing.
        fireEvent.click(screen.getByRole('button', { name: '2026年11月6日 无日志' }));
        expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('asks for a section first and follows the header\'s choice', async () => {
        const api = stubApi(routes(c => page(c.query.get('sectionId') === 's2' ? [log('l2', '2026-11-24', '二标段日志')] : [])));
        render(<ManagementDailyCalendar />);
        expect(screen.getByText('请先在顶部选择标段')).toBeTruthy();
        expect(api.to(LIST)).toHaveLength(0);
        act(() => {
            chooseSection('s2');
            announceSection('s2');
        });
        expect(await screen.findByText('二标段日志')).toBeTruthy();
        expect(api.last(LIST)!.query.get('sectionId')).toBe('s2');
    });

    it('shows a failed load with a retry', async () => {
        chooseSection('s1');
        let n = 0;
        const api = stubApi(routes(() => (n++ ? page([log('l1', '2026-11-02', '重试后的日志')]) : fail('数据库繁忙'))));
        render(<ManagementDailyCalendar />);
        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toContain('数据库繁忙');
        fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
        expect(await screen.findByText('重试后的日志')).toBeTruthy();
        expect(api.to(LIST)).toHaveLength(2);
        expect(screen.queryByRole('alert')).toBeNull();
    });

    it('moves between days with the arrow keys', async () => {
        chooseSection('s1');
        stubApi(routes(() => page([])));
        render(<ManagementDailyCalendar />);
        const today = await screen.findByRole('button', { name: /^2026年11月24日/ });
        expect(today.tabIndex).toBe(0);
        act(() => today.focus());
        fireEvent.keyDown(today, { key: 'ArrowDown' });
        await waitFor(() => expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-30'));
        fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
        await waitFor(() => expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-29'));
    });

    it('lists the logged days on a phone', async () => {
        vi.stubGlobal('matchMedia', (query: string) => ({
            matches: query === MOBILE_QUERY,
            media: query,
            onchange: null,
            addEventListener: () => {},
            removeEventListener: () => {},
            addListener: () => {},
            removeListener: () => {},
            dispatchEvent: () => false,
        }));
        // The header has no chooser on a phone: the page's own picks the first section.
        const api = stubApi({
            ...routes(() => page([log('l1', '2026-11-05', '浇筑'), log('l2', '2026-11-24', '掘进', 'rain', '雨')])),
            'GET /section/cmisSection/nodeTreeList': () =>
                ok([{ id: 'e1', title: '一期工程', type: 'engineering', children: [{ id: 's1', title: '第一标段', type: 'section', engineeringId: 'e1' }] }]),
        });
        const { unmount } = render(<ManagementDailyCalendar />);
        const list = await screen.findByTestId('daily-calendar-list');
        expect(api.last(LIST)!.query.get('sectionId')).toBe('s1');
        expect(screen.getByRole('combobox', { name: '标段' }).textContent).toBe('第一标段');
        expect(screen.queryByRole('grid')).toBeNull();
        const items = within(list).getAllByRole('button');
        expect(items.map(i => i.getAttribute('aria-label'))).toEqual(['2026年11月5日 晴 浇筑', '2026年11月24日 今天 雨 掘进']);
        // Leaving the page clears the choice, as the header's chooser does elsewhere.
        unmount();
        expect(localStorage.getItem('head_section_id')).toBeNull();
    });
});
