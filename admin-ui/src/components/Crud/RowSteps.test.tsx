// Every state machine the schema declares (each generated config with steps), in the generic
// list: a step's button shows only in its from-states and only to who holds its right, not
// while the row's approval flow runs when a flow takes it; a step without inputs asks first when
// it says so and sends {id, action}; a step with inputs checks them with the server's words
// (required, length in characters) before it sends; 编辑 and 删除 follow the states.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYS, ls } from '../../app/storage';
import { FeedbackHost, feedback } from '../Feedback';
import { clearFlowStatus } from '../Workflow';
import { CrudList } from './CrudList';
import { stepGuard } from './RowSteps';
import { clearDictOptions } from './dict';
import { ok, stubApi } from './testing';
import type { CrudResourceConfig, CrudSteps } from './types';

vi.setConfig({ testTimeout: 120_000 });

const configs = Object.values(import.meta.glob<{ config: CrudResourceConfig }>('../../resources/*/config.gen.ts', { eager: true }))
    .map(m => m.config)
    .filter(c => c.steps);

type Machine = { config: CrudResourceConfig; steps: CrudSteps };
const machines: Machine[] = configs.map(c => ({ config: c, steps: c.steps! }));

/** One row per state, in the declared order (row n is state n-1). */
const rowsOf = ({ steps }: Machine) =>
    steps.states.map((s, i) => ({ id: `r${i}`, [steps.field]: s.value, [`${steps.field}_dictText`]: s.text }));

/** Holds exactly these code suffixes of the resource. */
const hold = ({ config }: Machine, suffixes: string[]) => {
    sessionStorage.setItem('SYS_BUTTON_AUTH', '[]');
    sessionStorage.setItem('LOGIN_USER_BUTTON_AUTH', JSON.stringify(suffixes.map(s => ({ action: `${config.permPrefix}:${s}`, type: '1' }))));
};

/** The code dictionaries of the config's fields, cached (the state's from its states). */
const cacheDictsOf = ({ config, steps }: Machine) => {
    const dicts: Record<string, unknown> = {};
    for (const f of config.fields) if (f.dict && !f.dict.includes(',')) dicts[f.dict] = [];
    const field = config.fields.find(f => f.name === steps.field);
    if (field?.dict) dicts[field.dict] = steps.states.map(s => ({ value: s.value, text: s.text, title: s.text }));
    ls.set(KEYS.dictCache, dicts);
};

const stub = (m: Machine, status: Record<string, unknown> = {}) =>
    stubApi({
        [`GET ${m.config.apiPrefix}/list`]: () => ok({ records: rowsOf(m), total: m.steps.states.length }, '', 0),
        [`POST ${m.config.apiPrefix}/transition`]: call => ok(null, `${(call.body as { action: string }).action}成功`),
        'GET /actBusiness/status': () => ok(status),
    });

const show = async (m: Machine) => {
    const view = render(
        <>
            <CrudList config={m.config} />
            <FeedbackHost />
        </>
    );
    await screen.findByRole('checkbox', { name: `选择第${m.steps.states.length}行` });
    return view;
};

const rowOf = (n: number) => screen.getByRole('checkbox', { name: `选择第${n + 1}行` }).closest('tr') as HTMLElement;
const buttonsOf = (n: number, names: string[]) =>
    within(rowOf(n))
        .queryAllByRole('button')
        .map(b => b.textContent ?? '')
        .filter(t => names.includes(t));

/** The step buttons a state shows to who holds these rights (flow steps left out when running). */
const expected = ({ steps }: Machine, state: string, rights: string[], running = false) =>
    steps.moves.filter(mv => mv.from.includes(state) && rights.includes(mv.right) && !(mv.flow && running)).map(mv => mv.name);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

beforeEach(() => clearFlowStatus());

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
    clearFlowStatus();
});

