import * as React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../test/crudDemo/config.gen';
import { FeedbackHost, feedback } from '../Feedback';
import { clearDictOptions } from '../Crud/dict';
import { cacheDicts } from '../Crud/testing';
import { AdvancedQuery } from './AdvancedQuery';
import { loadSaved, storeSaved, type SuperQuery } from './superQuery';

vi.setConfig({ testTimeout: 20_000 });

const CODE = '/demo/role';
const outerSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
const toasts = () => feedback.getState().toasts.map(t => t.text);

/** The list's side: the query in force, and every change it was told of. */
const setup = (initial: SuperQuery | null = null) => {
    const changes: (SuperQuery | null)[] = [];
    const Host = () => {
        const [q, setQ] = React.useState<SuperQuery | null>(initial);
        return (
            <AdvancedQuery
                config={config}
                value={q}
                saveCode={CODE}
                onChange={next => {
                    changes.push(next);
                    setQ(next);
                }}
            />
        );
    };
    // as in the list, the button sits inside the filter form
    render(
        <>
            <form onSubmit={outerSubmit}>
                <Host />
            </form>
            <FeedbackHost />
        </>
    );
    return changes;
};

const builder = () => screen.getByRole('dialog', { name: '高级查询构造器' });
const open = async () => {
    fireEvent.click(screen.getByRole('button', { name: '高级查询' }));
    return builder();
};
/** the builder is gone once its closing transition ends */
const closed = () => waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
const row = (n: number) => within(builder()).getByRole('group', { name: `条件${n}` });
const choose = async (scope: HTMLElement, label: string, option: string) => {
    fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
    fireEvent.click(await screen.findByRole('option', { name: option }));
};
const fillRow = async (n: number, field: string, rule: string, value?: string) => {
    await choose(row(n), '字段', field);
    await choose(row(n), '规则', rule);
    if (value !== undefined) fireEvent.change(within(row(n)).getByLabelText('值'), { target: { value } });
};

beforeEach(() => cacheDicts());

afterEach(() => {
    act(() => feedback.reset());
    clearDictOptions();
    localStorage.clear();
});


