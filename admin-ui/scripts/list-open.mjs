// Measures, in a real browser at 1366×768, the time from a click on a side-menu entry to the list's data on
// screen, for every list page the user's menu offers (demo data). Prints each page and the median.
//   cd admin-ui && AQ_BIN=../bin/aqueduct node scripts/list-open.mjs [user password]
// (AQ_UI_DIR may point at another UI build.) Run it before and after a change to the lists or the shell.
import { login, newPage, startBrowser, startServer } from '../e2e/harness.mjs';

const [user = 'admin', password = 'admin123'] = process.argv.slice(2);
const server = await startServer();
const browser = await startBrowser();
try {
    const { page } = await newPage(browser, server.base, { width: 1366, height: 768 });
    await login(page, user, password);
    await page.waitForURL('**/dashboard/analysis');
    const nav = page.locator('aside.aq-sider nav');
    await nav.waitFor();
    const group = name => nav.locator('.aq-submenu-title', { hasText: name }).first();
    const open = async name => {
        if ((await group(name).getAttribute('aria-expanded')) !== 'true') await group(name).click();
    };
    // the leaves of every group, as the side menu shows them
    const leaves = [];
    for (const name of await nav.locator('.aq-submenu-title').allInnerTexts()) {
        await open(name);
        for (const a of await group(name).locator('xpath=..').locator('a[href^="/"]').all())
            leaves.push({ group: name, href: await a.getAttribute('href'), text: (await a.innerText()).trim() });
    }
    const times = [];
    for (const leaf of leaves) {
        await open(leaf.group);
        const link = nav.locator(`a[href="${leaf.href}"]`).first();
        await link.waitFor();
        const t0 = Date.now();
        await link.click();
        const shown = await page
            .waitForFunction(
                href =>
                    location.pathname === href &&
                    !document.querySelector('main [aria-busy="true"]') &&
                    (document.querySelector('main [aria-busy="false"] table[aria-label] tbody')?.children.length ?? 0) > 0,
                leaf.href,
                { timeout: 8000, polling: 'raf' },
            )
            .then(() => true, () => false);
        if (!shown) {
            // not a list page; a full-screen one (大屏) has no side menu to click on
            if (!(await nav.isVisible())) await page.goto('/dashboard/analysis');
            continue;
        }
        const ms = Date.now() - t0;
        times.push(ms);
        console.log(`${String(ms).padStart(6)} ms  ${leaf.text}  ${leaf.href}`);
    }
    times.sort((a, b) => a - b);
    console.log(`${times.length} list pages, median ${times[times.length >> 1]} ms, slowest ${times.at(-1)} ms`);
} finally {
    await browser.close();
    await server.stop();
}
