import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackHost, feedback } from '../Feedback';
import { ok, stubApi } from './testing';
import { useExport } from './useExport';

/** A reply whose body the test feeds chunk by chunk. */
const streamed = (total: number) => {
    let push!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: c => void (push = c) });
    const response = new Response(body, {
        headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Length': String(total) },
    });
    return { response, send: (n: number) => push.enqueue(new Uint8Array(n)), end: () => push.close() };
};

let result: boolean | undefined;
const Exporter = () => {
    const exporter = useExport();
    return (
        <>
            <button
                onClick={() => {
                    result = undefined;
                    void exporter.run('/demo/role/exportXls', '角色.xlsx', { roleName: '*管*' }).then(r => (result = r));
                }}
            >
                导出
            </button>
            {exporter.dialog}
            <FeedbackHost />
        </>
    );
};

const saved: string[] = [];
beforeEach(() => {
    saved.length = 0;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
    });
});
afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    act(() => feedback.reset());
});

const dialogText = () => screen.getByRole('dialog', { name: '导出进度' }).textContent;
const bar = () => screen.getByRole('progressbar', { name: '导出进度' }).getAttribute('aria-valuenow');

describe('useExport', () => {
    it('shows the rows written, then the bytes received, and saves the whole file', async () => {
        const file = streamed(1000);
        let answer!: (r: Response) => void;
        const api = stubApi({
            'GET /demo/role/exportXls': () => new Promise<Response>(r => (answer = r)),
            'GET /sys/progress': () => ok({ phase: 'write', done: 1200, total: 0, file: 0, files: 0, finished: false }),
        });
        render(<Exporter />);
        fireEvent.click(screen.getByRole('button', { name: '导出' }));
        expect(dialogText()).toContain('正在生成文件…');
        await waitFor(() => expect(dialogText()).toContain('正在生成文件：已写入 1200 行'));
        const sent = api.last('GET /demo/role/exportXls')!;
        expect(sent.query.get('roleName')).toBe('*管*');
        expect(api.last('GET /sys/progress')!.query.get('id')).toMatch(/^[0-9a-f]{32}$/);

        await act(async () => answer(file.response));
        await act(async () => file.send(250));
        await waitFor(() => expect(dialogText()).toContain('正在下载：250 B / 1000 B'));
        expect(bar()).toBe('25');
        await act(async () => file.send(750));
        await waitFor(() => expect(bar()).toBe('100'));
        expect(saved).toEqual([]);
        await act(async () => file.end());
        await waitFor(() => expect(saved).toEqual(['角色.xlsx']));
        expect(result).toBe(true);
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '导出进度' })).toBeNull());
    });

    it('取消 aborts the download: nothing is saved and 已取消导出 is said', async () => {
        const file = streamed(1000);
        let signal: AbortSignal | undefined;
        stubApi({
            'GET /demo/role/exportXls': () => file.response,
            'GET /sys/progress': () => ok({ phase: 'write', done: 0, total: 0, file: 0, files: 0, finished: false }),
        });
        const fetchMock = globalThis.fetch as unknown as ReturnType<typeof vi.fn>;
        render(<Exporter />);
        fireEvent.click(screen.getByRole('button', { name: '导出' }));
        await act(async () => file.send(300));
        await waitFor(() => expect(dialogText()).toContain('正在下载：300 B / 1000 B'));
        signal = (fetchMock.mock.calls[0] as [string, RequestInit])[1].signal ?? undefined;
        fireEvent.click(screen.getByRole('button', { name: '取消' }));
        await waitFor(() => expect(result).toBe(false));
        expect(signal?.aborted).toBe(true);
        expect(saved).toEqual([]);
        expect(URL.createObjectURL).not.toHaveBeenCalled();
        expect(feedback.getState().toasts.map(t => t.text)).toEqual(['已取消导出']);
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '导出进度' })).toBeNull());
    });
});
