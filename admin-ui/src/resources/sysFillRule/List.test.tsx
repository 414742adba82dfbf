// 编码规则 against a stubbed API: 功能测试 asks the server for the rule's next value and shows it.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYS, ls } from '../../app/storage';
import { CrudPage, crudResource } from '../../components/Crud';
import { clearDictOptions } from '../../components/Crud/dict';
import { cacheDicts, fail, ok, stubApi } from '../../components/Crud/testing';
import { FeedbackHost, feedback } from '../../components/Feedback';
import { config } from './config.gen';
import List from './List';

vi.setConfig({ testTimeout: 30_000 });

const resource = crudResource({ config, list: List });

const rows = [
    { id: 'r1', ruleName: '订单编号', ruleCode: 'order_no', ruleClass: 'seq', createTime: '2024-01-01 10:00:00' },
    { id: 'r2', ruleName: '合同编号', ruleCode: 'contract_no', ruleClass: 'seq', createTime: '2024-01-02 10:00:00' },
];

const renderPage = () =>
    render(
        <>
            <CrudPage resource={resource} />
            <FeedbackHost />
        </>
    );

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
    cacheDicts();
    ls.set(KEYS.dictCache, {
        ...(ls.get(KEYS.dictCache) as Record<string, unknown>),
        fill_rule_class: [{ value: 'seq', text: '流水号', title: '流水号' }],
    });
});

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
    sessionStorage.clear();
});

describe('编码规则', () => {
    it('功能测试 shows the next value of the row’s rule', async () => {
        const api = stubApi({
            'GET /sys/fillRule/list': () => ok({ records: rows, total: rows.length }, '', 0),
            'GET /sys/fillRule/testFillRule': () => ok('CN2024000007'),
        });
        renderPage();
        await screen.findByText('合同编号');
        fireEvent.click(within(rowOf('合同编号')).getByRole('button', { name: '功能测试' }));
        await waitFor(() => expect(api.to('GET /sys/fillRule/testFillRule')).toHaveLength(1));
        expect(api.last('GET /sys/fillRule/testFillRule')!.query.get('ruleCode')).toBe('contract_no');
        const dialog = await screen.findByRole('dialog', { name: '功能测试' });
        expect(within(dialog).getByText('编码规则「合同编号」的下一个值：CN2024000007')).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '功能测试' })).toBeNull());
    });

    it('warns with the server’s message when the test fails', async () => {
        stubApi({
            'GET /sys/fillRule/list': () => ok({ records: rows, total: rows.length }, '', 0),
            'GET /sys/fillRule/testFillRule': () => fail('该编码规则不存在'),
        });
        renderPage();
        await screen.findByText('订单编号');
        fireEvent.click(within(rowOf('订单编号')).getByRole('button', { name: '功能测试' }));
        expect(await screen.findByText('该编码规则不存在')).toBeTruthy();
        expect(screen.queryByRole('dialog')).toBeNull();
    });
});
