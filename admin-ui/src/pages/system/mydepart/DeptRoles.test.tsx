import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { grant, ok, stubApi } from '../../../components/Crud/testing';
import { FeedbackHost } from '../../../components/Feedback';
import MyDepartList from './MyDepartList';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
});

const tree = [{ id: 'd2', departName: '工程技术部', orgCode: 'A01A01' }];
const members = [{ id: 'u1', username: 'engineer', realname: '李工程师', status_dictText: '正常' }];
const roles = [{ id: 'r1', departId: 'd2', roleName: '字典管理员', roleCode: 'dict_keeper', description: '管字典' }];
const deptTree = { treeList: [{ key: 'sys', title: '系统管理', children: [{ key: 'm-dict', title: '数据字典' }] }], ids: ['sys', 'm-dict'] };

const routes = () =>
    stubApi({
        'GET /sys/sysDepart/queryMyDeptTreeList': () => ({ ...ok(tree), message: '2' }),
        'GET /sys/sysDepart/queryMyDeptUsers': () => ok(members),
        'GET /sys/sysDepartRole/list': () => ok({ records: roles, total: 1 }),
        'POST /sys/sysDepartRole/add': () => ok(null, '添加成功！'),
        'GET /sys/sysDepartPermission/queryTreeListForDeptRole': () => ok(deptTree),
        'GET /sys/sysDepartPermission/queryDeptRolePermission': () => ok([]),
        'POST /sys/sysDepartPermission/saveDeptRolePermission': () => ok(null, '保存成功！'),
        'GET /sys/sysDepartRole/getDeptRoleList': () => ok(roles),
        'GET /sys/sysDepartRole/getDeptRoleByUserId': () => ok([]),
        'POST /sys/sysDepartRole/deptRoleUserAdd': () => ok(null, '添加成功!'),
    });

const page = () =>
    render(
        <>
            <MyDepartList />
            <FeedbackHost />
        </>
    );

describe('我的部门 → 部门角色', () => {
    it('lists, adds and authorises the department’s roles', async () => {
        grant(['system:depart:role']);
        const api = routes();
        page();
        fireEvent.click(await screen.findByRole('tab', { name: '部门角色' }));
        const table = await screen.findByRole('table', { name: '部门角色' });
        await within(table).findByText('dict_keeper');
        expect(api.last('GET /sys/sysDepartRole/list')!.query.get('deptId')).toBe('d2');

        fireEvent.click(screen.getByRole('button', { name: '新增' }));
        const form = await screen.findByRole('dialog', { name: /新增部门角色/ });
        fireEvent.change(within(form).getByLabelText(/部门角色名称/), { target: { value: '巡检员' } });
        fireEvent.change(within(form).getByLabelText(/部门角色编码/), { target: { value: 'patrol' } });
        fireEvent.click(within(form).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('POST /sys/sysDepartRole/add')).toHaveLength(1));
        expect(api.last('POST /sys/sysDepartRole/add')!.body).toMatchObject({ departId: 'd2', roleName: '巡检员', roleCode: 'patrol' });
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

        fireEvent.click(within(table).getByRole('button', { name: '授权' }));
        const drawer = await screen.findByRole('dialog', { name: '部门角色权限配置：字典管理员' });
        await within(drawer).findByRole('tree', { name: '菜单权限' });
        expect(api.last('GET /sys/sysDepartPermission/queryTreeListForDeptRole')!.query.get('departId')).toBe('d2');
        fireEvent.click(within(drawer).getByRole('checkbox', { name: '数据字典' }));
        fireEvent.click(within(drawer).getByRole('button', { name: '保存' }));
        await waitFor(() => expect(api.to('POST /sys/sysDepartPermission/saveDeptRolePermission')).toHaveLength(1));
        const body = api.last('POST /sys/sysDepartPermission/saveDeptRolePermission')!.body as Record<string, string>;
        expect(body.roleId).toBe('r1');
        expect(body.permissionIds.split(',').sort()).toEqual(['m-dict', 'sys']);
        expect(body.lastpermissionIds).toBe('');
    });

    it('gives a member the department’s roles', async () => {
        grant(['system:depart:role']);
        const api = routes();
        page();
        const row = (await screen.findByText('engineer')).closest('tr')!;
        fireEvent.click(within(row as HTMLElement).getByRole('button', { name: '分配部门角色' }));
        const dialog = await screen.findByRole('dialog', { name: /分配部门角色/ });
        fireEvent.click(await within(dialog).findByRole('checkbox', { name: '字典管理员' }));
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('POST /sys/sysDepartRole/deptRoleUserAdd')).toHaveLength(1));
        expect(api.last('POST /sys/sysDepartRole/deptRoleUserAdd')!.body).toEqual({ userId: 'u1', newRoleId: 'r1', oldRoleId: '' });
    });

    it('shows neither tab nor assignment without the 部门角色 button', async () => {
        grant([]);
        routes();
        page();
        await screen.findByText('engineer');
        expect(screen.queryByRole('tab', { name: '部门角色' })).toBeNull();
        expect(screen.queryByRole('button', { name: '分配部门角色' })).toBeNull();
    });
});
