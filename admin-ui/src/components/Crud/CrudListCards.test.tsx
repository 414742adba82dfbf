// A list on a phone (below 600 px): cards instead of the table, the filters folded into 筛选.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../test/crudDemo/config.gen';
import { FeedbackHost, feedback } from '../Feedback';
import { CrudList } from './CrudList';
import { clearDictOptions } from './dict';
import { ALL_ROLE_CODES, cacheDicts, grant, ok, stubApi, TREE_CODES, treeConfig } from './testing';
import type { CrudResourceConfig } from './types';

const rows = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
        id: `r${i}`,
        roleName: `角色${i}`,
        roleCode: `code${i}`,
        sex: '1',
        sex_dictText: '男',
        status: '2',
        status_dictText: '冻结',
        enabled: 'Y',
        sortNo: i,
        price: 1234567.5,
        createTime: '2024-01-02 03:04:05',
    }));

const page = (records: unknown[], total: number) => ok({ records, total, size: 10, current: 1, pages: Math.ceil(total / 10) }, '', 0);
const lastList = (api: ReturnType<typeof stubApi>) => api.last('GET /demo/role/list')!.query;

/** A screen `width` px wide: media queries of max-width answer by it. */
const screenWidth = (width: number) =>
    vi.stubGlobal('matchMedia', (query: string) => {
        const max = /max-width:\s*([\d.]+)px/.exec(query);
        return {
            matches: max ? width <= Number(max[1]) : false,
            media: query,
            onchange: null,
            addEventListener: () => {},
            removeEventListener: () => {},
            addListener: () => {},
            removeListener: () => {},
            dispatchEvent: () => false,
        };
    });

const renderList = (c: CrudResourceConfig = config) =>
    render(
        <>
            <CrudList config={c} />
            <FeedbackHost />
        </>
    );

const cards = () => screen.getAllByRole('listitem').filter(li => li.classList.contains('aq-crud-card'));
const cardOf = (title: string) => screen.getByText(title).closest('li')!;
/** The actions of a card's ⋮ menu, as its buttons' names. */
const openActions = async (card: HTMLElement) => {
    fireEvent.click(within(card).getByRole('button', { name: '操作' }));
    const menu = await screen.findByRole('group', { name: /行的操作/ });
    return { menu, names: within(menu).getAllByRole('button').map(b => b.textContent) };
};

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
    cacheDicts();
    grant(ALL_ROLE_CODES);
    screenWidth(390);
});

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
});

