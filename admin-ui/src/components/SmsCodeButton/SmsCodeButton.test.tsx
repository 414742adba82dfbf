import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SmsCodeButton, isMobile } from '.';

afterEach(() => vi.useRealTimers());

describe('SmsCodeButton', () => {
    it('validates the phone before sending', () => {
        const onSend = vi.fn(async () => {});
        const onInvalid = vi.fn();
        render(<SmsCodeButton onSend={onSend} validate={() => '请输入手机号码'} onInvalid={onInvalid} />);
        fireEvent.click(screen.getByRole('button'));
        expect(onSend).not.toHaveBeenCalled();
        expect(onInvalid).toHaveBeenCalledWith('请输入手机号码');
    });

    it('counts down after sending', async () => {
        vi.useFakeTimers();
        const onSend = vi.fn(async () => {});
        render(<SmsCodeButton onSend={onSend} seconds={3} />);
        await act(async () => {
            fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
        });
        expect(screen.getByRole('button').textContent).toBe('3 s');
        act(() => vi.advanceTimersByTime(3000));
        expect(screen.getByRole('button').textContent).toBe('获取验证码');
    });

    it('stays disabled while told so', () => {
        const onSend = vi.fn(async () => {});
        const { rerender } = render(<SmsCodeButton onSend={onSend} disabled />);
        const button = screen.getByRole('button', { name: '获取验证码' });
        expect(button).toHaveProperty('disabled', true);
        fireEvent.click(button);
        expect(onSend).not.toHaveBeenCalled();
        rerender(<SmsCodeButton onSend={onSend} />);
        expect(screen.getByRole('button', { name: '获取验证码' })).toHaveProperty('disabled', false);
    });

    it('recognises mainland mobile numbers', () => {
        expect(isMobile('13800138000')).toBe(true);
        expect(isMobile('1380013800')).toBe(false);
    });
});
