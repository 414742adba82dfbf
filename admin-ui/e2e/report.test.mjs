// Browser test of Online报表配置 (/online/cgreport): the admin defines a report (its SQL, columns and
// a parameter), previews it, searches it, a dictionary column shows its text; he defines one in the
// form by SQL解析, opens its page by 功能测试 and exports it; a form's popup field (参建单位 联系人,
// JPopup) fills two fields from a report row, for the owner; on a phone the preview is full screen
// and the report page fits. 配置地址 of a report row shows its page's menu path and copies it.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { api, browserSuite, login, screenshot } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const list = page => page.locator('.aq-crud-list');
const rows = page => list(page).locator('tbody tr');

/** Types into one grid cell: a click opens its editor, Enter closes it. */
async function typeCell(scope, label, text) {
    await scope.getByRole('gridcell', { name: label }).click();
    const input = scope.getByRole('textbox', { name: label });
    await input.fill(text);
    await input.press('Enter');
}

/** The text of the first sheet of an .xlsx (a zip: its central directory names the part). */
function sheetXml(zip) {
    let eocd = zip.length - 22;
    while (eocd >= 0 && zip.readUInt32LE(eocd) !== 0x06054b50) eocd--;
    let at = zip.readUInt32LE(eocd + 16);
    for (let n = zip.readUInt16LE(eocd + 10); n > 0; n--) {
        const method = zip.readUInt16LE(at + 10);
        const size = zip.readUInt32LE(at + 20);
        const nameLen = zip.readUInt16LE(at + 28);
        const skip = nameLen + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
        const name = zip.subarray(at + 46, at + 46 + nameLen).toString();
        const local = zip.readUInt32LE(at + 42);
        if (name === 'xl/worksheets/sheet1.xml') {
            const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
            const data = zip.subarray(start, start + size);
            return (method === 8 ? inflateRawSync(data) : data).toString();
        }
        at += 46 + skip;
    }
    throw new Error('no sheet1.xml');
}

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

    test('admin defines a report by SQL解析, opens its page by 功能测试 and exports it', withPage('report-parse', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await page.goto('/online/cgreport');
        await rows(page).first().waitFor();
        await page.locator('.aq-crud-toolbar').getByRole('button', { name: '新增' }).click();
        const form = page.getByRole('dialog', { name: '新增' });
        await form.getByLabel('报表编码').fill('e2e_parse');
        await form.getByLabel('报表名称').fill('机构报表');
        // SQL解析 before a SQL is typed says so
        await form.getByRole('button', { name: 'SQL解析' }).click();
        await form.getByText('请先填写报表SQL').waitFor();
        await form.locator('#aq-crud-cgrSql .cm-content').click();
        await page.keyboard.insertText("SELECT depart_name, org_code, org_category, depart_order FROM sys_depart WHERE org_code LIKE ${prefix} || '%'");
        await form.getByRole('button', { name: 'SQL解析' }).click();
        await form.getByText('解析完成：4 个字段，1 个参数').waitFor();

        // the grids are filled: the columns in order, labelled by their names; the parameter
        await form.getByRole('tab', { name: '报表字段 (4)' }).click();
        const fields = form.getByRole('grid', { name: '报表字段' });
        const names = [];
        for (let i = 1; i <= 4; i++) names.push((await fields.getByRole('gridcell', { name: `字段名 第${i}行` }).innerText()).trim());
        assert.deepEqual(names, ['depart_name', 'org_code', 'org_category', 'depart_order']);
        assert.equal((await fields.getByRole('gridcell', { name: '字段文本 第4行' }).innerText()).trim(), 'depart_order');
        // the user describes two of them; a second SQL解析 keeps what he wrote
        await typeCell(fields, '字段文本 第1行', '部门名称');
        await typeCell(fields, '字段文本 第3行', '机构类别');
        await typeCell(fields, '字典Code 第3行', 'org_category');
        await form.getByRole('tab', { name: '报表参数 (1)' }).click();
        const params = form.getByRole('grid', { name: '报表参数' });
        await typeCell(params, '默认值 第1行', 'A01');
        await form.getByRole('tab', { name: '基本信息' }).click();
        await form.getByRole('button', { name: 'SQL解析' }).click();
        await form.getByText('保留已填写的 5 行').waitFor();
        await screenshot(page, 'report-sql-parse');
        await form.getByRole('tab', { name: '报表字段 (4)' }).click();
        assert.equal((await fields.getByRole('gridcell', { name: '字段文本 第1行' }).innerText()).trim(), '部门名称');
        await form.getByRole('button', { name: '确定' }).click();
        await form.waitFor({ state: 'detached' });

        // 功能测试 opens its page: title, rows by the parameter's default, the dictionary's text
        await rows(page).filter({ hasText: 'e2e_parse' }).getByRole('button', { name: '功能测试' }).click();
        await page.waitForURL('**/online/cgreportList/**');
        await page.getByRole('heading', { name: '机构报表' }).waitFor();
        const table = page.getByRole('table', { name: '机构报表' });
        await table.getByText('工程技术部').waitFor();
        assert.equal(await table.getByText('第一标段项目部').count(), 0, 'the parameter keeps A01… only');
        assert.ok(await table.getByRole('columnheader', { name: '部门名称' }).isVisible());
        assert.ok(await table.getByText('公司', { exact: true }).first().isVisible(), 'org_category 1 reads 公司');
        await screenshot(page, 'report-page');
        // a column's title sorts: ascending, then descending
        const firstRow = () => table.locator('tbody tr').first().innerText();
        await table.getByRole('button', { name: 'depart_order' }).click();
        await table.getByRole('button', { name: 'depart_order' }).click();
        await page.waitForFunction(() => document.querySelector('th[aria-sort="descending"]'));
        await page.waitForFunction(() => /监理部/.test(document.querySelector('.aq-report-page tbody tr')?.textContent ?? ''));
        assert.match(await firstRow(), /A01A05/);

        // 导出: the report as a sheet, its title, headers and dictionary texts
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()]);
        assert.equal(download.suggestedFilename(), '机构报表.xlsx');
        const xml = sheetXml(await readFile(await download.path()));
        for (const text of ['机构报表', '部门名称', '机构类别', '工程技术部', '公司']) assert.ok(xml.includes(text), text);
        assert.ok(!xml.includes('第一标段项目部'));
        assert.ok(xml.indexOf('A01A05') < xml.indexOf('A01A01'), 'in the order shown');
    }));

    test('配置地址 shows the menu path of a report and copies it; its page exports a real sheet', withPage('report-config-url', async page => {
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        const [head] = (await api(page, 'GET', '/online/cgreport/head/list?code=demo_user')).records.filter(r => r.code === 'demo_user');
        await page.goto('/online/cgreport');
        await rows(page).filter({ hasText: 'demo_user' }).getByRole('button', { name: '配置地址' }).click();
        const dialog = page.getByRole('dialog', { name: '配置地址' });
        const path = `/online/cgreportList/${head.id}`;
        assert.equal(await dialog.getByLabel('菜单路径').inputValue(), path);
        await dialog.getByText('modules/online/cgreport/auto/OnlCgreportAutoList').waitFor();
        await screenshot(page, 'report-config-url');
        await dialog.getByRole('button', { name: '复制' }).click();
        await page.locator('.aq-message', { hasText: '已复制' }).waitFor();
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), path);
        await dialog.getByRole('button', { name: '关闭' }).click();
        await dialog.waitFor({ state: 'detached' });

        // the path opens the report's page; 导出 saves a real .xlsx of its rows (its progress: useExport's vitest)
        await page.goto(path);
        await page.getByRole('heading', { name: '用户选择' }).waitFor();
        await page.getByRole('table', { name: '用户选择' }).getByText('admin', { exact: true }).waitFor();
        const button = page.getByRole('button', { name: '导出' });
        const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
        assert.equal(download.suggestedFilename(), '用户选择.xlsx');
        const zip = await readFile(await download.path());
        assert.equal(zip.subarray(0, 2).toString(), 'PK');
        const xml = sheetXml(zip);
        // A1 holds the sheet's title; a row holds the admin's account
        assert.match(xml, /<c r="A1"[^>]*>(?:<is><t[^>]*>|<v>)用户选择报表</);
        assert.ok(xml.includes('>admin<'), 'the admin row');
        // once the file is saved, 导出 can be pressed again
        await page.waitForFunction(() => [...document.querySelectorAll('button')].some(b => b.textContent.trim() === '导出' && !b.disabled));
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

    test('on a phone the report page fits the screen', withPage('report-page-phone', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        const found = await api(page, 'GET', '/online/cgreport/head/list?code=demo_user');
        await page.goto(`/online/cgreportList/${found.records[0].id}`);
        await page.getByRole('heading', { name: '用户选择' }).waitFor();
        await page.getByRole('table', { name: '用户选择' }).getByText('admin', { exact: true }).waitFor();
        assert.ok(await page.getByRole('button', { name: '导出' }).isVisible());
        await screenshot(page, 'report-page-phone');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= 390, `the page is ${width} wide`);
    }, { width: 390, height: 844 }));
});
