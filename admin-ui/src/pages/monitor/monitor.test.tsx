// 性能监控's pages against a stubbed API: the figures the server answers in the actuator's shapes,
// refusals, empty and error states, the trace's filters and the no-Redis notice.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../../components/Crud/testing';
import { feedback } from '../../components/Feedback';
import { resolvePage } from '../../app/pageRegistry';
import { duration, epochSeconds, readFigures } from './api';
import { DiskMonitoring } from './DiskMonitoring';
import { HttpTrace, shown } from './HttpTrace';
import { JvmInfo, SystemInfo, TomcatInfo } from './pages';
import { POLL_MS, RedisInfo } from './RedisInfo';
import '../../resources';

afterEach(() => {
    act(() => feedback.reset());
    vi.useRealTimers();
    vi.unstubAllGlobals();
});

const metric = (name: string, value: number, extra: { statistic: string; value: number }[] = []) => ({
    name,
    description: `${name} 在本系统的含义`,
    baseUnit: null,
    measurements: [{ statistic: 'VALUE', value }, ...extra],
    availableTags: [],
});

/** Every /actuator/metrics/{name}: value from values, else 1. */
const metrics = (values: Record<string, number>) => (c: { path: string }) => {
    const name = c.path.replace('/actuator/metrics/', '');
    if (name === 'jvm.gc.pause') return { ...metric(name, values['jvm.gc.pause.count'] ?? 3, [{ statistic: 'TOTAL_TIME', value: 0.25 }]), measurements: [{ statistic: 'COUNT', value: values['jvm.gc.pause.count'] ?? 3 }, { statistic: 'TOTAL_TIME', value: 0.25 }, { statistic: 'MAX', value: 0.01 }] };
    return metric(name, values[name] ?? 1);
};

describe('figure pages', () => {
    it('服务器信息 shows the machine and the process', async () => {
        const start = Date.UTC(2026, 10, 29, 1, 2, 3) / 1000;
        stubApi({ 'GET /actuator/metrics/*': metrics({ 'system.cpu.count': 8, 'system.cpu.usage': 0.1234, 'process.start.time': start, 'process.uptime': 90061, 'process.cpu.usage': 0.05 }) });
        render(<SystemInfo />);
        const table = await screen.findByRole('table', { name: '服务器信息' });
        expect(await within(table).findByText('8 核')).toBeTruthy();
        expect(within(table).getByText('12.34 %')).toBeTruthy();
        expect(within(table).getByText('5.00 %')).toBeTruthy();
        expect(within(table).getByText('1 天 1 小时 1 分 1 秒')).toBeTruthy();
        expect(within(table).getByText(epochSeconds(start))).toBeTruthy();
        expect(within(table).getByText('system.cpu.usage 在本系统的含义')).toBeTruthy();
        expect(screen.getByText(/更新于/)).toBeTruthy();
    });

    it('JVM信息 reads each metric once, gc.pause as two rows, memory in MB', async () => {
        const api = stubApi({ 'GET /actuator/metrics/*': metrics({ 'jvm.memory.used': 3 * 1048576, 'jvm.classes.loaded': 0, 'jvm.gc.pause.count': 7 }) });
        render(<JvmInfo />);
        const table = await screen.findByRole('table', { name: 'JVM信息' });
        expect(await within(table).findByText('3.000 MB')).toBeTruthy();
        expect(within(table).getByText('jvm.gc.pause.count')).toBeTruthy();
        expect(within(table).getByText('7 次')).toBeTruthy();
        expect(within(table).getByText('0.250 秒')).toBeTruthy();
        expect(api.calls.filter(c => c.path === '/actuator/metrics/jvm.gc.pause')).toHaveLength(1);
        expect(api.calls).toHaveLength(15);
        expect(screen.getByText(/没有 JVM/)).toBeTruthy();
    });

    it('Tomcat信息 shows the sessions; 刷新 reads them again', async () => {
        let active = 2;
        const api = stubApi({ 'GET /actuator/metrics/*': c => metrics({ 'tomcat.sessions.active.current': active })(c) });
        render(<TomcatInfo />);
        const table = await screen.findByRole('table', { name: 'Tomcat信息' });
        expect(await within(table).findByText('2 个')).toBeTruthy();
        active = 5;
        fireEvent.click(screen.getByRole('button', { name: '刷新' }));
        expect(await within(table).findByText('5 个')).toBeTruthy();
        expect(api.to('GET /actuator/metrics/tomcat.sessions.active.current')).toHaveLength(2);
    });

    it('a refusal (the envelope in place of the metric) is shown as an error', async () => {
        stubApi({ 'GET /actuator/metrics/*': () => fail('没有权限，请联系管理员授权', 510) });
        render(<SystemInfo />);
        expect((await screen.findByRole('alert')).textContent).toBe('没有权限，请联系管理员授权');
        expect(screen.getByText('暂无数据')).toBeTruthy();
    });

    it('formats', async () => {
        expect(duration(59.9)).toBe('59 秒');
        expect(duration(3600)).toBe('1 小时 0 秒');
        stubApi({ 'GET /actuator/metrics/*': () => ({ name: 'x', description: '', baseUnit: null, measurements: [], availableTags: [] }) });
        const rows = await readFigures([{ metric: 'x', text: 'X', format: v => String(v) }]);
        expect(rows[0].value).toBe('—');
    });
});

