import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '../Feedback';
import { fail, ok, stubApi } from '../Crud/testing';
import { DepartPicker } from './DepartPicker';
import { clearDepartTree } from './departTree';
import { Host, departTree } from './testing';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDepartTree();
});

const toasts = () => feedback.getState().toasts.map(t => t.text);
const field = () => screen.getByRole('textbox', { name: '所属部门' }) as HTMLInputElement;
const dialog = () => screen.getByRole('dialog');
const box = (name: string) => within(dialog()).getByRole('checkbox', { name }) as HTMLInputElement;
const checkedNames = () =>
    within(dialog())
        .getAllByRole('checkbox')
        .filter(c => (c as HTMLInputElement).checked)
        .map(c => c.closest('label')!.textContent);

const api = () => stubApi({ 'GET /sys/sysDepart/queryTreeList': () => ok(departTree) });

describe('department picker', () => {
    it('shows names for the stored ids and the placeholder when empty', async () => {
        api();
        const { unmount } = render(<Host Picker={DepartPicker} label="所属部门" initial="d3,d1" />);
        await waitFor(() => expect(field().value).toBe('质检组,工程部'));
        unmount();
        render(<Host Picker={DepartPicker} label="所属部门" />);
        expect(field().value).toBe('');
        expect(field().placeholder).toBe('请点击选择部门');
    });

    it('with mustSelect, confirming nothing warns 请选择记录 and stays open', async () => {
        api();
        const onValue = vi.fn();
        render(<Host Picker={DepartPicker} label="所属部门" mustSelect onValue={onValue} />);
        fireEvent.click(screen.getByRole('button', { name: '选择所属部门' }));
        await waitFor(() => box('工程部'));
        expect(getComputedStyle(dialog()).width).toBe('500px');
        fireEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
        expect(toasts()).toEqual(['请选择记录']);
        expect(dialog()).toBeTruthy();
        expect(onValue).not.toHaveBeenCalled();
    });

    it('single mode keeps only the newest check; the field opens with the keyboard', async () => {
        api();
        const onValue = vi.fn();
        render(<Host Picker={DepartPicker} label="所属部门" onValue={onValue} />);
        act(() => field().focus());
        fireEvent.keyDown(field(), { key: 'Enter' });
        await waitFor(() => box('工程部'));
        fireEvent.click(box('工程部'));
        fireEvent.click(box('质检组'));
        expect(checkedNames()).toEqual(['质检组']);
        fireEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
        expect(onValue).toHaveBeenLastCalledWith('d3');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(field().value).toBe('质检组');
    });

    it('multi mode with cascade checks and unchecks a whole subtree', async () => {
        api();
        const onValue = vi.fn();
        const onSelect = vi.fn();
        render(<Host Picker={DepartPicker} label="所属部门" multiple cascade onValue={onValue} onSelect={onSelect} />);
        fireEvent.click(field());
        await waitFor(() => box('建管局'));
        fireEvent.click(box('质量部'));
        expect(checkedNames()).toEqual(['质量部', '质检组']);
        fireEvent.click(box('建管局'));
        expect(checkedNames()).toEqual(['建管局', '工程部', '质量部', '质检组']);
        fireEvent.click(box('质量部'));
        expect(checkedNames()).toEqual(['建管局', '工程部']);
        fireEvent.click(box('项目部'));
        fireEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
        expect(onValue).toHaveBeenLastCalledWith('a,d1,b');
        expect(onSelect).toHaveBeenLastCalledWith([
            { id: 'a', departName: '建管局' },
            { id: 'd1', departName: '工程部' },
            { id: 'b', departName: '项目部' },
        ]);
        await waitFor(() => expect(field().value).toBe('建管局,工程部,项目部'));
    });

    it('multi mode without cascade checks one node; the search keeps matches with their parents', async () => {
        api();
        const onValue = vi.fn();
        render(<Host Picker={DepartPicker} label="所属部门" multiple initial="d1" onValue={onValue} />);
        await waitFor(() => expect(field().value).toBe('工程部'));
        fireEvent.click(field());
        await waitFor(() => box('建管局'));
        expect(checkedNames()).toEqual(['工程部']);
        fireEvent.click(box('建管局'));
        expect(checkedNames()).toEqual(['建管局', '工程部']);
        fireEvent.change(within(dialog()).getByRole('textbox', { name: '搜索部门' }), { target: { value: '质检' } });
        expect(within(dialog()).getAllByRole('checkbox').map(c => c.closest('label')!.textContent)).toEqual(['建管局', '质量部', '质检组']);
        fireEvent.click(box('质检组'));
        fireEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
        expect(onValue).toHaveBeenLastCalledWith('a,d1,d3');
    });

    it('goes full screen on a phone', async () => {
        api();
        vi.stubGlobal('matchMedia', (query: string) => ({
            matches: query.includes('max-width:767.98px'),
            media: query,
            onchange: null,
            addListener: () => {},
            removeListener: () => {},
            addEventListener: () => {},
            removeEventListener: () => {},
            dispatchEvent: () => false,
        }));
        render(<Host Picker={DepartPicker} label="所属部门" />);
        fireEvent.click(field());
        await waitFor(() => box('工程部'));
        expect(dialog().className).toContain('MuiDialog-paperFullScreen');
    });

    it('shows the server’s message when the tree cannot be loaded', async () => {
        stubApi({ 'GET /sys/sysDepart/queryTreeList': () => fail('没有权限，请联系管理员授权', 510) });
        render(<Host Picker={DepartPicker} label="所属部门" />);
        fireEvent.click(field());
        await waitFor(() => expect(within(dialog()).getByRole('alert').textContent).toBe('没有权限，请联系管理员授权'));
        fireEvent.click(within(dialog()).getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
});
