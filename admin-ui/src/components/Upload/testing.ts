// Test helper: a fake XMLHttpRequest the tests drive (progress, reply, network error).
import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Listener = (e: any) => void;

class Events {
    private on: Record<string, Listener[]> = {};
    addEventListener(type: string, f: Listener) {
        (this.on[type] ??= []).push(f);
    }
    fire(type: string, e: any = {}) {
        for (const f of this.on[type] ?? []) f(e);
    }
}

export class FakeXhr extends Events {
    static sent: FakeXhr[] = [];
    method = '';
    url = '';
    headers: Record<string, string> = {};
    body: FormData | null = null;
    status = 0;
    responseText = '';
    upload = new Events();
    open(method: string, url: string) {
        this.method = method;
        this.url = url;
    }
    setRequestHeader(k: string, v: string) {
        this.headers[k] = v;
    }
    send(body: FormData) {
        this.body = body;
        FakeXhr.sent.push(this);
    }
    /** the uploaded File */
    get file() {
        return this.body?.get('file') as File;
    }
    progress(loaded: number, total: number) {
        act(() => this.upload.fire('progress', { lengthComputable: true, loaded, total }));
    }
    /** answers; await it: the upload promise settles after the reply */
    async reply(body: unknown, status = 200) {
        this.status = status;
        this.responseText = JSON.stringify(body);
        await act(async () => this.fire('load'));
    }
    /** a stored path answered the JeecgBoot way */
    succeed(path: string) {
        const name = path.split('/').pop();
        return this.reply({ success: true, code: 0, message: path, result: { id: '1', name, path, size: 3, contentType: 'application/octet-stream' } });
    }
    fail(message: string) {
        return this.reply({ success: false, code: 500, message, result: null });
    }
}

/** Replaces XMLHttpRequest by FakeXhr (undo with vi.unstubAllGlobals). */
export const stubXhr = () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    return FakeXhr.sent;
};
