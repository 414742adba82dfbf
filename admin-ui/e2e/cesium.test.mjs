// Browser test of 三维地图测试 (/test/cesium) with the demo line: the Cesium globe is drawn (WebGL
// in headless Chromium through SwiftShader), the line's sections and each heading's face are
// entities of the scene, the faces' red points are on the canvas and their names with 桩号 in the
// list beside it; no request leaves the server (no Ion, no imagery, no terrain), every Cesium file
// asked for exists, and the Content-Security-Policy refuses nothing. Also on a phone, leaving the
// page, and a viewer the data endpoint refuses.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { api, CHROMIUM_ARGS, login, newPage, screenshot, startServer, waitUntil } from './harness.mjs';

/** SwiftShader gives WebGL without a GPU; Chromium wants it asked for by name. */
const WEBGL_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

const scene = page => page.getByRole('region', { name: '三维线路' });

/** 桩号 as the UI writes it: K12+345.600. */
const chainage = m => `K${Math.floor(m / 1000)}+${(m % 1000).toFixed(3).padStart(7, '0')}`;

/** RGBA pixels of a PNG (8-bit RGB or RGBA, not interlaced: what Chromium's screenshots are). */
function decodePng(buf) {
    let pos = 8;
    let width = 0, height = 0, channels = 0;
    const idat = [];
    while (pos < buf.length) {
        const len = buf.readUInt32BE(pos);
        const type = buf.toString('latin1', pos + 4, pos + 8);
        const data = buf.subarray(pos + 8, pos + 8 + len);
        if (type === 'IHDR') {
            width = data.readUInt32BE(0);
            height = data.readUInt32BE(4);
            assert.equal(data[8], 8, '8-bit PNG');
            channels = { 2: 3, 6: 4 }[data[9]];
            assert.ok(channels, `PNG colour type ${data[9]}`);
        } else if (type === 'IDAT') idat.push(data);
        pos += 12 + len;
    }
    const raw = inflateSync(Buffer.concat(idat));
    const stride = width * channels;
    const out = Buffer.alloc(width * height * 4);
    let prev = Buffer.alloc(stride);
    for (let y = 0; y < height; y++) {
        const filter = raw[y * (stride + 1)];
        const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
        for (let i = 0; i < stride; i++) {
            const a = i >= channels ? line[i - channels] : 0, b = prev[i], c = i >= channels ? prev[i - channels] : 0;
            const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
            const pred = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter];
            line[i] = (line[i] + pred) & 0xff;
        }
        for (let x = 0; x < width; x++) {
            for (let k = 0; k < 3; k++) out[(y * width + x) * 4 + k] = line[x * channels + k];
            out[(y * width + x) * 4 + 3] = channels === 4 ? line[x * channels + 3] : 255;
        }
        prev = line;
    }
    return { width, height, data: out };
}

/** Pixels of the canvas close to a colour. */
async function pixelsLike(page, [r, g, b]) {
    const png = decodePng(await scene(page).locator('canvas').first().screenshot());
    let n = 0;
    for (let i = 0; i < png.data.length; i += 4)
        if (Math.abs(png.data[i] - r) < 40 && Math.abs(png.data[i + 1] - g) < 40 && Math.abs(png.data[i + 2] - b) < 40) n++;
    return n;
}

