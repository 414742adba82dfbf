// The grid as a user drives it: each column type, validation shown per cell, row operations,
// statistics, cell-click behaviours, virtualisation and realtime updates.
import { createRef, useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYS, ls } from '../../app/storage';
import { feedback } from '../Feedback';
import { NAMED_PATTERNS } from '../Crud/patterns';
import { asWebSocket, FakeWebSocket } from '../Notice/testing';
import { stubXhr } from '../Upload/testing';
import { EditableGrid, INSERT_DEBOUNCE_MS, TOO_FAST_MESSAGE, type EditableGridProps } from './EditableGrid';
import { isTempId } from './logic';
import type { EditableGridHandle, GridColumn, GridRow } from './types';

type Changes = { rows: GridRow[]; deleted: string[] }[];

const setup = (columns: GridColumn[], initial: GridRow[], extra: Partial<EditableGridProps> = {}) => {
    const changes: Changes = [];
    const ref = createRef<EditableGridHandle>();
    const Harness = () => {
        const [rows, setRows] = useState(initial);
        return (
            <EditableGrid
                ref={ref}
                columns={columns}
                value={rows}
                onChange={(r, d) => {
                    changes.push({ rows: r, deleted: d });
                    setRows(r);
                }}
                {...extra}
            />
        );
    };
    const utils = render(<Harness />);
    const last = () => changes.at(-1)!;
    return { ...utils, changes, ref, last, rows: () => last().rows };
};

const cell = (title: string, n: number) => screen.getByRole('gridcell', { name: `${title} 第${n}行` });
const editor = (title: string, n: number) => screen.getByRole('textbox', { name: `${title} 第${n}行` });
const toasts = () => feedback.getState().toasts.map(t => t.text);

beforeEach(() => act(() => feedback.reset()));
afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
});

const opts = [
    { value: 'a', text: '甲' },
    { value: 'b', text: '乙' },
    { value: 'c', text: '丙' },
];

