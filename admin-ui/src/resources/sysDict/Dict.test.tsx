import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrudPage, crudResource } from '../../components/Crud';
import { clearDictOptions } from '../../components/Crud/dict';
import { cacheDicts, fail, grant, ok, stubApi } from '../../components/Crud/testing';
import { FeedbackHost, feedback } from '../../components/Feedback';
import { config as sysDictConfig } from './config.gen';
import sysDictList from './List';

const sysDict = crudResource({ config: sysDictConfig, list: sysDictList });

const DICT_CODES = ['dict:add', 'dict:edit', 'dict:delete', 'dict:batch_delete', 'dict:export', 'dict:import'];

const dicts = [
    { id: 'd1', dictName: '性别', dictCode: 'sex', createTime: '2024-01-01 00:00:00' },
    { id: 'd2', dictName: '优先级', dictCode: 'priority', createTime: '2024-01-02 00:00:00' },
];
const items = [
    { id: 'i1', dictId: 'd1', itemText: '男', itemValue: '1', sortOrder: 1, status: 1, status_dictText: '启用' },
    { id: 'i2', dictId: 'd1', itemText: '女', itemValue: '2', sortOrder: 2, status: 1, status_dictText: '启用' },
];

const deleted = [
    { id: 'd8', dictName: '旧状态', dictCode: 'old_status', description: '停用的字典', delFlag: 1 },
    { id: 'd9', dictName: '临时', dictCode: 'tmp', description: '', delFlag: 1 },
];

const routes = (extra: Record<string, (c: any) => unknown> = {}) =>
    stubApi({
        'GET /sys/dict/list': () => ok({ records: dicts, total: dicts.length }, '', 0),
        'GET /sys/dictItem/list': () => ok({ records: items, total: items.length }, '', 0),
        'POST /sys/dictItem/add': () => ok(null, '添加成功！'),
        'PUT /sys/dictItem/edit': () => ok(null, '编辑成功!'),
        'GET /sys/dict/getDictItems/dict_item_status': () =>
            ok([
                { value: '1', text: '启用' },
                { value: '0', text: '不启用' },
            ]),
        'GET /sys/dict/deleteList': () => ok(deleted),
        ...extra,
    });

const renderPage = () =>
    render(
        <>
            <CrudPage resource={sysDict} />
            <FeedbackHost />
        </>
    );

const rowOf = (scope: HTMLElement, text: string) => within(scope).getAllByRole('row').find(r => within(r).queryByText(text))!;

const openItems = async (dictName: string) => {
    const page = screen.getByRole('table', { name: '字典' });
    await within(page).findByText(dictName);
    fireEvent.click(within(rowOf(page, dictName)).getByRole('button', { name: '字典配置' }));
    const drawer = await screen.findByRole('dialog', { name: '字典列表' });
    await within(drawer).findByText('女');
    return drawer;
};

beforeEach(() => cacheDicts());

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
});

