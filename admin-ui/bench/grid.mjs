// Browser benchmark of the editable grid: builds bench/ with vite (vite.bench.config.ts), serves
// it on a loopback port, opens it in the system Chromium (headless, playwright-core; no browser
// is downloaded), scrolls the 10,000-row grid from top to bottom one step per animation frame and
// records the frame times. Prints a Markdown table.
//
//   node bench/grid.mjs [--rows 10000] [--step 520] [--no-build]
//   CHROMIUM_PATH=/usr/bin/chromium by default.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, normalize } from 'node:path';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, 'node_modules', '.cache', 'grid-bench');
const arg = (name, def) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : def;
};
const ROWS = Number(arg('rows', 10_000));
// px per frame: 10 rows of 52 px each frame (about 31,000 px/s at 60 Hz), a fast wheel/drag scroll
const STEP = Number(arg('step', 520));
const DRAG = !process.argv.includes('--no-drag');

if (!process.argv.includes('--no-build')) {
    const { build } = await import('vite');
    await build({ configFile: join(root, 'vite.bench.config.ts') });
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };
const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dist, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dist)) return res.writeHead(403).end();
    try {
        const body = await readFile(file);
        res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
        res.writeHead(404).end();
    }
});
await new Promise(ok => server.listen(0, '127.0.0.1', ok));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
});
try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = [];
    page.on('pageerror', e => errors.push(String(e)));
    const navStart = Date.now();
    await page.goto(`${base}/index.html?rows=${ROWS}&drag=${DRAG ? 1 : 0}`);
    await page.waitForFunction(() => window.__bench?.ready, null, { timeout: 60_000 });
    const firstRenderMs = await page.evaluate(() => window.__bench.firstRenderMs);
    const loadMs = Date.now() - navStart;

    // warm-up: one short scroll and back
    await page.evaluate(async () => {
        const el = document.querySelector('[role="grid"]');
        for (let i = 0; i < 30; i++) {
            el.scrollTop += 300;
            await new Promise(r => requestAnimationFrame(r));
        }
        el.scrollTop = 0;
        await new Promise(r => setTimeout(r, 300));
    });

    // main-thread time by kind over the scroll (Chrome DevTools Performance domain)
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(m => [m.name, m.value]));
    const before = await metrics();
    const result = await page.evaluate(async step => {
        const el = document.querySelector('[role="grid"]');
        const deltas = [];
        let maxRows = 0;
        let minRows = Infinity;
        let last = performance.now();
        const end = el.scrollHeight - el.clientHeight;
        const started = performance.now();
        await new Promise(done => {
            const tick = now => {
                deltas.push(now - last);
                last = now;
                const n = el.querySelectorAll('[role="row"][data-row-id]').length;
                maxRows = Math.max(maxRows, n);
                minRows = Math.min(minRows, n);
                if (el.scrollTop >= end - 1) return done();
                el.scrollTop = Math.min(end, el.scrollTop + step);
                requestAnimationFrame(tick);
            };
            requestAnimationFrame(now => {
                last = now;
                requestAnimationFrame(tick);
            });
        });
        // the last row is on screen
        await new Promise(r => requestAnimationFrame(r));
        const lastRow = el.querySelector('[role="row"][aria-rowindex]:last-of-type');
        const rows = [...el.querySelectorAll('[role="row"][data-index]')].map(r => Number(r.getAttribute('data-index')));
        return {
            deltas,
            maxRows,
            minRows,
            totalMs: performance.now() - started,
            scrolledPx: el.scrollTop,
            lastIndex: Math.max(...rows),
            lastRowText: lastRow?.textContent?.slice(0, 40),
            domNodes: document.getElementsByTagName('*').length,
        };
    }, STEP);

    const after = await metrics();
    const busy = k => ((after[k] - before[k]) * 1000) / result.deltas.length;
    const d = result.deltas.slice(1).sort((a, b) => a - b);
    const mean = d.reduce((a, b) => a + b, 0) / d.length;
    const p = q => d[Math.min(d.length - 1, Math.floor(q * d.length))];
    const long = d.filter(x => x > 50).length;
    const fmt = (n, k = 1) => Number(n).toFixed(k);
    const table = [
        ['rows × columns', `${ROWS.toLocaleString('en-US')} × 8 (+ ${DRAG ? 'drag handle, ' : ''}select, 序号; 合计/平均值 rows)`],
        ['time to first render (script start → first rows painted)', `${fmt(firstRenderMs)} ms`],
        ['page load to ready (navigation → first rows)', `${loadMs} ms`],
        ['scroll', `${fmt(result.scrolledPx, 0)} px top → bottom, ${STEP} px per frame, ${d.length} frames, ${fmt(result.totalMs / 1000, 2)} s`],
        ['mean FPS', fmt(1000 / mean)],
        ['mean frame time', `${fmt(mean, 2)} ms`],
        ['median / p95 / p99 / max frame time', `${fmt(p(0.5), 2)} / ${fmt(p(0.95), 2)} / ${fmt(p(0.99), 2)} / ${fmt(d.at(-1), 2)} ms`],
        ['long frames (> 50 ms)', String(long)],
        ['main thread per frame: script / layout / style / all tasks', `${fmt(busy('ScriptDuration'), 2)} / ${fmt(busy('LayoutDuration'), 2)} / ${fmt(busy('RecalcStyleDuration'), 2)} / ${fmt(busy('TaskDuration'), 2)} ms`],
        ['rendered DOM rows (min–max while scrolling)', `${result.minRows}–${result.maxRows} of ${ROWS.toLocaleString('en-US')}`],
        ['last row index reached', String(result.lastIndex)],
        ['DOM elements on the page at the end', String(result.domNodes)],
        ['page errors', String(errors.length)],
    ];
    console.log('| metric | value |\n| --- | --- |');
    for (const [k, v] of table) console.log(`| ${k} | ${v} |`);
    if (errors.length) console.error(errors.join('\n'));
    if (result.lastIndex !== ROWS - 1) {
        console.error(`the grid did not reach its last row (${result.lastIndex})`);
        process.exitCode = 1;
    }
} finally {
    await browser.close();
    server.close();
}
