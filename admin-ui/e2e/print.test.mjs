// Browser test of printing: every generated resource whose config has `print` opens a record's
// 详情, prints it (window.print stubbed and counted), and on print media only the A4 form shows —
// its title and every signature box, not the app; the PDF of the page is A4.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { api, browserSuite, login, newPage, screenshot } from './harness.mjs';

const RESOURCES_DIR = resolve(import.meta.dirname, '..', 'src', 'resources');

/** The configs that print, read from the generated files (the generator writes JSON literally). */
const printable = readdirSync(RESOURCES_DIR)
    .map(dir => join(RESOURCES_DIR, dir, 'config.gen.ts'))
    .filter(existsSync)
    .map(file => readFileSync(file, 'utf8'))
    .filter(text => /"print"\s*:/.test(text))
    .map(text => JSON.parse(text.slice(text.indexOf('{', text.indexOf('config:')), text.lastIndexOf('}') + 1)))
    .sort((a, b) => a.name.localeCompare(b.name));

const env = browserSuite();

/** The menu route of a page component, from the server's menu. */
const routeOf = (nodes, component) => {
    for (const n of nodes ?? []) {
        if (n.component === component) return n.path;
        const found = routeOf(n.children, component);
        if (found) return found;
    }
    return undefined;
};

/** A minimal valid add body: every required form field, dictionary fields take their first item. */
async function minimalBody(page, config) {
    const body = {};
    for (const f of config.fields) {
        if (!f.form || !f.required) continue;
        if (f.dict) {
            const items = await api(page, 'GET', `/sys/dict/getDictItems/${f.dict}`);
            assert.ok(items.length, `${config.name}.${f.name}: dictionary ${f.dict} has no item`);
            body[f.name] = items[0].value;
        } else if (f.type === 'date') body[f.name] = '2026-03-04';
        else if (f.type === 'datetime') body[f.name] = '2026-03-04 05:06:07';
        else if (f.type === 'chainage') body[f.name] = /^end/i.test(f.name) ? 'K1+200.000' : 'K1+100.000';
        else if (f.type === 'int' || f.type === 'float' || f.type === 'money') body[f.name] = f.max ?? 1;
        else body[f.name] = `打印${Date.now() % 100000}`.slice(0, f.maxLength ?? 50);
    }
    return body;
}

const A4 = [595.28, 841.89];

describe('打印 A4 表单', () => {
    let context;
    let page;
    let menu;

    before(async () => {
        ({ context, page } = await newPage(env.browser, env.server.base));
        // the browser's print dialog would block headless Chromium: count the calls instead
        await page.addInitScript(() => {
            window.__printCalls = 0;
            window.print = () => {
                window.__printCalls++;
            };
        });
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        menu = (await api(page, 'GET', '/sys/permission/getUserPermissionByToken?client=aqueduct')).menu;
    });
    after(async () => context?.close());

    test('there are resources that print', () => assert.ok(printable.length > 0));

    for (const config of printable) {
        test(`${config.title}：${config.print.title}`, async () => {
            try {
                const prefix = config.apiPrefix.replace(/\/+$/, '');
                const list = await api(page, 'GET', `${prefix}/list?pageNo=1&pageSize=1`);
                if (!list.total) await api(page, 'POST', `${prefix}/add`, await minimalBody(page, config));

                const route = routeOf(menu, config.component);
                assert.ok(route, `no menu route for ${config.component}`);
                await page.emulateMedia({ media: 'screen' });
                await page.goto(route);
                const rows = page.locator('.aq-crud-list tbody tr');
                await rows.first().getByRole('button', { name: '详情' }).click();
                const dialog = page.getByRole('dialog', { name: '详情' });
                await dialog.getByRole('button', { name: '打印' }).click();

                const sheet = page.locator('.aq-print-root');
                await sheet.waitFor({ state: 'attached' });
                await page.waitForFunction(() => window.__printCalls === 1);
                assert.equal(await sheet.isVisible(), false, 'on screen the sheet is not shown');

                await page.emulateMedia({ media: 'print' });
                await sheet.getByRole('heading', { name: config.print.title, exact: true }).waitFor();
                for (const unit of config.print.signatures ?? [])
                    assert.ok(await sheet.getByText(`${unit}（签章）`, { exact: true }).isVisible(), `signature box of ${unit}`);
                assert.equal(await page.locator('aside.aq-sider').isVisible(), false, 'the app layout is not printed');
                assert.equal(await dialog.isVisible(), false, 'the dialog is not printed');

                const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
                const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
                assert.ok(box, 'the PDF has a MediaBox');
                const [w, h] = [Number(box[3]) - Number(box[1]), Number(box[4]) - Number(box[2])];
                assert.ok(Math.abs(w - A4[0]) <= 1 && Math.abs(h - A4[1]) <= 1, `A4 page, got ${w}×${h}`);
                assert.equal(await page.evaluate(() => window.__printCalls), 1, 'printed once');
            } catch (e) {
                await screenshot(page, `failure-print-${config.name}`).catch(() => {});
                throw e;
            }
        });
    }
});
