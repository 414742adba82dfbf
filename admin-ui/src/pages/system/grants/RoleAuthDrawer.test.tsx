import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrudPage, crudResource } from '../../../components/Crud';
import { clearDictOptions } from '../../../components/Crud/dict';
import { ALL_ROLE_CODES, cacheDicts, fail, grant, ok, stubApi } from '../../../components/Crud/testing';
import { FeedbackHost, feedback } from '../../../components/Feedback';
import { config as sysRoleConfig } from '../../../resources/sysRole/config.gen';
import RoleList from '../../../resources/sysRole/List';
import { PermissionDataRuleDrawer } from './PermissionDataRuleDrawer';
import { RoleAuthDrawer } from './RoleAuthDrawer';

const sysRole = crudResource({ config: sysRoleConfig, list: RoleList });

// 系统管理 > 用户管理 (two buttons, data rules) and 角色管理; 首页 alone.
const treeList = [
    { key: 'home', title: '首页', ruleFlag: 0, menuType: 0 },
    {
        key: 'sys',
        title: '系统管理',
        menuType: 0,
        children: [
            {
                key: 'm-user',
                title: '用户管理',
                ruleFlag: 1,
                menuType: 1,
                children: [
                    { key: 'b-add', title: '添加用户', menuType: 2 },
                    { key: 'b-frozen', title: '冻结用户', menuType: 2 },
                ],
            },
            { key: 'm-role', title: '角色管理', menuType: 1 },
        ],
    },
];
const ids = ['home', 'sys', 'm-user', 'b-add', 'b-frozen', 'm-role'];

const routes = (held: string[], extra: Record<string, (c: any) => unknown> = {}) =>
    stubApi({
        'GET /sys/permission/queryTreeList': () => ok({ treeList, ids }),
        'GET /sys/permission/queryRolePermission': () => ok(held),
        'POST /sys/permission/saveRolePermission': () => ok(null, '保存成功！'),
        ...extra,
    });

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const state = (name: string) => {
    const b = box(name);
    return b.checked ? 'checked' : b.getAttribute('data-indeterminate') === 'true' ? 'half' : 'none';
};
const sorted = (csv: unknown) => String(csv).split(',').filter(Boolean).sort();
const toasts = () => feedback.getState().toasts.map(t => t.text);

const renderDrawer = (onClose = vi.fn()) => {
    render(
        <>
            <RoleAuthDrawer role={{ id: 'r2', roleName: '工程技术员' }} onClose={onClose} />
            <FeedbackHost />
        </>
    );
    return onClose;
};

beforeEach(() => cacheDicts());
afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
});

