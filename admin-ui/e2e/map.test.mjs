// Browser test of 地图 (/home/map) with the demo line: the three sections drawn as vector
// polylines without any tile request (no internet), km labels, a hidden danger created here and
// shown by its chainage with its level in the popup, 定位桩号, and the page on a phone. With
// AQ_MAP_TILES naming a tile server on another port, its tiles load and the page's
// Content-Security-Policy refuses nothing. With AQ_MAP_PMTILES the base map comes from a PMTiles file on this
// server and nothing leaves it.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, browserSuite, login, png, screenshot } from './harness.mjs';

const region = page => page.getByRole('region', { name: '线路地图' });

/** Logs in as admin and notes every request that leaves the server (a tile would). */
async function openAsAdmin(page, base) {
    const outside = [];
    page.on('request', r => {
        if (!r.url().startsWith(base) && !r.url().startsWith('data:')) outside.push(r.url());
    });
    await login(page, 'admin', 'admin123');
    await page.waitForURL('**/dashboard/analysis');
    return outside;
}

async function openMap(page) {
    await page.goto('/home/map');
    await region(page).waitFor();
    // one polyline per demo section at least
    await page.waitForFunction(() => document.querySelectorAll('path.leaflet-interactive').length >= 3);
}

describe('地图', () => {
    const env = browserSuite();
    const { withPage } = env;

    test('the demo line, km labels, a danger by its chainage and 定位桩号', withPage('map', async page => {
        const outside = await openAsAdmin(page, env.server.base);

        const first = (await api(page, 'GET', '/dashboard/map')).sections.find(s => s.name === '第一标段');
        assert.ok(first, 'the demo has 第一标段');
        const place = `E2E地图隐患${Date.now() % 100000}`;
        // K8+200: clear of the demo's dangers, shafts and cameras, so its marker is not covered
        await api(page, 'POST', '/safety/cmisHiddenDanger/add', {
            sectionId: first.id, location: place, chainage: 8200, level: '2', description: '拱顶渗水，局部掉块',
        });

        await openMap(page);
        const map = region(page);
        assert.ok((await map.locator('path.leaflet-interactive').count()) >= 3);
        assert.equal(await page.locator('img.leaflet-tile').count(), 0, 'no tile layer without a tile URL');
        assert.equal(await map.locator('.leaflet-control-attribution').count(), 0);

        // km labels: all of them exist; zoomed out, every 5th or 10th shows
        assert.equal(await map.locator('.aq-map-km span', { hasText: /^K1$/ }).count(), 1);
        assert.equal(await map.locator('.aq-map-km span', { hasText: /^K2$/ }).count(), 1);
        await map.locator('.aq-map-km span', { hasText: /^K10$/ }).waitFor({ state: 'visible' });
        await screenshot(page, 'map');

        // the layers control names its overlays in Chinese
        for (const name of ['线路', '建筑物', '摄像头', '隐患', '地表'])
            await map.locator('.leaflet-control-layers').getByText(name, { exact: true }).waitFor({ state: 'attached' });

        const danger = map.locator(`.aq-map-danger[title="隐患：${place}"]`);
        await danger.click();
        const popup = map.locator('.leaflet-popup-content');
        await popup.getByText('等级：重大隐患').waitFor();
        await popup.getByText(`部位：${place}`).waitFor();
        await popup.getByText('桩号：K8+200.000').waitFor();

        // 定位桩号: a bad text, a chainage off the line, then K12+300
        const box = page.getByLabel('定位桩号');
        await box.fill('K12-300');
        await box.press('Enter');
        await page.getByText('桩号格式不正确').waitFor();
        await box.fill('K99+000');
        await box.press('Enter');
        await page.getByText('桩号不在线路范围内').waitFor();
        await box.fill('K12+300');
        await box.press('Enter');
        await map.locator('.aq-map-locate').waitFor({ state: 'visible' });
        await map.locator('.leaflet-tooltip', { hasText: 'K12+300.000' }).waitFor();
        assert.equal(await page.getByText('桩号不在线路范围内').count(), 0);
        // zoomed in: the km labels next to it show
        await map.locator('.aq-map-km span', { hasText: /^K12$/ }).waitFor({ state: 'visible' });
        await page.waitForTimeout(900); // for the picture only: Leaflet's fly animation (frames, not CSS) ends; nothing is asserted on it
        await screenshot(page, 'map-locate');

        // the section filter zooms to that section
        await page.getByRole('form', { name: '地图查询' }).getByRole('combobox', { name: '标段' }).click();
        await page.getByRole('option', { name: '第三标段' }).click();
        await map.locator('.aq-map-km span', { hasText: /^K40$/ }).waitFor({ state: 'visible' });

        assert.deepEqual(outside, [], 'nothing is fetched from outside the server');
    }));

    test('on a phone: the map fills the screen and its controls are reachable', withPage('map-mobile', async page => {
        const outside = await openAsAdmin(page, env.server.base);
        await openMap(page);
        const map = region(page);
        const box = await map.boundingBox();
        assert.ok(box.height >= 360 && box.width >= 300, `map ${box.width}×${box.height}`);
        await map.getByRole('button', { name: '放大' }).click();
        // the layers control is folded on a phone and opens on a tap (a click without a hover first)
        await map.getByRole('button', { name: '图层' }).dispatchEvent('click');
        await map.locator('.leaflet-control-layers').getByText('隐患', { exact: true }).waitFor();
        await screenshot(page, 'map-mobile');
        assert.deepEqual(outside, []);
    }, { width: 390, height: 844 }));
});

