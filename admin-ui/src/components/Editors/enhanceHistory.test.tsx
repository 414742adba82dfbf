// The 历史记录 of a code editor: the last 16 saved texts per code under pro__enhance_<code>, newest
// first, no duplicates, safe against what is broken in storage; the editor records the text it
// opens with and restores a picked entry.
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeEditor } from './CodeEditor';
import { enhanceCode } from '../Crud/WidgetInputs';
import type { CrudResourceConfig } from '../Crud/types';
import { ENHANCE_MAX, entryTime, firstLine, readEnhance, rememberEnhance } from './enhanceHistory';

const KEY = 'pro__enhance_onlCgreportHead.cgrSql.demo_user';
const CODE = 'onlCgreportHead.cgrSql.demo_user';

beforeAll(() => {
    // jsdom has no layout; CodeMirror measures text ranges
    const rect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
    Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = rect;
});
beforeEach(() => localStorage.clear());

describe('enhance history storage', () => {
    it('keeps the saved texts under pro__enhance_<code> in the vue-ls format, newest first', () => {
        rememberEnhance(CODE, 'select 1', 1000);
        rememberEnhance(CODE, 'select 2', 2000);
        expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({
            value: [
                { text: 'select 2', time: 2000 },
                { text: 'select 1', time: 1000 },
            ],
            expire: null,
        });
        // another code has its own list
        expect(readEnhance('other')).toEqual([]);
    });

    it('is cut to 16 per code, dropping the oldest', () => {
        for (let i = 1; i <= 20; i++) rememberEnhance(CODE, `select ${i}`, i);
        const list = readEnhance(CODE);
        expect(ENHANCE_MAX).toBe(16);
        expect(list).toHaveLength(16);
        expect(list[0].text).toBe('select 20');
        expect(list[15].text).toBe('select 5');
        expect(JSON.parse(localStorage.getItem(KEY)!).value).toHaveLength(16);
    });

    it('keeps one copy of a text: saved again it moves to the top; the newest saved again keeps its time; blanks are not kept', () => {
        rememberEnhance(CODE, 'a', 1);
        rememberEnhance(CODE, 'b', 2);
        rememberEnhance(CODE, 'a', 3);
        expect(readEnhance(CODE)).toEqual([
            { text: 'a', time: 3 },
            { text: 'b', time: 2 },
        ]);
        rememberEnhance(CODE, 'a', 4);
        expect(readEnhance(CODE)[0]).toEqual({ text: 'a', time: 3 });
        rememberEnhance(CODE, '  \n ', 5);
        expect(readEnhance(CODE)).toHaveLength(2);
    });

    it('survives broken storage: not JSON, not a list, bad entries, duplicates', () => {
        localStorage.setItem(KEY, '{not json');
        expect(readEnhance(CODE)).toEqual([]);
        expect(rememberEnhance(CODE, 'x', 1)).toEqual([{ text: 'x', time: 1 }]);
        localStorage.setItem(KEY, JSON.stringify({ value: { text: 'x' }, expire: null }));
        expect(readEnhance(CODE)).toEqual([]);
        localStorage.setItem(KEY, JSON.stringify({ value: [null, 3, { text: 1, time: 1 }, { text: 'ok', time: 'x' }, { text: 'y', time: 2 }, { text: 'y', time: 1 }], expire: null }));
        expect(readEnhance(CODE)).toEqual([{ text: 'y', time: 2 }]);
        expect(rememberEnhance(CODE, 'z', 3).map(e => e.text)).toEqual(['z', 'y']);
    });

    it('lists an entry by its first non-blank line and local time', () => {
        expect(firstLine('\n  SELECT id,\n  name FROM t')).toBe('SELECT id,');
        expect(firstLine('x'.repeat(50))).toBe(`${'x'.repeat(40)}…`);
        expect(entryTime(new Date(2026, 10, 29, 8, 5, 9).getTime())).toBe('2026-11-29 08:05:09');
    });
});

describe('the code of a form field', () => {
    it('is resource, field and the record\'s code, else its id; a new record has none', () => {
        const config = { name: 'onlCgreportHead' } as CrudResourceConfig;
        expect(enhanceCode(config, 'cgrSql', { id: '9', code: 'demo_user' })).toBe(CODE);
        expect(enhanceCode(config, 'script', { id: '9' })).toBe('onlCgreportHead.script.9');
        expect(enhanceCode(config, 'cgrSql', undefined)).toBeUndefined();
    });
});

describe('CodeEditor 历史记录', () => {
    const mount = (initial: string, historyCode?: string, readOnly = false) => {
        const changes = vi.fn();
        const Host = () => {
            const [value, setValue] = useState(initial);
            return (
                <CodeEditor
                    label="报表SQL"
                    mode="sql"
                    historyCode={historyCode}
                    readOnly={readOnly}
                    value={value}
                    onChange={v => {
                        changes(v);
                        setValue(v);
                    }}
                />
            );
        };
        const view = render(<Host />);
        return { changes, view, content: () => screen.getByRole('textbox', { name: '报表SQL' }) };
    };

    it('records the text it opens with and offers the older ones; picking one restores it into the editor', async () => {
        rememberEnhance(CODE, 'SELECT 1 AS old', new Date(2026, 10, 28, 9, 0, 0).getTime());
        const w = mount('SELECT 2 AS current\nFROM t', CODE);
        // the opened (saved) text is the newest entry now
        expect(readEnhance(CODE).map(e => e.text)).toEqual(['SELECT 2 AS current\nFROM t', 'SELECT 1 AS old']);

        fireEvent.click(screen.getByRole('button', { name: '历史记录' }));
        const menu = await screen.findByRole('menu');
        const items = within(menu).getAllByRole('menuitem');
        expect(items.map(i => i.textContent)).toEqual([expect.stringMatching(/^SELECT 2 AS current\d{4}-/), 'SELECT 1 AS old2026-11-28 09:00:00']);
        fireEvent.click(items[1]);
        expect(w.changes).toHaveBeenLastCalledWith('SELECT 1 AS old');
        await waitFor(() => expect(w.content().textContent).toBe('SELECT 1 AS old'));
        await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
        // restoring is an edit of the form, not a save: the history is unchanged
        expect(readEnhance(CODE)[0].text).toBe('SELECT 2 AS current\nFROM t');
    });

    it('an empty history says so; no code or a read-only editor has no 历史记录', async () => {
        mount('', CODE);
        fireEvent.click(screen.getByRole('button', { name: '历史记录' }));
        expect(within(await screen.findByRole('menu')).getByRole('menuitem', { name: '暂无历史记录' })).toBeTruthy();
        expect(localStorage.getItem(KEY)).toBeNull();
        cleanup();
        mount('select 1');
        expect(screen.queryByRole('button', { name: '历史记录' })).toBeNull();
        cleanup();
        mount('select 1', CODE, true);
        expect(screen.queryByRole('button', { name: '历史记录' })).toBeNull();
    });
});
