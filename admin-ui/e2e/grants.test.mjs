// Browser test of role authorisation: admin opens 角色管理 → 授权 on a role, ticks a menu and
// saves; a user of that role logs in and finds the menu in his side menu.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, login, logout, sideMenu } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const rows = page => page.locator('.aq-crud-list tbody tr');

/** Opens 授权 on a role's row and waits for its menu tree; returns the drawer and the tree. */
async function openAuth(page, row) {
    await row.getByRole('button', { name: '授权' }).click();
    const drawer = page.getByRole('dialog', { name: /角色权限配置/ });
    const tree = drawer.getByRole('tree', { name: '菜单权限' });
    await tree.waitFor();
    return { drawer, tree };
}

describe('角色授权', () => {
    test('a menu granted in the 授权 drawer shows for the role\'s user', withPage('grants', async page => {
        await login(page, 'engineer', 'engineer123');
        await page.waitForURL('**/dashboard/analysis');
        await sideMenu(page).getByText('系统管理', { exact: true }).click();
        await sideMenu(page).getByText('部门管理', { exact: true }).waitFor();
        assert.equal(await sideMenu(page).getByText('数据字典', { exact: true }).count(), 0);
        await logout(page);

        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await page.goto('/isystem/roleUserList');
        const row = rows(page).filter({ hasText: 'engineer' });
        const { drawer, tree } = await openAuth(page, row);
        const dict = tree.getByRole('checkbox', { name: '数据字典', exact: true });
        assert.equal(await dict.isChecked(), false);
        // The role's 部门管理 shows ticked, or half-ticked when some of its buttons are not granted.
        const depart = tree.getByRole('checkbox', { name: '部门管理', exact: true });
        assert.equal(await depart.evaluate(el => el.checked || el.dataset.indeterminate === 'true'), true);
        await dict.check();
        await drawer.getByRole('button', { name: '保存并关闭' }).click();
        await page.getByText('保存成功！').waitFor();
        await drawer.waitFor({ state: 'detached' });

        // Opened again, the drawer shows the saved grant.
        await openAuth(page, row);
        assert.equal(await tree.getByRole('checkbox', { name: '数据字典', exact: true }).isChecked(), true);
        await drawer.getByRole('button', { name: '取消', exact: true }).click();
        await drawer.waitFor({ state: 'detached' });

        await logout(page);
        await login(page, 'engineer', 'engineer123');
        await page.waitForURL('**/dashboard/analysis');
        // The menu may still be settling after login (the group opening, the tree re-rendered):
        // open the group unless the item shows, and click again if a click was lost.
        const dictItem = sideMenu(page).getByText('数据字典', { exact: true });
        await sideMenu(page).getByText('系统管理', { exact: true }).waitFor();
        for (let attempt = 0; ; attempt++) {
            if (!(await dictItem.isVisible())) await sideMenu(page).getByText('系统管理', { exact: true }).click();
            await dictItem.click();
            try {
                await page.waitForURL('**/isystem/dict', { timeout: 5000 });
                break;
            } catch (e) {
                if (attempt === 2) throw e;
            }
        }
        await rows(page).first().waitFor();
    }));

    test('nobody takes 授权 away from himself: the save is refused and nothing changes', withPage('grants-lockout', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await page.goto('/isystem/roleUserList');
        const row = rows(page).filter({ has: page.getByRole('cell', { name: 'admin', exact: true }) });
        const { drawer, tree } = await openAuth(page, row);
        const auth = tree.getByRole('checkbox', { name: '授权', exact: true });
        assert.equal(await auth.isChecked(), true);
        await auth.uncheck();
        await drawer.getByRole('button', { name: '保存并关闭' }).click();
        await page.getByText('不能取消您自己的角色授权权限：操作后您将无法再为角色授权').waitFor();
        assert.equal(await drawer.isVisible(), true, 'the drawer stays open with the change');
        await drawer.getByRole('button', { name: '取消', exact: true }).click();
        await drawer.waitFor({ state: 'detached' });

        const again = await openAuth(page, row);
        assert.equal(await again.tree.getByRole('checkbox', { name: '授权', exact: true }).isChecked(), true, 'nothing was saved');
    }));
});