describe('AdvancedQuery', () => {
    it('refuses to run or save an empty query', async () => {
        const changes = setup();
        await open();
        fireEvent.click(within(builder()).getByRole('button', { name: '查询' }));
        expect(toasts()).toContain('不能查询空条件');
        // a field and rule without a value is still empty
        await choose(row(1), '字段', '角色名称');
        fireEvent.click(within(builder()).getByRole('button', { name: '保存查询条件' }));
        expect(toasts()).toContain('空条件不能保存');
        expect(screen.queryByRole('dialog', { name: '请输入保存的名称' })).toBeNull();
        expect(changes).toEqual([]);
    });

    it('runs a two-row OR query with each field’s own input, then shows it is in force and clears it', async () => {
        const changes = setup();
        await open();
        // the value input follows the field: dict options, a number, a date-time
        await choose(row(1), '字段', '性别');
        fireEvent.mouseDown(within(row(1)).getByRole('combobox', { name: '值' }));
        expect(screen.getAllByRole('option').map(o => o.textContent)).toEqual(['请选择', '男', '女']);
        fireEvent.click(screen.getByRole('option', { name: '女' }));
        await choose(row(1), '字段', '排序');
        expect(within(row(1)).getByLabelText('值').getAttribute('type')).toBe('number');
        await choose(row(1), '字段', '创建时间');
        expect(within(row(1)).getByLabelText('值').getAttribute('type')).toBe('datetime-local');

        await fillRow(1, '角色名称', '模糊', '管理');
        fireEvent.click(within(row(1)).getByRole('button', { name: '增加一行' }));
        await fillRow(2, '性别', '不等于');
        fireEvent.mouseDown(within(row(2)).getByRole('combobox', { name: '值' }));
        fireEvent.click(await screen.findByRole('option', { name: '男' }));
        // a third, empty row is left out of the query
        fireEvent.click(within(row(2)).getByRole('button', { name: '增加一行' }));
        await choose(builder(), '过滤条件匹配', 'OR（条件中的任意一个匹配）');
        fireEvent.click(within(builder()).getByRole('button', { name: '查询' }));

        expect(changes).toEqual([
            {
                matchType: 'or',
                rows: [
                    { field: 'roleName', rule: 'like', val: '管理' },
                    { field: 'sex', rule: 'ne', val: '1' },
                ],
            },
        ]);
        await closed();
        const btn = screen.getByRole('button', { name: '高级查询' });
        expect(btn.getAttribute('aria-description')).toBe('已有高级查询条件生效');

        // reopening starts from the query in force
        await open();
        expect(within(row(2)).getByRole('combobox', { name: '规则' }).textContent).toBe('不等于');
        fireEvent.click(within(builder()).getByRole('button', { name: '关闭' }));
        await closed();

        fireEvent.click(screen.getByRole('button', { name: '清空高级查询' }));
        expect(changes.at(-1)).toBeNull();
        expect(screen.queryByRole('button', { name: '清空高级查询' })).toBeNull();
    });

    it('offers no pattern rule on a number field', async () => {
        setup();
        await open();
        await fillRow(1, '角色名称', '模糊');
        await choose(row(1), '字段', '排序');
        expect(within(row(1)).getByRole('combobox', { name: '规则' }).textContent).toBe('等于');
        fireEvent.mouseDown(within(row(1)).getByRole('combobox', { name: '规则' }));
        expect(screen.getAllByRole('option').map(o => o.textContent)).toEqual(['等于', '在...中', '不等于', '大于', '大于等于', '小于', '小于等于']);
    });

    it('removes rows down to the empty state, and 重置 drops the query in force', async () => {
        const changes = setup({ matchType: 'and', rows: [{ field: 'roleCode', rule: 'eq', val: 'x' }] });
        await open();
        fireEvent.click(within(row(1)).getByRole('button', { name: '删除本行' }));
        expect(within(builder()).getByText('没有任何查询条件')).toBeTruthy();
        fireEvent.click(within(builder()).getByRole('button', { name: '点击新增' }));
        expect(within(row(1)).getByRole('combobox', { name: '字段' }).textContent).not.toContain('角色编码');
        fireEvent.click(within(builder()).getByRole('button', { name: '重置' }));
        expect(changes).toEqual([null]);
    });

    it('saves under a name, asks before overwriting, and loads and deletes saved queries', async () => {
        setup();
        await open();
        expect(within(builder()).getByText('暂无保存的查询')).toBeTruthy();
        await fillRow(1, '角色编码', '以..开始', 'adm');
        fireEvent.click(within(builder()).getByRole('button', { name: '保存查询条件' }));
        const prompt = await screen.findByRole('dialog', { name: '请输入保存的名称' });
        fireEvent.click(within(prompt).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(toasts()).toContain('保存名称不能为空'));
        fireEvent.change(within(prompt).getByLabelText('名称'), { target: { value: '管理员' } });
        fireEvent.click(within(prompt).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(toasts()).toContain('保存成功'));
        await waitFor(() => expect(screen.queryAllByRole('dialog', { hidden: true })).toHaveLength(1));
        expect(loadSaved(CODE)).toEqual([{ title: '管理员', matchType: 'and', records: [{ field: 'roleCode', rule: 'right_like', val: 'adm' }] }]);
        expect(within(builder()).getByRole('button', { name: '管理员' })).toBeTruthy();
        expect(outerSubmit).not.toHaveBeenCalled();

        // the same name: declining keeps the saved one, accepting replaces it
        fireEvent.change(within(row(1)).getByLabelText('值'), { target: { value: 'root' } });
        fireEvent.click(within(builder()).getByRole('button', { name: '保存查询条件' }));
        let again = await screen.findByRole('dialog', { name: '请输入保存的名称' });
        fireEvent.change(within(again).getByLabelText('名称'), { target: { value: '管理员' } });
        fireEvent.click(within(again).getByRole('button', { name: '确定' }));
        let confirm = await screen.findByRole('dialog', { name: '提示' });
        expect(within(confirm).getByText('管理员 已存在，是否覆盖？')).toBeTruthy();
        fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryAllByRole('dialog', { hidden: true })).toHaveLength(2));
        expect(loadSaved(CODE)[0].records[0].val).toBe('adm');
        again = screen.getByRole('dialog', { name: '请输入保存的名称' });
        // 确定 is disabled until the declined save has settled (as a user finds it)
        const ok = within(again).getByRole('button', { name: '确定' }) as HTMLButtonElement;
        await waitFor(() => expect(ok.disabled).toBe(false));
        fireEvent.click(ok);
        confirm = await screen.findByRole('dialog', { name: '提示' });
        fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(loadSaved(CODE)[0].records[0].val).toBe('root'));
        expect(loadSaved(CODE)).toHaveLength(1);
        await waitFor(() => expect(screen.queryAllByRole('dialog', { hidden: true })).toHaveLength(1));

        // loading puts the saved rows and match type back into the builder
        storeSaved(CODE, [...loadSaved(CODE), { title: '两条', matchType: 'or', records: [{ field: 'sortNo', rule: 'gt', val: '3' }, { field: 'roleName', rule: 'eq', val: 'a' }] }]);
        fireEvent.click(within(builder()).getByRole('button', { name: '关闭' }));
        await closed();
        await open();
        fireEvent.click(within(builder()).getByRole('button', { name: '两条' }));
        expect(within(row(1)).getByRole('combobox', { name: '字段' }).textContent).toBe('排序');
        expect((within(row(1)).getByLabelText('值') as HTMLInputElement).value).toBe('3');
        expect(within(row(2)).getByRole('combobox', { name: '字段' }).textContent).toBe('角色名称');
        expect(within(builder()).getByRole('combobox', { name: '过滤条件匹配' }).textContent).toContain('OR');

        fireEvent.click(within(builder()).getByRole('button', { name: '删除 管理员' }));
        fireEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(loadSaved(CODE).map(s => s.title)).toEqual(['两条']));
        expect(within(builder()).queryByRole('button', { name: '管理员' })).toBeNull();
    });
});
