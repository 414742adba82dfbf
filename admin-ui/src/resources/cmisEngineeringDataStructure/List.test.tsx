import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYS, ls } from '../../app/storage';
import { CrudPage, crudResource } from '../../components/Crud';
import { clearDictOptions } from '../../components/Crud/dict';
import { fail, grant, ok, stubApi } from '../../components/Crud/testing';
import { FeedbackHost, feedback } from '../../components/Feedback';
import { config } from './config.gen';
import List, { RESTORE_WARNING } from './List';

const PREFIX = config.permPrefix;
const CODES = ['add', 'edit', 'delete', 'batch_delete', 'export', 'import'].map(a => `${PREFIX}:${a}`);
const API = config.apiPrefix;

const nodes = [
    { id: 'n1', type: 'sd', type_dictText: '隧洞', pid: '0', code: 'SD01', name: '洞口工程', sortNo: 1, hasChild: '0' },
    { id: 'n2', type: 'sj', type_dictText: '竖井', pid: '0', code: 'SJ01', name: '井口工程', sortNo: 1, hasChild: '0' },
];

const routes = (restore: () => unknown) =>
    stubApi({
        [`GET ${API}/list`]: () => ok({ records: nodes, total: nodes.length }, '', 0),
        [`GET ${API}/restoreData`]: restore,
        'GET /sys/dict/getDictItems/*': () => ok([]),
    });

const renderPage = () =>
    render(
        <>
            <CrudPage resource={crudResource({ config, list: List })} />
            <FeedbackHost />
        </>
    );

/** Holds every request until the returned release is called. */
const holdRequests = () => {
    let release!: () => void;
    const gate = new Promise<void>(r => (release = r));
    const inner = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
        await gate;
        return inner(...args);
    });
    return release;
};

const openRestore = async () => {
    await screen.findByText('洞口工程');
    fireEvent.click(screen.getByRole('button', { name: '恢复模板' }));
    const dialog = await screen.findByRole('dialog', { name: '恢复模板' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /结构类型/ }));
    fireEvent.click(await screen.findByRole('option', { name: '竖井' }));
    return dialog;
};

beforeEach(() =>
    ls.set(KEYS.dictCache, {
        eds_type: [
            { value: 'sd', text: '隧洞', title: '隧洞' },
            { value: 'sj', text: '竖井', title: '竖井' },
            { value: 'bz', text: '泵站', title: '泵站' },
            { value: 'gd', text: '管道', title: '管道' },
        ],
    })
);

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
});

describe('工程数据结构 恢复模板', () => {
    it('restores the chosen type after the warning, shows the message and reloads the list', async () => {
        grant(CODES, PREFIX);
        const api = routes(() => ok(null, '已恢复模板，共17个节点'));
        renderPage();
        const dialog = await openRestore();
        expect(within(dialog).getByText(RESTORE_WARNING)).toBeTruthy();
        const lists = api.to(`GET ${API}/list`).length;

        const release = holdRequests();
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        // while the call runs, neither 确定 nor the toolbar button can start another
        await waitFor(() => expect((within(dialog).getByRole('button', { name: '确定' }) as HTMLButtonElement).disabled).toBe(true));
        const toolbarButton = screen.getAllByRole('button', { name: '恢复模板', hidden: true }).find(b => !dialog.contains(b))!;
        expect((toolbarButton as HTMLButtonElement).disabled).toBe(true);
        release();

        await screen.findByText('已恢复模板，共17个节点');
        const call = api.last(`GET ${API}/restoreData`)!;
        expect(call.query.get('type')).toBe('sj');
        expect(api.to(`GET ${API}/restoreData`)).toHaveLength(1);
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '恢复模板' })).toBeNull());
        await waitFor(() => expect(api.to(`GET ${API}/list`).length).toBe(lists + 1));
        expect((screen.getByRole('button', { name: '恢复模板' }) as HTMLButtonElement).disabled).toBe(false);
    });

    it("shows the server's refusal", async () => {
        grant(CODES, PREFIX);
        const api = routes(() => fail('恢复失败：模板数据不在您的数据权限范围内'));
        renderPage();
        const dialog = await openRestore();
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await screen.findByText('恢复失败：模板数据不在您的数据权限范围内');
        expect(api.last(`GET ${API}/restoreData`)!.query.get('type')).toBe('sj');
    });

    it('needs a type before 确定, and 取消 calls nothing', async () => {
        grant(CODES, PREFIX);
        const api = routes(() => ok(null, '已恢复模板，共17个节点'));
        renderPage();
        await screen.findByText('洞口工程');
        fireEvent.click(screen.getByRole('button', { name: '恢复模板' }));
        const dialog = await screen.findByRole('dialog', { name: '恢复模板' });
        expect((within(dialog).getByRole('button', { name: '确定' }) as HTMLButtonElement).disabled).toBe(true);
        fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '恢复模板' })).toBeNull());
        expect(api.to(`GET ${API}/restoreData`)).toHaveLength(0);
    });

    it('is offered only with the add permission', async () => {
        grant(CODES.filter(c => !c.endsWith(':add')), PREFIX);
        routes(() => ok());
        renderPage();
        await screen.findByText('洞口工程');
        expect(screen.queryByRole('button', { name: '恢复模板' })).toBeNull();
    });
});
