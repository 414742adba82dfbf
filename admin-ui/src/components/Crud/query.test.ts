import { describe, expect, it } from 'vitest';
import { config } from '../../test/crudDemo/config.gen';
import { DEFAULT_SORT, exportParams, filterParams, listParams, queryFields } from './query';
import { treeConfig } from './testing';

describe('list query parameters', () => {
    it('takes the filter fields from the config', () => {
        expect(queryFields(config).map(f => `${f.name}:${f.query}`)).toEqual([
            'roleName:like',
            'roleCode:like',
            'sex:exact',
            'status:multi',
            'createTime:range',
        ]);
    });

    it('maps each query mode to the server convention', () => {
        expect(
            filterParams(config, {
                roleName: ' adm ',
                roleCode: "'x'",
                sex: '1',
                status: ['1', '2'],
                createTime_begin: '2024-01-01',
                createTime_end: '2024-01-31',
                description: 'not a filter',
            })
        ).toEqual({
            roleName: '*adm*',
            roleCode: '*x*',
            sex: '1',
            status: '1,2',
            createTime_begin: '2024-01-01',
            createTime_end: '2024-01-31',
        });
        expect(filterParams(config, { status: 'a, b，c', roleName: '  ', sex: '' })).toEqual({ status: 'a,b,c' });
    });

    it('pages and sorts, default createTime desc', () => {
        expect(listParams(config, {}, { page: 1, pageSize: 10, sort: DEFAULT_SORT })).toEqual({
            pageNo: 1,
            pageSize: 10,
            column: 'createTime',
            order: 'desc',
        });
        expect(listParams(config, { sex: '2' }, { page: 3, pageSize: 20, sort: { column: 'roleName', order: 'asc' } }, { tenant: 7 })).toEqual({
            pageNo: 3,
            pageSize: 20,
            column: 'roleName',
            order: 'asc',
            sex: '2',
            tenant: 7,
        });
    });

    it('exports unpaged with the selected ids', () => {
        expect(exportParams(config, { roleName: 'a' }, DEFAULT_SORT, ['x', 'y'])).toEqual({
            column: 'createTime',
            order: 'desc',
            roleName: '*a*',
            selections: 'x,y',
        });
        expect(exportParams(config, {}, DEFAULT_SORT, [])).not.toHaveProperty('selections');
    });

    it('adds the advanced query to list and export, beside the filters', () => {
        const superQuery = { matchType: 'or' as const, rows: [{ field: 'roleCode', rule: 'ne', val: 'a' }] };
        const list = listParams(config, { sex: '1' }, { page: 1, pageSize: 10, sort: DEFAULT_SORT, superQuery });
        expect(list.sex).toBe('1');
        expect(list.superQueryMatchType).toBe('or');
        expect(JSON.parse(decodeURIComponent(String(list.superQueryParams)))).toEqual([{ field: 'roleCode', rule: 'ne', val: 'a', type: 'string' }]);
        const exp = exportParams(config, {}, DEFAULT_SORT, [], {}, superQuery);
        expect(exp.superQueryParams).toBe(list.superQueryParams);
        expect(exp.superQueryMatchType).toBe('or');
        // no complete row, no parameters
        const none = listParams(config, {}, { page: 1, pageSize: 10, sort: DEFAULT_SORT, superQuery: { matchType: 'or', rows: [] } });
        expect(none).not.toHaveProperty('superQueryParams');
        expect(none).not.toHaveProperty('superQueryMatchType');
    });

    it('reads money and chainage filters as the form does', () => {
        expect(filterParams(treeConfig, { cost: '￥1,234.5', startChainage_begin: 'K1+200', startChainage_end: '1500.25' })).toEqual({
            cost: '1234.5',
            startChainage_begin: '1200',
            startChainage_end: '1500.25',
        });
        // what is no number goes as typed (the server answers why)
        expect(filterParams(treeConfig, { cost: 'abc', startChainage_end: ' ' })).toEqual({ cost: 'abc' });
    });
});
