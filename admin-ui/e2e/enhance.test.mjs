// Browser test of a code editor's 历史记录 (JeecgBoot's enhance records, pro__enhance_<code>) on a real
// form: Online报表配置's 报表SQL. The admin edits a report's SQL and saves it; the next opening of the
// form offers the earlier SQL under 历史记录 (time and first line), restores it into the editor and
// saves it back; the list keeps one copy of a text and at most 16 per code; on a phone the menu fits.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, browserSuite, login, storageValue } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const CODE = 'e2e_hist';
const KEY = `pro__enhance_onlCgreportHead.cgrSql.${CODE}`;
const V1 = 'SELECT username FROM sys_user';
const V2 = 'SELECT username, realname FROM sys_user';

const list = page => page.locator('.aq-crud-list');
const rows = page => list(page).locator('tbody tr');
const sqlOf = async page => (await api(page, 'GET', `/online/cgreport/head/list?code=${CODE}`)).records[0].cgrSql;

/** Opens the edit form of the report (a row's 编辑 on a desktop, the card's 操作 menu on a phone). */
const openEdit = async (page, phone = false) => {
    if (phone) {
        const card = list(page).locator('.MuiCard-root').filter({ hasText: CODE });
        await card.getByRole('button', { name: '操作' }).click();
        await page.getByRole('group', { name: /行的操作/ }).getByRole('button', { name: '编辑' }).click();
    } else {
        await rows(page).filter({ hasText: CODE }).getByRole('button', { name: '编辑' }).click();
    }
    const form = page.getByRole('dialog', { name: '编辑' });
    await form.locator('#aq-crud-cgrSql .cm-content').waitFor();
    return form;
};

const history = async (page, form) => {
    await form.getByRole('button', { name: '历史记录' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    return menu;
};

const closeMenu = async page => {
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
};

const save = async form => {
    await form.getByRole('button', { name: '确定' }).click();
    await form.waitFor({ state: 'detached' });
};

describe('代码编辑器的历史记录', () => {
    test('the report SQL: a saved SQL is offered when the form opens again and restored from 历史记录', withPage('enhance-history', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await api(page, 'POST', '/online/cgreport/head/add', {
            code: CODE,
            name: '历史记录测试',
            cgrSql: V1,
            onlCgreportItemList: [{ fieldName: 'username', fieldTxt: '账号', isShow: 1, isSearch: 0 }],
        });
        await page.goto('/online/cgreport');

        // the first opening records the saved SQL: the only entry
        let form = await openEdit(page);
        let menu = await history(page, form);
        assert.deepEqual(await menu.getByRole('menuitem').allInnerTexts().then(t => t.map(s => s.split('\n')[0])), [V1]);
        assert.match(await menu.getByRole('menuitem').first().innerText(), /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
        await closeMenu(page);
        assert.ok(await form.isVisible(), 'Esc closes the menu, not the form');

        // a new SQL, saved
        const sql = form.locator('#aq-crud-cgrSql .cm-content');
        await sql.click();
        await page.keyboard.press('Control+A');
        await page.keyboard.type(V2);
        await save(form);
        assert.equal(await sqlOf(page), V2);

        // opened again: both, newest first; the older one goes back into the editor and is saved
        form = await openEdit(page);
        menu = await history(page, form);
        const items = menu.getByRole('menuitem');
        assert.deepEqual((await items.allInnerTexts()).map(s => s.split('\n')[0]), [V2, V1]);
        await items.nth(1).click();
        await menu.waitFor({ state: 'detached' });
        assert.equal(await form.locator('#aq-crud-cgrSql .cm-content').innerText(), V1);
        await save(form);
        assert.equal(await sqlOf(page), V1);

        // one copy of each text, the restored one on top
        form = await openEdit(page);
        menu = await history(page, form);
        assert.deepEqual((await menu.getByRole('menuitem').allInnerTexts()).map(s => s.split('\n')[0]), [V1, V2]);
        await closeMenu(page);
        assert.deepEqual((await storageValue(page, KEY)).map(e => e.text), [V1, V2]);
        await form.getByRole('button', { name: '取消' }).click();
        await form.waitFor({ state: 'detached' });

        // at most 16 per code: 20 older texts in storage, one broken entry among them
        await page.evaluate(key => {
            const value = Array.from({ length: 20 }, (_, i) => ({ text: `SELECT ${i + 1} AS n`, time: Date.now() - (i + 1) * 60_000 }));
            value.splice(3, 0, { text: 42 });
            localStorage.setItem(key, JSON.stringify({ value, expire: null }));
        }, KEY);
        form = await openEdit(page);
        menu = await history(page, form);
        const texts = (await menu.getByRole('menuitem').allInnerTexts()).map(s => s.split('\n')[0]);
        assert.equal(texts.length, 16);
        assert.deepEqual(texts.slice(0, 3), [V1, 'SELECT 1 AS n', 'SELECT 2 AS n']);
        assert.equal((await storageValue(page, KEY)).length, 16);
        await closeMenu(page);
    }));

    test('on a phone the 历史记录 menu fits the screen', withPage('enhance-history-phone', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await page.evaluate(
            ([key, v2]) =>
                localStorage.setItem(key, JSON.stringify({ value: [{ text: v2 + ' WHERE username LIKE \'a%\' ORDER BY realname, username', time: Date.now() - 1000 }, { text: 'SELECT 7 AS n', time: Date.now() - 2000 }], expire: null })),
            [KEY, V2],
        );
        await page.goto('/online/cgreport');
        const form = await openEdit(page, true);
        const menu = await history(page, form);
        // the saved SQL the form opened with, then the two kept before
        assert.equal(await menu.getByRole('menuitem').count(), 3);
        assert.equal((await menu.getByRole('menuitem').first().innerText()).split('\n')[0], V1);
        const box = await page.locator('.MuiMenu-paper').boundingBox();
        assert.ok(box.x >= 0 && box.x + box.width <= 390, `the menu is inside the screen: ${JSON.stringify(box)}`);
        // a long first line is cut to 40 characters; a pick restores the whole text, on a phone too
        const long = menu.getByRole('menuitem').nth(1);
        assert.equal((await long.innerText()).split('\n')[0], `${V2}…`);
        await long.click();
        assert.match(await form.locator('#aq-crud-cgrSql .cm-content').innerText(), /ORDER BY realname, username/);
    }, { width: 390, height: 844 }));
});
