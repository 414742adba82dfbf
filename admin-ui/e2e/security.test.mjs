// Browser tests of the security headers: the app runs under its Content-Security-Policy.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, login, waitUntil, sideMenu } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

describe('security headers', () => {
    test('the pages load and work with no Content-Security-Policy violation', withPage('csp', async page => {
        const violations = [];
        page.on('console', m => {
            if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
        });
        await page.addInitScript(() => {
            window.__cspViolations = [];
            document.addEventListener('securitypolicyviolation', e =>
                window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`)
            );
        });

        const res = await page.goto('/user/login');
        const h = res.headers();
        assert.match(h['content-security-policy'], /script-src 'self' 'wasm-unsafe-eval';/);
        assert.match(h['content-security-policy'], /frame-ancestors 'none'/);
        assert.equal(h['x-frame-options'], 'DENY');
        assert.equal(h['x-content-type-options'], 'nosniff');
        assert.equal(h['referrer-policy'], 'strict-origin-when-cross-origin');

        // the shell, a list with its dialogs (MUI injects styles as they open)
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await sideMenu(page).getByText('系统管理', { exact: true }).click();
        await sideMenu(page).locator('.MuiCollapse-entered').filter({ hasText: '用户管理' }).waitFor();
        await sideMenu(page).getByText('用户管理', { exact: true }).click();
        await page.waitForURL('**/isystem/user');
        await page.locator('.aq-crud-list tbody tr').filter({ hasText: 'zhangsan' }).waitFor();
        await page.locator('.aq-crud-toolbar').getByRole('button', { name: '新增' }).click();
        const add = page.getByRole('dialog', { name: '新增' });
        await add.getByLabel('用户账号').waitFor();
        await add.getByRole('button', { name: '取消' }).click();
        await add.waitFor({ state: 'detached' });

        const seen = await page.evaluate(() => window.__cspViolations);
        assert.deepEqual([...violations, ...seen], []);
    }));

    test('another site cannot frame the app', withPage('frame', async page => {
        // A page of another origin (a data: URL) frames the login page: Chromium shows its error page instead.
        await page.goto(`data:text/html,<iframe src="${env.server.base}/user/login"></iframe>`);
        const child = () => page.frames().find(f => f !== page.mainFrame());
        await waitUntil(() => child()?.url().startsWith('chrome-error:'), {
            timeout: 10_000,
            what: () => `Chromium's error page in the frame (it shows ${child()?.url()})`,
        });
        assert.equal(await child().locator('img.captcha-img').count(), 0);
    }));
});
