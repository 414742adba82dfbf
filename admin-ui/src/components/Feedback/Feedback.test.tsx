import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackHost, feedback } from '.';

afterEach(() => {
    act(() => feedback.reset());
    vi.useRealTimers();
});

describe('Feedback', () => {
    it('shows a notice with title and hides it after its duration', () => {
        vi.useFakeTimers();
        render(<FeedbackHost />);
        act(() => {
            feedback.notice.error('系统提示', '拒绝访问', 4);
        });
        expect(screen.getByText('系统提示')).toBeTruthy();
        expect(screen.getByText('拒绝访问')).toBeTruthy();
        act(() => vi.advanceTimersByTime(3900));
        expect(screen.queryByText('拒绝访问')).toBeTruthy();
        act(() => vi.advanceTimersByTime(200));
        expect(screen.queryByText('拒绝访问')).toBeNull();
    });

    it('does not stack two modals under the same key', () => {
        render(<FeedbackHost />);
        act(() => {
            feedback.modal({ key: 'x', severity: 'warning', title: '登录已过期', content: 'a' });
            feedback.modal({ key: 'x', severity: 'warning', title: '登录已过期', content: 'a' });
        });
        expect(feedback.getState().modals).toHaveLength(1);
    });

    it('resolves a confirm with the pressed button', async () => {
        render(<FeedbackHost />);
        let p!: Promise<boolean>;
        act(() => {
            p = feedback.confirm('提示', '真的要注销登录吗 ?');
        });
        fireEvent.click(screen.getByRole('button', { name: '确定' }));
        await expect(p).resolves.toBe(true);
        act(() => {
            p = feedback.confirm('提示', '真的要注销登录吗 ?');
        });
        fireEvent.click(screen.getByRole('button', { name: '取消' }));
        await expect(p).resolves.toBe(false);
    });
});
