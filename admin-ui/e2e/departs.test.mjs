// Browser tests of departments and positions: an admin adds a position (职务管理) and gives it to
// a user in the user form's position picker; the department list is a tree.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, login } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const listRow = (page, text) => page.locator('.aq-crud-list tbody tr').filter({ hasText: text });

async function asAdmin(page) {
    await login(page, 'admin', 'admin123');
    await page.waitForURL('**/dashboard/analysis');
}

describe('departments and positions', () => {
    test('admin adds a position and gives it to a user', withPage('departs-position', async page => {
        await asAdmin(page);
        await page.goto('/isystem/position');
        await page.getByRole('button', { name: '新增', exact: true }).click();
        const add = page.getByRole('dialog', { name: '新增' });
        await add.getByLabel('职务编码').fill('e2e_pm');
        await add.getByLabel('职务名称').fill('测试项目经理');
        await add.getByRole('button', { name: '确定' }).click();
        await add.waitFor({ state: 'detached' });
        await listRow(page, 'e2e_pm').waitFor();

        await page.goto('/isystem/user');
        await listRow(page, 'zhangsan').getByRole('button', { name: '编辑', exact: true }).click();
        const edit = page.getByRole('dialog', { name: '编辑' });
        await edit.getByRole('button', { name: '选择职务' }).click();
        const picker = page.getByRole('dialog', { name: '选择职务' });
        await picker.getByText('测试项目经理').click();
        await picker.getByRole('button', { name: '确定' }).click();
        await picker.waitFor({ state: 'detached' });
        assert.equal(await edit.getByRole('textbox', { name: '职务' }).inputValue(), '测试项目经理');
        await edit.getByRole('button', { name: '确定' }).click();
        await edit.waitFor({ state: 'detached' });

        // Stored as the code, shown by name when the form opens again.
        await listRow(page, 'zhangsan').getByRole('button', { name: '编辑', exact: true }).click();
        const again = page.getByRole('dialog', { name: '编辑' });
        await again.getByRole('textbox', { name: '职务' }).and(page.locator('[value="测试项目经理"]')).waitFor();
    }));

    test('the department list is a tree', withPage('departs-tree', async page => {
        await asAdmin(page);
        await page.goto('/isystem/depart');
        await page.getByRole('button', { name: '收起 水资源配置工程建设管理局' }).waitFor();
        await page.getByRole('row').filter({ hasText: '工程技术部' }).waitFor();
        await page.getByRole('button', { name: '收起 水资源配置工程建设管理局' }).click();
        await page.getByRole('row').filter({ hasText: '工程技术部' }).waitFor({ state: 'detached' });
    }));
});
