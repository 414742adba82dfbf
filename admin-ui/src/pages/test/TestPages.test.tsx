// The /test routes as the app declares them (AppRoutes' noLayoutRoutes): /test/ganttTest renders
// the progress plan's real Gantt, /test/home the real 首页, /test/cesium the line in 3D (here its
// text, empty, refused and no-WebGL states; the globe itself in e2e/cesium.test.mjs), none the
// placeholder; without a session they send the visitor to the login page and back.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { noLayoutRoutes } from '../../app/AppRoutes';
import { KEYS, ls } from '../../app/storage';
import { fail, ok, stubApi } from '../../components/Crud/testing';
import { feedback } from '../../components/Feedback';

beforeAll(() => {
    // jsdom has no SVG layout; the Gantt measures its labels
    const proto = SVGElement.prototype as unknown as { getBBox?: () => DOMRect };
    if (!proto.getBBox) {
        proto.getBBox = function (this: SVGElement) {
            const n = (a: string) => Number(this.getAttribute(a)) || 0;
            return { x: n('x'), y: n('y'), width: n('width') || 20, height: n('height') || 10 } as DOMRect;
        };
    }
});

beforeEach(() => {
    ls.set(KEYS.token, 'tok');
    ls.set(KEYS.userInfo, { id: 'u1', username: 'admin', realname: '管理员' });
});

afterEach(() => {
    act(() => feedback.reset());
    vi.unstubAllGlobals();
    localStorage.clear();
});

const WAIT = { timeout: 5000 };

const Where = () => {
    const l = useLocation();
    return <span data-testid="where">{l.pathname + l.search}</span>;
};

/** The app's own /test route elements, and a catch-all showing where a redirect went. */
const testRoutes = () =>
    (noLayoutRoutes.props.children as ReactElement<{ path?: string }>[]).filter(r => isValidElement(r) && String(r.props.path).startsWith('/test'));

const at = (path: string) =>
    render(
        <MemoryRouter initialEntries={[path]}>
            <Routes>
                {testRoutes()}
                <Route path="*" element={<Where />} />
            </Routes>
        </MemoryRouter>,
    );

const task = (id: string, taskName: string, start: string, end: string, predecessors: string, critical: boolean) => ({
    id,
    taskName,
    sectionId: 's1',
    sectionName: '第一标段',
    planStartDate: start,
    planEndDate: end,
    percentComplete: 20,
    predecessors,
    earlyStart: 0,
    earlyFinish: 1,
    lateStart: 0,
    lateFinish: 1,
    totalFloat: 0,
    critical,
});

