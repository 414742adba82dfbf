import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, grant, ok, stubApi, type Call } from '../../../components/Crud/testing';
import { FeedbackHost, feedback } from '../../../components/Feedback';
import ProcessModelList from './index';

const TYPES = [
    {
        tableName: 'cmis_payment',
        name: '支付管理',
        url: '/cmis/payment',
        fields: [
            { name: 'contractName', label: '合同名称', kind: 'string' },
            { name: 'amount', label: '金额', kind: 'number' },
        ],
    },
    { tableName: 'cmis_design_change', name: '设计变更', fields: [] },
];

const rec = (id: string, name: string, version: number, published: boolean) => ({
    id,
    name,
    tableName: 'cmis_payment',
    businessName: '支付管理',
    titleTemplate: '',
    description: '',
    version,
    published,
    createTime: '2026-11-20 10:00:00',
    updateTime: '2026-11-21 09:30:00',
    updateBy: 'admin',
});

const ROWS = [rec('m1', '支付审批', 0, false), rec('m2', '设计变更审批', 2, true), rec('m3', '合同变更审批', 1, false)];

const page = (c: Call) => {
    const name = c.query.get('name') ?? '';
    const records = ROWS.filter(r => r.name.includes(name));
    return ok({ records, total: records.length, size: 10, current: 1, pages: 1 });
};

const routes = (extra: Record<string, (c: Call) => unknown> = {}) => ({
    'GET /actProcess/listData': page,
    'GET /actProcess/businessTypes': () => ok(TYPES),
    ...extra,
});

const renderList = () =>
    render(
        <>
            <ProcessModelList />
            <FeedbackHost />
        </>
    );

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
});

