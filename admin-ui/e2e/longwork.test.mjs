// Browser tests of long work and of the shell's scrolling: an import of 10000 rows shows the upload
// and the server's rows, then its counts; an export shows its progress and 取消 stops it; a page
// of a lower menu group opens at its top with the header in view.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { crc32 } from 'node:zlib';
import { browserSuite, login, screenshot, waitUntil, sideMenu } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const list = page => page.locator('.aq-crud-list');
const toolbar = page => page.locator('.aq-crud-toolbar');

/** A stored (uncompressed) zip of the named files. */
function zip(files) {
    const locals = [];
    const centrals = [];
    let offset = 0;
    for (const [name, text] of Object.entries(files)) {
        const data = Buffer.from(text, 'utf8');
        const fname = Buffer.from(name, 'utf8');
        const crc = crc32(data);
        const local = Buffer.alloc(30);
        local.writeUInt32LE(0x04034b50, 0);
        local.writeUInt16LE(20, 4);
        local.writeUInt16LE(0x0800, 6); // UTF-8 names
        local.writeUInt32LE(crc, 14);
        local.writeUInt32LE(data.length, 18);
        local.writeUInt32LE(data.length, 22);
        local.writeUInt16LE(fname.length, 26);
        const central = Buffer.alloc(46);
        central.writeUInt32LE(0x02014b50, 0);
        central.writeUInt16LE(20, 4);
        central.writeUInt16LE(20, 6);
        central.writeUInt16LE(0x0800, 8);
        central.writeUInt32LE(crc, 16);
        central.writeUInt32LE(data.length, 20);
        central.writeUInt32LE(data.length, 24);
        central.writeUInt16LE(fname.length, 28);
        central.writeUInt32LE(offset, 42);
        locals.push(local, fname, data);
        centrals.push(central, fname);
        offset += local.length + fname.length + data.length;
    }
    const dir = Buffer.concat(centrals);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(centrals.length / 2, 8);
    end.writeUInt16LE(centrals.length / 2, 10);
    end.writeUInt32LE(dir.length, 12);
    end.writeUInt32LE(offset, 16);
    return Buffer.concat([...locals, dir, end]);
}

