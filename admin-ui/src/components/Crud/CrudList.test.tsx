import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../test/crudDemo/config.gen';
import { FeedbackHost, feedback } from '../Feedback';
import { CrudList } from './CrudList';
import { clearDictOptions } from './dict';
import { announceSection } from './section';
import { ALL_ROLE_CODES, cacheDicts, chooseSection, fail, grant, ok, stubApi, TREE_CODES, treeConfig } from './testing';

const rows = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) => ({
        id: `r${from + i}`,
        roleName: `角色${from + i}`,
        roleCode: `code${from + i}`,
        sex: '1',
        sex_dictText: '男',
        status: '2',
        status_dictText: '冻结',
        enabled: 'Y',
        sortNo: i,
        price: 1.5,
        createTime: '2024-01-02 03:04:05',
    }));

const page = (records: unknown[], total: number) => ok({ records, total, size: 10, current: 1, pages: Math.ceil(total / 10) }, '', 0);

const renderList = () =>
    render(
        <>
            <CrudList config={config} />
            <FeedbackHost />
        </>
    );

const lastList = (api: ReturnType<typeof stubApi>) => api.last('GET /demo/role/list')!.query;
const toasts = () => feedback.getState().toasts.map(t => t.text);

// The table and dialog tests drive MUI in jsdom: slow on a shared, loaded machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
    cacheDicts();
    grant(ALL_ROLE_CODES);
});

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
});