describe('数据字典', () => {
    it('字典配置 lists the items of that dictionary, by sort order', async () => {
        grant(DICT_CODES, 'dict');
        const api = routes();
        renderPage();
        const drawer = await openItems('性别');
        const q = api.last('GET /sys/dictItem/list')!.query;
        expect(q.get('dictId')).toBe('d1');
        expect(q.get('column')).toBe('sortOrder');
        expect(q.get('order')).toBe('asc');
        expect(within(drawer).getByText('性别（sex）')).toBeTruthy();
        // the dictionary is fixed: no column, filter or input for it
        const heads = within(drawer).getAllByRole('columnheader').map(h => h.textContent);
        expect(heads).toEqual(['', '名称', '数据值', '排序', '状态', '操作']);
        expect(within(within(drawer).getByRole('search')).queryByLabelText('字典')).toBeNull();
        // a search keeps the dictionary
        fireEvent.change(within(within(drawer).getByRole('search')).getByLabelText('名称'), { target: { value: '男' } });
        fireEvent.click(within(drawer).getByRole('button', { name: '查询' }));
        await waitFor(() => expect(api.last('GET /sys/dictItem/list')!.query.get('itemText')).toBe('*男*'));
        expect(api.last('GET /sys/dictItem/list')!.query.get('dictId')).toBe('d1');

        fireEvent.click(within(drawer).getByRole('button', { name: '关闭' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '字典列表' })).toBeNull());
        fireEvent.click(within(rowOf(screen.getByRole('table', { name: '字典' }), '优先级')).getByRole('button', { name: '字典配置' }));
        await screen.findByRole('dialog', { name: '字典列表' });
        await waitFor(() => expect(api.last('GET /sys/dictItem/list')!.query.get('dictId')).toBe('d2'));
        expect(api.last('GET /sys/dictItem/list')!.query.get('itemText')).toBeNull();
    });

    it('adds an item to the dictionary and edits one without moving it', async () => {
        grant(DICT_CODES, 'dict');
        const api = routes();
        renderPage();
        const drawer = await openItems('性别');
        const lists = api.to('GET /sys/dictItem/list').length;
        fireEvent.click(within(drawer).getByRole('button', { name: '新增' }));
        const add = await screen.findByRole('dialog', { name: '新增' });
        expect(within(add).queryByLabelText(/^字典/)).toBeNull();
        fireEvent.change(within(add).getByLabelText(/名称/), { target: { value: '未知' } });
        fireEvent.change(within(add).getByLabelText(/数据值/), { target: { value: '0' } });
        fireEvent.change(within(add).getByLabelText(/排序/), { target: { value: '3' } });
        fireEvent.click(within(add).getByRole('radio', { name: '启用' }));
        fireEvent.click(within(add).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('POST /sys/dictItem/add')).toHaveLength(1));
        expect(api.last('POST /sys/dictItem/add')!.body).toEqual({ dictId: 'd1', itemText: '未知', itemValue: '0', sortOrder: 3, status: 1 });
        await waitFor(() => expect(api.to('GET /sys/dictItem/list').length).toBe(lists + 1));
        expect(api.last('GET /sys/dictItem/list')!.query.get('dictId')).toBe('d1');

        fireEvent.click(within(rowOf(drawer, '女')).getByRole('button', { name: '编辑' }));
        const edit = await screen.findByRole('dialog', { name: '编辑' });
        fireEvent.change(within(edit).getByLabelText(/名称/), { target: { value: '女性' } });
        fireEvent.click(within(edit).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('PUT /sys/dictItem/edit')).toHaveLength(1));
        const body = api.last('PUT /sys/dictItem/edit')!.body;
        expect(body).toMatchObject({ id: 'i2', itemText: '女性' });
        expect(body).not.toHaveProperty('dictId');
    });

    it('shows the item buttons by the dict:* codes', async () => {
        grant(['dict:edit'], 'dict');
        routes();
        renderPage();
        const drawer = await openItems('性别');
        for (const name of ['新增', '导出', '导入', '批量删除']) {
            expect(within(drawer).queryByRole('button', { name })).toBeNull();
        }
        expect(within(drawer).getAllByRole('button', { name: '编辑' })).toHaveLength(2);
        expect(within(drawer).queryByRole('button', { name: '删除' })).toBeNull();
        // the dictionaries' own list follows the same codes
        const page = screen.getByRole('table', { name: '字典', hidden: true });
        expect(within(page).getAllByRole('button', { name: '字典配置', hidden: true })).toHaveLength(2);
    });
});

