// The report page: its name, search form, rows with dictionary texts, 导出 of what the search selects.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackHost, feedback } from '../../components/Feedback';
import { fail, json, ok, stubApi } from '../../components/Crud/testing';
import { patternTitle, staticTitle } from '../../app/routes';
import { normalizeMenu } from '../../app/menu';
import { resolvePage } from '../../app/pageRegistry';
import { MenuPage } from '../MenuPage';
import '../../resources';
import OnlCgreportAutoList, { REPORT_PAGE, REPORT_ROUTE, reportKeyOf, reportPagePath } from './OnlCgreportAutoList';

const meta = {
    cgRpConfigId: 'r1',
    cgRpConfigName: '用户选择',
    columns: [
        { title: '账号', dataIndex: 'username' },
        { title: '性别', dataIndex: 'sex', customRender: 'sex' },
    ],
    dictOptions: { sex: [{ value: '1', text: '男' }, { value: '2', text: '女' }] },
};
const fields = [{ field: 'username', label: '账号', view: 'text', mode: 'single' }];

const saved: string[] = [];
beforeEach(() => {
    saved.length = 0;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
    });
});
afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    act(() => feedback.reset());
});

const stub = (columns: () => unknown = () => ok(meta)) =>
    stubApi({
        'GET /online/cgreport/api/getRpColumns/r1': columns,
        'GET /online/cgreport/api/getQueryInfo/r1': () => ok(fields),
        'GET /online/cgreport/api/getData/r1': () => ok({ records: [{ id: 'u1', username: 'admin', sex: 1 }], total: 1 }),
        'GET /online/cgreport/api/exportXls/r1': () =>
            new Response(new Uint8Array([80, 75, 3, 4]), { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }),
        'GET /sys/progress': () => ok(null),
    });

const renderAt = (path: string) =>
    render(
        <MemoryRouter initialEntries={[path]}>
            <Routes>
                <Route path={REPORT_ROUTE} element={<OnlCgreportAutoList />} />
            </Routes>
            <FeedbackHost />
        </MemoryRouter>
    );

describe('OnlCgreportAutoList', () => {
    it('shows the report by the id of its route and exports what the search selects', async () => {
        const api = stub();
        renderAt(reportPagePath('r1'));
        expect(await screen.findByRole('heading', { name: '用户选择' })).toBeTruthy();
        const table = await screen.findByRole('table', { name: '用户选择' });
        await within(table).findByText('admin');
        expect(within(table).getByText('男')).toBeTruthy();
        expect(within(table).queryByRole('radio')).toBeNull(); // the rows are shown, not chosen

        const search = screen.getByRole('search');
        fireEvent.change(within(search).getByLabelText('账号'), { target: { value: 'ad' } });
        fireEvent.click(within(search).getByRole('button', { name: '查询' }));
        await waitFor(() => expect(api.last('GET /online/cgreport/api/getData/r1')!.query.get('username')).toBe('ad'));

        fireEvent.click(screen.getByRole('button', { name: '导出' }));
        await waitFor(() => expect(saved).toEqual(['用户选择.xlsx']));
        const q = api.last('GET /online/cgreport/api/exportXls/r1')!.query;
        expect(q.get('username')).toBe('ad');
        expect(q.has('pageNo')).toBe(false);
    });

    it("shows the export's progress with 导出 disabled, and says in Chinese why an export fails", async () => {
        let answer!: (r: Response) => void;
        let exportReply: () => unknown = () => new Promise<Response>(r => (answer = r));
        const api = stubApi({
            'GET /online/cgreport/api/getRpColumns/r1': () => ok(meta),
            'GET /online/cgreport/api/getQueryInfo/r1': () => ok(fields),
            'GET /online/cgreport/api/getData/r1': () => ok({ records: [], total: 0 }),
            'GET /online/cgreport/api/exportXls/r1': () => exportReply() as Response,
            'GET /sys/progress': () => ok({ phase: 'write', done: 300, total: 0, file: 0, files: 0, finished: false }),
        });
        renderAt(reportPagePath('r1'));
        await screen.findByRole('heading', { name: '用户选择' });
        const button = screen.getByRole('button', { name: '导出' }) as HTMLButtonElement;
        fireEvent.click(button);
        await waitFor(() => expect(screen.getByRole('dialog', { name: '导出进度' }).textContent).toContain('正在生成文件：已写入 300 行'));
        expect(button.disabled).toBe(true);
        expect(api.last('GET /sys/progress')!.query.get('id')).toMatch(/^[0-9a-f]{32}$/);
        await act(async () => answer(new Response(new Uint8Array([80, 75, 3, 4]), { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Length': '4' } })));
        await waitFor(() => expect(saved).toEqual(['用户选择.xlsx']));
        await waitFor(() => expect(button.disabled).toBe(false));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '导出进度' })).toBeNull());

        exportReply = () => json(fail('报表没有显示的字段，无法导出'));
        fireEvent.click(button);
        await waitFor(() => expect(feedback.getState().toasts.map(t => t.text)).toContain('报表没有显示的字段，无法导出'));
        await waitFor(() => expect(button.disabled).toBe(false));
        expect(saved).toEqual(['用户选择.xlsx']);
    });

    it('says why a report does not open, and offers no export', async () => {
        stub(() => fail('报表不存在'));
        renderAt(reportPagePath('r1'));
        expect((await screen.findByRole('alert')).textContent).toBe('报表不存在');
        expect(screen.getByRole('heading', { name: '在线报表' })).toBeTruthy();
        expect((screen.getByRole('button', { name: '导出' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it("is the page of a menu of JeecgBoot's component whose url names the report", async () => {
        stub();
        expect(resolvePage(REPORT_PAGE)).toBe(OnlCgreportAutoList);
        const [entry] = normalizeMenu([{ id: 'm1', path: '/online/cgreportList/r1', component: REPORT_PAGE, meta: { title: '用户报表' } }]);
        render(
            <MemoryRouter initialEntries={['/online/cgreportList/r1']}>
                <Routes>
                    <Route path={entry.path} element={<MenuPage entry={entry} />} />
                </Routes>
            </MemoryRouter>
        );
        expect(await screen.findByRole('heading', { name: '用户选择' })).toBeTruthy();
    });

    it('finds the report in the route, or at the end of a menu path', () => {
        expect(reportKeyOf({ id: 'r1' }, '/x')).toBe('r1');
        expect(reportKeyOf({ code: 'demo_user' }, '/x')).toBe('demo_user');
        expect(reportKeyOf({}, '/online/cgreportList/abc123')).toBe('abc123');
        expect(reportKeyOf({}, '/online/cgreport/abc123/')).toBe('abc123');
    });

    it('is titled 在线报表 in the tabs and breadcrumb where no menu names it', () => {
        expect(staticTitle(reportPagePath('r1'))).toBeUndefined();
        expect(patternTitle(reportPagePath('r1'))).toBe('在线报表');
        expect(patternTitle('/online/cgreport')).toBeUndefined();
    });
});
