import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, ok, fail } from '../Crud/testing';
import {
    checkRule,
    duplicate,
    formatTags,
    idCardRule,
    IdCardInput,
    OperatorInput,
    parseOperator,
    percentRule,
    PercentInput,
    TagsInput,
    wrapOperator,
    type Operator,
} from '.';

afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
});

describe('operator values', () => {
    it.each<[Operator, string, string]>([
        ['like', '水库', '*水库*'],
        ['ne', 'a', '!a'],
        ['ge', '10', '>=10'],
        ['le', '10', '<=10'],
        ['eq', 'x', 'x'],
    ])('%s %s ⇄ %s', (op, v, stored) => {
        expect(wrapOperator(op, v)).toBe(stored);
        expect(parseOperator(stored)).toEqual({ op, value: v });
    });

    it('keeps an empty value empty', () => {
        expect(wrapOperator('like', '')).toBe('');
        expect(parseOperator('')).toEqual({ op: 'eq', value: '' });
        expect(parseOperator('*')).toEqual({ op: 'eq', value: '*' });
    });
});

const Operated = ({ initial = '', spy }: { initial?: string; spy: (v: string) => void }) => {
    const [v, setV] = useState(initial);
    return (
        <OperatorInput
            label="名称"
            value={v}
            onChange={x => {
                setV(x);
                spy(x);
            }}
        />
    );
};

describe('OperatorInput', () => {
    it('wraps typed text with the chosen operator', () => {
        const spy = vi.fn();
        render(<Operated spy={spy} />);
        fireEvent.change(screen.getByRole('textbox', { name: '名称' }), { target: { value: '闸' } });
        expect(spy).toHaveBeenLastCalledWith('*闸*');
        fireEvent.mouseDown(screen.getByRole('combobox', { name: '名称条件' }));
        fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '大于等于' }));
        expect(spy).toHaveBeenLastCalledWith('>=闸');
    });

    it('shows a stored value as operator and text', () => {
        render(<Operated initial="!停用" spy={vi.fn()} />);
        expect(screen.getByRole('textbox', { name: '名称' })).toHaveProperty('value', '停用');
        expect(screen.getByRole('combobox', { name: '名称条件' }).textContent).toBe('不等于');
    });

    it('keeps the operator for text that looks wrapped', () => {
        const spy = vi.fn();
        render(<Operated initial="a" spy={spy} />);
        fireEvent.change(screen.getByRole('textbox', { name: '名称' }), { target: { value: '*b*' } });
        expect(spy).toHaveBeenLastCalledWith('*b*');
        expect(screen.getByRole('combobox', { name: '名称条件' }).textContent).toBe('等于');
        expect(screen.getByRole('textbox', { name: '名称' })).toHaveProperty('value', '*b*');
    });
});

describe('percent', () => {
    it.each([
        ['0', true],
        ['100', true],
        ['55.5', true],
        ['', true],
        ['100.01', false],
        ['-1', false],
        ['abc', false],
    ])('%s → %s', (v, good) => {
        expect(percentRule(v)).toBe(good ? true : '请输入正确的百分比！');
    });

    it('shows the bound error and emits numbers', () => {
        const onChange = vi.fn();
        const Host = () => {
            const [v, setV] = useState<number | null>(50);
            return (
                <PercentInput
                    label="完成率"
                    value={v}
                    onChange={x => {
                        setV(x);
                        onChange(x);
                    }}
                />
            );
        };
        render(<Host />);
        const box = screen.getByRole('textbox', { name: '完成率' });
        expect(box).toHaveProperty('value', '50');
        expect(screen.getByText('%')).toBeTruthy();
        fireEvent.change(box, { target: { value: '101' } });
        expect(onChange).toHaveBeenLastCalledWith(101);
        expect(screen.getByText('请输入正确的百分比！')).toBeTruthy();
        fireEvent.change(box, { target: { value: '100' } });
        expect(screen.queryByText('请输入正确的百分比！')).toBeNull();
        fireEvent.change(box, { target: { value: '' } });
        expect(onChange).toHaveBeenLastCalledWith(null);
    });
});

