// Browser test of 视频监控 through media gateways and of the demo stream the server serves itself:
// the test makes an HLS clip and an FLV clip with ffmpeg, starts the server with AQ_DEMO_VIDEO_DIR
// on the HLS one (the demo's first camera plays it, to a signed-in user who sees that camera, the
// session carried by the player), and plays cameras through a small stand-in gateway that serves
// the clips under go2rtc's URL shapes (/api/stream.m3u8?src=…, POST /api/webrtc?src=…) and
// ZLMediaKit's (/app/stream/hls.m3u8, /app/stream.live.flv); its WebRTC answer is a refusal the
// tile must show, the offer it gets is checked. go2rtc's module is not on the Go module proxy CI
// reaches, so a real go2rtc plays only when AQ_GO2RTC_BIN names a binary (built from its source):
// then a camera plays through it by WebRTC (its ICE on a non-loopback address of this machine).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createTcp } from 'node:net';
import { writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, browserSuite, login, logout, screenshot, waitUntil } from './harness.mjs';

const clip = { dir: '', gateway: null, base: '', requests: [], offers: [], encoders: new Set() };
const FF = ['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10', '-t', '6', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'];

before(async () => {
    clip.dir = mkdtempSync(join(tmpdir(), 'aq-demo-hls-'));
    execFileSync('ffmpeg', [...FF, '-f', 'hls', '-hls_time', '1', '-hls_playlist_type', 'vod', join(clip.dir, 'index.m3u8')]);
    const segments = new Set(readdirSync(clip.dir).filter(f => f.endsWith('.ts')));
    const playlist = readFileSync(join(clip.dir, 'index.m3u8'));
    const cors = { 'Access-Control-Allow-Origin': '*' };
    clip.gateway = createServer((req, res) => {
        const u = new URL(req.url, 'http://x');
        clip.requests.push(`${req.method} ${u.pathname}${u.search}`);
        const send = (type, body) => res.writeHead(200, { ...cors, 'Content-Type': type }).end(body);
        const seg = u.pathname.split('/').pop();
        if (req.method === 'POST' && u.pathname === '/api/webrtc') {
            let body = '';
            req.on('data', d => (body += d));
            req.on('end', () => {
                clip.offers.push({ src: u.searchParams.get('src'), type: req.headers['content-type'], body });
                res.writeHead(404, { ...cors, 'Content-Type': 'text/plain' }).end('stream not found');
            });
            return;
        }
        if (u.pathname === '/api/stream.m3u8' && u.searchParams.get('src') === 'cam1') return send('application/vnd.apple.mpegurl', playlist);
        if (u.pathname === '/live/cam01/hls.m3u8') return send('application/vnd.apple.mpegurl', playlist);
        if ((u.pathname.startsWith('/api/') || u.pathname.startsWith('/live/cam01/')) && segments.has(seg))
            return send('video/mp2t', readFileSync(join(clip.dir, seg)));
        if (u.pathname === '/live/cam01.live.flv') {
            // a live HTTP-FLV stream, as ZLMediaKit sends one: encoded at its own pace while watched
            const ff = spawn('ffmpeg', ['-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10', '-t', '60',
                '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-tune', 'zerolatency', '-g', '10', '-f', 'flv', 'pipe:1'], { stdio: ['ignore', 'pipe', 'ignore'] });
            clip.encoders.add(ff);
            ff.on('exit', () => clip.encoders.delete(ff));
            res.on('close', () => ff.kill('SIGKILL'));
            res.writeHead(200, { ...cors, 'Content-Type': 'video/x-flv' });
            ff.stdout.pipe(res);
            return;
        }
        res.writeHead(404, cors).end();
    });
    await new Promise(ok => clip.gateway.listen(0, '127.0.0.1', ok));
    clip.base = `http://127.0.0.1:${clip.gateway.address().port}`;
});
after(async () => {
    for (const ff of clip.encoders) ff.kill('SIGKILL');
    clip.gateway?.closeAllConnections();
    await new Promise(ok => (clip.gateway ? clip.gateway.close(ok) : ok()));
    if (clip.dir) rmSync(clip.dir, { recursive: true, force: true });
});

/** A real go2rtc (AQ_GO2RTC_BIN) whose stream cam1 is an ffmpeg test pattern, API and WebRTC on loopback. */
const go2rtc = { bin: process.env.AQ_GO2RTC_BIN ?? '', proc: null, base: '', log: [], ip: '' };
// headless Chromium offers no loopback ICE candidates: go2rtc's media port must be on an interface
go2rtc.ip = Object.values(networkInterfaces()).flat().find(a => a && a.family === 'IPv4' && !a.internal)?.address ?? '';
const freePort = () =>
    new Promise(ok => {
        const s = createTcp().listen(0, '127.0.0.1', () => {
            const { port } = s.address();
            s.close(() => ok(port));
        });
    });
before(async () => {
    if (!go2rtc.bin || !go2rtc.ip) return;
    const [api, rtc] = [await freePort(), await freePort()];
    const conf = join(clip.dir, 'go2rtc.yaml');
    writeFileSync(conf, [
        `api: { listen: "127.0.0.1:${api}", origin: "*" }`,
        'rtsp: { listen: "" }',
        'rtmp: { listen: "" }',
        'srtp: { listen: "" }',
        `webrtc: { listen: "${go2rtc.ip}:${rtc}", candidates: ["${go2rtc.ip}:${rtc}"], ice_servers: [] }`,
        'streams:',
        '  cam1: exec:ffmpeg -loglevel error -re -f lavfi -i testsrc=size=320x240:rate=10 -c:v libx264 -pix_fmt yuv420p -tune zerolatency -g 10 -f mpegts -',
        '',
    ].join('\n'));
    go2rtc.proc = spawn(go2rtc.bin, ['-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
    go2rtc.proc.stdout.on('data', d => go2rtc.log.push(String(d)));
    go2rtc.proc.stderr.on('data', d => go2rtc.log.push(String(d)));
    go2rtc.base = `http://127.0.0.1:${api}`;
    await waitUntil(() => fetch(`${go2rtc.base}/api`).then(r => r.ok, () => false), {
        timeout: 10_000,
        what: () => `go2rtc's API to answer:\n${go2rtc.log.join('')}`,
    });
});
after(() => go2rtc.proc?.kill('SIGKILL'));

const env = browserSuite({ env: () => ({ AQ_DEMO_VIDEO_DIR: clip.dir }) });
const { withPage } = env;

const tileSel = id => `.aq-camera-tile[data-camera="${id}"]`;

/** Waits for the camera's window to play, and its picture to move (the video's clock advances). */
async function plays(page, id) {
    await page.waitForFunction(sel => document.querySelector(sel)?.dataset.state === 'playing', tileSel(id), { timeout: 30_000 });
    const video = page.locator(`${tileSel(id)} video`);
    const t0 = await video.evaluate(v => v.currentTime);
    await page.waitForFunction(([sel, t]) => {
        const v = document.querySelector(`${sel} video`);
        return v && v.readyState >= 2 && v.currentTime > t + 0.5;
    }, [tileSel(id), t0], { timeout: 15_000 });
}

const cspWatch = page => {
    const refused = [];
    page.on('console', m => m.text().includes('Content Security Policy') && refused.push(m.text()));
    return refused;
};

describe('视频监控: the demo stream and media gateways', () => {
    test('the demo stream plays to a signed-in user who sees the camera, to nobody else', withPage('video-demo', async page => {
        const refused = cspWatch(page);
        const anonymous = await fetch(`${env.server.base}/jeecg-boot/video/demo/index.m3u8`);
        assert.notEqual(anonymous.status, 200, 'no stream without a session');
        assert.ok(!(await anonymous.text()).includes('#EXTM3U'));

        await login(page, 'contractor', 'engineer123');
        await page.waitForURL(/\/(dashboard\/analysis|user\/password)/);
        const list = await api(page, 'GET', '/camera/cmisCamera/list?pageNo=1&pageSize=100');
        const demo = list.records.find(c => c.streamUrl === '/jeecg-boot/video/demo/index.m3u8');
        assert.ok(demo, 'the demo\'s first camera plays the served stream');
        assert.equal(demo.name, '第一标段TBM始发洞口');

        await page.goto(`/analysis/video?camera=${demo.id}`);
        await page.locator(tileSel(demo.id)).waitFor();
        await plays(page, demo.id);
        assert.equal(await page.locator(tileSel(demo.id)).getByText('播放失败').count(), 0);
        await screenshot(page, 'video-demo');
        assert.deepEqual(refused, [], 'no Content-Security-Policy violation');
    }));

    test('cameras play through go2rtc\'s and ZLMediaKit\'s URLs; a gateway\'s refusal shows in the tile', withPage('video-gateway', async page => {
        const refused = cspWatch(page);
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        const sections = await api(page, 'GET', '/section/cmisSection/nodeTreeList');
        const sectionId = (sections.records ?? sections)[0].id;
        const tag = Date.now() % 100000;
        const add = async body => {
            await api(page, 'POST', '/camera/cmisCamera/add', { sectionId, status: '1', ...body });
            const found = await api(page, 'GET', `/camera/cmisCamera/list?pageNo=1&pageSize=10&name=${encodeURIComponent(body.name)}`);
            return found.records.find(r => r.name === body.name);
        };
        const g2hls = await add({ name: `E2E网关HLS${tag}`, gateway: 'go2rtc', gatewayUrl: `${clip.base}/`, streamName: 'cam1', protocol: 'hls' });
        const g2rtc = await add({ name: `E2E网关WebRTC${tag}`, gateway: 'go2rtc', gatewayUrl: clip.base, streamName: 'cam1', protocol: 'webrtc' });
        const zlmHls = await add({ name: `E2E-ZLM-HLS${tag}`, gateway: 'zlm', gatewayUrl: clip.base, streamName: 'live/cam01', protocol: 'hls' });
        const zlmFlv = await add({ name: `E2E-ZLM-FLV${tag}`, gateway: 'zlm', gatewayUrl: clip.base, streamName: 'live/cam01', protocol: 'flv' });

        // go2rtc by HLS
        await page.goto(`/analysis/video?camera=${g2hls.id}`);
        await plays(page, g2hls.id);
        assert.ok(clip.requests.includes('GET /api/stream.m3u8?src=cam1'), clip.requests.join('\n'));

        // go2rtc by WebRTC: the offer goes whole (receive-only, candidates gathered) as the raw body
        await page.goto(`/analysis/video?camera=${g2rtc.id}`);
        const rtcTile = page.locator(tileSel(g2rtc.id));
        await page.waitForFunction(sel => document.querySelector(sel)?.dataset.state === 'failed', tileSel(g2rtc.id), { timeout: 30_000 });
        await rtcTile.getByText('网关中没有该视频流').waitFor();
        const offer = clip.offers.at(-1);
        assert.equal(offer.src, 'cam1');
        assert.match(offer.body, /^v=0/);
        assert.match(offer.body, /m=video[\s\S]*a=recvonly/);
        assert.match(offer.body, /m=audio/);
        assert.match(offer.body, /a=candidate:/, 'ICE candidates gathered before the offer went');
        assert.match(offer.type ?? '', /^text\/plain/, 'a plain body: no preflight');
        const before = clip.offers.length;
        await rtcTile.getByRole('button', { name: /^重试/ }).click();
        await waitUntil(() => clip.offers.length > before, { timeout: 10_000, what: 'a new offer posted by 重试' });
        await rtcTile.getByText('网关中没有该视频流').waitFor();

        // ZLMediaKit by HLS and by HTTP-FLV (mpegts.js, loaded on demand)
        await page.goto(`/analysis/video?camera=${zlmHls.id}`);
        await plays(page, zlmHls.id);
        assert.ok(clip.requests.includes('GET /live/cam01/hls.m3u8'));
        await page.goto(`/analysis/video?camera=${zlmFlv.id}`);
        await plays(page, zlmFlv.id);
        assert.ok(clip.requests.includes('GET /live/cam01.live.flv'));
        await screenshot(page, 'video-gateway-flv');

        // a gateway nothing answers: the tile says so and offers 重试
        await api(page, 'PUT', '/camera/cmisCamera/edit', { id: zlmFlv.id, gatewayUrl: 'http://127.0.0.1:9' });
        await page.goto(`/analysis/video?camera=${zlmFlv.id}`);
        await page.waitForFunction(sel => document.querySelector(sel)?.dataset.state === 'failed', tileSel(zlmFlv.id), { timeout: 30_000 });
        await page.locator(tileSel(zlmFlv.id)).getByText('网关无法连接或没有该视频流').waitFor();
        await page.locator(tileSel(zlmFlv.id)).getByRole('button', { name: /^重试/ }).waitFor();
        assert.deepEqual(refused.filter(m => !m.includes('127.0.0.1:9')), [], 'no Content-Security-Policy violation');
        await logout(page);
    }));

    test('a camera plays through a real go2rtc by WebRTC', { skip: !go2rtc.bin ? 'AQ_GO2RTC_BIN not set (go2rtc cannot be built from the module proxy)' : !go2rtc.ip && 'no non-loopback IPv4 address for WebRTC' }, withPage('video-go2rtc', async page => {
        const refused = cspWatch(page);
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        const sections = await api(page, 'GET', '/section/cmisSection/nodeTreeList');
        const sectionId = (sections.records ?? sections)[0].id;
        for (const protocol of ['webrtc']) {
            const name = `E2E-go2rtc-${protocol}${Date.now() % 100000}`;
            await api(page, 'POST', '/camera/cmisCamera/add', { sectionId, status: '1', name, gateway: 'go2rtc', gatewayUrl: go2rtc.base, streamName: 'cam1', protocol });
            const cam = (await api(page, 'GET', `/camera/cmisCamera/list?pageNo=1&pageSize=10&name=${encodeURIComponent(name)}`)).records.find(r => r.name === name);
            await page.goto(`/analysis/video?camera=${cam.id}`);
            await plays(page, cam.id);
            if (protocol === 'webrtc') assert.ok(await page.locator(`${tileSel(cam.id)} video`).evaluate(v => v.srcObject instanceof MediaStream), 'the picture comes over the peer connection');
            await screenshot(page, `video-go2rtc-${protocol}`);
        }
        assert.deepEqual(refused, [], 'no Content-Security-Policy violation');
    }));
});
