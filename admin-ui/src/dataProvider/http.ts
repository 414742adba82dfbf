// The shared request client: base path, the constant `gt` parameter, token and tenant headers,
// `_t` on GETs, the JeecgBoot envelope, and the error catalogue.
import { HttpError } from 'ra-core';
import { config } from '../app/config';
import { getTenantId, getToken } from '../app/storage';
import { feedback, shownByRequestLayer } from '../components/Feedback';
import { handleReply } from './errorCatalogue';

export interface Envelope<T = any> {
    success: boolean;
    message: string;
    code: number;
    result: T;
    timestamp?: number;
}

export type Params = Record<string, unknown>;

export interface RequestOptions {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    params?: Params;
    data?: unknown;
    headers?: Record<string, string>;
    /** 'blob' for downloads */
    responseType?: 'json' | 'blob';
    /** skip the error catalogue (the caller handles failures quietly) */
    silent?: boolean;
    timeoutMs?: number;
    /** inject the clock in tests */
    now?: () => number;
}

/** Build the full URL with base path and query string (null/undefined/'' values dropped). */
export const buildUrl = (url: string, method: string, params: Params = {}, now: () => number = Date.now): string => {
    const path = /^https?:\/\//.test(url) ? url : `${config.apiBase}/${url.replace(/^\/+/, '')}`;
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) {
        if (v === undefined || v === null || v === '') continue;
        q.append(k, Array.isArray(v) ? v.join(',') : String(v));
    }
    q.set('gt', config.gtValue);
    if (method === 'GET' && !url.includes('sys/dict/getDictItems')) {
        q.set('_t', String(Math.floor(now() / 1000)));
    }
    const qs = q.toString();
    return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
};

export const buildHeaders = (extra: Record<string, string> = {}, hasBody = false): Record<string, string> => {
    const h: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
    const token = getToken();
    if (token) h['X-Access-Token'] = token;
    h['tenant_id'] = getTenantId();
    if (hasBody) h['Content-Type'] = 'application/json;charset=UTF-8';
    return { ...h, ...extra };
};

const parseJson = (text: string): any => {
    if (!text) return null;
    try {
        return JSON.parse(text);
    } catch {
        return null;
    }
};

/** Send one request and return the envelope (or the Blob for blob replies). */
export async function request<T = any>(url: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
    const method = opts.method ?? 'GET';
    const hasBody = method === 'POST' || method === 'PUT';
    // FormData goes as multipart; fetch sets the boundary in Content-Type itself.
    const multipart = opts.data instanceof FormData;
    const fullUrl = buildUrl(url, method, opts.params, opts.now);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? 20000);
    let response: Response;
    try {
        response = await fetch(fullUrl, {
            method,
            headers: buildHeaders(opts.headers, hasBody && opts.data !== undefined && !multipart),
            body: !hasBody || opts.data === undefined ? undefined : multipart ? (opts.data as FormData) : JSON.stringify(opts.data),
            signal: controller.signal,
        });
    } catch (e) {
        clearTimeout(timer);
        const timedOut = (e as Error)?.name === 'AbortError';
        const text = timedOut ? '网络超时' : '网络异常，请检查网络连接';
        if (!opts.silent) handleReply(timedOut ? 504 : 0, { message: text });
        throw new HttpError(text, timedOut ? 504 : 0, null);
    }
    clearTimeout(timer);

    if (opts.responseType === 'blob') {
        const blob = await response.blob();
        // A blob reply may really be a JSON error (e.g. Token失效).
        if (blob.type.includes('application/json') || !response.ok) {
            const body = parseJson(await blob.text());
            if (!opts.silent) handleReply(response.status, body);
            throw new HttpError(body?.message ?? '文件下载失败', response.status, body);
        }
        return blob as unknown as Envelope<T>;
    }

    const body = parseJson(await response.text());
    if (!opts.silent) handleReply(response.status, body);
    if (!response.ok) {
        throw new HttpError(body?.message || `请求失败（${response.status}）`, response.status, body);
    }
    if (body == null || typeof body !== 'object') {
        throw new HttpError('服务器返回的数据格式不正确', response.status, body);
    }
    return body as Envelope<T>;
}

export const getAction = <T = any>(url: string, params?: Params, o: RequestOptions = {}) =>
    request<T>(url, { ...o, method: 'GET', params });
export const postAction = <T = any>(url: string, data?: unknown, o: RequestOptions = {}) =>
    request<T>(url, { ...o, method: 'POST', data });
export const putAction = <T = any>(url: string, data?: unknown, o: RequestOptions = {}) =>
    request<T>(url, { ...o, method: 'PUT', data });
export const deleteAction = <T = any>(url: string, params?: Params, o: RequestOptions = {}) =>
    request<T>(url, { ...o, method: 'DELETE', params });

/**
 * Download a file; an empty reply shows 文件下载失败, an envelope in place of the file (导出任务过多,
 * a refused filter) its message: the catalogue shows only session, permission and HTTP errors.
 */
export async function downloadFile(url: string, fileName: string, params?: Params): Promise<boolean> {
    let blob: Blob;
    try {
        blob = (await request(url, { method: 'GET', params, responseType: 'blob' })) as unknown as Blob;
    } catch (e) {
        const body = e instanceof HttpError ? (e.body as Envelope | null) : null;
        const msg = typeof body?.message === 'string' ? body.message : '';
        if (body?.success === false && !shownByRequestLayer(body) && !msg.includes('Token失效')) {
            feedback.message.warning(msg || '文件下载失败');
        }
        throw e;
    }
    if (!blob || blob.size === 0) {
        feedback.message.warning('文件下载失败');
        return false;
    }
    const href = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = href;
    a.download = fileName;
    document.body.appendChild(a);
    a.click();
    a.remove();
    URL.revokeObjectURL(href);
    return true;
}
