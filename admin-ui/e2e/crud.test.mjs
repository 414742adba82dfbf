// Browser tests of the generated CRUD pages (components/Crud) against the real server.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { browserSuite, login, newPage, screenshot, openMenu, sideMenu } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const list = page => page.locator('.aq-crud-list');
const toolbar = page => page.locator('.aq-crud-toolbar');
const rows = page => list(page).locator('tbody tr');

/** Ticks options of a multiple select in `scope`, then closes its menu. */
async function pick(page, scope, label, options) {
    await scope.getByRole('combobox', { name: label }).click();
    const listbox = page.getByRole('listbox');
    for (const name of options) await listbox.getByRole('option', { name, exact: true }).click();
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'detached' });
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
        const saved = await readFile(await download.path());
        assert.equal(saved.subarray(0, 2).toString(), 'PK', 'an xlsx is a zip');
        await screenshot(page, 'crud-role-list');

        // the import takes what the export writes, and says so
        await toolbar(page).getByRole('button', { name: '导入' }).click();
        const imp = page.getByRole('dialog', { name: '导入EXCEL' });
        await imp.getByText('支持 .xls、.xlsx 格式').waitFor();
        assert.equal(await imp.getByTestId('import-files').getAttribute('accept'), '.xls,.xlsx');
        await imp.getByRole('button', { name: '关闭' }).click();
        await imp.waitFor({ state: 'detached' });

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

    test('admin imports users from an Excel 97–2003 (.xls) file', withPage('crud-import-xls', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await openMenu(page, '系统管理', '用户管理');
        await page.waitForURL('**/isystem/user');
        await toolbar(page).getByRole('button', { name: '导入' }).click();
        const imp = page.getByRole('dialog', { name: '导入EXCEL' });
        await imp.getByTestId('import-files').setInputFiles({
            name: '用户.xls',
            mimeType: 'application/vnd.ms-excel',
            buffer: await readFile(new URL('../../server/excel/testdata/users.xls', import.meta.url)),
        });
        await imp.getByText('用户.xls').waitFor();
        await imp.getByRole('button', { name: '开始上传' }).click();
        await imp.getByText('共2行数据全部导入成功！').waitFor();
        await imp.getByRole('button', { name: '完成' }).click();
        await imp.waitFor({ state: 'detached' });
        const search = page.getByRole('search');
        await search.getByLabel('用户账号').fill('wangwu');
        await search.getByLabel('用户账号').press('Enter');
        const row = rows(page).filter({ hasText: 'wangwu' });
        await row.waitFor();
        assert.match(await row.innerText(), /王五[\s\S]*男/);
    }));

    test('admin adds a user with a role and a department, the user sees that role’s menus, admin freezes it', async () => {
        const admin = await newPage(env.browser, env.server.base);
        const user = await newPage(env.browser, env.server.base);
        const page = admin.page;
        try {
            await login(page, 'admin', 'admin123');
            await page.waitForURL('**/dashboard/analysis');
            await openMenu(page, '系统管理', '用户管理');
            await page.waitForURL('**/isystem/user');
            await rows(page).filter({ hasText: 'engineer' }).first().waitFor();

            await toolbar(page).getByRole('button', { name: '新增' }).click();
            const add = page.getByRole('dialog', { name: '新增' });
            await add.getByLabel('用户账号').fill('e2e_user');
            await add.getByLabel('用户姓名').fill('端到端用户');
            await add.getByLabel('登录密码').fill('abcdefgh');
            await add.getByText('密码由8位数字、大小写字母组成!').waitFor();
            await add.getByLabel('登录密码').fill('Passw0rd1');
            await add.getByLabel('确认密码').fill('Passw0rd2');
            await add.getByText('两次输入的密码不一样！').waitFor();
            await add.getByLabel('确认密码').fill('Passw0rd1');
            await add.getByText('两次输入的密码不一样！').waitFor({ state: 'detached' });
            await pick(page, add, '角色分配', ['工程技术员']);
            // 部门分配 through the department picker: search the tree, tick, confirm
            await add.getByRole('button', { name: '选择部门分配' }).click();
            const departs = page.getByRole('dialog', { name: '选择部门分配' });
            await departs.getByRole('checkbox', { name: '工程技术部' }).check();
            await departs.getByRole('button', { name: '确定' }).click();
            await departs.waitFor({ state: 'detached' });
            assert.equal(await add.getByRole('textbox', { name: '部门分配' }).inputValue(), '工程技术部');
            await add.getByRole('button', { name: '确定' }).click();
            await add.waitFor({ state: 'detached' });
            const row = rows(page).filter({ hasText: 'e2e_user' });
            await row.getByText('正常').waitFor();

            // the edit form starts from the saved role and department
            await row.getByRole('button', { name: '编辑' }).click();
            const edit = page.getByRole('dialog', { name: '编辑' });
            await edit.getByRole('combobox', { name: '角色分配' }).filter({ hasText: '工程技术员' }).waitFor();
            const shown = edit.getByRole('textbox', { name: '部门分配' });
            await shown.waitFor();
            await page.waitForFunction(el => el.value === '工程技术部', await shown.elementHandle());
            await screenshot(page, 'crud-user-edit');
            await edit.getByRole('button', { name: '取消' }).click();
            await edit.waitFor({ state: 'detached' });

            // the new user, in a browser of its own, gets the role's menus only
            await login(user.page, 'e2e_user', 'Passw0rd1');
            await user.page.waitForURL('**/dashboard/analysis');
            await sideMenu(user.page).getByText('系统管理', { exact: true }).click();
            await sideMenu(user.page).getByText('部门管理', { exact: true }).waitFor();
            assert.equal(await sideMenu(user.page).getByText('用户管理', { exact: true }).count(), 0);
            assert.equal(await sideMenu(user.page).getByText('角色管理', { exact: true }).count(), 0);

            // 冻结 after confirming: the status shows it, 解冻 replaces 冻结, and the user cannot log in
            await row.getByRole('button', { name: '冻结' }).click();
            const confirm = page.getByRole('dialog').filter({ hasText: '确定冻结吗?' });
            await confirm.getByRole('button', { name: '确定' }).click();
            await row.getByText('冻结', { exact: true }).waitFor();
            await row.getByRole('button', { name: '解冻' }).waitFor();
            // freezing ended the user's session; logging in again is refused
            await user.page.reload();
            const expired = user.page.getByRole('dialog').filter({ hasText: '登录已过期' });
            await expired.getByRole('button', { name: '重新登录' }).click();
            await user.page.waitForURL('**/user/login**');
            await login(user.page, 'e2e_user', 'Passw0rd1');
            await user.page.locator('.aq-notice', { hasText: '该用户已冻结' }).waitFor();
        } catch (e) {
            await screenshot(page, 'failure-crud-user').catch(() => {});
            await screenshot(user.page, 'failure-crud-user-login').catch(() => {});
            throw e;
        } finally {
            await admin.context.close();
            await user.context.close();
        }
    });

    test('admin adds a dictionary and an item in 字典配置', withPage('crud-dict', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await openMenu(page, '系统管理', '数据字典');
        await page.waitForURL('**/isystem/dict');
        await rows(page).first().waitFor();

        await toolbar(page).getByRole('button', { name: '新增' }).click();
        const add = page.getByRole('dialog', { name: '新增' });
        await add.getByLabel('字典名称').fill('端到端字典');
        await add.getByLabel('字典编码').fill('e2e_dict');
        await add.getByRole('button', { name: '确定' }).click();
        await add.waitFor({ state: 'detached' });
        const row = rows(page).filter({ hasText: 'e2e_dict' });

        await row.getByRole('button', { name: '字典配置' }).click();
        const drawer = page.getByRole('dialog', { name: '字典列表' });
        await drawer.getByText('端到端字典（e2e_dict）').waitFor();
        await drawer.getByText('暂无数据').waitFor();
        await drawer.getByRole('button', { name: '新增' }).click();
        const item = page.getByRole('dialog', { name: '新增' });
        await item.getByLabel('名称').fill('选项一');
        await item.getByLabel('数据值').fill('one');
        await item.getByLabel('排序').fill('1');
        await item.getByRole('radio', { name: '启用', exact: true }).check();
        await item.getByRole('button', { name: '确定' }).click();
        await item.waitFor({ state: 'detached' });
        const itemRow = drawer.locator('tbody tr').filter({ hasText: '选项一' });
        await itemRow.getByText('one', { exact: true }).waitFor();
        await itemRow.getByText('启用', { exact: true }).waitFor();
        await screenshot(page, 'crud-dict-items');

        // the item belongs to that dictionary only
        await drawer.getByRole('button', { name: '关闭' }).click();
        await drawer.waitFor({ state: 'detached' });
        const search = page.getByRole('search');
        await search.getByLabel('字典编码').fill('sex');
        await search.getByLabel('字典编码').press('Enter');
        await list(page).getByText('1-1 共1条').waitFor();
        await rows(page).filter({ hasText: 'sex' }).getByRole('button', { name: '字典配置' }).click();
        await drawer.getByText('性别（sex）').waitFor();
        await drawer.locator('tbody tr').filter({ hasText: '男' }).first().waitFor();
        assert.equal(await drawer.getByText('选项一').count(), 0);
    }));

    test('a user without button codes sees no 新增 on a page it can open', withPage('crud-engineer', async page => {
        await login(page, 'engineer', 'engineer123');
        await page.waitForURL('**/dashboard/analysis');
        await openMenu(page, '系统管理', '部门管理');
        await page.waitForURL('**/isystem/depart');
        // the department tree table (resources/sysDepart/List.tsx) shows no write action
        await page.getByText('工程技术部', { exact: true }).waitFor();
        for (const name of ['新增', '导出', '导入', '批量删除', '添加下级', '编辑', '删除']) {
            assert.equal(await page.getByRole('button', { name, exact: true }).count(), 0, name);
        }
    }));

    test('on a phone the rows are cards within the screen and the form is full screen', withPage('crud-mobile', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await page.goto('/isystem/roleUserList');
        await list(page).locator('.aq-crud-card').first().waitFor();
        assert.equal(await list(page).getAttribute('data-view'), 'cards');
        const wide = await page.evaluate(() => {
            const c = document.querySelector('.aq-content');
            return [c.scrollWidth, c.clientWidth];
        });
        assert.ok(wide[0] <= wide[1] + 1, `content wider than the screen: ${wide}`);
        await toolbar(page).getByRole('button', { name: '新增' }).click();
        const box = await page.getByRole('dialog', { name: '新增' }).boundingBox();
        assert.equal(Math.round(box.width), 390);
    }, { width: 390, height: 844 }));
});