/** Notes what the page must not do: requests off this server, Cesium files it lacks, CSP refusals, errors. */
async function watch(page, base) {
    const seen = { outside: [], missing: [], refused: [], errors: [] };
    page.on('request', r => {
        const u = r.url();
        if (!u.startsWith(base) && !u.startsWith('data:') && !u.startsWith('blob:')) seen.outside.push(u);
    });
    page.on('response', r => {
        // a file the build lacks is answered with the app's index.html
        if (r.url().includes('/assets/cesium-') && (r.status() >= 400 || (r.headers()['content-type'] ?? '').includes('text/html')))
            seen.missing.push(`${r.status()} ${r.url()}`);
    });
    page.on('console', m => /Content Security Policy|Refused to/i.test(m.text()) && seen.refused.push(m.text()));
    page.on('pageerror', e => seen.errors.push(e.message));
    await page.addInitScript(() => {
        window.__csp = [];
        document.addEventListener('securitypolicyviolation', e => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    seen.check = async () => {
        assert.deepEqual(seen.outside, [], 'no request leaves the server');
        assert.deepEqual(seen.missing, [], 'every Cesium file asked for is in the build');
        assert.deepEqual(seen.refused, [], 'no CSP refusal in the console');
        assert.deepEqual(await page.evaluate(() => window.__csp), [], 'no securitypolicyviolation event');
        assert.deepEqual(seen.errors, [], 'no uncaught page error');
    };
    return seen;
}

/** The faces the demo has on its line: name and chainage of each surveyed tunnel with one. */
const facesOf = map => map.buildings.filter(b => (!b.pid || b.pid === '0') && b.route.length > 1 && typeof b.face === 'number');

describe('三维地图测试', () => {
    const env = {};
    before(async () => {
        env.server = await startServer();
        env.browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: [...CHROMIUM_ARGS, ...WEBGL_ARGS] });
    });
    after(async () => {
        await env.browser?.close();
        await env.server?.stop();
    });
    const withPage = (name, fn, viewport) => async () => {
        const { context, page } = await newPage(env.browser, env.server.base, viewport);
        try {
            await fn(page);
        } catch (e) {
            await screenshot(page, `failure-${name}`).catch(() => {});
            throw e;
        } finally {
            await context.close();
        }
    };

    test('the demo line in 3D, offline, under the CSP', withPage('cesium', async page => {
        const seen = await watch(page, env.server.base);
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        const map = await api(page, 'GET', '/dashboard/map');
        const faces = facesOf(map);
        assert.ok(faces.length >= 1, 'the demo has faces on its line');

        await page.goto('/test/cesium');
        const region = scene(page);
        await region.locator('canvas').first().waitFor();
        await page.locator('[data-testid="cesium-scene"][data-state="ready"]').waitFor({ timeout: 90_000 });
        const box = await region.locator('canvas').first().boundingBox();
        assert.ok(box.width > 300 && box.height > 200, `the canvas fills the region (${box.width}×${box.height})`);

        // one polyline per section stretch (three sections at least) and one point per face
        const entities = Number(await region.getAttribute('data-entities'));
        assert.ok(entities >= 3 + faces.length, `entities ${entities} for ${faces.length} faces`);
        const list = page.getByRole('list', { name: '掌子面' });
        assert.equal(await list.getByRole('listitem').count(), faces.length);
        for (const f of faces) await list.getByText(`${f.name} ${chainage(f.face)}`, { exact: true }).waitFor();
        const sections = page.getByRole('list', { name: '标段' });
        for (const s of ['第一标段', '第二标段', '第三标段']) await sections.getByText(new RegExp(`^${s} 完成`)).waitFor();

        // once the camera has flown to the line, the faces' red points are on the canvas
        let red = 0;
        await waitUntil(async () => (red = await pixelsLike(page, [245, 34, 45])) >= 20, {
            timeout: 10_000,
            interval: 250,
            what: () => `the faces drawn on the canvas (20 red pixels, ${red} seen)`,
        });
        await screenshot(page, 'cesium');
        await seen.check();

        // leaving the page destroys the globe: nothing fails afterwards
        await page.getByRole('link', { name: '返回首页' }).click();
        await page.waitForURL('**/dashboard/analysis');
        await page.locator('.cesium-widget').waitFor({ state: 'detached' }); // once 首页 has replaced the page
        // an error after leaving would come from the globe's frame loop or its workers: give them time
        // to run (an absence cannot be awaited)
        await page.waitForTimeout(500);
        await seen.check();
    }));

    test('on a phone: the globe on top, the list below', withPage('cesium-mobile', async page => {
        const seen = await watch(page, env.server.base);
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await page.goto('/test/cesium');
        await page.locator('[data-testid="cesium-scene"][data-state="ready"]').waitFor({ timeout: 90_000 });
        const canvas = await scene(page).locator('canvas').first().boundingBox();
        assert.ok(canvas.width >= 350 && canvas.width <= 390 && canvas.height > 250, `canvas ${canvas.width}×${canvas.height}`);
        const list = await page.getByRole('list', { name: '掌子面' }).boundingBox();
        assert.ok(list.y >= canvas.y + canvas.height, 'the list is below the globe');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= 390, `no sideways scrolling (${width})`);
        await screenshot(page, 'cesium-mobile');
        await seen.check();
    }, { width: 390, height: 844 }));

    test('a viewer the map data is refused to sees why, in Chinese', withPage('cesium-refused', async page => {
        await login(page, 'engineer', 'engineer123');
        await page.waitForURL('**/dashboard/analysis');
        await page.goto('/test/cesium');
        await page.getByRole('alert').filter({ hasText: '三维线路数据加载失败' }).waitFor();
        assert.equal(await page.locator('canvas').count(), 0, 'no globe without data');
    }));
});
