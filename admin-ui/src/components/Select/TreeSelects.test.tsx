import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../Crud/testing';
import { CategorySelect } from './CategorySelect';
import { DictTreeSelect } from './DictTreeSelect';
import type { SelectWidgetProps } from './common';

afterEach(() => vi.unstubAllGlobals());

/** A widget bound to a value held in state, as a form field would. */
const mount = (widget: (p: SelectWidgetProps) => ReactElement, initial = '') => {
    const changes = vi.fn();
    const Host = () => {
        const [v, setV] = useState(initial);
        return widget({
            id: 'w',
            label: '部门',
            value: v,
            onChange: x => {
                changes(x);
                setV(x);
            },
        });
    };
    render(<Host />);
    return changes;
};

const combobox = () => screen.getByRole('combobox', { name: '部门' }) as HTMLInputElement;
const items = () => screen.queryAllByRole('treeitem').map(i => `${i.getAttribute('aria-level')}:${i.textContent}`);

// 总部 ─ 研发部 ; 分部 (leaf)
const DEPARTS: Record<string, { key: string; title: string; leaf: boolean }[]> = {
    '': [
        { key: 'd1', title: '总部', leaf: false },
        { key: 'd2', title: '分部', leaf: true },
    ],
    d1: [{ key: 'd11', title: '研发部', leaf: true }],
};

const departTree = (p: SelectWidgetProps, condition = '{"status":"1"}') => (
    <DictTreeSelect {...p} dict="sys_depart,depart_name,id" pidField="parent_id" hasChildField="has_child" condition={condition} />
);

describe('DictTreeSelect', () => {
    it('loads the roots, a node’s children only when expanded, and picks with the keyboard', async () => {
        const a = stubApi({
            'GET /sys/dict/loadTreeData': c => ok(DEPARTS[c.query.get('pid') ?? ''] ?? []),
            'GET /sys/dict/loadDictItem/*': () => ok([]),
        });
        const changes = mount(departTree);
        await waitFor(() => expect(a.to('GET /sys/dict/loadTreeData')).toHaveLength(1));
        const roots = a.calls[0].query;
        expect([roots.get('pid'), roots.get('pidField'), roots.get('tableName'), roots.get('text'), roots.get('code'), roots.get('hasChildField')]).toEqual([
            null,
            'parent_id',
            'sys_depart',
            'depart_name',
            'id',
            'has_child',
        ]);
        expect(roots.get('condition')).toBe('{"status":"1"}');

        act(() => combobox().focus());
        fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
        await waitFor(() => expect(items()).toEqual(['1:总部', '1:分部']));
        const tree = screen.getByRole('tree');
        expect(document.activeElement?.textContent).toBe('总部');

        fireEvent.keyDown(tree, { key: 'ArrowRight' }); // expands 总部: its children are asked now
        await waitFor(() => expect(items()).toEqual(['1:总部', '2:研发部', '1:分部']));
        expect(a.to('GET /sys/dict/loadTreeData').map(c => c.query.get('pid'))).toEqual([null, 'd1']);
        expect(screen.getByRole('treeitem', { name: /总部/ }).getAttribute('aria-expanded')).toBe('true');

        fireEvent.keyDown(tree, { key: 'ArrowDown' });
        fireEvent.keyDown(tree, { key: 'Enter' });
        expect(changes).toHaveBeenLastCalledWith('d11');
        await waitFor(() => expect(screen.queryByRole('tree')).toBeNull());
        expect(combobox().value).toBe('研发部');

        // collapsing and opening again asks nothing more
        fireEvent.click(combobox());
        fireEvent.click(await screen.findByRole('button', { name: '收起 总部' }));
        fireEvent.click(screen.getByRole('button', { name: '展开 总部' }));
        expect(items()).toEqual(['1:总部', '2:研发部', '1:分部']);
        expect(a.to('GET /sys/dict/loadTreeData')).toHaveLength(2);
        expect(a.to('GET /sys/dict/loadDictItem/sys_depart,depart_name,id')).toHaveLength(0);
    });

    it('names the stored value through loadDictItem', async () => {
        const a = stubApi({
            'GET /sys/dict/loadTreeData': () => ok(DEPARTS['']),
            'GET /sys/dict/loadDictItem/*': () => ok(['研发部']),
        });
        mount(departTree, 'd11');
        await waitFor(() => expect(combobox().value).toBe('研发部'));
        const call = a.last('GET /sys/dict/loadDictItem/sys_depart,depart_name,id')!;
        expect(call.query.get('key')).toBe('d11');
    });

    it('refuses a condition that is not JSON, and shows a load failure’s message', async () => {
        const a = stubApi({ 'GET /sys/dict/loadTreeData': () => fail('表不存在') });
        mount(p => departTree(p, "status='1'"));
        expect(screen.getByText('组件JTreeSelect-condition传值有误，需要一个json字符串!')).toBeTruthy();
        expect(a.calls).toHaveLength(0);
        vi.unstubAllGlobals();

        stubApi({ 'GET /sys/dict/loadTreeData': () => fail('表不存在') });
        render(<DictTreeSelect label="区域" value="" onChange={() => {}} dict="sys_area,name,id" />);
        fireEvent.click(screen.getByRole('combobox', { name: '区域' }));
        expect(await screen.findByRole('alert')).toHaveProperty('textContent', '表不存在');
    });
});

