// Measured values (a decimal field: a thickness in mm) in the list and the form: the list's header
// names the unit and its cells show the field's decimals, right-aligned; the form's number input
// ends with the unit and rounds what was typed as the server keeps it.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../test/crudDemo/config.gen';
import { feedback } from '../Feedback';
import { CrudList } from './CrudList';
import { clearDictOptions } from './dict';
import { FieldInput } from './FieldInput';
import { ALL_ROLE_CODES, cacheDicts, grant, ok, stubApi } from './testing';
import type { CrudField, CrudResourceConfig } from './types';

vi.setConfig({ testTimeout: 20_000 });

const thick: CrudField = { name: 'thickness', label: '设计厚度', type: 'decimal', widget: 'number', list: {}, form: true, scale: 1, unit: 'mm' };
const count: CrudField = { name: 'layers', label: '层数', type: 'decimal', widget: 'number', form: true };

beforeEach(() => {
    cacheDicts();
    grant(ALL_ROLE_CODES);
});

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
});

const configs = Object.values(import.meta.glob<{ config: CrudResourceConfig }>('../../resources/*/config.gen.ts', { eager: true })).map(m => m.config);

describe('measured values', () => {
    it('of the generated resources carry their unit', () => {
        const decimals = configs.flatMap(c => [...c.fields, ...(c.children ?? []).flatMap(ch => ch.fields)].filter(f => f.type === 'decimal'));
        expect(decimals.length).toBeGreaterThan(0);
        for (const f of decimals) {
            expect([f.name, f.widget]).toEqual([f.name, 'number']);
            expect(f.unit, f.name).toBeTruthy();
            expect(f.label, f.name).not.toContain('（'); // the unit is not written into the label twice
        }
    });

    it('are listed under a header naming the unit, with the field\'s decimals, right-aligned', async () => {
        const cfg: CrudResourceConfig = { ...config, fields: [...config.fields, thick] };
        const record = { id: 'r1', roleName: '甲', thickness: 150 };
        stubApi({ 'GET /demo/role/list': () => ok({ records: [record], total: 1, size: 10, current: 1, pages: 1 }, '', 0) });
        render(<CrudList config={cfg} />);
        const cell = await screen.findByText('150.0');
        expect(cell.className).toMatch(/alignRight/);
        expect(screen.getByRole('columnheader', { name: '设计厚度（mm）' }).className).toMatch(/alignRight/);
    });

    function Form({ field, initial, onValue }: { field: CrudField; initial: unknown; onValue: (v: unknown) => void }) {
        const { control, watch } = useForm<Record<string, unknown>>({ defaultValues: { [field.name]: initial } });
        onValue(watch(field.name));
        return (
            <Controller
                name={field.name}
                control={control}
                render={({ field: input }) => <FieldInput field={field} input={input} readOnly={false} required={false} />}
            />
        );
    }

    it('are typed in a number input ending with the unit, rounded on blur as the server keeps them', () => {
        let value: unknown;
        render(<Form field={thick} initial="150.0" onValue={v => (value = v)} />);
        const input = screen.getByRole('textbox', { name: '设计厚度' }) as HTMLInputElement;
        expect(input.value).toBe('150.0');
        expect(within(input.parentElement!).getByText('mm')).toBeTruthy();
        fireEvent.change(input, { target: { value: '150.85' } });
        fireEvent.blur(input);
        expect(value).toBe('150.9');
        fireEvent.change(input, { target: { value: '12mm' } }); // refused keystroke
        expect(input.value).toBe('150.9');
        fireEvent.change(input, { target: { value: '-0.04' } });
        fireEvent.blur(input);
        expect(value).toBe('0.0');
    });

    it('without decimals take whole numbers only', () => {
        let value: unknown;
        render(<Form field={count} initial="" onValue={v => (value = v)} />);
        const input = screen.getByRole('textbox', { name: '层数' }) as HTMLInputElement;
        fireEvent.change(input, { target: { value: '2.5' } });
        expect(input.value).toBe('');
        fireEvent.change(input, { target: { value: '3' } });
        fireEvent.blur(input);
        expect(value).toBe('3');
    });
});