describe('column types', () => {
    it('input: click to edit, typing emits the text', () => {
        const g = setup([{ key: 'name', type: 'input', title: '名称', placeholder: '请输入名称' }], [{ id: '1', name: '' }]);
        expect(within(cell('名称', 1)).getByText('请输入名称')).toBeTruthy();
        fireEvent.click(cell('名称', 1));
        fireEvent.change(editor('名称', 1), { target: { value: '闸门' } });
        expect(g.rows()[0].name).toBe('闸门');
        fireEvent.keyDown(editor('名称', 1), { key: 'Enter' });
        expect(screen.queryByRole('textbox')).toBeNull();
        expect(cell('名称', 1).textContent).toBe('闸门');
    });

    it('inputNumber: refuses bad keystrokes, keeps a lone minus while typing, becomes a number or null on blur', () => {
        const g = setup([{ key: 'qty', type: 'inputNumber', title: '数量' }], [{ id: '1', qty: null }]);
        fireEvent.click(cell('数量', 1));
        const input = editor('数量', 1) as HTMLInputElement;
        fireEvent.change(input, { target: { value: '-' } });
        expect(input.value).toBe('-');
        fireEvent.change(input, { target: { value: '-12.5' } });
        fireEvent.change(input, { target: { value: '-12.5.' } }); // a second point is refused
        fireEvent.change(input, { target: { value: '-12.5a' } }); // a letter is refused
        expect(input.value).toBe('-12.5');
        fireEvent.blur(input);
        expect(g.rows()[0].qty).toBe(-12.5);
        fireEvent.change(input, { target: { value: '-' } });
        fireEvent.blur(input);
        expect(g.rows()[0].qty).toBeNull();
    });

    it('inputNumber: a click elsewhere keeps what was typed', async () => {
        const g = setup(
            [
                { key: 'qty', type: 'inputNumber', title: '数量' },
                { key: 'name', type: 'input', title: '名称' },
            ],
            [{ id: '1', qty: 1, name: '' }]
        );
        fireEvent.click(cell('数量', 1));
        fireEvent.change(editor('数量', 1), { target: { value: '7.25' } });
        // the click-away listener arms itself just after the editor opens
        await act(() => new Promise(r => setTimeout(r, 10)));
        fireEvent.mouseDown(cell('名称', 1));
        expect(screen.queryByRole('textbox', { name: '数量 第1行' })).toBeNull();
        expect(g.rows()[0].qty).toBe(7.25);
        expect(cell('数量', 1).textContent).toBe('7.25');
    });

    it('checkbox: emits the customValue pair, default checked on new rows', () => {
        const g = setup([{ key: 'ok', type: 'checkbox', title: '合格', customValue: ['Y', 'N'], defaultChecked: true }], [{ id: '1', ok: 'N' }]);
        const box = screen.getByRole('checkbox', { name: '合格 第1行' }) as HTMLInputElement;
        expect(box.checked).toBe(false);
        fireEvent.click(box);
        expect(g.rows()[0].ok).toBe('Y');
        fireEvent.click(box);
        expect(g.rows()[0].ok).toBe('N');
        fireEvent.click(screen.getByRole('button', { name: '新增' }));
        expect(g.rows()[1].ok).toBe('Y');
        expect((screen.getByRole('checkbox', { name: '合格 第2行' }) as HTMLInputElement).checked).toBe(true);
    });

    it('select: shows the option text and emits the option value', () => {
        const g = setup([{ key: 'kind', type: 'select', title: '类别', options: opts }], [{ id: '1', kind: 'a' }]);
        expect(cell('类别', 1).textContent).toBe('甲');
        fireEvent.click(cell('类别', 1));
        fireEvent.click(screen.getByRole('option', { name: '乙' }));
        expect(g.rows()[0].kind).toBe('b');
        expect(cell('类别', 1).textContent).toBe('乙');
        // picking the option already chosen ends editing too
        fireEvent.click(cell('类别', 1));
        fireEvent.click(screen.getByRole('option', { name: '乙' }));
        expect(screen.queryByRole('combobox')).toBeNull();
        expect(cell('类别', 1).textContent).toBe('乙');
    });

    it('select: options of a dictCode come from the dictionary cache', () => {
        ls.set(KEYS.dictCache, { sex: [{ value: '1', text: '男' }, { value: '2', text: '女' }] });
        setup([{ key: 'sex', type: 'select', title: '性别', dictCode: 'sex' }], [{ id: '1', sex: '2' }]);
        expect(cell('性别', 1).textContent).toBe('女');
    });

    it('date and datetime: YYYY-MM-DD and YYYY-MM-DD HH:mm:ss', () => {
        const g = setup(
            [
                { key: 'd', type: 'date', title: '日期' },
                { key: 't', type: 'datetime', title: '时间' },
            ],
            [{ id: '1', d: '', t: '' }]
        );
        fireEvent.click(cell('日期', 1));
        fireEvent.change(screen.getByLabelText('日期 第1行', { selector: 'input' }), { target: { value: '2026-03-04' } });
        expect(g.rows()[0].d).toBe('2026-03-04');
        fireEvent.click(cell('时间', 1));
        fireEvent.change(screen.getByLabelText('时间 第1行', { selector: 'input' }), { target: { value: '2026-03-04T05:06:07' } });
        expect(g.rows()[0].t).toBe('2026-03-04 05:06:07');
        expect(cell('日期', 1).textContent).toBe('2026-03-04');
    });

    it('input_pop: edits the text in a larger box', () => {
        const g = setup([{ key: 'memo', type: 'input_pop', title: '备注' }], [{ id: '1', memo: '短' }]);
        fireEvent.click(cell('备注', 1));
        fireEvent.click(screen.getByRole('button', { name: '展开编辑备注' }));
        const box = screen.getByRole('textbox', { name: '备注内容' });
        expect((box as HTMLTextAreaElement).value).toBe('短');
        fireEvent.change(box, { target: { value: '第一行\n第二行' } });
        fireEvent.click(screen.getByRole('button', { name: '确定' }));
        expect(g.rows()[0].memo).toBe('第一行\n第二行');
    });

    it('radio: picks an option; clicking the chosen one clears only with allowClear', () => {
        const columns: GridColumn[] = [
            { key: 'r', type: 'radio', title: '等级', options: opts },
            { key: 'c', type: 'radio', title: '可清', options: opts, props: { allowClear: true } },
        ];
        const g = setup(columns, [{ id: '1', r: '', c: 'a' }]);
        fireEvent.click(cell('等级', 1));
        fireEvent.click(screen.getByRole('radio', { name: '丙' }));
        expect(g.rows()[0].r).toBe('c');
        fireEvent.click(screen.getByRole('radio', { name: '丙' }));
        expect(g.rows()[0].r).toBe('c');
        fireEvent.click(cell('可清', 1));
        fireEvent.click(screen.getByRole('radio', { name: '甲' }));
        expect(g.rows()[0].c).toBe('');
    });

    it('list_multi: several options joined with commas', () => {
        const g = setup([{ key: 'm', type: 'list_multi', title: '多选', options: opts }], [{ id: '1', m: 'c' }]);
        expect(cell('多选', 1).textContent).toBe('丙');
        fireEvent.click(cell('多选', 1));
        fireEvent.keyDown(screen.getByRole('combobox', { name: '多选 第1行' }), { key: 'ArrowDown' });
        fireEvent.click(screen.getByRole('option', { name: '甲' }));
        expect(g.rows()[0].m).toBe('c,a');
        fireEvent.click(screen.getByRole('option', { name: '乙' }));
        expect(g.rows()[0].m).toBe('c,a,b');
    });

    it('sel_search: filters the options as typed and emits the value', () => {
        const g = setup([{ key: 's', type: 'sel_search', title: '搜索', options: opts }], [{ id: '1', s: '' }]);
        fireEvent.click(cell('搜索', 1));
        const input = screen.getByRole('combobox', { name: '搜索 第1行' });
        fireEvent.change(input, { target: { value: '乙' } });
        expect(screen.getAllByRole('option').map(o => o.textContent)).toEqual(['乙']);
        fireEvent.click(screen.getByRole('option', { name: '乙' }));
        expect(g.rows()[0].s).toBe('b');
    });

    it('upload, file, image: upload to the stored paths, uploadnum limits the files, images only for image', async () => {
        const sent = stubXhr();
        const g = setup(
            [
                { key: 'u', type: 'upload', title: '附件' },
                { key: 'f', type: 'file', title: '文件', fieldExtendJson: '{"uploadnum":2}' },
                { key: 'i', type: 'image', title: '图片' },
            ],
            [{ id: '1', u: '', f: 'a/x1.pdf', i: '' }]
        );
        const file = (name: string, type: string) => new File(['abc'], name, { type });
        fireEvent.change(screen.getByTestId('upload-u-0'), { target: { files: [file('报告.pdf', 'application/pdf')] } });
        await sent[0].succeed('temp/报告.pdf');
        expect(g.rows()[0].u).toBe('temp/报告.pdf');
        // one file: the upload button is gone
        expect(screen.queryByTestId('upload-u-0')).toBeNull();
        fireEvent.change(screen.getByTestId('upload-f-0'), { target: { files: [file('b.pdf', 'application/pdf')] } });
        await sent[1].succeed('temp/b.pdf');
        expect(g.rows()[0].f).toBe('a/x1.pdf,temp/b.pdf');
        expect(screen.queryByTestId('upload-f-0')).toBeNull();
        fireEvent.click(screen.getByRole('button', { name: '删除 x1.pdf' }));
        expect(g.rows()[0].f).toBe('temp/b.pdf');
        fireEvent.change(screen.getByTestId('upload-i-0'), { target: { files: [file('a.txt', 'text/plain')] } });
        expect(toasts()).toContain('请上传图片');
        expect(sent).toHaveLength(2);
        fireEvent.change(screen.getByTestId('upload-i-0'), { target: { files: [file('p.png', 'image/png')] } });
        await sent[2].succeed('temp/p.png');
        expect(g.rows()[0].i).toBe('temp/p.png');
        expect(screen.getByRole('img', { name: 'p.png' })).toBeTruthy();
    });

    it('popup: a column without code, original and destination fields says so', () => {
        setup([{ key: 'p', type: 'popup', title: '人员', popupCode: 'user', orgFields: 'a,b', destFields: 'x' }], [{ id: '1', p: '' }]);
        fireEvent.click(cell('人员', 1));
        expect(cell('人员', 1).textContent).toBe('popup参数未正确配置,原始值和目标值数量不一致!');
    });

    it('popup: a configured column opens the record picker field', () => {
        setup([{ key: 'p', type: 'popup', title: '人员', popupCode: 'user', orgFields: 'realname', destFields: 'p', props: { apiPrefix: '/sys/user' } }], [{ id: '1', p: '张三' }]);
        expect(cell('人员', 1).textContent).toBe('张三');
        fireEvent.click(cell('人员', 1));
        expect(screen.getByLabelText('人员 第1行', { selector: 'input' })).toBeTruthy();
    });

    it('slot: renders through render() and can set the value', () => {
        const g = setup(
            [
                {
                    key: 'n',
                    type: 'slot',
                    title: '自定义',
                    render: ({ value, onChange, rowIndex }) => (
                        <button type="button" onClick={() => onChange(Number(value) + 1)}>
                            行{rowIndex + 1}:{String(value)}
                        </button>
                    ),
                },
            ],
            [{ id: '1', n: 1 }]
        );
        fireEvent.click(screen.getByRole('button', { name: '行1:1' }));
        expect(g.rows()[0].n).toBe(2);
        expect(screen.getByRole('button', { name: '行1:2' })).toBeTruthy();
    });

    it('hidden: no column shown, the value kept and defaulted on new rows', () => {
        const g = setup(
            [
                { key: 'name', type: 'input', title: '名称' },
                { key: 'mainId', type: 'hidden', title: '主表', defaultValue: 'm1' },
            ],
            [{ id: '1', name: 'a', mainId: 'm0' }]
        );
        expect(screen.queryByRole('columnheader', { name: '主表' })).toBeNull();
        fireEvent.click(screen.getByRole('button', { name: '新增' }));
        expect(g.rows().map(r => r.mainId)).toEqual(['m0', 'm1']);
    });

    it('disabled column: shown, not editable', () => {
        setup([{ key: 'name', type: 'input', title: '名称', disabled: true }], [{ id: '1', name: 'a' }]);
        fireEvent.click(cell('名称', 1));
        expect(screen.queryByRole('textbox')).toBeNull();
    });
});

