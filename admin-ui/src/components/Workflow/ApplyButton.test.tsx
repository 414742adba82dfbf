// A business list with the flow (useFlowList over a CrudList) against a stubbed API: one status
// request per page, the row's controls by status, no 编辑 or 删除 in approval, 发起审批 after a confirm,
// and 流程详情 with 撤回 and 评论.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../test/crudDemo/config.gen';
import { CrudList } from '../Crud';
import { clearDictOptions } from '../Crud/dict';
import { ALL_ROLE_CODES, cacheDicts, fail, grant, ok, stubApi } from '../Crud/testing';
import { FeedbackHost, feedback } from '../Feedback';
import { useFlowList } from './ApplyButton';
import { clearFlowStatus } from './flowStatus';

vi.setConfig({ testTimeout: 20_000 });

const row = (id: string, roleName: string) => ({ id, roleName, roleCode: id, sex: '1', status: '1', enabled: 'Y', createTime: '2026-11-20 08:00:00' });
const ROWS = [row('r1', '未申请'), row('r2', '审批中的'), row('r3', '被退回的'), row('r4', '已通过的')];

const running = { procInstId: 'p2', status: 'running', statusText: '审批中', nodeName: '监理审核', canApply: false, canCancel: true };
const STATUS = {
    r2: running,
    r3: { procInstId: 'p3', status: 'returned', statusText: '已退回', nodeName: '', canApply: true, canCancel: false },
    r4: { procInstId: 'p4', status: 'approved', statusText: '已通过', nodeName: '', canApply: false, canCancel: false },
};

const INSTANCE = {
    id: 'p2', processName: '支付审批', title: '支付申请 12000元', tableName: 'demo_role', businessKey: 'r2', applyer: 'me', applyerName: '张工',
    status: 'running', statusText: '审批中', currentNode: '监理审核', assignees: '李监理', createTime: '2026-11-24 09:00:00', version: 1,
    tasks: [{ id: 't2', name: '监理审核', procInstId: 'p2', assignee: 'li', assigneeName: '李监理' }],
};

const List = () => {
    const { rowActions, canEdit, canDelete } = useFlowList('demo_role');
    return <CrudList config={config} rowActions={rowActions} canEdit={canEdit} canDelete={canDelete} />;
};

const renderList = () =>
    render(
        <>
            <List />
            <FeedbackHost />
        </>
    );

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const buttons = (text: string) =>
    within(rowOf(text))
        .queryAllByRole('button')
        .map(b => b.getAttribute('aria-label') || b.textContent);

let status: Record<string, unknown>;
let refuseApply = '';
const stub = () =>
    stubApi({
        'GET /demo/role/list': () => ok({ records: ROWS, total: ROWS.length }, '', 0),
        'GET /actBusiness/status': c => ok(Object.fromEntries(Object.entries(status).filter(([k]) => c.query.get('ids')!.split(',').includes(k)))),
        'POST /actBusiness/apply': () => {
            if (refuseApply) return fail(refuseApply);
            status = { ...status, r1: { ...running, procInstId: 'p1' } };
            return ok({ procInstId: 'p1' }, '已发起审批');
        },
        'GET /actProcessIns/queryById': () => ok(INSTANCE),
        'GET /actBusiness/record': () => ok({ fields: [{ label: '本期支付', text: '12000' }] }),
        'GET /actTask/historicFlow/p2': () => ok([{ id: 'h1', assigneeName: '张工', action: 'apply', actionText: '发起申请', createTime: '2026-11-24 09:00:00' }]),
        'POST /actBusiness/cancel': () => ok(null, '已撤回'),
        'POST /actTask/comment': () => ok(null, '已评论'),
    });

beforeEach(() => {
    cacheDicts();
    grant(ALL_ROLE_CODES);
    status = { ...STATUS };
    refuseApply = '';
});

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
    clearFlowStatus();
});