const esc = s => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A one-sheet .xlsx of text cells (inline strings). */
function xlsx(rows) {
    const col = i => String.fromCharCode(65 + i);
    const sheetRows = rows
        .map((r, y) => `<row r="${y + 1}">${r.map((v, x) => `<c r="${col(x)}${y + 1}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`).join('')}</row>`)
        .join('');
    return zip({
        '[Content_Types].xml':
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
            '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
            '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
        '_rels/.rels':
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
        'xl/workbook.xml':
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
            'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
        'xl/_rels/workbook.xml.rels':
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
        'xl/worksheets/sheet1.xml':
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
            `<sheetData>${sheetRows}</sheetData></worksheet>`,
    });
}

/** Where the shell is scrolled: the window, the content area, the side menu; the header's top. */
const scrolls = page =>
    page.evaluate(() => ({
        window: window.scrollY,
        documentOverflows: document.documentElement.scrollHeight > window.innerHeight + 1,
        content: document.querySelector('.aq-content').scrollTop,
        sider: document.querySelector('.aq-sider-scroll').scrollTop,
        siderScrolls: document.querySelector('.aq-sider-scroll').scrollHeight > document.querySelector('.aq-sider-scroll').clientHeight,
        headerTop: document.querySelector('.aq-header').getBoundingClientRect().top,
    }));

const inView = async locator => {
    const box = await locator.boundingBox();
    const height = await locator.page().evaluate(() => window.innerHeight);
    return box !== null && box.y >= 0 && box.y + box.height <= height;
};

describe('long work and scrolling', () => {
    test('a page of a lower menu group opens at its top; the menu scrolls on its own', withPage('longwork-scroll', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await page.setViewportSize({ width: 1280, height: 600 });
        // scroll a long page down first: the next page must not open there
        await sideMenu(page).getByText('系统管理', { exact: true }).click();
        await sideMenu(page).locator('.MuiCollapse-entered').filter({ hasText: '用户管理' }).waitFor();
        await sideMenu(page).getByText('用户管理', { exact: true }).click();
        await page.waitForURL('**/isystem/user');
        await list(page).locator('tbody tr').first().waitFor();
        await page.locator('.aq-content').hover();
        await page.mouse.wheel(0, 2000);
        // the wheel scrolls smoothly: wait until it has come to rest below the top (the same offset twice)
        let last = -1;
        await waitUntil(
            async () => {
                const y = await page.locator('.aq-content').evaluate(el => el.scrollTop);
                const still = y > 0 && y === last;
                last = y;
                return still;
            },
            { interval: 150, timeout: 10_000, what: () => `the page to scroll down and come to rest (scrollTop ${last})` },
        );
        assert.equal((await scrolls(page)).headerTop >= 0, true, 'the header stays while the page scrolls');

        // the lowest group, reached by scrolling the side menu
        await sideMenu(page).getByText('系统监控', { exact: true }).click();
        await sideMenu(page).locator('.MuiCollapse-entered').filter({ hasText: '数据日志' }).waitFor();
        await sideMenu(page).getByText('数据日志', { exact: true }).click();
        await page.waitForURL('**/isystem/dataLog');
        // the data log's own filters (the user list's, on screen until the page's code has loaded, have 查询 too)
        const filters = page.getByRole('search').filter({ has: page.getByRole('button', { name: '数据比较' }) });
        const search = filters.getByRole('button', { name: '查询', exact: true });
        await search.waitFor();
        assert.ok(await inView(filters.getByLabel('表名')), 'the filters are in view');
        const s = await scrolls(page);
        assert.equal(s.window, 0, 'the window does not scroll');
        assert.equal(s.documentOverflows, false, 'the page is as tall as the window');
        assert.equal(s.content, 0, 'the page opens at its top');
        assert.ok(s.headerTop >= 0, `the header is in view: ${s.headerTop}`);
        if (s.siderScrolls) assert.ok(s.sider > 0, 'the side menu scrolled itself to the lower group');
        assert.ok(await inView(page.locator('.aq-header')), 'header in view');
        assert.ok(await inView(search), '查询 in view');
        assert.ok(await inView(page.locator('.aq-tabs').getByRole('tab', { name: /数据日志/ })), 'its tab in view');
        await screenshot(page, 'longwork-lower-group');

        // the menu scrolled back and forth leaves the content alone
        await page.locator('.aq-sider-scroll').hover();
        await page.mouse.wheel(0, -3000);
        assert.equal((await scrolls(page)).content, 0);

        // opened by its URL, the page's entry is scrolled into the menu's view
        await page.reload();
        const current = sideMenu(page).locator('[aria-current="page"]', { hasText: '数据日志' });
        await current.waitFor();
        await page.waitForFunction(() => {
            const el = document.querySelector('aside.aq-sider nav [aria-current="page"]').getBoundingClientRect();
            return el.top >= 0 && el.bottom <= window.innerHeight;
        });
        assert.equal((await scrolls(page)).content, 0);
    }));

    test('an import of 10000 rows shows the upload, the rows, then the counts and the error report', withPage('longwork-import', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await page.goto('/isystem/position');
        await list(page).getByText(/共\d+条/).waitFor();

        const head = ['职务编码', '职务名称'];
        const rows = [head];
        // long enough (some seconds) that the server's row counts show between two polls on any machine
        for (let i = 0; i < 9997; i++) rows.push([`e2e_pos_${i}`, `批量职务${i}`]);
        for (let i = 0; i < 3; i++) rows.push([`e2e_bad_${i}`, '']); // 职务名称 is required
        const file = xlsx(rows);

        await toolbar(page).getByRole('button', { name: '导入' }).click();
        const dialog = page.getByRole('dialog', { name: '导入EXCEL' });
        await dialog.getByTestId('import-files').setInputFiles({
            name: '职务10000.xlsx',
            mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            buffer: file,
        });
        await dialog.getByText('职务10000.xlsx').waitFor();
        await dialog.getByRole('button', { name: '开始上传' }).click();
        await dialog.getByRole('progressbar', { name: '上传进度' }).waitFor();
        await dialog.getByRole('progressbar', { name: '处理进度' }).waitFor();
        await dialog.getByText(/正在(校验|保存)：\d+ \/ (10000|9997) 行/).first().waitFor({ timeout: 30_000 });
        await screenshot(page, 'longwork-import-progress');

        const counts = dialog.getByRole('group', { name: '导入结果' });
        await counts.waitFor({ timeout: 120_000 });
        assert.equal(await counts.getByTestId('import-新增').textContent(), '9997');
        assert.equal(await counts.getByTestId('import-更新').textContent(), '0');
        assert.equal(await counts.getByTestId('import-失败').textContent(), '3');
        await dialog.getByText('共 10000 行').waitFor();
        const href = await dialog.getByRole('link', { name: '下载错误报告' }).getAttribute('href');
        const report = await page.evaluate(async h => (await fetch(h)).text(), href);
        assert.match(report, /第 10000 行：/);
        await screenshot(page, 'longwork-import-result');
        await dialog.getByRole('button', { name: '完成' }).click();
        await dialog.waitFor({ state: 'detached' });
        await list(page).getByText(/共(999\d|100\d\d)条/).waitFor();
    }));

    test('an export shows its progress and 取消 stops it without saving', withPage('longwork-export', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await page.goto('/isystem/position');
        await list(page).getByText(/共\d+条/).waitFor();

        // a slow connection, so the export is seen on its way and can be stopped
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 200, downloadThroughput: 4 * 1024, uploadThroughput: 1024 * 1024 });
        const downloads = [];
        page.on('download', d => downloads.push(d));
        await toolbar(page).getByRole('button', { name: '导出' }).click();
        const panel = page.getByRole('dialog', { name: '导出进度' });
        await panel.waitFor();
        await panel.getByText(/正在(生成文件|下载)/).waitFor();
        await panel.getByText(/正在下载：[\d.]+ KB \/ [\d.]+ KB/).waitFor({ timeout: 30_000 });
        const value = Number(await panel.getByRole('progressbar', { name: '导出进度' }).getAttribute('aria-valuenow'));
        assert.ok(value >= 0 && value < 100, `part of the file has come: ${value}%`);
        await screenshot(page, 'longwork-export-progress');
        await panel.getByRole('button', { name: '取消' }).click();
        await page.locator('.aq-message', { hasText: '已取消导出' }).waitFor();
        await panel.waitFor({ state: 'detached' });
        // a download would follow the cancel within a moment: give it the time (an absence cannot be awaited)
        await page.waitForTimeout(500);
        assert.equal(downloads.length, 0, 'nothing was saved');

        // at full speed the export completes and is saved
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
        const [download] = await Promise.all([page.waitForEvent('download'), toolbar(page).getByRole('button', { name: '导出' }).click()]);
        assert.equal(download.suggestedFilename(), '职务.xlsx');
        await panel.waitFor({ state: 'detached' });
    }));
});
