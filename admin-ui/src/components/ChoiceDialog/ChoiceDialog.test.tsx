import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceDialog, departDialogTitle } from '.';

describe('ChoiceDialog', () => {
    it('titles the department dialog', () => {
        expect(departDialogTitle()).toBe('部门选择');
        expect(departDialogTitle('研发部')).toBe('部门切换（当前部门 : 研发部）');
    });

    it('confirm does nothing until a choice is made', async () => {
        const onConfirm = vi.fn();
        render(
            <ChoiceDialog
                open
                title="部门选择"
                placeholder="请选择登录部门"
                tooltip="您隶属于多部门，请选择当前所在部门"
                options={[{ value: 'A01', label: '总部' }, { value: 'A02', label: '一标段' }]}
                onConfirm={onConfirm}
            />
        );
        fireEvent.click(screen.getByRole('button', { name: '确认' }));
        expect(onConfirm).not.toHaveBeenCalled();
        expect(screen.getAllByText('请选择登录部门').length).toBeGreaterThan(1); // placeholder + error
        fireEvent.mouseDown(screen.getByRole('combobox'));
        fireEvent.click(within(screen.getByRole('listbox')).getByText('一标段'));
        fireEvent.click(screen.getByRole('button', { name: '确认' }));
        expect(onConfirm).toHaveBeenCalledWith('A02');
    });
});
