import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '../Feedback';
import { fail, ok, stubApi, type Call } from '../Crud/testing';
import { UserPicker } from './UserPicker';
import { clearDepartTree } from './departTree';
import { Host, departTree } from './testing';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDepartTree();
});

const user = (n: number, realname: string, depart = 'd1') => ({ id: `u${n}`, username: `user${n}`, realname, sex: 1, sex_dictText: '男', depart });
const users = [
    user(1, '张三'),
    user(2, '李四'),
    user(3, '王五', 'd2'),
    user(4, '赵六', 'd2'),
    user(5, '钱七'),
    user(6, '孙八'),
    user(7, '李九', 'd3'),
];

/** The picker's page endpoint over the fixture: departId, realname, username like, paged. */
const page = (c: Call) => {
    const q = c.query;
    let rows = users;
    if (q.get('departId')) rows = rows.filter(u => u.depart === q.get('departId'));
    if (q.get('realname')) rows = rows.filter(u => u.realname.includes(q.get('realname')!));
    if (q.get('username')) rows = rows.filter(u => u.username.includes(q.get('username')!));
    const no = Number(q.get('pageNo')), size = Number(q.get('pageSize'));
    return ok({ records: rows.slice((no - 1) * size, no * size), total: rows.length, size, current: no });
};
/** /sys/user/list by value: username or id "a,b," */
const byValue = (c: Call) => {
    for (const k of ['username', 'id'] as const) {
        const want = c.query.get(k);
        if (want) return ok({ records: users.filter(u => want.split(',').includes(u[k])), total: 0 });
    }
    return ok({ records: [], total: 0 });
};
const stub = () =>
    stubApi({
        'GET /sys/sysDepart/queryTreeList': () => ok(departTree),
        'GET /sys/user/queryUserComponentData': page,
        'GET /sys/user/list': byValue,
    });

const field = () => screen.getByRole('textbox', { name: '负责人' }) as HTMLInputElement;
const dialog = () => screen.getByRole('dialog');
const table = () => within(dialog()).getByRole('table', { name: '用户' });
const shownNames = () => within(table()).getAllByRole('row').slice(1).map(r => r.querySelectorAll('td')[2]?.textContent);
const chips = () => within(within(dialog()).getByRole('list', { name: '已选用户' })).queryAllByRole('listitem').map(c => c.textContent);
const confirm = () => fireEvent.click(within(dialog()).getByRole('button', { name: '确定' }));

