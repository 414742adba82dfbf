// The approval dialog against a stubbed API: what it shows, and the body of each answer — 同意
// sends the version, 驳回 and 退回 need an opinion, 退回 goes to the applicant or a node, 转交 to a
// picked user — and a refusal keeps the dialog open with the server's message.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi, type Call } from '../Crud/testing';
import { feedback, FeedbackHost } from '../Feedback';
import { clearDepartTree } from '../Pickers';
import { ApprovalDialog } from './ApprovalDialog';
import { TODO_CHANGED_EVENT, type Task } from './api';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDepartTree();
});

const TASK: Task = {
    id: 't1', name: '监理审核', procInstId: 'p1', title: '合同变更：增加土方（12000元）', processName: '合同变更审批',
    applyerName: '张工', createTime: '2026-11-24 09:00:00', version: 3,
};

const HISTORY = [
    { id: 'h1', name: '发起人', assignee: 'zhang', assigneeName: '张工', action: 'apply', actionText: '发起申请', comment: '', createTime: '2026-11-24 08:59:00' },
    { id: 'h2', name: '监理审核', assignee: 'li', assigneeName: '李监理', action: 'comment', actionText: '评论', comment: '<b>请补充计算书</b>', createTime: '2026-11-24 09:30:00' },
];

const stub = (answer: (c: Call) => unknown = () => ok(null, '已同意')) =>
    stubApi({
        'GET /actBusiness/record': () => ok({ fields: [{ label: '变更金额', text: '12000' }, { label: '变更原因', text: '地质变化' }] }),
        'GET /actTask/historicFlow/p1': () => ok(HISTORY),
        'GET /actTask/getBackList/p1': () => ok([{ key: 'applicant', name: '张工' }, { key: 'supervise', name: '监理审核' }]),
        'POST /actTask/pass': answer,
        'POST /actTask/reject': answer,
        'POST /actTask/back': answer,
        'POST /actTask/backToTask': answer,
        'POST /actTask/delegate': answer,
        'GET /sys/sysDepart/queryTreeList': () => ok([]),
        'GET /sys/user/queryUserComponentData': () => ok({ records: [{ id: 'u9', username: 'wang', realname: '王总' }], total: 1 }),
        'GET /sys/user/list': () => ok({ records: [{ id: 'u9', username: 'wang', realname: '王总' }], total: 1 }),
    });

const open = () => {
    const onClose = vi.fn();
    const onDone = vi.fn();
    render(
        <>
            <ApprovalDialog task={TASK} onClose={onClose} onDone={onDone} />
            <FeedbackHost />
        </>
    );
    return { onClose, onDone, dialog: screen.getByRole('dialog', { name: TASK.title }) };
};

const opinion = (dialog: HTMLElement, text: string) => fireEvent.change(within(dialog).getByLabelText('审批意见'), { target: { value: text } });

