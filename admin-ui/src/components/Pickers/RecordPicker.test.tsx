import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { feedback } from '../Feedback';
import { registerCrud } from '../Crud/register';
import { chooseSection, ok, stubApi, type Call } from '../Crud/testing';
import type { CrudResource, CrudResourceConfig } from '../Crud/types';
import { RecordPicker, recordSource } from './RecordPicker';
import { Host } from './testing';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
});

const contracts: CrudResourceConfig = {
    name: 'demoContract',
    title: '合同',
    apiPrefix: '/demo/contract',
    table: 'demo_contract',
    permPrefix: 'contract',
    component: 'demo/ContractList',
    import: false,
    export: false,
    sectionScoped: true,
    fields: [
        { name: 'contractName', label: '合同名称', type: 'string', widget: 'input', list: {}, form: true },
        { name: 'contractNo', label: '合同编号', type: 'string', widget: 'input', list: {}, form: true },
        { name: 'memo', label: '备注', type: 'string', widget: 'input', form: true },
    ],
};

beforeAll(() => {
    const none = () => null;
    registerCrud({ config: contracts, list: none, create: none, edit: none, show: none } as unknown as CrudResource);
});

const rows = Array.from({ length: 8 }, (_, i) => ({ id: `c${i + 1}`, contractName: `合同${'一二三四五六七八'[i]}`, contractNo: `HT-00${i + 1}` }));

/** {prefix}/list over the fixture: contractNo "a,b," (by value), contractName *kw*, paged. */
const list = (c: Call) => {
    const q = c.query;
    let out = rows;
    const byValue = q.get('contractNo');
    if (byValue) out = out.filter(r => byValue.split(',').includes(r.contractNo));
    const name = q.get('contractName');
    if (name) out = out.filter(r => r.contractName.includes(name.replace(/\*/g, '')));
    const no = Number(q.get('pageNo') ?? 1), size = Number(q.get('pageSize') ?? 10);
    return ok({ records: out.slice((no - 1) * size, no * size), total: out.length });
};

const DICT = 'demo_contract,contract_name,contract_no';
const field = () => screen.getByRole('textbox', { name: '关联合同' }) as HTMLInputElement;
const dialog = () => screen.getByRole('dialog');
const table = () => within(dialog()).getByRole('table', { name: '关联合同' });
const names = () => within(table()).getAllByRole('row').slice(1).map(r => r.querySelectorAll('td')[1]?.textContent);
const chosen = () =>
    within(within(dialog()).getByRole('table', { name: '已选记录' }))
        .getAllByRole('row')
        .slice(1)
        .map(r => r.textContent);

describe('record picker', () => {
    it('reads the resource and keys from a table dict', () => {
        const s = recordSource(DICT);
        expect(s.config).toBe(contracts);
        expect(s.displayKey).toBe('contractName');
        expect(s.valueKey).toBe('contractNo');
        expect(recordSource('nowhere,name,id').config).toBeUndefined();
    });

    it('shows the display key of a stored value, asking the list by value in the header section', async () => {
        chooseSection('s1', 'e1');
        const api = stubApi({ 'GET /demo/contract/list': list });
        render(<Host Picker={RecordPicker} label="关联合同" dict={DICT} initial="HT-003,HT-001" />);
        await waitFor(() => expect(field().value).toBe('合同三,合同一'));
        const q = api.last('GET /demo/contract/list')!.query;
        expect(q.get('contractNo')).toBe('HT-003,HT-001,');
        expect(q.get('pageSize')).toBe('2');
        expect(q.get('sectionId')).toBe('s1');
    });

    it('searches, pages, picks several, deletes from the selected list and confirms', async () => {
        const api = stubApi({ 'GET /demo/contract/list': list });
        const onValue = vi.fn();
        render(<Host Picker={RecordPicker} label="关联合同" dict={DICT} multiple initial="HT-002" onValue={onValue} />);
        await waitFor(() => expect(field().value).toBe('合同二'));
        fireEvent.click(screen.getByRole('button', { name: '选择关联合同' }));
        await waitFor(() => expect(names()).toEqual(['合同一', '合同二', '合同三', '合同四', '合同五']));
        expect(getComputedStyle(dialog()).width).toBe('900px');
        expect(within(dialog()).getByRole('columnheader', { name: '操作' })).toBeTruthy();
        expect(chosen()).toEqual(['合同二删除']);

        fireEvent.click(within(dialog()).getByRole('button', { name: '下一页' }));
        await waitFor(() => expect(names()).toEqual(['合同六', '合同七', '合同八']));
        fireEvent.click(within(dialog()).getByRole('checkbox', { name: '选择 合同七 HT-007' }));

        fireEvent.change(within(dialog()).getByRole('textbox', { name: '合同名称' }), { target: { value: '四' } });
        fireEvent.click(within(dialog()).getByRole('button', { name: '查询' }));
        await waitFor(() => expect(names()).toEqual(['合同四']));
        const q = api.last('GET /demo/contract/list')!.query;
        expect(q.get('contractName')).toBe('*四*');
        expect(q.get('pageNo')).toBe('1');
        fireEvent.click(within(table()).getByText('合同四'));
        expect(chosen()).toEqual(['合同二删除', '合同七删除', '合同四删除']);

        fireEvent.click(within(dialog()).getByRole('button', { name: '删除 合同二' }));
        expect(chosen()).toEqual(['合同七删除', '合同四删除']);
        fireEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
        expect(onValue).toHaveBeenLastCalledWith('HT-007,HT-004');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(field().value).toBe('合同七,合同四');
    });

    it('single mode replaces the choice; an empty selected list says so', async () => {
        stubApi({ 'GET /demo/contract/list': list });
        const onValue = vi.fn();
        render(<Host Picker={RecordPicker} label="关联合同" apiPrefix="/demo/contract" displayKey="contractName" valueKey="id" onValue={onValue} />);
        fireEvent.click(field());
        await waitFor(() => expect(names()).toHaveLength(5));
        expect(chosen()).toEqual(['暂无数据']);
        fireEvent.click(within(dialog()).getByRole('radio', { name: '选择 合同一' }));
        fireEvent.click(within(dialog()).getByRole('radio', { name: '选择 合同三' }));
        expect(chosen()).toEqual(['合同三删除']);
        fireEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
        expect(onValue).toHaveBeenLastCalledWith('c3');
    });

    it('read-only shows the text and opens nothing', async () => {
        stubApi({ 'GET /demo/contract/list': list });
        render(<Host Picker={RecordPicker} label="关联合同" dict={DICT} readOnly initial="HT-001" />);
        await waitFor(() => expect(field().value).toBe('合同一'));
        fireEvent.click(field());
        fireEvent.keyDown(field(), { key: 'Enter' });
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(screen.queryByRole('button', { name: '选择关联合同' })).toBeNull();
    });
});
