// Browser test of Online报表配置 (/online/cgreport): the admin defines a report (its SQL, columns and
// a parameter), previews it, searches it, a dictionary column shows its text; a form's popup field
// (参建单位 联系人, JPopup) fills two fields from a report row, for the owner; on a phone the
// preview is full screen.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, browserSuite, login } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const list = page => page.locator('.aq-crud-list');
const rows = page => list(page).locator('tbody tr');

describe('Online报表', () => {
    test('admin previews and searches the demo report', withPage('report-preview', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await page.goto('/online/cgreport');
        const row = rows(page).filter({ hasText: 'demo_user' });
        await row.getByRole('button', { name: '预览' }).click();
        const preview = page.getByRole('dialog', { name: /报表预览/ });
        await preview.getByText('报表预览：用户选择').waitFor();
        const table = preview.getByRole('table', { name: '用户选择' });
        await table.getByText('admin', { exact: true }).waitFor();
        await preview.getByText(/共\d+条/).waitFor();

        const search = preview.getByRole('search');
        await search.getByLabel('姓名').fill('工程师');
        await search.getByRole('button', { name: '查询' }).click();
        await preview.getByText('1-1 共1条').waitFor();
        await table.getByText('engineer', { exact: true }).waitFor();
        await search.getByRole('button', { name: '重置' }).click();
        await table.getByText('admin', { exact: true }).waitFor();
        await preview.getByRole('button', { name: '关闭' }).click();
        await preview.waitFor({ state: 'detached' });
    }));

    test('admin defines a report with a column and a parameter, and previews it', withPage('report-define', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        // as the form saves it; the grids are the generated ones, proven by the CRUD tests
        await api(page, 'POST', '/online/cgreport/head/add', {
            code: 'e2e_depart', name: '部门一览', cgrSql: 'SELECT depart_name, org_code, org_category FROM sys_depart WHERE org_code LIKE ${prefix} || \'%\'',
            onlCgreportItemList: [
                { fieldName: 'depart_name', fieldTxt: '部门名称', isShow: 1, isSearch: 1, searchMode: 'like' },
                { fieldName: 'org_code', fieldTxt: '机构编码', isShow: 1, isSearch: 0 },
                { fieldName: 'org_category', fieldTxt: '机构类别', dictCode: 'org_category', isShow: 1, isSearch: 1 },
            ],
            onlCgreportParamList: [{ paramName: 'prefix', paramTxt: '编码前缀', paramValue: 'A01' }],
        });
        await page.goto('/online/cgreport');
        await rows(page).filter({ hasText: 'e2e_depart' }).getByRole('button', { name: '预览' }).click();
        const preview = page.getByRole('dialog', { name: /报表预览/ });
        const table = preview.getByRole('table', { name: '部门一览' });
        await table.getByText('工程技术部').waitFor();
        assert.equal(await table.getByText('第一标段项目部').count(), 0, 'the parameter keeps A01… only');
        // the dictionary column shows its text, and searches by a choice of it
        assert.match(await table.locator('tr').filter({ hasText: '工程技术部' }).innerText(), /部门/);
        const search = preview.getByRole('search');
        await search.getByRole('combobox', { name: '机构类别' }).click();
        await page.getByRole('option', { name: '公司' }).click();
        await search.getByRole('button', { name: '查询' }).click();
        await preview.getByText('1-1 共1条').waitFor();
        await table.getByText('水资源配置工程建设管理局').waitFor();

        // a SQL that is not one SELECT is refused in the form
        await preview.getByRole('button', { name: '关闭' }).click();
        await rows(page).filter({ hasText: 'e2e_depart' }).getByRole('button', { name: '编辑' }).click();
        const edit = page.getByRole('dialog', { name: '编辑' });
        const sql = edit.locator('#aq-crud-cgrSql .cm-content');
        await sql.click();
        await page.keyboard.press('Control+A');
        await page.keyboard.type('SELECT 1 AS a; DELETE FROM sys_user');
        await edit.getByRole('button', { name: '确定' }).click();
        await page.getByText('报表SQL只能是一条 SELECT 查询（不能含分号）').waitFor();
    }));

    test('the owner fills 参建单位 联系人 and 联系电话 from the report picker', withPage('report-popup', async page => {
        await login(page, 'owner', 'engineer123');
        await page.waitForURL('**/dashboard/analysis');
        await page.goto('/supplier/cmisSupplier');
        await page.locator('.aq-crud-toolbar').getByRole('button', { name: '新增' }).click();
        const form = page.getByRole('dialog', { name: '新增' });
        await form.getByLabel('单位类型').click();
        await page.getByRole('listbox').getByRole('option', { name: '承包商', exact: true }).click();
        await form.getByLabel('单位名称').fill('弹窗测试承包商');
        await form.getByRole('button', { name: '选择联系人' }).click();
        const picker = page.getByRole('dialog', { name: '用户选择' });
        await picker.getByRole('search').getByLabel('账号').fill('engineer');
        await picker.getByRole('search').getByRole('button', { name: '查询' }).click();
        await picker.getByText('1-1 共1条').waitFor();
        await picker.getByRole('table').getByText('李工程师').click();
        await picker.getByRole('button', { name: '确定' }).click();
        await picker.waitFor({ state: 'detached' });
        assert.equal(await form.getByLabel('联系人', { exact: true }).inputValue(), '李工程师');
        assert.equal(await form.getByLabel('联系电话').inputValue(), '13800000001');
        await form.getByRole('button', { name: '确定' }).click();
        await form.waitFor({ state: 'detached' });
        const found = await api(page, 'GET', '/supplier/cmisSupplier/list?name=' + encodeURIComponent('弹窗测试承包商'));
        assert.equal(found.records[0].contact, '李工程师');
        assert.equal(found.records[0].phone, '13800000001');
    }));

    test('on a phone the preview is full screen', withPage('report-phone', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await page.goto('/online/cgreport');
        const card = list(page).locator('.MuiCard-root').filter({ hasText: 'demo_user' });
        await card.getByRole('button', { name: '操作' }).click();
        await page.getByRole('group', { name: /行的操作/ }).getByRole('button', { name: '预览' }).click();
        const preview = page.getByRole('dialog', { name: /报表预览/ });
        await preview.getByRole('table').getByText('admin', { exact: true }).waitFor();
        const box = await preview.boundingBox();
        assert.equal(Math.round(box.width), 390);
    }, { width: 390, height: 844 }));
});
