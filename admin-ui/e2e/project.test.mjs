// Browser tests of the business pages: the header's section scope, the progress Gantt with its
// critical path, and the tunnel advance's continuity check, against the real server.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, browserSuite, login, openMenu } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const list = page => page.locator('.aq-crud-list');
const rows = page => list(page).locator('tbody tr');

const day = offset => {
    const d = new Date(Date.now() + offset * 86_400_000);
    return d.toISOString().slice(0, 10);
};

/** A project with two sections of unique names, made through the API. */
async function project(page, tag) {
    const eng = await api(page, 'POST', '/engineering/cmisEngineering/add', { name: `${tag}工程`, code: `${tag}-E` });
    const a = await api(page, 'POST', '/section/cmisSection/add', { engineeringId: eng.id, name: `${tag}甲标`, code: `${tag}-A` });
    const b = await api(page, 'POST', '/section/cmisSection/add', { engineeringId: eng.id, name: `${tag}乙标`, code: `${tag}-B` });
    return { eng, a, b };
}

async function chooseSection(page, name) {
    await page.locator('.aq-header').getByRole('combobox', { name: '标段' }).click();
    await page.getByRole('listbox').getByRole('option', { name, exact: true }).click();
}

describe('business pages', () => {
    test('choosing a section in the header narrows the open list', withPage('section-scope', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        const { a, b } = await project(page, 'SC');
        await api(page, 'POST', '/progressnode/cmisProgressNode/add', { sectionId: a.id, name: 'SC甲标贯通' });
        await api(page, 'POST', '/progressnode/cmisProgressNode/add', { sectionId: b.id, name: 'SC乙标贯通' });
        await page.reload(); // the header reads the sections once

        await openMenu(page, '系统设置', '进度节点管理');
        await rows(page).filter({ hasText: 'SC乙标贯通' }).waitFor();
        await chooseSection(page, 'SC甲标');
        await rows(page).filter({ hasText: 'SC乙标贯通' }).waitFor({ state: 'detached' });
        await list(page).getByText('1-1 共1条').waitFor();
        assert.equal(await rows(page).filter({ hasText: 'SC甲标贯通' }).count(), 1);
    }));

    test('a plan added with predecessors shows on the Gantt and joins the critical path', withPage('gantt', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        const { a } = await project(page, 'GT');
        const plan = (taskName, start, end, predecessors = '') =>
            api(page, 'POST', '/progress/cmisProgressPlan/add', {
                sectionId: a.id, planType: 'month', period: day(0).slice(0, 7), taskName,
                planStartDate: day(start), planEndDate: day(end), predecessors,
            });
        const dig = await plan('GT开挖', 0, 4);
        await plan('GT支护', 5, 6, dig.id);
        await page.reload();

        // the new plan, through the form: it follows 开挖 and 支护
        await openMenu(page, '进度管理', '进度计划');
        await rows(page).first().waitFor();
        await page.locator('.aq-crud-toolbar').getByRole('button', { name: '新增' }).click();
        const form = page.getByRole('dialog', { name: '新增' });
        await form.getByRole('combobox', { name: '标段' }).click();
        await page.getByRole('listbox').getByRole('option', { name: 'GT甲标', exact: true }).click();
        await form.getByLabel('计划期').fill(day(0).slice(0, 7));
        await form.getByLabel('任务名称').fill('GT衬砌');
        await form.getByLabel('计划开始').fill(day(7));
        await form.getByLabel('计划完成').fill(day(16));
        await form.getByLabel('GT开挖', { exact: true }).check();
        await form.getByLabel('GT支护', { exact: true }).check();
        await form.getByRole('button', { name: '确定' }).click();
        await form.waitFor({ state: 'detached' });

        await openMenu(page, '进度管理', '进度横道图');
        await chooseSection(page, 'GT甲标');
        await page.getByText('总工期 17 天，关键任务 3 个').waitFor();
        await page.getByText('GT开挖 → GT支护 → GT衬砌').waitFor();
        await page.locator('.gantt .bar-wrapper').filter({ hasText: 'GT衬砌' }).waitFor();
        const row = page.getByRole('row').filter({ hasText: 'GT衬砌' });
        await row.getByRole('cell', { name: '是', exact: true }).waitFor();
    }));

    test('an advance record that does not meet the previous one is refused with the reason', withPage('advance', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        const { a } = await project(page, 'AD');
        const tunnel = await api(page, 'POST', '/building/cmisBuilding/add', { sectionId: a.id, name: 'AD主洞', pid: '0' });
        await api(page, 'POST', '/advance/cmisTunnelAdvance/add', {
            sectionId: a.id, buildingId: tunnel.id, reportDate: day(-2), method: 'TBM', startChainage: 'K3+000', endChainage: 'K3+015',
        });

        await openMenu(page, '进度管理', '掘进日报');
        await rows(page).first().waitFor();
        await page.locator('.aq-crud-toolbar').getByRole('button', { name: '新增' }).click();
        const form = page.getByRole('dialog', { name: '新增' });
        await form.getByRole('combobox', { name: '标段' }).click();
        await page.getByRole('listbox').getByRole('option', { name: 'AD甲标', exact: true }).click();
        // the tunnel comes from the record picker: search, pick, confirm
        await form.getByRole('button', { name: '选择隧洞' }).click();
        const picker = page.getByRole('dialog', { name: '选择隧洞' });
        await picker.getByRole('search').getByRole('textbox').fill('AD主洞');
        await picker.getByRole('search').getByRole('textbox').press('Enter');
        await picker.getByRole('row', { name: /AD主洞/ }).click();
        await picker.getByRole('table', { name: '已选记录' }).getByText('AD主洞').waitFor();
        await picker.getByRole('button', { name: '确定' }).click();
        await picker.waitFor({ state: 'detached' });
        assert.equal(await form.getByRole('textbox', { name: '隧洞' }).inputValue(), 'AD主洞');
        await form.getByLabel('日期').fill(day(-1));
        await form.getByLabel('起点桩号').fill('K3+020');
        await form.getByLabel('终点桩号').fill('K3+030');
        await form.getByRole('button', { name: '确定' }).click();
        await page.getByText('起点桩号 K3+020.000 与上一条记录').waitFor();
        assert.equal(await form.isVisible(), true, 'the form stays open with what was typed');

        await form.getByLabel('起点桩号').fill('K3+015');
        await form.getByRole('button', { name: '确定' }).click();
        await form.waitFor({ state: 'detached' });
        await rows(page).filter({ hasText: 'K3+030.000' }).waitFor();
    }));

    test('a supplier area is chosen province → city → district and kept as its code', withPage('area', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await openMenu(page, '系统设置', '参建单位');
        await page.locator('.aq-crud-toolbar').getByRole('button', { name: '新增' }).click();
        const form = page.getByRole('dialog', { name: '新增' });
        await form.getByLabel('单位类型').click();
        await page.getByRole('listbox').getByRole('option', { name: '承包商', exact: true }).click();
        await form.getByLabel('单位名称').fill('地区测试承包商');
        // the city and district lists follow the level above
        const level = name => form.getByRole('combobox', { name: `所在地区${name}` });
        await level('省').click();
        await level('省').fill('广东');
        await page.getByRole('option', { name: '广东省', exact: true }).click();
        await level('市').fill('广州');
        await page.getByRole('option', { name: '广州市', exact: true }).click();
        await level('区').click();
        await page.getByRole('option', { name: '天河区', exact: true }).click();
        await form.getByRole('button', { name: '确定' }).click();
        await form.waitFor({ state: 'detached' });

        const found = await api(page, 'GET', '/supplier/cmisSupplier/list?name=' + encodeURIComponent('地区测试承包商'));
        assert.equal(found.records.length, 1);
        assert.equal(found.records[0].area, '440106');

        // the edit form shows the names again
        await rows(page).filter({ hasText: '地区测试承包商' }).getByRole('button', { name: '编辑' }).click();
        const edit = page.getByRole('dialog', { name: '编辑' });
        const district = edit.getByRole('combobox', { name: '所在地区区' });
        await district.waitFor();
        await page.waitForFunction(el => el.value === '天河区', await district.elementHandle());
        assert.equal(await edit.getByRole('combobox', { name: '所在地区市' }).inputValue(), '广州市');
    }));
});