describe('CrudList', () => {
    it('renders the list columns and filters from the config and loads page 1 by createTime desc', async () => {
        const api = stubApi({ 'GET /demo/role/list': () => page(rows(10), 31) });
        renderList();
        expect(await screen.findByText('角色0')).toBeTruthy();
        const heads = screen.getAllByRole('columnheader').map(h => h.textContent);
        // the status column is pinned last, beside 操作
        expect(heads).toEqual(['', '角色名称', '角色编码', '性别', '启用', '排序', '单价', '创建时间', '状态', '操作']);
        const q = lastList(api);
        expect(q.get('pageNo')).toBe('1');
        expect(q.get('pageSize')).toBe('10');
        expect(q.get('column')).toBe('createTime');
        expect(q.get('order')).toBe('desc');
        expect(screen.getByText(/共31条/)).toBeTruthy();
        // dict fields show the server's translation
        const first = screen.getAllByRole('row')[1];
        expect(within(first).getByText('男')).toBeTruthy();
        expect(within(first).getByText('冻结')).toBeTruthy();
        expect(within(first).getByText('是')).toBeTruthy();
        expect(within(first).getByText('1.50')).toBeTruthy();
        // filters: like, like, exact (select), multi (select), range
        const search = screen.getByRole('search');
        expect(within(search).getByLabelText('角色名称')).toBeTruthy();
        expect(within(search).getByLabelText('角色编码')).toBeTruthy();
        expect(within(search).getByRole('combobox', { name: '性别' })).toBeTruthy();
        expect(within(search).getByRole('button', { name: '展开' })).toBeTruthy();
    });

    it('sends the filters on Enter and 查询, and clears them on 重置', async () => {
        const api = stubApi({ 'GET /demo/role/list': () => page(rows(2), 2) });
        renderList();
        await screen.findByText('角色0');
        const search = screen.getByRole('search');
        fireEvent.change(within(search).getByLabelText('角色名称'), { target: { value: 'adm' } });
        fireEvent.submit(search); // what Enter in a filter input does
        await waitFor(() => expect(lastList(api).get('roleName')).toBe('*adm*'));

        fireEvent.mouseDown(within(search).getByRole('combobox', { name: '性别' }));
        fireEvent.click(await screen.findByRole('option', { name: '女' }));
        fireEvent.click(within(search).getByRole('button', { name: '展开' }));
        fireEvent.change(within(search).getByLabelText('创建时间起'), { target: { value: '2024-01-01' } });
        fireEvent.change(within(search).getByLabelText('创建时间止'), { target: { value: '2024-02-01' } });
        fireEvent.mouseDown(within(search).getByRole('combobox', { name: '状态' }));
        fireEvent.click(await screen.findByRole('option', { name: '正常' }));
        fireEvent.click(await screen.findByRole('option', { name: '冻结' }));
        fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
        fireEvent.click(within(search).getByRole('button', { name: '查询' }));
        await waitFor(() => expect(lastList(api).get('sex')).toBe('2'));
        const q = lastList(api);
        expect(q.get('roleName')).toBe('*adm*');
        expect(q.get('status')).toBe('1,2');
        expect(q.get('createTime_begin')).toBe('2024-01-01');
        expect(q.get('createTime_end')).toBe('2024-02-01');
        expect(q.get('pageNo')).toBe('1');

        const before = api.to('GET /demo/role/list').length;
        fireEvent.click(within(search).getByRole('button', { name: '重置' }));
        await waitFor(() => expect(api.to('GET /demo/role/list').length).toBe(before + 1));
        for (const k of ['roleName', 'sex', 'status', 'createTime_begin']) expect(lastList(api).has(k)).toBe(false);
        expect((within(search).getByLabelText('角色名称') as HTMLInputElement).value).toBe('');
    });

    it('toggles the sort of a sortable column and pages', async () => {
        const api = stubApi({ 'GET /demo/role/list': c => page(rows(10, (Number(c.query.get('pageNo')) - 1) * 10), 31) });
        renderList();
        await screen.findByText('角色0');
        expect(within(screen.getAllByRole('columnheader')[2]).queryByRole('button')).toBeNull(); // 角色编码: not sortable
        fireEvent.click(screen.getByRole('button', { name: '角色名称' }));
        await waitFor(() => expect(lastList(api).get('order')).toBe('asc'));
        expect(lastList(api).get('column')).toBe('roleName');
        fireEvent.click(screen.getByRole('button', { name: '角色名称' }));
        await waitFor(() => expect(lastList(api).get('order')).toBe('desc'));

        fireEvent.click(screen.getByRole('button', { name: '下一页' }));
        await screen.findByText('角色10');
        expect(lastList(api).get('pageNo')).toBe('2');
        expect(screen.getByText('11-20 共31条')).toBeTruthy();

        fireEvent.mouseDown(screen.getByRole('combobox', { name: /每页条数/ }));
        expect(screen.getAllByRole('option').map(o => o.textContent)).toEqual(['10', '20', '30']);
        fireEvent.click(screen.getByRole('option', { name: '20' }));
        await waitFor(() => expect(lastList(api).get('pageSize')).toBe('20'));
        expect(lastList(api).get('pageNo')).toBe('1');

        fireEvent.keyDown(screen.getByLabelText('跳至页'), { key: 'Enter', target: { value: '2' } });
        await waitFor(() => expect(lastList(api).get('pageNo')).toBe('2'));
    });

    it('batch delete needs a selection, confirms, and clears the selection', async () => {
        let data = rows(3);
        const api = stubApi({
            'GET /demo/role/list': () => page(data, data.length),
            'DELETE /demo/role/deleteBatch': c => {
                const ids = String(c.query.get('ids')).split(',').filter(Boolean);
                data = data.filter(r => !ids.includes(r.id));
                return ok(null, '批量删除成功!');
            },
        });
        renderList();
        await screen.findByText('角色0');
        fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
        expect(toasts()).toContain('请选择一条记录！');
        expect(api.to('DELETE /demo/role/deleteBatch')).toHaveLength(0);

        fireEvent.click(screen.getByLabelText('选择第1行'));
        fireEvent.click(screen.getByLabelText('选择第3行'));
        expect(screen.getByText('已选择', { exact: false }).textContent).toContain('2');
        fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('确认删除')).toBeTruthy();
        expect(within(dialog).getByText('是否删除选中数据?')).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('DELETE /demo/role/deleteBatch')).toHaveLength(1));
        expect(api.last('DELETE /demo/role/deleteBatch')!.query.get('ids')).toBe('r0,r2,');
        await waitFor(() => expect(screen.queryByText('角色0')).toBeNull());
        expect(toasts()).toContain('批量删除成功!');
        expect(screen.getByText('已选择', { exact: false }).textContent).toContain('0');
        expect((screen.getByLabelText('选择第1行') as HTMLInputElement).checked).toBe(false);
    });

    it('clears the selection when the list reloads', async () => {
        stubApi({ 'GET /demo/role/list': () => page(rows(3), 3) });
        renderList();
        await screen.findByText('角色0');
        fireEvent.click(screen.getByLabelText('全选'));
        expect(screen.getByText('已选择', { exact: false }).textContent).toContain('3');
        fireEvent.click(screen.getByRole('button', { name: '查询' }));
        await waitFor(() => expect(screen.getByText('已选择', { exact: false }).textContent).toContain('0'));
    });

    it('deletes one row after 确定删除吗?', async () => {
        const api = stubApi({
            'GET /demo/role/list': () => page(rows(2), 2),
            'DELETE /demo/role/delete': () => ok(null, '删除成功!'),
        });
        renderList();
        await screen.findByText('角色1');
        const row = screen.getAllByRole('row')[2];
        fireEvent.click(within(row).getByRole('button', { name: '删除' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('确定删除吗?')).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(api.to('DELETE /demo/role/delete')).toHaveLength(0);

        fireEvent.click(within(row).getByRole('button', { name: '删除' }));
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('DELETE /demo/role/delete')).toHaveLength(1));
        expect(api.last('DELETE /demo/role/delete')!.query.get('id')).toBe('r1');
        await waitFor(() => expect(toasts()).toContain('删除成功!'));
        expect(api.to('GET /demo/role/list').length).toBe(2);
    });

    it('shows a failed delete as a warning and a 510 once, from the request layer', async () => {
        stubApi({
            'GET /demo/role/list': () => page(rows(1), 1),
            'DELETE /demo/role/delete': () => fail('没有权限，请联系管理员授权', 510),
        });
        renderList();
        await screen.findByText('角色0');
        fireEvent.click(screen.getByRole('button', { name: '删除' }));
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(toasts()).toEqual(['没有权限，请联系管理员授权']));
        expect(feedback.getState().toasts[0].severity).toBe('warning');
    });

    it('hides the buttons the user does not hold', async () => {
        grant([]);
        stubApi({ 'GET /demo/role/list': () => page(rows(1), 1) });
        renderList();
        await screen.findByText('角色0');
        for (const name of ['新增', '导出', '导入', '批量删除', '编辑', '删除']) {
            expect(screen.queryByRole('button', { name })).toBeNull();
        }
        expect(screen.getByRole('button', { name: '详情' })).toBeTruthy();
        expect(screen.getByRole('button', { name: '查询' })).toBeTruthy();
    });

    it('shows each button for its own code', async () => {
        grant(['role:add', 'role:export']);
        stubApi({ 'GET /demo/role/list': () => page(rows(1), 1) });
        renderList();
        await screen.findByText('角色0');
        expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
        expect(screen.getByRole('button', { name: '导出' })).toBeTruthy();
        expect(screen.queryByRole('button', { name: '导入' })).toBeNull();
        expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    });

    it('shows 暂无数据 and a loading bar', async () => {
        let answer!: (r: Response) => void;
        vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(r => (answer = r))));
        renderList();
        expect(screen.getByLabelText('加载中')).toBeTruthy();
        answer(new Response(JSON.stringify(page([], 0))));
        expect(await screen.findByText('暂无数据')).toBeTruthy();
        expect(screen.queryByLabelText('加载中')).toBeNull();
        expect(screen.getByText(/共0条/)).toBeTruthy();
    });

    it('warns with the server message when the list fails', async () => {
        stubApi({ 'GET /demo/role/list': () => fail('查询条件不合法') });
        renderList();
        await waitFor(() => expect(toasts()).toContain('查询条件不合法'));
        expect(await screen.findByText('暂无数据')).toBeTruthy();
    });

    it('exports the current filters and selection as <title>.xlsx', async () => {
        const excelType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
        const created = vi.fn(() => 'blob:x');
        vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
        const clicks: string[] = [];
        const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
            clicks.push(this.download);
        });
        let empty = false;
        let busy = false;
        const api = stubApi({
            'GET /demo/role/list': () => page(rows(2), 2),
            'GET /demo/role/exportXls': () =>
                busy
                    ? fail('导出任务过多，请稍后再试')
                    : new Response(empty ? '' : 'xlsx-bytes', { headers: { 'Content-Type': excelType } }),
        });
        renderList();
        await screen.findByText('角色0');
        fireEvent.change(screen.getByLabelText('角色名称'), { target: { value: '管' } });
        fireEvent.click(screen.getByRole('button', { name: '查询' }));
        await waitFor(() => expect(lastList(api).get('roleName')).toBe('*管*'));
        await screen.findByText('角色1');
        fireEvent.click(screen.getByLabelText('选择第2行'));
        fireEvent.click(screen.getByRole('button', { name: '导出' }));
        await waitFor(() => expect(clicks).toEqual(['角色.xlsx']));
        const q = api.last('GET /demo/role/exportXls')!.query;
        expect(q.get('selections')).toBe('r1');
        expect(q.get('roleName')).toBe('*管*');
        expect(q.has('pageNo')).toBe(false);

        empty = true;
        fireEvent.click(screen.getByRole('button', { name: '导出' }));
        await waitFor(() => expect(toasts()).toContain('文件下载失败'));
        expect(clicks).toHaveLength(1);

        // the server's cap on running exports answers an envelope, not a file
        busy = true;
        await waitFor(() => expect((screen.getByRole('button', { name: '导出' }) as HTMLButtonElement).disabled).toBe(false));
        fireEvent.click(screen.getByRole('button', { name: '导出' }));
        await waitFor(() => expect(toasts()).toContain('导出任务过多，请稍后再试'));
        expect(clicks).toHaveLength(1);
        click.mockRestore();
    });

    it('imports Excel files: disabled without files, files[] multipart, error report on 201', async () => {
        let reply: unknown = ok(null, '文件导入成功！数据行数：2');
        const api = stubApi({
            'GET /demo/role/list': () => page(rows(1), 1),
            'POST /demo/role/importExcel': () => reply,
        });
        renderList();
        await screen.findByText('角色0');
        fireEvent.click(screen.getByRole('button', { name: '导入' }));
        const dialog = await screen.findByRole('dialog', { name: '导入EXCEL' });
        const start = within(dialog).getByRole('button', { name: '开始上传' }) as HTMLButtonElement;
        expect(start.disabled).toBe(true);
        const input = within(dialog).getByTestId('import-files') as HTMLInputElement;
        expect(input.accept).toBe('.xls,.xlsx');
        expect(within(dialog).getByText('支持 .xls、.xlsx 格式')).toBeTruthy();
        expect(input.multiple).toBe(true);

        const a = new File(['a'], 'a.xlsx');
        const b = new File(['b'], 'b.xls');
        const txt = new File(['c'], 'c.txt');
        fireEvent.change(input, { target: { files: [a, b, txt] } });
        expect(within(dialog).getByText('a.xlsx')).toBeTruthy();
        expect(within(dialog).getByText('b.xls')).toBeTruthy();
        expect(within(dialog).queryByText('c.txt')).toBeNull();
        expect(toasts()).toContain('只能导入 .xls 或 .xlsx 文件');
        expect(start.disabled).toBe(false);

        reply = {
            success: true,
            code: 201,
            message: '文件导入成功，但有错误。',
            result: { msg: '总上传行数：3，已导入行数：2，错误行数：1', fileUrl: '/sys/common/static/logs/20240101/err.txt', fileName: 'err.txt' },
        };
        const lists = api.to('GET /demo/role/list').length;
        fireEvent.click(start);
        await waitFor(() => expect(within(dialog).getByText('总上传行数：3，已导入行数：2，错误行数：1')).toBeTruthy());
        const sent = api.last('POST /demo/role/importExcel')!.body as FormData;
        expect((sent.getAll('files[]') as File[]).map(f => f.name)).toEqual(['a.xlsx', 'b.xls']);
        expect(within(dialog).getByRole('link', { name: '下载错误报告' }).getAttribute('href')).toBe(
            '/jeecg-boot/sys/common/static/logs/20240101/err.txt'
        );
        await waitFor(() => expect(api.to('GET /demo/role/list').length).toBe(lists + 1));

        // a clean import shows the server's message until 完成 closes the dialog
        fireEvent.click(within(dialog).getByRole('button', { name: '继续导入' }));
        fireEvent.change(input, { target: { files: [a] } });
        reply = ok(null, '文件导入成功！数据行数：1');
        fireEvent.click(within(dialog).getByRole('button', { name: '开始上传' }));
        await waitFor(() => expect(within(dialog).getByText('文件导入成功！数据行数：1')).toBeTruthy());
        fireEvent.click(within(dialog).getByRole('button', { name: '完成' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '导入EXCEL' })).toBeNull());
    });

    it('opens the add, edit and detail dialogs', async () => {
        stubApi({ 'GET /demo/role/list': () => page(rows(1), 1) });
        renderList();
        await screen.findByText('角色0');
        fireEvent.click(screen.getByRole('button', { name: '新增' }));
        expect(await screen.findByRole('dialog', { name: '新增' })).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        fireEvent.click(screen.getByRole('button', { name: '编辑' }));
        const edit = await screen.findByRole('dialog', { name: '编辑' });
        expect((within(edit).getByLabelText(/角色名称/) as HTMLInputElement).value).toBe('角色0');
        fireEvent.click(within(edit).getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        fireEvent.click(screen.getByRole('button', { name: '详情' }));
        expect(await screen.findByRole('dialog', { name: '详情' })).toBeTruthy();
    });
    it('sends fixed parameters with the list and export, and pre-fills 新增', async () => {
        const api = stubApi({ 'GET /demo/role/list': () => page(rows(1), 1) });
        render(<CrudList config={config} params={{ dictId: 'd1' }} createDefaults={{ roleName: '子项' }} />);
        await screen.findByText('角色0');
        expect(lastList(api).get('dictId')).toBe('d1');
        expect(lastList(api).get('column')).toBe('createTime');
        fireEvent.click(screen.getByRole('button', { name: '新增' }));
        const dialog = await screen.findByRole('dialog', { name: '新增' });
        expect((within(dialog).getByLabelText(/角色名称/) as HTMLInputElement).value).toBe('子项');
    });

    it('starts from the given sort', async () => {
        const api = stubApi({ 'GET /demo/role/list': () => page(rows(1), 1) });
        render(<CrudList config={config} sort={{ column: 'sortNo', order: 'asc' }} />);
        await screen.findByText('角色0');
        expect(lastList(api).get('column')).toBe('sortNo');
        expect(lastList(api).get('order')).toBe('asc');
        expect(screen.getByRole('columnheader', { name: /排序/ }).getAttribute('aria-sort')).toBe('ascending');
    });

    describe('advanced query', () => {
        const choose = async (scope: HTMLElement, label: string, option: string) => {
            fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
            fireEvent.click(await screen.findByRole('option', { name: option }));
        };
        /** superQueryParams as the server reads it: the query value, URI-decoded once more, is JSON */
        const superItems = (q: URLSearchParams) => JSON.parse(decodeURIComponent(q.get('superQueryParams')!));

        it('sends the query with list and export from page 1, shows it is in force, and clears it', async () => {
            const excel = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
            vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
            vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
            const api = stubApi({
                'GET /demo/role/list': c => page(rows(10, (Number(c.query.get('pageNo')) - 1) * 10), 31),
                'GET /demo/role/exportXls': () => new Response('xlsx', { headers: { 'Content-Type': excel } }),
            });
            renderList();
            await screen.findByText('角色0');
            fireEvent.click(screen.getByRole('button', { name: '下一页' }));
            await screen.findByText('角色10');

            fireEvent.click(within(screen.getByRole('search')).getByRole('button', { name: '高级查询' }));
            const dialog = screen.getByRole('dialog', { name: '高级查询构造器' });
            const row = (n: number) => within(dialog).getByRole('group', { name: `条件${n}` });
            await choose(row(1), '字段', '角色名称');
            await choose(row(1), '规则', '模糊');
            fireEvent.change(within(row(1)).getByLabelText('值'), { target: { value: '管理' } });
            fireEvent.click(within(row(1)).getByRole('button', { name: '增加一行' }));
            await choose(row(2), '字段', '排序');
            await choose(row(2), '规则', '大于');
            fireEvent.change(within(row(2)).getByLabelText('值'), { target: { value: '3' } });
            await choose(dialog, '过滤条件匹配', 'OR（条件中的任意一个匹配）');
            fireEvent.click(within(dialog).getByRole('button', { name: '查询' }));

            await waitFor(() => expect(lastList(api).get('superQueryMatchType')).toBe('or'));
            expect(lastList(api).get('pageNo')).toBe('1');
            expect(superItems(lastList(api))).toEqual([
                { field: 'roleName', rule: 'like', val: '管理', type: 'string' },
                { field: 'sortNo', rule: 'gt', val: '3', type: 'int', dbType: 'int' },
            ]);
            await screen.findByText('角色0');
            const clear = await screen.findByRole('button', { name: '清空高级查询' });

            // the normal filters still apply beside it, and export sends both
            fireEvent.change(screen.getByLabelText('角色名称'), { target: { value: 'x' } });
            fireEvent.click(within(screen.getByRole('search')).getByRole('button', { name: '查询' }));
            await waitFor(() => expect(lastList(api).get('roleName')).toBe('*x*'));
            expect(lastList(api).get('superQueryMatchType')).toBe('or');
            fireEvent.click(screen.getByRole('button', { name: '导出' }));
            await waitFor(() => expect(api.to('GET /demo/role/exportXls')).toHaveLength(1));
            const exported = api.last('GET /demo/role/exportXls')!.query;
            expect(superItems(exported)).toHaveLength(2);
            expect(exported.get('superQueryMatchType')).toBe('or');

            const before = api.to('GET /demo/role/list').length;
            fireEvent.click(clear);
            await waitFor(() => expect(api.to('GET /demo/role/list').length).toBe(before + 1));
            expect(lastList(api).has('superQueryParams')).toBe(false);
            expect(lastList(api).get('roleName')).toBe('*x*');
            expect(screen.queryByRole('button', { name: '清空高级查询' })).toBeNull();
        }, 60_000);
    });

    describe('tree resources', () => {
        const node = (id: string, name: string, hasChild: boolean, pid = '0') => ({
            id,
            name,
            code: id.toUpperCase(),
            pid,
            hasChild: hasChild ? '1' : '0',
            startChainage: 12345.6,
            cost: 1234567.5,
        });
        const roots = [node('a', '甲', true), node('b', '乙', false)];
        const children: Record<string, unknown[]> = {
            a: [node('a1', '甲一', true, 'a'), node('a2', '甲二', false, 'a')],
            a1: [node('a11', '甲一一', false, 'a1')],
        };
        const names = () =>
            screen
                .getAllByRole('row')
                .slice(1)
                .map(r => within(r).queryAllByRole('cell')[2]?.textContent ?? '');
        const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
        const renderTree = () =>
            render(
                <>
                    <CrudList config={treeConfig} />
                    <FeedbackHost />
                </>
            );

        beforeEach(() => grant(TREE_CODES, 'building'));

        it('shows the roots, loads the children of a node once and nests them to any depth', async () => {
            const api = stubApi({
                'GET /demo/building/list': () => page(roots, 2),
                'GET /demo/building/childList': c => page(children[c.query.get('pid')!] ?? [], 2),
            });
            renderTree();
            await screen.findByText('甲');
            expect(within(rowOf('甲')).getByRole('button', { name: '展开' })).toBeTruthy();
            expect(within(rowOf('乙')).queryByRole('button', { name: '展开' })).toBeNull();
            // the toggle sits in the title column
            expect(within(rowOf('甲')).getAllByRole('cell')[2].contains(within(rowOf('甲')).getByRole('button', { name: '展开' }))).toBe(true);

            fireEvent.click(within(rowOf('甲')).getByRole('button', { name: '展开' }));
            expect(screen.getByLabelText('下级加载中')).toBeTruthy();
            await screen.findByText('甲一');
            expect(screen.queryByLabelText('下级加载中')).toBeNull();
            const q = api.last('GET /demo/building/childList')!.query;
            expect(q.get('pid')).toBe('a');
            expect(q.get('column')).toBe('createTime');
            expect(names()).toEqual(['甲', '甲一', '甲二', '乙']);
            const toggle = within(rowOf('甲')).getByRole('button', { name: '收起' });
            expect(toggle.getAttribute('aria-expanded')).toBe('true');
            expect(rowOf('甲一').getAttribute('aria-level')).toBe('2');

            fireEvent.click(within(rowOf('甲一')).getByRole('button', { name: '展开' }));
            await screen.findByText('甲一一');
            expect(names()).toEqual(['甲', '甲一', '甲一一', '甲二', '乙']);
            expect(rowOf('甲一一').getAttribute('aria-level')).toBe('3');

            // collapsing hides the subtree; expanding again asks nothing
            fireEvent.click(toggle);
            expect(names()).toEqual(['甲', '乙']);
            fireEvent.click(within(rowOf('甲')).getByRole('button', { name: '展开' }));
            expect(names()).toEqual(['甲', '甲一', '甲一一', '甲二', '乙']);
            expect(api.to('GET /demo/building/childList')).toHaveLength(2);
            // children can be selected like roots
            fireEvent.click(screen.getByLabelText('全选'));
            expect(screen.getByText('已选择', { exact: false }).textContent).toContain('5');
        });

        it('shows a failed child load and retries it', async () => {
            let broken = true;
            const api = stubApi({
                'GET /demo/building/list': () => page(roots, 2),
                'GET /demo/building/childList': c => (broken ? fail('下级查询失败') : page(children[c.query.get('pid')!], 2)),
            });
            renderTree();
            await screen.findByText('甲');
            fireEvent.click(within(rowOf('甲')).getByRole('button', { name: '展开' }));
            expect(await screen.findByText('下级查询失败')).toBeTruthy();
            broken = false;
            fireEvent.click(screen.getByRole('button', { name: '重试' }));
            await screen.findByText('甲一');
            expect(screen.queryByText('下级查询失败')).toBeNull();
            expect(api.to('GET /demo/building/childList')).toHaveLength(2);
        });

        it('is flat while filtered (as the server answers) and a tree again after 重置', async () => {
            const api = stubApi({
                'GET /demo/building/list': c => (c.query.get('name') ? page([node('a1', '甲一', true, 'a')], 1) : page(roots, 2)),
            });
            renderTree();
            await screen.findByText('甲');
            fireEvent.change(within(screen.getByRole('search')).getByLabelText('名称'), { target: { value: '一' } });
            fireEvent.click(screen.getByRole('button', { name: '查询' }));
            await screen.findByText('甲一');
            expect(lastBuilding(api).get('name')).toBe('*一*');
            expect(screen.queryByRole('button', { name: '展开' })).toBeNull();
            fireEvent.click(screen.getByRole('button', { name: '重置' }));
            await screen.findByText('甲');
            expect(within(rowOf('甲')).getByRole('button', { name: '展开' })).toBeTruthy();
        });

        it('reloads the roots and forgets loaded children after a delete or a save; shows a refused delete', async () => {
            let refuse = false;
            const api = stubApi({
                'GET /demo/building/list': () => page(roots, 2),
                'GET /demo/building/childList': c => page(children[c.query.get('pid')!], 2),
                'DELETE /demo/building/delete': () => (refuse ? fail('请先删除下级节点：甲一') : ok(null, '删除成功!')),
            });
            renderTree();
            await screen.findByText('甲');
            fireEvent.click(within(rowOf('甲')).getByRole('button', { name: '展开' }));
            await screen.findByText('甲二');
            fireEvent.click(within(rowOf('甲二')).getByRole('button', { name: '删除' }));
            fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
            await waitFor(() => expect(api.to('GET /demo/building/list')).toHaveLength(2));
            await waitFor(() => expect(screen.queryByText('甲二')).toBeNull());
            expect(api.last('DELETE /demo/building/delete')!.query.get('id')).toBe('a2');
            expect(within(rowOf('甲')).getByRole('button', { name: '展开' })).toBeTruthy();
            // expanding again asks the server again
            fireEvent.click(within(rowOf('甲')).getByRole('button', { name: '展开' }));
            await screen.findByText('甲一');
            expect(api.to('GET /demo/building/childList')).toHaveLength(2);

            refuse = true;
            fireEvent.click(within(rowOf('甲')).getByRole('button', { name: '删除' }));
            fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
            await waitFor(() => expect(toasts()).toContain('请先删除下级节点：甲一'));
            expect(api.to('GET /demo/building/list')).toHaveLength(2);
        });

        it('says that the children go too where a delete takes the subtree (分类字典), and only for a node with children', async () => {
            const api = stubApi({
                'GET /demo/building/list': () => page(roots, 2),
                'DELETE /demo/building/delete': () => ok(null, '删除成功!'),
            });
            const confirmText = async (name: string) => {
                fireEvent.click(within(rowOf(name)).getByRole('button', { name: '删除' }));
                const dialog = await screen.findByRole('dialog');
                const text = dialog.textContent ?? '';
                fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
                await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
                return text;
            };
            const { unmount } = renderTree();
            await screen.findByText('甲');
            expect(await confirmText('甲')).not.toContain('下级节点将一并删除');
            unmount();
            render(
                <>
                    <CrudList config={{ ...treeConfig, tree: { ...treeConfig.tree!, subtree: true } }} />
                    <FeedbackHost />
                </>
            );
            await screen.findByText('甲');
            expect(await confirmText('甲')).toContain('确定删除吗? 其下级节点将一并删除。');
            expect(await confirmText('乙')).not.toContain('下级节点将一并删除');
            expect(api.to('DELETE /demo/building/delete')).toHaveLength(0);
        });

        it('新增下级 opens the add form with the parent preset and reloads the roots after saving', async () => {
            const api = stubApi({
                'GET /demo/building/list': () => page(roots, 2),
                'GET /demo/building/childList': c => page(children[c.query.get('pid')!], 2),
                'GET /demo/building/queryTreeList': () => ok([{ ...roots[0], key: 'a', value: 'a', title: '甲' }, { ...roots[1], key: 'b', value: 'b', title: '乙' }], '', 0),
                'POST /demo/building/add': () => ok(null, '添加成功！'),
            });
            renderTree();
            await screen.findByText('甲');
            fireEvent.click(within(rowOf('甲')).getByRole('button', { name: '展开' }));
            await screen.findByText('甲一');
            fireEvent.click(within(rowOf('乙')).getByRole('button', { name: '新增下级' }));
            const dialog = await screen.findByRole('dialog', { name: '新增' });
            await waitFor(() => expect((within(dialog).getByRole('combobox', { name: /上级建筑物/ }) as HTMLInputElement).value).toBe('乙'));
            fireEvent.change(within(dialog).getByLabelText(/^名称/), { target: { value: '乙一' } });
            fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
            await waitFor(() => expect(api.to('POST /demo/building/add')).toHaveLength(1));
            expect(api.last('POST /demo/building/add')!.body).toEqual({ pid: 'b', name: '乙一' });
            await waitFor(() => expect(api.to('GET /demo/building/list')).toHaveLength(2));
            await waitFor(() => expect(screen.queryByText('甲一')).toBeNull());
        });

        it('offers 新增下级 only to users who may add', async () => {
            grant(['building:edit'], 'building');
            stubApi({ 'GET /demo/building/list': () => page(roots, 2) });
            renderTree();
            await screen.findByText('甲');
            expect(screen.queryByRole('button', { name: '新增下级' })).toBeNull();
            expect(screen.getAllByRole('button', { name: '编辑' })).toHaveLength(2);
        });

        it('filters by amounts and chainages typed as in the form', async () => {
            const api = stubApi({ 'GET /demo/building/list': () => page(roots, 2) });
            renderTree();
            await screen.findByText('甲');
            const search = screen.getByRole('search');
            fireEvent.change(within(search).getByLabelText('造价'), { target: { value: '￥1,234.5' } });
            fireEvent.change(within(search).getByLabelText('起点桩号起'), { target: { value: 'K1+200' } });
            fireEvent.change(within(search).getByLabelText('起点桩号止'), { target: { value: 'K1+2x' } });
            expect(within(search).getByText('桩号格式应如 K12+345.600')).toBeTruthy();
            fireEvent.change(within(search).getByLabelText('起点桩号止'), { target: { value: '1500.5' } });
            expect(within(search).queryByText('桩号格式应如 K12+345.600')).toBeNull();
            fireEvent.submit(search);
            await waitFor(() => expect(lastBuilding(api).get('cost')).toBe('1234.5'));
            expect(lastBuilding(api).get('startChainage_begin')).toBe('1200');
            expect(lastBuilding(api).get('startChainage_end')).toBe('1500.5');
        });

        it('shows amounts grouped and right-aligned, and chainages as K12+345.600', async () => {
            stubApi({ 'GET /demo/building/list': () => page(roots, 2) });
            renderTree();
            await screen.findByText('甲');
            const cost = within(rowOf('甲')).getByText('1,234,567.50');
            expect(cost.className).toMatch(/alignRight/);
            expect(screen.getByRole('columnheader', { name: '造价' }).className).toMatch(/alignRight/);
            expect(within(rowOf('甲')).getByText('K12+345.600')).toBeTruthy();
        });
    });

    describe('section scope', () => {
        const renderScoped = () => render(<CrudList config={treeConfig} />);

        it('sends the header section with list, export and childList, and starts again at page 1 when it changes', async () => {
            grant(TREE_CODES, 'building');
            vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
            const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
            chooseSection('s1', 'e1');
            const api = stubApi({
                'GET /demo/building/list': c => page([{ id: `n${c.query.get('pageNo')}`, name: `节点${c.query.get('pageNo')}`, hasChild: '1' }], 31),
                'GET /demo/building/childList': () => page([], 0),
                'GET /demo/building/exportXls': () => new Response('xlsx', { headers: { 'Content-Type': 'application/octet-stream' } }),
            });
            renderScoped();
            await screen.findByText('节点1');
            expect(lastBuilding(api).get('sectionId')).toBe('s1');
            expect(lastBuilding(api).get('engineeringId')).toBe('e1');
            fireEvent.click(within(screen.getByText('节点1').closest('tr')!).getByRole('button', { name: '展开' }));
            await waitFor(() => expect(api.to('GET /demo/building/childList')).toHaveLength(1));
            expect(api.last('GET /demo/building/childList')!.query.get('sectionId')).toBe('s1');
            fireEvent.click(screen.getByRole('button', { name: '导出' }));
            await waitFor(() => expect(api.to('GET /demo/building/exportXls')).toHaveLength(1));
            expect(api.last('GET /demo/building/exportXls')!.query.get('sectionId')).toBe('s1');

            fireEvent.click(screen.getByRole('button', { name: '下一页' }));
            await screen.findByText('节点2');
            const before = api.to('GET /demo/building/list').length;
            localStorage.setItem('head_section_id', 's2');
            localStorage.setItem('head_section_obj', JSON.stringify({ id: 's2', type: 'section' }));
            act(() => announceSection('s2'));
            await screen.findByText('节点1');
            expect(api.to('GET /demo/building/list')).toHaveLength(before + 1);
            expect(lastBuilding(api).get('sectionId')).toBe('s2');
            expect(lastBuilding(api).has('engineeringId')).toBe(false);
            expect(lastBuilding(api).get('pageNo')).toBe('1');

            // an announcement without a change reloads nothing; clearing drops the section
            act(() => announceSection('s2'));
            localStorage.removeItem('head_section_id');
            localStorage.removeItem('head_section_obj');
            act(() => announceSection(''));
            await waitFor(() => expect(api.to('GET /demo/building/list')).toHaveLength(before + 2));
            expect(lastBuilding(api).has('sectionId')).toBe(false);
            click.mockRestore();
        });

        it('leaves resources that are not section-scoped alone', async () => {
            chooseSection('s1', 'e1');
            const api = stubApi({ 'GET /demo/role/list': () => page(rows(1), 1) });
            renderList();
            await screen.findByText('角色0');
            expect(lastList(api).has('sectionId')).toBe(false);
            act(() => announceSection('s1'));
            await act(() => new Promise(r => setTimeout(r, 20)));
            expect(api.to('GET /demo/role/list')).toHaveLength(1);
        });
    });
});

const lastBuilding = (api: ReturnType<typeof stubApi>) => api.last('GET /demo/building/list')!.query;
