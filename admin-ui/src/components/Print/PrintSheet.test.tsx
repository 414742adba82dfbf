// The printed form: title, header line, label/value pairs with dictionary texts, signature boxes,
// no system fields; printRecord mounts it, prints once and removes it after printing.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYS, ls } from '../../app/storage';
import { clearDictOptions } from '../Crud/dict';
import { ok, stubApi } from '../Crud/testing';
import type { CrudResourceConfig } from '../Crud/types';
import { PrintSheet } from './PrintSheet';
import { clearPrint, printRecord } from './printRecord';

const config: CrudResourceConfig = {
    name: 'demoAssessment',
    title: '开挖评定',
    apiPrefix: '/quality/demoAssessment',
    table: 'demo_assessment',
    permPrefix: 'quality:demoAssessment',
    component: 'quality/demoAssessment/List',
    import: false,
    export: false,
    sectionScoped: true,
    print: { title: '岩石洞室开挖单元工程质量评定表', signatures: ['施工单位', '监理单位', '设计单位'] },
    fields: [
        { name: 'engineeringId', label: '工程', type: 'string', widget: 'select', dict: 'cmis_engineering,name,id', list: {}, detail: true },
        { name: 'sectionId', label: '标段', type: 'string', widget: 'select', dict: 'cmis_section,name,id', list: {}, form: true },
        { name: 'unitCode', label: '单元工程编码', type: 'string', widget: 'input', list: {}, form: true },
        { name: 'startChainage', label: '起点桩号', type: 'chainage', widget: 'chainage', list: {}, form: true },
        { name: 'rockClass', label: '围岩类别', type: 'string', widget: 'select', dict: 'rock_class', list: {}, form: true },
        { name: 'grade', label: '质量等级', type: 'string', widget: 'select', dict: 'quality_grade', list: {}, detail: true },
        { name: 'assessDate', label: '评定日期', type: 'date', widget: 'date', list: {}, form: true },
        { name: 'remarks', label: '备注', type: 'string', widget: 'textarea', form: true },
        { name: 'reviewer', label: '复查人', type: 'string', widget: 'input', detail: true },
        { name: 'photos', label: '现场照片', type: 'string', widget: 'image', form: true },
        { name: 'report', label: '附件', type: 'string', widget: 'file', form: true },
        { name: 'createBy', label: '创建人', type: 'string', widget: 'input' },
        { name: 'createTime', label: '创建时间', type: 'datetime', widget: 'datetime', list: {} },
        { name: 'updateTime', label: '更新时间', type: 'datetime', widget: 'datetime', list: {}, form: true },
    ],
};

const record = {
    id: 'a1',
    engineeringId: 'e1',
    engineeringId_dictText: '引水工程',
    sectionId: 's1',
    sectionId_dictText: '第一标段',
    unitCode: 'KW-001',
    startChainage: 1200,
    rockClass: 'III',
    grade: '1',
    grade_dictText: '优良',
    assessDate: '2026-03-04',
    remarks: '第一行\n第二行',
    reviewer: '李监理',
    photos: 'temp/20261123/face.png',
    report: 'temp/20261123/%E6%8A%A5%E5%91%8A.pdf',
    createBy: 'admin',
    createTime: '2026-03-04 05:06:07',
    updateTime: '2026-03-05 05:06:07',
};

/** The value cell next to a label. */
const valueOf = (label: string) => screen.getByRole('rowheader', { name: label }).nextElementSibling as HTMLTableCellElement;

beforeEach(() => {
    clearDictOptions();
    // rock_class comes from the login cache: the server sent no rockClass_dictText
    ls.set(KEYS.dictCache, { rock_class: [{ value: 'III', text: 'Ⅲ类' }] });
});

afterEach(() => {
    act(() => clearPrint());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
});