describe('user picker', () => {
    it('shows the realnames of a username value, asking /sys/user/list for exactly those', async () => {
        const api = stub();
        render(<Host Picker={UserPicker} label="负责人" initial="user2,user1" />);
        await waitFor(() => expect(field().value).toBe('李四,张三'));
        const q = api.last('GET /sys/user/list')!.query;
        expect(q.get('username')).toBe('user2,user1,');
        expect(q.get('pageNo')).toBe('1');
        expect(q.get('pageSize')).toBe('2');
    });

    it('opens on 1200 px with the tree and a page of 5; searches, pages, filters by department', async () => {
        const api = stub();
        render(<Host Picker={UserPicker} label="负责人" multiple />);
        fireEvent.click(screen.getByRole('button', { name: '选择负责人' }));
        await waitFor(() => expect(shownNames()).toEqual(['张三', '李四', '王五', '赵六', '钱七']));
        expect((dialog() as HTMLElement).style.width || getComputedStyle(dialog()).width).toBe('1200px');
        expect(within(dialog()).getByText('1-5 共7条')).toBeTruthy();

        fireEvent.click(within(dialog()).getByRole('button', { name: '下一页' }));
        await waitFor(() => expect(shownNames()).toEqual(['孙八', '李九']));
        expect(api.last('GET /sys/user/queryUserComponentData')!.query.get('pageNo')).toBe('2');

        fireEvent.change(within(dialog()).getByRole('textbox', { name: '用户姓名' }), { target: { value: '李' } });
        fireEvent.click(within(dialog()).getByRole('button', { name: '查询' }));
        await waitFor(() => expect(shownNames()).toEqual(['李四', '李九']));
        const q = api.last('GET /sys/user/queryUserComponentData')!.query;
        expect(q.get('realname')).toBe('李');
        expect(q.get('pageNo')).toBe('1');

        fireEvent.click(within(dialog()).getByRole('button', { name: '质检组' }));
        await waitFor(() => expect(shownNames()).toEqual(['李九']));
        expect(api.last('GET /sys/user/queryUserComponentData')!.query.get('departId')).toBe('d3');
        // a second click on the department shows everyone again
        fireEvent.click(within(dialog()).getByRole('button', { name: '质检组' }));
        await waitFor(() => expect(shownNames()).toEqual(['李四', '李九']));
        expect(api.last('GET /sys/user/queryUserComponentData')!.query.get('departId')).toBeNull();
    });

    it('multi: clicks toggle, chips remove, confirm gives usernames and calls back with id and username', async () => {
        stub();
        const onValue = vi.fn();
        const onSelect = vi.fn();
        render(<Host Picker={UserPicker} label="负责人" multiple initial="user1" onValue={onValue} onSelect={onSelect} />);
        await waitFor(() => expect(field().value).toBe('张三'));
        fireEvent.click(field());
        await waitFor(() => expect(shownNames()).toHaveLength(5));
        expect(chips()).toEqual(['张三']);
        expect((within(dialog()).getByRole('checkbox', { name: '选择 user1 张三' }) as HTMLInputElement).checked).toBe(true);
        fireEvent.click(within(dialog()).getByRole('checkbox', { name: '选择 user3 王五' }));
        fireEvent.click(within(table()).getByText('钱七')); // a row click picks too
        expect(chips()).toEqual(['张三', '王五', '钱七']);
        fireEvent.click(within(table()).getByText('钱七'));
        expect(chips()).toEqual(['张三', '王五']);
        // the chip's delete icon
        const zhang = within(within(dialog()).getByRole('list', { name: '已选用户' })).getAllByRole('listitem')[0];
        fireEvent.click(zhang.querySelector('svg')!);
        expect(chips()).toEqual(['王五']);
        fireEvent.click(within(dialog()).getByRole('checkbox', { name: '选择 user2 李四' }));
        confirm();
        expect(onValue).toHaveBeenLastCalledWith('user3,user2');
        expect(onSelect).toHaveBeenLastCalledWith([
            { id: 'u3', username: 'user3', realname: '王五' },
            { id: 'u2', username: 'user2', realname: '李四' },
        ]);
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(field().value).toBe('王五,李四');
    });

    it('single: a click replaces the choice; valueKey id stores ids', async () => {
        const api = stub();
        const onValue = vi.fn();
        render(<Host Picker={UserPicker} label="负责人" valueKey="id" initial="u4" onValue={onValue} />);
        await waitFor(() => expect(field().value).toBe('赵六'));
        expect(api.last('GET /sys/user/list')!.query.get('id')).toBe('u4,');
        fireEvent.keyDown(field(), { key: ' ' });
        await waitFor(() => expect(shownNames()).toHaveLength(5));
        expect(within(dialog()).getAllByRole('radio')).toHaveLength(5);
        fireEvent.click(within(dialog()).getByRole('radio', { name: '选择 user1 张三' }));
        fireEvent.click(within(dialog()).getByRole('radio', { name: '选择 user2 李四' }));
        expect(chips()).toEqual(['李四']);
        confirm();
        expect(onValue).toHaveBeenLastCalledWith('u2');
        await waitFor(() => expect(field().value).toBe('李四'));
    });

    it('says why when the users cannot be listed, and clears the value with its button', async () => {
        stubApi({
            'GET /sys/sysDepart/queryTreeList': () => ok(departTree),
            'GET /sys/user/queryUserComponentData': () => fail('没有权限，请联系管理员授权', 510),
            'GET /sys/user/list': byValue,
        });
        const onValue = vi.fn();
        render(<Host Picker={UserPicker} label="负责人" initial="user1" onValue={onValue} />);
        await waitFor(() => expect(field().value).toBe('张三'));
        fireEvent.click(field());
        await waitFor(() => expect(within(table()).getByRole('alert').textContent).toBe('没有权限，请联系管理员授权'));
        fireEvent.click(within(dialog()).getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(onValue).not.toHaveBeenCalled();
        fireEvent.click(screen.getByRole('button', { name: '清除负责人' }));
        expect(onValue).toHaveBeenLastCalledWith('');
        expect(field().value).toBe('');
    });
});
