// E2E harness: starts the real server (AQ_BIN, --demo, fixed captcha) on a free loopback port
// with a fresh data dir, and drives Debian's Chromium through playwright-core.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { deflateSync } from 'node:zlib';

export const CAPTCHA = '1234';
export const RESULTS_DIR = resolve(import.meta.dirname, '..', 'test-results');

const freePort = () =>
    new Promise((ok, fail) => {
        const s = createServer();
        s.unref();
        s.on('error', fail);
        s.listen(0, '127.0.0.1', () => {
            const { port } = s.address();
            s.close(() => ok(port));
        });
    });

const sleep = ms => new Promise(r => setTimeout(r, ms));

/**
 * Waits until condition() (sync or async) returns a truthy value, and returns it. Polls every
 * `interval` ms; after `timeout` ms throws naming `what` (a string, or a function giving one from
 * the last value, so the message says what was seen). An error thrown by condition() fails at once.
 */
export async function waitUntil(condition, { timeout = 5000, interval = 50, what = 'the condition' } = {}) {
    const end = Date.now() + timeout;
    for (;;) {
        const value = await condition();
        if (value) return value;
        if (Date.now() > end) {
            const said = typeof what === 'function' ? what(value) : what;
            throw new Error(`timed out after ${timeout} ms waiting for ${said}`);
        }
        await sleep(interval);
    }
}

/**
 * Waits until no finite CSS animation or transition runs in the page (a dialog's fade-in, a
 * drawer sliding in), so a screenshot or a coordinate is taken at rest. Spinners (infinite) are ignored.
 */
export const animationsDone = (page, timeout = 5000) =>
    page.waitForFunction(
        () => document.getAnimations().every(a => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
        null,
        { timeout },
    );

/** extraEnv: variables of this server on top of process.env (e.g. AQ_MAP_TILES). */
export async function startServer(extraEnv = {}) {
    const bin = resolve(process.env.AQ_BIN ?? resolve(import.meta.dirname, '..', '..', 'bin', 'aqueduct'));
    if (!existsSync(bin)) throw new Error(`server binary not found: ${bin} (build it with go build -o bin/aqueduct ./cmd/aqueduct)`);
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'aq-e2e-'));
    const logs = [];
    const child = spawn(bin, ['serve', '--demo'], {
        env: { ...process.env, ...extraEnv, AQ_ADDR: `127.0.0.1:${port}`, AQ_DATA_DIR: dataDir, AQ_CAPTCHA: `fixed:${CAPTCHA}` },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', d => logs.push(String(d)));
    child.stderr.on('data', d => logs.push(String(d)));
    let exited = null;
    child.on('exit', code => (exited = code));
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
        if (exited !== null) throw new Error(`server exited with ${exited}:\n${logs.join('')}`);
        try {
            const r = await fetch(`${base}/readyz`);
            if (r.status === 200) break;
        } catch {
            /* not yet */
        }
        if (Date.now() > deadline) {
            child.kill('SIGKILL');
            throw new Error(`server not ready after 60 s:\n${logs.join('')}`);
        }
        await sleep(150);
    }
    const index = await (await fetch(`${base}/`)).text();
    if (!index.includes('id="root"')) {
        child.kill('SIGKILL');
        throw new Error('the server does not serve the admin UI: run `npm run build` before building the binary');
    }
    return {
        base,
        logs,
        async stop() {
            if (exited === null) {
                child.kill('SIGTERM');
                for (let i = 0; i < 50 && exited === null; i++) await sleep(100);
                if (exited === null) child.kill('SIGKILL');
            }
            rmSync(dataDir, { recursive: true, force: true });
        },
    };
}

export const CHROMIUM_ARGS = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
];

export async function startBrowser() {
    return chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: CHROMIUM_ARGS,
    });
}

