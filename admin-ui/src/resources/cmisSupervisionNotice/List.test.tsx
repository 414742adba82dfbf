// 监理通知 against a stubbed API: 回复 (the schema's step, through the generic list) only on
// unanswered notices and only for who answers them, the overdue tag, and a reply that asks for
// its text before it is sent to the transition route and keeps it when the server refuses.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYS, ls } from '../../app/storage';
import { CrudPage, crudResource } from '../../components/Crud';
import { clearDictOptions } from '../../components/Crud/dict';
import { cacheDicts, fail, ok, stubApi } from '../../components/Crud/testing';
import { FeedbackHost, feedback } from '../../components/Feedback';
import { config as cmisSupervisionNoticeConfig } from './config.gen';
import cmisSupervisionNoticeList from './List';

const cmisSupervisionNotice = crudResource({ config: cmisSupervisionNoticeConfig, list: cmisSupervisionNoticeList });

vi.setConfig({ testTimeout: 30_000 });

const rows = [
    { id: 'n1', noticeNo: 'JLTZ-001', subject: '通风不足', content: '请修复风管', status: '1', status_dictText: '待回复', overdue: true },
    { id: 'n2', noticeNo: 'JLTZ-002', subject: '临时用电', content: '配电箱', status: '2', status_dictText: '已回复', overdue: false },
];

const grantOnly = (held: string[]) => {
    const all = ['add', 'edit', 'delete', 'batch_delete', 'export', 'import', 'reply'].map(a => `safety:cmisSupervisionNotice:${a}`);
    sessionStorage.setItem('SYS_BUTTON_AUTH', JSON.stringify(all.map(action => ({ action, type: '1', status: '1' }))));
    sessionStorage.setItem('LOGIN_USER_BUTTON_AUTH', JSON.stringify(held.map(action => ({ action, type: '1' }))));
};

const renderPage = () =>
    render(
        <>
            <CrudPage resource={cmisSupervisionNotice} />
            <FeedbackHost />
        </>
    );

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
    cacheDicts();
    ls.set(KEYS.dictCache, {
        ...(ls.get(KEYS.dictCache) as Record<string, unknown>),
        notice_status: ['待回复', '已回复'].map((t, i) => ({ value: String(i + 1), text: t, title: t })),
    });
});

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
    sessionStorage.clear();
});

describe('监理通知', () => {
    it('offers 回复 on unanswered notices to who may answer, and flags the overdue', async () => {
        const api = stubApi({ 'GET /safety/cmisSupervisionNotice/list': () => ok({ records: rows, total: rows.length }, '', 0) });
        grantOnly([]);
        const first = renderPage();
        await screen.findByText('通风不足');
        expect(within(rowOf('通风不足')).queryByRole('button', { name: '回复' })).toBeNull();
        expect(within(rowOf('通风不足')).getByText('逾期')).toBeTruthy();
        expect(within(rowOf('临时用电')).queryByText('逾期')).toBeNull();
        first.unmount();

        grantOnly(['safety:cmisSupervisionNotice:reply', 'safety:cmisSupervisionNotice:edit']);
        renderPage();
        await screen.findByText('通风不足');
        expect(within(rowOf('通风不足')).getByRole('button', { name: '回复' })).toBeTruthy();
        expect(within(rowOf('临时用电')).queryByRole('button', { name: '回复' })).toBeNull();
        // A replied notice is no longer edited.
        expect(within(rowOf('通风不足')).getByRole('button', { name: '编辑' })).toBeTruthy();
        expect(within(rowOf('临时用电')).queryByRole('button', { name: '编辑' })).toBeNull();
        // no step of a notice is a flow's: no flow status asked for
        expect(api.to('GET /actBusiness/status')).toHaveLength(0);
    });

    it('asks for the reply text, keeps it when refused, then sends it trimmed and reloads', async () => {
        let refuse = true;
        const api = stubApi({
            'GET /safety/cmisSupervisionNotice/list': () => ok({ records: rows, total: rows.length }, '', 0),
            'POST /safety/cmisSupervisionNotice/transition': () => (refuse ? fail('监理通知当前为「已回复」，不能回复') : ok(null, '回复成功')),
        });
        grantOnly(['safety:cmisSupervisionNotice:reply']);
        renderPage();
        await screen.findByText('通风不足');
        fireEvent.click(within(rowOf('通风不足')).getByRole('button', { name: '回复' }));
        const dialog = await screen.findByRole('dialog', { name: '回复' });
        // what is answered: the notice's number, subject and content
        expect(within(dialog).getByText(/^JLTZ-001\s通风不足$/)).toBeTruthy();
        expect(within(dialog).getByText('请修复风管')).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(await within(dialog).findByText('请填写回复内容')).toBeTruthy();
        expect(api.to('POST /safety/cmisSupervisionNotice/transition')).toHaveLength(0);
        const box = within(dialog).getByLabelText(/回复内容/) as HTMLTextAreaElement;
        fireEvent.change(box, { target: { value: ' 已更换风管 ' } });
        expect(within(dialog).getByText('7/4000')).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('POST /safety/cmisSupervisionNotice/transition')).toHaveLength(1));
        await waitFor(() => expect(feedback.getState().toasts.map(t => t.text)).toContain('监理通知当前为「已回复」，不能回复'));
        expect(screen.getByRole('dialog', { name: '回复' })).toBe(dialog);
        expect(box.value).toBe(' 已更换风管 ');

        refuse = false;
        const lists = api.to('GET /safety/cmisSupervisionNotice/list').length;
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('POST /safety/cmisSupervisionNotice/transition')).toHaveLength(2));
        expect(api.last('POST /safety/cmisSupervisionNotice/transition')!.body).toEqual({ id: 'n1', action: 'reply', reply: '已更换风管' });
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '回复' })).toBeNull());
        await waitFor(() => expect(api.to('GET /safety/cmisSupervisionNotice/list').length).toBeGreaterThan(lists));
    });
});
