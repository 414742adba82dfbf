import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrudPage, crudResource, registerCrud } from '../../components/Crud';
import { clearDictOptions } from '../../components/Crud/dict';
import { cacheDicts, grant, ok, stubApi, type Call } from '../../components/Crud/testing';
import { FeedbackHost, feedback } from '../../components/Feedback';
import { config as sysPositionConfig } from '../sysPosition/config.gen';
import { config as sysUserConfig } from './config.gen';
import sysUserList from './List';
import sysUserCreate from './Create';
import sysUserEdit from './Edit';
import sysUserShow from './Show';

const sysUser = crudResource({ config: sysUserConfig, list: sysUserList, create: sysUserCreate, edit: sysUserEdit, show: sysUserShow });

// 职务 in the user form: positions picked by name, stored as their codes.

const users = [
    { id: 'u1', username: 'zhangsan', realname: '张三', status: 1, post: 'pm', createTime: '2024-01-01 00:00:00' },
    { id: 'u2', username: 'lisi', realname: '李四', status: 1, post: '', createTime: '2024-01-02 00:00:00' },
];

const positions = [
    { id: 'p1', code: 'pm', name: '项目经理', postRank: '4' },
    { id: 'p2', code: 'eng', name: '技术员', postRank: '2' },
    { id: 'p3', code: 'qa', name: '质检员', postRank: '2' },
];

/** /sys/position/list: by code "a,b," (the stored values) or name *kw*. */
const positionList = (c: Call) => {
    let out = positions;
    const codes = c.query.get('code');
    if (codes) out = out.filter(p => codes.split(',').includes(p.code));
    const name = c.query.get('name');
    if (name) out = out.filter(p => p.name.includes(name.replace(/\*/g, '')));
    return ok({ records: out, total: out.length });
};

const routes = (extra: Record<string, (c: Call) => unknown> = {}) =>
    stubApi({
        'GET /sys/user/list': () => ok({ records: users, total: users.length }),
        'GET /sys/role/queryall': () => ok([]),
        'GET /sys/sysDepart/queryTreeList': () => ok([]),
        'GET /sys/user/queryUserRole': () => ok([]),
        'GET /sys/user/userDepartList': () => ok([]),
        'GET /sys/duplicate/check': () => ok(null, '该值可用！'),
        'GET /sys/position/list': positionList,
        ...extra,
    });

const rowOf = (text: string) => screen.getAllByRole('row').find(r => within(r).queryByText(text))!;
const postShown = () => (screen.getByRole('textbox', { name: /职务/ }) as HTMLInputElement).value;

beforeAll(() => registerCrud({ config: sysPositionConfig }));

beforeEach(() => {
    cacheDicts();
    grant(['user:add', 'user:edit'], 'user');
});

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
});

describe('用户 职务', () => {
    it('shows the names of the stored codes and saves the codes picked', async () => {
        const api = routes({ 'PUT /sys/user/edit': () => ok(null, '编辑成功!') });
        render(
            <>
                <CrudPage resource={sysUser} />
                <FeedbackHost />
            </>
        );
        await screen.findByText('张三');
        fireEvent.click(within(rowOf('张三')).getByRole('button', { name: '编辑' }));
        const dialog = await screen.findByRole('dialog', { name: '编辑' });
        await waitFor(() => expect(postShown()).toBe('项目经理'));

        fireEvent.click(within(dialog).getByRole('button', { name: '选择职务' }));
        const picker = await screen.findByRole('dialog', { name: '选择职务' });
        fireEvent.click(await within(picker).findByText('质检员'));
        fireEvent.click(within(picker).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择职务' })).toBeNull());
        expect(postShown()).toBe('项目经理,质检员');

        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('PUT /sys/user/edit')).toHaveLength(1));
        expect(api.last('PUT /sys/user/edit')!.body).toMatchObject({ id: 'u1', post: 'pm,qa' });
    });

    it('clears the positions on edit with null', async () => {
        const api = routes({ 'PUT /sys/user/edit': () => ok(null, '编辑成功!') });
        render(
            <>
                <CrudPage resource={sysUser} />
                <FeedbackHost />
            </>
        );
        await screen.findByText('张三');
        fireEvent.click(within(rowOf('张三')).getByRole('button', { name: '编辑' }));
        const dialog = await screen.findByRole('dialog', { name: '编辑' });
        await waitFor(() => expect(postShown()).toBe('项目经理'));
        fireEvent.click(within(dialog).getByRole('button', { name: '选择职务' }));
        const picker = await screen.findByRole('dialog', { name: '选择职务' });
        fireEvent.click(within(picker).getByRole('button', { name: '删除 项目经理' }));
        fireEvent.click(within(picker).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(postShown()).toBe(''));
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('PUT /sys/user/edit')).toHaveLength(1));
        expect(api.last('PUT /sys/user/edit')!.body).toMatchObject({ id: 'u1', post: null });
    });
});
