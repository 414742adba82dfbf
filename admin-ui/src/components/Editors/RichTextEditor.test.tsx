import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Editor } from '@tiptap/react';
import { KEYS, ls } from '../../app/storage';
import { stubXhr } from '../Upload/testing';
import { linkUrl, RichTextEditor } from './RichTextEditor';
import { RichTextView } from './views';
import type { EditorWidgetProps } from './types';

const mount = (initial = '', p: Partial<EditorWidgetProps> = {}) => {
    const changes = vi.fn();
    const Host = () => {
        const [value, setValue] = useState(initial);
        return (
            <RichTextEditor
                label="内容"
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
    const box = () => screen.getByRole('textbox', { name: '内容' });
    const editor = () => (box() as unknown as { editor: Editor }).editor;
    const picker = () => view.container.querySelector('input[type="file"]') as HTMLInputElement;
    return { changes, box, editor, picker, last: () => changes.mock.calls.at(-1)?.[0] as string | undefined };
};

const png = (name = 'p.png') => new File(['x'], name, { type: 'image/png' });

beforeAll(() => {
    // jsdom has no layout; ProseMirror measures to scroll the selection into view
    const rect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
    Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = rect;
    document.elementFromPoint ??= () => null;
});
beforeEach(() => ls.set(KEYS.token, 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

describe('RichTextEditor', () => {
    it('has a keyboard toolbar of labelled buttons and an editor named by the label', () => {
        mount('<p>hi</p>');
        const names = ['段落/标题', '加粗', '斜体', '删除线', '无序列表', '有序列表', '引用', '代码块', '链接', '插入图片', '撤销', '重做'];
        const toolbar = screen.getByRole('toolbar', { name: '内容工具栏' });
        for (const n of names) {
            const b = screen.getByRole('button', { name: n });
            expect(toolbar.contains(b)).toBe(true);
            expect(b.tagName).toBe('BUTTON');
        }
        expect(screen.getByRole('textbox', { name: '内容' }).getAttribute('contenteditable')).toBe('true');
    });

    it('applies bold to the selection and emits HTML', () => {
        const w = mount('<p>hello</p>');
        act(() => {
            w.editor().commands.selectAll();
        });
        fireEvent.click(screen.getByRole('button', { name: '加粗' }));
        expect(w.last()).toBe('<p><strong>hello</strong></p>');
        expect(screen.getByRole('button', { name: '加粗' }).getAttribute('aria-pressed')).toBe('true');
    });

    it('uploads a picked image with biz=jeditor and inserts its URL without token or base64', async () => {
        const sent = stubXhr();
        const w = mount('<p>a</p>');
        fireEvent.click(screen.getByRole('button', { name: '插入图片' }));
        expect(w.picker().accept).toBe('image/*');
        fireEvent.change(w.picker(), { target: { files: [png('photo.png')] } });
        expect(sent).toHaveLength(1);
        expect(new URL(sent[0].url, 'http://x').pathname).toBe('/jeecg-boot/sys/common/upload');
        expect(sent[0].body!.get('biz')).toBe('jeditor');
        expect(sent[0].file.name).toBe('photo.png');
        sent[0].progress(40, 100);
        expect(screen.getByText('photo.png 上传中(40%)')).toBeTruthy();

        await sent[0].succeed('jeditor/20261123/ab_photo.png');
        expect(screen.queryByText(/上传中/)).toBeNull();
        const value = w.last()!;
        expect(value).toContain('<img src="/jeecg-boot/sys/common/static/jeditor/20261123/ab_photo.png" alt="photo.png">');
        expect(value).not.toContain('token');
        expect(value).not.toContain('data:');
        // what is shown carries the session token
        const img = w.box().querySelector('img')!;
        expect(img.getAttribute('src')).toBe('/jeecg-boot/sys/common/static/jeditor/20261123/ab_photo.png?token=tok-1');
    });

    it('uploads a pasted image instead of inlining it', async () => {
        const sent = stubXhr();
        const w = mount('<p>a</p>');
        fireEvent.paste(w.box(), { clipboardData: { files: [png('shot.png')], types: ['Files'], getData: () => '' } });
        expect(sent).toHaveLength(1);
        expect(sent[0].body!.get('biz')).toBe('jeditor');
        await sent[0].succeed('jeditor/1/shot.png');
        expect(w.last()).toContain('src="/jeecg-boot/sys/common/static/jeditor/1/shot.png"');
        expect(w.last()).not.toContain('data:');
    });

    it('refuses a non-image with 请上传图片 and uploads nothing', () => {
        const sent = stubXhr();
        const w = mount('<p>a</p>');
        fireEvent.change(w.picker(), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
        expect(screen.getByRole('alert').textContent).toBe('请上传图片');
        fireEvent.paste(w.box(), { clipboardData: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })], types: ['Files'], getData: () => '' } });
        expect(sent).toHaveLength(0);
        expect(w.changes).not.toHaveBeenCalled();
    });

    it('shows a failed upload as {file} 上传失败 and keeps the value', async () => {
        const sent = stubXhr();
        const w = mount('<p>a</p>');
        fireEvent.change(w.picker(), { target: { files: [png('big.png')] } });
        await sent[0].fail('文件大小超过限制');
        expect(screen.getByRole('alert').textContent).toBe('big.png 上传失败：文件大小超过限制');
        expect(w.changes).not.toHaveBeenCalled();
        fireEvent.click(screen.getByRole('button', { name: '关闭 big.png' }));
        expect(screen.queryByRole('alert')).toBeNull();
    });

    it('never stores a token that came in with the value, but shows the current one', () => {
        const w = mount('<p>a</p><img src="/jeecg-boot/sys/common/static/jeditor/x.png?token=stale">');
        expect(w.box().querySelector('img')!.getAttribute('src')).toBe('/jeecg-boot/sys/common/static/jeditor/x.png?token=tok-1');
        act(() => {
            w.editor().chain().setTextSelection(2).insertContent('b').run();
        });
        expect(w.last()).toBe('<p>ab</p><img src="/jeecg-boot/sys/common/static/jeditor/x.png">');
    });

    it('drops scripts and base64 images of the value', () => {
        const w = mount('<p>x</p><script>alert(1)</script><img src="data:image/png;base64,AAAA">');
        expect(w.box().innerHTML).not.toContain('script');
        expect(w.box().querySelector('img')).toBeNull();
    });

    it('is not editable and has no toolbar when read-only', () => {
        const w = mount('<p>fixed</p>', { readOnly: true });
        expect(w.box().getAttribute('contenteditable')).toBe('false');
        expect(screen.queryByRole('toolbar')).toBeNull();
        expect(screen.queryByRole('button')).toBeNull();
        expect(w.picker()).toBeNull();
        expect(w.box().getAttribute('aria-readonly')).toBe('true');
    });

    it('marks the editor required and invalid for assistive technology', () => {
        const w = mount('', { required: true, error: '请输入内容!' });
        expect(w.box().getAttribute('aria-required')).toBe('true');
        expect(w.box().getAttribute('aria-invalid')).toBe('true');
        expect(screen.getByText('请输入内容!')).toBeTruthy();
    });

    it('takes a value set from outside (form reset) without echoing it', async () => {
        const changes = vi.fn();
        const { rerender } = render(<RichTextEditor label="内容" value="<p>one</p>" onChange={changes} />);
        rerender(<RichTextEditor label="内容" value="<p>two</p>" onChange={changes} />);
        await waitFor(() => expect(screen.getByRole('textbox', { name: '内容' }).textContent).toBe('two'));
        expect(changes).not.toHaveBeenCalled();
    });
});

describe('RichTextView', () => {
    it('sanitises the HTML and shows our images with the current token', () => {
        const { container } = render(
            <RichTextView value={'<p onclick="x()">hi</p><script>alert(1)</script><img src="/jeecg-boot/sys/common/static/a/b.png" onerror="alert(2)"><img src="https://cdn.example.com/c.png?token=keep">'} />
        );
        expect(container.innerHTML).not.toMatch(/script|onerror|onclick/);
        const imgs = container.querySelectorAll('img');
        expect(imgs[0].getAttribute('src')).toBe('/jeecg-boot/sys/common/static/a/b.png?token=tok-1');
        // another host never gets our token, nor loses its own query
        expect(imgs[1].getAttribute('src')).toBe('https://cdn.example.com/c.png?token=keep');
        expect(container.textContent).toBe('hi');
    });

    it('shows the empty text for an empty value', () => {
        render(<RichTextView value={null} emptyText="无" />);
        expect(screen.getByText('无')).toBeTruthy();
    });
});

describe('RichTextEditor links', () => {
    it('accepts web, mail and site addresses only', () => {
        expect(linkUrl(' https://a.cn/x ')).toBe('https://a.cn/x');
        expect(linkUrl('localhost:8080/x')).toBe('https://localhost:8080/x');
        expect(linkUrl('mailto:a@b.cn')).toBe('mailto:a@b.cn');
        expect(linkUrl('/sys/user')).toBe('/sys/user');
        expect(linkUrl('')).toBe('');
        expect(linkUrl('JavaScript:alert(1)')).toBeNull();
        expect(linkUrl('data:text/html,x')).toBeNull();
        expect(linkUrl('//evil.cn')).toBeNull();
    });

    it('links the selection to a checked address', async () => {
        const w = mount('<p>home page</p>');
        act(() => {
            w.editor().commands.setTextSelection({ from: 1, to: 5 });
        });
        fireEvent.click(screen.getByRole('button', { name: '链接' }));
        const input = await screen.findByRole('textbox', { name: '链接地址' });
        fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
        fireEvent.click(screen.getByRole('button', { name: '确定' }));
        expect(screen.getByText('请输入有效的链接地址')).toBeTruthy();
        expect(w.changes).not.toHaveBeenCalled();
        fireEvent.change(input, { target: { value: 'example.com' } });
        fireEvent.keyDown(input, { key: 'Enter' });
        expect(w.last()).toMatch(/^<p><a [^>]*href="https:\/\/example\.com"[^>]*>home<\/a> page<\/p>$/);
    });
});