describe('RoleAuthDrawer', () => {
    it('shows held grants with half-checked parents and saves the diff', async () => {
        const api = routes(['sys', 'm-user', 'b-add']);
        const onClose = renderDrawer();
        await screen.findByRole('tree', { name: '菜单权限' });
        expect(api.last('GET /sys/permission/queryRolePermission')!.query.get('roleId')).toBe('r2');
        expect(state('添加用户')).toBe('checked');
        expect(state('冻结用户')).toBe('none');
        expect(state('用户管理')).toBe('half');
        expect(state('系统管理')).toBe('half');
        expect(state('首页')).toBe('none');

        // Ticking the half-checked menu takes all its buttons.
        fireEvent.click(box('用户管理'));
        expect(state('用户管理')).toBe('checked');
        expect(state('冻结用户')).toBe('checked');
        // Ticking a menu under an unticked parent grants the parent too.
        fireEvent.click(box('角色管理'));
        expect(state('系统管理')).toBe('checked');
        // Unticking a button leaves its menu half-checked.
        fireEvent.click(box('添加用户'));
        expect(state('用户管理')).toBe('half');

        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        await waitFor(() => expect(api.to('POST /sys/permission/saveRolePermission')).toHaveLength(1));
        const body = api.last('POST /sys/permission/saveRolePermission')!.body as Record<string, string>;
        expect(body.roleId).toBe('r2');
        expect(sorted(body.permissionIds)).toEqual(['b-frozen', 'm-role', 'm-user', 'sys']);
        expect(sorted(body.lastpermissionIds)).toEqual(['b-add', 'm-user', 'sys']);
        await waitFor(() => expect(toasts()).toContain('保存成功！'));
        expect(onClose).not.toHaveBeenCalled();

        // The next save diffs against what was saved.
        fireEvent.click(box('首页'));
        fireEvent.click(screen.getByRole('button', { name: '保存并关闭' }));
        await waitFor(() => expect(onClose).toHaveBeenCalled());
        const second = api.last('POST /sys/permission/saveRolePermission')!.body as Record<string, string>;
        expect(sorted(second.lastpermissionIds)).toEqual(['b-frozen', 'm-role', 'm-user', 'sys']);
        expect(sorted(second.permissionIds)).toContain('home');
    });

    it('selects all and none, expands and collapses', async () => {
        const api = routes([]);
        renderDrawer();
        await screen.findByRole('tree', { name: '菜单权限' });
        fireEvent.click(screen.getByRole('button', { name: '全部勾选' }));
        for (const n of ['首页', '系统管理', '用户管理', '添加用户', '冻结用户', '角色管理']) expect(state(n)).toBe('checked');
        fireEvent.click(screen.getByRole('button', { name: '合并所有' }));
        expect(screen.queryByRole('checkbox', { name: '用户管理' })).toBeNull();
        fireEvent.click(screen.getByRole('button', { name: '展开系统管理' }));
        expect(screen.getByRole('checkbox', { name: '用户管理' })).toBeTruthy();
        expect(screen.queryByRole('checkbox', { name: '添加用户' })).toBeNull();
        fireEvent.click(screen.getByRole('button', { name: '展开所有' }));
        expect(screen.getByRole('checkbox', { name: '添加用户' })).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: '取消全选' }));
        expect(state('系统管理')).toBe('none');
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        await waitFor(() => expect(api.to('POST /sys/permission/saveRolePermission')).toHaveLength(1));
        expect(api.last('POST /sys/permission/saveRolePermission')!.body).toEqual({ roleId: 'r2', permissionIds: '', lastpermissionIds: '' });
    });

    it('shows a refused save and a failed load', async () => {
        routes(['home'], { 'POST /sys/permission/saveRolePermission': () => fail('不能授予您自己没有的权限：角色管理') });
        const onClose = renderDrawer();
        await screen.findByRole('tree', { name: '菜单权限' });
        fireEvent.click(box('角色管理'));
        fireEvent.click(screen.getByRole('button', { name: '保存并关闭' }));
        await waitFor(() => expect(toasts()).toContain('不能授予您自己没有的权限：角色管理'));
        expect(onClose).not.toHaveBeenCalled();
    });

    it('reports a tree that does not load', async () => {
        stubApi({
            'GET /sys/permission/queryTreeList': () => fail('权限不足'),
            'GET /sys/permission/queryRolePermission': () => ok([]),
        });
        renderDrawer();
        expect((await screen.findByRole('alert')).textContent).toBe('权限不足');
        expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('assigns the data rules of a menu', async () => {
        const api = routes(['sys', 'm-user'], {
            'GET /sys/role/datarule/m-user/*': () =>
                ok({
                    datarule: [
                        { id: 'd1', ruleName: '本人数据', status: '1' },
                        { id: 'd2', ruleName: '本部门', status: '1' },
                    ],
                    drChecked: 'd2',
                }),
            'POST /sys/role/datarule': () => ok(null, '保存成功!'),
        });
        renderDrawer();
        await screen.findByRole('tree', { name: '菜单权限' });
        expect(screen.queryByRole('button', { name: '数据规则 角色管理' })).toBeNull();
        fireEvent.click(screen.getByRole('button', { name: '数据规则 用户管理' }));
        const panel = await screen.findByRole('region', { name: '数据规则：用户管理' });
        const d2 = (await within(panel).findByRole('checkbox', { name: '本部门' })) as HTMLInputElement;
        expect(d2.checked).toBe(true);
        expect(api.last('GET /sys/role/datarule/m-user/*')?.path ?? api.calls.at(-1)!.path).toBe('/sys/role/datarule/m-user/r2');
        fireEvent.click(within(panel).getByRole('checkbox', { name: '本人数据' }));
        fireEvent.click(within(panel).getByRole('button', { name: '保存规则' }));
        await waitFor(() => expect(api.to('POST /sys/role/datarule')).toHaveLength(1));
        expect(api.last('POST /sys/role/datarule')!.body).toEqual({ permissionId: 'm-user', roleId: 'r2', dataRuleIds: 'd1,d2' });
        await waitFor(() => expect(toasts()).toContain('保存成功!'));
    });
});

