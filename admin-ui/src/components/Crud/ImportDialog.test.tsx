import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackHost, feedback } from '../Feedback';
import { ImportDialog } from './ImportDialog';
import { fail, ok, stubApi } from './testing';

/** An XMLHttpRequest the test drives: upload progress, upload end, the reply. */
class DrivenXhr {
    static last: DrivenXhr;
    upload: { onprogress: ((e: object) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
    status = 0;
    responseText = '';
    timeout = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    url = '';
    headers: Record<string, string> = {};
    body: FormData | null = null;
    constructor() {
        DrivenXhr.last = this;
    }
    open(_: string, url: string) {
        this.url = url;
    }
    setRequestHeader(k: string, v: string) {
        this.headers[k] = v;
    }
    send(body: FormData) {
        this.body = body;
    }
    sent(loaded: number, total: number) {
        act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true }));
        if (loaded === total) act(() => this.upload.onload?.());
    }
    async reply(body: unknown) {
        this.status = 200;
        this.responseText = JSON.stringify(body);
        await act(async () => this.onload?.());
    }
}

const bar = (name: string) => screen.getByRole('progressbar', { name }).getAttribute('aria-valuenow');

const open = () => {
    const imported = vi.fn();
    render(
        <>
            <ImportDialog open url="/demo/role/importExcel" onClose={() => {}} onImported={imported} />
            <FeedbackHost />
        </>
    );
    const dialog = screen.getByRole('dialog', { name: '导入EXCEL' });
    fireEvent.change(within(dialog).getByTestId('import-files'), { target: { files: [new File(['x'.repeat(100)], '大表.xlsx')] } });
    return { dialog, imported };
};

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
});

describe('ImportDialog', () => {
    it('shows the upload, then the rows the server has done, then the counts and the error report', async () => {
        let progress: unknown = fail('未找到该进度', 404);
        const api = stubApi({ 'GET /sys/progress': () => progress });
        vi.stubGlobal('XMLHttpRequest', DrivenXhr);
        const { dialog, imported } = open();
        fireEvent.click(within(dialog).getByRole('button', { name: '开始上传' }));

        const xhr = DrivenXhr.last;
        expect(xhr.url).toContain('/jeecg-boot/demo/role/importExcel');
        const id = xhr.headers['X-Progress-Id'];
        expect(id).toMatch(/^[0-9a-f]{32}$/);
        expect((xhr.body!.getAll('files[]') as File[]).map(f => f.name)).toEqual(['大表.xlsx']);
        xhr.sent(40, 100);
        expect(bar('上传进度')).toBe('40');
        expect(within(dialog).getByText(/正在上传：40%/)).toBeTruthy();
        expect((within(dialog).getByRole('button', { name: '关闭' }) as HTMLButtonElement).disabled).toBe(true);

        xhr.sent(100, 100);
        expect(within(dialog).getByText('上传完成')).toBeTruthy();
        expect(within(dialog).getByText('服务器处理中…')).toBeTruthy();
        progress = ok({ phase: 'save', done: 300, total: 2000, file: 1, files: 1, finished: false });
        await waitFor(() => expect(within(dialog).getByText('正在保存：300 / 2000 行')).toBeTruthy());
        expect(bar('处理进度')).toBe('15');
        expect(api.last('GET /sys/progress')!.query.get('id')).toBe(id);

        await xhr.reply({
            success: true,
            code: 201,
            message: '文件导入成功，但有错误。',
            result: {
                totalCount: 2000, errorCount: 100, successCount: 1900, addedCount: 1500, updatedCount: 400,
                msg: '总上传行数：2000，已导入行数：1900，错误行数：100', fileUrl: '/sys/common/static/logs/20240101/err.txt',
            },
        });
        const counts = within(dialog).getByRole('group', { name: '导入结果' });
        expect(within(counts).getByTestId('import-新增').textContent).toBe('1500');
        expect(within(counts).getByTestId('import-更新').textContent).toBe('400');
        expect(within(counts).getByTestId('import-失败').textContent).toBe('100');
        expect(within(dialog).getByText('共 2000 行')).toBeTruthy();
        expect(within(dialog).getByRole('link', { name: '下载错误报告' }).getAttribute('href')).toBe(
            '/jeecg-boot/sys/common/static/logs/20240101/err.txt'
        );
        expect(imported).toHaveBeenCalledTimes(1);
        expect(screen.queryByRole('progressbar')).toBeNull();

        // the polling stopped with the reply
        const polls = api.to('GET /sys/progress').length;
        await new Promise(r => setTimeout(r, 1200));
        expect(api.to('GET /sys/progress').length).toBe(polls);

        fireEvent.click(within(dialog).getByRole('button', { name: '继续导入' }));
        expect(within(dialog).getByRole('button', { name: '选择导入文件' })).toBeTruthy();
    });

    it('a clean import shows its counts; a refused one says why and keeps the files', async () => {
        stubApi({ 'GET /sys/progress': () => fail('未找到该进度', 404) });
        vi.stubGlobal('XMLHttpRequest', DrivenXhr);
        const { dialog, imported } = open();
        fireEvent.click(within(dialog).getByRole('button', { name: '开始上传' }));
        DrivenXhr.last.sent(100, 100);
        await DrivenXhr.last.reply(fail('文件导入失败:大表.xlsx 未找到表头，请使用导出的模板'));
        await waitFor(() => expect(feedback.getState().toasts.map(t => t.text)).toContain('文件导入失败:大表.xlsx 未找到表头，请使用导出的模板'));
        expect(imported).not.toHaveBeenCalled();
        expect(within(dialog).getByText('大表.xlsx')).toBeTruthy();

        fireEvent.click(within(dialog).getByRole('button', { name: '开始上传' }));
        DrivenXhr.last.sent(100, 100);
        await DrivenXhr.last.reply(
            ok({ totalCount: 3, errorCount: 0, successCount: 3, addedCount: 2, updatedCount: 1 }, '共3行数据全部导入成功！（新增2行，更新1行）')
        );
        expect(within(dialog).getByText('共3行数据全部导入成功！（新增2行，更新1行）')).toBeTruthy();
        expect(within(dialog).getByTestId('import-新增').textContent).toBe('2');
        expect(within(dialog).getByTestId('import-更新').textContent).toBe('1');
        expect(within(dialog).getByTestId('import-失败').textContent).toBe('0');
        expect(within(dialog).queryByRole('link', { name: '下载错误报告' })).toBeNull();
        expect(imported).toHaveBeenCalledTimes(1);
    });
});
