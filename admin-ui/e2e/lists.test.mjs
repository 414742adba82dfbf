// Browser test of the list pages at 1366×768, as the admin and as the contractor: every page the
// side menu reaches that shows a CrudList table (found by walking the menu, not listed here) shows
// its numbers whole and right-aligned, cuts text only with an ellipsis, keeps its headers whole and
// its status column in view (pinned beside 操作 however the table scrolls), and does not widen the
// document. A screenshot per page lands in test-results/lists-<user>-<path>.png, and the median
// time from the menu click to the first data row is printed. Then 列设置: a hidden and a moved
// column survive a reload and a login in a fresh browser, and 恢复默认 restores the list.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, login, logout, newPage, pageShown, screenshot, sideMenu } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;
const VIEWPORT = { width: 1366, height: 768 };

const LIST = 'main .aq-crud-list:not([data-aq-stale]) .aq-crud-table';
const table = page => page.locator(LIST).first();

/** Marks the lists on screen: the next page's list is told from one still shown while it loads. */
const markStale = page => page.evaluate(() => document.querySelectorAll('.aq-crud-list').forEach(el => (el.dataset.aqStale = '1')));

/** Waits for the page of a menu click to settle: its requests done and the previous list gone. */
async function settle(page) {
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    const stale = page.locator('main .aq-crud-list[data-aq-stale]');
    await stale.first().waitFor({ state: 'detached', timeout: 5_000 }).catch(async () => {
        // the same list component kept for the next page: it is that page's list
        await page.evaluate(() => document.querySelectorAll('.aq-crud-list').forEach(el => delete el.dataset.aqStale));
    });
}

async function signIn(page, username, password) {
    await logout(page).catch(() => {});
    await login(page, username, password);
    await page.waitForURL('**/dashboard/analysis');
}

/** Every leaf of the side menu (its link and the titles of the submenus above it), by opening each submenu. */
async function menuLeaves(page) {
    const out = new Map();
    await sideMenu(page).locator('.aq-submenu-title').first().waitFor();
    const roots = await sideMenu(page).locator(':scope > li > .aq-submenu-title').allInnerTexts();
    for (const root of roots) {
        await openTrail(page, [root]);
        // its nested submenus, each opened (only a root closes the others)
        for (;;) {
            const nested = sideMenu(page).locator('li li > .aq-submenu-title[aria-expanded="false"]');
            if (!(await nested.count())) break;
            await nested.first().click();
        }
        const links = await sideMenu(page).locator('a[href]:not([target])').evaluateAll(as =>
            as.map(a => {
                const trail = [];
                for (let li = a.closest('li'); li; li = li.parentElement?.closest('li')) {
                    const t = li.querySelector(':scope > .aq-submenu-title');
                    if (t) trail.unshift(t.textContent.trim());
                }
                return { href: a.getAttribute('href'), title: a.textContent.trim(), trail };
            })
        );
        for (const l of links) if (!out.has(l.href)) out.set(l.href, l);
    }
    return [...out.values()];
}

/** Opens the submenus of a trail (the root first) that are closed. */
async function openTrail(page, trail) {
    // a full-screen page (大屏) has no side menu: back to the home page first
    if (!(await sideMenu(page).count())) {
        await page.goto('/dashboard/analysis');
        await sideMenu(page).locator('.aq-submenu-title').first().waitFor();
    }
    for (const title of trail) {
        const head = sideMenu(page).locator('.aq-submenu-title').filter({ has: page.getByText(title, { exact: true }) }).first();
        if ((await head.getAttribute('aria-expanded')) === 'false') await head.click();
    }
}

/** Starts the clock in the page: the time of the first data row shown after it. */
const startClock = page =>
    page.evaluate(() => {
        window.__aqClock?.disconnect();
        window.__aqFirstRow = null;
        const t0 = performance.now();
        const seen = () => document.querySelector('main .aq-crud-list:not([data-aq-stale]) .aq-crud-table tbody tr.aq-crud-row');
        const obs = new MutationObserver(() => {
            if (seen()) {
                window.__aqFirstRow = performance.now() - t0;
                obs.disconnect();
            }
        });
        obs.observe(document.body, { childList: true, subtree: true });
        window.__aqClock = obs;
    });

