// 系统日志 against a stubbed API: the two tabs, the filters sent, empty and error states.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, grant, ok, stubApi } from '../../../components/Crud/testing';
import { FeedbackHost, feedback } from '../../../components/Feedback';
import { LogList } from './LogList';

afterEach(() => {
    act(() => feedback.reset());
    vi.unstubAllGlobals();
});

const page = (records: unknown[]) => ok({ records, total: records.length, size: 10, current: 1, pages: 1 });

const LOGIN = { id: 'l1', logType: 1, logContent: '用户名: admin,登录成功[账户密码登录]！', userid: 'u1', username: 'admin', ip: '127.0.0.1', createTime: '2026-11-23 10:00:00' };
const EDIT = {
    id: 'o1', logType: 2, logContent: '角色-编辑', userid: 'u1', username: 'admin', realname: '管理员', ip: '127.0.0.1', costTime: 12,
    operateType: 3, operateType_dictText: '修改', requestType: 'PUT', requestParam: '{"password":"******","roleName":"测试"}', createTime: '2026-11-23 10:01:00',
};

describe('LogList', () => {
    it('shows login logs, then operation logs with their filters', async () => {
        const api = stubApi({ 'GET /sys/log/list': c => page(c.query.get('logType') === '2' ? [EDIT] : [LOGIN]) });
        render(<LogList />);
        expect(await screen.findByText(LOGIN.logContent)).toBeTruthy();
        expect(api.last('GET /sys/log/list')!.query.get('logType')).toBe('1');
        expect(screen.queryByLabelText('操作类型')).toBeNull();

        fireEvent.click(screen.getByRole('tab', { name: '操作日志' }));
        const table = await screen.findByRole('table', { name: '操作日志' });
        expect(await within(table).findByText('角色-编辑')).toBeTruthy();
        expect(within(table).getByText('修改')).toBeTruthy();
        expect(within(table).getByText('admin（管理员）')).toBeTruthy();

        fireEvent.change(screen.getByLabelText('搜索日志'), { target: { value: ' 角色 ' } });
        fireEvent.change(screen.getByLabelText('创建时间起'), { target: { value: '2026-11-01' } });
        fireEvent.change(screen.getByLabelText('创建时间止'), { target: { value: '2026-11-30' } });
        fireEvent.mouseDown(screen.getByLabelText('操作类型'));
        fireEvent.click(await screen.findByRole('option', { name: '修改' }));
        fireEvent.click(screen.getByRole('button', { name: '查询' }));
        await vi.waitFor(() => expect(api.last('GET /sys/log/list')!.query.get('keyWord')).toBe('角色'));
        const q = api.last('GET /sys/log/list')!.query;
        expect(q.get('logType')).toBe('2');
        expect(q.get('operateType')).toBe('3');
        expect(q.get('createTime_begin')).toBe('2026-11-01');
        expect(q.get('createTime_end')).toBe('2026-11-30');
    });

    it('says so when there are no logs or the server refuses', async () => {
        let refuse = false;
        stubApi({ 'GET /sys/log/list': () => (refuse ? fail('无权限') : page([])) });
        render(<LogList />);
        expect(await screen.findByText('暂无日志')).toBeTruthy();
        refuse = true;
        fireEvent.click(screen.getByRole('tab', { name: '操作日志' }));
        expect((await screen.findByRole('alert')).textContent).toBe('无权限');
    });

    it('deletes the ticked lines or clears them all after confirming, for who holds system:log:delete', async () => {
        const api = stubApi({ 'GET /sys/log/list': () => page([LOGIN]), 'DELETE /sys/log/deleteBatch': () => ok(null, '删除成功!') });
        const answer = async (button: '确定' | '取消') => {
            const modal = await screen.findByRole('dialog', { name: '确认操作' });
            fireEvent.click(within(modal).getByRole('button', { name: button }));
        };
        grant([]);
        const first = render(<LogList />);
        await screen.findByText(LOGIN.logContent);
        expect(screen.queryByRole('button', { name: '清空日志' })).toBeNull();
        first.unmount();

        grant(['system:log:delete']);
        render(
            <>
                <LogList />
                <FeedbackHost />
            </>
        );
        await screen.findByText(LOGIN.logContent);
        const batch = screen.getByRole('button', { name: '批量删除' }) as HTMLButtonElement;
        expect(batch.disabled).toBe(true);
        fireEvent.click(within(screen.getByRole('table')).getAllByRole('checkbox')[1]);
        fireEvent.click(batch);
        await answer('取消');
        expect(api.to('DELETE /sys/log/deleteBatch')).toHaveLength(0);
        fireEvent.click(batch);
        await answer('确定');
        await vi.waitFor(() => expect(api.last('DELETE /sys/log/deleteBatch')!.query.get('ids')).toBe('l1'));
        const lists = api.to('GET /sys/log/list').length;
        fireEvent.click(screen.getByRole('button', { name: '清空日志' }));
        await answer('确定');
        await vi.waitFor(() => expect(api.last('DELETE /sys/log/deleteBatch')!.query.get('ids')).toBe('allclear'));
        await vi.waitFor(() => expect(api.to('GET /sys/log/list').length).toBeGreaterThan(lists));
    });
});
