// Amounts on the printed form carry their capital numerals (大写): the text, the sheet's cells,
// and the 打印 button of the detail dialog end to end.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moneyWithCapital } from '../../lib/money';
import { clearPrint, PrintSheet } from '.';
import { CrudForm } from '../Crud/CrudForm';
import { stubApi } from '../Crud/testing';
import type { CrudResourceConfig } from '../Crud/types';

vi.setConfig({ testTimeout: 20_000 });

const config: CrudResourceConfig = {
    name: 'demoPayment',
    title: '支付',
    apiPrefix: '/settle/demoPayment',
    table: 'demo_payment',
    permPrefix: 'settle:demoPayment',
    component: 'settle/demoPayment/List',
    import: false,
    export: false,
    print: { title: '工程款支付证书', signatures: ['施工单位', '监理单位'] },
    fields: [
        { name: 'payNo', label: '支付编号', type: 'string', widget: 'input', list: {}, form: true },
        { name: 'amount', label: '本期支付', type: 'money', widget: 'money', list: {}, form: true },
        { name: 'deducted', label: '扣款', type: 'money', widget: 'money', list: {}, form: true },
        { name: 'total', label: '累计支付', type: 'money', widget: 'money', list: {}, form: true },
        { name: 'sheets', label: '附件张数', type: 'int', widget: 'number', list: {}, form: true },
    ],
};

const record = { id: 'p1', payNo: 'ZF-001', amount: 1234.5, deducted: null, total: '100000', sheets: 3 };

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => clearPrint());
});

describe('amounts on the printed form', () => {
    it('reads as the amount and its capitals', () => {
        expect(moneyWithCapital(1234.5)).toBe('1,234.50 元（大写：壹仟贰佰叁拾肆元伍角）');
        expect(moneyWithCapital('1001.05')).toBe('1,001.05 元（大写：壹仟零壹元零伍分）');
        expect(moneyWithCapital(0)).toBe('0.00 元（大写：零元整）');
        expect(moneyWithCapital(-20)).toBe('-20.00 元（大写：负贰拾元整）');
        expect(moneyWithCapital('1e16')).toBe('');
        expect(moneyWithCapital('10000000000000000')).toBe('10,000,000,000,000,000.00 元');
        for (const v of [null, undefined, '', 'abc']) expect(moneyWithCapital(v)).toBe('');
    });

    it('prints the amounts with their capitals, the other fields as they are', () => {
        render(<PrintSheet config={config} record={record} />);
        const cell = (name: string) => document.querySelector(`td[data-field="${name}"]`)?.textContent;
        expect(cell('amount')).toBe('1,234.50 元（大写：壹仟贰佰叁拾肆元伍角）');
        expect(cell('total')).toBe('100,000.00 元（大写：壹拾万元整）');
        expect(cell('deducted')).toBe('');
        expect(cell('sheets')).toBe('3');
    });

    it('prints them from the detail dialog', async () => {
        stubApi({});
        let printed = '';
        const print = vi.fn(() => {
            printed = document.querySelector('.aq-print-root')?.textContent ?? '';
        });
        vi.stubGlobal('print', print);
        render(<CrudForm config={config} mode="show" record={record} open onClose={() => {}} />);
        await act(async () => fireEvent.click(screen.getByRole('button', { name: '打印' })));
        await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
        expect(printed).toContain('本期支付1,234.50 元（大写：壹仟贰佰叁拾肆元伍角）');
        expect(printed).toContain('累计支付100,000.00 元（大写：壹拾万元整）');
    });
});
