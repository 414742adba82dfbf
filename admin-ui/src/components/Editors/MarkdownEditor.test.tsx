import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYS, ls } from '../../app/storage';
import { applyMd, MD_ACTIONS, type MdAction } from './markdown';
import { MarkdownEditor } from './MarkdownEditor';
import { MarkdownView } from './views';
import type { EditorWidgetProps } from './types';

/** Applies an action to text where [ and ] mark the selection; returns the result marked the same way. */
const md = (action: MdAction, marked: string) => {
    const start = marked.indexOf('[');
    const end = marked.indexOf(']') - 1;
    const text = marked.replace('[', '').replace(']', '');
    const r = applyMd(action, { text, start, end });
    return r.text.slice(0, r.start) + '[' + r.text.slice(r.start, r.end) + ']' + r.text.slice(r.end);
};

describe('markdown toolbar edits', () => {
    it('wraps the selection in inline marks and unwraps it again', () => {
        expect(md('bold', 'a [word] b')).toBe('a **[word]** b');
        expect(md('bold', 'a **[word]** b')).toBe('a [word] b');
        expect(md('italic', '[x]')).toBe('*[x]*');
        expect(md('strike', '[x]')).toBe('~~[x]~~');
        expect(md('code', 'run [ls] now')).toBe('run `[ls]` now');
        // no selection: the caret lands between the marks
        expect(md('bold', 'a []')).toBe('a **[]**');
    });

    it('prefixes every selected line', () => {
        expect(md('quote', 'x\n[a\nb]\ny')).toBe('x\n[> a\n> b]\ny');
        expect(md('quote', '[> a\n> b]')).toBe('[a\nb]');
        expect(md('ul', '[a\nb]')).toBe('[- a\n- b]');
        expect(md('ol', '[a\nb\nc]')).toBe('[1. a\n2. b\n3. c]');
        expect(md('ol', '[- a\n- b]')).toBe('[1. a\n2. b]');
        expect(md('task', '[a]')).toBe('[- [ ] a]');
        expect(md('ul', '[- a]')).toBe('[a]');
        // a caret mid-line takes the whole line and stays after what it was on
        expect(md('ul', 'ab[]c')).toBe('- ab[]c');
    });

    it('cycles heading levels', () => {
        expect(md('heading', 'T[]itle')).toBe('# T[]itle');
        expect(md('heading', '# T[]itle')).toBe('## T[]itle');
        expect(md('heading', '###### T[]')).toBe('T[]');
    });

    it('indents and outdents selected lines by four spaces', () => {
        expect(md('indent', '[- a\n- b]')).toBe('[    - a\n    - b]');
        expect(md('outdent', '[    - a\n  - b]')).toBe('[- a\n- b]');
    });

    it('puts blocks on their own lines', () => {
        expect(md('hr', 'a[]')).toBe('a\n\n---[]\n');
        expect(md('codeblock', 'see\n[x = 1]')).toBe('see\n\n```\n[x = 1]\n```\n');
        expect(md('table', '[]')).toBe('| [列1] | 列2 | 列3 |\n| --- | --- | --- |\n|  |  |  |\n');
    });

    it('makes the selection a link and selects the address to type over', () => {
        const r = applyMd('link', { text: 'go home now', start: 3, end: 7 });
        expect(r.text).toBe('go [home](https://) now');
        expect(r.text.slice(r.start, r.end)).toBe('https://');
        const empty = applyMd('link', { text: '', start: 0, end: 0 });
        expect(empty.text).toBe('[链接](https://)');
    });
});

const mount = (initial = '', p: Partial<EditorWidgetProps> = {}) => {
    const changes = vi.fn();
    const Host = () => {
        const [value, setValue] = useState(initial);
        return (
            <MarkdownEditor
                label="说明"
                {...p}
                value={value}
                onChange={v => {
                    changes(v);
                    setValue(v);
                }}
            />
        );
    };
    render(<Host />);
    const area = screen.getByRole('textbox', { name: '说明' }) as HTMLTextAreaElement;
    return { changes, area, last: () => changes.mock.calls.at(-1)?.[0] as string | undefined };
};

beforeEach(() => ls.set(KEYS.token, 'tok-1'));

describe('MarkdownEditor', () => {
    it('has the seed toolbar in order, as labelled buttons', () => {
        mount();
        const toolbar = screen.getByRole('toolbar', { name: '说明工具栏' });
        const labels = Array.from(toolbar.querySelectorAll('button')).map(b => b.getAttribute('aria-label'));
        expect(labels).toEqual(MD_ACTIONS.map(a => a.label));
        expect(labels).toEqual(['标题', '加粗', '斜体', '删除线', '分割线', '引用', '无序列表', '有序列表', '任务列表', '增加缩进', '减少缩进', '表格', '链接', '行内代码', '代码块']);
    });

    it('bolds the textarea selection and keeps it selected', () => {
        const w = mount('say hello');
        w.area.setSelectionRange(4, 9);
        fireEvent.click(screen.getByRole('button', { name: '加粗' }));
        expect(w.last()).toBe('say **hello**');
        expect(w.area.value).toBe('say **hello**');
        expect([w.area.selectionStart, w.area.selectionEnd]).toEqual([6, 11]);
        expect(document.activeElement).toBe(w.area);
    });

    it('applies Ctrl+B and turns lines into a list', () => {
        const w = mount('a\nb');
        w.area.setSelectionRange(0, 3);
        fireEvent.click(screen.getByRole('button', { name: '有序列表' }));
        expect(w.last()).toBe('1. a\n2. b');
        w.area.setSelectionRange(3, 4);
        fireEvent.keyDown(w.area, { key: 'b', ctrlKey: true });
        expect(w.last()).toBe('1. **a**\n2. b');
    });

    it('previews the markdown below, rendered', () => {
        mount('# 标题\n\n- [ ] 待办\n\n| a | b |\n| - | - |\n| 1 | 2 |');
        const preview = screen.getByRole('region', { name: '说明预览' });
        expect(preview.querySelector('h1')!.textContent).toBe('标题');
        expect(preview.querySelector('input[type="checkbox"]')).toBeTruthy();
        expect(preview.querySelectorAll('td')).toHaveLength(2);
    });

    it('strips scripts and event handlers from the preview', () => {
        mount('<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[a](javascript:alert(3))');
        const preview = screen.getByRole('region', { name: '说明预览' });
        expect(preview.innerHTML).not.toMatch(/<script|onerror|javascript:/);
        expect(preview.querySelector('img')).toBeTruthy();
    });

    it('is read-only without a toolbar', () => {
        const w = mount('x', { readOnly: true });
        expect(w.area.readOnly).toBe(true);
        expect(screen.queryByRole('toolbar')).toBeNull();
    });
});

describe('MarkdownView', () => {
    it('renders our images with the token and leaves empty values blank', () => {
        const { container } = render(<MarkdownView value={'![p](/jeecg-boot/sys/common/static/a/p.png)'} />);
        expect(container.querySelector('img')!.getAttribute('src')).toBe('/jeecg-boot/sys/common/static/a/p.png?token=tok-1');
        const empty = render(<MarkdownView value="" emptyText="—" />);
        expect(empty.container.textContent).toBe('—');
    });
});