describe('地图底图 (AQ_MAP_TILES)', () => {
    // a tile server on a port of its own: another origin than the app's
    const tiles = { server: null, base: '', requests: [] };
    const tile = png(256, 256, [170, 211, 223]);
    before(async () => {
        tiles.server = createServer((req, res) => {
            tiles.requests.push(req.url);
            if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url)) return void res.writeHead(404).end();
            res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': tile.length }).end(tile);
        });
        await new Promise(ok => tiles.server.listen(0, '127.0.0.1', ok));
        tiles.base = `http://127.0.0.1:${tiles.server.address().port}`;
    });
    after(() => new Promise(ok => (tiles.server ? tiles.server.close(ok) : ok())));
    const env = browserSuite({ env: () => ({ AQ_MAP_TILES: `${tiles.base}/{z}/{x}/{y}.png` }) });

    test('the tiles load and the policy refuses nothing', env.withPage('map-tiles', async page => {
        const refused = [];
        page.on('console', m => {
            if (m.text().includes('Content Security Policy')) refused.push(m.text());
        });
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await openMap(page);
        // every tile in view arrived and decoded (a refused or broken one has no natural width)
        await page.waitForFunction(
            base => {
                const imgs = [...document.querySelectorAll('img.leaflet-tile')];
                return imgs.length > 0 && imgs.every(i => i.src.startsWith(base) && i.complete && i.naturalWidth === 256);
            },
            tiles.base,
            { timeout: 15_000 },
        );
        assert.ok(tiles.requests.some(u => /^\/\d+\/\d+\/\d+\.png$/.test(u)), 'the tile server was asked for tiles');
        await screenshot(page, 'map-tiles');
        assert.deepEqual(refused, [], 'no Content-Security-Policy violation');
    }));
});

describe('离线底图 (AQ_MAP_PMTILES)', () => {
    const env = browserSuite({ env: { AQ_MAP_PMTILES: resolve(import.meta.dirname, '..', '..', 'server', 'maptiles', 'testdata', 'demo.pmtiles') } });

    test('the base map comes from the PMTiles file on this server, nothing from outside', env.withPage('map-pmtiles', async page => {
        const outside = await openAsAdmin(page, env.server.base);
        await openMap(page);
        // the demo file holds zoom 0-2: the map scales its deepest tiles, with the session in the query
        await page.waitForFunction(
            () => {
                const imgs = [...document.querySelectorAll('img.leaflet-tile')];
                return imgs.length > 0 && imgs.every(i => /\/jeecg-boot\/sys\/map\/tiles\/2\/\d+\/\d+\?token=/.test(i.src) && i.complete && i.naturalWidth === 256);
            },
            undefined,
            { timeout: 15_000 },
        );
        assert.deepEqual(outside, [], 'no request leaves the server');
        // each demo tunnel's face (掌子面), where its latest 掘进日报 ended
        await page.waitForFunction(() => document.querySelectorAll('.aq-map-face').length === 3);
        // by keyboard: at the overview zoom other markers may lie over it
        await page.locator('.aq-map-face').first().focus();
        await page.keyboard.press('Enter');
        const popup = page.locator('.leaflet-popup');
        await popup.getByText(/^掌子面：/).waitFor();
        await popup.getByText(/桩号：K\d+\+\d{3}/).waitFor();
        await page.getByText('掌子面', { exact: true }).waitFor(); // the legend
        await screenshot(page, 'map-pmtiles');
    }));
});
