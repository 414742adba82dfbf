// Rules of the grid without rendering: validation order and kinds, row operations, statistics,
// the number input and the popup configuration.
import { describe, expect, it } from 'vitest';
import { NAMED_PATTERNS } from '../Crud/patterns';
import {
    acceptsNumberTyping,
    defaultValueOf,
    insertAfter,
    isDisabledRow,
    isTempId,
    moveRow,
    moveTo,
    newRow,
    numberOnBlur,
    popupConfigError,
    popupPatch,
    removeRows,
    renumber,
    statisticAverage,
    statisticSum,
    uploadLimit,
    validateCell,
    validateRows,
    POPUP_CONFIG_ERROR,
    POPUP_COUNT_ERROR,
} from './logic';
import type { CellRule, GridColumn, GridRow } from './types';

const col = (rules: CellRule[], over: Partial<GridColumn> = {}): GridColumn => ({ key: 'v', type: 'input', title: '名称', validateRules: rules, ...over });
const rows = (...vs: unknown[]): GridRow[] => vs.map((v, i) => ({ id: `r${i}`, v }));

describe('validateCell', () => {
    it('required fails on empty, passes otherwise, with the default or custom message', async () => {
        const [a, b] = rows('', 'x');
        expect(await validateCell(col([{ required: true }]), a, [a, b])).toBe('名称不能为空');
        expect(await validateCell(col([{ required: true, message: '${title}必填' }]), a, [a, b])).toBe('名称必填');
        expect(await validateCell(col([{ required: true }]), b, [a, b])).toBeUndefined();
        expect(await validateCell(col([{ required: true }]), { id: 'n', v: null }, [])).toBe('名称不能为空');
    });

    it('unique and pattern only fail when another row shares the value; empty values never clash', async () => {
        const all = rows('a', 'a', 'b', '', '');
        for (const rule of [{ unique: true }, { pattern: 'only' }] as CellRule[]) {
            expect(await validateCell(col([rule]), all[0], all)).toBe('名称不能重复');
            expect(await validateCell(col([rule]), all[1], all)).toBe('名称不能重复');
            expect(await validateCell(col([rule]), all[2], all)).toBeUndefined();
            expect(await validateCell(col([rule]), all[3], all)).toBeUndefined();
        }
    });

    // Every named pattern of the shared module: one value it takes, one it refuses, and its message.
    const samples: Record<string, [string, string]> = {
        'n6-16': ['123456789012345678', '12345'],
        '*6-16': ['ab c-1', 'abc'],
        's6-18': ['abcdefG', 'abc12345'],
        url: ['https://a.cn/x?y=1', 'a.cn'],
        e: ['a.b@c.cn', 'a@'],
        m: ['13912345678', '12912345678'],
        p: ['100086', '010086'],
        s: ['abc', 'ab1'],
        n: ['-12.5', '1.2.3'],
        z: ['-12', '1.5'],
        '*': ['x', ' '],
        money: ['12.34', '12.345'],
    };
    it('covers every named pattern', () => expect(Object.keys(samples).sort()).toEqual(Object.keys(NAMED_PATTERNS).sort()));
    for (const [pattern, [good, bad]] of Object.entries(samples)) {
        it(`named pattern ${pattern}`, async () => {
            const c = col([{ pattern }]);
            expect(await validateCell(c, { id: 'a', v: good }, [])).toBeUndefined();
            expect(await validateCell(c, { id: 'a', v: bad }, [])).toBe(NAMED_PATTERNS[pattern].message);
        });
    }

    it('a named pattern passes an empty value (required covers it), except *', async () => {
        expect(await validateCell(col([{ pattern: 'm' }]), { id: 'a', v: '' }, [])).toBeUndefined();
        expect(await validateCell(col([{ pattern: '*' }]), { id: 'a', v: '' }, [])).toBe(NAMED_PATTERNS['*'].message);
    });

    it('any other pattern is a custom regex, with its message or a generic one', async () => {
        expect(await validateCell(col([{ pattern: '^[A-Z]{2}\\d+$' }]), { id: 'a', v: 'AB12' }, [])).toBeUndefined();
        expect(await validateCell(col([{ pattern: '^[A-Z]{2}\\d+$' }]), { id: 'a', v: 'ab12' }, [])).toBe('名称格式不正确!');
        expect(await validateCell(col([{ pattern: '/^x+$/i', message: '只能是x' }]), { id: 'a', v: 'XXy' }, [])).toBe('只能是x');
    });

    it('an async handler returns the message; resolving nothing passes; a throw fails', async () => {
        const handler: CellRule['handler'] = async ({ value, rows: all }) => {
            await new Promise(r => setTimeout(r, 5));
            return value === 'taken' ? `已被占用(${all.length})` : undefined;
        };
        const all = rows('taken', 'free');
        expect(await validateCell(col([{ handler }]), all[0], all)).toBe('已被占用(2)');
        expect(await validateCell(col([{ handler }]), all[1], all)).toBeUndefined();
        expect(
            await validateCell(col([{ handler: () => Promise.reject(new Error('服务器不可用')) }]), all[1], all)
        ).toBe('服务器不可用');
    });

    it('applies rules in order and shows the first failure only', async () => {
        let handled = 0;
        const handler = () => {
            handled++;
            return '处理器失败';
        };
        const rules: CellRule[] = [{ required: true }, { unique: true }, { pattern: 'z' }, { pattern: '^\\d{3}$', message: '三位' }, { handler }];
        const c = col(rules);
        const check = (v: unknown, others: unknown[] = []) => {
            const all = rows(v, ...others);
            return validateCell(c, all[0], all);
        };
        expect(await check('')).toBe('名称不能为空');
        expect(await check('1.5', ['1.5'])).toBe('名称不能重复');
        expect(await check('1.5')).toBe(NAMED_PATTERNS.z.message);
        expect(await check('12')).toBe('三位');
        expect(handled).toBe(0); // never reached while an earlier rule fails
        expect(await check('123')).toBe('处理器失败');
        expect(handled).toBe(1);
        // the order given is the order applied
        expect(await validateCell(col([{ pattern: 'z' }, { required: true }]), { id: 'a', v: 'x' }, [])).toBe(NAMED_PATTERNS.z.message);
    });
});

