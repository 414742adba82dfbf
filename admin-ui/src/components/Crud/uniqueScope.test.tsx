import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackHost, feedback } from '../Feedback';
import { CrudForm } from './CrudForm';
import { fail, ok, stubApi } from './testing';
import type { CrudResourceConfig } from './types';

// A drawing number unique within its section and stage (crud.Field(..).UniqueIn("section_id", "stage")).
const config: CrudResourceConfig = {
    name: 'demoDrawing',
    title: '图纸',
    apiPrefix: '/demo/drawing',
    table: 'demo_drawing',
    permPrefix: 'drawing',
    component: 'demo/DrawingList',
    import: false,
    export: false,
    fields: [
        { name: 'sectionId', label: '标段', type: 'string', widget: 'input', form: true },
        { name: 'stage', label: '阶段', type: 'string', widget: 'input', form: true },
        {
            name: 'drawingNo',
            label: '图号',
            type: 'string',
            widget: 'input',
            form: true,
            required: true,
            unique: { table: 'demo_drawing', field: 'drawing_no', scope: ['sectionId', 'stage'] },
        },
    ],
};

const TAKEN = '图号「T-1」在该标段、阶段中已存在';
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
});

describe('the duplicate check of a field unique within a scope', () => {
    it('sends the scope values filled in, and asks again when they change', async () => {
        const api = stubApi({
            'GET /sys/duplicate/check': c =>
                c.query.get('fieldVal') === 'T-1' && c.query.get('sectionId') === 's1' && c.query.get('stage') === 'sgt'
                    ? fail(TAKEN)
                    : ok(null, '该值可用！'),
        });
        render(
            <>
                <CrudForm config={config} open onClose={vi.fn()} />
                <FeedbackHost />
            </>
        );
        const checks = () => api.to('GET /sys/duplicate/check');
        type(/图号/, 'T-1');
        await waitFor(() => expect(checks()).toHaveLength(1));
        const first = checks()[0].query;
        expect([first.get('tableName'), first.get('fieldName'), first.has('sectionId'), first.has('stage')]).toEqual([
            'demo_drawing',
            'drawing_no',
            false,
            false,
        ]);

        type(/标段/, 's1');
        await waitFor(() => expect(checks()).toHaveLength(2));
        expect(checks()[1].query.get('sectionId')).toBe('s1');
        type(/阶段/, 'sgt');
        expect(await screen.findByText(TAKEN)).toBeTruthy();
        expect(checks()).toHaveLength(3);

        type(/标段/, 's2'); // another section: free
        await waitFor(() => expect(screen.queryByText(TAKEN)).toBeNull());
        expect(checks().at(-1)!.query.get('sectionId')).toBe('s2');
        const asked = checks().length;
        type(/标段/, 's1'); // the answer for s1 is remembered
        expect(await screen.findByText(TAKEN)).toBeTruthy();
        expect(checks()).toHaveLength(asked);
    });

    it('leaves an empty value to the required rule when the scope changes', async () => {
        const api = stubApi({ 'GET /sys/duplicate/check': () => ok(null, '该值可用！') });
        render(<CrudForm config={config} open onClose={vi.fn()} />);
        type(/标段/, 's1');
        await act(() => new Promise(r => setTimeout(r, 400))); // past the check's pause
        expect(screen.queryByText('请输入图号!')).toBeNull();
        expect(api.to('GET /sys/duplicate/check')).toHaveLength(0);
    });
});
