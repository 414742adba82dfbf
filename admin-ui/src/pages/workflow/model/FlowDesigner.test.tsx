// The designer against a stubbed fetch: react-flow-builder really renders (React 19, jsdom).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi, type Call } from '../../../components/Crud/testing';
import { FeedbackHost, feedback } from '../../../components/Feedback';
import { FlowDesigner } from './FlowDesigner';
import type { BusinessType, FlowNode } from './model';

const TYPES: BusinessType[] = [
    {
        tableName: 'cmis_payment',
        name: '支付管理',
        fields: [
            { name: 'amount', label: '金额', kind: 'number' },
            { name: 'payType', label: '支付类型', kind: 'string', options: [{ value: 'adv', text: '预付款' }] },
        ],
    },
];

const model = (tree: FlowNode[]) => ({
    id: 'm1',
    name: '支付审批',
    tableName: 'cmis_payment',
    businessName: '支付管理',
    titleTemplate: '${contractName}支付申请',
    description: '',
    version: 1,
    published: true,
    tree,
});

const START: FlowNode = { id: 's', type: 'start', name: '发起人', data: {} };
const END: FlowNode = { id: 'e', type: 'end', name: '结束', data: {} };

const routes = (tree: FlowNode[], extra: Record<string, (c: Call) => unknown> = {}) => ({
    'GET /actProcess/queryById': () => ok(model(tree)),
    'GET /sys/role/list': () => ok({ records: [{ roleCode: 'jl', roleName: '监理工程师' }, { roleCode: 'yz', roleName: '业主代表' }], total: 2 }),
    'GET /sys/user/list': () => ok({ records: [], total: 0 }),
    'PUT /actProcess/edit': () => ok(null),
    'POST /actProcess/publish': () => ok({ version: 2 }),
    ...extra,
});

const renderDesigner = (onClose = vi.fn()) => {
    render(
        <>
            <FlowDesigner modelId="m1" businessTypes={TYPES} onClose={onClose} />
            <FeedbackHost />
        </>
    );
    return onClose;
};

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
});

const pickRole = async (label: string, role: string) => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
    fireEvent.click(await screen.findByRole('option', { name: role }));
};