const trace = (method: string, uri: string, status = 200, timeTaken = 12, user: string | null = 'admin', at = '2026-11-29T01:00:00.000Z') => ({
    timestamp: at,
    principal: user ? { name: user } : null,
    session: null,
    request: { method, uri, headers: {}, remoteAddress: null },
    response: { status, headers: {} },
    timeTaken,
});

describe('请求追踪', () => {
    it('lists the requests without preflights and its own calls, filters by method', async () => {
        const traces = [
            trace('GET', '/jeecg-boot/actuator/httptrace'),
            trace('OPTIONS', '/jeecg-boot/sys/user/list'),
            trace('GET', '/jeecg-boot/sys/user/list', 200, 30),
            trace('POST', '/jeecg-boot/sys/login', 200, 1700, null),
            trace('DELETE', '/jeecg-boot/sys/role/delete', 500, 600),
        ];
        expect(shown(traces as never)).toHaveLength(3);
        stubApi({ 'GET /actuator/httptrace': () => ({ traces }) });
        render(<HttpTrace />);
        const table = await screen.findByRole('table', { name: '请求追踪' });
        expect(await within(table).findByText('/jeecg-boot/sys/user/list')).toBeTruthy();
        expect(screen.getByText(/共追踪到 3 条/)).toBeTruthy();
        expect(within(table).getByText('1700 ms')).toBeTruthy();
        expect(within(table).getAllByText('admin')).toHaveLength(2);
        expect(within(table).getByText('—')).toBeTruthy(); // the login: nobody signed in yet
        expect(within(table).queryByText('/jeecg-boot/actuator/httptrace')).toBeNull();

        fireEvent.click(screen.getByRole('button', { name: 'POST' }));
        expect(within(table).queryByText('/jeecg-boot/sys/user/list')).toBeNull();
        expect(within(table).getByText('/jeecg-boot/sys/login')).toBeTruthy();
        expect(screen.getByText('显示 1 ~ 1 条记录，共 1 条记录')).toBeTruthy();
    });

    it('pages through many requests', async () => {
        const traces = Array.from({ length: 25 }, (_, i) => trace('GET', `/jeecg-boot/sys/p${i}`));
        stubApi({ 'GET /actuator/httptrace': () => ({ traces }) });
        render(<HttpTrace />);
        expect(await screen.findByText('/jeecg-boot/sys/p0')).toBeTruthy();
        expect(screen.queryByText('/jeecg-boot/sys/p10')).toBeNull();
        fireEvent.click(screen.getByRole('button', { name: /next page|下一页/i }));
        expect(await screen.findByText('/jeecg-boot/sys/p10')).toBeTruthy();
    });

    it('says so when empty, or refused', async () => {
        let refuse = false;
        stubApi({ 'GET /actuator/httptrace': () => (refuse ? fail('没有权限，请联系管理员授权', 510) : { traces: [] }) });
        render(<HttpTrace />);
        expect(await screen.findByText('暂无请求记录')).toBeTruthy();
        refuse = true;
        fireEvent.click(screen.getByRole('button', { name: '刷新' }));
        expect((await screen.findByRole('alert')).textContent).toBe('没有权限，请联系管理员授权');
    });
});