describe('validation in the grid', () => {
    const columns: GridColumn[] = [
        { key: 'code', type: 'input', title: '编码', validateRules: [{ required: true }, { unique: true }] },
        { key: 'phone', type: 'input', title: '手机', validateRules: [{ pattern: 'm' }] },
    ];

    it('validate() shows the first failure per cell and resolves false; editing re-validates the cell', async () => {
        const g = setup(columns, [
            { id: '1', code: '', phone: '123' },
            { id: '2', code: 'A', phone: '' },
        ]);
        let ok: boolean | undefined;
        await act(async () => {
            ok = await g.ref.current!.validate();
        });
        expect(ok).toBe(false);
        expect(within(cell('编码', 1)).getByText('编码不能为空')).toBeTruthy();
        expect(cell('编码', 1).getAttribute('aria-invalid')).toBe('true');
        expect(within(cell('手机', 1)).getByText(NAMED_PATTERNS.m.message)).toBeTruthy();
        expect(cell('编码', 2).getAttribute('aria-invalid')).toBeNull();
        // the first bad cell gets the focus
        await waitFor(() => expect(document.activeElement).toBe(cell('编码', 1)));

        fireEvent.click(cell('编码', 1));
        fireEvent.change(editor('编码', 1), { target: { value: 'A' } });
        // now a duplicate of row 2: both rows show it
        await waitFor(() => expect(within(cell('编码', 1)).getByText('编码不能重复')).toBeTruthy());
        await waitFor(() => expect(within(cell('编码', 2)).getByText('编码不能重复')).toBeTruthy());
        fireEvent.change(editor('编码', 1), { target: { value: 'B' } });
        await waitFor(() => expect(cell('编码', 1).getAttribute('aria-invalid')).toBeNull());
        await waitFor(() => expect(cell('编码', 2).getAttribute('aria-invalid')).toBeNull());
        fireEvent.keyDown(editor('编码', 1), { key: 'Escape' });
        fireEvent.click(cell('手机', 1));
        fireEvent.change(editor('手机', 1), { target: { value: '13912345678' } });
        await waitFor(() => expect(cell('手机', 1).getAttribute('aria-invalid')).toBeNull());
        await act(async () => {
            ok = await g.ref.current!.validate();
        });
        expect(ok).toBe(true);
    });

    it('an async handler message shows in its cell', async () => {
        const handler = vi.fn(async ({ value }: { value: unknown }) => (value === 'dup' ? '服务器说重复' : undefined));
        const g = setup([{ key: 'c', type: 'input', title: '编号', validateRules: [{ handler }] }], [{ id: '1', c: 'dup' }]);
        await act(async () => {
            await g.ref.current!.validate();
        });
        expect(within(cell('编号', 1)).getByText('服务器说重复')).toBeTruthy();
        expect(handler).toHaveBeenCalledWith(expect.objectContaining({ value: 'dup', row: { id: '1', c: 'dup' } }));
    });
});

