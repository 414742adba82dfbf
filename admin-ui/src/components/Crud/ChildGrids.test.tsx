// The one-to-many form as a user drives it: a 基本信息 tab and a grid tab per child table,
// rows loaded by the parent id, validated form-then-grids, saved in the parent's request.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackHost, feedback } from '../Feedback';
import { CrudForm } from './CrudForm';
import { clearDictOptions } from './dict';
import { cacheDicts, fail, ok, stubApi } from './testing';
import type { CrudFormProps, CrudResourceConfig } from './types';

const config: CrudResourceConfig = {
    name: 'demoAssessment',
    title: '喷射混凝土评定',
    apiPrefix: '/demo/assessment',
    table: 'demo_assessment',
    permPrefix: 'assessment',
    component: 'demo/AssessmentList',
    import: false,
    export: true,
    fields: [
        { name: 'name', label: '评定名称', type: 'string', widget: 'input', list: {}, form: true, required: true },
        { name: 'checkDate', label: '检查日期', type: 'date', widget: 'date', list: {}, form: true },
    ],
    children: [
        {
            name: 'demoMeasure',
            title: '实测点',
            listKey: 'demoMeasureList',
            mainField: 'assessmentId',
            byMainId: '/demo/assessment/queryDemoMeasureByMainId',
            fields: [
                { name: 'assessmentId', label: '评定', type: 'string', widget: 'input', form: true },
                { name: 'pointNo', label: '测点编号', type: 'string', widget: 'input', form: true, required: true, uniqueInMain: true },
                { name: 'thickness', label: '实测厚度', type: 'float', widget: 'number', form: true, required: true },
                { name: 'grade', label: '等级', type: 'string', widget: 'select', dict: 'priority', form: true },
            ],
        },
        {
            name: 'demoIssue',
            title: '问题',
            listKey: 'demoIssueList',
            mainField: 'assessmentId',
            byMainId: '/demo/assessment/queryDemoIssueByMainId',
            fields: [{ name: 'content', label: '问题描述', type: 'string', widget: 'input', form: true, required: true }],
        },
    ],
};

const parent = { id: 'p1', name: '一号段评定', checkDate: '2024-05-06' };
const measures = [
    { id: 'm1', assessmentId: 'p1', pointNo: 'P1', thickness: 120, grade: 'H' },
    { id: 'm2', assessmentId: 'p1', pointNo: 'P2', thickness: 118, grade: 'M' },
    { id: 'm3', assessmentId: 'p1', pointNo: 'P3', thickness: 99, grade: 'L' },
];

const renderForm = (p: Partial<CrudFormProps> = {}) => {
    const onClose = vi.fn();
    render(
        <>
            <CrudForm config={config} open onClose={onClose} {...p} />
            <FeedbackHost />
        </>
    );
    return { onClose };
};

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const openTab = (name: RegExp) => fireEvent.click(tab(name));
const selectedTab = () => screen.getAllByRole('tab').find(t => t.getAttribute('aria-selected') === 'true')?.textContent;
const submit = () => fireEvent.click(screen.getByRole('button', { name: '确定' }));
const toasts = () => feedback.getState().toasts.map(t => t.text);
const cell = (title: string, n: number) => screen.getByRole('gridcell', { name: `${title} 第${n}行` });
/** types into a grid cell (click to edit, type, leave) */
const typeCell = (title: string, n: number, value: string) => {
    fireEvent.click(cell(title, n));
    const box = screen.getByRole('textbox', { name: `${title} 第${n}行` });
    fireEvent.change(box, { target: { value } });
    fireEvent.blur(box);
    fireEvent.keyDown(box, { key: 'Enter' });
};
/** 新增 of the visible grid (the grid refuses adds closer than 1.5 s: the clock moves on) */
const addRow = () => fireEvent.click(screen.getByRole('button', { name: '新增' }));

let clock = 1_700_000_000_000;

beforeEach(() => {
    cacheDicts();
    vi.spyOn(Date, 'now').mockImplementation(() => (clock += 2000));
});

afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
});

