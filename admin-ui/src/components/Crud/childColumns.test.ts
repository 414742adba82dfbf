import { describe, expect, it } from 'vitest';
import { newTempId, uploadLimit, validateCell, validateRows } from '../EditableGrid/logic';
import { config as cmisAcceptance } from '../../resources/cmisAcceptance/config.gen';
import type { GridRow } from '../EditableGrid/types';
import { childColumn, childColumns, childRowsFromServer, childRowsPayload } from './childColumns';
import type { CrudChild, CrudField, CrudWidget } from './types';

const field = (widget: CrudWidget, more: Partial<CrudField> = {}): CrudField => ({ name: 'x', label: '字段', type: 'string', widget, form: true, ...more });

const child: CrudChild = {
    name: 'demoMeasure',
    title: '实测点',
    listKey: 'demoMeasureList',
    mainField: 'assessmentId',
    byMainId: '/demo/assessment/queryDemoMeasureByMainId',
    fields: [
        { name: 'assessmentId', label: '评定', type: 'string', widget: 'input', form: true },
        { name: 'pointNo', label: '测点编号', type: 'string', widget: 'input', form: true, required: true, uniqueInMain: true, maxLength: 4, list: { width: 120 } },
        { name: 'thickness', label: '实测厚度', type: 'float', widget: 'number', form: true, min: 0, max: 500 },
        { name: 'layers', label: '层数', type: 'int', widget: 'number', form: true },
        { name: 'grade', label: '等级', type: 'string', widget: 'select', dict: 'priority', form: true, required: true },
        { name: 'qualified', label: '合格', type: 'string', widget: 'switch', form: true },
        { name: 'note', label: '备注', type: 'string', widget: 'textarea', form: true, pattern: 's', patternMessage: '只能是字母' },
        { name: 'score', label: '评分', type: 'float', widget: 'number', detail: true },
        { name: 'createTime', label: '创建时间', type: 'datetime', widget: 'datetime', list: {} },
    ],
};

const row = (p: Partial<GridRow>): GridRow => ({ id: '1', ...p });

