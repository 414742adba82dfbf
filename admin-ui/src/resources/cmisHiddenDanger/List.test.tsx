// 隐患排查 against a stubbed API: the steps each row offers by status and code (the schema's state
// machine, through the generic list), 编辑 / 删除 only while 待整改 (删除 always for :delete_any),
// the overdue tag, what 提交复查 / 复查不通过 ask for before they send, and the review left to the
// approval flow while one runs.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYS, ls } from '../../app/storage';
import { CrudPage, crudResource } from '../../components/Crud';
import { clearDictOptions } from '../../components/Crud/dict';
import { cacheDicts, ok, stubApi } from '../../components/Crud/testing';
import { FeedbackHost, feedback } from '../../components/Feedback';
import { clearFlowStatus } from '../../components/Workflow';
import { config as cmisHiddenDangerConfig } from './config.gen';
import cmisHiddenDangerList from './List';

const cmisHiddenDanger = crudResource({ config: cmisHiddenDangerConfig, list: cmisHiddenDangerList });

vi.setConfig({ testTimeout: 30_000 });

const rows = [
    { id: 'd1', location: '配电箱', level: '2', description: '无漏保', status: '1', status_dictText: '待整改', overdue: true },
    { id: 'd2', location: '通风管', level: '1', description: '破损', status: '2', status_dictText: '整改中', overdue: false },
    { id: 'd3', location: '边坡', level: '1', description: '浮石', status: '3', status_dictText: '待复查', overdue: false },
    { id: 'd4', location: '皮带机', level: '1', description: '防护罩', status: '4', status_dictText: '已闭环', overdue: false },
];

const grantOnly = (held: string[]) => {
    const all = ['add', 'edit', 'delete', 'batch_delete', 'export', 'import', 'rectify', 'review', 'delete_any'].map(a => `safety:cmisHiddenDanger:${a}`);
    sessionStorage.setItem('SYS_BUTTON_AUTH', JSON.stringify(all.map(action => ({ action, type: '1', status: '1' }))));
    sessionStorage.setItem('LOGIN_USER_BUTTON_AUTH', JSON.stringify(held.map(action => ({ action, type: '1' }))));
};

const renderPage = () =>
    render(
        <>
            <CrudPage resource={cmisHiddenDanger} />
            <FeedbackHost />
        </>
    );

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const buttonsOf = (text: string) =>
    within(rowOf(text))
        .queryAllByRole('button')
        .map(b => b.textContent)
        .filter(t => ['开始整改', '提交复查', '复查通过', '复查不通过'].includes(t ?? ''));

beforeEach(() => {
    cacheDicts();
    ls.set(KEYS.dictCache, {
        ...(ls.get(KEYS.dictCache) as Record<string, unknown>),
        danger_status: ['待整改', '整改中', '待复查', '已闭环'].map((t, i) => ({ value: String(i + 1), text: t, title: t })),
        danger_level: [
            { value: '1', text: '一般隐患', title: '一般隐患' },
            { value: '2', text: '重大隐患', title: '重大隐患' },
        ],
    });
});

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
    clearFlowStatus();
    sessionStorage.clear();
});

/** no record has a flow */
const NO_FLOW = { 'GET /actBusiness/status': () => ok({}) };