describe('validateRows', () => {
    it('maps only the failing cells by row id and key', async () => {
        const columns: GridColumn[] = [
            { key: 'name', type: 'input', title: '名称', validateRules: [{ required: true }] },
            { key: 'phone', type: 'input', title: '手机', validateRules: [{ pattern: 'm' }] },
            { key: 'free', type: 'input', title: '备注' },
        ];
        const data: GridRow[] = [
            { id: 'a', name: 'x', phone: '13912345678' },
            { id: 'b', name: '', phone: '123' },
        ];
        expect(await validateRows(columns, data)).toEqual({ b: { name: '名称不能为空', phone: '请输入正确的手机号码!' } });
    });
});

describe('rows', () => {
    const columns: GridColumn[] = [
        { key: 'name', type: 'input', title: '名称', defaultValue: '未命名' },
        { key: 'qty', type: 'inputNumber', title: '数量' },
        { key: 'ok', type: 'checkbox', title: '合格', customValue: ['Y', 'N'], defaultChecked: true },
        { key: 'flag', type: 'checkbox', title: '标记' },
    ];

    it('new rows get temporary ids and each column default', () => {
        const a = newRow(columns);
        const b = newRow(columns, { qty: 3 });
        expect(isTempId(a.id)).toBe(true);
        expect(a.id).not.toBe(b.id);
        expect(a).toMatchObject({ name: '未命名', qty: null, ok: 'Y', flag: false });
        expect(b.qty).toBe(3);
        expect(isTempId('1712345')).toBe(false);
        expect(newRow(columns, { id: 'saved-1' }).id).toBe('saved-1');
        expect(defaultValueOf({ key: 'x', type: 'checkbox', title: 'x', customValue: [1, 0] })).toBe(0);
    });

    it('insertAfter, moveRow and moveTo', () => {
        const r = rows('a', 'b', 'c');
        const added = [{ id: 'n', v: 'n' }];
        expect(insertAfter(r, 'r0', added).map(x => x.v)).toEqual(['a', 'n', 'b', 'c']);
        expect(insertAfter(r, undefined, added).map(x => x.v)).toEqual(['a', 'b', 'c', 'n']);
        expect(moveRow(r, 'r1', -1).map(x => x.v)).toEqual(['b', 'a', 'c']);
        expect(moveRow(r, 'r1', 1).map(x => x.v)).toEqual(['a', 'c', 'b']);
        expect(moveRow(r, 'r0', -1)).toBe(r);
        expect(moveRow(r, 'r2', 1)).toBe(r);
        expect(moveTo(r, 0, 2).map(x => x.v)).toEqual(['b', 'c', 'a']);
    });

    it('removeRows collects only saved (non-temporary) ids as deleted', () => {
        const t = newRow(columns);
        const r: GridRow[] = [{ id: 's1' }, t, { id: 's2' }];
        expect(removeRows(r, ['s1', t.id])).toEqual({ rows: [{ id: 's2' }], deleted: ['s1'] });
    });

    it('renumber writes 1-based order numbers into the sort key', () => {
        const r: GridRow[] = [
            { id: 'a', orderNum: 2 },
            { id: 'b', orderNum: 1 },
        ];
        expect(renumber(r, 'orderNum')).toEqual([
            { id: 'a', orderNum: 1 },
            { id: 'b', orderNum: 2 },
        ]);
        expect(renumber(r)).toBe(r);
    });

    it('disabled rows: any listed field equal to the value or one of the values', () => {
        expect(isDisabledRow({ id: '1', status: '2' }, { status: '2' })).toBe(true);
        expect(isDisabledRow({ id: '1', status: '3' }, { status: ['1', '3'] })).toBe(true);
        expect(isDisabledRow({ id: '1', status: '4' }, { status: ['1', '3'], locked: true })).toBe(false);
        expect(isDisabledRow({ id: '1', status: '4', locked: true }, { status: ['1', '3'], locked: true })).toBe(true);
        expect(isDisabledRow({ id: '1' })).toBe(false);
    });
});

