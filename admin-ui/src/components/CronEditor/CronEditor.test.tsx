import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { CronEditor, CronInput, type CronNextFetcher } from '.';

// The tabs hold up to a hundred checkboxes; skipping the accessibility-tree walk of every
// element keeps role queries fast. Nothing here is hidden on purpose.
configure({ defaultHidden: true });

const TIMES = ['2026-01-01 12:00:00', '2026-01-02 12:00:00', '2026-01-03 12:00:00', '2026-01-04 12:00:00', '2026-01-05 12:00:00'];
const okFetcher = (): ReturnType<typeof vi.fn<CronNextFetcher>> =>
    vi.fn<CronNextFetcher>(async () => ({ success: true, message: '', result: TIMES }));

const expressionBox = () => screen.getByRole('textbox', { name: 'Cron表达式' }) as HTMLInputElement;
const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

describe('CronEditor', () => {
    it('changes the expression live as modes and inputs change', () => {
        const onChange = vi.fn();
        render(<CronEditor onChange={onChange} fetchNext={okFetcher()} />);
        expect(expressionBox().value).toBe('* * * * * ? *');
        expect(expressionBox().readOnly).toBe(true);

        // 秒: 从 a 秒开始，每 b 秒执行一次
        fireEvent.change(screen.getByRole('spinbutton', { name: '间隔' }), { target: { value: '5' } });
        expect(expressionBox().value).toBe('0/5 * * * * ? *');
        expect(onChange).toHaveBeenLastCalledWith('0/5 * * * * ? *');
        expect((screen.getByRole('radio', { name: '循环' }) as HTMLInputElement).checked).toBe(true);

        // an out-of-bounds increment is clamped on blur (seconds 1-59)
        const step = screen.getByRole('spinbutton', { name: '间隔' });
        fireEvent.change(step, { target: { value: '75' } });
        fireEvent.blur(step);
        expect(expressionBox().value).toBe('0/59 * * * * ? *');
        expect((step as HTMLInputElement).value).toBe('59');

        // 分: 指定 0 and 30
        openTab('分');
        const grid = screen.getByRole('group', { name: '指定分' });
        fireEvent.click(within(grid).getByRole('checkbox', { name: '30' }));
        fireEvent.click(within(grid).getByRole('checkbox', { name: '00' }));
        expect(expressionBox().value).toBe('0/59 0,30 * * * ? *');

    });

    it('builds ranges in the hour and year tabs', () => {
        const onChange = vi.fn();
        render(<CronEditor value="* 0,30 * * * ? *" onChange={onChange} fetchNext={okFetcher()} />);
        // 时: 周期 8-18
        openTab('时');
        fireEvent.click(screen.getByRole('radio', { name: '周期' }));
        fireEvent.change(screen.getByRole('spinbutton', { name: '周期开始' }), { target: { value: '8' } });
        fireEvent.change(screen.getByRole('spinbutton', { name: '周期结束' }), { target: { value: '18' } });
        expect(expressionBox().value).toBe('* 0,30 8-18 * * ? *');
        expect(onChange).toHaveBeenLastCalledWith('* 0,30 8-18 * * ? *');

        // 年: 周期, the end clamped to 2119
        openTab('年');
        fireEvent.click(screen.getByRole('radio', { name: '周期' }));
        fireEvent.change(screen.getByRole('spinbutton', { name: '周期开始' }), { target: { value: '2026' } });
        const end = screen.getByRole('spinbutton', { name: '周期结束' });
        fireEvent.change(end, { target: { value: '2200' } });
        fireEvent.blur(end);
        expect(expressionBox().value).toBe('* 0,30 8-18 * * ? 2026-2119');
    });

    it('keeps exactly one ? between day and week', () => {
        render(<CronEditor value="0 0 12 * * ? *" fetchNext={okFetcher()} />);
        openTab('周');
        expect((screen.getByRole('radio', { name: '不指定' }) as HTMLInputElement).checked).toBe(true);
        fireEvent.click(screen.getByRole('radio', { name: '第几周的星期几' }));
        fireEvent.change(screen.getByRole('spinbutton', { name: '第几周' }), { target: { value: '3' } });
        fireEvent.change(screen.getByRole('combobox', { name: '第几周的星期' }), { target: { value: '6' } });
        expect(expressionBox().value).toBe('0 0 12 ? * 6#3 *');

        openTab('日');
        expect((screen.getByRole('radio', { name: '不指定' }) as HTMLInputElement).checked).toBe(true);
        fireEvent.click(screen.getByRole('radio', { name: '本月最后一天' }));
        expect(expressionBox().value).toBe('0 0 12 L * ? *');
        openTab('周');
        expect((screen.getByRole('radio', { name: '不指定' }) as HTMLInputElement).checked).toBe(true);

        // week 指定 周一…周五 sets the day to 不指定
        const grid = screen.getByRole('group', { name: '指定周' });
        for (const d of ['周一', '周二', '周三', '周四', '周五']) fireEvent.click(within(grid).getByRole('checkbox', { name: d }));
        expect(expressionBox().value).toBe('0 0 12 ? * 2,3,4,5,6 *');
    });

    it('parses an existing expression back into every tab', () => {
        render(<CronEditor value="0 0,30 8-18 ? 1,4,7,10 * 2026-2030" fetchNext={okFetcher()} />);
        expect(expressionBox().value).toBe('0 0,30 8-18 ? 1,4,7,10 * 2026-2030');
        expect((screen.getByRole('radio', { name: '指定' }) as HTMLInputElement).checked).toBe(true);
        expect((within(screen.getByRole('group', { name: '指定秒' })).getByRole('checkbox', { name: '00' }) as HTMLInputElement).checked).toBe(true);
        openTab('时');
        expect((screen.getByRole('radio', { name: '周期' }) as HTMLInputElement).checked).toBe(true);
        expect((screen.getByRole('spinbutton', { name: '周期开始' }) as HTMLInputElement).value).toBe('8');
        expect((screen.getByRole('spinbutton', { name: '周期结束' }) as HTMLInputElement).value).toBe('18');
        openTab('日');
        expect((screen.getByRole('radio', { name: '不指定' }) as HTMLInputElement).checked).toBe(true);
        openTab('月');
        const months = screen.getByRole('group', { name: '指定月' });
        expect(within(months).getAllByRole('checkbox').filter(c => (c as HTMLInputElement).checked).map(c => c.closest('label')!.textContent)).toEqual(['1', '4', '7', '10']);
        openTab('周');
        expect((screen.getByRole('radio', { name: '每周' }) as HTMLInputElement).checked).toBe(true);
        openTab('年');
        expect((screen.getByRole('spinbutton', { name: '周期结束' }) as HTMLInputElement).value).toBe('2030');
    });

    it('shows an expression it cannot represent as is, with the tabs at defaults', () => {
        render(<CronEditor value="0 0 8-18/2 * * ? *" fetchNext={okFetcher()} />);
        expect(expressionBox().value).toBe('0 0 8-18/2 * * ? *');
        expect(screen.getByText('该表达式无法在选项卡中表示，已按原文显示')).toBeTruthy();
        expect((screen.getByRole('radio', { name: '每秒' }) as HTMLInputElement).checked).toBe(true);
        fireEvent.click(screen.getByRole('radio', { name: '指定' }));
        fireEvent.click(screen.getByRole('checkbox', { name: '05' }));
        expect(expressionBox().value).toBe('5 * * * * ? *');
    });

    it('shows the next fire times from the fetcher, debounced', async () => {
        const fetchNext = okFetcher();
        render(<CronEditor value="0 0 12 * * ? *" fetchNext={fetchNext} />);
        const list = await screen.findByRole('list', { name: '最近5次运行时间' });
        await waitFor(() => expect(within(list).getAllByRole('listitem').map(li => li.textContent)).toEqual(TIMES));
        expect(fetchNext).toHaveBeenCalledTimes(1);
        expect(fetchNext).toHaveBeenCalledWith('0 0 12 * * ? *');

        // quick successive edits ask once, for the last expression
        openTab('分');
        const grid = screen.getByRole('group', { name: '指定分' });
        fireEvent.click(within(grid).getByRole('checkbox', { name: '15' }));
        fireEvent.click(within(grid).getByRole('checkbox', { name: '45' }));
        await waitFor(() => expect(fetchNext).toHaveBeenCalledTimes(2));
        expect(fetchNext).toHaveBeenLastCalledWith('0 0,15,45 12 * * ? *');
        await act(() => new Promise(r => setTimeout(r, 400)));
        expect(fetchNext).toHaveBeenCalledTimes(2);
    });

    it('shows the server message in red when the expression is refused', async () => {
        const fetchNext = vi.fn<CronNextFetcher>(async expr =>
            expr.includes('2119') ? { success: false, message: '表达式不会再触发', result: null } : { success: true, message: '', result: TIMES }
        );
        render(<CronEditor value="0 0 12 * * ? 2119" fetchNext={fetchNext} />);
        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toContain('表达式不会再触发');
        expect(getComputedStyle(alert).color).toBe('rgb(211, 47, 47)');
        expect(screen.queryByRole('listitem')).toBeNull();
        openTab('年');
        fireEvent.click(screen.getByRole('radio', { name: '不指定' }));
        await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
        expect(await screen.findAllByRole('listitem')).toHaveLength(5);
    });

    it('shows the error of a failed request', async () => {
        const fetchNext = vi.fn<CronNextFetcher>(async () => {
            throw new Error('网络异常，请检查网络连接');
        });
        render(<CronEditor fetchNext={fetchNext} />);
        expect((await screen.findByRole('alert')).textContent).toContain('网络异常，请检查网络连接');
    });
});

