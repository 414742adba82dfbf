import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../../test/crudDemo/config.gen';
import { buildUrl } from '../../dataProvider/http';
import { treeConfig } from '../Crud/testing';
import { isEmptyRow, loadSaved, rulesFor, savedKey, storeSaved, superFields, superItems, superParams } from './superQuery';

/** What the Go server does with the parameter (server/query superQuery): JSON, else unescape once more. */
const serverItems = (url: string): unknown => {
    const raw = new URL(url, 'http://localhost').searchParams.get('superQueryParams')!;
    try {
        return JSON.parse(raw);
    } catch {
        // url.QueryUnescape: "+" is a space, %XX a byte
        return JSON.parse(decodeURIComponent(raw.replace(/\+/g, ' ')));
    }
};

afterEach(() => localStorage.clear());

describe('advanced query parameters', () => {
    it('offers the listed and filter fields, never secrets or uploads', () => {
        expect(superFields(config).map(f => f.name)).toEqual(['roleName', 'roleCode', 'sex', 'status', 'enabled', 'sortNo', 'price', 'createTime']);
    });

    it('offers the ten rules on text fields and no pattern rules on others', () => {
        const [roleName, sortNo] = [config.fields[0], config.fields.find(f => f.name === 'sortNo')];
        expect(rulesFor(roleName).map(r => r.label)).toEqual(['等于', '模糊', '以..开始', '以..结尾', '在...中', '不等于', '大于', '大于等于', '小于', '小于等于']);
        expect(rulesFor(sortNo).map(r => r.value)).toEqual(['eq', 'in', 'ne', 'gt', 'ge', 'lt', 'le']);
    });

    it('a row is empty without field, rule or value', () => {
        expect(isEmptyRow({ field: '', rule: 'eq', val: 'x' })).toBe(true);
        expect(isEmptyRow({ field: 'a', rule: '', val: 'x' })).toBe(true);
        expect(isEmptyRow({ field: 'a', rule: 'eq', val: '  ' })).toBe(true);
        expect(isEmptyRow({ field: 'a', rule: 'eq', val: '0' })).toBe(false);
    });

    it('sends complete rows as {field, rule, val, type} joined by the match type', () => {
        const q = {
            matchType: 'or' as const,
            rows: [
                { field: 'roleName', rule: 'like', val: ' 管理 ' },
                { field: 'sortNo', rule: 'ge', val: '5' },
                { field: 'createTime', rule: 'lt', val: '2024-01-02 03:04:05' },
                { field: 'status', rule: 'in', val: '1，2' },
                { field: '', rule: 'eq', val: 'dropped' },
            ],
        };
        expect(superItems(config, q)).toEqual([
            { field: 'roleName', rule: 'like', val: '管理', type: 'string' },
            { field: 'sortNo', rule: 'ge', val: '5', type: 'int', dbType: 'int' },
            { field: 'createTime', rule: 'lt', val: '2024-01-02 03:04:05', type: 'datetime' },
            { field: 'status', rule: 'in', val: '1,2', type: 'string' },
        ]);
        expect(superParams(config, q).superQueryMatchType).toBe('or');
        expect(superParams(config, { matchType: 'and', rows: [{ field: 'roleName', rule: 'eq', val: '' }] })).toEqual({});
        expect(superParams(config, null)).toEqual({});
    });

    it('encodes the JSON so that the server reads it back exactly, "+" and "&" included', () => {
        const q = {
            matchType: 'and' as const,
            rows: [
                { field: 'roleName', rule: 'eq', val: 'a+b & c%d' },
                { field: 'roleCode', rule: 'right_like', val: '苹果' },
            ],
        };
        const params = superParams(config, q);
        // the value itself is URI-encoded JSON (not JSON), as the original front end sent it
        expect(params.superQueryParams.startsWith('%5B%7B')).toBe(true);
        const url = buildUrl('/demo/role/list', 'GET', params);
        expect(serverItems(url)).toEqual([
            { field: 'roleName', rule: 'eq', val: 'a+b & c%d', type: 'string' },
            { field: 'roleCode', rule: 'right_like', val: '苹果', type: 'string' },
        ]);
        expect(new URL(url, 'http://localhost').searchParams.get('superQueryMatchType')).toBe('and');
    });

    it('reads amounts and chainages as numbers, as the filter bar does', () => {
        const items = superItems(treeConfig, {
            matchType: 'and',
            rows: [
                { field: 'cost', rule: 'ge', val: '1,234.5' },
                { field: 'startChainage', rule: 'in', val: 'K1+200,1500' },
            ],
        });
        expect(items.map(i => i.val)).toEqual(['1234.5', '1200,1500']);
    });

    it('keeps saved queries under the prefix plus the route path, in the vue-ls format', () => {
        storeSaved('/isystem/user', [{ title: '我的', matchType: 'or', records: [{ field: 'roleName', rule: 'eq', val: 'x' }] }]);
        const raw = JSON.parse(localStorage.getItem('pro__JSuperQuerySaved_/isystem/user')!);
        expect(raw.value[0].title).toBe('我的');
        expect(savedKey('/a')).toBe('JSuperQuerySaved_/a');
        expect(loadSaved('/isystem/user')).toEqual([{ title: '我的', matchType: 'or', records: [{ field: 'roleName', rule: 'eq', val: 'x' }] }]);
        expect(loadSaved('/other')).toEqual([]);
        storeSaved('/isystem/user', []);
        expect(localStorage.getItem('pro__JSuperQuerySaved_/isystem/user')).toBeNull();
        // what is not a list of queries reads as none
        localStorage.setItem('pro__JSuperQuerySaved_/x', '{"value":"nope","expire":null}');
        expect(loadSaved('/x')).toEqual([]);
    });
});