describe('/test routes', () => {
    it('/test/ganttTest opens the progress plan Gantt with its critical path', async () => {
        const api = stubApi({
            'GET /progress/cmisProgressPlan/criticalPath': () =>
                ok({
                    duration: 10,
                    chain: ['t1', 't2'],
                    tasks: [task('t1', '主洞TBM掘进（上半年）', '2026-03-01', '2026-03-05', '', true), task('t2', '洞内二次衬砌', '2026-03-06', '2026-03-10', 't1', true)],
                }),
        });
        at('/test/ganttTest');
        expect(screen.getByTestId('test-page').textContent).toContain('甘特图测试');
        expect(await screen.findByRole('heading', { name: '进度计划' })).toBeTruthy();
        await waitFor(() => expect(document.querySelector('.bar-wrapper[data-id="t1"]')).toBeTruthy(), WAIT);
        expect(document.querySelector('.bar-wrapper[data-id="t2"]')).toBeTruthy();
        expect(api.to('GET /progress/cmisProgressPlan/criticalPath').length).toBeGreaterThan(0);
        expect(screen.queryByText('该页面正在建设中')).toBeNull();
        expect(within(screen.getByTestId('test-page')).getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/dashboard/analysis');
    });

    it('/test/home shows 首页: the viewer’s work from /dashboard/home', async () => {
        const api = stubApi({
            'GET /dashboard/home': () =>
                ok({
                    visits: false,
                    steps: [{ key: 'dangerRectify', title: '待整改隐患', count: 3, path: '/safety/cmisHiddenDanger' }],
                    approvals: { total: 0, items: [], path: '/workflow/todo' },
                    progress: [{ sectionId: 's1', sectionName: '第一标段', plannedPercent: 40, actualPercent: 32.5 }],
                    dangers: null,
                    notices: [],
                }),
        });
        at('/test/home');
        expect(screen.getByTestId('test-page').textContent).toContain('测试首页');
        expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('欢迎使用水资源配置工程智慧管控平台');
        const todo = await screen.findByRole('region', { name: '我的待办' });
        expect(within(todo).getByTestId('todo-dangerRectify').textContent).toBe('3');
        expect(within(screen.getByRole('region', { name: '标段进度' })).getAllByTestId('home-progress-row')).toHaveLength(1);
        expect(api.to('GET /dashboard/home')).toHaveLength(1);
        expect(screen.queryByText('该页面正在建设中')).toBeNull();
    });

    it('/test redirects to /test/home', async () => {
        stubApi({ 'GET /dashboard/home': () => ok({ steps: [], notices: [] }) });
        at('/test');
        expect(await screen.findByRole('region', { name: '我的待办' })).toBeTruthy();
    });

    it('sends a visitor without a session to the login page and back', () => {
        localStorage.clear();
        stubApi({});
        const { unmount } = at('/test/ganttTest');
        expect(screen.getByTestId('where').textContent).toBe('/user/login?redirect=%2Ftest%2FganttTest');
        unmount();
        at('/test/home');
        expect(screen.getByTestId('where').textContent).toBe('/user/login?redirect=%2Ftest%2Fhome');
    });

    describe('/test/cesium', () => {
        const line = {
            sections: [{ id: 's1', name: '第一标段', startChainage: 0, endChainage: 12500, actualPercent: 49.6 }],
            buildings: [
                { id: 'b1', pid: '0', name: '第一标段输水隧洞', startChainage: 0, endChainage: 12500, route: [[100, 25], [100.1, 25]], face: 6205.4, faceDate: '2026-11-28' },
            ],
            cameras: [],
            dangers: [],
            surface: [],
        };
        // jsdom draws nothing: no WebGL context, as in a browser without it
        beforeEach(() => {
            vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
        });
        afterEach(() => vi.restoreAllMocks());

        it('lists the sections and faces beside the globe, and says when WebGL is missing', async () => {
            const api = stubApi({ 'GET /dashboard/map': () => ok(line) });
            at('/test/cesium');
            expect(screen.getByTestId('test-page').textContent).toContain('三维地图测试');
            const region = await screen.findByRole('region', { name: '三维线路' }, WAIT);
            expect(region.getAttribute('data-state')).toBe('nowebgl');
            expect(within(region).getByText('浏览器不支持 WebGL，无法显示三维场景')).toBeTruthy();
            expect(within(screen.getByRole('list', { name: '掌子面' })).getByText('第一标段输水隧洞 K6+205.400')).toBeTruthy();
            expect(within(screen.getByRole('list', { name: '标段' })).getByText('第一标段 完成 49.6%')).toBeTruthy();
            expect(api.to('GET /dashboard/map')).toHaveLength(1);
            expect(screen.queryByText('该页面正在建设中')).toBeNull();
        });

        it('says when there is no line', async () => {
            stubApi({ 'GET /dashboard/map': () => ok({ ...line, buildings: [{ ...line.buildings[0], route: [] }] }) });
            at('/test/cesium');
            expect(await screen.findByText('暂无线路数据', undefined, WAIT)).toBeTruthy();
            expect(screen.queryByRole('region', { name: '三维线路' })).toBeNull();
        });

        it('says why the data did not load, in Chinese', async () => {
            stubApi({ 'GET /dashboard/map': () => fail('没有权限') });
            at('/test/cesium');
            expect((await screen.findByRole('alert', undefined, WAIT)).textContent).toContain('三维线路数据加载失败：没有权限');
        });

        it('sends a visitor without a session to the login page and back', () => {
            localStorage.clear();
            stubApi({});
            at('/test/cesium');
            expect(screen.getByTestId('where').textContent).toBe('/user/login?redirect=%2Ftest%2Fcesium');
        });
    });
});
