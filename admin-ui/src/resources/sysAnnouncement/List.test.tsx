import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYS, ls } from '../../app/storage';
import { CrudPage, crudResource } from '../../components/Crud';
import { clearDictOptions } from '../../components/Crud/dict';
import { cacheDicts, ok, stubApi } from '../../components/Crud/testing';
import { FeedbackHost, feedback } from '../../components/Feedback';
import { config as sysAnnouncementConfig } from './config.gen';
import sysAnnouncementList from './List';
import sysAnnouncementCreate from './Create';
import sysAnnouncementEdit from './Edit';
import sysAnnouncementShow from './Show';

const sysAnnouncement = crudResource({ config: sysAnnouncementConfig, list: sysAnnouncementList, create: sysAnnouncementCreate, edit: sysAnnouncementEdit, show: sysAnnouncementShow });

vi.setConfig({ testTimeout: 30_000 });

const page = (records: unknown[]) => ok({ records, total: records.length, size: 10, current: 1, pages: 1 }, '', 0);

const rows = [
    { id: 'a1', titile: '草稿通告', msgCategory: '1', priority: 'L', msgType: 'ALL', sendStatus: '0' },
    { id: 'a2', titile: '已发通告', msgCategory: '2', priority: 'H', msgType: 'USER', userIds: 'u1,', sendStatus: '1', sender: 'admin' },
];

const grantAll = (held: string[]) => {
    const actions = ['add', 'edit', 'delete', 'batch_delete', 'export', 'release', 'revoke'].map(a => `system:announcement:${a}`);
    sessionStorage.setItem('SYS_BUTTON_AUTH', JSON.stringify(actions.map(action => ({ action, type: '1', status: '1' }))));
    sessionStorage.setItem('LOGIN_USER_BUTTON_AUTH', JSON.stringify(held.map(action => ({ action, type: '1' }))));
};

const renderPage = () =>
    render(
        <>
            <CrudPage resource={sysAnnouncement} />
            <FeedbackHost />
        </>
    );

const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

beforeEach(() => {
    cacheDicts();
    ls.set(KEYS.dictCache, {
        ...(ls.get(KEYS.dictCache) as Record<string, unknown>),
        msg_category: [
            { value: '1', text: '通知公告', title: '通知公告' },
            { value: '2', text: '系统消息', title: '系统消息' },
        ],
        msg_type: [
            { value: 'ALL', text: '全体用户', title: '全体用户' },
            { value: 'USER', text: '指定用户', title: '指定用户' },
        ],
        send_status: [
            { value: '0', text: '未发布', title: '未发布' },
            { value: '1', text: '已发布', title: '已发布' },
            { value: '2', text: '已撤销', title: '已撤销' },
        ],
    });
});

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
    sessionStorage.clear();
});

describe('系统通告', () => {
    it('offers 发布 on a draft and 撤销 on a released one, and releases after the confirm', async () => {
        grantAll(['system:announcement:release', 'system:announcement:revoke', 'system:announcement:edit']);
        const api = stubApi({
            'GET /sys/annountCement/list': () => page(rows),
            'GET /sys/annountCement/doReleaseData': () => ok(null, '该系统通知发布成功'),
        });
        renderPage();
        await screen.findByText('草稿通告');
        expect(within(rowOf('草稿通告')).queryByRole('button', { name: '撤销' })).toBeNull();
        expect(within(rowOf('已发通告')).queryByRole('button', { name: '发布' })).toBeNull();
        within(rowOf('已发通告')).getByRole('button', { name: '撤销' });
        const lists = api.to('GET /sys/annountCement/list').length;
        fireEvent.click(within(rowOf('草稿通告')).getByRole('button', { name: '发布' }));
        const confirm = await screen.findByRole('dialog');
        expect(confirm.textContent).toContain('确定要发布吗?');
        fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
        await screen.findByText('该系统通知发布成功');
        expect(api.last('GET /sys/annountCement/doReleaseData')!.query.get('id')).toBe('a1');
        await waitFor(() => expect(api.to('GET /sys/annountCement/list').length).toBe(lists + 1));
    });

    it('hides release and revoke without their codes', async () => {
        grantAll([]);
        stubApi({ 'GET /sys/annountCement/list': () => page(rows) });
        renderPage();
        await screen.findByText('草稿通告');
        expect(screen.queryByRole('button', { name: '发布' })).toBeNull();
        expect(screen.queryByRole('button', { name: '撤销' })).toBeNull();
    });

    it('asks for the users only for 指定用户 and sends none for 全体用户', async () => {
        grantAll(['system:announcement:add']);
        const api = stubApi({
            'GET /sys/annountCement/list': () => page([]),
            'POST /sys/annountCement/add': () => ok({ id: 'n1' }, '添加成功！'),
        });
        renderPage();
        fireEvent.click(await screen.findByRole('button', { name: '新增' }));
        const dialog = await screen.findByRole('dialog', { name: '新增' });
        expect(within(dialog).queryByRole('textbox', { name: '指定用户' })).toBeNull();
        fireEvent.click(within(dialog).getByRole('radio', { name: '指定用户' }));
        within(dialog).getByRole('textbox', { name: '指定用户' });
        fireEvent.change(within(dialog).getByLabelText(/标题/), { target: { value: '通知' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await within(dialog).findByText('请选择指定用户');
        expect(api.to('POST /sys/annountCement/add')).toHaveLength(0);

        fireEvent.click(within(dialog).getByRole('radio', { name: '全体用户' }));
        expect(within(dialog).queryByRole('textbox', { name: '指定用户' })).toBeNull();
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(api.to('POST /sys/annountCement/add')).toHaveLength(1));
        const body = api.last('POST /sys/annountCement/add')!.body as Record<string, unknown>;
        expect(body).toMatchObject({ titile: '通知', msgType: 'ALL', msgCategory: '1', priority: 'L', userIds: '' });
    });
});
