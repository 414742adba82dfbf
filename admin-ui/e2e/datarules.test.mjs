// Browser test of data rules: admin adds a 本人 rule to 用户管理 in 菜单管理, grants the menu to the
// engineer role in 角色管理 → 授权 (the engineer then sees every user), ticks the rule for the
// role, and the engineer's 用户管理 list narrows to his own row.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, login } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

/** The body rows of the page's list (header rows hold column headers, not cells). */
const listRows = page => page.getByRole('row').filter({ has: page.getByRole('cell') });

async function loginAs(page, user, password) {
    await page.context().clearCookies();
    await page.goto('/user/login');
    await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
    });
    await login(page, user, password);
    await page.waitForURL('**/dashboard/analysis');
}

/** The rows (as text) the engineer sees in 用户管理. */
async function engineerSees(page) {
    await loginAs(page, 'engineer', 'engineer123');
    await page.goto('/isystem/user');
    await listRows(page).filter({ hasText: 'engineer' }).first().waitFor();
    return listRows(page).allInnerTexts();
}

/** Picks an option of an MUI select by its label. */
async function choose(dialog, label, option) {
    await dialog.getByRole('combobox', { name: new RegExp(label) }).click();
    await dialog.page().getByRole('option', { name: option, exact: true }).click();
}

describe('数据规则', () => {
    test('a 本人 rule ticked for a role in 授权 narrows its user\'s 用户管理 list', withPage('datarules', async page => {
        // 1. 菜单管理: the rule on 用户管理.
        await loginAs(page, 'admin', 'admin123');
        await page.goto('/isystem/permission');
        await page.getByRole('button', { name: '展开 系统管理' }).click();
        const userMenu = page.getByRole('row').filter({ has: page.getByText('用户管理', { exact: true }) });
        await userMenu.getByRole('button', { name: '数据规则' }).click();
        const ruleDrawer = page.getByRole('dialog', { name: '数据规则：用户管理' });
        await ruleDrawer.getByText('暂无数据').waitFor();
        await ruleDrawer.getByRole('button', { name: '新增' }).click();
        const form = page.getByRole('dialog', { name: '新增' });
        await form.getByRole('textbox', { name: '规则名称' }).fill('本人');
        await form.getByRole('textbox', { name: '规则字段' }).fill('username');
        await choose(form, '条件规则', '等于');
        await form.getByRole('textbox', { name: '规则值' }).fill('#{sys_user_code}');
        await choose(form, '状态', '有效');
        await form.getByRole('button', { name: '确定' }).click();
        await form.waitFor({ state: 'detached' });
        const ruleRow = ruleDrawer.getByRole('row').filter({ hasText: '本人' });
        await ruleRow.waitFor();
        assert.deepEqual(
            (await ruleRow.getByRole('cell').allInnerTexts()).slice(0, 5),
            ['本人', 'username', '等于', '#{sys_user_code}', '有效']
        );
        await ruleDrawer.getByRole('button', { name: '关闭' }).click();
        await ruleDrawer.waitFor({ state: 'detached' });

        // 2. 角色管理 → 授权: 用户管理 for engineer, without a rule first.
        const openAuth = async () => {
            await page.goto('/isystem/roleUserList');
            await page.getByRole('row').filter({ hasText: 'engineer' }).getByRole('button', { name: '授权' }).click();
            const drawer = page.getByRole('dialog', { name: /角色权限配置/ });
            await drawer.getByRole('tree', { name: '菜单权限' }).waitFor();
            return drawer;
        };
        let drawer = await openAuth();
        const users = drawer.getByRole('tree', { name: '菜单权限' }).getByRole('checkbox', { name: '用户管理', exact: true });
        assert.equal(await users.isChecked(), false);
        await users.check();
        await drawer.getByRole('button', { name: '保存并关闭' }).click();
        await page.getByText('保存成功！', { exact: true }).waitFor();
        await drawer.waitFor({ state: 'detached' });

        const before = await engineerSees(page);
        assert.ok(before.length > 1, `without a rule the engineer sees every user, got ${before.length}`);
        assert.ok(before.some(row => row.includes('zhangsan')), 'zhangsan is listed without a rule');

        // 3. The rule ticked for the role.
        await loginAs(page, 'admin', 'admin123');
        drawer = await openAuth();
        assert.equal(await users.isChecked(), true);
        await drawer.getByRole('button', { name: '数据规则 用户管理' }).click();
        const panel = drawer.getByRole('region', { name: '数据规则：用户管理' });
        const own = panel.getByRole('checkbox', { name: '本人' });
        assert.equal(await own.isChecked(), false);
        await own.check();
        await panel.getByRole('button', { name: '保存规则' }).click();
        await page.getByText('保存成功!', { exact: true }).waitFor();
        await drawer.getByRole('button', { name: '取消', exact: true }).click();
        await drawer.waitFor({ state: 'detached' });

        const after = await engineerSees(page);
        assert.equal(after.length, 1, `with 本人 the engineer sees only himself, got ${after.join(' | ')}`);
        assert.match(after[0], /engineer/);
    }));
});
