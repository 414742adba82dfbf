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
    /** cancels the request (a cancelled one rejects with an AbortError and shows nothing) */
    signal?: AbortSignal;
    /** blob replies: bytes received so far, and the total when the server says (Content-Length) */
    onDownload?: (p: Transfer) => void;
}

export interface Transfer {
    loaded: number;
    total?: number;
}

/** The rejection of a request its caller cancelled. */
export const isAbort = (e: unknown): boolean => (e as Error)?.name === 'AbortError';

const aborted = () => new DOMException('已取消', 'AbortError');

/** Read a reply's body to a Blob, reporting the bytes as they arrive. */
const readBlob = async (response: Response, onDownload: (p: Transfer) => void, signal?: AbortSignal): Promise<Blob> => {
    const length = Number(response.headers.get('Content-Length'));
    const total = length > 0 ? length : undefined;
    const reader = response.body?.getReader();
    if (!reader) return response.blob();
    signal?.addEventListener('abort', () => void reader.cancel().catch(() => {}), { once: true });
    const parts: BlobPart[] = [];
    let loaded = 0;
    onDownload({ loaded, total });
    for (;;) {
        const { done, value } = await reader.read();
        if (signal?.aborted) throw aborted();
        if (done) break;
        parts.push(value);
        loaded += value.byteLength;
        onDownload({ loaded, total });
    }
    return new Blob(parts, { type: response.headers.get('Content-Type') ?? '' });
};

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
    opts.signal?.addEventListener('abort', () => controller.abort(), { once: true });
    let response: Response;
    try {
        if (opts.signal?.aborted) throw aborted();
        response = await fetch(fullUrl, {
            method,
            headers: buildHeaders(opts.headers, hasBody && opts.data !== undefined && !multipart),
            body: !hasBody || opts.data === undefined ? undefined : multipart ? (opts.data as FormData) : JSON.stringify(opts.data),
            signal: controller.signal,
        });
    } catch (e) {
        clearTimeout(timer);
        if (opts.signal?.aborted) throw aborted();
        const timedOut = (e as Error)?.name === 'AbortError';
        const text = timedOut ? '网络超时' : '网络异常，请检查网络连接';
        if (!opts.silent) handleReply(timedOut ? 504 : 0, { message: text });
        throw new HttpError(text, timedOut ? 504 : 0, null);
    }
    clearTimeout(timer);

    if (opts.responseType === 'blob') {
        let blob: Blob;
        try {
            // An envelope in place of the file (a refusal) is small: read whole.
            const file = response.ok && !(response.headers.get('Content-Type') ?? '').includes('json');
            blob = opts.onDownload && file ? await readBlob(response, opts.onDownload, opts.signal) : await response.blob();
        } catch (e) {
            if (opts.signal?.aborted) throw aborted();
            throw e;
        }
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
export async function downloadFile(
    url: string,
    fileName: string,
    params?: Params,
    o: Pick<RequestOptions, 'signal' | 'onDownload' | 'headers' | 'timeoutMs'> = {}
): Promise<boolean> {
    let blob: Blob;
    try {
        blob = (await request(url, { ...o, method: 'GET', params, responseType: 'blob' })) as unknown as Blob;
    } catch (e) {
        if (isAbort(e)) throw e; // cancelled: nothing saved, nothing to say here
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

export interface UploadOptions {
    headers?: Record<string, string>;
    timeoutMs?: number;
    /** bytes of the request body sent so far */
    onUpload?: (p: Transfer) => void;
    /** the whole body is sent: the server works on it */
    onSent?: () => void;
}

/**
 * POST a form as multipart through XMLHttpRequest, which reports the upload's progress (fetch
 * does not): the same URL, headers, envelope and error catalogue as postAction.
 */
export function uploadForm<T = any>(url: string, form: FormData, o: UploadOptions = {}): Promise<Envelope<T>> {
    return new Promise((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', buildUrl(url, 'POST'));
        for (const [k, v] of Object.entries(buildHeaders(o.headers, false))) xhr.setRequestHeader(k, v);
        xhr.timeout = o.timeoutMs ?? 300_000;
        if (o.onUpload) {
            const report = o.onUpload;
            xhr.upload.onprogress = e => report({ loaded: e.loaded, total: e.lengthComputable ? e.total : undefined });
        }
        if (o.onSent) xhr.upload.onload = o.onSent;
        const fail = (status: number, text: string) => {
            handleReply(status, { message: text });
            reject(new HttpError(text, status, null));
        };
        xhr.onerror = () => fail(0, '网络异常，请检查网络连接');
        xhr.ontimeout = () => fail(504, '网络超时');
        xhr.onload = () => {
            const body = parseJson(xhr.responseText);
            handleReply(xhr.status, body);
            if (xhr.status < 200 || xhr.status >= 300) {
                reject(new HttpError(body?.message || `请求失败（${xhr.status}）`, xhr.status, body));
            } else if (body == null || typeof body !== 'object') {
                reject(new HttpError('服务器返回的数据格式不正确', xhr.status, body));
            } else {
                resolve(body as Envelope<T>);
            }
        };
        xhr.send(form);
    });
}