describe('row operations', () => {
    const columns: GridColumn[] = [{ key: 'name', type: 'input', title: '名称' }];
    const saved = (): GridRow[] => [
        { id: 's1', name: 'a', orderNum: 1 },
        { id: 's2', name: 'b', orderNum: 2 },
        { id: 's3', name: 'c', orderNum: 3 },
    ];
    const names = (g: { rows: () => GridRow[] }) => g.rows().map(r => r.name);
    const orderCells = () =>
        screen
            .getAllByRole('row', { hidden: true })
            .slice(1)
            .map(r => within(r).getAllByRole('gridcell', { hidden: true })[1].textContent);
    let now = 100_000;
    beforeEach(() => {
        now = 100_000;
        vi.spyOn(Date, 'now').mockImplementation(() => now);
    });

    it('新增 adds a row with a temporary id; a second click within 1500 ms is refused', () => {
        const g = setup(columns, saved(), { rowSelection: true });
        fireEvent.click(screen.getByRole('button', { name: '新增' }));
        expect(g.rows()).toHaveLength(4);
        expect(isTempId(g.rows()[3].id)).toBe(true);
        now += INSERT_DEBOUNCE_MS - 1;
        fireEvent.click(screen.getByRole('button', { name: '新增' }));
        expect(g.rows()).toHaveLength(4);
        expect(toasts()).toContain(TOO_FAST_MESSAGE);
        now += 2;
        fireEvent.click(screen.getByRole('button', { name: '新增' }));
        expect(g.rows()).toHaveLength(5);
    });

    it('插入一行 inserts below the selected row; 向上移 / 向下移 move it; order numbers follow', () => {
        const g = setup(columns, saved(), { rowSelection: true, rowNumber: true, sortKey: 'orderNum' });
        const insert = screen.getByRole('button', { name: '插入一行' }) as HTMLButtonElement;
        expect(insert.disabled).toBe(true);
        fireEvent.click(screen.getByRole('checkbox', { name: '选择第1行' }));
        fireEvent.click(insert);
        expect(names(g)).toEqual(['a', '', 'b', 'c']);
        expect(isTempId(g.rows()[1].id)).toBe(true);
        expect(g.rows().map(r => r.orderNum)).toEqual([1, 2, 3, 4]);
        fireEvent.click(screen.getByRole('button', { name: '向下移' }));
        expect(names(g)).toEqual(['', 'a', 'b', 'c']);
        fireEvent.click(screen.getByRole('button', { name: '向下移' }));
        expect(names(g)).toEqual(['', 'b', 'a', 'c']);
        fireEvent.click(screen.getByRole('button', { name: '向上移' }));
        expect(names(g)).toEqual(['', 'a', 'b', 'c']);
        expect(g.rows().map(r => r.orderNum)).toEqual([1, 2, 3, 4]);
        expect(g.rows()[1].id).toBe('s1');
        expect(orderCells()).toEqual(['1', '2', '3', '4']);
    });

    it('删除 removes the selected rows after the confirm and collects only saved ids', () => {
        const g = setup(columns, saved(), { rowSelection: true, rowNumber: true });
        fireEvent.click(screen.getByRole('button', { name: '新增' }));
        const temp = g.rows()[3].id;
        fireEvent.click(screen.getByRole('checkbox', { name: '选择第2行' }));
        fireEvent.click(screen.getByRole('checkbox', { name: '选择第4行' }));
        fireEvent.click(screen.getByRole('button', { name: '删除(2)' }));
        expect(screen.getByText('确定要删除这 2 项吗')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: '确定' }));
        expect(names(g)).toEqual(['a', 'c']);
        expect(g.last().deleted).toEqual(['s2']);
        expect(g.rows().some(r => r.id === temp)).toBe(false);
        expect(g.ref.current!.getValues()).toEqual({ rows: g.rows(), deletedIds: ['s2'] });
        expect(orderCells()).toEqual(['1', '2']);
    });

    it('disabled rows cannot be selected or edited', () => {
        setup([...columns, { key: 'status', type: 'input', title: '状态' }], [{ id: '1', name: 'a', status: '2' }, { id: '2', name: 'b', status: '1' }], {
            rowSelection: true,
            disabledRows: { status: ['2', '3'] },
        });
        expect((screen.getByRole('checkbox', { name: '选择第1行' }) as HTMLInputElement).disabled).toBe(true);
        fireEvent.click(cell('名称', 1));
        expect(screen.queryByRole('textbox')).toBeNull();
        fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
        expect((screen.getByRole('checkbox', { name: '选择第2行' }) as HTMLInputElement).checked).toBe(true);
        expect((screen.getByRole('checkbox', { name: '选择第1行' }) as HTMLInputElement).checked).toBe(false);
        fireEvent.click(cell('名称', 2));
        expect(editor('名称', 2)).toBeTruthy();
    });

    it('the grid disabled: no toolbar, nothing editable', () => {
        setup(columns, saved(), { disabled: true });
        expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
        fireEvent.click(cell('名称', 1));
        expect(screen.queryByRole('textbox')).toBeNull();
    });

    it('drag by the handle with the keyboard: Space picks the row up, ArrowDown moves it, Space drops it', async () => {
        // jsdom has no scrollIntoView (the keyboard sensor scrolls the row into view)
        Element.prototype.scrollIntoView ??= function () {};
        const g = setup(columns, saved(), { dragSort: true, rowNumber: true, sortKey: 'orderNum' });
        expect(screen.getAllByRole('button', { name: /^拖动第\d行$/ })).toHaveLength(3);
        const handle = screen.getByRole('button', { name: '拖动第1行' });
        handle.focus();
        fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
        await act(async () => {});
        fireEvent.keyDown(document.activeElement ?? handle, { code: 'ArrowDown', key: 'ArrowDown' });
        await act(async () => {});
        fireEvent.keyDown(document.activeElement ?? handle, { code: 'ArrowDown', key: 'ArrowDown' });
        await act(async () => {});
        fireEvent.keyDown(document.activeElement ?? handle, { code: 'Space', key: ' ' });
        await act(async () => {});
        expect(names(g)).toEqual(['b', 'c', 'a']);
        expect(g.rows().map(r => r.orderNum)).toEqual([1, 2, 3]);
        expect(g.rows()[2].id).toBe('s1');
    });

    it('addRows() of the handle appends rows (partial rows kept)', () => {
        const g = setup(columns, saved());
        act(() => g.ref.current!.addRows([{ name: 'x' }, { name: 'y' }]));
        expect(names(g)).toEqual(['a', 'b', 'c', 'x', 'y']);
        act(() => g.ref.current!.addRows(2));
        expect(g.rows()).toHaveLength(7);
    });

    it('shows 暂无数据 with no rows', () => {
        setup(columns, []);
        expect(screen.getByText('暂无数据')).toBeTruthy();
    });
});