/** A fresh context (own localStorage) and page. */
export async function newPage(browser, base, viewport = { width: 1440, height: 900 }) {
    const context = await browser.newContext({ baseURL: base, viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    page.on('pageerror', e => console.error('[pageerror]', e.message));
    return { context, page };
}

export async function login(page, username, password, captcha = CAPTCHA) {
    await page.goto('/user/login');
    await page.locator('img.captcha-img').waitFor();
    await page.getByLabel('账号', { exact: true }).fill(username);
    await page.getByLabel('密码', { exact: true }).fill(password);
    await page.getByLabel('验证码', { exact: true }).fill(captcha);
    await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** The shell's side menu. */
export const sideMenu = page => page.locator('aside.aq-sider nav');

/**
 * Opens `group → item` of the side menu: the group is clicked unless its submenu is open, and the item
 * only once that submenu has slid in (a click on an item still sliding in may be lost).
 */
export async function openMenu(page, group, item) {
    const menu = sideMenu(page);
    const open = menu.locator('.MuiCollapse-entered').filter({ hasText: item }).last();
    await menu.getByText(group, { exact: true }).first().waitFor();
    if (!(await open.isVisible())) await menu.getByText(group, { exact: true }).first().click();
    await open.waitFor();
    await menu.getByText(item, { exact: true }).first().click();
}

/**
 * Waits until no page in the shell is still loading its code (a full-screen page has no shell). A list
 * page then shows its list at once; a page without one (a chart, a calendar) never will.
 */
export async function pageShown(page) {
    await page.locator('.aq-page-loading').waitFor({ state: 'detached' });
}

export const storageValue = (page, key) =>
    page.evaluate(k => {
        const raw = localStorage.getItem(k);
        return raw == null ? null : JSON.parse(raw).value;
    }, key);

export async function screenshot(page, name) {
    mkdirSync(RESULTS_DIR, { recursive: true });
    await page.screenshot({ path: join(RESULTS_DIR, `${name}.png`), fullPage: false });
}

/** The SMS code the server logged for `mobile` (no SMS gateway in tests), newest first. */
export async function smsCode(server, mobile, timeout = 5000) {
    const end = Date.now() + timeout;
    for (;;) {
        const lines = server.logs.join('').split('\n').reverse();
        for (const line of lines) {
            if (!line.includes('sms code') || !line.includes(mobile)) continue;
            try {
                const rec = JSON.parse(line);
                if (rec.mobile === mobile && rec.code) return String(rec.code);
            } catch {
                const m = /code[=:"\s]+(\d{4,8})/.exec(line);
                if (m) return m[1];
            }
        }
        if (Date.now() > end) throw new Error(`no SMS code logged for ${mobile}`);
        await sleep(100);
    }
}

/**
 * Starts the real server and a browser for a test file (node:test before/after) and returns
 * them with withPage, which runs a test body in its own browser context and keeps a
 * screenshot when it fails. options.env gives the server more variables: an object, or a function
 * returning one, called when the server starts (after the file's earlier before() hooks, so it
 * may name a port one of them opened). Called inside describe(), the server serves that block.
 */
export function browserSuite(options = {}) {
    const env = {};
    before(async () => {
        const extra = typeof options.env === 'function' ? await options.env() : options.env;
        env.server = await startServer(extra);
        env.browser = await startBrowser();
    });
    after(async () => {
        await env.browser?.close();
        await env.server?.stop();
    });
    env.withPage = (name, fn, viewport) => async () => {
        const { context, page } = await newPage(env.browser, env.server.base, viewport);
        try {
            await fn(page);
        } catch (e) {
            await screenshot(page, `failure-${name}`).catch(() => {});
            // where the page was: CI keeps only the log
            console.error(`[${name}] failed at ${page.url()}`);
            throw e;
        } finally {
            await context.close();
        }
    };
    return env;
}

/** A real PNG of w×h pixels in one colour. */
export function png(w, h, [r, g, b]) {
    const crcTable = Array.from({ length: 256 }, (_, n) => {
        let c = n;
        for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
        return c >>> 0;
    });
    const crc = buf => {
        let c = 0xffffffff;
        for (const x of buf) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
        return (c ^ 0xffffffff) >>> 0;
    };
    const chunk = (type, data) => {
        const len = Buffer.alloc(4);
        len.writeUInt32BE(data.length);
        const body = Buffer.concat([Buffer.from(type), data]);
        const sum = Buffer.alloc(4);
        sum.writeUInt32BE(crc(body));
        return Buffer.concat([len, body, sum]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(w, 0);
    ihdr.writeUInt32BE(h, 4);
    ihdr[8] = 8; // bit depth
    ihdr[9] = 2; // RGB
    const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => [r, g, b]).flat())]);
    const raw = Buffer.concat(Array.from({ length: h }, () => row));
    return Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', ihdr),
        chunk('IDAT', deflateSync(raw)),
        chunk('IEND', Buffer.alloc(0)),
    ]);
}

/** Calls the API with the page's session, as the UI does; fails on a refusal. */
export async function api(page, method, path, body) {
    const reply = await page.evaluate(
        async ([method, path, body]) => {
            const token = JSON.parse(localStorage.getItem('pro__Access-Token')).value;
            const r = await fetch('/jeecg-boot' + path, {
                method,
                headers: { 'X-Access-Token': token, 'Content-Type': 'application/json' },
                body: body ? JSON.stringify(body) : undefined,
            });
            return { status: r.status, body: await r.json().catch(() => null) };
        },
        [method, path, body],
    );
    assert.ok(reply.body?.success, `${method} ${path}: HTTP ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body.result;
}

/** Ends the page's session on the client side: a next login starts fresh. */
export async function logout(page) {
    await page.context().clearCookies();
    await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
    });
}
