// Browser tests of user administration: an admin's password reset and the recycle bin.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, login, newPage } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const userRow = (page, username) => page.locator('.aq-crud-list tbody tr').filter({ hasText: username });

async function openUsers(page) {
    await login(page, 'admin', 'admin123');
    await page.waitForURL('**/dashboard/analysis');
    await page.goto('/isystem/user');
    await userRow(page, 'zhangsan').waitFor();
}

describe('user administration', () => {
    test('an admin resets a password and the user logs in with it', withPage('pwd-reset', async page => {
        await openUsers(page);
        // engineer has one department: no department choice after login
        await userRow(page, 'engineer').getByRole('button', { name: '密码', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: '重新设置密码' });
        await dialog.getByLabel('新密码').fill('short');
        await dialog.getByLabel('确认密码').fill('short');
        await dialog.getByRole('button', { name: '确定' }).click();
        await dialog.getByText('密码由8位数字、大小写字母组成!').waitFor();
        await dialog.getByLabel('新密码').fill('Reset2024ok');
        await dialog.getByLabel('确认密码').fill('Reset2024ok');
        await dialog.getByRole('button', { name: '确定' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.getByText('密码修改成功!').waitFor();

        const other = await newPage(env.browser, env.server.base);
        try {
            await login(other.page, 'engineer', 'engineer123');
            await other.page.getByText('用户名或密码错误').waitFor();
            await login(other.page, 'engineer', 'Reset2024ok');
            await other.page.waitForURL('**/dashboard/analysis');
            assert.match(other.page.url(), /dashboard\/analysis/);
        } finally {
            await other.context.close();
        }
    }));

    test('a deleted user is found in 回收站 and restored', withPage('recycle-bin', async page => {
        await openUsers(page);
        await userRow(page, 'supervisor').getByRole('button', { name: '删除', exact: true }).click();
        await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
        await userRow(page, 'supervisor').waitFor({ state: 'detached' });

        await page.locator('.aq-crud-toolbar').getByRole('button', { name: '回收站' }).click();
        const bin = page.getByRole('dialog', { name: '用户回收站' });
        const row = bin.locator('tbody tr').filter({ hasText: 'supervisor' });
        await row.getByRole('button', { name: '还原', exact: true }).click();
        const confirm = page.getByRole('dialog', { name: '恢复用户' });
        await confirm.getByText('您确定要恢复这 1 个用户吗？').waitFor();
        await confirm.getByRole('button', { name: '确定' }).click();
        await row.waitFor({ state: 'detached' });
        await bin.getByText('回收站是空的').waitFor();
        await bin.getByRole('button', { name: '关闭' }).click();
        await bin.waitFor({ state: 'detached' });
        await userRow(page, 'supervisor').waitFor();
    }));
});
