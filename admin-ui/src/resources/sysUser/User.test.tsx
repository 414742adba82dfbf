import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrudPage, crudResource } from '../../components/Crud';
import { clearDictOptions } from '../../components/Crud/dict';
import { cacheDicts, grant, ok, stubApi } from '../../components/Crud/testing';
import { FeedbackHost, feedback } from '../../components/Feedback';
import { config as sysUserConfig } from './config.gen';
import sysUserList from './List';
import sysUserCreate from './Create';
import sysUserEdit from './Edit';
import sysUserShow from './Show';

const sysUser = crudResource({ config: sysUserConfig, list: sysUserList, create: sysUserCreate, edit: sysUserEdit, show: sysUserShow });

const USER_CODES = ['user:add', 'user:edit', 'user:delete', 'user:batch_delete', 'user:export', 'user:import'];

const users = [
    { id: 'u1', username: 'zhangsan', realname: '张三', sex: 1, status: 1, status_dictText: '正常', createTime: '2024-01-01 00:00:00' },
    { id: 'u2', username: 'lisi', realname: '李四', sex: 2, status: 2, status_dictText: '冻结', createTime: '2024-01-02 00:00:00' },
    { id: 'u0', username: 'admin', realname: '管理员', status: 1, status_dictText: '正常', createTime: '2023-01-01 00:00:00' },
];

const roles = [
    { id: 'r1', roleName: '管理员', roleCode: 'admin' },
    { id: 'r2', roleName: '工程技术员', roleCode: 'engineer' },
];

const tree = [
    {
        key: 'd1',
        value: 'd1',
        title: '建设管理局',
        children: [
            { key: 'd2', value: 'd2', title: '工程技术部' },
            { key: 'd3', value: 'd3', title: '质量安全部' },
        ],
    },
];

const routes = (extra: Record<string, (c: any) => unknown> = {}) =>
    stubApi({
        'GET /sys/user/list': () => ok({ records: users, total: users.length }, '', 0),
        'GET /sys/role/queryall': () => ok(roles),
        'GET /sys/sysDepart/queryTreeList': () => ok(tree),
        'GET /sys/duplicate/check': () => ok(null, '该值可用！'),
        ...extra,
    });

const renderPage = () =>
    render(
        <>
            <CrudPage resource={sysUser} />
            <FeedbackHost />
        </>
    );

const rowOf = (text: string) => screen.getAllByRole('row').find(r => within(r).queryByText(text))!;
const type = (scope: HTMLElement, label: RegExp, value: string) =>
    fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
/** Ticks options of a multiple select, then closes its menu. */
const pick = async (label: RegExp, options: string[]) => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
    const listbox = await screen.findByRole('listbox');
    for (const o of options) fireEvent.click(within(listbox).getByRole('option', { name: o }));
    fireEvent.keyDown(listbox, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
};
/** Ticks departments in the department picker (a tick on a ticked one clears it), then 确定. */
const pickDeparts = async (names: string[]) => {
    fireEvent.click(screen.getByRole('button', { name: '选择部门分配' }));
    const picker = await screen.findByRole('dialog', { name: '选择部门分配' });
    for (const n of names) fireEvent.click(await within(picker).findByRole('checkbox', { name: n }));
    fireEvent.click(within(picker).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择部门分配' })).toBeNull());
};
const departsShown = () => (screen.getByRole('textbox', { name: /部门分配/ }) as HTMLInputElement).value;
const sorted = (csv: unknown) => String(csv).split(',').filter(Boolean).sort().join(',');
const toasts = () => feedback.getState().toasts.map(t => t.text);

beforeEach(() => {
    cacheDicts();
    grant(USER_CODES, 'user');
});

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
});

