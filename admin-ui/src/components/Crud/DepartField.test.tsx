// Every generated field with the department picker (参建部门 of a section, 负责部门 of a user)
// holds a list of department ids: its form field must let the user pick several, keep
// the ones already stored, and drop one without losing the others.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '../Feedback';
import { clearDepartTree } from '../Pickers/departTree';
import { departTree } from '../Pickers/testing';
import { FieldInput } from './FieldInput';
import { ok, stubApi } from './testing';
import type { CrudField, CrudResourceConfig } from './types';

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDepartTree();
});

const configs = Object.values(
    import.meta.glob<{ config: CrudResourceConfig }>('../../resources/*/config.gen.ts', { eager: true })
).map(m => m.config);
const departFields = configs.flatMap(c => c.fields.filter(f => f.widget === 'depart').map(f => ({ config: c, field: f })));

function Form({ config, field, initial, onValue }: { config: CrudResourceConfig; field: CrudField; initial: string; onValue: (v: unknown) => void }) {
    const { control, watch } = useForm<Record<string, unknown>>({ defaultValues: { [field.name]: initial } });
    onValue(watch(field.name));
    return (
        <Controller
            name={field.name}
            control={control}
            render={({ field: input, fieldState }) => (
                <FieldInput field={field} input={input} error={fieldState.error} readOnly={false} required={false} config={config} />
            )}
        />
    );
}

describe('department fields of the generated forms', () => {
    it('exist (the loop below is not empty)', () => {
        expect(departFields.map(d => `${d.config.name}.${d.field.name}`).sort()).toEqual(['cmisSection.departIds', 'sysUser.departIds']);
    });

    it.each(departFields.map(d => [`${d.config.name}.${d.field.name}`, d] as const))('%s picks several departments', async (_, { config, field }) => {
        stubApi({ 'GET /sys/sysDepart/queryTreeList': () => ok(departTree) });
        let value: unknown;
        render(<Form config={config} field={field} initial="d1" onValue={v => (value = v)} />);
        const input = screen.getByRole('textbox', { name: field.label }) as HTMLInputElement;
        await waitFor(() => expect(input.value).toBe('工程部'));

        fireEvent.click(screen.getByRole('button', { name: `选择${field.label}` }));
        const dialog = await screen.findByRole('dialog');
        const box = (name: string) => within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;
        await waitFor(() => box('质检组'));
        expect(box('工程部').checked).toBe(true);
        fireEvent.click(box('质检组'));
        fireEvent.click(box('项目部'));
        expect(box('工程部').checked).toBe(true);
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(value).toBe('d1,d3,b'));
        expect(input.value).toBe('工程部,质检组,项目部');

        fireEvent.click(screen.getByRole('button', { name: `选择${field.label}` }));
        const again = await screen.findByRole('dialog');
        await waitFor(() => within(again).getByRole('checkbox', { name: '质检组' }));
        fireEvent.click(within(again).getByRole('checkbox', { name: '工程部' }));
        fireEvent.click(within(again).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(value).toBe('d3,b'));
    });
});
