import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../test/crudDemo/config.gen';
import { FeedbackHost, feedback } from '../Feedback';
import { ColumnSettingsPanel } from './ColumnSettings';
import { changeItem, columnItems, moveItem, readSetting, settingKey, toSetting, visibleColumns, type ColumnItem } from './columnSettings';
import { CrudList } from './CrudList';
import { clearDictOptions } from './dict';
import { ALL_ROLE_CODES, cacheDicts, fail, grant, ok, stubApi } from './testing';
import type { CrudField } from './types';
import { clearColumnSettings } from './useColumnSettings';

vi.setConfig({ testTimeout: 20_000 });

const listed = config.fields.filter(f => f.list);
const names = listed.map(f => f.name);
const f = (name: string): CrudField => listed.find(x => x.name === name)!;

describe('the kept setting', () => {
    it('applies only known columns, each once, within the width bounds', () => {
        const raw = {
            v: 1,
            columns: [
                { name: 'roleCode', hidden: true },
                { name: 'nope', hidden: true },
                { name: '<img onerror>', width: 100 },
                { name: 'roleName', width: 99999 },
                { name: 'roleCode', width: 10 },
                'sex',
                { name: 'sex', width: 'wide', hidden: 'yes' },
            ],
        };
        expect(readSetting(raw, names)).toEqual([{ name: 'roleCode', hidden: true }, { name: 'roleName', width: 800 }, { name: 'sex' }]);
        for (const bad of [null, 'x', 42, [], { columns: 'x' }, { columns: [{ name: 'nope' }] }]) expect(readSetting(bad, names)).toBeNull();
    });

    it('orders the columns as kept, a new column after the one it follows, status columns last', () => {
        const items = columnItems(listed, [{ name: 'createTime' }, { name: 'roleCode', hidden: true }, { name: 'roleName' }], config);
        const order = items.map(i => i.field.name);
        // sex, not kept (a column added since), follows roleCode as by default; status (a status
        // dictionary) stays last
        expect(order.slice(0, 3)).toEqual(['createTime', 'roleCode', 'sex']);
        expect(order.indexOf('roleName')).toBeGreaterThan(order.indexOf('sex'));
        expect(order.at(-1)).toBe('status');
        expect(items.at(-1)!.pinned).toBe(true);
        const shown = visibleColumns(items);
        expect(shown.columns.map(c => c.name)).not.toContain('roleCode');
        expect(shown.pinned).toBe(1);
        expect(toSetting(items).columns[1]).toEqual({ name: 'roleCode', hidden: true });
    });

    it('moves only movable columns and never hides the last shown one or a status column', () => {
        const items = columnItems(listed, null, config);
        const last = items.length - 1;
        expect(moveItem(items, 0, -1)).toBe(items);
        expect(moveItem(items, last, -1)).toBe(items); // the pinned status column
        expect(moveItem(items, last - 1, 1)).toBe(items); // nor past it
        expect(moveItem(items, 0, 1).map(i => i.field.name).slice(0, 2)).toEqual([items[1].field.name, items[0].field.name]);
        expect(changeItem(items, 'status', { hidden: true })).toEqual(items);
        let one: ColumnItem[] = items;
        for (const i of items) one = changeItem(one, i.field.name, { hidden: true });
        expect(one.filter(i => !i.hidden).map(i => i.field.name)).toEqual(['status']);
        const single = columnItems([f('roleName')], null, config);
        expect(changeItem(single, 'roleName', { hidden: true })).toBe(single);
    });

    it('is keyed by the resource, in the server’s pattern', () => {
        expect(settingKey(config)).toMatch(/^list\.[A-Za-z][A-Za-z0-9_]{0,79}$/);
        expect(settingKey({ name: 'sys-user/x' })).toBe('list.sys_user_x');
    });
});

const Panel = ({ onReset = () => {} }: { onReset?: () => void }) => {
    const [items, setItems] = useState(() => columnItems(listed, null, config));
    return (
        <>
            <ColumnSettingsPanel items={items} onChange={setItems} onReset={onReset} />
            <output data-testid="order">{items.map(i => `${i.field.name}${i.hidden ? '-' : ''}${i.width ?? ''}`).join(',')}</output>
        </>
    );
};
const order = () => screen.getByTestId('order').textContent!.split(',');

