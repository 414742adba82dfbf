import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../../../components/Crud/testing';
import { clearDepartTree } from '../../../components/Pickers';
import { AddressList } from './AddressList';

const tree = [
    { key: 'a', id: 'a', title: '建管局', orgCode: 'A01', children: [{ key: 'd1', id: 'd1', title: '工程部', orgCode: 'A01A01' }] },
];
const people = [
    { id: 'u1', username: 'zhangsan', realname: '张三', departName: '工程部', post: '工程师', phone: '13900000001' },
    { id: 'u2', username: 'lisi', realname: '李四', departName: '建管局', post: '', phone: '' },
];

afterEach(() => {
    vi.unstubAllGlobals();
    clearDepartTree();
});

describe('通讯录', () => {
    it('lists everyone, then the users of the chosen department subtree', async () => {
        const api = stubApi({
            'GET /sys/sysDepart/queryTreeList': () => ok(tree),
            'GET /sys/user/queryByOrgCodeForAddressList': c => ok({ records: c.query.get('orgCode') === 'A01A01' ? people.slice(0, 1) : people, total: 2 }),
        });
        render(<AddressList />);
        const table = await screen.findByRole('table', { name: '通讯录' });
        await within(table).findByText('李四');
        expect(within(table).getByText('13900000001')).toBeTruthy();
        expect(within(table).getByText('工程师')).toBeTruthy();
        expect(api.last('GET /sys/user/queryByOrgCodeForAddressList')!.query.get('orgCode')).toBeFalsy();

        fireEvent.click(await screen.findByRole('button', { name: '工程部' }));
        await waitFor(() => expect(within(table).queryByText('李四')).toBeNull());
        expect(api.last('GET /sys/user/queryByOrgCodeForAddressList')!.query.get('orgCode')).toBe('A01A01');

        fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张' } });
        fireEvent.click(screen.getByRole('button', { name: '查询' }));
        await waitFor(() => expect(api.last('GET /sys/user/queryByOrgCodeForAddressList')!.query.get('realname')).toBe('张'));
    });

    it('says when a department has nobody or the list fails', async () => {
        stubApi({
            'GET /sys/sysDepart/queryTreeList': () => ok(tree),
            'GET /sys/user/queryByOrgCodeForAddressList': c =>
                c.query.get('orgCode') ? fail('查询失败') : ok({ records: [], total: 0 }),
        });
        render(<AddressList />);
        expect(await screen.findByText('该部门下暂无人员')).toBeTruthy();
        fireEvent.click(await screen.findByRole('button', { name: '建管局' }));
        expect((await screen.findByRole('alert')).textContent).toBe('查询失败');
    });
});
