// The pop-up cells as a user drives them: the file pop-up (JFilePop: 520 × 200, 未上传任何文件,
// the uploaded path set on 确定, download / remove per allowDownload / allowRemove, Enter and Esc)
// and the text-area pop-up (JInputPop: 150 × 200).
import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYS, ls } from '../../app/storage';
import { feedback } from '../Feedback';
import { stubXhr } from '../Upload/testing';
import { EditableGrid } from './EditableGrid';
import type { GridColumn, GridRow } from './types';

vi.setConfig({ testTimeout: 20_000 });

const setup = (columns: GridColumn[], initial: GridRow[]) => {
    const changes: GridRow[][] = [];
    const Harness = () => {
        const [rows, setRows] = useState(initial);
        return (
            <EditableGrid
                columns={columns}
                value={rows}
                onChange={r => {
                    changes.push(r);
                    setRows(r);
                }}
            />
        );
    };
    render(<Harness />);
    return { changes, rows: () => changes.at(-1) ?? initial };
};

const cell = (title: string, n: number) => screen.getByRole('gridcell', { name: `${title} 第${n}行` });
const toasts = () => feedback.getState().toasts.map(t => `${t.severity}:${t.text}`);
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

beforeEach(() => {
    ls.set(KEYS.token, 'tok-1');
    act(() => feedback.reset());
});
afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
});

