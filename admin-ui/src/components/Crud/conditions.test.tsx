import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config as demo } from '../../test/crudDemo/config.gen';
import { FeedbackHost, feedback } from '../Feedback';
import { CrudForm } from './CrudForm';
import { clearHidden, condFields, condHolds, isDerived, isShown } from './conditions';
import { clearDictOptions } from './dict';
import { cacheDicts, ok, stubApi } from './testing';
import type { CrudField, CrudResourceConfig } from './types';

vi.setConfig({ testTimeout: 20_000 });

// 排序 is worked out while 单价 has a value; 描述 is on the form for 女 only.
const config: CrudResourceConfig = {
    ...demo,
    fields: demo.fields.map(f =>
        f.name === 'sortNo'
            ? { ...f, derived: { field: 'price', hint: '由单价计算' } }
            : f.name === 'description'
              ? { ...f, shownWhen: { field: 'sex', values: ['2'] } }
              : f
    ),
};

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const choose = async (label: RegExp, option: string) => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
    fireEvent.click(await screen.findByRole('option', { name: option }));
};

beforeEach(() => cacheDicts());
afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
});

describe('form conditions (DerivedWhen, ShownWhen)', () => {
    it('holds for any value, or for one of the named values', () => {
        const f = (c: Partial<CrudField>) => ({ name: 'x', label: 'x', type: 'string', widget: 'input', form: true, ...c }) as CrudField;
        expect(condHolds({ field: 'a' }, { a: 0 })).toBe(true);
        expect(condHolds({ field: 'a' }, { a: '' })).toBe(false);
        expect(condHolds({ field: 'a', values: ['4', '5'] }, { a: '5' })).toBe(true);
        expect(condHolds({ field: 'a', values: ['4', '5'] }, { a: 4 })).toBe(true);
        expect(condHolds({ field: 'a', values: ['4', '5'] }, { a: '1' })).toBe(false);
        expect(condHolds(undefined, { a: '1' })).toBe(false);
        const shown = f({ shownWhen: { field: 'a', values: ['4'] } });
        const derived = f({ name: 'y', derived: { field: 'b', hint: 'h' } });
        expect(isShown(f({}), {})).toBe(true);
        expect(isShown(shown, { a: '1' })).toBe(false);
        expect(isDerived(derived, { b: 2 })).toBe(true);
        expect(condFields([shown, derived, f({ name: 'z', shownWhen: { field: 'a' } })])).toEqual(['a', 'b']);
        expect(clearHidden([shown], { a: '1', x: '批次' })).toEqual({ a: '1', x: undefined });
        expect(clearHidden([shown], { a: '4', x: '批次' })).toEqual({ a: '4', x: '批次' });
    });

    it('shows a derived field read-only with its hint while its condition holds, typed otherwise', async () => {
        stubApi({ 'GET /sys/duplicate/check': () => ok(null, '该值可用！') });
        render(<CrudForm config={config} open onClose={vi.fn()} mode="edit" record={{ id: 'r1', roleName: '甲', roleCode: 'jia', sortNo: 40 }} />);
        expect(input(/排序/).readOnly || input(/排序/).disabled).toBe(false);
        expect(screen.queryByText('由单价计算')).toBeNull();
        type(/单价/, '3');
        await waitFor(() => expect(input(/排序/).readOnly || input(/排序/).disabled).toBe(true));
        expect(screen.getByText('由单价计算')).toBeTruthy();
        expect(input(/排序/).value).toBe('40');
        type(/单价/, '');
        await waitFor(() => expect(input(/排序/).readOnly || input(/排序/).disabled).toBe(false));
    });

    it('keeps a field off the form for other kinds and sends it empty', async () => {
        const api = stubApi({
            'GET /sys/duplicate/check': () => ok(null, '该值可用！'),
            'PUT /demo/role/edit': () => ok(null, '编辑成功!'),
        });
        const onClose = vi.fn();
        render(
            <>
                <CrudForm config={config} open onClose={onClose} mode="edit" record={{ id: 'r1', roleName: '甲', roleCode: 'jia', sex: '2', description: '旧说明' }} />
                <FeedbackHost />
            </>
        );
        expect(input(/描述/).value).toBe('旧说明');
        await choose(/性别/, '男');
        await waitFor(() => expect(screen.queryByLabelText(/描述/)).toBeNull());
        fireEvent.click(screen.getByRole('button', { name: '确定' }));
        await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
        const body = api.last('PUT /demo/role/edit')!.body as Record<string, unknown>;
        expect(body.sex).toBe('1');
        expect(body.description).toBeNull();
    });
});
