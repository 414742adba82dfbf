// Browser test of the large screen (/home/dashboard): every panel fills with the real server's
// figures at 1920×1080 and 1366×768 (screenshots in test-results/), a patrol recorded through the
// API is counted, an announcement opens its page, the contractor sees only his section, and a
// visitor without a session is sent to the login page and back. And 首页 per role: the contractor's
// shows his to-dos and his section, no visit statistics; the admin's shows them; the owner's,
// supervisor's and contractor's menus hold 项目总览's pages, which open.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, browserSuite, login, logout, screenshot, openMenu } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const FULL_HD = { width: 1920, height: 1080 };
const panel = (page, id) => page.getByTestId(`panel-${id}`);

/** The number a figure shows ("1,234.5" → 1234.5); fails when it is not one. */
async function figure(page, id) {
    const text = (await page.getByTestId(`figure-${id}`).textContent()).trim();
    const n = Number(text.replaceAll(',', ''));
    assert.ok(text !== '' && Number.isFinite(n), `figure ${id} is not a number: "${text}"`);
    return n;
}

/** Waits until every panel shows its data: a chart canvas, a figure or its empty text, no error. */
async function waitForPanels(page) {
    await page.getByTestId('figure-advance-total').waitFor();
    await panel(page, 'advance-daily').locator('canvas').first().waitFor();
    await panel(page, 'advance-monthly').locator('canvas').first().waitFor();
    await panel(page, 'patrol').locator('canvas').first().waitFor();
    await page.getByTestId('figure-equipment-total').waitFor();
    await page.getByTestId('figure-investment-plan').waitFor();
    await page.getByTestId('figure-dangers-open').waitFor();
    await page.getByTestId('progress-row').first().waitFor();
    await panel(page, 'notices').locator('li, :text("暂无数据")').first().waitFor();
    assert.equal(await page.getByTestId('dashboard-screen').getByRole('alert').count(), 0, 'no panel failed');
}

const pad = n => String(n).padStart(2, '0');
const now = () => {
    const d = new Date(Date.now() + 8 * 3600_000); // the project's zone, Asia/Shanghai
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
};

describe('首页大屏', () => {
    test('the admin sees every panel filled, at 1920×1080 and 1366×768', withPage('dashboard', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');

        // a patrol of today and an announcement to show
        const sections = await api(page, 'GET', '/section/cmisSection/list?pageNo=1&pageSize=50');
        const section = (sections.records ?? sections).find(s => s.sectionName === '第一标段' || s.name === '第一标段') ?? (sections.records ?? sections)[0];
        assert.ok(section, 'a demo section exists');
        await api(page, 'POST', '/safety/cmisPatrol/add', {
            sectionId: section.id,
            route: 'E2E大屏巡检路线',
            inspector: '大屏测试员',
            patrolTime: now(),
            pointsChecked: 6,
            problemCount: 2,
            problems: '临边防护缺失',
        });
        const title = `E2E大屏通知${Date.now() % 100000}`;
        const annt = await api(page, 'POST', '/sys/annountCement/add', { titile: title, msgContent: '<p>大屏测试</p>', msgCategory: '1', msgType: 'ALL', priority: 'M' });
        const anntId = annt?.id ?? (await api(page, 'GET', `/sys/annountCement/list?pageNo=1&pageSize=10&titile=${encodeURIComponent(title)}`)).records[0].id;
        await api(page, 'GET', `/sys/annountCement/doReleaseData?id=${anntId}`);

        await page.setViewportSize(FULL_HD);
        await page.goto('/home/dashboard');
        await page.getByRole('heading', { name: '水资源配置工程智慧管控平台' }).waitFor();
        await waitForPanels(page);

        for (const id of ['advance-today', 'advance-month', 'advance-total', 'equipment-total', 'patrol-today', 'patrol-week', 'patrol-problems', 'dangers-open', 'dangers-overdue']) {
            assert.ok((await figure(page, id)) >= 0, id);
        }
        assert.ok((await figure(page, 'patrol-week')) >= 1, 'the new patrol is counted');
        assert.ok((await figure(page, 'patrol-problems')) >= 2, 'its problems are counted');
        for (const id of ['plan', 'contract', 'completed', 'completedYear']) {
            const text = (await page.getByTestId(`figure-investment-${id}`).textContent()).trim();
            assert.match(text, /^(-?[\d,]+\.\d{2}|—)$/, `investment ${id}: "${text}"`);
        }
        // 大写 on hover of an amount that is there
        const plan = page.getByTestId('figure-investment-plan');
        if ((await plan.textContent()).trim() !== '—') {
            await plan.hover();
            await page.getByRole('tooltip').getByText(/^大写：.+(整|角|分)$/).waitFor();
        }
        assert.match(await page.getByTestId('screen-clock').textContent(), /^\d{2}:\d{2}:\d{2}$/);

        // the page fills the window without scrolling
        const fits = await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1);
        assert.ok(fits, 'no vertical scroll at 1920×1080');
        await screenshot(page, 'dashboard-1920x1080');

        await page.setViewportSize({ width: 1366, height: 768 });
        await waitForPanels(page);
        const box = await panel(page, 'advance-daily').locator('canvas').first().boundingBox();
        assert.ok(box && box.width > 200 && box.height > 60, `the daily chart follows the window: ${JSON.stringify(box)}`);
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), 'no horizontal scroll at 1366×768');
        await screenshot(page, 'dashboard-1366x768');

        // the announcement opens its page
        await panel(page, 'notices').getByText(title).click();
        await page.waitForURL(`**/announcement/detail?id=${anntId}`);
        await page.getByRole('heading', { name: title }).waitFor();
    }));

    test('a phone gets one stacked column', withPage('dashboard-phone', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await page.goto('/home/dashboard');
        await page.getByTestId('figure-advance-total').waitFor();
        const [a, b] = await Promise.all([panel(page, 'advance').boundingBox(), panel(page, 'progress').boundingBox()]);
        assert.ok(Math.abs(a.x - b.x) < 2 && b.y > a.y, 'panels stack');
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), 'no horizontal scroll');
        await screenshot(page, 'dashboard-phone');
    }, { width: 390, height: 844 }));

    test('the contractor sees his one section; a visitor logs in first', withPage('dashboard-contractor', async page => {
        await page.goto('/home/dashboard');
        await page.waitForURL(/\/user\/login\?redirect=%2Fhome%2Fdashboard/);
        await login(page, 'contractor', 'engineer123');
        await page.waitForURL(/\/(home\/dashboard|dashboard\/analysis)$/);
        if (!page.url().endsWith('/home/dashboard')) await page.goto('/home/dashboard');

        await page.getByTestId('progress-row').first().waitFor();
        assert.equal(await page.getByTestId('progress-row').count(), 1);
        assert.match(await page.getByTestId('progress-row').textContent(), /第一标段/);
        const chooser = page.getByRole('combobox', { name: '标段' });
        await chooser.locator('option', { hasText: '第一标段' }).waitFor({ state: 'attached' });
        assert.deepEqual(await chooser.locator('option').allTextContents(), ['全部标段', '第一标段']);

        // choosing his section keeps the same one
        await chooser.selectOption({ label: '第一标段' });
        await page.getByTestId('progress-row').first().waitFor();
        assert.equal(await page.getByTestId('progress-row').count(), 1);
        await logout(page);
    }));
});

