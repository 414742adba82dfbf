import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '../Feedback';
import { fail, ok, stubApi } from '../Crud/testing';
import { ReportView, reportRowKey } from './ReportView';

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
});

const meta = {
    cgRpConfigId: 'r1',
    cgRpConfigName: '用户选择',
    columns: [
        { title: '账号', dataIndex: 'username' },
        { title: '性别', dataIndex: 'sex', customRender: 'sex' },
    ],
    dictOptions: { sex: [{ value: '1', text: '男' }, { value: '2', text: '女' }] },
};
const fields = [
    { field: 'username', label: '账号', view: 'text', mode: 'single' },
    { field: 'sex', label: '性别', view: 'list', mode: 'single', dictCode: 'sex' },
    { field: 'age', label: '年龄', view: 'number', mode: 'group' },
];
const users = [
    { id: 'u1', username: 'admin', sex: 1 },
    { id: 'u2', username: 'lisi', sex: 2 },
];

const stub = (data = () => ok({ records: users, total: 12 })) =>
    stubApi({
        'GET /online/cgreport/api/getRpColumns/demo_user': () => ok(meta),
        'GET /online/cgreport/api/getQueryInfo/r1': () => ok(fields),
        'GET /online/cgreport/api/getData/r1': data,
    });

describe('ReportView', () => {
    it('shows the columns, dictionary text and total; searches with the fields, ranges and self_ parameters', async () => {
        const api = stub();
        const titles: string[] = [];
        render(<ReportView code="demo_user" params={{ status: '1' }} onTitle={t => titles.push(t)} />);
        const table = await screen.findByRole('table', { name: '用户选择' });
        await within(table).findByText('lisi');
        expect(within(table).getByText('女')).toBeTruthy();
        expect(screen.getByText('1-10 共12条')).toBeTruthy();
        expect(titles).toContain('用户选择');
        expect(Object.fromEntries(api.last('GET /online/cgreport/api/getData/r1')!.query)).toEqual({
            self_status: '1',
            pageNo: '1',
            pageSize: '10',
            _t: expect.any(String),
            gt: 'aq',
        });

        const search = screen.getByRole('search');
        fireEvent.change(within(search).getByLabelText('账号'), { target: { value: 'li' } });
        fireEvent.change(within(search).getByLabelText('年龄（起）'), { target: { value: '18' } });
        fireEvent.click(within(search).getByRole('button', { name: '查询' }));
        await waitFor(() => expect(api.last('GET /online/cgreport/api/getData/r1')!.query.get('username')).toBe('li'));
        const q = api.last('GET /online/cgreport/api/getData/r1')!.query;
        expect(q.get('age_begin')).toBe('18');
        expect(q.has('age_end')).toBe(false);
        expect(q.get('self_status')).toBe('1');

        fireEvent.click(within(search).getByRole('button', { name: '重置' }));
        await waitFor(() => expect(api.last('GET /online/cgreport/api/getData/r1')!.query.has('username')).toBe(false));
    });

    it("sorts by a column's title: ascending, descending, then as the SQL gives them; the order goes with 导出", async () => {
        const api = stub();
        const queries: Record<string, string>[] = [];
        render(<ReportView code="demo_user" onQuery={q => queries.push(q)} />);
        const table = await screen.findByRole('table', { name: '用户选择' });
        await within(table).findByText('lisi');
        const data = () => api.last('GET /online/cgreport/api/getData/r1')!.query;
        fireEvent.click(within(table).getByRole('button', { name: '账号' }));
        await waitFor(() => expect(data().get('order')).toBe('asc'));
        expect(data().get('column')).toBe('username');
        expect(within(table).getByRole('columnheader', { name: /账号/ }).getAttribute('aria-sort')).toBe('ascending');
        expect(queries.at(-1)).toEqual({ column: 'username', order: 'asc' });
        fireEvent.click(within(table).getByRole('button', { name: /账号/ }));
        await waitFor(() => expect(data().get('order')).toBe('desc'));
        fireEvent.click(within(table).getByRole('button', { name: /账号/ }));
        await waitFor(() => expect(data().has('column')).toBe(false));
        expect(queries.at(-1)).toEqual({});
    });

    it('chooses one row, or several', async () => {
        stub();
        const chosen: unknown[][] = [];
        const { rerender } = render(<ReportView code="demo_user" onSelect={r => chosen.push(r)} />);
        fireEvent.click(await screen.findByText('lisi'));
        expect(chosen.at(-1)).toEqual([users[1]]);
        rerender(<ReportView code="demo_user" multiple selected={[users[1]]} onSelect={r => chosen.push(r)} />);
        fireEvent.click(await screen.findByText('admin'));
        expect(chosen.at(-1)).toEqual([users[1], users[0]]);
        fireEvent.click(screen.getByText('lisi'));
        expect(chosen.at(-1)).toEqual([]);
    });

    it("shows the server's refusal in place", async () => {
        stub(() => fail('报表查询超时（超过10秒），请缩小查询范围'));
        render(<ReportView code="demo_user" />);
        expect((await screen.findByRole('alert')).textContent).toBe('报表查询超时（超过10秒），请缩小查询范围');
    });

    it('keys a row without id by its values, cut to 50 characters', () => {
        expect(reportRowKey({ id: 7, a: 'x' })).toBe('7');
        expect(reportRowKey({ a: 'x'.repeat(40), b: 'y'.repeat(40) })).toHaveLength(50);
    });
});