describe('CategorySelect', () => {
    it('lists the roots under pcode, loads children on expand, keeps several ids and names them', async () => {
        const a = stubApi({
            'GET /sys/category/loadTreeRoot': () =>
                ok([
                    { key: 'c1', title: '水泥', leaf: false, code: 'B01A01' },
                    { key: 'c2', title: '钢材', leaf: true, code: 'B01A02' },
                ]),
            'GET /sys/category/loadTreeChildren': c => ok(c.query.get('pid') === 'c1' ? [{ key: 'c11', title: '硅酸盐水泥', leaf: true }] : []),
            'GET /sys/category/loadDictItem/': c => ok((c.query.get('ids') ?? '').split(',').map(id => ({ c2: '钢材', c9: '砂石' })[id] ?? id)),
        });
        const changes = mount(p => <CategorySelect {...p} pcode="B01" multiple />, 'c9');
        await waitFor(() => expect(combobox().value).toBe('砂石'));
        expect(a.last('GET /sys/category/loadDictItem/')!.query.get('ids')).toBe('c9');
        const root = a.last('GET /sys/category/loadTreeRoot')!.query;
        expect([root.get('async'), root.get('pcode')]).toEqual(['true', 'B01']);

        fireEvent.click(combobox());
        fireEvent.click(await screen.findByRole('button', { name: '展开 水泥' }));
        await waitFor(() => expect(items()).toEqual(['1:水泥', '2:硅酸盐水泥', '1:钢材']));
        expect(a.last('GET /sys/category/loadTreeChildren')!.query.get('pid')).toBe('c1');

        fireEvent.click(screen.getByRole('treeitem', { name: /硅酸盐水泥/ }));
        expect(changes).toHaveBeenLastCalledWith('c9,c11');
        fireEvent.click(screen.getByRole('treeitem', { name: /钢材/ }));
        expect(changes).toHaveBeenLastCalledWith('c9,c11,c2');
        expect(screen.getByRole('treeitem', { name: /钢材/ }).getAttribute('aria-selected')).toBe('true');
        fireEvent.click(screen.getByRole('treeitem', { name: /硅酸盐水泥/ })); // toggles off
        expect(changes).toHaveBeenLastCalledWith('c9,c2');
        fireEvent.keyDown(screen.getByRole('tree'), { key: 'Escape' });
        await waitFor(() => expect(combobox().value).toBe('砂石，钢材'));
    });
});
