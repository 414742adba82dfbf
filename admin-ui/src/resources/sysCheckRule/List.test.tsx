// 校验规则 against a stubbed API: 测试 checks a typed value (encoded twice on the wire, as
// JeecgBoot sends it) and shows whether and where it fails.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { CrudPage, crudResource } from '../../components/Crud';
import { clearDictOptions } from '../../components/Crud/dict';
import { cacheDicts, ok, stubApi } from '../../components/Crud/testing';
import { FeedbackHost, feedback } from '../../components/Feedback';
import { config } from './config.gen';
import List from './List';

vi.setConfig({ testTimeout: 30_000 });

const resource = crudResource({ config, list: List });

const rows = [{ id: 'c1', ruleName: '桩号', ruleCode: 'chainage', ruleJson: '[]', ruleDescription: '', createTime: '2024-01-01 10:00:00' }];
const TITLE = '测试校验规则：桩号';

const renderPage = () =>
    render(
        <>
            <CrudPage resource={resource} />
            <FeedbackHost />
        </>
    );

/** The raw URL of the last fetch, before any decoding. */
const lastWire = () => String((fetch as unknown as Mock).mock.calls.at(-1)![0]);

const openTest = async () => {
    renderPage();
    await screen.findByText('桩号');
    fireEvent.click(within(screen.getByText('桩号').closest('tr') as HTMLElement).getByRole('button', { name: '测试' }));
    return screen.findByRole('dialog', { name: TITLE });
};

beforeEach(() => cacheDicts());

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
    sessionStorage.clear();
});

describe('校验规则', () => {
    it('checks the value encoded twice and shows 校验通过', async () => {
        const api = stubApi({
            'GET /sys/checkRule/list': () => ok({ records: rows, total: rows.length }, '', 0),
            'GET /sys/checkRule/checkByCode': () => ok(null, '操作成功！'),
        });
        const dialog = await openTest();
        const input = within(dialog).getByLabelText('待校验的值');
        expect(document.activeElement).toBe(input);
        fireEvent.change(input, { target: { value: 'K1+2' } });
        // Enter in the field submits the form.
        fireEvent.submit(input.closest('form')!);
        await waitFor(() => expect(api.to('GET /sys/checkRule/checkByCode')).toHaveLength(1));
        expect(lastWire()).toContain('value=K1%252B2');
        expect(lastWire()).toContain('ruleCode=chainage');
        expect(await within(dialog).findByText('校验通过')).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    });

    it('shows the server’s message and the failing positions', async () => {
        const api = stubApi({
            'GET /sys/checkRule/list': () => ok({ records: rows, total: rows.length }, '', 0),
            'GET /sys/checkRule/checkByCode': () => ({
                success: false,
                code: 500,
                message: '须以K开头',
                result: { digits: '1', pattern: '^K$', message: '须以K开头', beginIndex: 0, endIndex: 1, checkValue: 'X', passed: false },
            }),
        });
        const dialog = await openTest();
        // A blank value is not sent: the server would pass it without looking at the rule.
        fireEvent.click(within(dialog).getByRole('button', { name: '校验' }));
        expect(await within(dialog).findByText('请输入待校验的值')).toBeTruthy();
        expect(api.to('GET /sys/checkRule/checkByCode')).toHaveLength(0);

        fireEvent.change(within(dialog).getByLabelText('待校验的值'), { target: { value: 'X 1%' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '校验' }));
        await waitFor(() => expect(api.to('GET /sys/checkRule/checkByCode')).toHaveLength(1));
        expect(lastWire()).toContain('value=X%25201%2525');
        const alert = await within(dialog).findByRole('alert');
        expect(alert.textContent).toContain('须以K开头');
        expect(within(alert).getByText('第 1–1 位「X」未通过')).toBeTruthy();
        expect(within(dialog).queryByText('校验通过')).toBeNull();
    });
});