describe('数据字典: 回收站', () => {
    const toasts = () => feedback.getState().toasts.map(t => t.text);
    const answer = async (title: string, button: '确定' | '取消') => {
        const modal = await screen.findByRole('dialog', { name: title });
        fireEvent.click(within(modal).getByRole('button', { name: button }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
    };
    const openBin = async () => {
        await screen.findByText('性别');
        fireEvent.click(screen.getByRole('button', { name: '回收站' }));
        return screen.findByRole('dialog', { name: '字典回收站' });
    };

    it('shows the 回收站 button only with dict:delete', async () => {
        grant(DICT_CODES.filter(c => c !== 'dict:delete'), 'dict');
        routes();
        const view = renderPage();
        await screen.findByText('性别');
        expect(screen.queryByRole('button', { name: '回收站' })).toBeNull();
        view.unmount();

        grant(['dict:delete'], 'dict');
        routes();
        renderPage();
        expect(await screen.findByRole('button', { name: '回收站' })).toBeTruthy();
    });

    it('lists the deleted dictionaries; 取回 restores one and reloads the list', async () => {
        grant(DICT_CODES, 'dict');
        const api = routes({ 'PUT /sys/dict/back/*': () => ok(null, '操作成功!') });
        renderPage();
        const bin = await openBin();
        await within(bin).findByText('旧状态');
        const heads = within(bin).getAllByRole('columnheader').map(h => h.textContent);
        expect(heads).toEqual(['字典名称', '字典编号', '描述', '操作']);
        expect(within(rowOf(bin, '旧状态')).getByText('old_status')).toBeTruthy();
        expect(within(rowOf(bin, '旧状态')).getByText('停用的字典')).toBeTruthy();
        expect(within(bin).getByText('tmp')).toBeTruthy();
        const lists = api.to('GET /sys/dict/list').length;
        const bins = api.to('GET /sys/dict/deleteList').length;

        fireEvent.click(within(rowOf(bin, '旧状态')).getByRole('button', { name: '取回' }));
        await waitFor(() => expect(api.to('PUT /sys/dict/back/d8')).toHaveLength(1));
        await waitFor(() => expect(api.to('GET /sys/dict/deleteList').length).toBe(bins + 1));
        await waitFor(() => expect(api.to('GET /sys/dict/list').length).toBeGreaterThan(lists));
        expect(toasts()).toContain('操作成功!');
        expect(screen.getByRole('dialog', { name: '字典回收站' })).toBeTruthy();
    });

    it('彻底删除 asks first; cancelling sends nothing', async () => {
        grant(DICT_CODES, 'dict');
        const api = routes({ 'DELETE /sys/dict/deletePhysic/*': () => ok(null, '删除成功!') });
        renderPage();
        const bin = await openBin();
        await within(bin).findByText('临时');
        const bins = api.to('GET /sys/dict/deleteList').length;

        fireEvent.click(within(rowOf(bin, '临时')).getByRole('button', { name: '彻底删除' }));
        expect(await screen.findByText(/彻底删除后将无法恢复/)).toBeTruthy();
        await answer('彻底删除字典', '取消');
        expect(api.calls.filter(c => c.method !== 'GET')).toHaveLength(0);

        fireEvent.click(within(rowOf(bin, '临时')).getByRole('button', { name: '彻底删除' }));
        expect(await screen.findByText(/您确定要彻底删除字典「临时」吗？/)).toBeTruthy();
        await answer('彻底删除字典', '确定');
        await waitFor(() => expect(api.to('DELETE /sys/dict/deletePhysic/d9')).toHaveLength(1));
        expect(api.to('DELETE /sys/dict/deletePhysic/d8')).toHaveLength(0);
        expect(toasts()).toContain('删除成功!');
        await waitFor(() => expect(api.to('GET /sys/dict/deleteList').length).toBe(bins + 1));
    });

    it('says when the bin is empty or cannot be read, and shows a refused action', async () => {
        grant(DICT_CODES, 'dict');
        routes({ 'GET /sys/dict/deleteList': () => ok([]) });
        renderPage();
        let bin = await openBin();
        expect(await within(bin).findByText('回收站是空的')).toBeTruthy();
        fireEvent.click(within(bin).getByRole('button', { name: '关闭' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '字典回收站' })).toBeNull());

        routes({ 'GET /sys/dict/deleteList': () => fail('没有权限') });
        fireEvent.click(screen.getByRole('button', { name: '回收站' }));
        bin = await screen.findByRole('dialog', { name: '字典回收站' });
        expect((await within(bin).findByRole('alert')).textContent).toBe('没有权限');
        fireEvent.click(within(bin).getByRole('button', { name: '关闭' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '字典回收站' })).toBeNull());

        const api = routes({ 'PUT /sys/dict/back/*': () => fail('未找到对应数据') });
        fireEvent.click(screen.getByRole('button', { name: '回收站' }));
        bin = await screen.findByRole('dialog', { name: '字典回收站' });
        await within(bin).findByText('旧状态');
        const lists = api.to('GET /sys/dict/list').length;
        fireEvent.click(within(rowOf(bin, '旧状态')).getByRole('button', { name: '取回' }));
        await waitFor(() => expect(toasts()).toContain('未找到对应数据'));
        expect(api.to('GET /sys/dict/list')).toHaveLength(lists);
    });
});
