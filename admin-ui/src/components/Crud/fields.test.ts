import { describe, expect, it } from 'vitest';
import { config } from '../../test/crudDemo/config.gen';
import {
    cellText,
    CHAINAGE_MESSAGE,
    fieldTitle,
    formatValue,
    fromDateTimeLocal,
    initialValues,
    isChainage,
    isDecimal,
    isMoney,
    MONEY_MESSAGE,
    parseTyped,
    rangeRule,
    requiredMessage,
    toDateTimeLocal,
    toPayload,
    typedValueRule,
} from './fields';
import { treeConfig } from './testing';
import type { CrudField } from './types';

const field = (name: string): CrudField => config.fields.find(f => f.name === name)!;

describe('field helpers', () => {
    it('prefers the server translation in list cells', () => {
        expect(cellText(field('sex'), { sex: '1', sex_dictText: '男' })).toBe('男');
        expect(cellText(field('sex'), { sex: '9' })).toBe('9');
        expect(cellText(field('enabled'), { enabled: 'Y' })).toBe('是');
        expect(cellText(field('enabled'), { enabled: 'N' })).toBe('否');
        expect(cellText(field('price'), { price: 3 })).toBe('3.00');
        expect(cellText(field('roleName'), {})).toBe('');
    });

    it('words the required message by widget', () => {
        expect(requiredMessage(field('roleName'))).toBe('请输入角色名称!');
        expect(requiredMessage(field('sex'))).toBe('请选择性别!');
    });

    it('converts datetimes for the datetime-local input', () => {
        expect(toDateTimeLocal('2024-05-06 07:08:09')).toBe('2024-05-06T07:08:09');
        expect(toDateTimeLocal('2024-05-06 07:08')).toBe('2024-05-06T07:08:00');
        expect(toDateTimeLocal(null)).toBe('');
        expect(fromDateTimeLocal('2024-05-06T07:08')).toBe('2024-05-06 07:08:00');
        expect(fromDateTimeLocal('2024-05-06T07:08:09')).toBe('2024-05-06 07:08:09');
        expect(fromDateTimeLocal('')).toBe('');
    });

    it('starts switches off and money as its number', () => {
        const v = initialValues(config.fields, { roleName: 'a', price: 5, enabled: null });
        expect(v).toMatchObject({ roleName: 'a', price: 5, enabled: 'N', roleCode: '' });
        expect(v).not.toHaveProperty('createTime');
    });

    it('edits JSON a list hands out parsed as its text', () => {
        const code = { name: 'predicates', label: '断言', type: 'string', widget: 'code', form: true } as const;
        expect(initialValues([code], { predicates: [{ name: 'Path', args: ['/demo/**'] }] })).toEqual({ predicates: '[{"name":"Path","args":["/demo/**"]}]' });
        expect(initialValues([code], { predicates: '[]' })).toEqual({ predicates: '[]' });
    });

    it('builds create and edit bodies from the form fields only', () => {
        const values = { roleName: ' 管理员 ', roleCode: 'admin', sex: '1', sortNo: '3', price: '2.50', phone: '', enabled: 'Y', createTime: 'x' };
        expect(toPayload(config.fields, values, 'create')).toEqual({
            roleName: '管理员',
            roleCode: 'admin',
            sex: '1',
            sortNo: 3,
            price: 2.5,
            enabled: 'Y',
        });
        const edit = toPayload(config.fields, values, 'edit', 'id1');
        expect(edit).toMatchObject({ id: 'id1', phone: null, status: null, sortNo: 3 });
        expect(edit).not.toHaveProperty('createTime');
    });

    describe('money and chainage', () => {
        const tree = (name: string): CrudField => treeConfig.fields.find(f => f.name === name)!;
        const cost = tree('cost');
        const chain = tree('startChainage');

        it('knows them by type or widget', () => {
            expect(isMoney(cost)).toBe(true);
            expect(isMoney(field('price'))).toBe(true); // float with the money widget
            expect(isMoney({ ...cost, widget: 'number' })).toBe(true);
            expect(isMoney({ ...cost, widget: 'select' })).toBe(false);
            expect(isChainage(chain)).toBe(true);
            expect(isChainage(cost)).toBe(false);
        });

        it('shows amounts grouped with two decimals and chainages as K12+345.600', () => {
            expect(cellText(cost, { cost: 1234567.5 })).toBe('1,234,567.50');
            expect(cellText(cost, { cost: '1234.5' })).toBe('1,234.50');
            expect(cellText(cost, { cost: 0 })).toBe('0.00');
            expect(cellText(cost, { cost: null })).toBe('');
            expect(cellText(chain, { startChainage: 12345.6 })).toBe('K12+345.600');
            expect(cellText(chain, { startChainage: 0 })).toBe('K0+000.000');
            expect(cellText(chain, { startChainage: 'n/a' })).toBe('n/a');
            expect(formatValue(field('roleName'), 'x')).toBe('x');
        });

        it('reads what was typed, keeping text that is no number for the validation', () => {
            expect(parseTyped(cost, '￥1,234.50')).toBe(1234.5);
            expect(parseTyped(cost, ' ')).toBe('');
            expect(parseTyped(cost, '1.234')).toBe('1.234');
            expect(parseTyped(chain, 'K12+345.6')).toBe(12345.6);
            expect(parseTyped(chain, '12345.6')).toBe(12345.6);
            expect(parseTyped(chain, 'K1+1000')).toBe('K1+1000');
        });

        it('validates with the Chinese messages', () => {
            const money = typedValueRule(cost);
            expect(money('')).toBe(true);
            expect(money(1234.5)).toBe(true);
            expect(money('1.234')).toBe(MONEY_MESSAGE);
            expect(money('abc')).toBe('请输入正确的金额，最多两位小数');
            expect(money(1.234)).toBe(MONEY_MESSAGE);
            const ch = typedValueRule(chain);
            expect(ch(12345.6)).toBe(true);
            expect(ch('K1+2x')).toBe(CHAINAGE_MESSAGE);
            expect(ch(-1)).toBe('桩号格式应如 K12+345.600');
        });

        it('starts the form from the numbers and sends numbers', () => {
            expect(initialValues(treeConfig.fields, { cost: 12.5, startChainage: '1200.5' })).toMatchObject({ cost: 12.5, startChainage: 1200.5 });
            expect(initialValues(treeConfig.fields, {})).toMatchObject({ cost: '', startChainage: '' });
            expect(toPayload(treeConfig.fields, { name: 'a', cost: '1,000.5', startChainage: 'K1+000' }, 'create')).toEqual({
                name: 'a',
                cost: 1000.5,
                startChainage: 1000,
            });
            expect(toPayload(treeConfig.fields, { name: 'a', cost: 3, startChainage: '' }, 'edit', 'x')).toMatchObject({ cost: 3, startChainage: null });
        });
    });

    describe('measured values (decimal)', () => {
        const thick: CrudField = { name: 'thickness', label: '设计厚度', type: 'decimal', widget: 'number', form: true, list: {}, scale: 1, unit: 'mm' };
        const length: CrudField = { ...thick, name: 'length', label: '锚杆长度', scale: 2, unit: 'm' };
        const count: CrudField = { ...thick, name: 'count', label: '根数', scale: undefined, unit: undefined };

        it('knows them by type with a typed widget, and puts the unit after the label', () => {
            expect(isDecimal(thick)).toBe(true);
            expect(isDecimal({ ...thick, widget: 'input' })).toBe(true);
            expect(isDecimal({ ...thick, widget: 'select' })).toBe(false);
            expect(isDecimal(field('price'))).toBe(false);
            expect(fieldTitle(thick)).toBe('设计厚度（mm）');
            expect(fieldTitle(count)).toBe('根数');
            expect(fieldTitle(field('roleName'))).toBe('角色名称');
        });

        it('shows the scale\'s decimals, rounded half away from zero as the server keeps them', () => {
            expect(cellText(thick, { thickness: 150 })).toBe('150.0');
            expect(cellText(thick, { thickness: 150.85 })).toBe('150.9');
            expect(cellText(thick, { thickness: -0.05 })).toBe('-0.1');
            expect(cellText(thick, { thickness: -0.04 })).toBe('0.0');
            expect(cellText(thick, { thickness: '1.005e2' })).toBe('100.5');
            expect(cellText(length, { length: 1.005 })).toBe('1.01'); // a float would say 1.00
            expect(cellText(count, { count: 2.5 })).toBe('3');
            expect(cellText(thick, { thickness: null })).toBe('');
            expect(cellText(thick, { thickness: 'n/a' })).toBe('n/a');
        });

        it('starts the form with the scale\'s decimals and sends numbers, null when emptied', () => {
            expect(initialValues([thick, length], { thickness: 150, length: 3.5 })).toEqual({ thickness: '150.0', length: '3.50' });
            expect(initialValues([thick], { thickness: null })).toEqual({ thickness: '' });
            expect(toPayload([thick, length], { thickness: '150.0', length: '3.50' }, 'create')).toEqual({ thickness: 150, length: 3.5 });
            expect(toPayload([thick], { thickness: '' }, 'edit', 'x')).toEqual({ id: 'x', thickness: null });
        });
    });

    it('checks min and max as the server words them', () => {
        const pct = rangeRule({ name: 'p', label: '完成率（%）', type: 'int', widget: 'number', min: 0, max: 100 });
        expect(pct('')).toBe(true);
        expect(pct('50')).toBe(true);
        expect(pct(100)).toBe(true);
        expect(pct('-1')).toBe('完成率（%）不能小于0!');
        expect(pct(101)).toBe('完成率（%）不能大于100!');
        expect(pct('-')).toBe(true); // not a number yet: other rules speak
    });
});
