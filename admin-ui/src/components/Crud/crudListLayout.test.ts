import { describe, expect, it } from 'vitest';
import { CELL_PX, columnLayout, isNumberColumn, isStatusColumn, pinOffsets, textWidth } from './crudListLayout';
import type { CrudField } from './types';

const field = (over: Partial<CrudField>): CrudField => ({ name: 'x', label: '字段', type: 'string', widget: 'input', list: {}, ...over });

describe('column layout', () => {
    it('lays numbers out whole and right-aligned, never cut, at least as wide as the header', () => {
        const money = columnLayout(field({ name: 'costImpact', label: '费用影响（元）', type: 'money', widget: 'money', list: { width: 140 } }));
        expect(money.kind).toBe('number');
        expect(money.align).toBe('right');
        expect(money.clamp).toBeUndefined();
        expect(money.minWidth).toBeGreaterThanOrEqual(textWidth('费用影响（元）') + 2 * CELL_PX);
        for (const f of [
            field({ type: 'decimal', widget: 'number', scale: 1, unit: 'mm' }),
            field({ type: 'chainage', widget: 'chainage' }),
            field({ type: 'int', widget: 'number' }),
            field({ type: 'float', widget: 'input' }),
        ]) {
            expect(isNumberColumn(f)).toBe(true);
            expect(columnLayout(f)).toMatchObject({ kind: 'number', align: 'right' });
        }
        // a code of a dictionary or a switch is no number
        expect(isNumberColumn(field({ type: 'int', widget: 'select', dict: 'priority' }))).toBe(false);
        // the user's width only widens a number column
        expect(columnLayout(field({ type: 'money', widget: 'money' }), { width: 300 }).minWidth).toBe(300);
        expect(columnLayout(field({ type: 'money', widget: 'money' }), { width: 40 }).clamp).toBeUndefined();
    });

    it('keeps dates whole and sizes tags by their dictionary’s longest text', () => {
        expect(columnLayout(field({ type: 'date', widget: 'date' }))).toMatchObject({ kind: 'date' });
        const dt = columnLayout(field({ type: 'datetime', widget: 'datetime' }));
        expect(dt.clamp).toBeUndefined();
        const level = field({ name: 'level', label: '变更等级', widget: 'radio', dict: 'design_change_level', list: { width: 90 } });
        const short = columnLayout(level, { dictTexts: ['一般'] });
        const long = columnLayout(level, { dictTexts: ['一般设计变更', '重大设计变更'] });
        expect(long.kind).toBe('tag');
        expect(long.minWidth).toBeGreaterThan(short.minWidth);
        expect(long.minWidth).toBeGreaterThanOrEqual(textWidth('重大设计变更', 13) + 2 * CELL_PX);
    });

    it('cuts text at its width with room for the header; a name from another table is text', () => {
        const text = columnLayout(field({ name: 'title', label: '变更名称', list: { width: 200 } }));
        expect(text).toMatchObject({ kind: 'text', clamp: 200 - 2 * CELL_PX });
        const name = columnLayout(field({ name: 'engineeringId', widget: 'select', dict: 'cmis_engineering,name,id' }));
        expect(name.kind).toBe('text');
        expect(name.clamp).toBeGreaterThan(0);
        // the user's width is the column's
        expect(columnLayout(field({ name: 'title' }), { width: 320 })).toMatchObject({ clamp: 320 - 2 * CELL_PX, minWidth: 320 });
        // a long header keeps its column at least as wide
        const head = field({ name: 'n', label: '本期支付金额合计（元）', list: { width: 60 } });
        expect(columnLayout(head).minWidth).toBeGreaterThanOrEqual(textWidth('本期支付金额合计（元）') + 2 * CELL_PX);
    });
});

describe('status columns', () => {
    it('are the state machine’s field and the fields of a status dictionary or named like a status', () => {
        const steps = { field: 'state', states: [], moves: [] };
        expect(isStatusColumn(field({ name: 'state' }), { steps })).toBe(true);
        expect(isStatusColumn(field({ name: 'status', widget: 'select', dict: 'approval_status' }))).toBe(true);
        expect(isStatusColumn(field({ name: 'bpmStatus', widget: 'select', dict: 'bpm_status' }))).toBe(true);
        expect(isStatusColumn(field({ name: 'auditStatus', widget: 'select', dict: 'audit' }))).toBe(true);
        expect(isStatusColumn(field({ name: 'sendStatus', widget: 'select', dict: 'send_status' }))).toBe(true);
        expect(isStatusColumn(field({ name: 'result', widget: 'select', dict: 'danger_status' }))).toBe(true);
        // no dictionary, or a table dictionary (names), or another dictionary: no status
        expect(isStatusColumn(field({ name: 'status' }))).toBe(false);
        expect(isStatusColumn(field({ name: 'statusId', dict: 'sys_status,name,id' }))).toBe(false);
        expect(isStatusColumn(field({ name: 'level', dict: 'danger_level' }))).toBe(false);
        expect(isStatusColumn(field({ name: 'statusText', dict: 'yn' }))).toBe(false);
    });

    it('are pinned right of each other, beside 操作', () => {
        expect(pinOffsets([90, 110], 200)).toEqual([310, 200]);
        expect(pinOffsets([80], 150)).toEqual([150]);
        expect(pinOffsets([], 150)).toEqual([]);
    });
});