/** What is wrong with the list on screen, checked in the page. */
const layoutProblems = page =>
    page.evaluate(LIST => {
        const out = [];
        const tbl = document.querySelector(LIST);
        const cut = el => el.scrollWidth > el.clientWidth + 1;
        const name = el => `${el.closest('td,th')?.dataset.col ?? el.tagName}: «${el.textContent.trim().slice(0, 40)}»`;
        for (const th of tbl.querySelectorAll('thead th')) if (cut(th)) out.push(`header cut ${name(th)}`);
        for (const td of tbl.querySelectorAll('tbody tr.aq-crud-row td')) {
            if (td.dataset.kind === 'number' && cut(td)) out.push(`number cut ${name(td)}`);
            // a cell spilling over, or an element in it clipping its text without an ellipsis
            if (cut(td)) out.push(`overflows its cell ${name(td)}`);
            for (const el of td.querySelectorAll('*')) {
                const st = getComputedStyle(el);
                if (cut(el) && el.textContent.trim() && st.overflowX !== 'visible' && st.textOverflow !== 'ellipsis') {
                    out.push(`cut without an ellipsis ${name(el)}`);
                }
            }
            for (const chip of td.querySelectorAll('.MuiChip-label')) if (cut(chip)) out.push(`tag cut ${name(chip)}`);
        }
        // The whole value of a number is shown: right-aligned, not cut, not under the pinned columns.
        for (const td of tbl.querySelectorAll('tbody tr.aq-crud-row td[data-kind="number"]')) {
            if (getComputedStyle(td).textAlign !== 'right') out.push(`number not right-aligned ${name(td)}`);
        }
        // the window never scrolls (the content area does): both must stay within their width
        const content = document.querySelector('.aq-content');
        if (content && content.scrollWidth > content.clientWidth + 1)
            out.push(`the content scrolls sideways (${content.scrollWidth} > ${content.clientWidth})`);
        if (document.documentElement.scrollWidth > window.innerWidth) {
            out.push(`the document scrolls sideways (${document.documentElement.scrollWidth} > ${window.innerWidth})`);
        }
        return out;
    }, LIST);

/** The status headers (状态, 审批状态 …) outside the viewport or the table's visible part, at a scroll position. */
const statusHidden = (page, where) =>
    page.evaluate(([LIST, where]) => {
        const box = document.querySelector(LIST).closest('.MuiTableContainer-root');
        box.scrollLeft = where === 'right' ? box.scrollWidth : 0;
        const view = box.getBoundingClientRect();
        const action = box.querySelector('th.aq-col-actions').getBoundingClientRect();
        return [...box.querySelectorAll('thead th')]
            .filter(th => /状态$/.test(th.textContent.trim()))
            .filter(th => {
                const r = th.getBoundingClientRect();
                return r.left < Math.max(0, view.left) - 1 || r.right > Math.min(window.innerWidth, view.right, action.left) + 1;
            })
            .map(th => `${th.textContent.trim()} (scrolled ${where})`);
    }, [LIST, where]);

const median = xs => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

