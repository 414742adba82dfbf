// Browser test of the generated lists on a phone (390×844): every list page the side menu
// reaches shows cards, folds its filters into 筛选, and nothing is wider than the screen.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, login, pageShown, screenshot } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const PHONE = { width: 390, height: 844 };
const USERS = [
    ['admin', 'admin123'],
    ['contractor', 'engineer123'],
];

/** The pages of the menu the server sent: its visible leaves with a route of their own. */
const menuPages = (nodes, out = []) => {
    for (const n of nodes ?? []) {
        if (n.hidden || n.meta?.internalOrExternal || /^https?:/.test(n.path ?? '')) continue;
        if (n.children?.length) menuPages(n.children, out);
        else if (n.path?.startsWith('/') && n.route !== '0') out.push({ path: n.path, title: n.meta?.title ?? n.path });
    }
    return out;
};

/** How far the page is wider than the screen, in px (0 when it fits). */
/** How far the page reaches past the screen: the window's width, and the content area's own (it scrolls itself). */
const overflow = page =>
    page.evaluate(() => {
        const content = document.querySelector('.aq-content');
        return Math.max(0, document.documentElement.scrollWidth - window.innerWidth, content ? content.scrollWidth - content.clientWidth : 0);
    });

/** Elements of `selector` wider than their own box (content cut or spilling), with their text. */
const tooWide = (page, selector) =>
    page.evaluate(sel => [...document.querySelectorAll(sel)].filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.className), selector);

/**
 * What is wrong inside the cards: a card without a title, an element sticking out of its card,
 * text cut without an ellipsis, a number not shown whole.
 */
const cardProblems = page =>
    page.evaluate(() => {
        const out = [];
        for (const [i, card] of [...document.querySelectorAll('.aq-crud-card')].entries()) {
            const box = card.getBoundingClientRect();
            if (!card.querySelector('.aq-crud-card-title')?.textContent.trim()) out.push(`card ${i + 1}: no title`);
            if (!card.querySelector('.aq-crud-card-menu')) out.push(`card ${i + 1}: no actions menu`);
            for (const e of card.querySelectorAll('*')) {
                if (e instanceof SVGElement || e.tagName === 'INPUT') continue;
                const r = e.getBoundingClientRect();
                if (!r.width) continue;
                const text = e.textContent.trim().slice(0, 30);
                if (r.right > box.right + 0.5 || r.left < box.left - 0.5) out.push(`card ${i + 1}: "${text}" sticks out`);
                if (e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).textOverflow !== 'ellipsis')
                    out.push(`card ${i + 1}: "${text}" cut without an ellipsis`);
            }
            for (const v of card.querySelectorAll('[data-whole]'))
                if (v.scrollWidth > v.clientWidth + 1) out.push(`card ${i + 1}: number "${v.textContent}" not whole`);
        }
        return out;
    });

/**
 * Opens the ⋮ menu of the first cards (every card's menu is the same component; the Vitest of the
 * cards covers each action): it shows at least 详情, on the screen. The next menu opens while the
 * last one still fades out (the click goes to the ⋮ button itself, not through the backdrop).
 */
async function checkMenus(page, where) {
    const menus = page.locator('.aq-crud-card-menu');
    const count = Math.min(2, await menus.count());
    for (let i = 0; i < count; i++) {
        await menus.nth(i).dispatchEvent('click');
        const id = await menus.nth(i).getAttribute('aria-controls');
        assert.ok(id, `${where}: menu ${i + 1} does not open`);
        const actions = page.locator(`[id="${id}"] .aq-crud-card-actions`);
        await actions.getByRole('button', { name: '详情', exact: true }).waitFor();
        const box = await actions.boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width, `${where}: menu ${i + 1} off the screen`);
        await page.keyboard.press('Escape');
    }
    await page.getByRole('group', { name: /行的操作$/ }).waitFor({ state: 'hidden' });
    return count;
}

/** 筛选 opens every filter in a drawer with 查询 / 重置; a list without filters shows none unfolded. */
async function checkFilters(page, where) {
    const open = page.getByRole('button', { name: '筛选', exact: true });
    if (!(await open.count())) {
        assert.equal(await page.getByRole('search').count(), 0, `${where}: filters not folded`);
        return false;
    }
    await open.click();
    const drawer = page.getByRole('dialog', { name: '筛选' });
    await drawer.getByRole('button', { name: '查询' }).waitFor();
    await drawer.getByRole('button', { name: '重置' }).waitFor();
    assert.ok((await drawer.getByRole('search').locator('input').count()) > 0, `${where}: no filter inputs`);
    assert.deepEqual(await tooWide(page, '.aq-crud-filter-drawer'), [], `${where}: the filter drawer is too wide`);
    await drawer.getByRole('button', { name: '关闭' }).click();
    await drawer.waitFor({ state: 'detached' });
    return true;
}

