// Browser test of a hidden danger handled end to end: the contractor (王承包) reports it in
// 隐患排查, starts and submits the rectification with a photo; the supervisor (李监理) sends it
// back once, then closes it; each sees only his own steps (the schema's state machine), and 编辑 /
// 删除 only while 待整改 (the supervisor's 已闭环 danger has no 删除).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, login, logout, png, sideMenu } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const rows = page => page.locator('.aq-crud-list tbody tr');

async function openDangers(page) {
    const item = sideMenu(page).getByText('隐患排查', { exact: true });
    await sideMenu(page).getByText('安全管理', { exact: true }).waitFor();
    if (!(await item.isVisible())) await sideMenu(page).getByText('安全管理', { exact: true }).click();
    await item.click();
    await page.waitForURL('**/safety/cmisHiddenDanger');
}

async function relogin(page, username) {
    await logout(page);
    await login(page, username, 'engineer123');
    await page.waitForURL('**/dashboard/analysis');
}

describe('隐患排查', () => {
    test('a hidden danger goes from 待整改 to 已闭环 through the contractor and the supervisor', withPage('safety', async page => {
        const place = `E2E配电箱${Date.now() % 100000}`;
        await login(page, 'contractor', 'engineer123');
        await page.waitForURL('**/dashboard/analysis');
        await openDangers(page);
        await rows(page).first().waitFor();

        // 新增: his only section is offered; the status is not his to type.
        await page.locator('.aq-crud-toolbar').getByRole('button', { name: '新增' }).click();
        const form = page.getByRole('dialog', { name: '新增' });
        await form.getByRole('combobox', { name: '标段' }).click();
        await page.getByRole('listbox').getByRole('option', { name: '第一标段', exact: true }).click();
        await form.getByLabel('隐患部位').fill(place);
        await form.getByLabel('隐患描述').fill('配电箱无漏电保护，电缆拖地');
        assert.equal(await form.getByLabel('状态').count(), 0);
        await form.getByRole('button', { name: '确定' }).click();
        await form.waitFor({ state: 'detached' });
        const row = rows(page).filter({ hasText: place });
        await row.getByText('待整改').waitFor();

        await row.getByRole('button', { name: '开始整改' }).click();
        await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
        await row.getByText('整改中').waitFor();
        assert.equal(await row.getByRole('button', { name: '复查通过' }).count(), 0, 'not the contractor\'s step');
        assert.equal(await row.getByRole('button', { name: '编辑' }).count(), 0, 'no edit once rectifying');
        assert.equal(await row.getByRole('button', { name: '删除' }).count(), 0, 'no delete once rectifying');

        await row.getByRole('button', { name: '提交复查' }).click();
        let dialog = page.getByRole('dialog', { name: '提交复查' });
        await dialog.getByLabel(/整改措施/).fill('加装漏电保护器，电缆全部架空');
        await dialog.locator('input[type=file]').setInputFiles({ name: '整改后.png', mimeType: 'image/png', buffer: png(32, 24, [40, 160, 60]) });
        await dialog.getByRole('img').first().waitFor();
        await dialog.getByRole('button', { name: '确定' }).click();
        await dialog.waitFor({ state: 'detached' });
        await row.getByText('待复查').waitFor();

        // The supervisor sends it back once, then closes it.
        await relogin(page, 'supervisor');
        await openDangers(page);
        await row.waitFor();
        assert.equal(await row.getByRole('button', { name: '开始整改' }).count(), 0);
        await row.getByRole('button', { name: '复查不通过' }).click();
        dialog = page.getByRole('dialog', { name: '复查不通过' });
        await dialog.getByLabel(/复查意见/).fill('电缆仍有一段拖地');
        await dialog.getByRole('button', { name: '确定' }).click();
        await dialog.waitFor({ state: 'detached' });
        await row.getByText('整改中').waitFor();

        await relogin(page, 'contractor');
        await openDangers(page);
        await row.getByRole('button', { name: '提交复查' }).click();
        dialog = page.getByRole('dialog', { name: '提交复查' });
        await dialog.getByLabel(/整改措施/).fill('剩余电缆架空，挂牌警示');
        await dialog.locator('input[type=file]').setInputFiles({ name: '复整改.png', mimeType: 'image/png', buffer: png(32, 24, [40, 60, 160]) });
        await dialog.getByRole('img').first().waitFor();
        await dialog.getByRole('button', { name: '确定' }).click();
        await dialog.waitFor({ state: 'detached' });

        await relogin(page, 'supervisor');
        await openDangers(page);
        await row.getByRole('button', { name: '复查通过' }).click();
        dialog = page.getByRole('dialog', { name: '复查通过' });
        await dialog.getByLabel(/复查意见/).fill('整改到位，同意闭环');
        await dialog.getByRole('button', { name: '确定' }).click();
        await dialog.waitFor({ state: 'detached' });
        await row.getByText('已闭环').waitFor();
        assert.equal(await row.getByRole('button', { name: /复查/ }).count(), 0, 'nothing left to do');
        assert.equal(await row.getByRole('button', { name: '删除' }).count(), 0, 'a closed danger is not the supervisor\'s to delete');
        assert.equal(await row.getByRole('button', { name: '编辑' }).count(), 0);
    }));
});