describe('磁盘监控', () => {
    it('draws a bar per file system', async () => {
        stubApi({ 'GET /sys/actuator/redis/queryDiskInfo': () => ok([{ name: '数据目录 /srv/aq', max: 100 * 1073741824, rest: 25 * 1073741824, restPPT: 75 }], '查询成功') });
        render(<DiskMonitoring />);
        const bar = await screen.findByRole('progressbar', { name: '数据目录 /srv/aq 已用 75%' });
        expect(bar.getAttribute('aria-valuenow')).toBe('75');
        expect(screen.getByText('总容量 100.00 GB，可用 25.00 GB，已用 75.00 GB')).toBeTruthy();
    });

    it('says so when there is none', async () => {
        stubApi({ 'GET /sys/actuator/redis/queryDiskInfo': () => ok([]) });
        render(<DiskMonitoring />);
        expect(await screen.findByText(/暂无磁盘信息/)).toBeTruthy();
    });
});

describe('Redis监控', () => {
    it('says there is no Redis, shows the cache figures and keeps polling', async () => {
        vi.useFakeTimers({ shouldAdvanceTime: true });
        let keys = 10;
        const api = stubApi({
            'GET /sys/actuator/redis/info': () =>
                ok([
                    { key: '说明', value: '本系统未使用 Redis，以下为进程内缓存', description: '由本进程的内存缓存回答' },
                    { key: 'cache:SysSession,SysUser', value: '3 / 10000', description: '条目数 / 上限' },
                ]),
            'GET /sys/actuator/redis/keysSize': () => ({ dbSize: keys, create_time: 1 }),
            'GET /sys/actuator/redis/memoryInfo': () => ({ used_memory: '2048000', create_time: 1 }),
        });
        render(<RedisInfo />);
        expect((await screen.findByRole('status')).textContent).toBe('本系统未使用 Redis，以下为进程内缓存：由本进程的内存缓存回答');
        expect(await screen.findByText('10 个')).toBeTruthy();
        expect(screen.getByText('2,048 KB')).toBeTruthy();
        expect(screen.getByText('cache:SysSession,SysUser')).toBeTruthy();
        keys = 12;
        await act(async () => {
            await vi.advanceTimersByTimeAsync(POLL_MS + 10);
        });
        expect(await screen.findByText('12 个')).toBeTruthy();
        expect(api.to('GET /sys/actuator/redis/keysSize').length).toBeGreaterThanOrEqual(2);
        expect(screen.getByRole('img', { name: '缓存条目实时数量的走势' })).toBeTruthy();
    });

    it('stops polling after a refusal and shows it', async () => {
        vi.useFakeTimers({ shouldAdvanceTime: true });
        const api = stubApi({
            'GET /sys/actuator/redis/info': () => fail('没有权限，请联系管理员授权', 510),
            'GET /sys/actuator/redis/keysSize': () => fail('没有权限，请联系管理员授权', 510),
            'GET /sys/actuator/redis/memoryInfo': () => fail('没有权限，请联系管理员授权', 510),
        });
        render(<RedisInfo />);
        expect((await screen.findByRole('alert')).textContent).toBe('没有权限，请联系管理员授权');
        const n = api.to('GET /sys/actuator/redis/keysSize').length;
        await act(async () => {
            await vi.advanceTimersByTimeAsync(POLL_MS * 3);
        });
        expect(api.to('GET /sys/actuator/redis/keysSize')).toHaveLength(n);
    });
});

describe('registry', () => {
    it('resolves the 2.4.2 components, loaded on demand', async () => {
        for (const c of ['RedisInfo', 'SystemInfo', 'JvmInfo', 'TomcatInfo', 'HttpTrace', 'DiskMonitoring']) {
            expect(resolvePage(`modules/monitor/${c}`)).toBeTruthy();
        }
        stubApi({ 'GET /sys/actuator/redis/queryDiskInfo': () => ok([]) });
        const Page = resolvePage('views/modules/monitor/DiskMonitoring.vue')!;
        render(<Page />);
        expect(await screen.findByText(/暂无磁盘信息/)).toBeTruthy();
    });
});
