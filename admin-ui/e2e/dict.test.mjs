// Browser test of 数据字典's 回收站 (JeecgBoot 2.4's DictDeleteList): a deleted dictionary
// comes back with 取回 and goes for good with 彻底删除.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, browserSuite, login, screenshot, openMenu } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const list = page => page.locator('.aq-crud-list');
const toolbar = page => page.locator('.aq-crud-toolbar');
const rows = page => list(page).locator('tbody tr');

const deletedCodes = async page => (await api(page, 'GET', '/sys/dict/deleteList')).map(d => d.dictCode);

describe('数据字典: 回收站', () => {
    test('a deleted dictionary comes back with 取回 and goes for good with 彻底删除', withPage('dict-recycle', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        const code = `e2e_bin_${Date.now().toString(36)}`;
        await api(page, 'POST', '/sys/dict/add', { dictName: '回收站字典', dictCode: code, description: '端到端回收' });

        await openMenu(page, '系统管理', '数据字典');
        // the dashboard stays on screen until the list has loaded: wait for this list before its toolbar
        await page.waitForURL('**/isystem/dict');
        await list(page).getByRole('columnheader', { name: '字典编码' }).waitFor();
        const row = rows(page).filter({ hasText: code });

        // delete through the row's action, with its confirmation
        await row.getByRole('button', { name: '删除', exact: true }).click();
        await page.getByRole('dialog').filter({ hasText: '确定删除吗?' }).getByRole('button', { name: '确定' }).click();
        await row.waitFor({ state: 'detached' });
        assert.ok((await deletedCodes(page)).includes(code), 'the deleted dictionary is in the recycle bin');

        // 回收站 → 取回: it leaves the bin and is back in the list
        await toolbar(page).getByRole('button', { name: '回收站' }).click();
        let bin = page.getByRole('dialog', { name: '字典回收站' });
        let binRow = bin.getByRole('row').filter({ hasText: code });
        await binRow.getByText('回收站字典').waitFor();
        await binRow.getByText('端到端回收').waitFor();
        await screenshot(page, 'dict-recycle-bin');
        await binRow.getByRole('button', { name: '取回' }).click();
        await binRow.waitFor({ state: 'detached' });
        await bin.getByRole('button', { name: '关闭' }).click();
        await bin.waitFor({ state: 'detached' });
        await row.waitFor();
        assert.ok(!(await deletedCodes(page)).includes(code), 'the restored dictionary left the bin');

        // deleted again, then 彻底删除 after the warning
        await row.getByRole('button', { name: '删除', exact: true }).click();
        await page.getByRole('dialog').filter({ hasText: '确定删除吗?' }).getByRole('button', { name: '确定' }).click();
        await row.waitFor({ state: 'detached' });
        await toolbar(page).getByRole('button', { name: '回收站' }).click();
        bin = page.getByRole('dialog', { name: '字典回收站' });
        binRow = bin.getByRole('row').filter({ hasText: code });
        await binRow.getByRole('button', { name: '彻底删除' }).click();
        const confirm = page.getByRole('dialog', { name: '彻底删除字典' });
        await confirm.getByText(/彻底删除后将无法恢复/).waitFor();
        await confirm.getByRole('button', { name: '确定' }).click();
        await binRow.waitFor({ state: 'detached' });
        await bin.getByRole('button', { name: '关闭' }).click();
        await bin.waitFor({ state: 'detached' });

        // gone for good: neither in the bin nor in the list
        assert.ok(!(await deletedCodes(page)).includes(code), 'the purged dictionary is not in the bin');
        const live = await api(page, 'GET', `/sys/dict/list?dictCode=${code}`);
        assert.equal(live.records.length, 0);
        assert.equal(await row.count(), 0);
    }));
});