describe('childColumn', () => {
    it('maps each widget to its grid column type', () => {
        const types: [CrudWidget, string][] = [
            ['input', 'input'],
            ['textarea', 'input'],
            ['password', 'input'],
            ['number', 'inputNumber'],
            ['money', 'inputNumber'],
            ['chainage', 'inputNumber'],
            ['select', 'select'],
            ['radio', 'radio'],
            ['switch', 'checkbox'],
            ['date', 'date'],
            ['datetime', 'datetime'],
            ['list_multi', 'list_multi'],
            ['sel_search', 'sel_search'],
            ['file', 'file'],
            ['image', 'image'],
            ['user', 'sel_search'],
            ['depart', 'sel_search'],
            ['richtext', 'input'],
            ['pca', 'input'],
        ];
        for (const [w, t] of types) expect([w, childColumn(field(w)).type]).toEqual([w, t]);
    });

    it('keeps the form values of switches and checkboxes', () => {
        expect(childColumn(field('switch')).customValue).toEqual(['Y', 'N']);
        expect(childColumn(field('switch', { type: 'bool' })).customValue).toEqual([true, false]);
        expect(childColumn(field('checkbox')).customValue).toEqual(['1', '0']);
        // a dictionary checkbox holds several values "a,b", as the form's does
        expect(childColumn(field('checkbox', { dict: 'priority' }))).toMatchObject({ type: 'list_multi', dictCode: 'priority' });
    });

    it('a file field is the file pop-up cell keeping its MaxFiles; an image stays in place', () => {
        expect(childColumn(field('file', { label: '附件', maxFiles: 5 }))).toMatchObject({ type: 'file', title: '附件', props: { pop: true }, fieldExtendJson: '{"uploadnum":5}' });
        expect(childColumn(field('file')).fieldExtendJson).toBeUndefined();
        expect(childColumn(field('image')).props?.pop).toBeUndefined();
        // the generated 验收项目 grid of 质量验收: 现场照片 in the pop-up, five files at most
        const items = cmisAcceptance.children?.find(c => c.title === '验收项目');
        expect(items).toBeTruthy();
        const photos = childColumns(items!).find(c => c.key === 'photos');
        expect(photos).toMatchObject({ type: 'file', title: '现场照片', props: { pop: true }, fieldExtendJson: '{"uploadnum":5}' });
        expect(uploadLimit(photos!)).toBe(5);
    });

    it('passes the dictionary, width and upload count; a record picks from its table', () => {
        expect(childColumn(field('select', { dict: 'sex', list: { width: 90 } }))).toMatchObject({ dictCode: 'sex', width: 90 });
        expect(childColumn(field('image', { maxFiles: 3 })).fieldExtendJson).toBe('{"uploadnum":3}');
        expect(childColumn(field('record', { name: 'divisionId', dict: 'cmis_division,name,id' }))).toMatchObject({
            type: 'popup',
            dictCode: 'cmis_division,name,id',
            popupCode: 'cmis_division',
            orgFields: 'id',
            destFields: 'divisionId',
        });
        expect(childColumn(field('user')).dictCode).toBe('sys_user,realname,username');
    });

    it('checks required with 请输入/请选择, pattern, length, range and uniqueness among the rows', async () => {
        const cols = Object.fromEntries(childColumns(child).map(c => [c.key, c]));
        const rows = [row({ id: 'a', pointNo: 'P1' }), row({ id: 'b', pointNo: 'P1' }), row({ id: 'c', pointNo: 'P2' })];
        expect(await validateCell(cols.pointNo, row({ pointNo: '' }), [])).toBe('请输入测点编号');
        expect(await validateCell(cols.grade, row({ grade: '' }), [])).toBe('请选择等级');
        expect(await validateCell(cols.pointNo, rows[0], rows)).toBe('测点编号不能重复');
        expect(await validateCell(cols.pointNo, rows[2], rows)).toBeUndefined();
        expect(await validateCell(cols.pointNo, row({ pointNo: 'P12345' }), [])).toBe('测点编号不能超过4个字符!');
        expect(await validateCell(cols.thickness, row({ thickness: -1 }), [])).toBe('实测厚度不能小于0!');
        expect(await validateCell(cols.thickness, row({ thickness: 501 }), [])).toBe('实测厚度不能大于500!');
        expect(await validateCell(cols.thickness, row({ thickness: 250.5 }), [])).toBeUndefined();
        expect(await validateCell(cols.layers, row({ layers: 2.5 }), [])).toBe('层数必须是整数!');
        expect(await validateCell(cols.note, row({ note: 'a1' }), [])).toBe('只能是字母');
        expect(await validateCell(cols.note, row({ note: '' }), [])).toBeUndefined();
        const errors = await validateRows(childColumns(child), rows.map(r => ({ ...r, grade: 'H' })));
        expect(Object.keys(errors).sort()).toEqual(['a', 'b']);
    });

    it('names a measured value\'s unit in the title, its cells holding bare numbers', () => {
        const col = childColumn(field('number', { type: 'decimal', label: '实测厚度', scale: 1, unit: 'mm', min: 0, max: 2000 }));
        expect(col).toMatchObject({ type: 'inputNumber', title: '实测厚度（mm）', props: { min: 0, max: 2000 } });
        expect(childColumn(field('number', { type: 'float', label: '实测厚度' })).title).toBe('实测厚度');
    });

        it('makes columns of the form fields only, never the parent id', () => {
        expect(childColumns(child).map(c => c.key)).toEqual(['pointNo', 'thickness', 'layers', 'grade', 'qualified', 'note']);
        expect(childColumns(child)[0].props).toMatchObject({ maxLength: 4 });
    });
});

describe('child rows', () => {
    it('sends added rows without id, saved rows with theirs, never the parent id', () => {
        const rows: GridRow[] = [
            { id: 'm1', assessmentId: 'p1', pointNo: ' P1 ', thickness: 120, layers: 2, grade: 'H', qualified: 'Y', note: '', score: 90, createTime: 'x' },
            { id: newTempId(), pointNo: 'P2', thickness: null, layers: null, grade: 'M', qualified: 'N', note: 'ok' },
        ];
        expect(childRowsPayload(child, rows)).toEqual([
            { id: 'm1', pointNo: 'P1', thickness: 120, layers: 2, grade: 'H', qualified: 'Y', note: null },
            { pointNo: 'P2', grade: 'M', qualified: 'N', note: 'ok' },
        ]);
    });

    it('reads the byMainId result as rows with string ids', () => {
        const rows = childRowsFromServer([{ id: 7, pointNo: 'P1' }, { pointNo: 'P2' }]);
        expect(rows[0]).toEqual({ id: '7', pointNo: 'P1' });
        expect(rows[1].pointNo).toBe('P2');
        expect(rows[1].id).toMatch(/^tmp_/);
        expect(childRowsFromServer({ records: [{ id: 'a' }] })).toEqual([{ id: 'a' }]);
        expect(childRowsFromServer(null)).toEqual([]);
    });
});
