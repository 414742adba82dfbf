import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../Crud/testing';
import { SearchSelect } from './SearchSelect';

afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
});

const USERS: Record<string, string> = { admin: '管理员', jeecg: '张三', zhao: '赵六' };

/** loadDict answers the users whose name or code contains the keyword; loadDictItem names keys. */
const api = () =>
    stubApi({
        'GET /sys/dict/loadDict/*': c => {
            const kw = c.query.get('keyword') ?? '';
            return ok(
                Object.entries(USERS)
                    .filter(([v, t]) => v.includes(kw) || t.includes(kw))
                    .map(([value, text]) => ({ value, text, title: text })),
            );
        },
        'GET /sys/dict/loadDictItem/*': c => ok((c.query.get('key') ?? '').split(',').map(k => USERS[k] ?? k)),
    });

const mount = (initial = '', multiple = false) => {
    const changes = vi.fn();
    const Host = () => {
        const [v, setV] = useState(initial);
        return (
            <SearchSelect
                id="user"
                label="用户"
                dict="sys_user,realname,username"
                pageSize={10}
                multiple={multiple}
                value={v}
                onChange={x => {
                    changes(x);
                    setV(x);
                }}
            />
        );
    };
    render(<Host />);
    return changes;
};

const input = () => screen.getByRole('combobox', { name: '用户' }) as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
/** lets the fetch promise chain settle under fake timers */
const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

describe('SearchSelect', () => {
    it('asks loadDict once per 800 ms pause, with the last keyword, and picks a result', async () => {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        const a = api();
        const changes = mount();
        expect(input().placeholder).toBe('请输入搜索内容');

        act(() => input().focus());
        type('a');
        act(() => void vi.advanceTimersByTime(500));
        type('ad');
        act(() => void vi.advanceTimersByTime(500));
        type('adm');
        act(() => void vi.advanceTimersByTime(799));
        expect(a.to('GET /sys/dict/loadDict/sys_user,realname,username')).toHaveLength(0);
        act(() => void vi.advanceTimersByTime(1));
        const sent = a.to('GET /sys/dict/loadDict/sys_user,realname,username');
        expect(sent).toHaveLength(1);
        expect(sent[0].query.get('keyword')).toBe('adm');
        expect(sent[0].query.get('pageSize')).toBe('10');
        await settle();

        fireEvent.click(screen.getByRole('option', { name: '管理员' }));
        expect(changes).toHaveBeenLastCalledWith('admin');
        expect(input().value).toBe('管理员');
        // the label came with the search: nothing to look up
        expect(a.to('GET /sys/dict/loadDictItem/sys_user,realname,username')).toHaveLength(0);
        expect(a.to('GET /sys/dict/loadDict/sys_user,realname,username')).toHaveLength(1);
    });

    it('asks nothing for a blank keyword and says 请输入搜索内容', async () => {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        const a = api();
        mount();
        act(() => input().focus());
        type('zh');
        type('   ');
        act(() => void vi.advanceTimersByTime(2000));
        await settle();
        expect(a.calls).toHaveLength(0);
        fireEvent.keyDown(input(), { key: 'ArrowDown' });
        expect(screen.getByText('请输入搜索内容')).toBeTruthy();
    });

    it('shows the stored value by its label from loadDictItem', async () => {
        const a = api();
        mount('jeecg');
        await waitFor(() => expect(input().value).toBe('张三'));
        const call = a.last('GET /sys/dict/loadDictItem/sys_user,realname,username')!;
        expect(call.query.get('key')).toBe('jeecg');
        expect(a.to('GET /sys/dict/loadDict/sys_user,realname,username')).toHaveLength(0);
    });

    it('keeps several values comma-joined: labels shown, one added, one removed', async () => {
        const a = api();
        const changes = mount('admin,jeecg', true);
        await waitFor(() => expect(screen.getByRole('button', { name: '管理员' })).toBeTruthy());
        expect(screen.getByRole('button', { name: '张三' })).toBeTruthy();
        expect(a.last('GET /sys/dict/loadDictItem/sys_user,realname,username')!.query.get('key')).toBe('admin,jeecg');

        act(() => input().focus());
        type('赵');
        fireEvent.click(await screen.findByRole('option', { name: '赵六' }, { timeout: 3000 }));
        expect(changes).toHaveBeenLastCalledWith('admin,jeecg,zhao');

        const chip = screen.getByRole('button', { name: '管理员' });
        fireEvent.click(within(chip).getByTestId('CancelIcon'));
        expect(changes).toHaveBeenLastCalledWith('jeecg,zhao');
        expect(screen.queryByRole('button', { name: '管理员' })).toBeNull();
        expect(screen.getByRole('button', { name: '赵六' })).toBeTruthy();
        // every label was known: the stored pair was asked once
        expect(a.to('GET /sys/dict/loadDictItem/sys_user,realname,username')).toHaveLength(1);
    });
});
