// Browser test of a one-to-many form (issue 17): a shotcrete assessment entered with three
// measuring points in its 实测点 grid, one of them invalid — the save stops on the grid's tab with
// the cell's message and sends nothing; fixed, it saves parent and rows in one go; reopened, the
// rows come back in their order. A child row's file field (验收项目.现场照片) is uploaded in the
// file pop-up cell, saved with its acceptance, downloaded, removed.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, browserSuite, login, png, screenshot, openMenu } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const rows = page => page.locator('.aq-crud-list tbody tr');

/** Types into one grid cell: a click opens its editor, Enter closes it. */
async function typeCell(scope, label, text) {
    await scope.getByRole('gridcell', { name: label }).click();
    const input = scope.getByRole('textbox', { name: label });
    await input.fill(text);
    await input.press('Enter');
}

const API = '/quality/cmisShotcreteAssessment';
const UNIT = `E2E-CHILD-${Date.now() % 100000}`;

describe('一对多：主表与子表一起保存', () => {
    test('three measuring points, one invalid, fixed, saved and read back', withPage('children', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await openMenu(page, '质量管理', '喷混凝土工序评定');
        await rows(page).first().waitFor();

        await page.locator('.aq-crud-toolbar').getByRole('button', { name: '新增' }).click();
        const form = page.getByRole('dialog', { name: '新增' });
        await form.getByRole('combobox', { name: '标段' }).click();
        await page.getByRole('listbox').getByRole('option', { name: '第一标段', exact: true }).click();
        await form.getByLabel('单元工程编码').fill(UNIT);

        await form.getByRole('tab', { name: /实测点/ }).click();
        const grid = form.getByRole('tabpanel', { name: /实测点/ });
        for (let i = 0; i < 3; i++) {
            if (i) await page.waitForTimeout(1600); // the grid refuses inserts closer than 1.5 s apart
            await grid.getByRole('toolbar', { name: '表格操作' }).getByRole('button', { name: '新增' }).click();
        }
        await form.getByRole('tab', { name: '实测点 (3)' }).waitFor(); // three rows, each insert taken
        await typeCell(grid, '测点编号 第1行', 'P1');
        await typeCell(grid, '实测厚度（mm） 第1行', '152');
        await typeCell(grid, '测点编号 第2行', 'P2'); // no thickness: invalid
        await typeCell(grid, '测点编号 第3行', 'P3');
        await typeCell(grid, '实测厚度（mm） 第3行', '149.5');

        // back on the main tab, 确定 validates the form, then the grid, and opens the failing tab
        await form.getByRole('tab', { name: '基本信息' }).click();
        await form.getByRole('button', { name: '确定' }).click();
        const bad = grid.getByRole('gridcell', { name: '实测厚度（mm） 第2行' });
        await bad.and(page.locator('[aria-invalid="true"]')).waitFor();
        assert.match(await bad.textContent(), /请输入实测厚度/);
        assert.equal(await grid.isVisible(), true, 'the grid tab was opened');
        await screenshot(page, 'children-invalid-row');
        const none = await api(page, 'GET', `${API}/list?unitCode=${UNIT}`);
        assert.equal(none.total, 0, 'nothing was sent');

        await typeCell(grid, '实测厚度（mm） 第2行', '151');
        await form.getByRole('button', { name: '确定' }).click();
        await form.waitFor({ state: 'hidden' });

        const saved = await api(page, 'GET', `${API}/list?unitCode=${UNIT}`);
        assert.equal(saved.total, 1);
        const points = await api(page, 'GET', `${API}/queryCmisShotcreteMeasureByMainId?id=${saved.records[0].id}`);
        assert.deepEqual(points.map(p => [p.pointNo, p.measuredThickness]), [['P1', 152], ['P2', 151], ['P3', 149.5]]);

        // 实测平均厚度 is the server's: the points' average, shown with its one decimal
        assert.equal(saved.records[0].measuredThickness, 150.8);

        // reopened for editing, the rows come back in their order
        await page.reload();
        await rows(page).first().waitFor();
        const row = rows(page).filter({ hasText: UNIT });
        await row.getByText('150.8', { exact: true }).waitFor();
        await row.getByRole('button', { name: '编辑' }).click();
        const edit = page.getByRole('dialog', { name: '编辑' });
        await edit.getByRole('tab', { name: '实测点 (3)' }).click();
        const editGrid = edit.getByRole('tabpanel', { name: /实测点/ });
        for (const [i, p] of ['P1', 'P2', 'P3'].entries()) {
            assert.equal((await editGrid.getByRole('gridcell', { name: `测点编号 第${i + 1}行` }).textContent()).trim(), p);
        }
        await screenshot(page, 'children-reloaded');
    }));

    test('验收项目: a photo uploaded in the file pop-up cell is saved, downloads, and is removed', withPage('children-file', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        const OBJECT = `E2E-验收-${Date.now() % 100000}`;
        const [section] = (await api(page, 'GET', '/section/cmisSection/list?code=DZYS2-SG01')).records;
        await api(page, 'POST', '/quality/cmisAcceptance/add', {
            sectionId: section.id, acceptanceType: 'fb', objectName: OBJECT, acceptanceDate: '2026-03-04', result: '1',
            cmisAcceptanceItemList: [{ itemName: '钢筋安装', grade: '1' }],
        });
        const photo = png(4, 3, [20, 120, 200]);
        await openMenu(page, '质量管理', '验收管理');
        await rows(page).first().waitFor();
        const itemsOf = async () => {
            const { records } = await api(page, 'GET', `/quality/cmisAcceptance/list?objectName=${encodeURIComponent(OBJECT)}`);
            return api(page, 'GET', `/quality/cmisAcceptance/queryCmisAcceptanceItemByMainId?id=${records[0].id}`);
        };
        const openItems = async () => {
            await rows(page).filter({ hasText: OBJECT }).getByRole('button', { name: '编辑' }).click();
            const edit = page.getByRole('dialog', { name: '编辑' });
            await edit.getByRole('tab', { name: '验收项目 (1)' }).click();
            return { edit, grid: edit.getByRole('tabpanel', { name: /验收项目/ }) };
        };

        // empty: the pop-over says 未上传任何文件; a real file is uploaded in it and set by 确定
        let { edit, grid } = await openItems();
        const cell = () => grid.getByRole('gridcell', { name: '现场照片 第1行' });
        await cell().click();
        let pop = page.getByRole('dialog', { name: '现场照片 第1行' });
        await pop.getByText('未上传任何文件').waitFor();
        await pop.locator('input[type="file"]').setInputFiles({ name: '钢筋照片.png', mimeType: 'image/png', buffer: photo });
        await pop.getByRole('link', { name: '钢筋照片.png', exact: true }).waitFor();
        await screenshot(page, 'children-file-pop');
        await pop.getByRole('button', { name: '确定' }).click();
        await pop.waitFor({ state: 'detached' });
        await cell().getByRole('link', { name: '下载 钢筋照片.png' }).waitFor();
        await edit.getByRole('button', { name: '确定' }).click();
        await edit.waitFor({ state: 'hidden' });
        const [saved] = await itemsOf();
        assert.match(saved.photos, /^temp\/\d{8}\/[0-9a-f]{16}_钢筋照片\.png$/);

        // reopened: the file is there, and its link downloads the very bytes
        ({ edit, grid } = await openItems());
        const link = cell().getByRole('link', { name: '下载 钢筋照片.png' });
        const href = await link.getAttribute('href');
        const got = await page.request.get(new URL(href, page.url()).toString());
        assert.equal(got.status(), 200);
        assert.deepEqual(Buffer.from(await got.body()), photo);

        // removed in the cell and saved: reopened, the pop-over says 未上传任何文件
        await cell().getByRole('button', { name: '删除 钢筋照片.png' }).click();
        if (await page.getByRole('dialog', { name: '现场照片 第1行' }).isVisible()) await page.keyboard.press('Escape');
        await cell().getByText('点击上传').waitFor();
        await edit.getByRole('button', { name: '确定' }).click();
        await edit.waitFor({ state: 'hidden' });
        assert.equal((await itemsOf())[0].photos ?? '', '');
        ({ edit, grid } = await openItems());
        await cell().click();
        pop = page.getByRole('dialog', { name: '现场照片 第1行' });
        await pop.getByText('未上传任何文件').waitFor();
        await pop.getByRole('button', { name: '确定' }).click();
        await page.locator('.aq-message', { hasText: '未上传任何文件' }).waitFor();
    }));
});