describe('statistics', () => {
    it('合计 sums the integer parts, 平均值 averages them, and follow edits', () => {
        setup(
            [
                { key: 'name', type: 'input', title: '名称' },
                { key: 'qty', type: 'inputNumber', title: '数量', statistics: ['sum', 'average'] },
            ],
            [
                { id: '1', name: 'a', qty: 1.9 },
                { id: '2', name: 'b', qty: 2.5 },
                { id: '3', name: 'c', qty: null },
            ],
            { rowNumber: true }
        );
        const sum = screen.getByRole('row', { name: '合计' });
        const avg = screen.getByRole('row', { name: '平均值' });
        expect(within(sum).getAllByRole('cell').map(c => c.textContent)).toEqual(['合计', '', '3']);
        expect(within(avg).getAllByRole('cell').map(c => c.textContent)).toEqual(['平均值', '', '1']);
        fireEvent.click(cell('数量', 3));
        fireEvent.change(editor('数量', 3), { target: { value: '7.8' } });
        fireEvent.blur(editor('数量', 3));
        expect(within(sum).getAllByRole('cell')[2].textContent).toBe('10');
        expect(within(avg).getAllByRole('cell')[2].textContent).toBe('3.33');
    });
});

describe('cell clicks', () => {
    const columns: GridColumn[] = [{ key: 'name', type: 'input', title: '名称' }];
    const data: GridRow[] = [
        { id: '1', name: 'a' },
        { id: '2', name: 'b' },
    ];

    it('clickSelectRow selects the row', () => {
        setup(columns, data, { rowSelection: true, clickSelectRow: true });
        fireEvent.click(cell('名称', 2));
        expect((screen.getByRole('checkbox', { name: '选择第2行' }) as HTMLInputElement).checked).toBe(true);
    });

    it('clickRowShowSubForm opens the row sub-form, a second click closes it', async () => {
        setup(columns, data, { clickRowShowSubForm: true, renderSubForm: r => <div>子表 {String(r.name)}</div> });
        fireEvent.click(cell('名称', 2));
        expect(await screen.findByText('子表 b')).toBeTruthy();
        fireEvent.click(cell('名称', 2));
        await waitFor(() => expect(screen.queryByText('子表 b')).toBeNull());
    });

    it('clickRowShowMainForm hands the row to onDetails, or shows 详细信息', () => {
        const onDetails = vi.fn();
        const first = setup(columns, data, { rowNumber: true, clickRowShowMainForm: true, onDetails });
        fireEvent.click(screen.getAllByRole('row')[1].querySelectorAll('[role="gridcell"]')[0]);
        expect(onDetails).toHaveBeenCalledWith({ id: '1', name: 'a' });
        first.unmount();
        setup([{ ...columns[0], disabled: true }], data, { clickRowShowMainForm: true });
        fireEvent.click(cell('名称', 2));
        const dialog = screen.getByRole('dialog');
        expect(within(dialog).getByText('详细信息')).toBeTruthy();
        expect(within(dialog).getByText('b')).toBeTruthy();
    });
});