describe('ID card', () => {
    it.each([
        ['11010519491231002X', true],
        ['11010519491231002x', true],
        ['110105194912310021', false], // wrong check digit
        ['440524188001010014', true],
        ['440524188001010015', false],
        ['110105491231002', true], // the 15-digit form has no check digit
        ['11010519491231002', false],
        ['1101051949123100XX', false],
        ['', true],
    ])('%s → %s', (v, good) => {
        expect(idCardRule(v)).toBe(good ? true : '请输入正确的身份证号码！');
    });

    it('tells after leaving the field, and drops non-ID characters', () => {
        const Host = () => {
            const [v, setV] = useState('');
            return <IdCardInput label="身份证号" value={v} onChange={setV} />;
        };
        render(<Host />);
        const box = screen.getByRole('textbox', { name: '身份证号' });
        fireEvent.change(box, { target: { value: '110105-19491231-0021' } });
        expect(box).toHaveProperty('value', '110105194912310021');
        expect(screen.queryByText('请输入正确的身份证号码！')).toBeNull();
        fireEvent.blur(box);
        expect(screen.getByText('请输入正确的身份证号码！')).toBeTruthy();
        fireEvent.change(box, { target: { value: '11010519491231002X' } });
        fireEvent.blur(box);
        expect(screen.queryByText('请输入正确的身份证号码！')).toBeNull();
    });
});

describe('tags', () => {
    it('puts a semicolon after every 2 characters and drops typed ones', () => {
        expect(formatTags('abcde')).toBe('ab;cd;e');
        expect(formatTags('ab;;c;d')).toBe('ab;cd');
        expect(formatTags('水资源配置')).toBe('水资;源配;置');
        expect(formatTags('ab')).toBe('ab');
        expect(formatTags('')).toBe('');
    });

    it('reformats while typing, and a deletion is not undone', () => {
        const Host = () => {
            const [v, setV] = useState('');
            return <TagsInput label="标签" value={v} onChange={setV} chips />;
        };
        render(<Host />);
        const box = screen.getByRole('textbox', { name: '标签' });
        fireEvent.change(box, { target: { value: 'abc' } });
        expect(box).toHaveProperty('value', 'ab;c');
        fireEvent.change(box, { target: { value: 'ab;c;d' } });
        expect(box).toHaveProperty('value', 'ab;cd');
        expect(screen.getByText('cd')).toBeTruthy();
        // backspace over "d" then over the separator
        fireEvent.change(box, { target: { value: 'ab;c' } });
        fireEvent.change(box, { target: { value: 'ab' } });
        expect(box).toHaveProperty('value', 'ab');
    });
});

describe('server rules', () => {
    it('checkRule passes or fails with the server message', async () => {
        const api = stubApi({
            'GET /sys/checkRule/checkByCode': c => (c.query.get('value') === 'abc' ? ok() : fail('首字母必须为字母')),
        });
        const rule = checkRule('common', 0);
        await expect(rule('abc')).resolves.toBe(true);
        await expect(rule('1ab')).resolves.toBe('首字母必须为字母');
        await expect(rule('')).resolves.toBe(true);
        expect(api.to('GET /sys/checkRule/checkByCode')).toHaveLength(2);
        expect(api.calls[0].query.get('ruleCode')).toBe('common');
        // answers are remembered per value
        await rule('1ab');
        expect(api.to('GET /sys/checkRule/checkByCode')).toHaveLength(2);
    });

    it('checkRule sends the value encoded once more, as the server decodes it', async () => {
        const api = stubApi({ 'GET /sys/checkRule/checkByCode': () => ok() });
        await checkRule('common', 0)('a b&c');
        expect(api.calls[0].query.get('value')).toBe(encodeURIComponent('a b&c'));
    });

    it('checkRule debounces typing', async () => {
        vi.useFakeTimers();
        const api = stubApi({ 'GET /sys/checkRule/checkByCode': () => ok() });
        const rule = checkRule('common');
        const first = rule('a');
        const second = rule('ab');
        await expect(first).resolves.toBe(true);
        await act(async () => {
            await vi.advanceTimersByTimeAsync(300);
        });
        await expect(second).resolves.toBe(true);
        expect(api.to('GET /sys/checkRule/checkByCode')).toHaveLength(1);
        expect(api.calls[0].query.get('value')).toBe('ab');
    });

    it('duplicate uses the duplicate check', async () => {
        const api = stubApi({ 'GET /sys/duplicate/check': () => fail('该值不可用，系统中已存在！') });
        await expect(duplicate('sys_user', 'username', '7', 0)('admin')).resolves.toBe('该值不可用，系统中已存在！');
        const q = api.calls[0].query;
        expect([q.get('tableName'), q.get('fieldName'), q.get('fieldVal'), q.get('dataId')]).toEqual(['sys_user', 'username', 'admin', '7']);
    });
});
