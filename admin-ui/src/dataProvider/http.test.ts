import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '../components/Feedback';
import { KEYS, ls } from '../app/storage';
import { buildUrl, downloadFile, getAction, postAction } from './http';
import { dataProvider } from '.';
import { registerResource } from '../resources/registry';

const reply = (status: number, body: unknown, type = 'application/json') =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': type } });

afterEach(() => {
    vi.unstubAllGlobals();
    feedback.reset();
});

describe('request layer', () => {
    it('adds gt always and _t on GETs except dictionary item lookups', () => {
        const u = new URL(buildUrl('/sys/x', 'GET', { a: 1, b: '', c: null }, () => 1_700_000_000_123), 'http://h');
        expect(u.pathname).toBe('/jeecg-boot/sys/x');
        expect(u.searchParams.get('gt')).toBeTruthy();
        expect(u.searchParams.get('_t')).toBe('1700000000');
        expect(u.searchParams.get('a')).toBe('1');
        expect(u.searchParams.has('b')).toBe(false);
        const d = new URL(buildUrl('sys/dict/getDictItems/sex', 'GET'), 'http://h');
        expect(d.searchParams.has('_t')).toBe(false);
        expect(d.searchParams.get('gt')).toBeTruthy();
        const p = new URL(buildUrl('/sys/login', 'POST'), 'http://h');
        expect(p.searchParams.has('_t')).toBe(false);
    });

    it('sends the token only when stored and tenant_id 0 by default', async () => {
        const fetchMock = vi.fn(async () => reply(200, { success: true, code: 200, result: 1 }));
        vi.stubGlobal('fetch', fetchMock);
        await getAction('/sys/a');
        let headers = (fetchMock.mock.calls[0] as any)[1].headers;
        expect(headers['X-Access-Token']).toBeUndefined();
        expect(headers['tenant_id']).toBe('0');
        ls.set(KEYS.token, 'tok');
        await postAction('/sys/b', { x: 1 });
        const init = (fetchMock.mock.calls[1] as any)[1];
        headers = init.headers;
        expect(headers['X-Access-Token']).toBe('tok');
        expect(init.body).toBe('{"x":1}');
        expect(headers['Content-Type']).toContain('application/json');
    });

    it('sends FormData as multipart without a JSON content type', async () => {
        const fetchMock = vi.fn(async () => reply(200, { success: true, code: 200, result: null }));
        vi.stubGlobal('fetch', fetchMock);
        const form = new FormData();
        form.append('files[]', new File(['x'], 'a.xlsx'));
        await postAction('/sys/role/importExcel', form);
        const init = (fetchMock.mock.calls[0] as any)[1];
        expect(init.body).toBe(form);
        expect(init.headers['Content-Type']).toBeUndefined();
    });

    it('turns a 401 Token失效 reply into the expiry modal and rejects', async () => {
        ls.set(KEYS.token, 'dead');
        vi.stubGlobal('fetch', vi.fn(async () => reply(401, { success: false, code: 401, message: 'Token失效，请重新登录!' })));
        await expect(getAction('/sys/permission/getUserPermissionByToken')).rejects.toMatchObject({ status: 401 });
        expect(feedback.getState().modals[0]?.title).toBe('登录已过期');
        expect(feedback.getState().toasts).toHaveLength(0);
    });

    it('silent requests skip the catalogue', async () => {
        vi.stubGlobal('fetch', vi.fn(async () => reply(404, { message: 'not found' })));
        await expect(getAction('/section/cmisSection/list', {}, { silent: true })).rejects.toBeTruthy();
        expect(feedback.getState().toasts).toHaveLength(0);
    });

    it('parses blob replies as JSON for Token失效', async () => {
        ls.set(KEYS.token, 'dead');
        vi.stubGlobal('fetch', vi.fn(async () => reply(200, { success: false, code: 500, message: 'Token失效，请重新登录' })));
        await expect(downloadFile('/x/exportXls', 'a.xlsx')).rejects.toBeTruthy();
        expect(feedback.getState().modals[0]?.title).toBe('登录已过期');
    });

    it('warns with the message of an envelope sent in place of a file', async () => {
        vi.stubGlobal('fetch', vi.fn(async () => reply(200, { success: false, code: 500, message: '导出任务过多，请稍后再试' })));
        await expect(downloadFile('/x/exportXls', 'a.xlsx')).rejects.toBeTruthy();
        expect(feedback.getState().toasts.map(t => t.text)).toEqual(['导出任务过多，请稍后再试']);
    });

    it('warns 文件下载失败 on an empty download', async () => {
        vi.stubGlobal('fetch', vi.fn(async () => reply(200, '', 'application/octet-stream')));
        await expect(downloadFile('/x/exportXls', 'a.xlsx')).resolves.toBe(false);
        expect(feedback.getState().toasts[0]?.text).toBe('文件下载失败');
    });
});

