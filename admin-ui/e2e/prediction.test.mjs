// Browser test of the geological advance prediction page: admin records two predictions of one
// tunnel through the API, opens the first from 质量管理 › 地质超前预报 by its 详情页, sees the tunnel,
// chainage range, risk and the other prediction, and gets the same page after a reload and on a phone.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, browserSuite, login, png, sideMenu } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const rows = page => page.locator('.aq-crud-list tbody tr');

/** A tunnel (building) and its section: the first of the demo data, or new ones. */
async function tunnel(page, tag) {
    const buildings = (await api(page, 'GET', '/building/cmisBuilding/list?pageSize=50')).records ?? [];
    const known = buildings.find(b => b.sectionId && b.name);
    if (known) return { buildingId: known.id, sectionId: known.sectionId, name: known.name };
    const eng = await api(page, 'POST', '/engineering/cmisEngineering/add', { name: `${tag}工程`, code: `${tag}-E` });
    const sec = await api(page, 'POST', '/section/cmisSection/add', { engineeringId: eng.id, name: `${tag}标段`, code: `${tag}-S` });
    const b = await api(page, 'POST', '/building/cmisBuilding/add', { engineeringId: eng.id, sectionId: sec.id, name: `${tag}隧洞`, code: `${tag}-B` });
    return { buildingId: b.id, sectionId: sec.id, name: b.name ?? `${tag}隧洞` };
}

async function expectDetail(page, t, forecaster) {
    await page.getByRole('heading', { level: 1, name: `${t.name} K12+300.000 ~ K12+400.000` }).waitFor();
    assert.match(await page.title(), /^地质超前预报/);
    assert.equal((await page.getByRole('status').filter({ hasText: '风险等级' }).textContent())?.trim(), '风险等级：较大风险');
    await page.getByText(forecaster, { exact: true }).waitFor();
    // geology as typed: the markup stays text, the line break stays
    const geology = page.getByText('<b>节理发育</b>', { exact: false });
    assert.equal(await geology.evaluate(el => el.textContent), '断层破碎带\n<b>节理发育</b>');
    assert.equal(await page.locator('main b, main img[src="x"]').count(), 0);
    const others = page.getByRole('complementary', { name: '同隧洞其他预报' });
    await others.getByRole('link', { name: 'K12+200.000 ~ K12+300.000' }).first().waitFor();
}

describe('地质超前预报', () => {
    test('admin opens a prediction from the list by 详情页 and again by its URL', withPage('prediction', async page => {
        const tag = `E2E${Date.now() % 100000}`;
        const forecaster = `${tag}物探队`;
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');

        const t = await tunnel(page, tag);
        // the report, uploaded from the page as the file widget does
        const report = await page.evaluate(async bytes => {
            const token = JSON.parse(localStorage.getItem('pro__Access-Token')).value;
            const form = new FormData();
            form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), '掌子面素描.png');
            const res = await fetch('/jeecg-boot/sys/common/upload', { method: 'POST', body: form, headers: { 'X-Access-Token': token } });
            return res.json();
        }, [...png(8, 8, [90, 90, 90])]);
        assert.equal(report.success, true, JSON.stringify(report));
        const base = { sectionId: t.sectionId, buildingId: t.buildingId, forecaster };
        await api(page, 'POST', '/prediction/cmisGeoPrediction/add', {
            ...base, startChainage: 12200, endChainage: 12300, method: 'TSP', predictDate: '2026-11-10', riskLevel: '1',
        });
        const { id } = await api(page, 'POST', '/prediction/cmisGeoPrediction/add', {
            ...base, startChainage: 12300, endChainage: 12400, method: 'GPR', predictDate: '2026-11-20', rockClass: 'IV', riskLevel: '3',
            geology: '断层破碎带\n<b>节理发育</b>', advice: '短进尺、强支护', reportFile: report.message,
        });
        assert.ok(id, 'the prediction was recorded');

        // 质量管理 › 地质超前预报 › the row's 详情页
        const item = sideMenu(page).getByText('地质超前预报', { exact: true });
        if (!(await item.isVisible())) {
            await sideMenu(page).getByText('质量管理', { exact: true }).click();
            await sideMenu(page).locator('.MuiCollapse-entered').filter({ hasText: '地质超前预报' }).waitFor();
        }
        await item.click();
        await page.waitForURL('**/prediction/cmisGeoPrediction');
        const row = rows(page).filter({ hasText: forecaster }).filter({ hasText: 'K12+400.000' });
        await row.getByRole('link', { name: '详情页' }).click();
        await page.waitForURL(`**/prediction/detail?id=${id}`);
        await expectDetail(page, t, forecaster);

        // the report downloads through the stored-file URL
        const href = await page.getByRole('link', { name: /^下载 .*掌子面素描\.png$/ }).getAttribute('href');
        assert.equal(await page.evaluate(async u => (await fetch(u)).status, href), 200);

        // loaded directly: the same page
        await page.reload();
        await expectDetail(page, t, forecaster);

        // an unknown id; opened directly, 返回 leads to the list
        await page.goto(`${env.server.base}/prediction/detail?id=nope`);
        await page.getByText('记录不存在').waitFor();
        await page.getByRole('button', { name: '返回' }).click();
        await page.waitForURL('**/prediction/cmisGeoPrediction');
    }));

    test('the page is one column on a phone', withPage('prediction-phone', async page => {
        const forecaster = `E2E${Date.now() % 100000}手机`;
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        const t = await tunnel(page, 'E2EP');
        const { id } = await api(page, 'POST', '/prediction/cmisGeoPrediction/add', {
            sectionId: t.sectionId, buildingId: t.buildingId, forecaster, startChainage: 12300, endChainage: 12400,
            method: 'IR', predictDate: '2026-11-21', riskLevel: '4', geology: '涌水风险高',
        });
        await page.goto(`${env.server.base}/prediction/detail?id=${id}`);
        await page.getByText('风险等级：重大风险').waitFor();
        const aside = page.getByRole('complementary', { name: '同隧洞其他预报' });
        const main = page.getByText('预报信息');
        const [a, m] = [await aside.boundingBox(), await main.boundingBox()];
        assert.ok(a.y > m.y, 'the tunnel list comes below the details');
        // the content area scrolls on its own (the window never does): it must not scroll sideways
        assert.ok(await page.evaluate(() => { const c = document.querySelector('.aq-content'); return c.scrollWidth <= c.clientWidth + 1; }), 'no sideways scrolling');
    }, { width: 390, height: 844 }));
});
