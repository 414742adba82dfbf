// Browser test of the demo roles (docs/roles.md): the contractor reads the owner's money but
// is offered no way to write it — 拨款管理 shows him no 新增 / 导入 / 批量删除 and no row's 编辑 /
// 删除, where the owner has them; the supervisor gets no 删除 on a 已闭环 hidden danger (nor on
// one waiting for 复查), only on those still 待整改, while the admin may delete any.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, login, logout, sideMenu } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const rows = page => page.locator('.aq-crud-list tbody tr');
const toolbar = page => page.locator('.aq-crud-toolbar');

async function signIn(page, username, password = 'engineer123') {
    await logout(page).catch(() => {});
    await login(page, username, password);
    await page.waitForURL('**/dashboard/analysis');
}

/** Opens a page through the side menu, as a user would. */
async function open(page, group, item, url) {
    const link = sideMenu(page).getByText(item, { exact: true });
    await sideMenu(page).getByText(group, { exact: true }).waitFor();
    if (!(await link.isVisible())) await sideMenu(page).getByText(group, { exact: true }).click();
    await link.click();
    await page.waitForURL(`**${url}`);
    await rows(page).first().waitFor();
}

/** Narrows the danger list to the demo's closed ones (洞口边坡, 已闭环 in every section). */
async function closedDangers(page) {
    await page.locator('.aq-crud-list').getByLabel('隐患部位').fill('洞口边坡');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await rows(page).filter({ hasNotText: '洞口边坡' }).first().waitFor({ state: 'detached' });
    await rows(page).first().waitFor();
    assert.equal(await rows(page).filter({ hasNotText: '已闭环' }).count(), 0, 'only closed dangers are listed');
}

const count = (scope, name) => scope.getByRole('button', { name, exact: true }).count();

describe('demo roles', () => {
    test('the contractor reads 拨款管理 without a write button; the owner writes it', withPage('roles-money', async page => {
        await signIn(page, 'contractor');
        await open(page, '结算管理', '拨款管理', '/settle/cmisAppropriation');
        await toolbar(page).getByRole('button', { name: '导出', exact: true }).waitFor();
        for (const name of ['新增', '导入', '批量删除']) assert.equal(await count(toolbar(page), name), 0, `no ${name}`);
        const row = rows(page).first();
        await row.getByRole('button', { name: '详情', exact: true }).waitFor();
        for (const name of ['编辑', '删除']) assert.equal(await count(row, name), 0, `no row ${name}`);
        assert.equal(await page.locator('.aq-crud-row-actions').getByRole('button', { name: /编辑|删除/ }).count(), 0, 'on no row');

        await signIn(page, 'owner');
        await open(page, '结算管理', '拨款管理', '/settle/cmisAppropriation');
        for (const name of ['新增', '导出', '导入', '批量删除']) await toolbar(page).getByRole('button', { name, exact: true }).waitFor();
        await rows(page).first().getByRole('button', { name: '删除', exact: true }).waitFor();
    }));

    test('the supervisor has no 删除 on a 已闭环 hidden danger; the admin has', withPage('roles-danger', async page => {
        await signIn(page, 'supervisor');
        await open(page, '安全管理', '隐患排查', '/safety/cmisHiddenDanger');
        // on the unfiltered first page: 删除 while 待整改, none once 待复查
        const open_ = rows(page).filter({ hasText: '待整改' }).first();
        await open_.getByRole('button', { name: '删除', exact: true }).waitFor();
        const review = rows(page).filter({ hasText: '待复查' }).first();
        await review.getByRole('button', { name: '复查通过', exact: true }).waitFor();
        assert.equal(await count(review, '删除'), 0, 'no 删除 on 待复查');
        await closedDangers(page);
        const closed = rows(page);
        assert.equal(await closed.count(), 2, 'the closed danger of each of his two sections');
        for (const row of await closed.all()) {
            await row.getByRole('button', { name: '详情', exact: true }).waitFor();
            assert.equal(await count(row, '删除'), 0, 'no 删除 on 已闭环');
            assert.equal(await count(row, '编辑'), 0, 'no 编辑 on 已闭环');
        }

        await signIn(page, 'admin', 'admin123');
        await open(page, '安全管理', '隐患排查', '/safety/cmisHiddenDanger');
        await closedDangers(page);
        await rows(page).first().getByRole('button', { name: '删除', exact: true }).waitFor();
    }));
});