describe('data provider', () => {
    registerResource({ name: 'sysUser', apiPrefix: '/sys/user', permissionPrefix: 'user' });

    it('maps getList to {prefix}/list with the JeecgBoot parameters', async () => {
        const fetchMock = vi.fn(async () =>
            reply(200, { success: true, code: 0, result: { records: [{ id: 'a' }], total: 31 } })
        );
        vi.stubGlobal('fetch', fetchMock);
        const r = await dataProvider.getList('sysUser', {
            pagination: { page: 2, perPage: 20 },
            sort: { field: 'sex_dictText', order: 'ASC' },
            filter: { username: '*adm*', status: ['1', '2'], superQueryParams: [{ field: 'a', rule: 'eq', val: 'x y' }] },
        });
        expect(r).toEqual({ data: [{ id: 'a' }], total: 31 });
        const u = new URL((fetchMock.mock.calls[0] as any)[0], 'http://h');
        expect(u.pathname).toBe('/jeecg-boot/sys/user/list');
        expect(u.searchParams.get('pageNo')).toBe('2');
        expect(u.searchParams.get('pageSize')).toBe('20');
        expect(u.searchParams.get('column')).toBe('sex');
        expect(u.searchParams.get('order')).toBe('asc');
        expect(u.searchParams.get('username')).toBe('*adm*');
        expect(u.searchParams.get('status')).toBe('1,2');
        expect(u.searchParams.get('superQueryParams')).toBe(encodeURI(JSON.stringify([{ field: 'a', rule: 'eq', val: 'x y' }])));
        expect(u.searchParams.get('superQueryMatchType')).toBe('and');
    });

    it('maps the other calls and raises business errors', async () => {
        const calls: string[] = [];
        vi.stubGlobal(
            'fetch',
            vi.fn(async (url: string, init: RequestInit) => {
                const u = new URL(url, 'http://h');
                calls.push(`${init.method} ${u.pathname}?id=${u.searchParams.get('id') ?? ''}&ids=${u.searchParams.get('ids') ?? ''}`);
                if (u.pathname.endsWith('/edit')) return reply(200, { success: false, code: 500, message: '该值不可用，系统中已存在！' });
                return reply(200, { success: true, code: 200, result: { id: '9', username: 'x' } });
            })
        );
        await dataProvider.getOne('sysUser', { id: '9' });
        await dataProvider.create('sysUser', { data: { username: 'x' } });
        await dataProvider.delete('sysUser', { id: '9' });
        await dataProvider.deleteMany('sysUser', { ids: ['a', 'b'] });
        await expect(dataProvider.update('sysUser', { id: '9', data: {}, previousData: { id: '9' } })).rejects.toMatchObject({
            message: '该值不可用，系统中已存在！',
        });
        expect(calls).toEqual([
            'GET /jeecg-boot/sys/user/queryById?id=9&ids=',
            'POST /jeecg-boot/sys/user/add?id=&ids=',
            'DELETE /jeecg-boot/sys/user/delete?id=9&ids=',
            'DELETE /jeecg-boot/sys/user/deleteBatch?id=&ids=a,b,',
            'PUT /jeecg-boot/sys/user/edit?id=&ids=',
        ]);
    });
});