describe('首页与项目总览', () => {
    test('the contractor\'s 首页 shows his to-dos and his section, and no visit statistics', withPage('home-contractor', async page => {
        await login(page, 'contractor', 'engineer123');
        await page.waitForURL('**/dashboard/analysis');
        const todo = page.getByRole('region', { name: '我的待办' });
        await todo.waitFor();
        const rectify = Number((await todo.getByTestId('todo-dangerRectify').textContent()).trim());
        assert.ok(rectify >= 1, `dangers wait for his rectification: ${rectify}`);
        assert.equal((await todo.getByTestId('todo-approval').textContent()).trim(), '0');
        const rows = page.getByRole('region', { name: '标段进度' }).getByTestId('home-progress-row');
        await rows.first().waitFor();
        assert.equal(await rows.count(), 1, 'his one section');
        assert.match(await rows.first().textContent(), /第一标段/);
        const open = Number((await page.getByRole('region', { name: '隐患排查' }).getByTestId('todo-dangers-open').textContent()).trim());
        assert.ok(open >= rectify, `open dangers ${open}`);
        await page.getByRole('region', { name: '通知公告' }).waitFor();
        assert.equal(await page.getByText(/访问量|今日IP/).count(), 0, 'no visit statistics');
        await screenshot(page, 'home-contractor');

        await todo.getByRole('link', { name: `待整改隐患 ${rectify}` }).click();
        await page.waitForURL('**/safety/cmisHiddenDanger');
    }));

    test('the admin\'s 首页 shows the visit statistics', withPage('home-admin', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        const stats = page.getByRole('region', { name: '访问统计' });
        await stats.waitFor();
        await page.waitForFunction(() => /^\d+$/.test(document.querySelector('[data-testid="stat-今日IP"]')?.textContent ?? ''));
        assert.ok(Number(await stats.getByTestId('stat-总访问量').textContent()) >= 1, 'his own login counts');
        await stats.getByText('最近一周访问量统计').waitFor();
        await page.getByRole('region', { name: '我的待办' }).waitFor();
    }));

    for (const user of ['owner', 'supervisor', 'contractor']) {
        test(`${user}'s menu holds 首页大屏, 地图 and 视频监控, and they open`, withPage(`overview-${user}`, async page => {
            await login(page, user, 'engineer123');
            await page.waitForURL('**/dashboard/analysis');

            await openMenu(page, '项目总览', '地图');
            await page.waitForURL('**/home/map');
            await page.getByRole('region', { name: '线路地图' }).waitFor();

            await openMenu(page, '项目总览', '视频监控');
            await page.waitForURL('**/analysis/video');
            await page.getByRole('heading', { name: '视频监控' }).waitFor();

            await openMenu(page, '项目总览', '首页大屏');
            await page.waitForURL('**/home/dashboard');
            await waitForPanels(page);
            if (user === 'contractor') {
                // 计划投资 is his section's, like what he completed: a rate of his own work
                const plan = await figure(page, 'investment-plan');
                const contract = await figure(page, 'investment-contract');
                assert.equal(plan, contract, 'his plan is his section\'s contract');
            }
            await page.getByRole('button', { name: '进入系统' }).click();
            await page.waitForURL('**/dashboard/analysis');
        }));
    }
});
