import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrudPage, crudResource } from '../../components/Crud';
import { clearDictOptions } from '../../components/Crud/dict';
import { cacheDicts, fail, grant, ok, stubApi } from '../../components/Crud/testing';
import { FeedbackHost, feedback } from '../../components/Feedback';
import { config as sysDepartConfig } from './config.gen';
import sysDepartList, { filterTree } from './List';

const sysDepart = crudResource({ config: sysDepartConfig, list: sysDepartList });

vi.setConfig({ testTimeout: 30_000 });

const tree = [
    {
        id: 'd1',
        departName: '建设管理局',
        orgCode: 'A01',
        orgCategory: '1',
        status: '1',
        children: [
            { id: 'd2', parentId: 'd1', departName: '工程技术部', orgCode: 'A01A01', orgCategory: '2', status: '1', children: [{ id: 'd4', parentId: 'd2', departName: '技术一组', orgCode: 'A01A01A01' }] },
            { id: 'd3', parentId: 'd1', departName: '质量安全部', orgCode: 'A01A02', orgCategory: '2', status: '1' },
        ],
    },
];

const renderPage = () =>
    render(
        <>
            <CrudPage resource={sysDepart} />
            <FeedbackHost />
        </>
    );
const shownNames = () =>
    screen
        .getAllByRole('row')
        .slice(1)
        .map(r => r.querySelectorAll('td')[0]?.textContent);

beforeEach(() => {
    cacheDicts();
    grant(['depart:add', 'depart:edit', 'depart:delete'], 'depart');
});

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
});

describe('部门管理 tree', () => {
    it('keeps the path to each hit of a search', () => {
        expect(filterTree(tree, '一组').map(n => n.children?.[0]?.children?.[0]?.departName)).toEqual(['技术一组']);
        expect(filterTree(tree, '没有')).toEqual([]);
        expect(filterTree(tree, ' ')).toBe(tree);
    });

    it('shows the first level open, expands by keyboard-reachable toggles and searches', async () => {
        stubApi({ 'GET /sys/sysDepart/queryTreeList': () => ok(tree) });
        renderPage();
        await waitFor(() => expect(shownNames()).toEqual(['建设管理局', '工程技术部', '质量安全部']));
        const toggle = screen.getByRole('button', { name: '展开 工程技术部' });
        expect(toggle.getAttribute('aria-expanded')).toBe('false');
        fireEvent.click(toggle);
        expect(shownNames()).toEqual(['建设管理局', '工程技术部', '技术一组', '质量安全部']);
        fireEvent.click(screen.getByRole('button', { name: '收起 建设管理局' }));
        expect(shownNames()).toEqual(['建设管理局']);

        fireEvent.change(screen.getByLabelText('机构名称'), { target: { value: '质量' } });
        fireEvent.click(screen.getByRole('button', { name: '查询' }));
        expect(shownNames()).toEqual(['建设管理局', '质量安全部']);
        fireEvent.change(screen.getByLabelText('机构名称'), { target: { value: '没有' } });
        fireEvent.keyDown(screen.getByLabelText('机构名称'), { key: 'Enter' });
        expect(screen.getByText('暂无数据')).toBeTruthy();
    });

    it('adds a sub-department under its parent and reloads', async () => {
        const api = stubApi({
            'GET /sys/sysDepart/queryTreeList': () => ok(tree),
            'POST /sys/sysDepart/add': () => ok(null, '添加成功！'),
            'GET /sys/duplicate/check': () => ok(null, '该值可用！'),
        });
        renderPage();
        await waitFor(() => expect(shownNames()).toContain('质量安全部'));
        const row = screen.getAllByRole('row').find(r => within(r).queryByText('质量安全部'))!;
        fireEvent.click(within(row).getByRole('button', { name: '添加下级' }));
        const dialog = await screen.findByRole('dialog', { name: '新增' });
        fireEvent.change(within(dialog).getByLabelText(/机构名称/), { target: { value: '安全组' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('POST /sys/sysDepart/add')).toHaveLength(1));
        expect(api.last('POST /sys/sysDepart/add')!.body).toMatchObject({ departName: '安全组', parentId: 'd3' });
        await waitFor(() => expect(api.to('GET /sys/sysDepart/queryTreeList')).toHaveLength(2));
    });

    it('deletes after confirming and shows a refusal', async () => {
        const api = stubApi({
            'GET /sys/sysDepart/queryTreeList': () => ok(tree),
            'DELETE /sys/sysDepart/delete': () => fail('该部门下还有下级部门，请先删除下级部门'),
        });
        renderPage();
        await waitFor(() => expect(shownNames()).toContain('建设管理局'));
        const row = screen.getAllByRole('row').find(r => within(r).queryByText('建设管理局'))!;
        fireEvent.click(within(row).getByRole('button', { name: '删除' }));
        fireEvent.click(await screen.findByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('DELETE /sys/sysDepart/delete')).toHaveLength(1));
        expect(api.last('DELETE /sys/sysDepart/delete')!.query.get('id')).toBe('d1');
        await waitFor(() => expect(feedback.getState().toasts.map(t => t.text)).toContain('该部门下还有下级部门，请先删除下级部门'));
    });

    it('says when the tree cannot be read, and hides buttons without the codes', async () => {
        grant([], 'depart');
        stubApi({ 'GET /sys/sysDepart/queryTreeList': () => fail('没有权限') });
        renderPage();
        expect(await screen.findByText('没有权限')).toBeTruthy();
        expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    });

    it('authorises a department in the 部门权限 drawer for a holder of system:depart:auth', async () => {
        grant(['system:depart:auth'], 'depart');
        const api = stubApi({
            'GET /sys/sysDepart/queryTreeList': () => ok(tree),
            'GET /sys/permission/queryTreeList': () => ok({ treeList: [{ key: 'm-dict', title: '数据字典' }], ids: ['m-dict'] }),
            'GET /sys/permission/queryDepartPermission': () => ok([]),
            'POST /sys/permission/saveDepartPermission': () => ok(null, '保存成功！'),
        });
        renderPage();
        const row = (await screen.findByText('质量安全部')).closest('tr') as HTMLElement;
        expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
        fireEvent.click(within(row).getByRole('button', { name: '部门权限' }));
        const drawer = await screen.findByRole('dialog', { name: '部门权限配置：质量安全部' });
        fireEvent.click(await within(drawer).findByRole('checkbox', { name: '数据字典' }));
        fireEvent.click(within(drawer).getByRole('button', { name: '保存并关闭' }));
        await waitFor(() => expect(api.to('POST /sys/permission/saveDepartPermission')).toHaveLength(1));
        expect(api.last('GET /sys/permission/queryDepartPermission')!.query.get('departId')).toBe('d3');
        expect(api.last('POST /sys/permission/saveDepartPermission')!.body).toEqual({ departId: 'd3', permissionIds: 'm-dict', lastpermissionIds: '' });
    });
});