describe('a business list with the flow', () => {
    it('asks the status of the page once and shows each row its controls', async () => {
        const api = stub();
        renderList();
        await screen.findByText('未申请');
        await waitFor(() => expect(buttons('审批中的')).toContain('流程详情：审批中·监理审核'));
        expect(api.to('GET /actBusiness/status')).toHaveLength(1);
        const q = api.last('GET /actBusiness/status')!.query;
        expect(q.get('tableName')).toBe('demo_role');
        expect(q.get('ids')!.split(',').sort()).toEqual(['r1', 'r2', 'r3', 'r4']);

        expect(buttons('未申请')).toEqual(['编辑', '详情', '删除', '发起审批']);
        // in approval: no 编辑, 删除 or 发起审批
        expect(buttons('审批中的')).toEqual(['详情', '流程详情：审批中·监理审核']);
        expect(buttons('被退回的')).toEqual(['编辑', '详情', '删除', '流程详情：已退回', '发起审批']);
        expect(buttons('已通过的')).toEqual(['详情', '流程详情：已通过']);
    });

    it('发起审批 asks first, then applies and asks the status again', async () => {
        const api = stub();
        renderList();
        await screen.findByText('未申请');
        fireEvent.click(await within(rowOf('未申请')).findByRole('button', { name: '发起审批' }));
        fireEvent.click(within(await screen.findByRole('dialog', { name: '发起审批' })).getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '发起审批' })).toBeNull());
        expect(api.to('POST /actBusiness/apply')).toHaveLength(0);

        fireEvent.click(within(rowOf('未申请')).getByRole('button', { name: '发起审批' }));
        fireEvent.click(within(await screen.findByRole('dialog', { name: '发起审批' })).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('POST /actBusiness/apply')).toHaveLength(1));
        expect(api.last('POST /actBusiness/apply')!.body).toEqual({ tableName: 'demo_role', businessKey: 'r1' });
        await waitFor(() => expect(buttons('未申请')).toContain('流程详情：审批中·监理审核'));
        expect(buttons('未申请')).not.toContain('编辑');
        expect(api.to('GET /actBusiness/status')).toHaveLength(2);
    });

    it('a refused apply shows the server message', async () => {
        const api = stub();
        refuseApply = '该业务未配置审批流程';
        renderList();
        await screen.findByText('未申请');
        fireEvent.click(await within(rowOf('未申请')).findByRole('button', { name: '发起审批' }));
        fireEvent.click(within(await screen.findByRole('dialog', { name: '发起审批' })).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(feedback.getState().toasts.map(t => t.text)).toContain('该业务未配置审批流程'));
        expect(api.to('POST /actBusiness/apply')).toHaveLength(1);
        expect(buttons('未申请')).toContain('发起审批');
    });

    it('the chip opens 流程详情: assignees, history, 评论 and 撤回', async () => {
        const api = stub();
        renderList();
        await screen.findByText('审批中的');
        fireEvent.click(await within(rowOf('审批中的')).findByRole('button', { name: '流程详情：审批中·监理审核' }));
        const dialog = await screen.findByRole('dialog', { name: '支付申请 12000元' });
        expect(await within(dialog).findByText('李监理（监理审核）')).toBeTruthy();
        expect(await within(dialog).findByText('发起申请')).toBeTruthy();
        expect(await within(dialog).findByText('12000')).toBeTruthy();

        fireEvent.click(within(dialog).getByRole('button', { name: '发表评论' }));
        expect(await within(dialog).findByText('请填写评论内容')).toBeTruthy();
        expect(api.to('POST /actTask/comment')).toHaveLength(0);
        fireEvent.change(within(dialog).getByLabelText('评论'), { target: { value: '催一下' } });
        const histories = api.to('GET /actTask/historicFlow/p2').length;
        fireEvent.click(within(dialog).getByRole('button', { name: '发表评论' }));
        await waitFor(() => expect(api.to('GET /actTask/historicFlow/p2').length).toBe(histories + 1));
        expect(api.last('POST /actTask/comment')!.body).toEqual({ procInstId: 'p2', comment: '催一下' });

        const lists = api.to('GET /demo/role/list').length;
        fireEvent.click(await within(dialog).findByRole('button', { name: '撤回' }));
        fireEvent.click(within(await screen.findByRole('dialog', { name: '撤回审批' })).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('POST /actBusiness/cancel')).toHaveLength(1));
        expect(api.last('POST /actBusiness/cancel')!.body).toEqual({ procInstId: 'p2', comment: '' });
        // the list reloads, so its rows' status is asked again
        await waitFor(() => expect(api.to('GET /demo/role/list').length).toBeGreaterThan(lists));
    });
});