describe('FlowDesigner', () => {
    it('adds an approver, sets a role and saves the tree the server stores', async () => {
        const api = stubApi(routes([START, END]));
        renderDesigner();
        await screen.findByRole('group', { name: /发起人/ });

        fireEvent.click(screen.getAllByRole('button', { name: '添加节点' })[0]);
        fireEvent.click(await screen.findByRole('menuitem', { name: '审批人' }));
        const card = await screen.findByRole('button', { name: '审批人：未设置审批人' });
        expect(within(card).getByText('未设置审批人')).toBeTruthy();

        fireEvent.click(card);
        const drawer = await screen.findByRole('region', { name: '审批人设置' });
        fireEvent.click(within(drawer).getByRole('radio', { name: '角色' }));
        await pickRole('审批角色', '监理工程师');
        fireEvent.click(within(drawer).getByRole('radio', { name: /^会签/ }));
        fireEvent.click(within(drawer).getByRole('button', { name: '确定' }));

        await screen.findByRole('button', { name: '审批人：角色：监理工程师 · 会签' });
        expect(screen.getByText('未保存')).toBeTruthy();

        fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
        await waitFor(() => expect(api.to('PUT /actProcess/edit')).toHaveLength(1));
        const body = api.last('PUT /actProcess/edit')!.body as { id: string; name: string; tree: FlowNode[] };
        expect(body).toMatchObject({ id: 'm1', name: '支付审批', titleTemplate: '${contractName}支付申请' });
        expect(body.tree).toHaveLength(3);
        expect(body.tree[0]).toEqual(START);
        expect(body.tree[2]).toEqual(END);
        const { id, ...added } = body.tree[1];
        expect(id).toMatch(/^approver/);
        // Nothing of the builder's own bookkeeping (path, configuring…) goes to the server.
        expect(added).toEqual({ type: 'approver', name: '审批人', data: { assigneeType: 'role', roles: ['jl'], mode: 'all' } });
        expect(await screen.findByText('草稿已保存')).toBeTruthy();
    });

    it('adds a branch with two named conditions and edits a condition rule', async () => {
        const api = stubApi(routes([START, { id: 'a', type: 'approver', name: '审批', data: { assigneeType: 'applicant', mode: 'single' } }, END]));
        renderDesigner();
        await screen.findByRole('button', { name: /审批：发起人自己/ });
        fireEvent.click(screen.getAllByRole('button', { name: '添加节点' })[0]);
        fireEvent.click(await screen.findByRole('menuitem', { name: '条件分支' }));
        const c1 = await screen.findByRole('button', { name: '条件1：请设置条件' });
        expect(screen.getByRole('button', { name: '条件2：其他情况' })).toBeTruthy();

        fireEvent.click(c1);
        const drawer = await screen.findByRole('region', { name: '条件设置' });
        fireEvent.click(within(drawer).getByRole('button', { name: '添加规则' }));
        fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: '字段' }));
        fireEvent.click(await screen.findByRole('option', { name: '支付类型' }));
        fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: '值' }));
        fireEvent.click(await screen.findByRole('option', { name: '预付款' }));
        fireEvent.click(within(drawer).getByRole('button', { name: '确定' }));
        await screen.findByRole('button', { name: '条件1：支付类型 等于 预付款' });

        fireEvent.click(screen.getByRole('button', { name: '发布' }));
        await waitFor(() => expect(api.to('POST /actProcess/publish')).toHaveLength(1));
        const tree = (api.last('PUT /actProcess/edit')!.body as { tree: FlowNode[] }).tree;
        expect(tree[1].type).toBe('branch');
        expect(tree[1].children!.map(c => [c.name, c.data])).toEqual([
            ['条件1', { rules: [{ field: 'payType', op: 'eq', value: 'adv' }] }],
            ['条件2', { rules: [] }],
        ]);
        expect(await screen.findByText('已发布为版本 V2')).toBeTruthy();
    });

    it('does not publish a branch with one condition and marks it', async () => {
        const lone: FlowNode = {
            id: 'b',
            type: 'branch',
            name: '条件分支',
            data: {},
            children: [{ id: 'c', type: 'condition', name: '条件1', data: { rules: [] }, children: [] }],
        };
        const api = stubApi(routes([START, lone, { id: 'a', type: 'approver', name: '审批', data: { assigneeType: 'applicant', mode: 'single' } }, END]));
        renderDesigner();
        const card = await screen.findByRole('button', { name: '条件1：其他情况' });
        fireEvent.click(screen.getByRole('button', { name: '发布' }));
        await waitFor(() => expect(card.getAttribute('aria-invalid')).toBe('true'));
        expect(within(card).getByText('条件分支至少需要两个条件')).toBeTruthy();
        expect(api.to('POST /actProcess/publish')).toHaveLength(0);
        // Nothing changed, so nothing was saved either.
        expect(api.to('PUT /actProcess/edit')).toHaveLength(0);

        // A new condition goes before 其他情况, which stays last.
        fireEvent.click(screen.getByRole('button', { name: '添加条件' }));
        await screen.findByRole('button', { name: '条件2：请设置条件' });
        const order = screen.getAllByRole('button', { name: /^条件\d：/ }).map(b => b.getAttribute('aria-label'));
        expect(order).toEqual(['条件2：请设置条件', '条件1：其他情况']);
    });

    it("shows the server's refusal of a publish", async () => {
        const api = stubApi(
            routes([START, { id: 'a', type: 'approver', name: '审批', data: { assigneeType: 'applicant', mode: 'single' } }, END], {
                'POST /actProcess/publish': () => fail('节点「审批」的审批人无效'),
            })
        );
        renderDesigner();
        await screen.findByRole('button', { name: /审批：发起人自己/ });
        fireEvent.click(screen.getByRole('button', { name: '发布' }));
        await waitFor(() => expect(api.to('POST /actProcess/publish')).toHaveLength(1));
        // in the designer's bar (it stays) as well as in the toast
        const shown = await screen.findAllByText('节点「审批」的审批人无效');
        expect(shown.some(e => e.closest('.MuiAlert-standardError'))).toBe(true);
    });

    it('asks before closing with unsaved changes', async () => {
        stubApi(routes([START, END]));
        const onClose = renderDesigner();
        await screen.findByRole('group', { name: /发起人/ });
        fireEvent.click(screen.getAllByRole('button', { name: '添加节点' })[0]);
        fireEvent.click(await screen.findByRole('menuitem', { name: '抄送人' }));
        await screen.findByRole('button', { name: '抄送人：未设置抄送人' });

        fireEvent.click(screen.getByRole('button', { name: '关闭' }));
        const confirm = await screen.findByRole('dialog', { name: '关闭设计器' });
        fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '关闭设计器' })).toBeNull());
        expect(onClose).not.toHaveBeenCalled();

        fireEvent.click(screen.getByRole('button', { name: '关闭' }));
        fireEvent.click(within(await screen.findByRole('dialog', { name: '关闭设计器' })).getByRole('button', { name: '放弃修改' }));
        await waitFor(() => expect(onClose).toHaveBeenCalledWith(false));
    });

    it('removes a card with its button', async () => {
        stubApi(routes([START, { id: 'a', type: 'approver', name: '审批', data: { assigneeType: 'applicant', mode: 'single' } }, END]));
        renderDesigner();
        await screen.findByRole('button', { name: /审批：发起人自己/ });
        fireEvent.click(screen.getByRole('button', { name: '删除审批' }));
        await waitFor(() => expect(screen.queryByRole('button', { name: /审批：发起人自己/ })).toBeNull());
        expect(screen.getByText('未保存')).toBeTruthy();
    });
});
