// 菜单管理 against a stubbed API: tree, expand/collapse, the type-driven form, delete with confirm.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, grant, ok, stubApi } from '../../../components/Crud/testing';
import { FeedbackHost, feedback } from '../../../components/Feedback';
import { PermissionList } from './PermissionList';
import type { PermissionNode } from './types';

afterEach(() => {
    act(() => feedback.reset());
    vi.unstubAllGlobals();
});

const TREE: PermissionNode[] = [
    { id: 'm-dashboard', name: '首页', menuType: 0, url: '/dashboard/analysis', component: 'dashboard/Analysis', sortNo: 0 },
    {
        id: 'm-isystem', name: '系统管理', menuType: 0, url: '/isystem', component: 'layouts/RouteView', icon: 'setting', sortNo: 90,
        children: [
            {
                id: 'm-user', parentId: 'm-isystem', name: '用户管理', menuType: 1, url: '/isystem/user', component: 'system/UserList', sortNo: 1,
                children: [{ id: 'm-user-add', parentId: 'm-user', name: '添加用户', menuType: 2, perms: 'user:add', sortNo: 1 }],
            },
        ],
    },
];

const ALL = ['permission:add', 'permission:edit', 'permission:delete'];

const setup = (routes: Record<string, (c: any) => unknown> = {}, codes = ALL, onDataRules?: (m: PermissionNode) => void) => {
    grant(codes, 'permission');
    const api = stubApi({ 'GET /sys/permission/list': () => ok(TREE), ...routes });
    render(
        <>
            <PermissionList onDataRules={onDataRules} />
            <FeedbackHost />
        </>
    );
    return api;
};

const row = (id: string) => screen.getByTestId(`perm-row-${id}`);