const Form = ({ initial, fetchNext, onChange }: { initial: string; fetchNext: CronNextFetcher; onChange?: (v: string) => void }) => {
    const [v, setV] = useState(initial);
    return (
        <CronInput
            label="执行周期"
            value={v}
            onChange={x => {
                setV(x);
                onChange?.(x);
            }}
            fetchNext={fetchNext}
        />
    );
};

describe('CronInput', () => {
    it('opens the 608-wide editor; 确定 emits the expression', async () => {
        const onChange = vi.fn();
        render(<Form initial="0 0 12 * * ? *" fetchNext={okFetcher()} onChange={onChange} />);
        const field = screen.getByRole('textbox', { name: '执行周期' }) as HTMLInputElement;
        expect(field.value).toBe('0 0 12 * * ? *');
        fireEvent.click(screen.getByRole('button', { name: '选择Cron表达式' }));
        const dialog = await screen.findByRole('dialog', { name: 'Cron表达式' });
        expect(getComputedStyle(dialog).width).toBe('608px');
        // the editor starts from the field's value
        openTab('时');
        expect(screen.getByRole('spinbutton', { name: '周期开始' })).toBeTruthy();
        fireEvent.click(screen.getByRole('radio', { name: '周期' }));
        fireEvent.change(screen.getByRole('spinbutton', { name: '周期开始' }), { target: { value: '9' } });
        fireEvent.change(screen.getByRole('spinbutton', { name: '周期结束' }), { target: { value: '17' } });
        expect(onChange).not.toHaveBeenCalled();
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(onChange).toHaveBeenCalledWith('0 0 9-17 * * ? *');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(field.value).toBe('0 0 9-17 * * ? *');
    });

    it('取消 leaves the value', async () => {
        const onChange = vi.fn();
        render(<Form initial="0 0 12 * * ? *" fetchNext={okFetcher()} onChange={onChange} />);
        fireEvent.click(screen.getByRole('button', { name: '选择Cron表达式' }));
        const dialog = await screen.findByRole('dialog');
        openTab('日');
        fireEvent.click(screen.getByRole('radio', { name: '本月最后一天' }));
        expect(expressionBox().value).toBe('0 0 12 L * ? *');
        fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(onChange).not.toHaveBeenCalled();
        expect((screen.getByRole('textbox', { name: '执行周期' }) as HTMLInputElement).value).toBe('0 0 12 * * ? *');
        // reopening starts again from the value
        fireEvent.click(screen.getByRole('button', { name: '选择Cron表达式' }));
        await screen.findByRole('dialog');
        expect(expressionBox().value).toBe('0 0 12 * * ? *');
    });

    it('an empty value opens on the default expression; disabled does not open', async () => {
        const onChange = vi.fn();
        const { unmount } = render(<Form initial="" fetchNext={okFetcher()} onChange={onChange} />);
        fireEvent.click(screen.getByRole('button', { name: '选择Cron表达式' }));
        const dialog = await screen.findByRole('dialog');
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(onChange).toHaveBeenCalledWith('* * * * * ? *');
        unmount();

        render(<CronInput label="执行周期" value="0 0 12 * * ? *" disabled fetchNext={okFetcher()} />);
        expect((screen.getByRole('textbox', { name: '执行周期' }) as HTMLInputElement).disabled).toBe(true);
        expect((screen.getByRole('button', { name: '选择Cron表达式' }) as HTMLInputElement).disabled).toBe(true);
    });
});