/** The 高级查询 builder fits the screen, with two condition rows in it. */
async function checkAdvancedQuery(page, where) {
    await page.getByRole('button', { name: '高级查询' }).click();
    const builder = page.getByRole('dialog', { name: '高级查询构造器' });
    await builder.getByRole('group', { name: '条件1' }).getByRole('button', { name: '增加一行' }).click();
    await builder.getByRole('group', { name: '条件2' }).waitFor();
    assert.equal(await overflow(page), 0, `${where}: 高级查询 wider than the screen`);
    assert.deepEqual(await tooWide(page, '.MuiDialog-paper, .MuiDialogContent-root, .aq-super-row'), [], `${where}: 高级查询 cut`);
    await builder.getByRole('button', { name: '关闭' }).click();
    await builder.waitFor({ state: 'detached' });
}

describe('lists on a phone (390×844)', () => {
    for (const [user, password] of USERS) {
        test(`${user}: the shell and every list page of the menu fit, with cards and folded filters`, withPage(`lists-mobile-${user}`, async page => {
            const menuReply = page.waitForResponse(r => r.url().includes('/sys/permission/getUserPermissionByToken'));
            await login(page, user, password);
            const pages = menuPages((await (await menuReply).json()).result.menu);
            await page.waitForURL('**/dashboard/analysis');
            assert.ok(pages.length > 0, 'the menu has pages');

            // the shell: header and the menu drawer of the mobile toggle
            await page.waitForLoadState('networkidle');
            assert.equal(await overflow(page), 0, 'home page wider than the screen');
            assert.deepEqual(await tooWide(page, '.aq-header'), [], 'header cut');
            await page.getByRole('button', { name: '打开菜单' }).click();
            const drawer = page.locator('.aq-mobile-drawer');
            await drawer.waitFor();
            assert.deepEqual(await tooWide(page, '.aq-mobile-drawer'), [], 'menu drawer wider than itself');
            assert.equal(await overflow(page), 0, 'menu drawer widens the page');
            await page.keyboard.press('Escape');
            await drawer.waitFor({ state: 'hidden' });

            let lists = 0;
            let withFilters = 0;
            let cards = 0;
            const others = [];
            for (const { path, title } of pages) {
                const where = `${user} ${title} (${path})`;
                await page.goto(path);
                await page.waitForLoadState('networkidle');
                assert.equal(await page.getByText('页面出错').count(), 0, `${where}: the page failed`);
                const list = page.locator('.aq-crud-list');
                // a page that is no list (dashboard, calendar, chart …) renders none once its code is in
                await pageShown(page);
                if (!(await list.count())) await list.first().waitFor({ timeout: 500 }).catch(() => {});
                if (!(await list.count())) {
                    others.push(title);
                    continue;
                }
                lists++;
                await list.locator('.aq-crud-cards ul[aria-busy="false"]').first().waitFor();
                assert.equal(await list.first().getAttribute('data-view'), 'cards', `${where}: not cards`);
                assert.equal(await list.locator('table').count(), 0, `${where}: a table on a phone`);
                assert.equal(await overflow(page), 0, `${where}: page wider than the screen`);
                const aq = await page.getByRole('button', { name: '高级查询' }).first().boundingBox();
                assert.ok(aq && aq.x + aq.width <= PHONE.width, `${where}: 高级查询 off the screen`);
                assert.deepEqual(await cardProblems(page), [], where);
                cards += await checkMenus(page, where);
                if (await checkFilters(page, where)) withFilters++;
                if (lists === 1) await checkAdvancedQuery(page, where);
                assert.equal(await overflow(page), 0, `${where}: page wider than the screen after the dialogs`);
                await screenshot(page, `lists-mobile-${user}-${path.replace(/^\/+/, '').replace(/[^\w.-]+/g, '_')}`);
            }
            assert.ok(lists > 0, `${user}: no list page in the menu`);
            assert.ok(withFilters > 0 && cards > 0, `${user}: ${withFilters} lists with filters, ${cards} cards`);
            console.log(`${user}: ${lists} list pages, ${cards} cards; not lists: ${others.join('、')}`);
        }, PHONE));
    }
});
