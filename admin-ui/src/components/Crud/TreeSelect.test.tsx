import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '../Feedback';
import { CrudForm } from './CrudForm';
import { clearDictOptions } from './dict';
import { crudConfigByTable, registerCrud } from './register';
import { dictTable, flattenTree, treeSourceOf } from './TreeSelect';
import { chooseSection, fail, ok, stubApi, treeConfig } from './testing';
import type { CrudField, CrudResource, CrudResourceConfig } from './types';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
});

const node = (id: string, title: string, children?: unknown[]) => ({
    id,
    key: id,
    value: id,
    title,
    name: title,
    isLeaf: !children,
    hasChild: children ? '1' : '0',
    ...(children ? { children } : {}),
});

// 一号 ─ 二号 ─ 三号 ; 四号
const tree = [node('b1', '一号', [node('b2', '二号', [node('b3', '三号')])]), node('b4', '四号')];

const pidField = treeConfig.fields.find(f => f.name === 'pid')!;
const combobox = () => screen.getByRole('combobox', { name: /上级建筑物/ }) as HTMLInputElement;
const options = () => screen.getAllByRole('option').map(o => `${o.getAttribute('data-depth') ?? ''}:${o.textContent}`);

describe('tree select helpers', () => {
    it('flattens queryTreeList in display order, leaving out a node with its subtree', () => {
        expect(flattenTree(tree).map(o => `${o.depth}${o.label}`)).toEqual(['0一号', '1二号', '2三号', '0四号']);
        expect(flattenTree(tree, 'b2').map(o => o.value)).toEqual(['b1', 'b4']);
        expect(flattenTree([{ id: 'x', name: '无标题' }], undefined, 'name')).toEqual([{ value: 'x', label: '无标题', depth: 0 }]);
        expect(flattenTree(null)).toEqual([]);
    });

    it('finds the tree resource of a table dict: the form’s own or a registered one', () => {
        expect(dictTable('demo_building,name,id')).toBe('demo_building');
        expect(dictTable('sex')).toBeUndefined();
        expect(treeSourceOf(pidField, treeConfig)).toBe(treeConfig);
        const other: CrudField = { ...pidField, dict: 'demo_directory,name,id' };
        expect(treeSourceOf(other, treeConfig)).toBeUndefined();
        const directory: CrudResourceConfig = { ...treeConfig, name: 'demoDirectory', table: 'demo_directory', apiPrefix: '/demo/directory', component: 'demo/Dir' };
        const none = () => null;
        registerCrud({ config: directory, list: none, create: none, edit: none, show: none } as unknown as CrudResource);
        expect(crudConfigByTable('DEMO_DIRECTORY')).toBe(directory);
        expect(treeSourceOf(other, treeConfig)).toBe(directory);
        // a registered table without a tree is no tree source
        registerCrud({ config: { ...directory, table: 'demo_flat', tree: undefined }, list: none, create: none, edit: none, show: none } as unknown as CrudResource);
        expect(treeSourceOf({ ...pidField, dict: 'demo_flat,name,id' })).toBeUndefined();
    });
});

describe('tree select widget', () => {
    it('offers the indented tree under 无（顶级）, never the edited node or its subtree, and is keyboard usable', async () => {
        chooseSection('s1', 'e1');
        const api = stubApi({
            'GET /demo/building/queryTreeList': () => ok(tree, '', 0),
            'PUT /demo/building/edit': () => ok(null, '编辑成功!'),
        });
        const onClose = vi.fn();
        render(<CrudForm config={treeConfig} mode="edit" record={{ id: 'b2', name: '二号', pid: 'b1' }} open onClose={onClose} />);
        await waitFor(() => expect(combobox().value).toBe('一号'));
        // the tree of a section-scoped resource is the header section's
        expect(api.last('GET /demo/building/queryTreeList')!.query.get('sectionId')).toBe('s1');
        expect(api.last('GET /demo/building/queryTreeList')!.query.get('engineeringId')).toBe('e1');

        act(() => combobox().focus());
        fireEvent.keyDown(combobox(), { key: 'ArrowDown' }); // opens on the current value
        expect(options()).toEqual(['0:无（顶级）', '0:一号', '0:四号']);
        fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
        fireEvent.keyDown(combobox(), { key: 'Enter' });
        expect(combobox().value).toBe('四号');
        fireEvent.click(screen.getByRole('button', { name: '确定' }));
        await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
        expect(api.last('PUT /demo/building/edit')!.body).toMatchObject({ id: 'b2', pid: 'b4' });
    });

    it('shows every node when adding, filters by typing, and stores "0" for 无（顶级）', async () => {
        const api = stubApi({
            'GET /demo/building/queryTreeList': () => ok(tree, '', 0),
            'POST /demo/building/add': () => ok(null, '添加成功！'),
        });
        const onClose = vi.fn();
        render(<CrudForm config={treeConfig} open onClose={onClose} defaults={{ pid: 'b3' }} />);
        await waitFor(() => expect(combobox().value).toBe('三号'));
        act(() => combobox().focus());
        fireEvent.mouseDown(combobox());
        expect(options()).toEqual(['0:无（顶级）', '0:一号', '1:└二号', '2:└三号', '0:四号']);
        fireEvent.change(combobox(), { target: { value: '二' } });
        expect(options()).toEqual(['1:└二号']);
        fireEvent.change(combobox(), { target: { value: '' } });
        fireEvent.click(screen.getByRole('option', { name: '无（顶级）' }));
        expect(combobox().value).toBe('无（顶级）');
        fireEvent.change(screen.getByLabelText(/名称/), { target: { value: '甲' } });
        fireEvent.click(screen.getByRole('button', { name: '确定' }));
        await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
        expect(api.last('POST /demo/building/add')!.body).toMatchObject({ pid: '0', name: '甲' });
    });

    it('names a value outside the tree by its dict text and shows a failed load', async () => {
        stubApi({ 'GET /demo/building/queryTreeList': () => fail('没有权限访问建筑物') });
        render(<CrudForm config={treeConfig} mode="show" record={{ id: 'b9', pid: 'x1', pid_dictText: '外部节点' }} open onClose={() => {}} />);
        expect(await screen.findByText('没有权限访问建筑物')).toBeTruthy();
        expect(combobox().value).toBe('外部节点');
        expect(combobox().disabled).toBe(true);
    });

    it('falls back to the flat options of the dict without a tree resource', async () => {
        const flat: CrudResourceConfig = {
            ...treeConfig,
            tree: undefined,
            sectionScoped: false,
            fields: [{ name: 'parentId', label: '上级部门', type: 'string', widget: 'tree', dict: 'sys_depart_x,depart_name,id', form: true }],
        };
        const api = stubApi({ 'GET /sys/dict/getDictItems/*': () => ok([{ value: 'd1', text: '研发部' }], '', 0) });
        render(<CrudForm config={flat} open onClose={() => {}} />);
        const box = screen.getByRole('combobox', { name: /上级部门/ });
        await waitFor(() => expect(api.to('GET /sys/dict/getDictItems/sys_depart_x,depart_name,id')).toHaveLength(1));
        fireEvent.mouseDown(box);
        expect(options()).toEqual(['0:无（顶级）', '0:研发部']);
    });
});
