// 代理人 dialog against a stubbed API: an existing record is edited, a new one needs an agent.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../../components/Crud/testing';
import { FeedbackHost, feedback } from '../../components/Feedback';
import { AgentDialog } from './AgentDialog';

afterEach(() => {
    act(() => feedback.reset());
    vi.unstubAllGlobals();
});

const users = { 'GET /sys/user/list': () => ok({ records: [{ id: 'u2', username: 'lisi', realname: '李四' }], total: 1 }) };

describe('AgentDialog', () => {
    it('loads the user\'s agent record and saves changes with its id', async () => {
        const api = stubApi({
            ...users,
            'GET /sys/sysUserAgent/queryByUserName': () =>
                ok({ id: 'a1', userName: 'zhangsan', agentUserName: 'lisi', startTime: '2026-11-01 08:00:00', endTime: '2026-12-01 18:00:00', status: '1' }),
            'PUT /sys/sysUserAgent/edit': () => ok(null, '编辑成功!'),
        });
        const onClose = vi.fn();
        render(
            <>
                <AgentDialog username="zhangsan" onClose={onClose} />
                <FeedbackHost />
            </>
        );
        const dialog = await screen.findByRole('dialog', { name: '用户代理人设置' });
        expect(api.last('GET /sys/sysUserAgent/queryByUserName')!.query.get('userName')).toBe('zhangsan');
        await waitFor(() => expect((within(dialog).getByLabelText('代理开始时间') as HTMLInputElement).value).toMatch(/^2026-11-01T08:00/));
        fireEvent.click(within(dialog).getByLabelText('无效'));
        fireEvent.change(within(dialog).getByLabelText('代理结束时间'), { target: { value: '2026-10-01T00:00:00' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(await within(dialog).findByText('代理结束时间不能早于开始时间')).toBeTruthy();
        expect(api.to('PUT /sys/sysUserAgent/edit')).toHaveLength(0);
        fireEvent.change(within(dialog).getByLabelText('代理结束时间'), { target: { value: '2026-12-31T18:00:00' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('PUT /sys/sysUserAgent/edit')).toHaveLength(1));
        expect(api.last('PUT /sys/sysUserAgent/edit')!.body).toEqual({
            id: 'a1', userName: 'zhangsan', agentUserName: 'lisi', startTime: '2026-11-01 08:00:00', endTime: '2026-12-31 18:00:00', status: '0',
        });
        await waitFor(() => expect(onClose).toHaveBeenCalled());
    });

    it('starts empty for a user without an agent and asks for one before adding', async () => {
        const api = stubApi({
            ...users,
            'GET /sys/sysUserAgent/queryByUserName': () => fail('未找到对应实体'),
            'POST /sys/sysUserAgent/add': () => fail('代理人「lisi」不存在'),
        });
        render(
            <>
                <AgentDialog username="zhangsan" onClose={() => undefined} />
                <FeedbackHost />
            </>
        );
        const dialog = await screen.findByRole('dialog', { name: '用户代理人设置' });
        await waitFor(() => expect(api.to('GET /sys/sysUserAgent/queryByUserName')).toHaveLength(1));
        expect((within(dialog).getByLabelText('有效') as HTMLInputElement).checked).toBe(true);
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(await within(dialog).findByText('请选择代理人!')).toBeTruthy();
        expect(api.to('POST /sys/sysUserAgent/add')).toHaveLength(0);
    });
});