describe('virtualisation', () => {
    it('mounts only the rows in view of 10,000', () => {
        const many = Array.from({ length: 10_000 }, (_, i) => ({ id: `r${i}`, name: `行${i}` }));
        setup([{ key: 'name', type: 'input', title: '名称' }], many, { maxHeight: 400 });
        const mounted = screen.getAllByRole('row').length - 1;
        expect(mounted).toBeGreaterThan(5);
        expect(mounted).toBeLessThan(30);
        expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('10001');
    });
});

describe('realtime', () => {
    beforeEach(() => {
        FakeWebSocket.reset();
        ls.set(KEYS.token, 'tok');
        ls.set(KEYS.userInfo, { id: 'u1', username: 'admin' });
    });

    it('opens the vxe socket, applies another user row update, sends its own edits', () => {
        const g = setup(
            [{ key: 'name', type: 'input', title: '名称' }],
            [
                { id: '1', name: 'a' },
                { id: '2', name: 'b' },
            ],
            { socketKey: 'plan-lines', WebSocketImpl: asWebSocket(FakeWebSocket) }
        );
        const sock = FakeWebSocket.last;
        expect(sock.url).toMatch(/\/vxeSocket\/u1\/plan-lines$/);
        expect(sock.protocols).toEqual(['tok']);
        act(() => sock.serverOpen());
        act(() => sock.serverSend({ type: 'update_vxe_table', data: { socketKey: 'plan-lines', args: [{ id: '2', name: '远程修改' }, 'other-browser'] } }));
        expect(g.rows()[1].name).toBe('远程修改');
        expect(cell('名称', 2).textContent).toBe('远程修改');
        // another grid's key, or an unknown row: ignored
        act(() => sock.serverSend({ type: 'update_vxe_table', data: { socketKey: 'other', args: [{ id: '1', name: 'x' }, 'o'] } }));
        act(() => sock.serverSend({ type: 'update_vxe_table', data: { socketKey: 'plan-lines', args: [{ id: '9', name: 'x' }, 'o'] } }));
        expect(g.rows().map(r => r.name)).toEqual(['a', '远程修改']);

        fireEvent.click(cell('名称', 1));
        fireEvent.change(editor('名称', 1), { target: { value: '本地' } });
        fireEvent.keyDown(editor('名称', 1), { key: 'Enter' });
        const out = sock.sent.map(s => JSON.parse(s)).filter(m => m.type === 'update_vxe_table');
        expect(out).toHaveLength(1);
        expect(out[0].data.socketKey).toBe('plan-lines');
        expect(out[0].data.args[0]).toEqual({ id: '1', name: '本地' });
        // its own echo is ignored
        act(() => sock.serverSend({ type: 'update_vxe_table', data: { socketKey: 'plan-lines', args: [{ id: '1', name: '回声' }, out[0].data.args[1]] } }));
        expect(g.rows()[0].name).toBe('本地');
    });
});