describe('statistics', () => {
    it('sum adds the integer parts (seed §5), average divides by the row count', () => {
        const r = rows(1.9, '2.5', -1.5, 'x', null, 10);
        // 1 + 2 + (-1) + 0 + 0 + 10
        expect(statisticSum(r, 'v')).toBe(12);
        expect(statisticAverage(r, 'v')).toBe(2);
        expect(statisticAverage(rows(1, 2, 2), 'v')).toBe(1.67);
        expect(statisticAverage([], 'v')).toBe(0);
    });
});

describe('number input', () => {
    it('keeps an optional minus, digits and one decimal point while typing', () => {
        for (const ok of ['', '-', '12', '-12.', '-12.50', '.5']) expect(acceptsNumberTyping(ok)).toBe(true);
        for (const bad of ['1a', '--1', '1.2.3', '1-', '+1', '1e5', ' 1']) expect(acceptsNumberTyping(bad)).toBe(false);
    });
    it('on blur a valid value becomes a number, anything else is cleared', () => {
        expect(numberOnBlur('-12.50')).toBe(-12.5);
        expect(numberOnBlur('12.')).toBe(12);
        expect(numberOnBlur('-')).toBeNull();
        expect(numberOnBlur('')).toBeNull();
        expect(numberOnBlur('.')).toBeNull();
    });
});

describe('upload limit and popup', () => {
    it('reads uploadnum from fieldExtendJson; upload keeps one by default', () => {
        expect(uploadLimit({ key: 'f', type: 'image', title: '图', fieldExtendJson: '{"uploadnum":3}' })).toBe(3);
        expect(uploadLimit({ key: 'f', type: 'image', title: '图' })).toBeUndefined();
        expect(uploadLimit({ key: 'f', type: 'file', title: '图', fieldExtendJson: 'bad' })).toBeUndefined();
        expect(uploadLimit({ key: 'f', type: 'upload', title: '图' })).toBe(1);
    });
    it('popup needs code, original and destination fields of the same count', () => {
        const base: GridColumn = { key: 'p', type: 'popup', title: '人员' };
        expect(popupConfigError(base)).toBe(POPUP_CONFIG_ERROR);
        expect(popupConfigError({ ...base, popupCode: 'u', orgFields: 'a,b', destFields: 'x' })).toBe(POPUP_COUNT_ERROR);
        const ok = { ...base, popupCode: 'u', orgFields: 'realname,id', destFields: 'p,userId' };
        expect(popupConfigError(ok)).toBeUndefined();
        expect(popupPatch(ok, [{ realname: '张三', id: 'u1' }])).toEqual({ p: '张三', userId: 'u1' });
    });
});
