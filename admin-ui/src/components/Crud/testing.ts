// Test helpers: a fetch (and XMLHttpRequest) stub routed by "METHOD /path" (base path stripped), and sessions.
import { vi } from 'vitest';
import { KEYS, ls } from '../../app/storage';
import type { CrudResourceConfig } from './types';

export interface Call {
    method: string;
    path: string;
    query: URLSearchParams;
    body: unknown;
}

type Handler = (call: Call) => unknown;

export const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const ok = (result: unknown = null, message = '操作成功！', code = 200) => ({ success: true, code, message, result });
export const fail = (message: string, code = 500) => ({ success: false, code, message, result: null });

const nativeXhr = globalThis.XMLHttpRequest;

/** Stubs fetch (and XMLHttpRequest, through it); a handler may return an envelope object or a Response. Unrouted calls fail the test. */
export const stubApi = (routes: Record<string, Handler>) => {
    const calls: Call[] = [];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        const method = init?.method ?? 'GET';
        const path = url.pathname.replace(/^\/jeecg-boot/, '');
        const raw = init?.body;
        const body = raw instanceof FormData ? raw : typeof raw === 'string' ? JSON.parse(raw) : raw;
        const call = { method, path, query: url.searchParams, body };
        calls.push(call);
        const handler = routes[`${method} ${path}`] ?? routes[`${method} ${path.replace(/\/[^/]+$/, '/*')}`];
        if (!handler) throw new Error(`unexpected ${method} ${path}`);
        const out = await handler(call);
        return out instanceof Response ? out : json(out);
    });
    vi.stubGlobal('fetch', fetchMock);
    // a test that drives XMLHttpRequest itself keeps its own
    if (globalThis.XMLHttpRequest === nativeXhr) vi.stubGlobal('XMLHttpRequest', fakeXhr(fetchMock));
    return {
        calls,
        /** calls to one "METHOD /path" */
        to: (key: string) => calls.filter(c => `${c.method} ${c.path}` === key),
        last: (key: string) => calls.filter(c => `${c.method} ${c.path}` === key).at(-1),
    };
};

/**
 * An XMLHttpRequest (uploads, for their progress) that goes through the fetch stub: the body is
 * reported sent at once, then the reply loads. Headers sent are kept in `init.headers`.
 */
const fakeXhr = (send: (url: string, init: RequestInit) => Promise<Response>) =>
    class FakeXhr {
        upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null; onload: (() => void) | null } = {
            onprogress: null,
            onload: null,
        };
        status = 0;
        responseText = '';
        timeout = 0;
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        ontimeout: (() => void) | null = null;
        private method = 'GET';
        private url = '';
        private headers: Record<string, string> = {};
        open(method: string, url: string) {
            this.method = method;
            this.url = url;
        }
        setRequestHeader(k: string, v: string) {
            this.headers[k] = v;
        }
        send(body: FormData) {
            const reply = send(this.url, { method: this.method, headers: this.headers, body });
            void Promise.resolve().then(() => {
                this.upload.onprogress?.({ loaded: 1, total: 1, lengthComputable: true });
                this.upload.onload?.();
            });
            reply.then(
                async r => {
                    this.status = r.status;
                    this.responseText = await r.text();
                    this.onload?.();
                },
                () => this.onerror?.()
            );
        }
    };

/** Grants button codes (all other codes of the prefix exist but are not held). */
export const grant = (codes: string[], prefix = 'role') => {
    const all = ['add', 'edit', 'delete', 'batch_delete', 'export', 'import'].map(a => ({ action: `${prefix}:${a}`, type: '1', status: '1' }));
    sessionStorage.setItem('SYS_BUTTON_AUTH', JSON.stringify(all));
    sessionStorage.setItem('LOGIN_USER_BUTTON_AUTH', JSON.stringify(codes.map(c => ({ action: c, type: '1' }))));
};

export const ALL_ROLE_CODES = ['role:add', 'role:edit', 'role:delete', 'role:batch_delete', 'role:export', 'role:import'];

/** The dictionaries of the fixture in the login-time cache. */
export const cacheDicts = () =>
    ls.set(KEYS.dictCache, {
        sex: [
            { value: '1', text: '男', title: '男' },
            { value: '2', text: '女', title: '女' },
        ],
        user_status: [
            { value: '1', text: '正常', title: '正常' },
            { value: '2', text: '冻结', title: '冻结' },
        ],
        priority: [
            { value: 'H', text: '高', title: '高' },
            { value: 'M', text: '中', title: '中' },
            { value: 'L', text: '低', title: '低' },
        ],
    });

/**
 * A section-scoped tree resource in the generator's shape (cf. cmisBuilding): a parent picked
 * from its own tree, a chainage and an amount (both filters).
 */
export const treeConfig: CrudResourceConfig = {
    name: 'demoBuilding',
    title: '建筑物',
    apiPrefix: '/demo/building',
    table: 'demo_building',
    permPrefix: 'building',
    component: 'demo/BuildingList',
    import: false,
    export: true,
    tree: { parent: 'pid', title: 'name' },
    sectionScoped: true,
    fields: [
        { name: 'code', label: '编码', type: 'string', widget: 'input', list: {}, form: true },
        { name: 'pid', label: '上级建筑物', type: 'string', widget: 'tree', dict: 'demo_building,name,id', form: true },
        { name: 'name', label: '名称', type: 'string', widget: 'input', query: 'like', list: { width: 200 }, form: true, required: true },
        { name: 'startChainage', label: '起点桩号', type: 'chainage', widget: 'chainage', query: 'range', list: { width: 130 }, form: true },
        { name: 'cost', label: '造价', type: 'money', widget: 'money', query: 'exact', list: {}, form: true },
    ],
};

export const TREE_CODES = ['add', 'edit', 'delete', 'batch_delete', 'export', 'import'].map(a => `building:${a}`);

/** Chooses a header section as the SectionChooser stores it. */
export const chooseSection = (id: string, engineeringId?: string) => {
    localStorage.setItem('head_section_id', id);
    localStorage.setItem('head_section_obj', JSON.stringify({ key: id, id, value: id, title: id, type: 'section', engineeringId, isLeaf: true }));
};