describe('角色管理 授权', () => {
    const roles = [{ id: 'r2', roleName: '工程技术员', roleCode: 'engineer', createTime: '2024-01-01 00:00:00' }];
    const page = () =>
        render(
            <>
                <CrudPage resource={{ ...sysRole, list: RoleList }} />
                <FeedbackHost />
            </>
        );

    it('opens the drawer from the row for a holder of system:role:auth', async () => {
        routes([], { 'GET /sys/role/list': () => ok({ records: roles, total: 1 }, '', 0) });
        grant([...ALL_ROLE_CODES, 'system:role:auth']);
        page();
        await screen.findByText('工程技术员');
        fireEvent.click(screen.getByRole('button', { name: '授权' }));
        expect(await screen.findByRole('dialog', { name: '角色权限配置：工程技术员' })).toBeTruthy();
        await screen.findByRole('tree', { name: '菜单权限' });
    });

    it('has no 授权 without the button code', async () => {
        routes([], { 'GET /sys/role/list': () => ok({ records: roles, total: 1 }, '', 0) });
        grant(ALL_ROLE_CODES);
        page();
        await screen.findByText('工程技术员');
        expect(screen.queryByRole('button', { name: '授权' })).toBeNull();
    });
});

describe('PermissionDataRuleDrawer', () => {
    const rule = { id: 'd1', permissionId: 'm-user', ruleName: '本人数据', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: '#{sys_user_code}', status: '1' };

    it('lists, adds and deletes the rules of a menu', async () => {
        let rows = [rule];
        const api = stubApi({
            'GET /sys/permission/getPermRuleListByPermId': () => ok(rows),
            'POST /sys/permission/addPermissionRule': c => {
                rows = [...rows, { ...(c.body as typeof rule), id: 'd2' }];
                return ok(null, '添加成功！');
            },
            'DELETE /sys/permission/deletePermissionRule': () => {
                rows = rows.filter(r => r.id !== 'd1');
                return ok(null, '删除成功!');
            },
        });
        render(
            <>
                <PermissionDataRuleDrawer permission={{ id: 'm-user', name: '用户管理' }} onClose={() => {}} />
                <FeedbackHost />
            </>
        );
        const table = await screen.findByRole('table', { name: '数据规则列表' });
        expect(await within(table).findByText('本人数据')).toBeTruthy();
        expect(within(table).getByText('等于')).toBeTruthy();
        expect(api.last('GET /sys/permission/getPermRuleListByPermId')!.query.get('permissionId')).toBe('m-user');

        fireEvent.click(screen.getByRole('button', { name: '新增' }));
        const dialog = await screen.findByRole('dialog', { name: '新增' });
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(toasts()).toContain('请输入规则名称'));
        expect(api.to('POST /sys/permission/addPermissionRule')).toHaveLength(0);
        fireEvent.change(within(dialog).getByLabelText(/规则名称/), { target: { value: '本部门' } });
        fireEvent.change(within(dialog).getByLabelText(/规则字段/), { target: { value: 'sysOrgCode' } });
        fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /条件规则/ }));
        fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '右模糊' }));
        fireEvent.change(within(dialog).getByLabelText(/规则值/), { target: { value: '#{sys_org_code}' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('POST /sys/permission/addPermissionRule')).toHaveLength(1));
        expect(api.last('POST /sys/permission/addPermissionRule')!.body).toEqual({
            permissionId: 'm-user',
            ruleName: '本部门',
            ruleColumn: 'sysOrgCode',
            ruleConditions: 'RIGHT_LIKE',
            ruleValue: '#{sys_org_code}',
            status: '1',
        });
        expect(await within(table).findByText('右模糊')).toBeTruthy();
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增' })).toBeNull());

        const row = within(table).getByText('本人数据').closest('tr')!;
        fireEvent.click(within(row as HTMLElement).getByRole('button', { name: '删除' }));
        fireEvent.click(await screen.findByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('DELETE /sys/permission/deletePermissionRule')).toHaveLength(1));
        expect(api.last('DELETE /sys/permission/deletePermissionRule')!.query.get('id')).toBe('d1');
        await waitFor(() => expect(within(table).queryByText('本人数据')).toBeNull());
    });

    it('shows the server refusing a rule', async () => {
        stubApi({
            'GET /sys/permission/getPermRuleListByPermId': () => ok([]),
            'POST /sys/permission/addPermissionRule': () => fail('规则字段 age 不是「用户」的字段'),
        });
        render(
            <>
                <PermissionDataRuleDrawer permission={{ id: 'm-user', name: '用户管理' }} onClose={() => {}} />
                <FeedbackHost />
            </>
        );
        expect(await screen.findByText('暂无数据')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: '新增' }));
        const dialog = await screen.findByRole('dialog', { name: '新增' });
        fireEvent.change(within(dialog).getByLabelText(/规则名称/), { target: { value: '年龄' } });
        fireEvent.change(within(dialog).getByLabelText(/规则字段/), { target: { value: 'age' } });
        fireEvent.change(within(dialog).getByLabelText(/规则值/), { target: { value: '20' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(toasts()).toContain('规则字段 age 不是「用户」的字段'));
        expect(screen.getByRole('dialog', { name: '新增' })).toBeTruthy();
    });
});
