// The SMS-code forms: 获取验证码 is disabled until the slider captcha is passed, and each
// send asks for a new drag.
import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../components/Crud/testing';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { AlterationPage } from './AlterationPage';

afterEach(() => vi.unstubAllGlobals());

const api = () =>
    stubApi({
        'GET /sys/randomImage/*': () => ok('data:image/png;base64,AAAA'),
        'POST /sys/sms': () => ok(null, '短信发送成功'),
        'GET /sys/user/querySysUser': () => ok({ username: 'tester1' }),
    });

const wrap = (ui: ReactNode) =>
    render(
        <QueryClientProvider client={new QueryClient()}>
            <MemoryRouter>{ui}</MemoryRouter>
        </QueryClientProvider>,
    );

const smsButton = () => screen.getByRole('button', { name: '获取验证码' });

/** slides with the keyboard, sends, and checks the slider asks again afterwards */
const sendAfterSlide = async (calls: ReturnType<typeof api>, mobile: string) => {
    expect(smsButton()).toHaveProperty('disabled', true);
    fireEvent.click(smsButton());
    expect(calls.to('POST /sys/sms')).toHaveLength(0);
    fireEvent.keyDown(screen.getByRole('slider', { name: '拖动滑块验证' }), { key: 'End' });
    expect(screen.getByText('验证通过')).toBeTruthy();
    expect(smsButton()).toHaveProperty('disabled', false);
    await act(async () => {
        fireEvent.click(smsButton());
    });
    await waitFor(() => expect(calls.to('POST /sys/sms')).toHaveLength(1));
    expect((calls.last('POST /sys/sms')!.body as { mobile: string }).mobile).toBe(mobile);
    await waitFor(() => expect(screen.getByText('拖动滑块验证')).toBeTruthy());
};

describe('slider before 获取验证码', () => {
    it('on the phone login', async () => {
        const calls = api();
        wrap(<LoginPage />);
        fireEvent.click(screen.getByRole('tab', { name: '手机号登录' }));
        fireEvent.change(screen.getByRole('textbox', { name: '手机号' }), { target: { value: '13912345678' } });
        fireEvent.change(screen.getByRole('textbox', { name: '图形验证码' }), { target: { value: '1234' } });
        await sendAfterSlide(calls, '13912345678');
    });

    it('on the register page', async () => {
        const calls = api();
        wrap(<RegisterPage />);
        fireEvent.change(screen.getByRole('textbox', { name: '手机号' }), { target: { value: '13912345678' } });
        fireEvent.change(screen.getByRole('textbox', { name: '图形验证码' }), { target: { value: '1234' } });
        await sendAfterSlide(calls, '13912345678');
    });

    it('on the password reset wizard', async () => {
        const calls = api();
        wrap(<AlterationPage />);
        fireEvent.change(screen.getByRole('textbox', { name: '手机号' }), { target: { value: '13912345678' } });
        await act(async () => {
            fireEvent.click(screen.getByRole('button', { name: '下一步' }));
        });
        await screen.findByText(/账号：tester1/);
        fireEvent.change(screen.getByRole('textbox', { name: '图形验证码' }), { target: { value: '1234' } });
        await sendAfterSlide(calls, '13912345678');
    });
});
