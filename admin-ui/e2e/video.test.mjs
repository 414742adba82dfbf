// Browser test of 视频监控 (/analysis/video) and 施工详情 (/constructionDetail): the admin switches
// the wall between 1, 4 and 9 windows, sees the demo cameras by name, and every window ends in a
// state (a stream nobody serves shows 播放失败, an offline camera 离线) — never a blank one; the
// map's ?camera= link leads the wall; a camera whose stream a second local server really serves
// (an HLS clip made with ffmpeg) plays, the page's Content-Security-Policy admitting its host; a
// section's detail shows its name, progress and the open hidden danger recorded through the API,
// flagged 逾期.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, browserSuite, login, screenshot } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

/** A 6-second HLS clip (H.264, 1-second segments) served with CORS from a port of its own. */
const stream = { dir: '', server: null, base: '', requests: [] };
before(async () => {
    stream.dir = mkdtempSync(join(tmpdir(), 'aq-hls-'));
    execFileSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10', '-t', '6',
        '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-f', 'hls', '-hls_time', '1', '-hls_playlist_type', 'vod',
        join(stream.dir, 'out.m3u8')]);
    const types = { m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t' };
    stream.server = createServer((req, res) => {
        stream.requests.push(req.url);
        const name = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^\/+/, '');
        const type = types[name.split('.').pop()];
        if (!type || name.includes('/') || name.startsWith('.')) return void res.writeHead(404).end();
        try {
            const body = readFileSync(join(stream.dir, name));
            res.writeHead(200, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*' }).end(body);
        } catch {
            res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
        }
    });
    await new Promise(ok => stream.server.listen(0, '127.0.0.1', ok));
    stream.base = `http://127.0.0.1:${stream.server.address().port}`;
});
after(async () => {
    await new Promise(ok => (stream.server ? stream.server.close(ok) : ok()));
    if (stream.dir) rmSync(stream.dir, { recursive: true, force: true });
});

const tiles = page => page.locator('.aq-camera-tile');
const SETTLED = ['failed', 'offline', 'no-url', 'playing'];

/** Waits until no window of the wall is still loading (an unreachable stream fails in ≤ 20 s). */
async function waitSettled(page) {
    await page.waitForFunction(
        states => {
            const all = [...document.querySelectorAll('.aq-camera-tile')];
            return all.length > 0 && all.every(t => states.includes(t.dataset.state));
        },
        SETTLED,
        { timeout: 45_000 },
    );
}

async function firstSection(page) {
    const list = await api(page, 'GET', '/section/cmisSection/nodeTreeList');
    const sections = list.records ?? list;
    assert.ok(sections.length > 0, 'the demo has sections');
    return { id: sections[0].id, name: sections[0].title };
}

async function addCamera(page, sectionId, body) {
    await api(page, 'POST', '/camera/cmisCamera/add', { sectionId, ...body });
    const found = await api(page, 'GET', `/camera/cmisCamera/list?pageNo=1&pageSize=10&name=${encodeURIComponent(body.name)}`);
    const row = (found.records ?? found).find(r => r.name === body.name);
    assert.ok(row, `camera ${body.name} was added`);
    return row;
}