describe('CrudForm with child tables', () => {
    it('creates a record with its rows in one request: added rows without id, no parent id', async () => {
        const api = stubApi({ 'POST /demo/assessment/add': () => ok(null, '添加成功！') });
        const { onClose } = renderForm();
        expect(screen.getAllByRole('tab').map(t => t.textContent)).toEqual(['基本信息', '实测点 (0)', '问题 (0)']);
        fireEvent.change(screen.getByLabelText(/评定名称/), { target: { value: '新评定' } });

        openTab(/实测点/);
        expect(screen.queryByRole('textbox', { name: /评定名称/ })).toBeNull(); // the form is hidden, still mounted
        expect(within(screen.getByRole('grid', { name: '实测点' })).getByText('暂无数据')).toBeTruthy();
        addRow();
        addRow();
        expect(tab(/实测点/).textContent).toBe('实测点 (2)');
        typeCell('测点编号', 1, 'A1');
        typeCell('实测厚度', 1, '125.5');
        typeCell('测点编号', 2, 'A2');
        typeCell('实测厚度', 2, '130');
        // a header cell of the parent id never shows
        expect(within(screen.getByRole('grid', { name: '实测点' })).queryByText('评定')).toBeNull();

        openTab(/问题/);
        addRow();
        typeCell('问题描述', 1, '局部空鼓');

        // values survive tab switches
        openTab(/基本信息/);
        expect((screen.getByLabelText(/评定名称/) as HTMLInputElement).value).toBe('新评定');
        openTab(/实测点/);
        expect(cell('测点编号', 2).textContent).toBe('A2');

        submit();
        await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
        expect(api.last('POST /demo/assessment/add')!.body).toEqual({
            name: '新评定',
            demoMeasureList: [
                { pointNo: 'A1', thickness: 125.5 },
                { pointNo: 'A2', thickness: 130 },
            ],
            demoIssueList: [{ content: '局部空鼓' }],
        });
    });

    it('validates the form first and opens 基本信息 when it fails', async () => {
        const api = stubApi({});
        renderForm();
        openTab(/问题/);
        submit();
        await waitFor(() => expect(selectedTab()).toBe('基本信息'));
        expect(await screen.findByText('请输入评定名称!')).toBeTruthy();
        expect(api.calls).toHaveLength(0);
    });

    it('then validates the grids in order and opens the first failing one', async () => {
        const api = stubApi({ 'POST /demo/assessment/add': () => ok() });
        const { onClose } = renderForm();
        fireEvent.change(screen.getByLabelText(/评定名称/), { target: { value: '新评定' } });
        openTab(/实测点/);
        addRow();
        addRow();
        typeCell('测点编号', 1, 'A1');
        typeCell('实测厚度', 1, '100');
        typeCell('测点编号', 2, 'A1');
        typeCell('实测厚度', 2, '101');
        openTab(/问题/);
        addRow(); // left empty: 问题描述 is required

        openTab(/基本信息/);
        submit();
        await waitFor(() => expect(selectedTab()).toBe('实测点 (2)'));
        expect(within(cell('测点编号', 1)).getByText('测点编号不能重复')).toBeTruthy();
        expect(api.calls).toHaveLength(0);

        typeCell('测点编号', 2, 'A2');
        submit();
        await waitFor(() => expect(selectedTab()).toBe('问题 (1)'));
        expect(within(cell('问题描述', 1)).getByText('请输入问题描述')).toBeTruthy();
        expect(api.calls).toHaveLength(0);

        typeCell('问题描述', 1, '裂缝');
        submit();
        await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
        expect(api.to('POST /demo/assessment/add')).toHaveLength(1);
    });

    it('edits: rows loaded by the parent id, changed rows keep their ids, removed rows are left out', async () => {
        const api = stubApi({
            'GET /demo/assessment/queryById': () => ok(parent),
            'GET /demo/assessment/queryDemoMeasureByMainId': () => ok(measures),
            'GET /demo/assessment/queryDemoIssueByMainId': () => ok([]),
            'PUT /demo/assessment/edit': () => ok(null, '编辑成功!'),
        });
        const { onClose } = renderForm({ mode: 'edit', id: 'p1' });
        expect(screen.getByLabelText('加载中')).toBeTruthy();
        await waitFor(() => expect(tab(/实测点/).textContent).toBe('实测点 (3)'));
        expect(api.last('GET /demo/assessment/queryDemoMeasureByMainId')!.query.get('id')).toBe('p1');
        expect(api.last('GET /demo/assessment/queryDemoIssueByMainId')!.query.get('id')).toBe('p1');
        expect((screen.getByLabelText(/评定名称/) as HTMLInputElement).value).toBe('一号段评定');

        openTab(/实测点/);
        expect(cell('等级', 1).textContent).toBe('高'); // the dictionary's text
        typeCell('实测厚度', 3, '121');
        // remove the second row
        fireEvent.click(screen.getByRole('checkbox', { name: '选择第2行' }));
        fireEvent.click(screen.getByRole('button', { name: /删除/ }));
        fireEvent.click(within(await screen.findByRole('dialog', { name: '确认删除' })).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(tab(/实测点/).textContent).toBe('实测点 (2)'));
        addRow();
        typeCell('测点编号', 3, 'P9');
        typeCell('实测厚度', 3, '110');

        submit();
        await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
        expect(api.last('PUT /demo/assessment/edit')!.body).toEqual({
            id: 'p1',
            name: '一号段评定',
            checkDate: '2024-05-06',
            demoMeasureList: [
                { id: 'm1', pointNo: 'P1', thickness: 120, grade: 'H' },
                { id: 'm3', pointNo: 'P3', thickness: 121, grade: 'L' },
                { pointNo: 'P9', thickness: 110 },
            ],
            demoIssueList: [],
        });
    });

    it('shows the rows read-only in the detail', async () => {
        stubApi({
            'GET /demo/assessment/queryDemoMeasureByMainId': () => ok(measures),
            'GET /demo/assessment/queryDemoIssueByMainId': () => ok([{ id: 'i1', content: '渗水' }]),
        });
        renderForm({ mode: 'show', id: 'p1', record: parent });
        await waitFor(() => expect(tab(/问题/).textContent).toBe('问题 (1)'));
        openTab(/实测点/);
        expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
        expect(screen.queryByRole('toolbar', { name: '表格操作' })).toBeNull();
        fireEvent.click(cell('测点编号', 1));
        expect(screen.queryByRole('textbox', { name: '测点编号 第1行' })).toBeNull();
        expect(cell('测点编号', 1).getAttribute('aria-readonly')).toBe('true');
        expect((screen.getByRole('button', { name: '确定' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('closes when the rows cannot be loaded, with the message', async () => {
        stubApi({
            'GET /demo/assessment/queryDemoMeasureByMainId': () => fail('实测点加载失败：无权限'),
            'GET /demo/assessment/queryDemoIssueByMainId': () => ok([]),
        });
        const { onClose } = renderForm({ mode: 'edit', id: 'p1', record: parent });
        await waitFor(() => expect(onClose).toHaveBeenCalledWith(false));
        expect(toasts()).toContain('实测点加载失败：无权限');
    });

    it('keeps everything typed when the server refuses, and opens the tab its message names', async () => {
        stubApi({ 'POST /demo/assessment/add': () => fail('实测点第1行：实测厚度不能为空') });
        const { onClose } = renderForm();
        fireEvent.change(screen.getByLabelText(/评定名称/), { target: { value: '新评定' } });
        openTab(/实测点/);
        addRow();
        typeCell('测点编号', 1, 'A1');
        typeCell('实测厚度', 1, '100');
        openTab(/基本信息/);
        submit();
        await waitFor(() => expect(toasts()).toContain('实测点第1行：实测厚度不能为空'));
        expect(onClose).not.toHaveBeenCalled();
        await waitFor(() => expect(selectedTab()).toBe('实测点 (1)'));
        expect(cell('测点编号', 1).textContent).toBe('A1');
        expect(cell('实测厚度', 1).textContent).toBe('100');
        openTab(/基本信息/);
        expect((screen.getByLabelText(/评定名称/) as HTMLInputElement).value).toBe('新评定');
        expect((screen.getByRole('button', { name: '确定' }) as HTMLButtonElement).disabled).toBe(false);
    });

    it('is wider than a form without children', () => {
        stubApi({});
        renderForm();
        expect(document.querySelector('.MuiDialog-paperWidthLg')).toBeTruthy();
    });
});