describe('declared state machines in the list', () => {
    it('are found (the loops below are not empty)', () => {
        const names = machines.map(m => m.config.name);
        expect(names).toEqual(expect.arrayContaining(['cmisHiddenDanger', 'cmisSupervisionNotice', 'cmisPayment']));
        for (const m of machines) expect(m.steps.moves.length).toBeGreaterThan(0);
    });

    it.each(machines.map(m => [m.config.name, m] as const))('%s: a step shows only in its from-states and only with its right', async (_, m) => {
        cacheDictsOf(m);
        const names = m.steps.moves.map(mv => mv.name);
        const rights = [...new Set(m.steps.moves.map(mv => mv.right))];
        stub(m);
        for (const held of [[], ...rights.map(r => [r]), rights]) {
            hold(m, held);
            const view = await show(m);
            m.steps.states.forEach((s, n) => expect(buttonsOf(n, names), `${s.text} with ${held.join(',') || 'no right'}`).toEqual(expected(m, s.value, held)));
            view.unmount();
        }
    });

    it.each(machines.filter(m => m.steps.moves.some(mv => mv.flow)).map(m => [m.config.name, m] as const))(
        '%s: a step the flow takes has no button while the row\'s flow runs',
        async (_, m) => {
            cacheDictsOf(m);
            const names = m.steps.moves.map(mv => mv.name);
            const rights = [...new Set(m.steps.moves.map(mv => mv.right))];
            const running = Object.fromEntries(
                rowsOf(m).map(r => [r.id, { procInstId: `p-${r.id}`, status: 'running', statusText: '审批中', nodeName: '', canApply: false, canCancel: false }])
            );
            const api = stub(m, running);
            hold(m, rights);
            await show(m);
            await waitFor(() => expect(api.to('GET /actBusiness/status').length).toBeGreaterThan(0));
            expect(api.last('GET /actBusiness/status')!.query.get('tableName')).toBe(m.config.table);
            await waitFor(() => m.steps.states.forEach((s, n) => expect(buttonsOf(n, names), s.text).toEqual(expected(m, s.value, rights, true))));
        }
    );

    it.each(machines.map(m => [m.config.name, m] as const))('%s: 编辑 and 删除 follow the states; deleteAny deletes in any state', async (_, m) => {
        cacheDictsOf(m);
        stub(m);
        hold(m, ['edit', 'delete']);
        let view = await show(m);
        m.steps.states.forEach((s, n) => {
            expect(buttonsOf(n, ['编辑']).length, `编辑 in ${s.text}`).toBe(s.edit ? 1 : 0);
            expect(buttonsOf(n, ['删除']).length, `删除 in ${s.text}`).toBe(s.delete ? 1 : 0);
        });
        view.unmount();
        if (!m.steps.deleteAny) return;
        hold(m, ['delete', m.steps.deleteAny]);
        view = await show(m);
        m.steps.states.forEach((s, n) => {
            expect(buttonsOf(n, ['删除']).length, `删除 in ${s.text}`).toBe(1);
            expect(buttonsOf(n, ['编辑']).length, `编辑 in ${s.text} without :edit`).toBe(0);
        });
        view.unmount();
    });

    it.each(machines.map(m => [m.config.name, m] as const))('%s: each step asks what it declares, then sends {id, action, ...inputs}', async (_, m) => {
        cacheDictsOf(m);
        const api = stub(m);
        hold(m, [...new Set(m.steps.moves.map(mv => mv.right))]);
        await show(m);
        const sent = () => api.to(`POST ${m.config.apiPrefix}/transition`);
        for (const mv of m.steps.moves) {
            const n = m.steps.states.findIndex(s => s.value === mv.from[0]);
            const id = `r${n}`;
            const before = sent().length;
            fireEvent.click(within(rowOf(n)).getByRole('button', { name: mv.name }));
            if (!mv.inputs?.length) {
                if (mv.confirm) {
                    const ask = await screen.findByRole('dialog', { name: '提示' });
                    expect(within(ask).getByText(`确定${mv.name}吗?`)).toBeTruthy();
                    expect(sent()).toHaveLength(before);
                    fireEvent.click(within(ask).getByRole('button', { name: '确定' }));
                    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).toBeNull());
                }
                await waitFor(() => expect(sent()).toHaveLength(before + 1));
                expect(sent().at(-1)!.body).toEqual({ id, action: mv.action });
                continue;
            }
            const dialog = await screen.findByRole('dialog', { name: mv.name });
            // Nothing typed: every required input says what it wants, and nothing is sent.
            const required = mv.inputs.filter(i => i.required);
            if (required.length) {
                fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
                for (const i of required) {
                    const want = ['image', 'file'].includes(i.widget) ? `请上传${i.label}` : `请填写${i.label}`;
                    expect(await within(dialog).findByText(want)).toBeTruthy();
                }
                expect(sent()).toHaveLength(before);
            }
            const texts = mv.inputs.filter(i => !['image', 'file'].includes(i.widget));
            const box = (label: string) => within(dialog).getByLabelText(new RegExp(`^${escape(label)}`));
            // One character too many, counted in characters (CJK, not bytes): refused by name.
            for (const i of texts.filter(i => i.maxLength)) {
                fireEvent.change(box(i.label), { target: { value: '水'.repeat(i.maxLength! + 1) } });
                if (i.widget === 'textarea') expect(within(dialog).getByText(`${i.maxLength! + 1}/${i.maxLength}`)).toBeTruthy();
            }
            fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
            for (const i of texts.filter(i => i.maxLength)) expect(await within(dialog).findByText(`${i.label}不能超过${i.maxLength}个字`)).toBeTruthy();
            expect(sent()).toHaveLength(before);
            // The declared length exactly: sent trimmed, unless an upload is still wanted.
            const body: Record<string, string> = { id, action: mv.action };
            for (const i of mv.inputs) body[i.name] = '';
            for (const i of texts) {
                body[i.name] = '水'.repeat(i.maxLength ?? 10);
                fireEvent.change(box(i.label), { target: { value: ` ${body[i.name]} ` } });
            }
            if (mv.inputs.some(i => i.required && ['image', 'file'].includes(i.widget))) {
                fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
                await waitFor(() => expect(screen.queryByRole('dialog', { name: mv.name })).toBeNull());
                continue;
            }
            const lists = api.to(`GET ${m.config.apiPrefix}/list`).length;
            fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
            await waitFor(() => expect(sent()).toHaveLength(before + 1));
            expect(sent().at(-1)!.body).toEqual(body);
            await waitFor(() => expect(screen.queryByRole('dialog', { name: mv.name })).toBeNull());
            await waitFor(() => expect(api.to(`GET ${m.config.apiPrefix}/list`).length).toBeGreaterThan(lists));
        }
    });
});

describe('stepGuard on an owned page', () => {
    // Every owned config: another's record is neither edited nor deleted without :others.
    const owned = Object.values(import.meta.glob<{ config: CrudResourceConfig }>('../../resources/*/config.gen.ts', { eager: true }))
        .map(m => m.config)
        .filter(c => c.owned);
    it('keeps 编辑 and 删除 to who filed the record, or who holds :others', () => {
        expect(owned.length).toBeGreaterThan(30);
        for (const config of owned) {
            const first = config.steps?.states[0].value;
            const row = { id: 'x', createBy: 'wang', ...(config.steps ? { [config.steps.field]: first } : {}) };
            const none = () => false;
            expect(stepGuard(config, row, none, 'wang'), config.name).toEqual({ edit: true, delete: true });
            expect(stepGuard(config, row, none, 'li'), config.name).toEqual({ edit: false, delete: false });
            const others = (code: string) => code === `${config.permPrefix}:others`;
            expect(stepGuard(config, row, others, 'li'), config.name).toEqual({ edit: true, delete: true });
            expect(stepGuard(config, { ...row, createBy: null }, none, 'li'), `${config.name}: nobody's`).toEqual({ edit: true, delete: true });
        }
    });
});
