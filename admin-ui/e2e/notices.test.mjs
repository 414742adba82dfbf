// Browser test of announcements: admin releases one to engineer through the API while engineer's
// page is open; the socket push puts it on engineer's bell within 2 s, opening it marks it read
// (the badge drops) and 我的消息 lists it as 已读.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, browserSuite, login, newPage, screenshot } from './harness.mjs';

const env = browserSuite();

const bell = page => page.getByRole('button', { name: /^消息通知（\d+条未读）$/ });
const unread = async page => Number(/（(\d+)条未读）/.exec(await bell(page).getAttribute('aria-label'))[1]);

describe('announcements', () => {
    test('a release reaches engineer\'s bell over the socket; reading it drops the badge', async () => {
        const admin = await newPage(env.browser, env.server.base);
        const eng = await newPage(env.browser, env.server.base);
        try {
            // engineer's page is open and its socket is up
            const sockets = [];
            eng.page.on('websocket', ws => /\/jeecg-boot\/websocket\//.test(ws.url()) && sockets.push(ws));
            const socket = eng.page.waitForEvent('websocket', ws => /\/jeecg-boot\/websocket\/[^/]+$/.test(ws.url()));
            await login(eng.page, 'engineer', 'engineer123');
            await eng.page.waitForURL('**/dashboard/analysis');
            const ws = await socket;
            const pushed = ws.waitForEvent('framereceived', { predicate: f => /"cmd":"(user|topic)"/.test(String(f.payload)), timeout: 15_000 });
            await bell(eng.page).waitFor();
            const before = await unread(eng.page);

            await login(admin.page, 'admin', 'admin123');
            await admin.page.waitForURL('**/dashboard/analysis');
            const users = await api(admin.page, 'GET', '/sys/user/list?username=engineer');
            const engineerId = users.records.find(u => u.username === 'engineer').id;
            const title = `端到端停水通知${Date.now() % 100000}`;
            await api(admin.page, 'POST', '/sys/annountCement/add', {
                titile: title,
                msgContent: '<p>明日<b>停水</b>检修</p><script>window.__pwned = 1</script>',
                priority: 'H',
                msgCategory: '1',
                msgType: 'USER',
                userIds: `${engineerId},`,
            });
            const found = await api(admin.page, 'GET', `/sys/annountCement/list?titile=${encodeURIComponent(title)}`);
            const id = found.records.find(r => r.titile === title).id;
            await api(admin.page, 'GET', `/sys/annountCement/doReleaseData?id=${id}`);
            const released = Date.now();

            // the push (not the 6 s poll, which is off while the socket is up) within 2 s
            const frame = JSON.parse(String((await pushed).payload));
            assert.equal(frame.msgId, id);
            await eng.page.getByRole('button', { name: `消息通知（${before + 1}条未读）` }).waitFor({ timeout: 2000 });
            assert.ok(Date.now() - released < 2500, 'badge updated within 2 s');
            // the bell, 我的待办 and the dashboard listen on one connection
            await eng.page.getByTestId('todo-badge').waitFor();
            assert.equal(sockets.filter(w => !w.isClosed()).length, 1, 'one notice socket per tab');

            await bell(eng.page).click();
            const list = eng.page.getByRole('list', { name: '通知' });
            const item = list.getByRole('button').filter({ hasText: title });
            await item.waitFor();
            await item.getByText('紧急消息').waitFor();
            await screenshot(eng.page, 'notices-popover');
            await item.click();
            const dialog = eng.page.getByRole('dialog', { name: '通知消息' });
            await dialog.getByText(title).waitFor();
            await dialog.getByText('发布人：admin').waitFor();
            await dialog.getByRole('region', { name: '通知内容' }).getByText('停水').waitFor();
            assert.equal(await eng.page.evaluate(() => window.__pwned), undefined);
            await dialog.getByRole('button', { name: '关闭' }).click();
            await dialog.waitFor({ state: 'detached' });
            await eng.page.getByRole('button', { name: `消息通知（${before}条未读）` }).waitFor();

            // 我的消息 from 查看更多 lists it as 已读
            await bell(eng.page).click();
            await eng.page.getByRole('button', { name: '查看更多' }).click();
            await eng.page.waitForURL('**/isps/userAnnouncement');
            const row = eng.page.getByRole('table', { name: '我的消息' }).locator('tbody tr', { hasText: title });
            await row.getByText('已读', { exact: true }).waitFor();
            await screenshot(eng.page, 'notices-mine');

            // 通知公告: the page of one announcement by id
            await eng.page.goto(`/announcement/detail?id=${id}`);
            await eng.page.getByRole('heading', { name: title }).waitFor();
            await eng.page.getByText('发布人：admin').waitFor();
        } catch (e) {
            await screenshot(eng.page, 'failure-notices-engineer').catch(() => {});
            await screenshot(admin.page, 'failure-notices-admin').catch(() => {});
            throw e;
        } finally {
            await admin.context.close();
            await eng.context.close();
        }
    });

    test('我的消息 on a phone: filters and 全部已读', env.withPage('notices-mobile', async page => {
        await login(page, 'engineer', 'engineer123');
        await page.waitForURL('**/dashboard/analysis');
        await page.goto('/isps/userAnnouncement');
        const table = page.getByRole('table', { name: '我的消息' });
        await table.waitFor();
        const search = page.getByRole('search', { name: '查询我的消息' });
        await search.getByLabel('标题').fill('不存在的标题');
        await search.getByRole('button', { name: '查询' }).click();
        await table.getByText('没有符合条件的消息').waitFor();
        await search.getByRole('button', { name: '重置' }).click();
        await page.getByRole('button', { name: '全部已读' }).click();
        const confirm = page.getByRole('dialog').filter({ hasText: '是否全部标注已读?' });
        await confirm.getByRole('button', { name: '确定' }).click();
        await confirm.waitFor({ state: 'detached' });
        await page.getByRole('button', { name: '消息通知（0条未读）' }).waitFor();
        assert.equal(await table.getByText('未读', { exact: true }).count(), 0);
        await screenshot(page, 'notices-mine-mobile');
    }, { width: 390, height: 844 }));
});
