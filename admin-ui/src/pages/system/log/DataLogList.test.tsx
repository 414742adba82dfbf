// 数据日志 against a stubbed API: filters, 数据比较 of two ticked versions with the changed
// fields marked and labelled from the resource config.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../components/Crud/testing';
import { FeedbackHost, feedback } from '../../../components/Feedback';
import { registerCrud } from '../../../components/Crud';
import type { CrudResource } from '../../../components/Crud';
import { DataLogList } from './DataLogList';

afterEach(() => {
    act(() => feedback.reset());
    vi.unstubAllGlobals();
});

registerCrud({
    config: {
        name: 'logDemo', title: '演示', apiPrefix: '/demo/log', table: 'demo_log', permPrefix: 'demo', component: 'demo/LogDemo',
        fields: [
            { name: 'roleName', label: '角色名称', type: 'string', widget: 'input', form: true },
            { name: 'roleCode', label: '角色编码', type: 'string', widget: 'input', form: true },
        ],
    },
} as unknown as CrudResource);

const V1 = { id: 'v1', dataTable: 'demo_log', dataId: 'r1', dataVersion: 1, dataContent: '{"id":"r1","roleName":"旧名","roleCode":"c1","updateTime":"2026-11-23 10:00:00"}', createBy: 'admin' };
const V2 = { id: 'v2', dataTable: 'demo_log', dataId: 'r1', dataVersion: 2, dataContent: '{"id":"r1","roleName":"新名","roleCode":"c1","updateTime":"2026-11-23 10:05:00"}', createBy: 'admin' };
const page = (records: unknown[]) => ok({ records, total: records.length, size: 10, current: 1, pages: 1 });

const setup = () => {
    const api = stubApi({
        'GET /sys/dataLog/list': () => page([V2, V1]),
        'GET /sys/dataLog/queryCompareList': () => ok([V2, V1]),
    });
    render(
        <>
            <DataLogList />
            <FeedbackHost />
        </>
    );
    return api;
};

describe('DataLogList', () => {
    it('filters by table and id', async () => {
        const api = setup();
        await screen.findAllByText('demo_log');
        fireEvent.change(screen.getByLabelText('表名'), { target: { value: ' sys_role ' } });
        fireEvent.change(screen.getByLabelText('数据ID'), { target: { value: 'r1' } });
        fireEvent.click(screen.getByRole('button', { name: '查询' }));
        await vi.waitFor(() => expect(api.last('GET /sys/dataLog/list')!.query.get('dataTable')).toBe('sys_role'));
        expect(api.last('GET /sys/dataLog/list')!.query.get('dataId')).toBe('r1');
    });

    it('asks for two versions, then compares them field by field', async () => {
        const api = setup();
        await screen.findAllByText('demo_log');
        fireEvent.click(screen.getByRole('button', { name: '数据比较' }));
        expect(await screen.findByText('请选择两条数据')).toBeTruthy();
        expect(api.to('GET /sys/dataLog/queryCompareList')).toHaveLength(0);

        fireEvent.click(screen.getByRole('checkbox', { name: '选择v1' }));
        fireEvent.click(screen.getByRole('checkbox', { name: '选择v2' }));
        fireEvent.click(screen.getByRole('button', { name: '数据比较' }));
        const dialog = await screen.findByRole('dialog', { name: '数据比较' });
        const q = api.last('GET /sys/dataLog/queryCompareList')!.query;
        expect([q.get('dataId1'), q.get('dataId2')].sort()).toEqual(['v1', 'v2']);
        const heads = within(dialog).getAllByRole('columnheader').map(h => h.textContent);
        expect(heads).toEqual(['字段', '版本1', '版本2']);
        const changed = within(dialog).getByText('角色名称').closest('tr')!;
        expect(changed.getAttribute('data-changed')).toBe('true');
        expect(within(changed).getByText('旧名')).toBeTruthy();
        expect(within(changed).getByText('新名')).toBeTruthy();
        expect(within(dialog).getByText('角色编码').closest('tr')!.getAttribute('data-changed')).toBeNull();
        // the shared audit columns get their names too
        expect(within(dialog).getByText('更新时间').closest('tr')!.getAttribute('data-changed')).toBe('true');
        fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
        await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
});