describe('隐患排查', () => {
    it('offers the responsible unit its steps and the supervisor his, by status', async () => {
        stubApi({ ...NO_FLOW, 'GET /safety/cmisHiddenDanger/list': () => ok({ records: rows, total: rows.length }, '', 0) });
        grantOnly(['safety:cmisHiddenDanger:rectify']);
        const first = renderPage();
        await screen.findByText('配电箱');
        expect(buttonsOf('配电箱')).toEqual(['开始整改']);
        expect(buttonsOf('通风管')).toEqual(['提交复查']);
        expect(buttonsOf('边坡')).toEqual([]);
        expect(buttonsOf('皮带机')).toEqual([]);
        expect(within(rowOf('配电箱')).getByText('逾期')).toBeTruthy();
        expect(within(rowOf('通风管')).queryByText('逾期')).toBeNull();
        first.unmount();

        grantOnly(['safety:cmisHiddenDanger:review']);
        renderPage();
        await screen.findByText('边坡');
        expect(buttonsOf('配电箱')).toEqual([]);
        expect(buttonsOf('边坡')).toEqual(['复查通过', '复查不通过']);
    });

    it('offers 编辑 and 删除 only while 待整改, and 删除 of any danger to who holds :delete_any', async () => {
        stubApi({ ...NO_FLOW, 'GET /safety/cmisHiddenDanger/list': () => ok({ records: rows, total: rows.length }, '', 0) });
        const named = (text: string, name: string) => within(rowOf(text)).queryAllByRole('button', { name }).length;
        grantOnly(['safety:cmisHiddenDanger:edit', 'safety:cmisHiddenDanger:delete', 'safety:cmisHiddenDanger:review']);
        const first = renderPage();
        await screen.findByText('皮带机');
        expect(rows.map(r => [named(r.location, '编辑'), named(r.location, '删除')])).toEqual([[1, 1], [0, 0], [0, 0], [0, 0]]);
        first.unmount();

        grantOnly(['safety:cmisHiddenDanger:delete', 'safety:cmisHiddenDanger:delete_any']);
        renderPage();
        await screen.findByText('皮带机');
        expect(rows.map(r => [named(r.location, '编辑'), named(r.location, '删除')])).toEqual([[0, 1], [0, 1], [0, 1], [0, 1]]);
    });

    it('asks for the measure and the photos before 提交复查, and an opinion before 复查不通过', async () => {
        const api = stubApi({
            ...NO_FLOW,
            'GET /safety/cmisHiddenDanger/list': () => ok({ records: rows, total: rows.length }, '', 0),
            'POST /safety/cmisHiddenDanger/transition': () => ok(null, '复查不通过成功'),
        });
        grantOnly(['safety:cmisHiddenDanger:rectify', 'safety:cmisHiddenDanger:review']);
        renderPage();
        await screen.findByText('通风管');
        fireEvent.click(within(rowOf('通风管')).getByRole('button', { name: '提交复查' }));
        let dialog = await screen.findByRole('dialog', { name: '提交复查' });
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(await within(dialog).findByText('请填写整改措施')).toBeTruthy();
        expect(within(dialog).getByText('请上传整改后照片')).toBeTruthy();
        expect(api.to('POST /safety/cmisHiddenDanger/transition')).toHaveLength(0);
        fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '提交复查' })).toBeNull());

        fireEvent.click(within(rowOf('边坡')).getByRole('button', { name: '复查不通过' }));
        dialog = await screen.findByRole('dialog', { name: '复查不通过' });
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(await within(dialog).findByText('请填写复查意见')).toBeTruthy();
        fireEvent.change(within(dialog).getByLabelText(/复查意见/), { target: { value: ' 浮石未清完 ' } });
        const lists = api.to('GET /safety/cmisHiddenDanger/list').length;
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('POST /safety/cmisHiddenDanger/transition')).toHaveLength(1));
        expect(api.last('POST /safety/cmisHiddenDanger/transition')!.body).toEqual({ id: 'd3', action: 'reject', reviewOpinion: '浮石未清完' });
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '复查不通过' })).toBeNull());
        await waitFor(() => expect(api.to('GET /safety/cmisHiddenDanger/list').length).toBeGreaterThan(lists));
    });

    it('leaves the review to the flow while it runs, and shows the flow on the row', async () => {
        const inReview = { ...rows[2], id: 'd5', location: '隧道口' };
        const api = stubApi({
            'GET /safety/cmisHiddenDanger/list': () => ok({ records: [...rows, inReview], total: rows.length + 1 }, '', 0),
            'GET /actBusiness/status': () =>
                ok({
                    d4: { procInstId: 'p4', status: 'approved', statusText: '已通过', nodeName: '', canApply: false, canCancel: false },
                    d5: { procInstId: 'p5', status: 'running', statusText: '审批中', nodeName: '监理复查', canApply: false, canCancel: false },
                }),
        });
        grantOnly(['safety:cmisHiddenDanger:review']);
        renderPage();
        await screen.findByText('隧道口');
        expect(await within(rowOf('隧道口')).findByRole('button', { name: '流程详情：审批中·监理复查' })).toBeTruthy();
        expect(buttonsOf('隧道口')).toEqual([]);
        expect(buttonsOf('边坡')).toEqual(['复查通过', '复查不通过']);
        expect(within(rowOf('皮带机')).getByRole('button', { name: '流程详情：已通过' })).toBeTruthy();
        // the chip only: a danger goes to the flow through 提交复查, never 发起审批
        expect(screen.queryByRole('button', { name: '发起审批' })).toBeNull();
        expect(api.last('GET /actBusiness/status')!.query.get('tableName')).toBe('cmis_hidden_danger');
    });
});
