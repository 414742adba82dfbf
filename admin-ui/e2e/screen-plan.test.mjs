// Browser tests of issue 38 item 6 against the real demo server: the large screen's advance charts
// carry the year plans' dashed 计划 line with its legend entry (and the server's figures have
// planned points), /test/ganttTest opens the progress plan's Gantt and /test/home 首页, not the
// placeholder; a visitor without a session logs in first and comes back.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, browserSuite, CAPTCHA, login, screenshot, waitUntil } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const panel = (page, id) => page.getByTestId(`panel-${id}`);

/** Pixels of the plan's colour (#ffc53d) drawn below the legend strip of a chart's canvas. */
const planPixels = (page, id) =>
    panel(page, id)
        .locator('canvas')
        .first()
        .evaluate(c => {
            const ctx = c.getContext('2d');
            const top = Math.round(40 * (c.height / c.clientHeight)); // under the legend (grid top 40)
            const { data } = ctx.getImageData(0, top, c.width, c.height - top);
            let n = 0;
            for (let i = 0; i < data.length; i += 4) {
                if (Math.abs(data[i] - 255) < 24 && Math.abs(data[i + 1] - 197) < 24 && Math.abs(data[i + 2] - 61) < 24 && data[i + 3] > 200) n++;
            }
            return n;
        });

describe('大屏 planned advance and the /test pages', () => {
    test('the 大屏 draws the dashed 计划 line beside the actual advance', withPage('screen-plan', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');

        const adv = await api(page, 'GET', '/dashboard/advance');
        const thisMonth = adv.monthly.at(-1);
        assert.ok(thisMonth.planned > 0, `the demo's year plans plan this month: ${JSON.stringify(thisMonth)}`);
        assert.ok(adv.daily.some(d => d.planned > 0), 'and the last 30 days');
        assert.ok(adv.monthly.every(m => m.planned === null || m.planned >= 0), 'a month without a plan is null');

        await page.setViewportSize({ width: 1920, height: 1080 });
        await page.goto('/home/dashboard');
        await page.getByTestId('figure-advance-total').waitFor();
        await panel(page, 'advance-daily').getByRole('img', { name: /近30日.*图例：日进尺、计划/ }).waitFor();
        await panel(page, 'advance-monthly').getByRole('img', { name: /近12个月.*图例：月进尺、计划/ }).waitFor();
        await panel(page, 'advance-monthly').locator('canvas').first().waitFor();
        // the line itself is drawn (its colour under the legend), once the chart's animation is over
        let pixels = 0;
        await waitUntil(async () => (pixels = await planPixels(page, 'advance-monthly')) >= 30, {
            what: () => `the monthly chart to draw the plan line (30 pixels of its colour, ${pixels} seen)`,
        });
        assert.ok((await planPixels(page, 'advance-daily')) >= 30, 'and the daily chart');
        await screenshot(page, 'screen-plan-1920x1080');
    }));

    test('/test/ganttTest opens the progress Gantt with the demo plans', withPage('test-gantt', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await page.goto('/test/ganttTest');
        await page.getByTestId('test-page').getByText('甘特图测试').waitFor();
        await page.getByRole('heading', { name: '进度计划' }).waitFor();
        await page.getByTestId('cp-summary').waitFor();
        await page.locator('.gantt .bar-wrapper').first().waitFor();
        assert.ok((await page.locator('.gantt .bar-wrapper').count()) >= 3, 'the demo month plans have bars');
        assert.equal(await page.getByText('该页面正在建设中').count(), 0);
        // the year plan too
        await page.getByRole('button', { name: '年度' }).click();
        await page.locator('.gantt .bar-wrapper').filter({ hasText: /掘进/ }).first().waitFor();
        await screenshot(page, 'test-ganttTest');
        await page.getByRole('link', { name: '返回首页' }).click();
        await page.waitForURL('**/dashboard/analysis');
    }));

    test('/test/home shows 首页', withPage('test-home', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await page.goto('/test/home');
        await page.getByTestId('test-page').getByText('测试首页').waitFor();
        await page.getByRole('heading', { level: 1, name: /欢迎使用水资源配置工程智慧管控平台/ }).waitFor();
        await page.getByRole('region', { name: '我的待办' }).waitFor();
        assert.equal(await page.getByText('该页面正在建设中').count(), 0);
        await screenshot(page, 'test-home');
    }));

    test('a visitor logs in first and comes back to /test/ganttTest', withPage('test-gantt-login', async page => {
        await page.goto('/test/ganttTest');
        await page.waitForURL(/\/user\/login\?redirect=%2Ftest%2FganttTest/);
        // the login form of that page, so its redirect is kept
        await page.locator('img.captcha-img').waitFor();
        await page.getByLabel('账号', { exact: true }).fill('contractor');
        await page.getByLabel('密码', { exact: true }).fill('engineer123');
        await page.getByLabel('验证码', { exact: true }).fill(CAPTCHA);
        await page.getByRole('button', { name: '登录', exact: true }).click();
        await page.waitForURL('**/test/ganttTest');
        await page.getByTestId('cp-summary').waitFor();
        await page.locator('.gantt .bar-wrapper').first().waitFor();
    }));
});