describe('list pages at 1366×768', () => {
    for (const [user, password] of [
        ['admin', 'admin123'],
        ['contractor', 'engineer123'],
    ]) {
        test(`every list page of ${user}'s menu reads whole`, { timeout: 900_000 }, withPage(`lists-${user}`, async page => {
            await signIn(page, user, password);
            const leaves = await menuLeaves(page);
            assert.ok(leaves.length > 10, `the menu has pages (${leaves.length})`);
            const problems = [];
            const times = [];
            let lists = 0;
            for (const leaf of leaves) {
                await openTrail(page, leaf.trail);
                await markStale(page);
                await startClock(page);
                await sideMenu(page).locator(`a[href="${leaf.href}"]`).first().click();
                await page.waitForURL(u => u.pathname === leaf.href.split('?')[0]);
                await settle(page);
                await pageShown(page);
                await table(page).waitFor({ timeout: 1_000 }).catch(() => {}); // a list drawn just after its code
                if (!(await table(page).count())) continue;
                lists++;
                await table(page).locator('tbody tr.aq-crud-row, tbody td:has-text("暂无数据")').first().waitFor({ timeout: 15_000 });
                const t = await page.evaluate(() => window.__aqFirstRow);
                if (t != null) times.push(t);
                await page.waitForTimeout(150); // dictionary texts and tags settle
                const found = [...(await layoutProblems(page)), ...(await statusHidden(page, 'right')), ...(await statusHidden(page, 'left'))];
                problems.push(...found.map(p => `${leaf.href} (${leaf.title}): ${p}`));
                await screenshot(page, `lists-${user}-${leaf.href.replace(/^\/+/, '').replace(/[^A-Za-z0-9_-]+/g, '_')}`);
            }
            assert.ok(lists > 5, `list pages found (${lists})`);
            console.log(`[lists] ${user}: ${lists} list pages; menu click → first data row: median ${Math.round(median(times))} ms over ${times.length} pages (max ${Math.round(Math.max(...times))} ms)`);
            assert.deepEqual(problems, []);
        }, VIEWPORT));
    }

    test('列设置 hides and moves columns for the user, in every browser, until 恢复默认', withPage('lists-settings', async page => {
        const headers = p => table(p).locator('thead th[data-col]').evaluateAll(ths => ths.map(th => th.dataset.col));
        const openPayments = async p => {
            await openTrail(p, ['结算管理']);
            await sideMenu(p).getByText('支付管理', { exact: true }).click();
            await table(p).locator('tbody tr.aq-crud-row').first().waitFor();
        };
        const saved = p => p.waitForResponse(r => r.url().includes('/sys/user/listSetting') && r.request().method() === 'PUT');

        await signIn(page, 'admin', 'admin123');
        await openPayments(page);
        const plain = await headers(page);
        assert.ok(plain.includes('contractId') && plain.indexOf('amount') > plain.indexOf('paymentNo'), plain.join());
        assert.equal(plain.at(-1), 'status', 'the status column is pinned last');

        await page.getByRole('button', { name: '列设置' }).click();
        const panel = page.getByRole('dialog', { name: '列设置' });
        let put = saved(page);
        await panel.getByRole('checkbox', { name: '显示合同' }).uncheck();
        await put;
        // 本期支付 moves up twice, by the keyboard: the focus stays on its button
        put = saved(page);
        await panel.getByRole('button', { name: '上移本期支付（元）' }).focus();
        await page.keyboard.press('Enter');
        await page.keyboard.press('Enter');
        await put;
        assert.equal(await panel.getByRole('checkbox', { name: '显示审批状态' }).isDisabled(), true, 'the status column cannot be hidden');
        await page.keyboard.press('Escape');
        const mine = await headers(page);
        assert.ok(!mine.includes('contractId'), 'hidden');
        assert.ok(mine.indexOf('amount') < mine.indexOf('paymentNo'), `moved: ${mine.join()}`);

        await page.reload();
        await table(page).locator('tbody tr.aq-crud-row').first().waitFor();
        assert.deepEqual(await headers(page), mine, 'after a reload');

        // Another browser (its own storage), a new login: the same columns.
        const other = await newPage(env.browser, env.server.base, VIEWPORT);
        try {
            await signIn(other.page, 'admin', 'admin123');
            await openPayments(other.page);
            assert.deepEqual(await headers(other.page), mine, 'in a fresh browser');
            // Another user keeps the default.
            await signIn(other.page, 'contractor', 'engineer123');
            await openPayments(other.page);
            assert.deepEqual(await headers(other.page), plain, "another user's list is his own");
        } finally {
            await other.context.close();
        }

        await page.getByRole('button', { name: '列设置' }).click();
        put = saved(page);
        await page.getByRole('dialog', { name: '列设置' }).getByRole('button', { name: '恢复默认' }).click();
        await put;
        await page.keyboard.press('Escape');
        assert.deepEqual(await headers(page), plain, '恢复默认');
        await page.reload();
        await table(page).locator('tbody tr.aq-crud-row').first().waitFor();
        assert.deepEqual(await headers(page), plain, '恢复默认 is kept');
    }, VIEWPORT));
});