describe('ApprovalDialog', () => {
    it('shows the record and the history, and 同意 sends the opinion with the version seen', async () => {
        const api = stub();
        const changed = vi.fn();
        window.addEventListener(TODO_CHANGED_EVENT, changed);
        const { dialog, onClose, onDone } = open();
        expect(await within(dialog).findByText('地质变化')).toBeTruthy();
        expect(api.last('GET /actBusiness/record')!.query.get('procInstId')).toBe('p1');
        const timeline = await within(dialog).findByRole('list', { name: '审批记录' });
        expect(within(timeline).getByText('发起申请')).toBeTruthy();
        // a comment is text, never markup
        expect(within(timeline).getByText('<b>请补充计算书</b>')).toBeTruthy();
        expect(within(dialog).getByText('当前节点：监理审核')).toBeTruthy();

        opinion(dialog, ' 同意变更 ');
        fireEvent.click(within(dialog).getByRole('button', { name: '同意' }));
        await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
        expect(api.last('POST /actTask/pass')!.body).toEqual({ id: 't1', comment: '同意变更', version: 3 });
        expect(onClose).toHaveBeenCalled();
        expect(changed).toHaveBeenCalled();
        window.removeEventListener(TODO_CHANGED_EVENT, changed);
    });

    it('keeps the dialog open with the server message when the flow moved meanwhile', async () => {
        const api = stub(() => fail('流程已被他人处理，请刷新后重试'));
        const { dialog, onClose, onDone } = open();
        fireEvent.click(within(dialog).getByRole('button', { name: '同意' }));
        expect((await within(dialog).findByRole('alert')).textContent).toContain('流程已被他人处理，请刷新后重试');
        expect(api.to('POST /actTask/pass')).toHaveLength(1);
        expect(onClose).not.toHaveBeenCalled();
        expect(onDone).not.toHaveBeenCalled();
        expect(screen.getByRole('dialog', { name: TASK.title })).toBeTruthy();
    });

    it('驳回 needs an opinion, then sends it', async () => {
        const api = stub(() => ok(null, '已驳回'));
        const { dialog, onDone } = open();
        fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
        expect(await within(dialog).findByText('请填写审批意见')).toBeTruthy();
        expect(api.to('POST /actTask/reject')).toHaveLength(0);
        opinion(dialog, '金额不符');
        fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
        await waitFor(() => expect(onDone).toHaveBeenCalled());
        expect(api.last('POST /actTask/reject')!.body).toEqual({ id: 't1', comment: '金额不符' });
    });

    it('退回 to the applicant goes through /back', async () => {
        const api = stub(() => ok(null, '已退回'));
        const { dialog, onDone } = open();
        opinion(dialog, '请补充资料');
        fireEvent.click(within(dialog).getByRole('button', { name: '退回' }));
        const target = await within(dialog).findByRole('combobox', { name: '退回到' });
        await waitFor(() => expect(target.textContent).toContain('发起人'));
        fireEvent.click(within(dialog).getByRole('button', { name: '确认退回' }));
        await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
        expect(api.last('POST /actTask/back')!.body).toEqual({ id: 't1', comment: '请补充资料' });
        expect(api.to('POST /actTask/backToTask')).toHaveLength(0);
    });

    it('退回 to an earlier node sends its key', async () => {
        const api = stub(() => ok(null, '已退回'));
        const { dialog, onDone } = open();
        fireEvent.click(within(dialog).getByRole('button', { name: '退回' }));
        const target = await within(dialog).findByRole('combobox', { name: '退回到' });
        // the targets loaded: the applicant is chosen first
        await waitFor(() => expect(target.textContent).toContain('发起人'));
        fireEvent.mouseDown(target);
        fireEvent.click(await screen.findByRole('option', { name: '监理审核' }));
        fireEvent.click(within(dialog).getByRole('button', { name: '确认退回' }));
        expect(await within(dialog).findByText('请填写审批意见')).toBeTruthy();
        opinion(dialog, '重新审核');
        fireEvent.click(within(dialog).getByRole('button', { name: '确认退回' }));
        await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
        expect(api.last('POST /actTask/backToTask')!.body).toEqual({ id: 't1', comment: '重新审核', backTaskKey: 'supervise' });
    });

    it('转交 asks for a user, then sends the username', async () => {
        const api = stub(() => ok(null, '已转交'));
        const { dialog, onDone } = open();
        fireEvent.click(within(dialog).getByRole('button', { name: '转交' }));
        fireEvent.click(within(dialog).getByRole('button', { name: '确认转交' }));
        expect(await within(dialog).findByText('请选择转交给谁')).toBeTruthy();
        expect(api.to('POST /actTask/delegate')).toHaveLength(0);

        fireEvent.click(within(dialog).getByRole('button', { name: '选择转交给' }));
        const picker = await screen.findByRole('dialog', { name: '选择转交给' });
        fireEvent.click(await within(picker).findByText('王总'));
        fireEvent.click(within(picker).getByRole('button', { name: '确定' }));
        await waitFor(() => expect((within(dialog).getByRole('textbox', { name: '转交给' }) as HTMLInputElement).value).toBe('王总'));
        fireEvent.click(within(dialog).getByRole('button', { name: '确认转交' }));
        await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
        expect(api.last('POST /actTask/delegate')!.body).toEqual({ id: 't1', comment: '', username: 'wang' });
    });
});
