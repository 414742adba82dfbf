// Browser test of 菜单管理: a sub-menu added under 系统管理 shows in the side menu, and goes
// again when deleted.
import { describe, test } from 'node:test';
import { browserSuite, login, screenshot, sideMenu } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const message = (page, text) => page.locator('.aq-message', { hasText: text });

/** Opens 系统管理 in the side menu unless it is open already. */
const openSystem = async (page, child) => {
    const menu = sideMenu(page);
    await menu.getByText('系统管理', { exact: true }).waitFor();
    if (!(await menu.getByText(child, { exact: true }).isVisible())) {
        await menu.getByText('系统管理', { exact: true }).click();
    }
};

describe('菜单管理', () => {
    test('admin adds a sub-menu under 系统管理, sees it after reload, then deletes it', withPage('menus', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await page.goto('/isystem/permission');
        const system = page.getByTestId('perm-row-m-isystem');
        await system.waitFor();

        await system.getByRole('button', { name: '添加下级' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(/菜单名称/).fill('E2E菜单');
        await dialog.getByLabel(/菜单路径/).fill('/isystem/e2eMenu');
        await dialog.getByLabel(/前端组件/).fill('system/E2eMenuList');
        await dialog.getByRole('button', { name: '确定' }).click();
        await message(page, '添加成功！').waitFor();
        await dialog.waitFor({ state: 'detached' });
        await page.locator('tr', { hasText: 'E2E菜单' }).waitFor();
        await screenshot(page, 'menus-added');

        await page.reload();
        await openSystem(page, 'E2E菜单');
        await sideMenu(page).getByText('E2E菜单', { exact: true }).waitFor();

        const row = page.locator('tr', { hasText: 'E2E菜单' });
        if (!(await row.isVisible())) await page.getByRole('button', { name: '展开 系统管理' }).click();
        await row.getByRole('button', { name: '删除' }).click();
        await page.getByText('确定要删除「E2E菜单」及其下级吗?').waitFor();
        await page.getByRole('button', { name: '确定' }).click();
        await message(page, '删除成功!').waitFor();
        await row.waitFor({ state: 'detached' });

        await page.reload();
        await openSystem(page, '菜单管理');
        await sideMenu(page).getByText('菜单管理', { exact: true }).waitFor();
        await sideMenu(page).getByText('E2E菜单', { exact: true }).waitFor({ state: 'detached' });
    }));

    test('on a phone the tree keeps name, type and actions, and the form opens by keyboard', withPage('menus-phone', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await page.goto('/isystem/permission');
        const system = page.getByTestId('perm-row-m-isystem');
        await system.getByRole('button', { name: '编辑' }).waitFor();
        await system.getByText('一级菜单').waitFor();
        await page.getByRole('button', { name: '新增菜单' }).focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(/菜单名称/).waitFor();
        await dialog.getByLabel('按钮权限').check();
        await dialog.getByLabel(/授权标识/).waitFor();
        await screenshot(page, 'menus-phone-form');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
    }, { width: 390, height: 844 }));
});
