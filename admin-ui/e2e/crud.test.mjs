// Browser tests of the generated CRUD pages (components/Crud) against the real server.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { login, newPage, screenshot, startBrowser, startServer } from './harness.mjs';

let server;
let browser;

before(async () => {
    server = await startServer();
    browser = await startBrowser();
});

after(async () => {
    await browser?.close();
    await server?.stop();
});

const withPage = (name, fn, viewport) => async () => {
    const { context, page } = await newPage(browser, server.base, viewport);
    try {
        await fn(page);
    } catch (e) {
        await screenshot(page, `failure-${name}`).catch(() => {});
        throw e;
    } finally {
        await context.close();
    }
};

const sideMenu = page => page.locator('aside.aq-sider nav');
const list = page => page.locator('.aq-crud-list');
const toolbar = page => page.locator('.aq-crud-toolbar');
const rows = page => list(page).locator('tbody tr');

async function openMenu(page, group, item) {
    await sideMenu(page).getByText(group, { exact: true }).click();
    await sideMenu(page).getByText(item, { exact: true }).click();
}

describe('generated CRUD pages', () => {
    test('admin adds, finds, edits, exports and deletes a role', withPage('crud-role', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await openMenu(page, '系统管理', '角色管理');
        await page.waitForURL('**/isystem/roleUserList');
        await rows(page).filter({ hasText: 'admin' }).first().waitFor();
        await list(page).getByText(/共\d+条/).waitFor();

        // add: the empty required field is reported first, then a taken code
        await toolbar(page).getByRole('button', { name: '新增' }).click();
        const add = page.getByRole('dialog', { name: '新增' });
        await add.getByRole('button', { name: '确定' }).click();
        await add.getByText('请输入角色名称!').waitFor();
        await add.getByLabel('角色编码').fill('admin');
        await add.getByText('该值不可用，系统中已存在！').waitFor();
        await add.getByLabel('角色名称').fill('端到端角色');
        await add.getByLabel('角色编码').fill('e2e_role');
        await add.getByText('该值不可用，系统中已存在！').waitFor({ state: 'detached' });
        await add.getByLabel('描述').fill('浏览器测试创建');
        await add.getByRole('button', { name: '确定' }).click();
        await add.waitFor({ state: 'detached' });
        await rows(page).filter({ hasText: 'e2e_role' }).waitFor();

        // find it through the filter (Enter runs the query)
        const search = page.getByRole('search');
        await search.getByLabel('角色名称').fill('端到端');
        await search.getByLabel('角色名称').press('Enter');
        await list(page).getByText('1-1 共1条').waitFor();
        assert.equal(await rows(page).count(), 1);
        const row = rows(page).filter({ hasText: 'e2e_role' });

        // edit: the code is read-only on edit
        await row.getByRole('button', { name: '编辑' }).click();
        const edit = page.getByRole('dialog', { name: '编辑' });
        assert.equal(await edit.getByLabel('角色编码').isDisabled(), true);
        assert.equal(await edit.getByLabel('角色名称').inputValue(), '端到端角色');
        await edit.getByLabel('角色名称').fill('端到端角色改');
        await edit.getByRole('button', { name: '确定' }).click();
        await edit.waitFor({ state: 'detached' });
        await rows(page).filter({ hasText: '端到端角色改' }).waitFor();

        // detail is read-only
        await rows(page).first().getByRole('button', { name: '详情' }).click();
        const show = page.getByRole('dialog', { name: '详情' });
        assert.equal(await show.getByRole('button', { name: '确定' }).isDisabled(), true);
        assert.equal(await show.getByLabel('角色名称').isDisabled(), true);
        await show.getByRole('button', { name: '关闭' }).click();
        await show.waitFor({ state: 'detached' });

        // export the selected row
        await rows(page).first().getByRole('checkbox').check();
        await list(page).getByText('已选择 1 项').waitFor();
        const [download] = await Promise.all([
            page.waitForEvent('download'),
            toolbar(page).getByRole('button', { name: '导出' }).click(),
        ]);
        assert.equal(download.suggestedFilename(), '角色.xlsx');
        assert.ok((await download.path()) !== null);
        await screenshot(page, 'crud-role-list');

        // delete with the confirmation
        await rows(page).filter({ hasText: 'e2e_role' }).getByRole('button', { name: '删除' }).click();
        const confirm = page.getByRole('dialog').filter({ hasText: '确定删除吗?' });
        await confirm.getByRole('button', { name: '确定' }).click();
        await list(page).getByText('暂无数据').waitFor();
        await list(page).getByText('已选择 0 项').waitFor();

        // 重置 brings the other roles back
        await search.getByRole('button', { name: '重置' }).click();
        await rows(page).filter({ hasText: 'admin' }).first().waitFor();
        assert.equal(await rows(page).filter({ hasText: 'e2e_role' }).count(), 0);
    }));

    test('a user without button codes sees no 新增 on a page it can open', withPage('crud-engineer', async page => {
        await login(page, 'engineer', 'engineer123');
        await page.waitForURL('**/dashboard/analysis');
        await openMenu(page, '系统管理', '部门管理');
        await page.waitForURL('**/isystem/depart');
        await rows(page).first().getByRole('button', { name: '详情' }).waitFor();
        for (const name of ['新增', '导出', '导入', '批量删除']) {
            assert.equal(await toolbar(page).getByRole('button', { name }).count(), 0, name);
        }
        assert.equal(await list(page).getByRole('button', { name: '编辑' }).count(), 0);
        assert.equal(await list(page).getByRole('button', { name: '删除' }).count(), 0);
    }));

    test('on a phone the table scrolls sideways and the form is full screen', withPage('crud-mobile', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await page.goto('/isystem/roleUserList');
        await rows(page).first().waitFor();
        const scroll = await list(page).locator('.MuiTableContainer-root').evaluate(el => [el.scrollWidth, el.clientWidth]);
        assert.ok(scroll[0] > scroll[1], `table wider than its container: ${scroll}`);
        await toolbar(page).getByRole('button', { name: '新增' }).click();
        const box = await page.getByRole('dialog', { name: '新增' }).boundingBox();
        assert.equal(Math.round(box.width), 390);
    }, { width: 390, height: 844 }));
});
