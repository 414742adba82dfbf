// 配置地址 of a report definition: the dialog shows the menu path of the report's page and copies it.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackHost, feedback } from '../../components/Feedback';
import { ConfigUrlDialog } from './ConfigUrlDialog';

const toasts = () => feedback.getState().toasts.map(t => `${t.severity}:${t.text}`);

afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    act(() => feedback.reset());
});

describe('ConfigUrlDialog', () => {
    it('shows /online/cgreportList/{id} and copies it, saying 已复制', async () => {
        const writeText = vi.fn(() => Promise.resolve());
        vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
        const onClose = vi.fn();
        render(
            <>
                <ConfigUrlDialog report={{ id: '1470000000000000001', name: '用户选择' }} onClose={onClose} />
                <FeedbackHost />
            </>
        );
        const dialog = screen.getByRole('dialog', { name: '配置地址' });
        const input = within(dialog).getByLabelText('菜单路径') as HTMLInputElement;
        expect(input.value).toBe('/online/cgreportList/1470000000000000001');
        expect(input.readOnly).toBe(true);
        expect(dialog.textContent).toContain('modules/online/cgreport/auto/OnlCgreportAutoList');
        expect(dialog.textContent).toContain('用户选择');
        fireEvent.click(within(dialog).getByRole('button', { name: '复制' }));
        await waitFor(() => expect(toasts()).toContain('success:已复制'));
        expect(writeText).toHaveBeenCalledWith('/online/cgreportList/1470000000000000001');
        fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
        expect(onClose).toHaveBeenCalled();
    });

    it('says so in Chinese when the copy fails', async () => {
        vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
        document.execCommand = vi.fn(() => false);
        render(<ConfigUrlDialog report={{ id: 'r1', name: '报表' }} onClose={() => {}} />);
        fireEvent.click(screen.getByRole('button', { name: '复制' }));
        await waitFor(() => expect(toasts()).toContain('error:复制失败，请手动选择地址复制'));
    });

    it('is closed without a report', () => {
        render(<ConfigUrlDialog report={null} onClose={() => {}} />);
        expect(screen.queryByRole('dialog')).toBeNull();
    });
});
