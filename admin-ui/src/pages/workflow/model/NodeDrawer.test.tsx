import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { ok, stubApi } from '../../../components/Crud/testing';
import { ApproverForm, ConditionForm, NodeDrawer } from './NodeDrawer';
import type { ApproverData, BusinessField, ConditionData, FlowNode } from './model';
import type { Roles } from './people';

const ROLES: Roles = { loading: false, list: [{ roleCode: 'jl', roleName: '监理工程师' }, { roleCode: 'yz', roleName: '业主代表' }] };
const FIELDS: BusinessField[] = [
    { name: 'amount', label: '金额', kind: 'number' },
    { name: 'payType', label: '支付类型', kind: 'string', options: [{ value: 'adv', text: '预付款' }, { value: 'prog', text: '进度款' }] },
];

afterEach(() => vi.unstubAllGlobals());

function ApproverHost({ initial, onValue }: { initial: ApproverData; onValue?: (v: ApproverData) => void }) {
    const [v, setV] = useState(initial);
    return (
        <ApproverForm
            value={v}
            roles={ROLES}
            onChange={x => {
                setV(x);
                onValue?.(x);
            }}
        />
    );
}

function ConditionHost({ initial, onValue }: { initial: ConditionData; onValue: (v: ConditionData) => void }) {
    const [v, setV] = useState(initial);
    return (
        <ConditionForm
            value={v}
            fields={FIELDS}
            onChange={x => {
                setV(x);
                onValue(x);
            }}
        />
    );
}

const modeRadios = () => screen.queryAllByRole('radio').filter(r => /审批（/.test(r.closest('label')?.textContent ?? '') || /签（/.test(r.closest('label')?.textContent ?? ''));

describe('ApproverForm', () => {
    it('asks how several people approve only when there are several', async () => {
        stubApi({ 'GET /sys/user/list': () => ok({ records: [{ username: 'zs', realname: '张三' }, { username: 'ls', realname: '李四' }] }) });
        const { unmount } = render(<ApproverHost initial={{ assigneeType: 'user', users: ['zs'], mode: 'single' }} />);
        expect(screen.queryByText('多人审批方式')).toBeNull();
        unmount();

        render(<ApproverHost initial={{ assigneeType: 'user', users: ['zs', 'ls'], mode: 'single' }} />);
        expect(screen.getByText('多人审批方式')).toBeTruthy();
        expect(modeRadios().map(r => (r as HTMLInputElement).value)).toEqual(['sequence', 'all', 'any']);
        // one user → single; two → sequence by default
        expect((screen.getByRole('radio', { name: /^依次审批/ }) as HTMLInputElement).checked).toBe(true);
        await waitFor(() => expect((screen.getByRole('textbox', { name: '审批成员' }) as HTMLInputElement).value).toBe('张三,李四'));
    });

    it('offers 会签 and 或签 for a role, and nothing to choose for the department head', () => {
        const seen: ApproverData[] = [];
        render(<ApproverHost initial={{ assigneeType: 'role', roles: ['jl'], mode: 'any' }} onValue={v => seen.push(v)} />);
        expect(modeRadios().map(r => (r as HTMLInputElement).value)).toEqual(['all', 'any']);
        fireEvent.click(screen.getByRole('radio', { name: /^会签/ }));
        expect(seen.at(-1)).toMatchObject({ mode: 'all' });
        fireEvent.click(screen.getByRole('radio', { name: '发起人部门负责人' }));
        expect(screen.queryByText('多人审批方式')).toBeNull();
        expect(screen.getByText(/所在部门的负责人/)).toBeTruthy();
    });
});

