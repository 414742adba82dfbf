// Browser test of the advanced query builder (高级查询) of the generated lists, on the user list.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, login, screenshot, storageValue, openMenu } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const list = page => page.locator('.aq-crud-list');
const rows = page => list(page).locator('tbody tr');
const builder = page => page.getByRole('dialog', { name: '高级查询构造器' });
const condition = (page, n) => builder(page).getByRole('group', { name: `条件${n}` });

/** Picks one option of a select in `scope`. */
async function choose(page, scope, label, option) {
    await scope.getByRole('combobox', { name: label }).click();
    const listbox = page.getByRole('listbox');
    await listbox.getByRole('option', { name: option, exact: true }).click();
    await listbox.waitFor({ state: 'detached' });
}

/** The usernames (first column) of the rows shown, sorted. */
const usernames = async page => (await rows(page).locator('td:nth-child(2)').allInnerTexts()).map(t => t.trim()).sort();

describe('advanced query', () => {
    test('admin runs a two-row OR query on the user list, saves it, and loads it again after a reload', withPage('advanced-query', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await openMenu(page, '系统管理', '用户管理');
        await page.waitForURL('**/isystem/user');
        await rows(page).filter({ hasText: 'zhangsan' }).first().waitFor();
        const everyone = await usernames(page);
        assert.ok(everyone.length > 2 && everyone.includes('admin'), everyone.join());

        // an empty query is refused
        const search = page.getByRole('search');
        await search.getByRole('button', { name: '高级查询', exact: true }).click();
        await builder(page).getByRole('button', { name: '查询', exact: true }).click();
        await page.getByText('不能查询空条件').waitFor();

        // 用户账号 等于 engineer OR 用户姓名 模糊 三
        await choose(page, condition(page, 1), '字段', '用户账号');
        await choose(page, condition(page, 1), '规则', '等于');
        await condition(page, 1).getByLabel('值').fill('engineer');
        await condition(page, 1).getByRole('button', { name: '增加一行' }).click();
        await choose(page, condition(page, 2), '字段', '用户姓名');
        await choose(page, condition(page, 2), '规则', '模糊');
        await condition(page, 2).getByLabel('值').fill('三');
        await choose(page, builder(page), '过滤条件匹配', 'OR（条件中的任意一个匹配）');
        await builder(page).getByRole('button', { name: '查询', exact: true }).click();
        await builder(page).waitFor({ state: 'detached' });
        await list(page).getByText('1-2 共2条').waitFor();
        assert.deepEqual(await usernames(page), ['engineer', 'zhangsan']);
        await search.getByRole('button', { name: '清空高级查询' }).waitFor();
        await screenshot(page, 'advanced-query-active');

        // save it under a name
        await search.getByRole('button', { name: '高级查询', exact: true }).click();
        await condition(page, 2).waitFor();
        await builder(page).getByRole('button', { name: '保存查询条件', exact: true }).click();
        const prompt = page.getByRole('dialog', { name: '请输入保存的名称' });
        await prompt.getByLabel('名称').fill('工程师或三');
        await prompt.getByRole('button', { name: '确定' }).click();
        await page.getByText('保存成功').waitFor();
        await prompt.waitFor({ state: 'detached' });
        await builder(page).getByRole('button', { name: '工程师或三', exact: true }).waitFor();
        await screenshot(page, 'advanced-query-saved');
        const saved = await storageValue(page, 'pro__JSuperQuerySaved_/isystem/user');
        assert.equal(saved[0].title, '工程师或三');
        assert.equal(saved[0].matchType, 'or');

        // after a reload no query is in force; loading the saved one brings the same rows
        await page.reload();
        await rows(page).filter({ hasText: 'admin' }).first().waitFor();
        assert.equal(await search.getByRole('button', { name: '清空高级查询' }).count(), 0);
        await search.getByRole('button', { name: '高级查询', exact: true }).click();
        await builder(page).getByRole('button', { name: '工程师或三', exact: true }).click();
        assert.equal(await condition(page, 2).getByLabel('值').inputValue(), '三');
        await builder(page).getByRole('button', { name: '查询', exact: true }).click();
        await builder(page).waitFor({ state: 'detached' });
        await list(page).getByText('1-2 共2条').waitFor();
        assert.deepEqual(await usernames(page), ['engineer', 'zhangsan']);

        // 清空 brings every user back
        await search.getByRole('button', { name: '清空高级查询' }).click();
        await rows(page).filter({ hasText: 'admin' }).first().waitFor();
        assert.deepEqual(await usernames(page), everyone);
    }));

    test('the builder fills a phone screen', withPage('advanced-query-mobile', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await page.goto('/isystem/user');
        // a phone shows cards, with 高级查询 beside the folded 筛选
        await page.locator('.aq-crud-card', { hasText: 'zhangsan' }).first().waitFor();
        await page.getByRole('button', { name: '高级查询', exact: true }).first().click();
        const box = await builder(page).boundingBox();
        assert.equal(Math.round(box.width), 390);
        await screenshot(page, 'advanced-query-mobile');
    }, { width: 390, height: 844 }));
});