describe('PermissionList', () => {
    it('shows the tree collapsed and expands a node, all, and collapses all', async () => {
        setup();
        await screen.findByText('系统管理');
        expect(screen.queryByText('用户管理')).toBeNull();
        fireEvent.click(screen.getByRole('button', { name: '展开 系统管理' }));
        expect(await screen.findByText('用户管理')).toBeTruthy();
        expect(screen.queryByText('添加用户')).toBeNull();
        fireEvent.click(screen.getByRole('button', { name: '展开全部' }));
        expect(screen.getByText('添加用户')).toBeTruthy();
        expect(within(row('m-user-add')).getByText('按钮权限')).toBeTruthy();
        expect(within(row('m-user-add')).getByText('user:add')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: '折叠全部' }));
        expect(screen.queryByText('用户管理')).toBeNull();
    });

    it('switches the fields with the type and checks them before sending', async () => {
        const api = setup({ 'POST /sys/permission/add': () => ok(null, '添加成功！') });
        fireEvent.click(await screen.findByRole('button', { name: '新增菜单' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByLabelText(/菜单路径/)).toBeTruthy();
        expect(within(dialog).queryByLabelText(/上级菜单/)).toBeNull();

        fireEvent.click(within(dialog).getByLabelText('按钮权限'));
        expect(within(dialog).queryByLabelText(/菜单路径/)).toBeNull();
        expect(within(dialog).getByLabelText(/授权标识/)).toBeTruthy();
        expect(within(dialog).getByText('授权策略')).toBeTruthy();

        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(await within(dialog).findByText('请输入菜单标题!')).toBeTruthy();
        expect(within(dialog).getByText('请选择上级菜单!')).toBeTruthy();
        expect(within(dialog).getByText('请输入授权标识!')).toBeTruthy();
        expect(api.to('POST /sys/permission/add')).toHaveLength(0);

        // a sub-menu under 系统管理
        fireEvent.click(within(dialog).getByLabelText('子菜单'));
        fireEvent.change(within(dialog).getByLabelText(/菜单名称/), { target: { value: '测试菜单' } });
        fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /上级菜单/ }));
        const options = await screen.findByRole('listbox');
        expect(within(options).queryByText('添加用户'), 'buttons are no parents').toBeNull();
        fireEvent.click(within(options).getByText('系统管理'));
        fireEvent.change(within(dialog).getByLabelText(/菜单路径/), { target: { value: '/isystem/test' } });
        fireEvent.change(within(dialog).getByLabelText(/前端组件/), { target: { value: 'system/TestList' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('POST /sys/permission/add')).toHaveLength(1));
        expect(api.last('POST /sys/permission/add')?.body).toMatchObject({
            menuType: 1, parentId: 'm-isystem', name: '测试菜单', url: '/isystem/test', component: 'system/TestList', route: true,
        });
        expect(await screen.findByText('添加成功！')).toBeTruthy();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(api.to('GET /sys/permission/list')).toHaveLength(2);
    });

    it('adds a child under the row and shows the server message on refusal', async () => {
        const api = setup({ 'POST /sys/permission/add': () => fail('上级菜单不存在') });
        await screen.findByText('系统管理');
        fireEvent.click(within(row('m-isystem')).getByRole('button', { name: '添加下级' }));
        const dialog = await screen.findByRole('dialog');
        expect((within(dialog).getByLabelText('子菜单') as HTMLInputElement).checked).toBe(true);
        fireEvent.change(within(dialog).getByLabelText(/菜单名称/), { target: { value: '下级' } });
        fireEvent.change(within(dialog).getByLabelText(/菜单路径/), { target: { value: '/isystem/x' } });
        fireEvent.change(within(dialog).getByLabelText(/前端组件/), { target: { value: 'system/X' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(await screen.findByText('上级菜单不存在')).toBeTruthy();
        expect(api.last('POST /sys/permission/add')?.body).toMatchObject({ parentId: 'm-isystem', menuType: 1 });
        expect(screen.getByRole('dialog'), 'the form stays open to fix it').toBeTruthy();
    });

    it('edits a row with PUT and its id', async () => {
        const api = setup({ 'PUT /sys/permission/edit': () => ok(null, '修改成功！') });
        await screen.findByText('系统管理');
        fireEvent.click(within(row('m-isystem')).getByRole('button', { name: '编辑' }));
        const dialog = await screen.findByRole('dialog');
        const name = within(dialog).getByLabelText(/菜单名称/) as HTMLInputElement;
        expect(name.value).toBe('系统管理');
        fireEvent.change(name, { target: { value: '系统设置' } });
        fireEvent.click(within(dialog).getByLabelText('隐藏路由'));
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('PUT /sys/permission/edit')).toHaveLength(1));
        expect(api.last('PUT /sys/permission/edit')?.body).toMatchObject({ id: 'm-isystem', name: '系统设置', hidden: true, menuType: 0, parentId: '' });
    });

    it('deletes only after the confirm', async () => {
        const api = setup({ 'DELETE /sys/permission/delete': () => ok(null, '删除成功!') });
        await screen.findByText('首页');
        fireEvent.click(within(row('m-dashboard')).getByRole('button', { name: '删除' }));
        fireEvent.click(await screen.findByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByText(/确定要删除/)).toBeNull());
        expect(api.to('DELETE /sys/permission/delete')).toHaveLength(0);

        fireEvent.click(within(row('m-dashboard')).getByRole('button', { name: '删除' }));
        expect(await screen.findByText('确定要删除「首页」及其下级吗?')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('DELETE /sys/permission/delete')).toHaveLength(1));
        expect(api.last('DELETE /sys/permission/delete')?.query.get('id')).toBe('m-dashboard');
        expect(await screen.findByText('删除成功!')).toBeTruthy();
    });

    it('hides the write actions without their codes and offers 数据规则 when given', async () => {
        const onDataRules = vi.fn();
        setup({}, [], onDataRules);
        await screen.findByText('系统管理');
        expect(screen.queryByRole('button', { name: '新增菜单' })).toBeNull();
        expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
        expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
        fireEvent.click(within(row('m-isystem')).getByRole('button', { name: '数据规则' }));
        expect(onDataRules).toHaveBeenCalledWith(expect.objectContaining({ id: 'm-isystem' }));
    });

    it('shows the load error with a retry, and an empty tree', async () => {
        let fails = true;
        setup({ 'GET /sys/permission/list': () => (fails ? fail('查询失败') : ok([])) });
        expect(await screen.findByText('查询失败')).toBeTruthy();
        fails = false;
        fireEvent.click(screen.getByRole('button', { name: '重试' }));
        expect(await screen.findByText('暂无数据')).toBeTruthy();
    });
});
