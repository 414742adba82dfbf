// Browser test of 系统通告: admin writes an announcement for 指定用户 (picked in the user picker),
// releases it from its row and it shows as 已发布 with 撤销 offered; the engineer's bell list
// (listByUser) has it, the admin's does not.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, login, screenshot, storageValue } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const rows = page => page.locator('.aq-crud-list tbody tr');

/** GET a JSON envelope with a user's session (a fresh login through the API). */
async function bellOf(username, password) {
    const base = `${env.server.base}/jeecg-boot`;
    const key = Date.now();
    await fetch(`${base}/sys/randomImage/${key}`);
    const login = await (
        await fetch(`${base}/sys/login`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ username, password, captcha: '1234', checkKey: key }),
        })
    ).json();
    assert.ok(login.success, login.message);
    const res = await (await fetch(`${base}/sys/annountCement/listByUser`, { headers: { 'X-Access-Token': login.result.token } })).json();
    assert.ok(res.success, res.message);
    return res.result;
}

describe('系统通告', () => {
    test('admin releases an announcement for 指定用户 and it shows as 已发布', withPage('announcements', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        assert.ok(await storageValue(page, 'pro__Access-Token'));
        await page.goto('/isystem/annountCement');
        await page.getByRole('button', { name: '新增' }).click();
        const add = page.getByRole('dialog', { name: '新增' });
        await add.getByLabel('标题').fill('e2e 停水通知');
        await add.getByRole('radio', { name: '高', exact: true }).check();
        await add.getByRole('radio', { name: '指定用户' }).check();
        await add.getByRole('button', { name: '选择指定用户' }).click();
        const picker = page.getByRole('dialog', { name: '选择指定用户' });
        await picker.getByRole('checkbox', { name: /engineer/ }).check();
        await picker.getByRole('button', { name: '确定' }).click();
        await picker.waitFor({ state: 'detached' });
        assert.equal(await add.getByRole('textbox', { name: '指定用户', exact: true }).inputValue(), '李工程师');
        await screenshot(page, 'announcements-form');
        await add.getByRole('button', { name: '确定' }).click();
        await add.waitFor({ state: 'detached' });

        const row = rows(page).filter({ hasText: 'e2e 停水通知' });
        await row.getByText('未发布').waitFor();
        await row.getByRole('button', { name: '发布' }).click();
        await page.getByRole('dialog').filter({ hasText: '确定要发布吗?' }).getByRole('button', { name: '确定' }).click();
        await row.getByText('已发布').waitFor();
        await row.getByRole('button', { name: '撤销' }).waitFor();
        assert.equal(await row.getByRole('button', { name: '发布' }).count(), 0);
        await screenshot(page, 'announcements-released');

        const engineer = await bellOf('engineer', 'engineer123');
        assert.ok(engineer.anntMsgList.some(a => a.titile === 'e2e 停水通知'), 'the engineer has it');
        const admin = await bellOf('admin', 'admin123');
        assert.ok(!admin.anntMsgList.some(a => a.titile === 'e2e 停水通知'), 'the admin was not chosen');
    }));
});
