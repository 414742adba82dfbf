import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, fail, stubApi } from '../../../components/Crud/testing';
import MyDepartList, { NOT_SUPERIOR } from './MyDepartList';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.unstubAllGlobals());

const tree = [{ id: 'd2', departName: '工程技术部', orgCode: 'A01A01', children: [{ id: 'd4', departName: '技术一组', orgCode: 'A01A01A01' }] }];
const members: Record<string, unknown[]> = {
    d2: [{ id: 'u1', username: 'engineer', realname: '李工程师', status_dictText: '正常' }],
    d4: [],
};

const names = () =>
    within(screen.getByRole('table', { name: '部门成员' }))
        .getAllByRole('row')
        .slice(1)
        .map(r => r.textContent);

describe('我的部门', () => {
    it('lists the headed departments and the chosen one’s members', async () => {
        const api = stubApi({
            'GET /sys/sysDepart/queryMyDeptTreeList': () => ({ ...ok(tree), message: '2' }),
            'GET /sys/sysDepart/queryMyDeptUsers': c => ok(members[c.query.get('id') ?? ''] ?? []),
        });
        render(<MyDepartList />);
        await waitFor(() => expect(names()).toEqual(['engineer李工程师正常']));
        expect(api.last('GET /sys/sysDepart/queryMyDeptUsers')!.query.get('id')).toBe('d2');
        fireEvent.click(screen.getByRole('button', { name: /技术一组/ }));
        await waitFor(() => expect(names()).toEqual(['暂无数据']));
        expect(screen.getByText('技术一组 的成员')).toBeTruthy();
    });

    it('tells a user who heads no department', async () => {
        const api = stubApi({ 'GET /sys/sysDepart/queryMyDeptTreeList': () => ({ ...ok(null), message: '1' }) });
        render(<MyDepartList />);
        expect(await screen.findByText(NOT_SUPERIOR)).toBeTruthy();
        expect(api.to('GET /sys/sysDepart/queryMyDeptUsers')).toHaveLength(0);
    });

    it('shows a refused member list', async () => {
        stubApi({
            'GET /sys/sysDepart/queryMyDeptTreeList': () => ({ ...ok(tree), message: '2' }),
            'GET /sys/sysDepart/queryMyDeptUsers': () => fail('只能查看您负责的部门'),
        });
        render(<MyDepartList />);
        expect(await screen.findByText('只能查看您负责的部门')).toBeTruthy();
    });
});