describe('视频监控与施工详情', () => {
    test('the wall switches 1/4/9, shows every camera in a state, and follows ?camera=', withPage('video', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        const section = await firstSection(page);
        const tag = Date.now() % 100000;
        // a port nothing listens on: the stream fails at once
        const dead = await addCamera(page, section.id, { name: `E2E不可达${tag}`, location: 'K1+100', streamUrl: 'http://127.0.0.1:9/live/none.m3u8', status: '1' });
        const off = await addCamera(page, section.id, { name: `E2E离线${tag}`, location: 'K1+200', streamUrl: 'http://127.0.0.1:9/live/off.m3u8', status: '0' });
        const demo = (await api(page, 'GET', `/camera/cmisCamera/list?pageNo=1&pageSize=100&sectionId=${section.id}`)).records.filter(c => !c.name.startsWith('E2E'));
        assert.ok(demo.length > 0, 'the demo section has cameras');

        await page.goto(`/analysis/video?sectionId=${section.id}`);
        await page.getByRole('heading', { name: '视频监控' }).waitFor();
        const wall = page.getByRole('region', { name: '监控画面' });
        await wall.waitFor();
        const count = demo.length + 2;

        await page.getByRole('button', { name: '9 分屏' }).click();
        await page.waitForFunction(n => document.querySelectorAll('.aq-camera-tile').length === n, Math.min(9, count));
        for (const c of demo.slice(0, 7)) await wall.getByText(c.name, { exact: true }).waitFor();
        await waitSettled(page);
        await screenshot(page, 'video-9');

        const deadTile = page.locator(`.aq-camera-tile[data-camera="${dead.id}"]`);
        const offTile = page.locator(`.aq-camera-tile[data-camera="${off.id}"]`);
        assert.equal(await deadTile.getAttribute('data-state'), 'failed');
        await deadTile.getByText('播放失败').waitFor();
        assert.equal(await offTile.getAttribute('data-state'), 'offline');
        await offTile.getByText('离线', { exact: true }).waitFor();
        // every window names its camera and says what it shows
        for (const t of await tiles(page).all()) {
            assert.ok(((await t.getAttribute('aria-label')) ?? '').trim() !== '', 'a window without a name');
            const state = await t.getAttribute('data-state');
            if (state !== 'playing') assert.ok((await t.innerText()).match(/播放失败|离线|无视频流地址/), `window in state ${state} shows no reason`);
        }

        // 重试 starts the failed stream again
        await deadTile.getByRole('button', { name: /^重试/ }).click();
        await page.waitForFunction(id => document.querySelector(`.aq-camera-tile[data-camera="${id}"]`)?.dataset.state === 'failed', dead.id, { timeout: 30_000 });

        await page.getByRole('button', { name: '单屏' }).click();
        await page.waitForFunction(() => document.querySelectorAll('.aq-camera-tile').length === 1);
        await page.getByText(`第 1 / ${count} 页`).waitFor();
        await page.getByRole('button', { name: '下一页' }).click();
        await page.getByText(`第 2 / ${count} 页`).waitFor();

        await page.getByRole('button', { name: '4 分屏' }).click();
        await page.waitForFunction(n => document.querySelectorAll('.aq-camera-tile').length === n, Math.min(4, count));
        await waitSettled(page);
        await screenshot(page, 'video-4');

        // keyboard: Enter enlarges the focused window, Escape gives the others back
        const first = tiles(page).first();
        await first.focus();
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => document.querySelectorAll('.aq-camera-tile').length === 1);
        await page.keyboard.press('Escape');
        await page.waitForFunction(n => document.querySelectorAll('.aq-camera-tile').length === n, Math.min(4, count));

        // the map's link: that camera leads the wall
        await page.goto(`/analysis/video?camera=${off.id}`);
        await tiles(page).first().waitFor();
        assert.equal(await tiles(page).first().getAttribute('data-camera'), off.id);
        await tiles(page).first().getByText('离线', { exact: true }).waitFor();

        // a phone: the controls wrap, the windows stay readable
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(`/analysis/video?sectionId=${section.id}`);
        await page.getByRole('button', { name: '4 分屏' }).waitFor();
        await waitSettled(page);
        const box = await tiles(page).first().boundingBox();
        assert.ok(box.width >= 150, `a window of ${box.width}px on a phone`);
        await screenshot(page, 'video-mobile');
    }));

    test('a camera whose stream is served plays: the policy admits its host', withPage('video-plays', async page => {
        const refused = [];
        page.on('console', m => {
            if (m.text().includes('Content Security Policy')) refused.push(m.text());
        });
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        const section = await firstSection(page);
        const cam = await addCamera(page, section.id, { name: `E2E真实视频${Date.now() % 100000}`, location: 'K1+300', streamUrl: `${stream.base}/out.m3u8`, status: '1' });

        // the camera leads the wall; the page loads after the camera exists
        await page.goto(`/analysis/video?camera=${cam.id}`);
        const tile = page.locator(`.aq-camera-tile[data-camera="${cam.id}"]`);
        await tile.waitFor();
        await page.waitForFunction(id => document.querySelector(`.aq-camera-tile[data-camera="${id}"]`)?.dataset.state === 'playing', cam.id, { timeout: 30_000 });
        // the picture moves: the clock of the video advances
        const clock = () => tile.locator('video').evaluate(v => v.currentTime);
        const t0 = await clock();
        await page.waitForFunction(
            ([id, t]) => document.querySelector(`.aq-camera-tile[data-camera="${id}"] video`).currentTime > t + 0.5,
            [cam.id, t0],
            { timeout: 10_000 },
        );
        assert.ok(stream.requests.some(u => u.endsWith('.ts')), 'segments were fetched from the stream server');
        assert.equal(await tile.getByText('播放失败').count(), 0);
        await screenshot(page, 'video-plays');
        assert.deepEqual(refused, [], 'no Content-Security-Policy violation');
    }));

    test('a section\'s detail shows its name, progress figures and open hidden dangers', withPage('construction', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        const section = await firstSection(page);
        const place = `E2E详情隐患${Date.now() % 100000}`;
        await api(page, 'POST', '/safety/cmisHiddenDanger/add', {
            sectionId: section.id,
            location: place,
            level: '2',
            description: '支护滞后，拱顶掉块',
            deadline: '2020-01-10',
        });

        await page.goto(`/constructionDetail?sectionId=${section.id}`);
        await page.getByRole('heading', { level: 1, name: new RegExp(section.name) }).waitFor();

        const progress = page.getByRole('region', { name: '施工进度' });
        await progress.getByText('计划进度').waitFor();
        await progress.getByText('实际进度').waitFor();
        assert.match(await progress.innerText(), /\d+(\.\d)?%/);
        assert.equal(await progress.getByRole('alert').count(), 0, 'progress loaded');

        const advance = page.getByRole('region', { name: /掘进进尺/ });
        await advance.locator('canvas').first().waitFor();
        await advance.getByText('累计进尺', { exact: true }).first().waitFor();

        const quality = page.getByRole('region', { name: '质量评定' });
        await quality.getByRole('table').waitFor();
        assert.equal(await quality.getByRole('row').count(), 6, 'header, four assessments, totals');

        const dangers = page.getByRole('region', { name: /未闭环隐患/ });
        const row = dangers.getByRole('row', { name: new RegExp(place) });
        await row.waitFor();
        await row.getByText('逾期').waitFor();
        await row.getByText('待整改').waitFor();
        await screenshot(page, 'construction-detail');
        await page.setViewportSize({ width: 390, height: 844 });
        await row.scrollIntoViewIfNeeded();
        await screenshot(page, 'construction-mobile');
        await page.setViewportSize({ width: 1440, height: 900 });

        // without a section: the picker leads to one
        await page.goto('/constructionDetail');
        // the page's own picker (the header has a section chooser too)
        await page.locator('#construction-section').click();
        await page.getByRole('listbox').getByRole('option', { name: section.name, exact: true }).click();
        await page.waitForURL(`**/constructionDetail?sectionId=${section.id}`);
        await page.getByRole('heading', { level: 1, name: new RegExp(section.name) }).waitFor();
    }));
});