describe('file pop-up cell (file with props.pop)', () => {
    const column: GridColumn = { key: 'f', type: 'file', title: '附件', props: { pop: true } };

    it('Enter opens a 520 × 200 pop-over; 确定 with nothing uploaded says 未上传任何文件 and stays open', () => {
        const g = setup([column], [{ id: '1', f: '' }]);
        expect(cell('附件', 1).textContent).toContain('点击上传');
        cell('附件', 1).focus();
        fireEvent.keyDown(cell('附件', 1), { key: 'Enter' });
        const pop = screen.getByRole('dialog', { name: '附件 第1行' });
        const box = within(pop).getByTestId('file-pop-box');
        expect(getComputedStyle(box).width).toMatch(/^min\(520px\b/);
        expect(getComputedStyle(box).height).toBe('200px');
        fireEvent.click(within(pop).getByRole('button', { name: '确定' }));
        expect(toasts()).toContain('error:未上传任何文件');
        expect(screen.getByRole('dialog', { name: '附件 第1行' })).toBeTruthy();
        expect(g.changes).toHaveLength(0);
    });

    it('确定 after an upload sets the cell to the stored path and shows the file name', async () => {
        const sent = stubXhr();
        const g = setup([column], [{ id: '1', f: '' }]);
        fireEvent.click(cell('附件', 1));
        const pop = screen.getByRole('dialog', { name: '附件 第1行' });
        fireEvent.change(pop.querySelector('input[type="file"]')!, { target: { files: [pdf('检测报告.pdf')] } });
        expect(sent).toHaveLength(1);
        expect(sent[0].url).toMatch(/^\/jeecg-boot\/sys\/common\/upload(\?|$)/);
        expect(sent[0].file.name).toBe('检测报告.pdf');
        // the server keeps it under a random prefix; the cell shows the name it was uploaded with
        await sent[0].succeed('temp/20261129/0123456789abcdef_检测报告.pdf');
        // nothing is set before 确定
        expect(g.changes).toHaveLength(0);
        expect(within(pop).getByText(/检测报告\.pdf$/)).toBeTruthy();
        fireEvent.click(within(pop).getByRole('button', { name: '确定' }));
        expect(g.rows()[0].f).toBe('temp/20261129/0123456789abcdef_检测报告.pdf');
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(toasts()).not.toContain('error:未上传任何文件');
        // the cell shows the name (5 characters and an ellipsis) as a download link
        const link = within(cell('附件', 1)).getByRole('link', { name: '下载 检测报告.pdf' });
        expect(link.textContent).toBe('检测报告.…');
        expect(link.getAttribute('href')).toBe('/jeecg-boot/sys/common/static/temp/20261129/0123456789abcdef_%E6%A3%80%E6%B5%8B%E6%8A%A5%E5%91%8A.pdf?token=tok-1');
        // the cell's remove button clears it
        fireEvent.click(within(cell('附件', 1)).getByRole('button', { name: '删除 检测报告.pdf' }));
        expect(g.rows()[0].f).toBe('');
    });

    it('Esc and 取消 close it and keep the value; a new upload replaces the one file', async () => {
        const sent = stubXhr();
        const g = setup([column], [{ id: '1', f: 'temp/old.pdf' }]);
        fireEvent.click(cell('附件', 1));
        let pop = screen.getByRole('dialog', { name: '附件 第1行' });
        fireEvent.keyDown(pop, { key: 'Escape' });
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(g.changes).toHaveLength(0);

        fireEvent.click(cell('附件', 1));
        pop = screen.getByRole('dialog', { name: '附件 第1行' });
        fireEvent.change(pop.querySelector('input[type="file"]')!, { target: { files: [pdf('new.pdf')] } });
        await sent[0].succeed('temp/new.pdf');
        fireEvent.click(within(pop).getByRole('button', { name: '取消' }));
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(g.changes).toHaveLength(0);

        fireEvent.click(cell('附件', 1));
        pop = screen.getByRole('dialog', { name: '附件 第1行' });
        fireEvent.change(pop.querySelector('input[type="file"]')!, { target: { files: [pdf('new.pdf')] } });
        await sent[1].succeed('temp/new.pdf');
        fireEvent.click(within(pop).getByRole('button', { name: '确定' }));
        expect(g.rows()[0].f).toBe('temp/new.pdf');
    });

    it('an empty pop-over says 未上传任何文件; past its uploadnum a file is refused naming the column', async () => {
        const sent = stubXhr();
        const g = setup([{ ...column, title: '现场照片', fieldExtendJson: '{"uploadnum":2}' }], [{ id: '1', f: 'temp/a.pdf' }]);
        fireEvent.click(cell('现场照片', 1));
        let pop = screen.getByRole('dialog', { name: '现场照片 第1行' });
        expect(within(pop).queryByText('未上传任何文件')).toBeNull();
        // the pop-over lists the file, to download or remove
        expect(within(pop).getByRole('link', { name: '下载 a.pdf' })).toBeTruthy();
        fireEvent.click(within(pop).getByRole('button', { name: '删除 a.pdf' }));
        expect(within(pop).getByText('未上传任何文件')).toBeTruthy();
        fireEvent.change(pop.querySelector('input[type="file"]')!, { target: { files: [pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')] } });
        expect(sent).toHaveLength(3);
        await sent[0].succeed('temp/b.pdf');
        await sent[1].succeed('temp/c.pdf');
        expect(toasts().filter(t => t.startsWith('error:'))).toEqual([]);
        await sent[2].succeed('temp/d.pdf');
        expect(toasts()).toContain('error:现场照片最多上传2个文件，超出的文件未保留');
        fireEvent.click(within(pop).getByRole('button', { name: '确定' }));
        expect(g.rows()[0].f).toBe('temp/b.pdf,temp/c.pdf');
        // reopened full, one more is refused too, keeping the two
        fireEvent.click(cell('现场照片', 1));
        pop = screen.getByRole('dialog', { name: '现场照片 第1行' });
        fireEvent.change(pop.querySelector('input[type="file"]')!, { target: { files: [pdf('e.pdf')] } });
        await sent[3].succeed('temp/e.pdf');
        fireEvent.click(within(pop).getByRole('button', { name: '确定' }));
        expect(g.rows()[0].f).toBe('temp/b.pdf,temp/c.pdf');
    });

    it('allowDownload / allowRemove false: the name is plain text and cannot be removed; a disabled column does not open', () => {
        setup(
            [
                { ...column, key: 'a', title: '甲', allowDownload: false, allowRemove: false },
                { ...column, key: 'b', title: '乙', disabled: true },
            ],
            [{ id: '1', a: 'temp/a.pdf', b: 'temp/b.pdf' }]
        );
        expect(within(cell('甲', 1)).queryByRole('link')).toBeNull();
        expect(within(cell('甲', 1)).queryByRole('button')).toBeNull();
        expect(cell('甲', 1).textContent).toContain('a.pdf');
        expect(within(cell('乙', 1)).getByRole('link', { name: '下载 b.pdf' })).toBeTruthy();
        expect(within(cell('乙', 1)).queryByRole('button')).toBeNull();
        fireEvent.click(cell('乙', 1));
        expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('a file column without pop stays the in-place upload, and honours allowRemove', () => {
        setup([{ key: 'f', type: 'file', title: '文件', allowRemove: false }], [{ id: '1', f: 'temp/x.pdf' }]);
        fireEvent.click(cell('文件', 1));
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(screen.getByRole('button', { name: '上传 文件 第1行' })).toBeTruthy();
        expect(screen.queryByRole('button', { name: '删除 x.pdf' })).toBeNull();
    });
});

describe('text-area pop-up cell (input_pop)', () => {
    it('the box is 150 wide and 200 high by default; popWidth / popHeight change it', () => {
        setup(
            [
                { key: 'm', type: 'input_pop', title: '备注' },
                { key: 'n', type: 'input_pop', title: '说明', props: { popWidth: 300, popHeight: 120 } },
            ],
            [{ id: '1', m: '', n: '' }]
        );
        fireEvent.click(cell('备注', 1));
        fireEvent.click(screen.getByRole('button', { name: '展开编辑备注' }));
        let box = screen.getByRole('textbox', { name: '备注内容' });
        expect(getComputedStyle(box).width).toContain('150px');
        expect(getComputedStyle(box).height).toBe('200px');
        fireEvent.keyDown(box, { key: 'Escape' });
        expect(screen.queryByRole('dialog')).toBeNull();

        fireEvent.click(cell('说明', 1));
        fireEvent.click(screen.getByRole('button', { name: '展开编辑说明' }));
        box = screen.getByRole('textbox', { name: '说明内容' });
        expect(getComputedStyle(box).width).toContain('300px');
        expect(getComputedStyle(box).height).toBe('120px');
    });
});
