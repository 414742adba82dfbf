import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, grant, ok, stubApi, type Call } from '../../../components/Crud/testing';
import { FeedbackHost, feedback } from '../../../components/Feedback';
import { departTree } from '../../../components/Pickers/testing';
import { RoleMembers } from './RoleMembers';

const members = [
    { id: 'u1', username: 'zhangsan', realname: '张三', status_dictText: '正常' },
    { id: 'u2', username: 'lisi', realname: '李四', status_dictText: '正常' },
];
const others = [{ id: 'u3', username: 'wangwu', realname: '王五' }];

const stub = (extra: Record<string, (c: Call) => unknown> = {}) =>
    stubApi({
        'GET /sys/user/userRoleList': c => {
            const name = c.query.get('username');
            const rows = name ? members.filter(m => m.username.includes(name)) : members;
            return ok({ records: rows, total: rows.length });
        },
        'GET /sys/sysDepart/queryTreeList': () => ok(departTree),
        'GET /sys/user/queryUserComponentData': () => ok({ records: others, total: others.length }),
        ...extra,
    });

const renderPanel = () =>
    render(
        <>
            <RoleMembers roleId="r1" roleName="工程技术员" />
            <FeedbackHost />
        </>
    );

const table = () => screen.getByRole('table', { name: '工程技术员的用户' });
const rowOf = (text: string) => within(table()).getAllByRole('row').find(r => within(r).queryByText(text))!;
const toasts = () => feedback.getState().toasts.map(t => t.text);
const answer = async (button: '确定' | '取消') => {
    const modal = await screen.findByRole('dialog', { name: '确认操作' });
    fireEvent.click(within(modal).getByRole('button', { name: button }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认操作' })).toBeNull());
};

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
});

describe('role members', () => {
    it('lists the role users and searches by account', async () => {
        grant([], 'role');
        const api = stub();
        renderPanel();
        await screen.findByText('张三');
        expect(api.last('GET /sys/user/userRoleList')!.query.get('roleId')).toBe('r1');
        // read only without role:edit
        expect(screen.queryByRole('button', { name: '取消关联' })).toBeNull();
        expect(screen.queryByRole('button', { name: '选择添加已有用户' })).toBeNull();

        fireEvent.change(screen.getByLabelText('用户账号'), { target: { value: 'lisi' } });
        fireEvent.click(screen.getByRole('button', { name: '查询' }));
        await waitFor(() => expect(screen.queryByText('张三')).toBeNull());
        expect(api.last('GET /sys/user/userRoleList')!.query.get('username')).toBe('lisi');
        expect(api.last('GET /sys/user/userRoleList')!.query.get('pageNo')).toBe('1');
    });

    it('adds existing users picked in the user picker', async () => {
        grant(['role:edit'], 'role');
        const api = stub({ 'POST /sys/user/addSysUserRole': () => ok(null, '添加成功!') });
        renderPanel();
        await screen.findByText('张三');
        const loads = api.to('GET /sys/user/userRoleList').length;
        fireEvent.click(screen.getByRole('button', { name: '选择添加已有用户' }));
        const picker = await screen.findByRole('dialog');
        fireEvent.click(await within(picker).findByRole('checkbox', { name: '选择 wangwu 王五' }));
        fireEvent.click(within(picker).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('POST /sys/user/addSysUserRole')).toHaveLength(1));
        expect(api.last('POST /sys/user/addSysUserRole')!.body).toEqual({ roleId: 'r1', userIdList: ['u3'] });
        await waitFor(() => expect(api.to('GET /sys/user/userRoleList').length).toBe(loads + 1));
        expect(toasts()).toContain('添加成功!');
    });

    it('takes one user out after confirming, and the ticked ones in a batch', async () => {
        grant(['role:edit'], 'role');
        const api = stub({
            'DELETE /sys/user/deleteUserRole': () => ok(null, '删除成功!'),
            'DELETE /sys/user/deleteUserRoleBatch': () => fail('不能管理权限高于自己的用户'),
        });
        renderPanel();
        await screen.findByText('张三');
        fireEvent.click(within(rowOf('张三')).getByRole('button', { name: '取消关联' }));
        await answer('取消');
        expect(api.to('DELETE /sys/user/deleteUserRole')).toHaveLength(0);
        fireEvent.click(within(rowOf('张三')).getByRole('button', { name: '取消关联' }));
        await answer('确定');
        await waitFor(() => expect(api.to('DELETE /sys/user/deleteUserRole')).toHaveLength(1));
        const q = api.last('DELETE /sys/user/deleteUserRole')!.query;
        expect([q.get('roleId'), q.get('userId')]).toEqual(['r1', 'u1']);

        const batch = screen.getByRole('button', { name: '批量取消关联' }) as HTMLButtonElement;
        expect(batch.disabled).toBe(true);
        await screen.findByText('李四');
        fireEvent.click(screen.getByRole('checkbox', { name: '选择张三' }));
        fireEvent.click(screen.getByRole('checkbox', { name: '选择李四' }));
        fireEvent.click(batch);
        await answer('确定');
        await waitFor(() => expect(api.to('DELETE /sys/user/deleteUserRoleBatch')).toHaveLength(1));
        expect(api.last('DELETE /sys/user/deleteUserRoleBatch')!.query.get('userIds')).toBe('u1,u2');
        await waitFor(() => expect(toasts()).toContain('不能管理权限高于自己的用户'));
        expect(screen.getByText('已选择 2 项')).toBeTruthy(); // a refusal keeps the selection
    });

    it('shows an empty role and a load error', async () => {
        grant([], 'role');
        stub({ 'GET /sys/user/userRoleList': () => ok({ records: [], total: 0 }) });
        const { unmount } = renderPanel();
        expect(await screen.findByText('暂无数据')).toBeTruthy();
        unmount();
        stub({ 'GET /sys/user/userRoleList': () => fail('没有权限') });
        renderPanel();
        expect((await screen.findByRole('alert')).textContent).toBe('没有权限');
    });
});
