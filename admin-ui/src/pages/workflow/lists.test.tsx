// 已办, 我的申请 and 流程实例 against a stubbed API: what each shows and the filters it sends.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../components/Crud/testing';
import { feedback } from '../../components/Feedback';
import { DoneList } from './DoneList';
import { MyApplyList } from './MyApplyList';
import { ProcessInstanceList } from './ProcessInstanceList';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
    act(() => feedback.reset());
    vi.unstubAllGlobals();
});

const page = (records: unknown[]) => ok({ records, total: records.length, size: 10, current: 1, pages: 1 });
const inst = (id: string, title: string, status: string, statusText: string) => ({
    id, title, status, statusText, processName: '支付审批', applyerName: '张工', currentNode: status === 'running' ? '监理审核' : '', assignees: status === 'running' ? '李监理' : '',
    createTime: '2026-11-24 09:00:00', endTime: status === 'running' ? '' : '2026-11-24 10:00:00',
});

describe('flow lists', () => {
    it('已办 shows the result and the opinion of each task', async () => {
        const api = stubApi({
            'GET /actTask/doneList': () =>
                page([{ id: 't1', procInstId: 'p1', title: '支付申请 12000元', name: '监理审核', status: 'rejected', resultText: '驳回', comment: '金额不符', endTime: '2026-11-24 10:00:00' }]),
        });
        render(<DoneList />);
        const line = (await screen.findByText('支付申请 12000元')).closest('tr')!;
        expect(within(line).getByText('驳回')).toBeTruthy();
        expect(within(line).getByText('金额不符')).toBeTruthy();
        expect(api.last('GET /actTask/doneList')!.query.get('pageNo')).toBe('1');
    });

    it('我的申请 filters by 状态', async () => {
        const api = stubApi({
            'GET /actBusiness/listData': c =>
                page(c.query.get('status') === 'returned' ? [inst('p2', '设计变更：边坡', 'returned', '已退回')] : [inst('p1', '支付申请 12000元', 'running', '审批中')]),
        });
        render(<MyApplyList />);
        const line = (await screen.findByText('支付申请 12000元')).closest('tr')!;
        expect(within(line).getByText('审批中')).toBeTruthy();
        expect(within(line).getByText('李监理')).toBeTruthy();
        fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
        fireEvent.click(await screen.findByRole('option', { name: '已退回' }));
        fireEvent.click(screen.getByRole('button', { name: '查询' }));
        expect(await screen.findByText('设计变更：边坡')).toBeTruthy();
        expect(api.last('GET /actBusiness/listData')!.query.get('status')).toBe('returned');
    });

    it('流程实例 asks for the running ones, then the finished ones', async () => {
        const api = stubApi({
            'GET /actProcessIns/list': c =>
                page(c.query.get('status') === 'finished' ? [inst('p3', '合同变更：增加土方', 'approved', '已通过')] : [inst('p1', '支付申请 12000元', 'running', '审批中')]),
        });
        render(<ProcessInstanceList />);
        expect(await screen.findByText('支付申请 12000元')).toBeTruthy();
        expect(api.last('GET /actProcessIns/list')!.query.get('status')).toBe('running');
        fireEvent.click(screen.getByRole('tab', { name: '已结束' }));
        expect(await screen.findByText('合同变更：增加土方')).toBeTruthy();
        await waitFor(() => expect(api.last('GET /actProcessIns/list')!.query.get('status')).toBe('finished'));
        expect(screen.getByRole('columnheader', { name: '结束时间' })).toBeTruthy();
    });
});
