import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordDialog } from '.';
import { feedback } from '../Feedback';

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
});

const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PasswordDialog', () => {
    it('shows the required messages', async () => {
        render(<PasswordDialog open username="admin" onClose={() => {}} onChanged={() => {}} />);
        fireEvent.click(screen.getByRole('button', { name: '确定' }));
        expect(await screen.findByText('请输入旧密码!')).toBeTruthy();
        expect(screen.getByText('请输入新密码!')).toBeTruthy();
        expect(screen.getByText('请确认新密码!')).toBeTruthy();
    });

    it('checks the rule and the confirmation', async () => {
        render(<PasswordDialog open username="admin" onClose={() => {}} onChanged={() => {}} />);
        fill('旧密码', 'x');
        fill('新密码', '123');
        fill('确认新密码', '456');
        fireEvent.click(screen.getByRole('button', { name: '确定' }));
        expect(await screen.findByText('密码由8位数字、大小写字母组成!')).toBeTruthy();
        expect(screen.getByText('两次输入的密码不一样！')).toBeTruthy();
    });

    it('refuses without a logged-in user', async () => {
        render(<PasswordDialog open username={null} onClose={() => {}} onChanged={() => {}} />);
        fill('旧密码', 'old');
        fill('新密码', 'abcd1234');
        fill('确认新密码', 'abcd1234');
        fireEvent.click(screen.getByRole('button', { name: '确定' }));
        await waitFor(() => expect(feedback.getState().toasts[0]?.text).toBe('当前系统无登录用户!'));
    });

    it('sends the change and reports success', async () => {
        const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, code: 200, message: '密码重置成功!' })));
        vi.stubGlobal('fetch', fetchMock);
        const onChanged = vi.fn();
        render(<PasswordDialog open username="admin" onClose={() => {}} onChanged={onChanged} />);
        fill('旧密码', 'old');
        fill('新密码', 'abcd1234');
        fill('确认新密码', 'abcd1234');
        fireEvent.click(screen.getByRole('button', { name: '确定' }));
        await waitFor(() => expect(onChanged).toHaveBeenCalled());
        const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
        expect(url).toContain('/jeecg-boot/sys/user/updatePassword');
        expect(init.method).toBe('PUT');
        expect(JSON.parse(String(init.body))).toEqual({
            username: 'admin',
            oldpassword: 'old',
            password: 'abcd1234',
            confirmpassword: 'abcd1234',
        });
    });
});
