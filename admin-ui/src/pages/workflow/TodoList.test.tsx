// 我的待办 against a stubbed API: the list, the 标题 filter, the empty states, and 处理 → 同意
// which reloads the list without the handled task.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../../components/Crud/testing';
import { feedback, FeedbackHost } from '../../components/Feedback';
import { TodoList } from './TodoList';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
    act(() => feedback.reset());
    vi.unstubAllGlobals();
});

const TODO = 'GET /actTask/todoList';
const task = (id: string, title: string) => ({
    id, procInstId: `p-${id}`, name: '监理审核', title, processName: '支付审批', applyerName: '张工', createTime: '2026-11-24 09:00:00', version: 2,
});

const renderPage = () =>
    render(
        <>
            <TodoList />
            <FeedbackHost />
        </>
    );

describe('TodoList', () => {
    it('lists the tasks, filters by 标题, and says when nothing waits', async () => {
        const api = stubApi({ [TODO]: c => ok(c.query.get('title') ? [] : [task('t1', '支付申请 12000元'), task('t2', '设计变更：边坡')]) });
        renderPage();
        const table = await screen.findByRole('table', { name: '我的待办' });
        const line = (await within(table).findByText('支付申请 12000元')).closest('tr')!;
        expect(within(line).getAllByText('监理审核').length).toBeGreaterThan(0);
        expect(within(line).getByText('支付审批')).toBeTruthy();
        expect(within(table).getByText('设计变更：边坡')).toBeTruthy();

        fireEvent.change(screen.getByLabelText('标题'), { target: { value: ' 边坡 ' } });
        fireEvent.click(screen.getByRole('button', { name: '查询' }));
        expect(await within(table).findByText('没有符合条件的待办')).toBeTruthy();
        expect(api.last(TODO)!.query.get('title')).toBe('边坡');

        fireEvent.click(screen.getByRole('button', { name: '重置' }));
        expect(await within(table).findByText('支付申请 12000元')).toBeTruthy();
    });

    it('shows 暂无待办 and a failed load', async () => {
        stubApi({ [TODO]: () => ok([]) });
        const first = renderPage();
        expect(await screen.findByText('暂无待办')).toBeTruthy();
        first.unmount();
        stubApi({ [TODO]: () => fail('没有权限') });
        renderPage();
        expect((await screen.findByRole('alert')).textContent).toBe('没有权限');
    });

    it('处理 opens the task; 同意 closes it and the list no longer has it', async () => {
        let open = [task('t1', '支付申请 12000元'), task('t2', '设计变更：边坡')];
        const api = stubApi({
            [TODO]: () => ok(open),
            'GET /actBusiness/record': () => ok({ fields: [] }),
            'GET /actTask/historicFlow/p-t1': () => ok([]),
            'POST /actTask/pass': c => {
                open = open.filter(t => t.id !== (c.body as { id: string }).id);
                return ok(null, '已同意');
            },
        });
        renderPage();
        fireEvent.click(await screen.findByRole('button', { name: '处理支付申请 12000元' }));
        const dialog = await screen.findByRole('dialog', { name: '支付申请 12000元' });
        fireEvent.click(within(dialog).getByRole('button', { name: '同意' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '支付申请 12000元' })).toBeNull());
        expect(api.last('POST /actTask/pass')!.body).toEqual({ id: 't1', comment: '', version: 2 });
        await waitFor(() => expect(screen.queryByText('支付申请 12000元')).toBeNull());
        expect(screen.getByText('设计变更：边坡')).toBeTruthy();
        expect(feedback.getState().toasts.map(t => t.text)).toContain('已同意');
    });
});
