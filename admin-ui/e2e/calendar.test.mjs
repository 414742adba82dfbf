// Browser test of 日志日历: a log made through the API shows on today's cell of the header
// section's month and opens in its form; a log added on an empty day through the page's form
// appears on that day. The header's chooser selects a section on this page by itself.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, browserSuite, login, waitUntil, openMenu } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const PREFIX = '/dailymanage/cmisManagementDaily';

/** The section the header's chooser picks first: the first non-project node of its tree. */
const firstSection = nodes => {
    for (const n of nodes ?? []) {
        if (n.type !== 'engineering') return String(n.id ?? n.value ?? n.key);
        const found = firstSection(n.children);
        if (found) return found;
    }
    return null;
};

describe('日志日历', () => {
    test('shows the section\'s logs on their days, opens them and adds one on an empty day', withPage('calendar', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');

        // Today as the browser sees it (the page marks its own today).
        const today = await page.evaluate(() => {
            const d = new Date();
            const p = n => String(n).padStart(2, '0');
            return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
        });
        const [y, m] = today.split('-').map(Number);
        const last = new Date(y, m, 0).getDate();
        const month = today.slice(0, 8);

        const tree = await api(page, 'GET', '/section/cmisSection/nodeTreeList?isAll=true');
        const sectionId = firstSection(Array.isArray(tree) ? tree : tree?.records);
        assert.ok(sectionId, 'a section to choose');

        // Demo data may already hold logs this month: today's is rewritten, the new one goes on a free day.
        const monthLogs = async () =>
            (await api(page, 'GET', `${PREFIX}/list?sectionId=${sectionId}&logDate_begin=${month}01&logDate_end=${month}${last}&pageNo=1&pageSize=100`)).records;
        const before = await monthLogs();
        const taken = new Set(before.map(r => String(r.logDate).slice(0, 10)));
        const stamp = Date.now() % 100000;
        const todayText = `E2E今日日志${stamp}`;
        const weathers = await api(page, 'GET', '/sys/dict/getDictItems/weather');
        const weather = weathers?.[0]?.value;
        const existing = before.find(r => String(r.logDate).slice(0, 10) === today);
        if (existing) {
            await api(page, 'PUT', `${PREFIX}/edit`, { id: existing.id, sectionId, logDate: today, content: `${todayText}\n第二行`, weather });
        } else {
            await api(page, 'POST', `${PREFIX}/add`, { sectionId, logDate: today, content: `${todayText}\n第二行`, weather, recorder: '测试员' });
        }
        const free = Array.from({ length: last }, (_, i) => `${month}${String(i + 1).padStart(2, '0')}`).filter(d => d !== today && !taken.has(d));
        assert.ok(free.length, 'an empty day this month');
        const emptyDay = free[free.length - 1];

        // 日常管理 → 日志日历
        await openMenu(page, '日常管理', '日志日历');
        await page.waitForURL('**/cmis/dailymanage/CmisManagementDailyCalender');
        const grid = page.getByTestId('daily-calendar-grid');
        await grid.waitFor();

        // The chooser selected the section the page shows.
        await page.waitForFunction(id => localStorage.getItem('head_section_id') === id, sectionId);
        const chooser = page.getByRole('combobox', { name: '标段' });
        await waitUntil(async () => !/全部标段/.test(await chooser.innerText()), { what: 'the chooser showing a section, not 全部标段' });
        const chosen = (await chooser.innerText()).trim();
        assert.ok(chosen && !/全部标段/.test(chosen), `a section in the chooser, not "${chosen}"`);

        // Today's cell: the first line of the log, marked as today.
        const todayCell = grid.locator(`[data-date="${today}"]`);
        await todayCell.getByText(todayText, { exact: true }).waitFor();
        assert.equal(await todayCell.getAttribute('aria-current'), 'date');
        assert.equal(await todayCell.getByText('第二行').count(), 0, 'only the first line');
        assert.match(await todayCell.getAttribute('aria-label'), new RegExp(`${y}年${m}月${Number(today.slice(8))}日 今天 .*${todayText}`));

        // Open it: the admin edits it in the generated form.
        await todayCell.click();
        const edit = page.getByRole('dialog', { name: '编辑' });
        await edit.waitFor();
        assert.match(await edit.getByLabel(/工作内容/).inputValue(), new RegExp(todayText));
        await edit.getByRole('button', { name: '取消' }).click();
        await edit.waitFor({ state: 'detached' });

        // Add a log on an empty day through the page's form.
        const emptyCell = grid.locator(`[data-date="${emptyDay}"]`);
        assert.match(await emptyCell.getAttribute('aria-label'), /无日志，新增$/);
        await emptyCell.click();
        const add = page.getByRole('dialog', { name: '新增' });
        await add.waitFor();
        assert.equal(await add.getByLabel(/日期/).inputValue(), emptyDay);
        const newText = `E2E新增日志${stamp}`;
        await add.getByLabel(/工作内容/).fill(newText);
        await add.getByLabel(/记录人/).fill('测试员');
        await add.getByRole('button', { name: '确定' }).click();
        await add.waitFor({ state: 'detached' });
        await emptyCell.getByText(newText, { exact: true }).waitFor();

        const after = await monthLogs();
        const saved = after.find(r => String(r.logDate).slice(0, 10) === emptyDay);
        assert.equal(saved?.content, newText);
        assert.equal(saved?.sectionId, sectionId);
    }));
});
