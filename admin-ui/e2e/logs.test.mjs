// Browser test of the logs: an edited role shows in 系统日志 → 操作日志, and 数据日志
// compares its two saved versions with the changed field marked.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, login, screenshot } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const rows = page => page.locator('.aq-crud-list tbody tr');

/** Renames the role with code `code` through the generated role page. */
async function renameRole(page, code, name) {
    const row = rows(page).filter({ hasText: code });
    await row.getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '编辑' });
    await edit.getByLabel('角色名称').fill(name);
    await edit.getByRole('button', { name: '确定' }).click();
    await edit.waitFor({ state: 'detached' });
    await rows(page).filter({ hasText: name }).waitFor();
}

describe('系统日志 and 数据日志', () => {
    test('admin edits a role, finds the edit in 操作日志 and compares its versions', withPage('logs', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await page.goto('/isystem/roleUserList');
        await rows(page).filter({ hasText: 'engineer' }).waitFor();
        await renameRole(page, 'engineer', '日志测试角色一');
        await renameRole(page, 'engineer', '日志测试角色二');

        await page.goto('/isystem/log');
        await page.getByRole('table', { name: '登录日志' }).getByText(/登录成功/).first().waitFor();
        await page.getByRole('tab', { name: '操作日志' }).click();
        const ops = page.getByRole('table', { name: '操作日志' });
        const edit = ops.locator('tbody tr', { hasText: '角色-编辑' }).first();
        await edit.waitFor();
        await edit.getByText('修改').waitFor();
        assert.match(await edit.innerText(), /admin/);
        // only edits when filtered by 操作类型 修改
        await page.getByLabel('操作类型').click();
        await page.getByRole('option', { name: '修改' }).click();
        await page.getByRole('button', { name: '查询' }).click();
        await ops.locator('tbody tr', { hasText: '角色-添加' }).waitFor({ state: 'detached' });
        await screenshot(page, 'logs-operation');

        await page.goto('/isystem/dataLog');
        const search = page.getByRole('search');
        await search.getByLabel('表名').fill('sys_role');
        await search.getByRole('button', { name: '查询' }).click();
        const table = page.getByRole('table', { name: '数据日志' });
        const versions = table.locator('tbody tr', { hasText: '日志测试角色' });
        await versions.nth(1).waitFor();
        await versions.nth(0).getByRole('checkbox').check();
        await versions.nth(1).getByRole('checkbox').check();
        await page.getByRole('button', { name: '数据比较' }).click();
        const dialog = page.getByRole('dialog', { name: '数据比较' });
        const changed = dialog.locator('tr[data-changed="true"]', { hasText: '角色名称' });
        await changed.waitFor();
        assert.match(await changed.innerText(), /日志测试角色一[\s\S]*日志测试角色二/);
        assert.equal(await dialog.locator('tr[data-changed="true"]', { hasText: '角色编码' }).count(), 0);
        await screenshot(page, 'logs-compare');
        await dialog.getByRole('button', { name: '关闭' }).click();
        await dialog.waitFor({ state: 'detached' });
    }));
});