describe('ProcessModelList', () => {
    it('lists models with their state and searches by name', async () => {
        grant(['act:model:edit'], 'act:model');
        const api = stubApi(routes());
        renderList();
        const table = await screen.findByRole('table', { name: '流程模型' });
        await within(table).findByText('支付审批');
        const row = (name: string) => within(table).getByText(name).closest('tr')!;
        expect(within(row('支付审批')).getByText('未发布')).toBeTruthy();
        expect(within(row('设计变更审批')).getByText('已发布')).toBeTruthy();
        expect(within(row('设计变更审批')).getByText('V2')).toBeTruthy();
        expect(within(row('合同变更审批')).getByText('有未发布修改')).toBeTruthy();
        expect(api.last('GET /actProcess/listData')!.query.get('pageSize')).toBe('10');

        fireEvent.change(screen.getByRole('textbox', { name: '流程名称' }), { target: { value: ' 变更 ' } });
        fireEvent.click(screen.getByRole('button', { name: '查询' }));
        await waitFor(() => expect(within(table).queryByText('支付审批')).toBeNull());
        expect(api.last('GET /actProcess/listData')!.query.get('name')).toBe('变更');
        expect(within(table).getByText('设计变更审批')).toBeTruthy();
    });

    it('hides the change buttons without act:model:edit', async () => {
        grant([], 'act:model');
        stubApi(routes());
        renderList();
        const table = await screen.findByRole('table', { name: '流程模型' });
        await within(table).findByText('支付审批');
        expect(screen.queryByRole('button', { name: '新建' })).toBeNull();
        expect(within(table).queryAllByRole('button', { name: '发布' })).toHaveLength(0);
        expect(within(table).queryAllByRole('button', { name: '删除' })).toHaveLength(0);
        expect(within(table).getAllByRole('button', { name: '查看' })).toHaveLength(3);
    });

    it('creates a model with a title template from the field hints, then opens the designer', async () => {
        grant(['act:model:edit'], 'act:model');
        const api = stubApi(
            routes({
                'POST /actProcess/add': c => ok({ ...rec('new', '支付申请', 0, false), ...(c.body as object) }),
                'GET /actProcess/queryById': () =>
                    ok({
                        ...rec('new', '支付申请', 0, false),
                        tree: [
                            { id: 's', type: 'start', name: '发起人', data: {} },
                            { id: 'e', type: 'end', name: '结束', data: {} },
                        ],
                    }),
                'GET /sys/role/list': () => ok({ records: [] }),
            })
        );
        renderList();
        fireEvent.click(await screen.findByRole('button', { name: '新建' }));
        const dialog = await screen.findByRole('dialog', { name: '新建流程' });
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(within(dialog).getByText('请输入流程名称')).toBeTruthy();
        expect(within(dialog).getByText('请选择业务类型')).toBeTruthy();

        fireEvent.change(within(dialog).getByRole('textbox', { name: '流程名称' }), { target: { value: '支付申请' } });
        fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '业务类型' }));
        fireEvent.click(await screen.findByRole('option', { name: '支付管理' }));
        fireEvent.click(within(dialog).getByRole('button', { name: '合同名称 ${contractName}' }));
        const template = within(dialog).getByRole('textbox', { name: '标题模板' });
        fireEvent.change(template, { target: { value: `${(template as HTMLInputElement).value}支付申请 \${amt}` } });
        expect(within(dialog).getByText('模板中的字段不存在：amt')).toBeTruthy();
        fireEvent.change(template, { target: { value: '${contractName}支付申请 ${amount}' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));

        await waitFor(() => expect(api.to('POST /actProcess/add')).toHaveLength(1));
        expect(api.last('POST /actProcess/add')!.body).toEqual({
            name: '支付申请',
            tableName: 'cmis_payment',
            titleTemplate: '${contractName}支付申请 ${amount}',
            description: '',
        });
        // the new model goes straight into the designer
        expect(await screen.findByRole('group', { name: /发起人/ })).toBeTruthy();
        expect(screen.getByRole('heading', { name: /支付申请/ })).toBeTruthy();
    });

    it("shows the server's message when a publish is refused, and reloads after a good one", async () => {
        grant(['act:model:edit'], 'act:model');
        let refuse = true;
        const api = stubApi(
            routes({
                'POST /actProcess/publish': () => (refuse ? fail('节点「监理审核」未设置审批人') : ok({ version: 2 })),
            })
        );
        renderList();
        const table = await screen.findByRole('table', { name: '流程模型' });
        const row = (await within(table).findByText('合同变更审批')).closest('tr')!;
        // an already published model has nothing to publish
        expect((within(within(table).getByText('设计变更审批').closest('tr')!).getByRole('button', { name: '发布' }) as HTMLButtonElement).disabled).toBe(true);

        fireEvent.click(within(row).getByRole('button', { name: '发布' }));
        const modal = await screen.findByRole('dialog', { name: '「合同变更审批」发布失败' });
        expect(within(modal).getByText('节点「监理审核」未设置审批人')).toBeTruthy();
        expect(api.last('POST /actProcess/publish')!.body).toEqual({ id: 'm3' });

        fireEvent.click(within(modal).getAllByRole('button').at(-1)!);
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

        refuse = false;
        const lists = api.to('GET /actProcess/listData').length;
        fireEvent.click(within(row).getByRole('button', { name: '发布' }));
        expect(await screen.findByText('已发布为版本 V2')).toBeTruthy();
        await waitFor(() => expect(api.to('GET /actProcess/listData').length).toBe(lists + 1));
    });

    it('deletes after a confirm and shows a refusal', async () => {
        grant(['act:model:edit'], 'act:model');
        const api = stubApi(routes({ 'DELETE /actProcess/delete': () => fail('流程有运行中的实例，不能删除') }));
        renderList();
        const table = await screen.findByRole('table', { name: '流程模型' });
        const row = (await within(table).findByText('支付审批')).closest('tr')!;
        fireEvent.click(within(row).getByRole('button', { name: '删除' }));
        const confirm = await screen.findByRole('dialog', { name: '删除流程' });
        fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
        expect(await screen.findByText('流程有运行中的实例，不能删除')).toBeTruthy();
        expect(api.last('DELETE /actProcess/delete')!.query.get('id')).toBe('m1');
    });

    it('lists the versions of a model', async () => {
        grant([], 'act:model');
        stubApi(
            routes({
                'GET /actProcess/versions': () =>
                    ok([
                        { id: 'v1', version: 1, createTime: '2026-11-01 08:00:00', createBy: 'admin' },
                        { id: 'v2', version: 2, createTime: '2026-11-10 08:00:00', createBy: 'lead' },
                    ]),
            })
        );
        renderList();
        const table = await screen.findByRole('table', { name: '流程模型' });
        const row = (await within(table).findByText('设计变更审批')).closest('tr')!;
        fireEvent.click(within(row).getByRole('button', { name: '版本' }));
        const list = await screen.findByRole('table', { name: '版本列表' });
        const cells = within(list).getAllByRole('row').slice(1).map(r => r.textContent);
        expect(cells).toEqual(['V22026-11-10 08:00:00lead', 'V12026-11-01 08:00:00admin']);
    });
});
