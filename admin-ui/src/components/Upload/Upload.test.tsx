import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYS, ls } from '../../app/storage';
import { FileUpload, type UploadWidgetProps } from './FileUpload';
import { ImageUpload } from './ImageUpload';
import { stubXhr } from './testing';
import { fileNameOf, splitPaths, staticUrl } from './upload';

vi.setConfig({ testTimeout: 20_000 });

type Widget = typeof FileUpload | typeof ImageUpload;

/** The widget bound to a value held in state, as a form field would. */
const mount = (Widget: Widget, initial = '', p: Partial<UploadWidgetProps> = {}) => {
    const changes = vi.fn();
    const Host = () => {
        const [value, setValue] = useState(initial);
        return (
            <Widget
                label="附件"
                {...p}
                value={value}
                onChange={v => {
                    changes(v);
                    setValue(v);
                }}
            />
        );
    };
    const view = render(<Host />);
    const picker = () => view.container.querySelector('input[type="file"]') as HTMLInputElement;
    const pick = (...files: File[]) => fireEvent.change(picker(), { target: { files } });
    return { changes, picker, pick, last: () => changes.mock.calls.at(-1)?.[0] as string | undefined };
};

const file = (name: string, type = 'application/pdf') => new File(['abc'], name, { type });

beforeEach(() => ls.set(KEYS.token, 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

describe('staticUrl and paths', () => {
    it('reads a stored path with the token in the query', () => {
        expect(staticUrl('temp/20261123/ab12_photo 1.png')).toBe('/jeecg-boot/sys/common/static/temp/20261123/ab12_photo%201.png?token=tok-1');
        expect(staticUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
        expect(splitPaths(' a, ,b ')).toEqual(['a', 'b']);
        expect(splitPaths(null)).toEqual([]);
    });

    it('names a stored file as it was uploaded, without the server\'s random prefix', () => {
        expect(fileNameOf('temp/20261129/c492bc8846d58cb7_%E6%8A%A5%E5%91%8A.pdf')).toBe('报告.pdf');
        expect(fileNameOf('temp/20261129/c492bc8846d58cb7_报告.pdf')).toBe('报告.pdf');
        expect(fileNameOf('temp/20261123/ab12_photo.png')).toBe('ab12_photo.png');
        expect(fileNameOf('a/c492bc8846d58cb7_')).toBe('c492bc8846d58cb7_');
    });
});

describe('FileUpload', () => {
    it('uploads with progress, then lists the file and adds its path', async () => {
        const sent = stubXhr();
        const w = mount(FileUpload, 'temp/1/old.pdf');
        const button = screen.getByRole('button', { name: '上传文件' });
        expect(button.tagName).toBe('BUTTON'); // keyboard reachable
        expect(w.picker().multiple).toBe(true);
        w.pick(file('report.pdf'));

        expect(sent).toHaveLength(1);
        const xhr = sent[0];
        expect(xhr.method).toBe('POST');
        expect(new URL(xhr.url, 'http://x').pathname).toBe('/jeecg-boot/sys/common/upload');
        expect(xhr.headers['X-Access-Token']).toBe('tok-1');
        expect(xhr.headers['Content-Type']).toBeUndefined();
        expect(xhr.file.name).toBe('report.pdf');
        expect(xhr.body!.get('biz')).toBe('temp');
        expect(screen.getByText(/report\.pdf 上传中\(0%\)/)).toBeTruthy();

        xhr.progress(42, 100);
        expect(screen.getByText(/上传中\(42%\)/)).toBeTruthy();

        await xhr.succeed('temp/20261123/ab12_report.pdf');
        expect(screen.queryByText(/上传中/)).toBeNull();
        expect(w.last()).toBe('temp/1/old.pdf,temp/20261123/ab12_report.pdf');
        const link = screen.getByRole('link', { name: 'ab12_report.pdf' });
        expect(link.getAttribute('href')).toBe('/jeecg-boot/sys/common/static/temp/20261123/ab12_report.pdf?token=tok-1');
        const download = screen.getByRole('link', { name: '下载 ab12_report.pdf' });
        expect(download.getAttribute('target')).toBe('_blank');
        expect(screen.queryByText('暂无文件')).toBeNull();
    });

    it('shows the server message of a failed upload and keeps the value', async () => {
        const sent = stubXhr();
        const w = mount(FileUpload, 'temp/1/a.pdf', { biz: 'contract' });
        w.pick(file('logo.svg', 'image/svg+xml'));
        expect(sent[0].body!.get('biz')).toBe('contract');
        await sent[0].fail('不支持的文件类型：svg');
        expect(screen.getByRole('alert').textContent).toBe('logo.svg 上传失败：不支持的文件类型：svg');
        expect(w.changes).not.toHaveBeenCalled();
        fireEvent.click(screen.getByRole('button', { name: '关闭 logo.svg' }));
        expect(screen.queryByRole('alert')).toBeNull();
    });

    it('uploads several files at once, each with its own progress', async () => {
        const sent = stubXhr();
        const w = mount(FileUpload);
        w.pick(file('a.pdf'), file('b.pdf'));
        expect(sent).toHaveLength(2);
        sent[1].progress(30, 100);
        expect(screen.getByText(/b\.pdf 上传中\(30%\)/)).toBeTruthy();
        expect(screen.getByText(/a\.pdf 上传中\(0%\)/)).toBeTruthy();
        await sent[1].succeed('temp/b.pdf');
        await sent[0].succeed('temp/a.pdf');
        expect(w.last()).toBe('temp/b.pdf,temp/a.pdf');
    });

    it('deletes a file from the value only', () => {
        stubXhr();
        const api = vi.fn();
        vi.stubGlobal('fetch', api);
        const w = mount(FileUpload, 'temp/1.pdf,temp/2.pdf');
        fireEvent.click(screen.getByRole('button', { name: '删除 1.pdf' }));
        expect(w.last()).toBe('temp/2.pdf');
        expect(screen.queryByRole('link', { name: '1.pdf' })).toBeNull();
        fireEvent.click(screen.getByRole('button', { name: '删除 2.pdf' }));
        expect(w.last()).toBe('');
        expect(screen.getByText('暂无文件')).toBeTruthy();
        expect(api).not.toHaveBeenCalled();
    });

    it('keeps only the latest max files', async () => {
        const sent = stubXhr();
        const w = mount(FileUpload, 'temp/1.pdf,temp/2.pdf', { max: 2 });
        w.pick(file('3.pdf'));
        await sent[0].succeed('temp/3.pdf');
        expect(w.last()).toBe('temp/2.pdf,temp/3.pdf');
    });

    it('takes one file when max is 1 and replaces the old one', async () => {
        const sent = stubXhr();
        const w = mount(FileUpload, 'temp/1.pdf', { max: 1 });
        expect(w.picker().multiple).toBe(false);
        w.pick(file('2.pdf'));
        await sent[0].succeed('temp/2.pdf');
        expect(w.last()).toBe('temp/2.pdf');
    });

    it('shows links (and a PDF preview) only when read-only, and 暂无文件 when empty', () => {
        mount(FileUpload, 'temp/1.pdf,temp/2.docx', { readOnly: true });
        // No upload, download or delete; a PDF can still be previewed, another type cannot.
        expect(screen.queryAllByRole('button').map(b => b.getAttribute('aria-label'))).toEqual(['预览 1.pdf']);
        expect(screen.getByRole('link', { name: '1.pdf' }).getAttribute('target')).toBe('_blank');
        document.body.innerHTML = '';
        const w = mount(FileUpload, '', { readOnly: true });
        expect(screen.getByText('暂无文件')).toBeTruthy();
        expect(w.picker()).toBeNull();
    });
});

describe('PDF preview', () => {
    it('opens the file in a dialog and says so when it cannot be read', async () => {
        const fetched: string[] = [];
        vi.stubGlobal('fetch', vi.fn(async (url: string) => {
            fetched.push(url);
            return new Response('文件不存在', { status: 404 });
        }));
        try {
            mount(FileUpload, 'temp/说明.pdf', { readOnly: true });
            fireEvent.click(screen.getByRole('button', { name: '预览 说明.pdf' }));
            const dialog = await screen.findByRole('dialog');
            expect(within(dialog).getByText('说明.pdf')).toBeTruthy();
            expect(await within(dialog).findByText('文件预览失败：文件不存在')).toBeTruthy();
            expect(fetched[0]).toContain('/sys/common/static/temp/%E8%AF%B4%E6%98%8E.pdf');
            fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        } finally {
            vi.unstubAllGlobals();
        }
    });
});

describe('ImageUpload', () => {
    it('refuses a non-image before upload with 请上传图片', () => {
        const sent = stubXhr();
        const w = mount(ImageUpload);
        expect(w.picker().accept).toBe('image/*');
        w.pick(file('notes.txt', 'text/plain'));
        expect(screen.getByRole('alert').textContent).toBe('请上传图片');
        expect(sent).toHaveLength(0);
        expect(w.changes).not.toHaveBeenCalled();
    });

    it('uploads an image with progress and shows its thumbnail with the token', async () => {
        const sent = stubXhr();
        const w = mount(ImageUpload, '', { biz: 'photo' });
        fireEvent.click(screen.getByRole('button', { name: '上传图片' }));
        w.pick(file('p.png', 'image/png'));
        expect(sent).toHaveLength(1);
        expect(sent[0].body!.get('biz')).toBe('photo');
        sent[0].progress(60, 100);
        expect(screen.getByText('上传中(60%)')).toBeTruthy();
        await sent[0].succeed('photo/1/ab_p.png');
        expect(w.last()).toBe('photo/1/ab_p.png');
        const img = screen.getByRole('img', { name: 'ab_p.png' }) as HTMLImageElement;
        expect(img.getAttribute('src')).toBe('/jeecg-boot/sys/common/static/photo/1/ab_p.png?token=tok-1');
    });

    it('shows a failed upload with the server message', async () => {
        const sent = stubXhr();
        mount(ImageUpload);
        const input = document.querySelector('input[type="file"]') as HTMLInputElement;
        fireEvent.change(input, { target: { files: [file('big.jpg', 'image/jpeg')] } });
        await sent[0].fail('文件大小超过限制（最大 20 MB）');
        expect(screen.getByRole('alert').textContent).toBe('big.jpg 上传失败：文件大小超过限制（最大 20 MB）');
    });

    it('reorders with the arrows and deletes', () => {
        stubXhr();
        const w = mount(ImageUpload, 'i/a.png,i/b.png,i/c.png');
        const left = () => screen.getAllByRole('button', { name: '左移' }) as HTMLButtonElement[];
        const right = () => screen.getAllByRole('button', { name: '右移' }) as HTMLButtonElement[];
        expect(left()[0].disabled).toBe(true);
        expect(right()[2].disabled).toBe(true);
        fireEvent.click(right()[0]);
        expect(w.last()).toBe('i/b.png,i/a.png,i/c.png');
        fireEvent.click(left()[2]);
        expect(w.last()).toBe('i/b.png,i/c.png,i/a.png');
        expect(screen.getAllByRole('img').map(i => i.getAttribute('alt'))).toEqual(['b.png', 'c.png', 'a.png']);
        fireEvent.click(screen.getByRole('button', { name: '删除 c.png' }));
        expect(w.last()).toBe('i/b.png,i/a.png');
    });

    it('keeps only the latest max images', async () => {
        const sent = stubXhr();
        const w = mount(ImageUpload, 'i/a.png', { max: 1 });
        expect(w.picker().multiple).toBe(false);
        w.pick(file('b.png', 'image/png'));
        await sent[0].succeed('i/b.png');
        expect(w.last()).toBe('i/b.png');
    });

    it('previews an image in a dialog', async () => {
        mount(ImageUpload, 'i/a.png', { readOnly: true });
        fireEvent.click(screen.getByRole('button', { name: '预览 a.png' }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog.querySelector('img')!.getAttribute('src')).toBe('/jeecg-boot/sys/common/static/i/a.png?token=tok-1');
    });

    it('has no controls when read-only', () => {
        const w = mount(ImageUpload, 'i/a.png,i/b.png', { readOnly: true });
        expect(screen.queryByRole('button', { name: '上传图片' })).toBeNull();
        expect(screen.queryByRole('button', { name: '左移' })).toBeNull();
        expect(screen.queryByRole('button', { name: /删除/ })).toBeNull();
        expect(w.picker()).toBeNull();
        expect(screen.getAllByRole('img')).toHaveLength(2);
    });
});
