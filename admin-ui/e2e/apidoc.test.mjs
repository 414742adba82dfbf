// Browser test of 接口文档 (<base>/doc.html): the admin opens it from 系统监控 and reads the reference
// of every route (swagger-ui bundled into this build: no request leaves the server, the
// Content-Security-Policy refuses nothing); a filter finds a hand-written route with its summary and
// its reply's fields; a signed-in contractor and a visitor without a session see why it stays empty.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, login, openMenu, screenshot, waitUntil } from './harness.mjs';

const env = browserSuite();

/** Notes requests off this server and CSP refusals. */
function watch(page, base) {
    const seen = { outside: [], refused: [] };
    page.on('request', r => {
        const u = r.url();
        if (!u.startsWith(base) && !u.startsWith('data:') && !u.startsWith('blob:')) seen.outside.push(u);
    });
    page.on('console', m => /Content Security Policy|Refused to/i.test(m.text()) && seen.refused.push(m.text()));
    return seen;
}

const signIn = async (page, user, password) => {
    await login(page, user, password);
    await page.waitForURL(u => !u.pathname.startsWith('/user/login'));
};

describe('接口文档', () => {
    test(
        'the admin opens it from 系统监控 and finds a route, offline',
        env.withPage('apidoc-admin', async page => {
            await signIn(page, 'admin', 'admin123');
            const seen = watch(page, env.server.base);
            await openMenu(page, '系统监控', '接口文档');
            const frame = page.locator('iframe').first();
            await frame.waitFor();
            assert.equal(new URL(await frame.getAttribute('src'), env.server.base).pathname, '/jeecg-boot/doc.html');
            assert.ok(!(await frame.getAttribute('src')).includes('token'), 'no session in the address');
            const doc = page.frameLocator('iframe').first();
            await doc.locator('.swagger-ui .info .title').waitFor();
            assert.ok((await doc.locator('.opblock-tag').count()) > 20, 'the routes grouped by tag');
            assert.equal(await doc.locator('#apidoc-status').isHidden(), true);

            // the critical path (a hand-written route) under its tag, found by the filter, shows its reply's fields
            const spec = await page.evaluate(async () => {
                const token = JSON.parse(localStorage.getItem('pro__Access-Token')).value;
                return (await fetch('/jeecg-boot/v2/api-docs', { headers: { 'X-Access-Token': token } })).json();
            });
            const op = spec.paths['/progress/cmisProgressPlan/criticalPath'].get;
            assert.equal(op.summary, '进度计划关键路径（所见计划按计划类型、标段、期间）');
            assert.equal(op.tags[0], '进度计划', "a hand-written route under its resource's tag");
            // the filter finds the tag among the routes
            await doc.getByPlaceholder(/filter/i).fill('进度计划');
            await doc.locator('.opblock-tag', { hasText: '进度计划' }).first().waitFor();
            await waitUntil(async () => (await doc.locator('.opblock-tag', { hasText: '用户' }).count()) === 0, { what: 'the other tags filtered out' });
            // a deep link opens the operation (swagger-ui breaks paths with zero-width spaces: found by its id)
            await page.goto(`/jeecg-boot/doc.html#/${encodeURIComponent(op.tags[0])}/get_progress_cmisProgressPlan_criticalPath`);
            const critical = page.locator(`[id="operations-${op.tags[0]}-get_progress_cmisProgressPlan_criticalPath"]`);
            await critical.getByText(op.summary).waitFor();
            const responses = critical.locator('.responses-wrapper');
            await responses.getByText(/"chain"/).first().waitFor();
            assert.match(await responses.innerText(), /"duration"[\s\S]*"tasks"/, "the reply's fields, from the Go type");
            await screenshot(page, 'apidoc-admin');
            assert.deepEqual(seen.outside, [], 'no request leaves the server');
            assert.deepEqual(seen.refused, [], 'no CSP refusal');
        }),
    );

    test(
        'a contractor and a visitor without a session are told why',
        env.withPage('apidoc-refused', async page => {
            await page.goto('/jeecg-boot/doc.html');
            await page.getByRole('status').filter({ hasText: '请先登录管理后台，再打开接口文档。' }).waitFor();
            await signIn(page, 'contractor', 'engineer123');
            await page.goto('/jeecg-boot/doc.html');
            const status = page.getByRole('status');
            await status.filter({ hasText: '无法打开接口文档：' }).waitFor();
            assert.equal(await page.locator('.opblock-tag').count(), 0, 'no route shown');
        }),
    );
});
