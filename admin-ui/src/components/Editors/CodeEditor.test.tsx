import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EditorView } from '@codemirror/view';
import { CODE_MODES, normalizeMode } from './codeModes';
import { CodeEditor, type CodeEditorProps } from './CodeEditor';

beforeAll(() => {
    // jsdom has no layout; CodeMirror measures text ranges
    const rect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
    Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = rect;
});

const mount = (initial: string, p: Partial<CodeEditorProps> = {}) => {
    const changes = vi.fn();
    const Host = () => {
        const [value, setValue] = useState(initial);
        return (
            <CodeEditor
                label="脚本"
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
    const content = () => screen.getByRole('textbox', { name: '脚本' });
    const cm = () => EditorView.findFromDOM(view.container.querySelector('.cm-editor') as HTMLElement)!;
    return { changes, content, cm, view };
};

describe('CodeEditor', () => {
    it('shows the value in a 240px editor with tab size 2 and reports edits', () => {
        const w = mount('const a = 1;');
        expect(w.content().textContent).toBe('const a = 1;');
        expect(getComputedStyle(w.view.container.querySelector('.cm-editor') as HTMLElement).height).toBe('240px');
        expect(w.cm().state.tabSize).toBe(2);
        act(() => {
            w.cm().dispatch({ changes: { from: 12, insert: '\nlet b;' } });
        });
        expect(w.changes).toHaveBeenLastCalledWith('const a = 1;\nlet b;');
        expect(w.content().textContent).toContain('let b;');
    });

    it('offers the seed modes when the field does not fix one', async () => {
        const w = mount('select 1');
        fireEvent.mouseDown(screen.getByRole('combobox', { name: '语言' }));
        const options = within(await screen.findByRole('listbox')).getAllByRole('option');
        expect(options.map(o => o.textContent)).toEqual(['CSS', 'Javascript', 'HTML', 'Java', 'Objective-C', 'Python', 'R', 'Shell', 'SQL', 'Swift', 'Vue', 'Markdown']);
        fireEvent.click(options[8]);
        expect(w.view.container.querySelector('[data-mode]')!.getAttribute('data-mode')).toBe('sql');
        // the SQL grammar is loaded and highlights the keyword
        await waitFor(() => expect(w.content().querySelector('span[class]')?.textContent).toBe('select'));
        expect(w.changes).not.toHaveBeenCalled();
    });

    it('has no select when the mode is fixed, and takes JeecgBoot mode names', () => {
        const w = mount('x <- 1', { mode: 'text/x-sh' });
        expect(screen.queryByRole('combobox', { name: '语言' })).toBeNull();
        expect(w.view.container.querySelector('[data-mode]')!.getAttribute('data-mode')).toBe('shell');
        expect(normalizeMode('Objective-C')).toBe('objectivec');
        expect(normalizeMode('text/x-java')).toBe('java');
        expect(normalizeMode('cobol')).toBeUndefined();
        expect(CODE_MODES).toHaveLength(12);
    });

    it('is not editable when read-only', () => {
        const w = mount('a', { readOnly: true, mode: 'python' });
        expect(w.content().getAttribute('contenteditable')).toBe('false');
        expect(w.cm().state.readOnly).toBe(true);
    });
});