describe('ConditionForm', () => {
    it('adds rules, offers the options of a field with options, removes rules', async () => {
        const seen: ConditionData[] = [];
        render(<ConditionHost initial={{ rules: [] }} onValue={v => seen.push(v)} />);
        expect(screen.getByText(/其他情况/)).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: '添加规则' }));
        expect(seen.at(-1)).toEqual({ rules: [{ field: 'amount', op: 'eq', value: '' }] });
        // a number field takes a typed value
        const value = screen.getByRole('spinbutton', { name: '值' });
        fireEvent.change(value, { target: { value: '5000' } });
        fireEvent.mouseDown(screen.getByRole('combobox', { name: '运算符' }));
        fireEvent.click(await screen.findByRole('option', { name: '大于等于' }));
        expect(seen.at(-1)).toEqual({ rules: [{ field: 'amount', op: 'ge', value: '5000' }] });

        fireEvent.mouseDown(screen.getByRole('combobox', { name: '字段' }));
        fireEvent.click(await screen.findByRole('option', { name: '支付类型' }));
        expect(seen.at(-1)).toEqual({ rules: [{ field: 'payType', op: 'ge', value: '' }] });
        fireEvent.mouseDown(screen.getByRole('combobox', { name: '值' }));
        const options = within(await screen.findByRole('listbox')).getAllByRole('option').map(o => o.textContent);
        expect(options).toEqual(['预付款', '进度款']);
        fireEvent.click(screen.getByRole('option', { name: '进度款' }));
        expect(seen.at(-1)).toEqual({ rules: [{ field: 'payType', op: 'ge', value: 'prog' }] });

        fireEvent.click(screen.getByRole('button', { name: '删除规则1' }));
        expect(seen.at(-1)).toEqual({ rules: [] });
    });
});

describe('NodeDrawer', () => {
    const approver: FlowNode = { id: 'a', type: 'approver', name: '审批人', data: { assigneeType: 'user', users: ['zs'], mode: 'single' } };

    it('hands back the name and the data; a switched assignee type drops the old people', async () => {
        stubApi({ 'GET /sys/user/list': () => ok({ records: [{ username: 'zs', realname: '张三' }] }) });
        const onSave = vi.fn();
        render(<NodeDrawer node={approver} fields={FIELDS} roles={ROLES} onSave={onSave} onClose={vi.fn()} problem="节点「审批人」未设置审批人" />);
        const drawer = screen.getByRole('region', { name: '审批人设置' });
        expect(within(drawer).getByText('节点「审批人」未设置审批人')).toBeTruthy();
        fireEvent.change(within(drawer).getByRole('textbox', { name: '节点名称' }), { target: { value: '  监理审核 ' } });
        fireEvent.click(within(drawer).getByRole('radio', { name: '角色' }));
        fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: '审批角色' }));
        fireEvent.click(await screen.findByRole('option', { name: '业主代表' }));
        fireEvent.click(within(drawer).getByRole('button', { name: '确定' }));
        expect(onSave).toHaveBeenCalledWith({ name: '监理审核', data: { assigneeType: 'role', roles: ['yz'], mode: 'any' } });
    });

    it('keeps the drawer open on a blank name or an unfinished rule', () => {
        const onSave = vi.fn();
        const cond: FlowNode = { id: 'c', type: 'condition', name: '条件1', data: { rules: [{ field: 'amount', op: 'gt', value: '' }] }, children: [] };
        render(<NodeDrawer node={cond} fields={FIELDS} roles={ROLES} onSave={onSave} onClose={vi.fn()} />);
        const drawer = screen.getByRole('region', { name: '条件设置' });
        fireEvent.change(within(drawer).getByRole('textbox', { name: '节点名称' }), { target: { value: ' ' } });
        fireEvent.click(within(drawer).getByRole('button', { name: '确定' }));
        expect(onSave).not.toHaveBeenCalled();
        expect(within(drawer).getByText('请填写节点名称')).toBeTruthy();
        expect(within(drawer).getByText('请填写值')).toBeTruthy();
    });

    it('cc takes users and roles', async () => {
        const onSave = vi.fn();
        render(<NodeDrawer node={{ id: 'c', type: 'cc', name: '抄送人', data: {} }} fields={FIELDS} roles={ROLES} onSave={onSave} onClose={vi.fn()} />);
        const drawer = screen.getByRole('region', { name: '抄送人设置' });
        expect(within(drawer).getByRole('textbox', { name: '抄送成员' })).toBeTruthy();
        fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: '抄送角色' }));
        fireEvent.click(await screen.findByRole('option', { name: '监理工程师' }));
        fireEvent.click(within(drawer).getByRole('button', { name: '确定' }));
        expect(onSave).toHaveBeenCalledWith({ name: '抄送人', data: { users: [], roles: ['jl'] } });
    });
});