describe('the 列设置 panel', () => {
    it('hides, moves (the focus following the column) and sizes columns; 恢复默认 is offered', () => {
        const reset = vi.fn();
        render(<Panel onReset={reset} />);
        fireEvent.click(screen.getByRole('checkbox', { name: '显示角色编码' }));
        expect(order()).toContain('roleCode-');
        expect(screen.getByRole('checkbox', { name: '显示状态' })).toHaveProperty('disabled', true);

        const down = screen.getByRole('button', { name: '下移角色名称' });
        down.focus();
        fireEvent.click(down);
        expect(order().slice(0, 2)).toEqual(['roleCode-', 'roleName']);
        expect(document.activeElement).toBe(screen.getByRole('button', { name: '下移角色名称' }));
        expect(screen.getByRole('button', { name: '上移角色编码' })).toHaveProperty('disabled', true);

        const width = screen.getByRole('spinbutton', { name: '角色名称列宽' });
        fireEvent.change(width, { target: { value: '260' } });
        fireEvent.keyDown(width, { key: 'Enter' });
        expect(order()).toContain('roleName260');
        fireEvent.change(width, { target: { value: '5' } });
        fireEvent.blur(width);
        expect(order()).toContain('roleName40');
        fireEvent.change(width, { target: { value: '' } });
        fireEvent.blur(width);
        expect(order()).toContain('roleName');

        fireEvent.click(screen.getByRole('button', { name: '恢复默认' }));
        expect(reset).toHaveBeenCalledOnce();
    });
});

describe('CrudList with 列设置', () => {
    beforeEach(() => {
        cacheDicts();
        grant(ALL_ROLE_CODES);
    });
    afterEach(() => {
        vi.unstubAllGlobals();
        act(() => feedback.reset());
        clearDictOptions();
        clearColumnSettings();
    });
    const page = ok({ records: [{ id: 'r1', roleName: '角色1', roleCode: 'c1', status: '1', createTime: '2024-01-02 03:04:05' }], total: 1 }, '', 0);
    // (hidden: the open panel hides the page from the accessibility tree)
    const heads = () => screen.getAllByRole('columnheader', { hidden: true }).map(h => h.textContent);

    it('shows the columns as the user kept them and saves his changes to the server', async () => {
        const kept = { v: 1, columns: ['createTime', ...names.filter(n => n !== 'createTime')].map(name => (name === 'roleCode' ? { name, hidden: true } : { name })) };
        const api = stubApi({
            'GET /demo/role/list': () => page,
            'GET /sys/user/listSetting': () => ok(kept),
            'PUT /sys/user/listSetting': () => ok(null),
        });
        render(
            <>
                <CrudList config={config} />
                <FeedbackHost />
            </>
        );
        expect(await screen.findByText('角色1')).toBeTruthy();
        expect(api.last('GET /sys/user/listSetting')!.query.get('key')).toBe(settingKey(config));
        expect(heads().slice(0, 3)).toEqual(['', '创建时间', '角色名称']);
        expect(heads()).not.toContain('角色编码');
        expect(heads().slice(-2)).toEqual(['状态', '操作']);

        fireEvent.click(screen.getByRole('button', { name: '列设置' }));
        const panel = await screen.findByRole('dialog', { name: '列设置' });
        fireEvent.click(within(panel).getByRole('checkbox', { name: '显示角色编码' }));
        expect(heads()).toContain('角色编码');
        await waitFor(() => expect(api.to('PUT /sys/user/listSetting')).toHaveLength(1));
        const put = api.last('PUT /sys/user/listSetting')!;
        expect(put.query.get('key')).toBe(settingKey(config));
        expect((put.body as { columns: unknown[] }).columns).toContainEqual({ name: 'roleCode' });

        fireEvent.click(within(panel).getByRole('button', { name: '恢复默认' }));
        await waitFor(() => expect(api.to('PUT /sys/user/listSetting')).toHaveLength(2));
        expect(api.last('PUT /sys/user/listSetting')!.body).toBeNull();
        expect(heads().slice(0, 3)).toEqual(['', '角色名称', '角色编码']);
    });

    it('shows the defaults when the setting cannot be read, and says so when saving fails', async () => {
        stubApi({
            'GET /demo/role/list': () => page,
            'GET /sys/user/listSetting': () => fail('设置名称不合法'),
            'PUT /sys/user/listSetting': () => fail('设置内容过大（最多8KB）'),
        });
        render(
            <>
                <CrudList config={config} />
                <FeedbackHost />
            </>
        );
        expect(await screen.findByText('角色1')).toBeTruthy();
        expect(heads().slice(0, 3)).toEqual(['', '角色名称', '角色编码']);
        fireEvent.click(screen.getByRole('button', { name: '列设置' }));
        fireEvent.click(within(await screen.findByRole('dialog', { name: '列设置' })).getByRole('checkbox', { name: '显示角色编码' }));
        await waitFor(() => expect(feedback.getState().toasts.map(t => t.text)).toContain('设置内容过大（最多8KB）'));
    });
});
