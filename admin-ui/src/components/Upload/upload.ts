// Upload client and shared state of the file and image widgets. A field stores its files as
// comma-separated paths (JeecgBoot convention); files are read at /sys/common/static/<path>.
import { useRef, useState } from 'react';
import { config } from '../../app/config';
import { getToken } from '../../app/storage';
import { buildHeaders, buildUrl } from '../../dataProvider/http';

export const UPLOAD_URL = '/sys/common/upload';

/** "a,b" → ["a", "b"] (blanks dropped) */
export const splitPaths = (v: unknown): string[] =>
    v === undefined || v === null
        ? []
        : String(v)
              .split(',')
              .map(s => s.trim())
              .filter(Boolean);

export const joinPaths = (paths: string[]): string => paths.join(',');

/**
 * The name a stored file shows with: the last segment of its path without the random prefix the
 * server stores it under (server/files: 16 hex digits and "_"), so "temp/20261129/c492bc8846d58cb7_报告.pdf"
 * → "报告.pdf"; other names as they are ("temp/20261123/ab12_photo.png" → "ab12_photo.png").
 */
export const fileNameOf = (path: string): string => {
    let last = path.split('/').pop() ?? path;
    try {
        last = decodeURIComponent(last);
    } catch {
        /* kept as stored */
    }
    return last.replace(/^[0-9a-f]{16}_(?=.)/, '');
};

/**
 * The URL a stored file is read at. An <img> or a link cannot send headers, so the token goes
 * in the query string. Absolute URLs are kept as they are.
 */
export const staticUrl = (path: string): string => {
    if (/^(https?:)?\/\//.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
    const encoded = path
        .replace(/^\/+/, '')
        .split('/')
        .map(s => encodeURIComponent(s))
        .join('/');
    const token = getToken();
    return `${config.apiBase}/sys/common/static/${encoded}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
};

export interface UploadedFile {
    id?: string;
    name?: string;
    path: string;
    size?: number;
    contentType?: string;
}

/**
 * POST one file as multipart (`file`, `biz`) with XMLHttpRequest, reporting progress 0–100.
 * Resolves with the stored path; rejects with the server's message.
 */
export const uploadFile = (file: File, biz: string, onProgress: (percent: number) => void): Promise<UploadedFile> =>
    new Promise((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', buildUrl(UPLOAD_URL, 'POST'));
        // no Content-Type: the browser sets the multipart boundary
        for (const [k, v] of Object.entries(buildHeaders())) xhr.setRequestHeader(k, v);
        xhr.upload?.addEventListener('progress', e => {
            if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
        });
        xhr.addEventListener('load', () => {
            let body: any = null;
            try {
                body = JSON.parse(xhr.responseText);
            } catch {
                /* not JSON */
            }
            if (xhr.status >= 200 && xhr.status < 300 && body?.success) {
                const result = body.result && typeof body.result === 'object' ? body.result : {};
                const path = String(result.path || body.message || '');
                if (path) {
                    resolve({ ...result, path });
                    return;
                }
            }
            reject(new Error(typeof body?.message === 'string' && body.message ? body.message : `请求失败（${xhr.status}）`));
        });
        xhr.addEventListener('error', () => reject(new Error('网络异常，请检查网络连接')));
        xhr.addEventListener('timeout', () => reject(new Error('网络超时')));
        xhr.addEventListener('abort', () => reject(new Error('上传已取消')));
        const form = new FormData();
        form.append('file', file);
        form.append('biz', biz);
        xhr.send(form);
    });

export interface PendingUpload {
    key: number;
    name: string;
    percent: number;
    /** set when the upload failed: the server's message */
    error?: string;
}

export interface UploadOptions {
    value: unknown;
    onChange: (value: string) => void;
    /** keep only the latest N files */
    max?: number;
    /** the server folder */
    biz?: string;
}

/** The files of a field, the uploads in flight or failed, and the edits of the list. */
export const useUploads = ({ value, onChange, max, biz = 'temp' }: UploadOptions) => {
    const paths = splitPaths(value);
    // Uploads finish one by one: each adds to the latest value, not the one of its start.
    const latest = useRef(paths);
    latest.current = paths;
    const [pending, setPending] = useState<PendingUpload[]>([]);
    const nextKey = useRef(0);

    const commit = (next: string[]) => {
        const kept = max && max > 0 ? next.slice(-max) : next;
        latest.current = kept;
        onChange(joinPaths(kept));
    };

    const patch = (key: number, p: Partial<PendingUpload>) => setPending(list => list.map(u => (u.key === key ? { ...u, ...p } : u)));

    const start = (files: File[]) => {
        for (const file of files) {
            const key = nextKey.current++;
            setPending(list => [...list, { key, name: file.name, percent: 0 }]);
            uploadFile(file, biz, percent => patch(key, { percent })).then(
                res => {
                    setPending(list => list.filter(u => u.key !== key));
                    commit([...latest.current, res.path]);
                },
                (e: unknown) => patch(key, { error: e instanceof Error ? e.message : String(e) })
            );
        }
    };

    const remove = (index: number) => commit(latest.current.filter((_, i) => i !== index));

    const move = (index: number, by: -1 | 1) => {
        const to = index + by;
        const next = [...latest.current];
        if (to < 0 || to >= next.length) return;
        [next[index], next[to]] = [next[to], next[index]];
        commit(next);
    };

    const dismiss = (key: number) => setPending(list => list.filter(u => u.key !== key));

    return { paths, pending, start, remove, move, dismiss };
};
