import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrudPage, crudResource } from '../../components/Crud';
import { clearDictOptions } from '../../components/Crud/dict';
import { cacheDicts, grant, ok, fail, stubApi } from '../../components/Crud/testing';
import { FeedbackHost, feedback } from '../../components/Feedback';
import { config as sysUserConfig } from './config.gen';
import sysUserList from './List';
import sysUserCreate from './Create';
import sysUserEdit from './Edit';
import sysUserShow from './Show';

const sysUser = crudResource({ config: sysUserConfig, list: sysUserList, create: sysUserCreate, edit: sysUserEdit, show: sysUserShow });

const USER_CODES = ['user:add', 'user:edit', 'user:delete', 'user:batch_delete', 'user:export', 'user:import'];

const users = [
    { id: 'u1', username: 'zhangsan', realname: '张三', status: 1, status_dictText: '正常', createTime: '2024-01-01 00:00:00' },
    { id: 'u0', username: 'admin', realname: '管理员', status: 1, status_dictText: '正常', createTime: '2023-01-01 00:00:00' },
];
const deleted = [
    { id: 'u8', username: 'wangwu', realname: '王五', orgCodeTxt: '工程部' },
    { id: 'u9', username: 'zhaoliu', realname: '赵六', orgCodeTxt: '' },
];

const routes = (extra: Record<string, (c: any) => unknown> = {}) =>
    stubApi({
        'GET /sys/user/list': () => ok({ records: users, total: users.length }, '', 0),
        'GET /sys/user/recycleBin': () => ok(deleted), // a plain array, as JeecgBoot 2.4 reads it
        ...extra,
    });

const renderPage = () =>
    render(
        <>
            <CrudPage resource={sysUser} />
            <FeedbackHost />
        </>
    );

const rowOf = (scope: HTMLElement, text: string) => within(scope).getAllByRole('row').find(r => within(r).queryByText(text))!;
const toasts = () => feedback.getState().toasts.map(t => t.text);
const type = (scope: HTMLElement, label: RegExp, value: string) => fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const answer = async (title: string, button: '确定' | '取消') => {
    const modal = await screen.findByRole('dialog', { name: title });
    fireEvent.click(within(modal).getByRole('button', { name: button }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
};

beforeEach(() => cacheDicts());

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
});

describe('用户管理: 密码', () => {
    it('has no 密码 or 回收站 without their button codes', async () => {
        grant(['user:add'], 'user');
        routes();
        renderPage();
        await screen.findByText('张三');
        expect(screen.queryByRole('button', { name: '密码' })).toBeNull();
        expect(screen.queryByRole('button', { name: '回收站' })).toBeNull();
    });

    it('checks the new password and its confirmation, then resets it', async () => {
        grant([...USER_CODES, 'user:changepwd'], 'user');
        const api = routes({ 'PUT /sys/user/changePassword': () => ok(null, '密码修改成功!') });
        renderPage();
        const table = await screen.findByRole('table');
        await screen.findByText('张三');
        fireEvent.click(within(rowOf(table, '张三')).getByRole('button', { name: '密码' }));
        const dialog = await screen.findByRole('dialog', { name: '重新设置密码' });
        expect((within(dialog).getByLabelText('用户账号') as HTMLInputElement).value).toBe('zhangsan');

        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(await within(dialog).findByText('请输入新密码!')).toBeTruthy();
        expect(within(dialog).getByText('请确认新密码!')).toBeTruthy();
        type(dialog, /新密码/, 'abcdefgh');
        type(dialog, /确认密码/, 'abcdefgh');
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(await within(dialog).findByText('密码由8位数字、大小写字母组成!')).toBeTruthy();
        type(dialog, /新密码/, 'Abc12345');
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(await within(dialog).findByText('两次输入的密码不一样！')).toBeTruthy();
        expect(api.to('PUT /sys/user/changePassword')).toHaveLength(0);

        type(dialog, /确认密码/, 'Abc12345');
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('PUT /sys/user/changePassword')).toHaveLength(1));
        expect(api.last('PUT /sys/user/changePassword')!.body).toEqual({ username: 'zhangsan', password: 'Abc12345', confirmpassword: 'Abc12345' });
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '重新设置密码' })).toBeNull());
        expect(toasts()).toContain('密码修改成功!');
    });

    it('keeps the dialog open with the server refusal', async () => {
        grant([...USER_CODES, 'user:changepwd'], 'user');
        routes({ 'PUT /sys/user/changePassword': () => fail('不能管理权限高于自己的用户') });
        renderPage();
        const table = await screen.findByRole('table');
        await screen.findByText('管理员');
        fireEvent.click(within(rowOf(table, '管理员')).getByRole('button', { name: '密码' }));
        const dialog = await screen.findByRole('dialog', { name: '重新设置密码' });
        type(dialog, /新密码/, 'Abc12345');
        type(dialog, /确认密码/, 'Abc12345');
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(toasts()).toContain('不能管理权限高于自己的用户'));
        expect(screen.getByRole('dialog', { name: '重新设置密码' })).toBeTruthy();
    });
});