describe('用户管理', () => {
    it('adds a user with a confirmed password, roles and departments', async () => {
        const api = routes({ 'POST /sys/user/add': () => ok(null, '添加成功！') });
        renderPage();
        await screen.findByText('张三');
        fireEvent.click(screen.getByRole('button', { name: '新增' }));
        const dialog = await screen.findByRole('dialog', { name: '新增' });
        // 确认密码 follows 登录密码
        const labels = within(dialog)
            .getAllByLabelText(/登录密码|确认密码|头像/)
            .map(e => e.getAttribute('id'));
        expect(labels).toEqual(['aq-crud-password', 'aq-crud-confirmpassword', 'aq-crud-avatar']);

        type(dialog, /用户账号/, 'wangwu');
        type(dialog, /用户姓名/, '王五');
        type(dialog, /登录密码/, 'abcdefgh');
        expect(await within(dialog).findByText('密码由8位数字、大小写字母组成!')).toBeTruthy();
        type(dialog, /登录密码/, 'abc12345');
        await waitFor(() => expect(within(dialog).queryByText('密码由8位数字、大小写字母组成!')).toBeNull());
        type(dialog, /确认密码/, 'abc1234');
        expect(await within(dialog).findByText('两次输入的密码不一样！')).toBeTruthy();
        type(dialog, /确认密码/, 'abc12345');
        await waitFor(() => expect(within(dialog).queryByText('两次输入的密码不一样！')).toBeNull());
        // changing the password checks the confirmation again
        type(dialog, /登录密码/, 'abc123456');
        expect(await within(dialog).findByText('两次输入的密码不一样！')).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await act(() => new Promise(r => setTimeout(r, 400)));
        expect(api.to('POST /sys/user/add')).toHaveLength(0);
        type(dialog, /确认密码/, 'abc123456');

        await pick(/角色分配/, ['工程技术员', '管理员']);
        await pickDeparts(['工程技术部']);
        expect(screen.getByRole('combobox', { name: /角色分配/ }).textContent).toBe('管理员，工程技术员');
        expect(departsShown()).toBe('工程技术部');

        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('POST /sys/user/add')).toHaveLength(1));
        expect(api.last('POST /sys/user/add')!.body).toEqual({
            username: 'wangwu',
            realname: '王五',
            password: 'abc123456',
            selectedroles: 'r1,r2',
            selecteddeparts: 'd2',
        });
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增' })).toBeNull());
        expect(toasts()).toContain('添加成功！');
    });

    it('asks for the confirmation and sends empty role and department lists', async () => {
        const api = routes({ 'POST /sys/user/add': () => ok(null, '添加成功！') });
        renderPage();
        await screen.findByText('张三');
        fireEvent.click(screen.getByRole('button', { name: '新增' }));
        const dialog = await screen.findByRole('dialog', { name: '新增' });
        type(dialog, /用户账号/, 'wangwu');
        type(dialog, /用户姓名/, '王五');
        type(dialog, /登录密码/, 'abc12345');
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(await within(dialog).findByText('请重新输入登录密码!')).toBeTruthy();
        type(dialog, /确认密码/, 'abc12345');
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('POST /sys/user/add')).toHaveLength(1));
        expect(api.last('POST /sys/user/add')!.body).toMatchObject({ selectedroles: '', selecteddeparts: '' });
        expect(api.last('POST /sys/user/add')!.body).not.toHaveProperty('confirmpassword');
    });

    it('edits a user starting from their roles and departments', async () => {
        const api = routes({
            'GET /sys/user/queryUserRole': () => ok(['r2']),
            'GET /sys/user/userDepartList': () => ok([{ key: 'd2', value: 'd2', title: '工程技术部' }]),
            'PUT /sys/user/edit': () => ok(null, '编辑成功!'),
        });
        renderPage();
        await screen.findByText('张三');
        fireEvent.click(within(rowOf('张三')).getByRole('button', { name: '编辑' }));
        const dialog = await screen.findByRole('dialog', { name: '编辑' });
        await waitFor(() => expect(screen.getByRole('combobox', { name: /角色分配/ }).textContent).toBe('工程技术员'));
        expect(api.last('GET /sys/user/queryUserRole')!.query.get('userid')).toBe('u1');
        expect(api.last('GET /sys/user/userDepartList')!.query.get('userId')).toBe('u1');
        await waitFor(() => expect(departsShown()).toBe('工程技术部'));
        expect(within(dialog).queryByLabelText(/登录密码|确认密码/)).toBeNull();

        await pick(/角色分配/, ['工程技术员', '管理员']); // one off, one on
        await pickDeparts(['工程技术部', '质量安全部', '建设管理局']);
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('PUT /sys/user/edit')).toHaveLength(1));
        expect(api.last('PUT /sys/user/edit')!.body).toMatchObject({
            id: 'u1',
            username: 'zhangsan',
            realname: '张三',
            selectedroles: 'r1',
        });
        expect(sorted((api.last('PUT /sys/user/edit')!.body as Record<string, unknown>).selecteddeparts)).toBe('d1,d3');
        expect(api.last('PUT /sys/user/edit')!.body).not.toHaveProperty('password');
    });

    it('clears the roles and departments with empty lists on edit', async () => {
        const api = routes({
            'GET /sys/user/queryUserRole': () => ok(['r1']),
            'GET /sys/user/userDepartList': () => ok([{ key: 'd3', value: 'd3', title: '质量安全部' }]),
            'PUT /sys/user/edit': () => ok(null, '编辑成功!'),
        });
        renderPage();
        await screen.findByText('张三');
        fireEvent.click(within(rowOf('张三')).getByRole('button', { name: '编辑' }));
        const dialog = await screen.findByRole('dialog', { name: '编辑' });
        await waitFor(() => expect(departsShown()).toBe('质量安全部'));
        await pick(/角色分配/, ['管理员']);
        await pickDeparts(['质量安全部']);
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('PUT /sys/user/edit')).toHaveLength(1));
        expect(api.last('PUT /sys/user/edit')!.body).toMatchObject({ selectedroles: '', selecteddeparts: '' });
    });

    it('does not open the edit form when the roles cannot be read', async () => {
        routes({
            'GET /sys/user/queryUserRole': () => ({ success: false, code: 500, message: '查询角色失败', result: null }),
            'GET /sys/user/userDepartList': () => ok([]),
        });
        renderPage();
        await screen.findByText('张三');
        fireEvent.click(within(rowOf('张三')).getByRole('button', { name: '编辑' }));
        await waitFor(() => expect(toasts()).toContain('查询角色失败'));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑' })).toBeNull());
    });

    it('shows the roles and departments read-only on detail', async () => {
        routes({
            'GET /sys/user/queryUserRole': () => ok(['r1', 'r2']),
            'GET /sys/user/userDepartList': () => ok([{ key: 'd2', value: 'd2', title: '工程技术部' }]),
        });
        renderPage();
        await screen.findByText('张三');
        fireEvent.click(within(rowOf('张三')).getByRole('button', { name: '详情' }));
        await screen.findByRole('dialog', { name: '详情' });
        const roleBox = await screen.findByRole('combobox', { name: /角色分配/ });
        await waitFor(() => expect(roleBox.textContent).toBe('管理员，工程技术员'));
        expect(roleBox.getAttribute('aria-disabled')).toBe('true');
    });

    it('has no 冻结 / 解冻 without user:frozen', async () => {
        routes();
        renderPage();
        await screen.findByText('张三');
        // without the button code there is no 冻结 / 解冻
        expect(screen.queryByRole('button', { name: '冻结' })).toBeNull();
        expect(screen.queryByRole('button', { name: '解冻' })).toBeNull();
    });

    describe('with user:frozen', () => {
        beforeEach(() => grant([...USER_CODES, 'user:frozen'], 'user'));

        it('freezes a normal user and unfreezes a frozen one after confirming, then reloads', async () => {
            const api = routes({ 'PUT /sys/user/frozenBatch': () => ok(null, '冻结/解冻成功') });
            renderPage();
            await screen.findByText('张三');
            expect(within(rowOf('李四')).queryByRole('button', { name: '冻结' })).toBeNull();
            const lists = api.to('GET /sys/user/list').length;

            fireEvent.click(within(rowOf('张三')).getByRole('button', { name: '冻结' }));
            let confirm = await screen.findByRole('dialog');
            expect(within(confirm).getByText('确定冻结吗?')).toBeTruthy();
            fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(api.to('PUT /sys/user/frozenBatch')).toHaveLength(0);

            fireEvent.click(within(rowOf('张三')).getByRole('button', { name: '冻结' }));
            fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
            await waitFor(() => expect(api.to('PUT /sys/user/frozenBatch')).toHaveLength(1));
            expect(api.last('PUT /sys/user/frozenBatch')!.body).toEqual({ ids: 'u1', status: '2' });
            await waitFor(() => expect(api.to('GET /sys/user/list').length).toBe(lists + 1));
            expect(toasts()).toContain('冻结/解冻成功');

            fireEvent.click(within(rowOf('李四')).getByRole('button', { name: '解冻' }));
            confirm = await screen.findByRole('dialog');
            expect(within(confirm).getByText('确定解冻吗?')).toBeTruthy();
            fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
            await waitFor(() => expect(api.to('PUT /sys/user/frozenBatch')).toHaveLength(2));
            expect(api.last('PUT /sys/user/frozenBatch')!.body).toEqual({ ids: 'u2', status: '1' });
        });

        it('refuses to freeze admin', async () => {
            const api = routes({});
            renderPage();
            await screen.findByText('管理员');
            fireEvent.click(within(rowOf('管理员')).getByRole('button', { name: '冻结' }));
            await waitFor(() => expect(toasts()).toContain('管理员账号不允许此操作！'));
            expect(screen.queryByRole('dialog')).toBeNull();
            expect(api.to('PUT /sys/user/frozenBatch')).toHaveLength(0);
        });
    });
});
