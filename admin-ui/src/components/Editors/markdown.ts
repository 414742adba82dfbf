// The markdown toolbar's edits as pure functions of (text, selection): each returns the new
// text and the selection to restore, so the textarea keeps the user's place.

export type MdAction =
    | 'heading'
    | 'bold'
    | 'italic'
    | 'strike'
    | 'hr'
    | 'quote'
    | 'ul'
    | 'ol'
    | 'task'
    | 'indent'
    | 'outdent'
    | 'table'
    | 'link'
    | 'code'
    | 'codeblock';

export interface MdState {
    text: string;
    start: number;
    end: number;
}

/** Seed toolbar order, with the Chinese names used for tooltips and aria-labels. */
export const MD_ACTIONS: { action: MdAction; label: string }[] = [
    { action: 'heading', label: '标题' },
    { action: 'bold', label: '加粗' },
    { action: 'italic', label: '斜体' },
    { action: 'strike', label: '删除线' },
    { action: 'hr', label: '分割线' },
    { action: 'quote', label: '引用' },
    { action: 'ul', label: '无序列表' },
    { action: 'ol', label: '有序列表' },
    { action: 'task', label: '任务列表' },
    { action: 'indent', label: '增加缩进' },
    { action: 'outdent', label: '减少缩进' },
    { action: 'table', label: '表格' },
    { action: 'link', label: '链接' },
    { action: 'code', label: '行内代码' },
    { action: 'codeblock', label: '代码块' },
];

const INDENT = '    '; // 4 spaces nest under both "- " and "1. " items (CommonMark)

/** Wraps the selection in a marker; a selection already wrapped is unwrapped. */
const wrap = ({ text, start, end }: MdState, mark: string): MdState => {
    const before = text.slice(0, start);
    const after = text.slice(end);
    const sel = text.slice(start, end);
    if (before.endsWith(mark) && after.startsWith(mark)) {
        return { text: before.slice(0, -mark.length) + sel + after.slice(mark.length), start: start - mark.length, end: end - mark.length };
    }
    if (sel.length > 2 * mark.length && sel.startsWith(mark) && sel.endsWith(mark)) {
        const inner = sel.slice(mark.length, -mark.length);
        return { text: before + inner + after, start, end: start + inner.length };
    }
    return { text: before + mark + sel + mark + after, start: start + mark.length, end: end + mark.length };
};

/** The whole lines the selection touches: [from, to) offsets in text. */
const lineRange = ({ text, start, end }: MdState): [number, number] => {
    const from = text.lastIndexOf('\n', start - 1) + 1;
    // a selection ending right after a newline does not take the next line
    const last = end > start && text[end - 1] === '\n' ? end - 1 : end;
    const nl = text.indexOf('\n', last);
    return [from, nl < 0 ? text.length : nl];
};

/** Rewrites each selected line; the new selection covers the rewritten lines. */
const mapLines = (s: MdState, f: (line: string, i: number, all: string[]) => string): MdState => {
    const [from, to] = lineRange(s);
    const lines = s.text.slice(from, to).split('\n');
    const out = lines.map((l, i) => f(l, i, lines)).join('\n');
    const text = s.text.slice(0, from) + out + s.text.slice(to);
    // a caret (no selection) stays on its line, moved by what was added in front of it
    if (s.start === s.end && lines.length === 1) {
        const caret = Math.max(from, Math.min(from + out.length, s.start + (out.length - lines[0].length)));
        return { text, start: caret, end: caret };
    }
    return { text, start: from, end: from + out.length };
};

const LIST_MARK = /^(\s*)([-*+] \[[ xX]\] |[-*+] |\d+\. )/;

/**
 * A prefix on every selected line; removed again when every line has it already. A list
 * prefix replaces another list's marker (a bullet list becomes numbered, not both).
 */
const togglePrefix = (s: MdState, re: RegExp, prefix: (i: number) => string, list = true): MdState => {
    const [from, to] = lineRange(s);
    const lines = s.text.slice(from, to).split('\n');
    const all = lines.every(l => re.test(l));
    return mapLines(s, (l, i) => {
        if (all) return l.replace(re, '');
        if (!list) return prefix(i) + l;
        const m = LIST_MARK.exec(l);
        return m ? m[1] + prefix(i) + l.slice(m[0].length) : prefix(i) + l;
    });
};

/** A block on lines of its own at the selection (blank lines around it as markdown needs). */
const insertBlock = ({ text, start, end }: MdState, block: string, select?: [number, number]): MdState => {
    const before = text.slice(0, start);
    const after = text.slice(end);
    const lead = before === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
    const trail = after === '' ? '\n' : after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
    const at = before.length + lead.length;
    const [a, b] = select ?? [block.length, block.length];
    return { text: before + lead + block + trail + after, start: at + a, end: at + b };
};

export const applyMd = (action: MdAction, s: MdState): MdState => {
    const sel = s.text.slice(s.start, s.end);
    switch (action) {
        case 'bold':
            return wrap(s, '**');
        case 'italic':
            return wrap(s, '*');
        case 'strike':
            return wrap(s, '~~');
        case 'code':
            return wrap(s, '`');
        case 'heading':
            // "# " → "## " … "###### " → plain text again
            return mapLines(s, l => {
                const m = /^(#{1,6}) /.exec(l);
                if (!m) return `# ${l}`;
                return m[1].length >= 6 ? l.slice(m[0].length) : `#${l}`;
            });
        case 'quote':
            return togglePrefix(s, /^> /, () => '> ', false);
        case 'ul':
            return togglePrefix(s, /^\s*[-*+] (?!\[[ xX]\] )/, () => '- ');
        case 'ol':
            return togglePrefix(s, /^\s*\d+\. /, i => `${i + 1}. `);
        case 'task':
            return togglePrefix(s, /^\s*[-*+] \[[ xX]\] /, () => '- [ ] ');
        case 'indent':
            return mapLines(s, l => (l === '' ? l : INDENT + l));
        case 'outdent':
            return mapLines(s, l => l.replace(/^( {1,4}|\t)/, ''));
        case 'hr':
            return insertBlock(s, '---');
        case 'table': {
            const block = '| 列1 | 列2 | 列3 |\n| --- | --- | --- |\n|  |  |  |';
            return insertBlock(s, block, [2, 4]); // the first header cell selected, ready to type over
        }
        case 'codeblock': {
            const body = sel.replace(/\n$/, '');
            return insertBlock({ ...s, end: s.start + body.length }, '```\n' + body + '\n```', [4, 4 + body.length]);
        }
        case 'link': {
            const textPart = sel || '链接';
            const url = 'https://';
            const out = `[${textPart}](${url})`;
            const urlAt = s.start + textPart.length + 3;
            return { text: s.text.slice(0, s.start) + out + s.text.slice(s.end), start: urlAt, end: urlAt + url.length };
        }
    }
};