describe('用户管理: 回收站', () => {
    beforeEach(() => grant(USER_CODES, 'user'));

    it('restores a deleted user after confirming and reloads the user list', async () => {
        const api = routes({ 'PUT /sys/user/putRecycleBin': () => ok(null, '还原成功') });
        renderPage();
        await screen.findByText('张三');
        fireEvent.click(screen.getByRole('button', { name: '回收站' }));
        const bin = await screen.findByRole('dialog', { name: '用户回收站' });
        await within(bin).findByText('王五');
        const lists = api.to('GET /sys/user/list').length;
        const bins = api.to('GET /sys/user/recycleBin').length;

        fireEvent.click(within(rowOf(bin, '王五')).getByRole('button', { name: '还原' }));
        await answer('恢复用户', '取消');
        expect(api.to('PUT /sys/user/putRecycleBin')).toHaveLength(0);

        fireEvent.click(within(rowOf(bin, '王五')).getByRole('button', { name: '还原' }));
        expect(await screen.findByText('您确定要恢复这 1 个用户吗？')).toBeTruthy();
        await answer('恢复用户', '确定');
        await waitFor(() => expect(api.to('PUT /sys/user/putRecycleBin')).toHaveLength(1));
        expect(api.last('PUT /sys/user/putRecycleBin')!.body).toEqual({ userIds: 'u8' });
        await waitFor(() => expect(api.to('GET /sys/user/recycleBin').length).toBe(bins + 1));
        await waitFor(() => expect(api.to('GET /sys/user/list').length).toBeGreaterThan(lists));
        expect(toasts()).toContain('还原成功');
    });

    it('removes ticked users for good, and needs a selection for batch buttons', async () => {
        const api = routes({ 'DELETE /sys/user/deleteRecycleBin': () => ok(null, '删除成功!') });
        renderPage();
        await screen.findByText('张三');
        fireEvent.click(screen.getByRole('button', { name: '回收站' }));
        const bin = await screen.findByRole('dialog', { name: '用户回收站' });
        await within(bin).findByText('赵六');
        const batch = within(bin).getByRole('button', { name: '批量彻底删除' }) as HTMLButtonElement;
        expect(batch.disabled).toBe(true);
        fireEvent.click(within(bin).getByRole('checkbox', { name: '全选' }));
        expect(within(bin).getByText('已选择 2 项')).toBeTruthy();
        fireEvent.click(batch);
        expect(await screen.findByText(/您确定要彻底删除这 2 个用户吗？/)).toBeTruthy();
        await answer('彻底删除用户', '确定');
        await waitFor(() => expect(api.to('DELETE /sys/user/deleteRecycleBin')).toHaveLength(1));
        expect(api.last('DELETE /sys/user/deleteRecycleBin')!.query.get('userIds')).toBe('u8,u9');
        expect(toasts()).toContain('删除成功!');
        await waitFor(() => expect(within(bin).queryByText('已选择 2 项')).toBeNull());
    });

    it('pages the plain array of deleted users itself', async () => {
        const many = Array.from({ length: 12 }, (_, i) => ({ id: `d${i}`, username: `gone${i}`, realname: `离职${i}号` }));
        routes({ 'GET /sys/user/recycleBin': () => ok(many) });
        renderPage();
        await screen.findByText('张三');
        fireEvent.click(screen.getByRole('button', { name: '回收站' }));
        const bin = await screen.findByRole('dialog', { name: '用户回收站' });
        await within(bin).findByText('离职0号');
        expect(within(bin).queryByText('离职10号')).toBeNull();
        expect(within(bin).getByText('1-10 共12条')).toBeTruthy();
        fireEvent.click(within(bin).getByRole('button', { name: /next page|下一页/i }));
        await within(bin).findByText('离职10号');
        expect(within(bin).queryByText('离职0号')).toBeNull();
    });

    it('says when the bin is empty or cannot be read', async () => {
        routes({ 'GET /sys/user/recycleBin': () => ok([]) });
        renderPage();
        await screen.findByText('张三');
        fireEvent.click(screen.getByRole('button', { name: '回收站' }));
        const bin = await screen.findByRole('dialog', { name: '用户回收站' });
        expect(await within(bin).findByText('回收站是空的')).toBeTruthy();
        fireEvent.click(within(bin).getByRole('button', { name: '关闭' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '用户回收站' })).toBeNull());

        routes({ 'GET /sys/user/recycleBin': () => fail('没有权限') });
        fireEvent.click(screen.getByRole('button', { name: '回收站' }));
        const again = await screen.findByRole('dialog', { name: '用户回收站' });
        expect((await within(again).findByRole('alert')).textContent).toBe('没有权限');
    });
});
