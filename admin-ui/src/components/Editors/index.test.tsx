import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYS, ls } from '../../app/storage';
import { MarkdownEditor, RichTextView } from './index';
import { isStaticSrc, storedSrc, stripToken, withToken } from './imageSrc';

beforeEach(() => ls.set(KEYS.token, 'tok 1'));

describe('lazy exports', () => {
    it('render directly: a placeholder first, then the widget', async () => {
        render(<MarkdownEditor label="说明" value="**b**" onChange={vi.fn()} />);
        expect(screen.getByLabelText('加载中').getAttribute('aria-busy')).toBe('true');
        expect(await screen.findByRole('textbox', { name: '说明' })).toBeTruthy();
        render(<RichTextView value="<p>正文</p>" />);
        expect(await screen.findByText('正文')).toBeTruthy();
    });

    it('keep the editor libraries out of the importing chunk', () => {
        const dir = resolve(import.meta.dirname);
        for (const f of ['index.ts', 'lazy.tsx', 'imageSrc.ts', 'codeModes.ts', 'types.ts']) {
            const src = readFileSync(resolve(dir, f), 'utf8');
            // only `import type` or dynamic import() of the heavy modules
            expect(src).not.toMatch(/^import (?!type )[^;]*from '(@tiptap|@uiw|@codemirror|marked|dompurify|\.\/(RichTextEditor|MarkdownEditor|CodeEditor|views|safeHtml)')/m);
        }
    });
});

describe('image sources', () => {
    it('stores our static URLs without a token and renders them with the current one', () => {
        expect(storedSrc('jeditor/1/a b.png')).toBe('/jeecg-boot/sys/common/static/jeditor/1/a%20b.png');
        expect(stripToken('/jeecg-boot/sys/common/static/x.png?token=old&w=2')).toBe('/jeecg-boot/sys/common/static/x.png?w=2');
        expect(stripToken(`${window.location.origin}/jeecg-boot/sys/common/static/x.png?token=old`)).toBe('/jeecg-boot/sys/common/static/x.png');
        expect(withToken('/jeecg-boot/sys/common/static/x.png?token=old')).toBe('/jeecg-boot/sys/common/static/x.png?token=tok%201');
        expect(withToken('/jeecg-boot/sys/common/static/x.png?w=2')).toBe('/jeecg-boot/sys/common/static/x.png?w=2&token=tok%201');
    });

    it('never gives the token to another host or route', () => {
        expect(isStaticSrc('https://evil.example.com/jeecg-boot/sys/common/static/x.png')).toBe(false);
        expect(withToken('https://evil.example.com/jeecg-boot/sys/common/static/x.png')).toBe('https://evil.example.com/jeecg-boot/sys/common/static/x.png');
        expect(withToken('//evil.example.com/jeecg-boot/sys/common/static/x.png')).toBe('//evil.example.com/jeecg-boot/sys/common/static/x.png');
        expect(withToken('/jeecg-boot/sys/user/list')).toBe('/jeecg-boot/sys/user/list');
    });
});
