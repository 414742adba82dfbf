// SQL解析 in the report definition form: the server's columns and parameters fill the grids, the
// rows already described are kept, the stale ones go; a refusal shows in place.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackHost, feedback } from '../../components/Feedback';
import { clearDictOptions } from '../../components/Crud/dict';
import { cacheDicts, fail, ok, stubApi } from '../../components/Crud/testing';
import Edit from './Edit';
import { describeParse, mergeFields, mergeParams } from './sqlParse';

const head = { id: 'h1', code: 'users', name: '用户', cgrSql: 'SELECT username, sex FROM sys_user WHERE status = ${status} AND realname LIKE ${name}', dbSource: '' };
const items = [
    { id: 'i1', cgrheadId: 'h1', fieldName: 'sex', fieldTxt: '性别', fieldType: 'Integer', dictCode: 'sex', isShow: 1, isSearch: 1, searchMode: 'single' },
    { id: 'i2', cgrheadId: 'h1', fieldName: 'old', fieldTxt: '旧列', fieldType: 'String', isShow: 1, isSearch: 0 },
];
const params = [{ id: 'p1', cgrheadId: 'h1', paramName: 'status', paramTxt: '用户状态', paramValue: '1' }];
const parsed = {
    fields: [
        { fieldName: 'username', fieldTxt: 'username', fieldType: 'String', isShow: 1, isSearch: 0, orderNum: 1 },
        { fieldName: 'sex', fieldTxt: 'sex', fieldType: 'Integer', isShow: 1, isSearch: 0, orderNum: 2 },
    ],
    params: [
        { paramName: 'status', paramTxt: 'status', paramValue: '', orderNum: 1 },
        { paramName: 'name', paramTxt: 'name', paramValue: '', orderNum: 2 },
    ],
};

const stub = (parse: () => unknown = () => ok(parsed)) =>
    stubApi({
        'GET /online/cgreport/head/queryOnlCgreportItemByMainId': () => ok(items),
        'GET /online/cgreport/head/queryOnlCgreportParamByMainId': () => ok(params),
        'GET /online/cgreport/head/parseSql': parse,
        'PUT /online/cgreport/head/edit': () => ok(null, '编辑成功!'),
        'GET /sys/dict/getDictItems/*': () => ok([]),
    });

const renderEdit = () => {
    const onClose = vi.fn();
    render(
        <>
            <Edit open mode="edit" id="h1" record={head} onClose={onClose} />
            <FeedbackHost />
        </>
    );
    return { onClose };
};

beforeAll(() => {
    // jsdom has no layout; CodeMirror (the SQL's editor) measures text ranges
    const rect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
    Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = rect;
});
beforeEach(() => cacheDicts());
afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
});

describe('SQL解析', () => {
    it('fills 报表字段 and 报表参数 in the SQL order, keeps the described rows, drops the stale ones, and saves them', async () => {
        const api = stub();
        const { onClose } = renderEdit();
        fireEvent.click(await screen.findByRole('button', { name: 'SQL解析' }));
        expect(await screen.findByText('解析完成：2 个字段，2 个参数；保留已填写的 2 行；移除 SQL 中已没有的 1 行')).toBeTruthy();
        expect(Object.fromEntries(api.last('GET /online/cgreport/head/parseSql')!.query)).toMatchObject({ sql: head.cgrSql });
        expect(api.last('GET /online/cgreport/head/parseSql')!.query.has('dbKey')).toBe(false);
        expect(screen.getByRole('tab', { name: '报表字段 (2)' })).toBeTruthy();
        expect(screen.getByRole('tab', { name: '报表参数 (2)' })).toBeTruthy();
        fireEvent.click(screen.getByRole('tab', { name: '报表字段 (2)' }));
        const grid = screen.getByRole('grid', { name: '报表字段' });
        expect(within(grid).getByText('性别')).toBeTruthy();
        expect(within(grid).queryByText('旧列')).toBeNull();

        fireEvent.click(screen.getByRole('button', { name: '确定' }));
        await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
        const body = api.last('PUT /online/cgreport/head/edit')!.body as Record<string, Record<string, unknown>[]>;
        expect(body.onlCgreportItemList).toHaveLength(2);
        expect(body.onlCgreportItemList[0]).toMatchObject({ fieldName: 'username', fieldTxt: 'username', fieldType: 'String', isShow: 1, isSearch: 0 });
        expect(body.onlCgreportItemList[0].id).toBeUndefined();
        expect(body.onlCgreportItemList[1]).toMatchObject({ id: 'i1', fieldName: 'sex', fieldTxt: '性别', dictCode: 'sex', isSearch: 1 });
        expect(body.onlCgreportParamList).toHaveLength(2);
        expect(body.onlCgreportParamList[0]).toMatchObject({ id: 'p1', paramName: 'status', paramTxt: '用户状态', paramValue: '1' });
        expect(body.onlCgreportParamList[1]).toMatchObject({ paramName: 'name', paramTxt: 'name' });
    });

    it("shows the server's refusal in place and leaves the grids as they were", async () => {
        stub(() => fail('SQL解析失败：no such column: nosuch'));
        renderEdit();
        fireEvent.click(await screen.findByRole('button', { name: 'SQL解析' }));
        expect((await screen.findByRole('alert')).textContent).toContain('SQL解析失败：no such column: nosuch');
        expect(screen.getByRole('tab', { name: '报表字段 (2)' })).toBeTruthy();
        expect(screen.getByRole('tab', { name: '报表参数 (1)' })).toBeTruthy();
    });
});

describe('mergeFields / mergeParams', () => {
    it('keeps a described row by its name, adds the others as the server describes them, counts what went', () => {
        const f = mergeFields([{ id: 'a', fieldName: 'x', fieldTxt: '叉' }, { id: 'b', fieldName: '' }], [
            { fieldName: 'y', fieldTxt: 'y', fieldType: 'Date' },
            { fieldName: 'x', fieldTxt: 'x', fieldType: 'String' },
        ]);
        expect(f.rows.map(r => [r.fieldName, r.fieldTxt, r.fieldType ?? ''])).toEqual([
            ['y', 'y', 'Date'],
            ['x', '叉', ''],
        ]);
        expect(f.rows[0]).toMatchObject({ isShow: 1, isSearch: 0 });
        expect([f.kept, f.added, f.removed]).toEqual([1, 1, 1]);
        const p = mergeParams([], [{ paramName: 'q', paramTxt: '' }]);
        expect(p.rows[0]).toMatchObject({ paramName: 'q', paramTxt: 'q', paramValue: '' });
        expect(describeParse(f, p)).toBe('解析完成：2 个字段，1 个参数；保留已填写的 1 行；移除 SQL 中已没有的 1 行');
    });
});