describe('PrintSheet', () => {
    it('shows the title, the header line, the pairs with dictionary texts and the signature boxes', () => {
        render(<PrintSheet config={config} record={record} />);
        expect(screen.getByRole('heading', { name: '岩石洞室开挖单元工程质量评定表' })).toBeTruthy();

        // 标段/工程 on the left, the form's number on the right: not repeated in the table
        const header = document.querySelector('.aq-print-header') as HTMLElement;
        expect(header.textContent).toContain('标段：第一标段');
        expect(header.textContent).toContain('工程：引水工程');
        expect(header.textContent).toContain('单元工程编码：KW-001');
        expect(screen.queryByRole('rowheader', { name: '标段' })).toBeNull();

        expect(valueOf('起点桩号').textContent).toBe('K1+200.000');
        expect(valueOf('围岩类别').textContent).toBe('Ⅲ类');
        expect(valueOf('质量等级').textContent).toBe('优良');
        expect(valueOf('评定日期').textContent).toBe('2026-03-04');
        // long text spans the row and keeps its lines
        expect(valueOf('备注').colSpan).toBe(3);
        expect(valueOf('备注').textContent).toBe('第一行\n第二行');
        expect(valueOf('复查人').textContent).toBe('李监理'); // server-filled, not a column: still on paper
        const thumb = within(valueOf('现场照片')).getByRole('img', { name: 'face.png' }) as HTMLImageElement;
        expect(thumb.src).toContain('/sys/common/static/temp/20261123/face.png');
        expect(valueOf('附件').textContent).toBe('报告.pdf');

        // three signatures: two boxes on the first line, the third across the second
        const boxes = document.querySelectorAll('.aq-print-signs td');
        expect([...boxes].map(b => b.querySelector('.aq-print-sign-unit')?.textContent)).toEqual(['施工单位（签章）', '监理单位（签章）', '设计单位（签章）']);
        expect(boxes[0].textContent).toContain('签字：');
        expect(boxes[0].textContent).toMatch(/日期：\s*年\s*月\s*日/);
        expect((boxes[2] as HTMLTableCellElement).colSpan).toBe(2);
    });

    it('leaves out audit and system fields', () => {
        render(<PrintSheet config={config} record={record} />);
        for (const label of ['创建人', '创建时间', '更新时间']) expect(screen.queryByText(label, { exact: false })).toBeNull();
        expect(document.body.textContent).not.toContain('2026-03-04 05:06:07');
    });

    it('pairs two fields a row and gives a lone short field the rest of its row', () => {
        const short = { ...config, fields: config.fields.filter(f => ['rockClass', 'assessDate', 'grade', 'remarks'].includes(f.name)) };
        render(<PrintSheet config={short} record={{ ...record, assessDate: '' }} />);
        const rows = document.querySelectorAll('.aq-print-table tbody tr');
        expect([...rows].map(r => [...r.querySelectorAll('th')].map(th => th.textContent))).toEqual([['围岩类别', '质量等级'], ['评定日期'], ['备注']]);
        expect(valueOf('评定日期').colSpan).toBe(3);
    });
});

describe('printRecord', () => {
    it('loads the dictionaries the server did not name, prints once, and removes the sheet after printing', async () => {
        const api = stubApi({ 'GET /sys/dict/getDictItems/quality_grade': () => ok([{ value: '1', text: '优良' }]) });
        let seen = '';
        const print = vi.fn(() => {
            seen = document.querySelector('.aq-print-root')?.textContent ?? '';
        });
        vi.stubGlobal('print', print);
        const { grade_dictText: _named, photos: _photo, ...bare } = record;

        await act(() => printRecord(config, bare));
        expect(print).toHaveBeenCalledTimes(1);
        expect(api.to('GET /sys/dict/getDictItems/quality_grade')).toHaveLength(1);
        expect(seen).toContain('岩石洞室开挖单元工程质量评定表');
        expect(seen).toContain('优良');
        expect(seen).toContain('Ⅲ类');
        expect(document.querySelectorAll('.aq-print-root')).toHaveLength(1);

        act(() => {
            window.dispatchEvent(new Event('afterprint'));
        });
        await waitFor(() => expect(document.querySelector('.aq-print-root')).toBeNull());
    });

    it('keeps a single sheet when printing again before the last one was printed', async () => {
        vi.stubGlobal('print', vi.fn());
        const { photos: _photo, ...bare } = record;
        await act(() => printRecord(config, bare));
        await act(() => printRecord(config, { ...bare, unitCode: 'KW-002' }));
        const roots = document.querySelectorAll('.aq-print-root');
        expect(roots).toHaveLength(1);
        expect(roots[0].textContent).toContain('KW-002');
    });
});