describe('CrudList on a phone', () => {
    it('shows each record as a card: title, status chip and key fields, no table', async () => {
        stubApi({ 'GET /demo/role/list': () => page(rows(3), 3) });
        renderList();
        await screen.findByText('角色0');
        expect(screen.queryByRole('table')).toBeNull();
        expect(cards()).toHaveLength(3);
        const card = cardOf('角色1');
        expect(card.querySelector('.aq-crud-card-title')!.textContent).toBe('角色1');
        expect(within(card.querySelector('.aq-crud-card-status') as HTMLElement).getByText('冻结')).toBeTruthy();
        const lines = [...card.querySelectorAll('dl > div')].map(d => d.textContent);
        expect(lines).toEqual(['角色编码：code1', '性别：男', '启用：是']);
        // the pager below the cards keeps 上一页 / 下一页 and drops the jumper
        expect(screen.getByText('1-3 共3条')).toBeTruthy();
        expect(screen.getByRole('button', { name: '下一页' })).toBeTruthy();
        expect(screen.queryByLabelText('跳至页')).toBeNull();
        expect(document.querySelector('.aq-crud-list')!.getAttribute('data-view')).toBe('cards');
    });

    it('shows the table from 600 px up', async () => {
        screenWidth(600);
        stubApi({ 'GET /demo/role/list': () => page(rows(1), 1) });
        renderList();
        await screen.findByText('角色0');
        expect(screen.getByRole('table')).toBeTruthy();
        expect(screen.queryByRole('button', { name: '筛选' })).toBeNull();
    });

    it('offers in the ⋮ menu what the table row offers, by the same permissions', async () => {
        const api = stubApi({ 'GET /demo/role/list': () => page(rows(2), 2), 'DELETE /demo/role/delete': () => ok(null, '删除成功!') });
        const { unmount } = renderList();
        await screen.findByText('角色0');
        const { names } = await openActions(cardOf('角色1'));
        expect(names).toEqual(['编辑', '详情', '删除']);
        fireEvent.click(screen.getByRole('button', { name: '删除' }));
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('DELETE /demo/role/delete')).toHaveLength(1));
        expect(api.last('DELETE /demo/role/delete')!.query.get('id')).toBe('r1');
        unmount();

        grant([]);
        renderList();
        await screen.findByText('角色0');
        expect((await openActions(cardOf('角色0'))).names).toEqual(['详情']);
        fireEvent.click(screen.getByRole('button', { name: '详情' }));
        expect(await screen.findByRole('dialog', { name: '详情' })).toBeTruthy();
    });

    it('selects cards for 批量删除, one by one or all', async () => {
        const api = stubApi({
            'GET /demo/role/list': () => page(rows(3), 3),
            'DELETE /demo/role/deleteBatch': () => ok(null, '批量删除成功!'),
        });
        renderList();
        await screen.findByText('角色0');
        expect(screen.queryByText('已选择', { exact: false })).toBeNull();
        fireEvent.click(screen.getByLabelText('选择第1行'));
        fireEvent.click(screen.getByLabelText('选择第3行'));
        expect(screen.getByText('已选择', { exact: false }).textContent).toContain('2');
        fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('DELETE /demo/role/deleteBatch')).toHaveLength(1));
        expect(api.last('DELETE /demo/role/deleteBatch')!.query.get('ids')).toBe('r0,r2,');
        await waitFor(() => expect(screen.queryByText('已选择', { exact: false })).toBeNull());
        fireEvent.click(screen.getByLabelText('全选'));
        expect(screen.getByText('已选择', { exact: false }).textContent).toContain('3');
    });

    it('folds the filters into 筛选: a drawer with 查询 / 重置, and a badge of the filters in force', async () => {
        const api = stubApi({ 'GET /demo/role/list': () => page(rows(2), 2) });
        renderList();
        await screen.findByText('角色0');
        expect(screen.queryByRole('search')).toBeNull();
        expect(screen.getByRole('button', { name: '高级查询' })).toBeTruthy();
        const open = screen.getByRole('button', { name: '筛选' });
        expect(open.getAttribute('aria-description')).toBeNull();

        fireEvent.click(open);
        const drawer = await screen.findByRole('dialog', { name: '筛选' });
        const search = within(drawer).getByRole('search');
        // every filter, no 展开
        expect(within(search).getByLabelText('创建时间起')).toBeTruthy();
        expect(within(search).queryByRole('button', { name: '展开' })).toBeNull();
        fireEvent.change(within(search).getByLabelText('角色名称'), { target: { value: 'adm' } });
        fireEvent.change(within(search).getByLabelText('创建时间起'), { target: { value: '2024-01-01' } });
        fireEvent.click(within(search).getByRole('button', { name: '查询' }));
        await waitFor(() => expect(lastList(api).get('roleName')).toBe('*adm*'));
        expect(lastList(api).get('createTime_begin')).toBe('2024-01-01');
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '筛选' })).toBeNull());
        expect(open.getAttribute('aria-description')).toBe('已设2项筛选条件');
        expect(document.querySelector('.aq-crud-filter-badge .MuiBadge-badge')!.textContent).toBe('2');

        // Enter in an input runs 查询 as well
        fireEvent.click(open);
        const again = within(await screen.findByRole('dialog', { name: '筛选' })).getByRole('search');
        expect((within(again).getByLabelText('角色名称') as HTMLInputElement).value).toBe('adm');
        fireEvent.change(within(again).getByLabelText('角色编码'), { target: { value: 'c1' } });
        fireEvent.submit(again);
        await waitFor(() => expect(lastList(api).get('roleCode')).toBe('*c1*'));
        expect(open.getAttribute('aria-description')).toBe('已设3项筛选条件');

        fireEvent.click(open);
        fireEvent.click(within(await screen.findByRole('dialog', { name: '筛选' })).getByRole('button', { name: '重置' }));
        await waitFor(() => expect(lastList(api).has('roleName')).toBe(false));
        expect(lastList(api).has('createTime_begin')).toBe(false);
        expect(open.getAttribute('aria-description')).toBeNull();
    });

    it('keeps a tree as indented cards whose children open below their node', async () => {
        grant(TREE_CODES, 'building');
        const node = (id: string, name: string, hasChild: boolean, pid = '') => ({ id, name, code: id.toUpperCase(), pid, hasChild: hasChild ? '1' : '0', cost: 1234567.5 });
        const api = stubApi({
            'GET /demo/building/list': () => page([node('a', '甲', true), node('b', '乙', false)], 2),
            'GET /demo/building/childList': () => page([node('a1', '甲一', false, 'a')], 1),
        });
        renderList(treeConfig);
        await screen.findByText('甲');
        expect(cards()).toHaveLength(2);
        expect(cardOf('甲').querySelector('.aq-crud-card-title')!.textContent).toBe('甲');
        fireEvent.click(within(cardOf('甲')).getByRole('button', { name: '展开' }));
        await screen.findByText('甲一');
        expect(api.last('GET /demo/building/childList')!.query.get('pid')).toBe('a');
        expect(cards().map(c => c.querySelector('.aq-crud-card-title')!.textContent)).toEqual(['甲', '甲一', '乙']);
        expect(cardOf('甲一').getAttribute('aria-level')).toBe('2');
        expect(getComputedStyle(cardOf('甲一')).marginLeft).toBe('16px');
        expect((await openActions(cardOf('甲一'))).names).toContain('新增下级');
        // the amount stays whole (grouped, two decimals)
        expect(within(cardOf('乙')).getByText('1,234,567.50').getAttribute('data-whole')).toBe('true');
    });
});
