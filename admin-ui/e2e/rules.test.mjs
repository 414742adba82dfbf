// Browser tests of issue 19: a form field that takes its value from a fill rule (监理通知's
// 通知编号), 编码规则's 功能测试, 校验规则's 测试, and the category dictionary's tree.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, browserSuite, login, screenshot, waitUntil, openMenu, sideMenu } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const list = page => page.locator('.aq-crud-list');
const toolbar = page => page.locator('.aq-crud-toolbar');
const rows = page => list(page).locator('tbody tr');

const today = () => {
    const d = new Date(Date.now() + 8 * 3600 * 1000); // the server numbers by China's day
    return d.toISOString().slice(0, 10).replaceAll('-', '');
};

describe('编码规则、校验规则与分类字典', () => {
    test('the add form of 监理通知 starts with the next notice number', withPage('rules-fill', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');

        // 功能测试 shows the next number without using it up
        await openMenu(page, '系统管理', '编码规则');
        const ruleRow = rows(page).filter({ hasText: 'supervision_notice_no' });
        await ruleRow.getByRole('button', { name: '功能测试' }).click();
        const next = `JLTZ-${today()}-`;
        const shown = page.getByText(new RegExp(`下一个值：${next}\\d{3}`));
        await shown.waitFor();
        const preview = (await shown.innerText()).match(/JLTZ-\d{8}-\d{3}/)[0];
        await page.getByRole('dialog', { name: '功能测试' }).getByRole('button', { name: '确定' }).click();

        await openMenu(page, '安全管理', '监理通知');
        // the 编码规则 list stays on screen until the new page has loaded: its 新增 must not be the one clicked
        await page.waitForURL('**/safety/cmisSupervisionNotice');
        await list(page).getByRole('columnheader', { name: '通知编号' }).waitFor();
        await toolbar(page).getByRole('button', { name: '新增' }).click();
        const add = page.getByRole('dialog', { name: '新增' });
        const no = add.getByRole('textbox', { name: '通知编号' });
        await waitUntil(async () => (await no.inputValue()) !== '', { what: '通知编号 filled from the fill rule when the form opens' });
        assert.equal(await no.inputValue(), preview, 'the form takes the number the preview showed');
        await add.getByText('留空则保存时自动生成').waitFor();
        await screenshot(page, 'rules-notice-number');
        await add.getByRole('button', { name: '取消' }).click();

        // the number was taken: the next add (here through the API, left empty) gets the one after
        const sections = await api(page, 'GET', '/section/cmisSection/list?pageSize=1');
        const added = await api(page, 'POST', '/safety/cmisSupervisionNotice/add', {
            sectionId: sections.records[0].id, subject: '通风', issueDate: '2026-01-01', replyDeadline: '2026-01-02', content: '风量不足',
        });
        const seq = Number(preview.slice(-3));
        assert.equal(added.noticeNo, `${next}${String(seq + 1).padStart(3, '0')}`);
    }));

    test('校验规则 测试 tells which characters fail', withPage('rules-check', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await openMenu(page, '系统管理', '校验规则');
        await rows(page).filter({ hasText: 'common' }).getByRole('button', { name: '测试' }).click();
        const dialog = page.getByRole('dialog', { name: /测试校验规则/ });
        await dialog.getByLabel('待校验的值').fill('1ab');
        await dialog.getByLabel('待校验的值').press('Enter');
        await dialog.getByText('第一位只能是字母').waitFor();
        await dialog.getByLabel('待校验的值').fill('ab+c');
        await dialog.getByRole('button', { name: '校验' }).click();
        await dialog.getByText('只能输入字母、数字、下划线').waitFor();
        await dialog.getByLabel('待校验的值').fill('abc_1');
        await dialog.getByRole('button', { name: '校验' }).click();
        await dialog.getByText('校验通过').waitFor();
    }));

    test('多数据源 测试连接 reaches this machine\'s PostgreSQL; 网关路由 says it runs nothing', withPage('rules-datasource', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await api(page, 'POST', '/sys/dataSource/add', {
            code: 'e2e_pg', name: '端到端库', dbType: '6', dbUrl: 'jdbc:postgresql://127.0.0.1:5432/test', dbUsername: 'root', dbPassword: 'pw',
        });
        await openMenu(page, '系统管理', '多数据源');
        const row = rows(page).filter({ hasText: 'e2e_pg' });
        await row.getByRole('button', { name: '测试连接' }).click();
        await page.getByText('数据库连接成功').waitFor();

        // Moving the source needs the password typed again; the edit form offers it empty.
        await row.getByRole('button', { name: '编辑' }).click();
        let edit = page.getByRole('dialog', { name: '编辑' });
        await edit.getByText('留空则不修改').waitFor();
        await edit.getByLabel('数据源地址').fill('jdbc:postgresql://localhost:5432/test');
        await edit.getByRole('button', { name: '确定' }).click();
        await page.getByText('数据源类型、地址、数据库或用户名已修改，请重新输入密码').waitFor();
        await edit.getByLabel('密码').fill('pw');
        await edit.getByRole('button', { name: '确定' }).click();
        await edit.waitFor({ state: 'detached' });
        await page.getByText('数据库连接成功').waitFor({ state: 'detached' }); // the first answer's toast
        await rows(page).filter({ hasText: 'localhost:5432' }).getByRole('button', { name: '测试连接' }).click();
        await page.getByText('数据库连接成功').waitFor();
        await sideMenu(page).getByText('网关路由', { exact: true }).click();
        await page.getByRole('note').getByText(/不含网关，不会执行这些路由/).waitFor();
    }));

    test('分类字典: a root and its child get their codes, the child shows when the root opens', withPage('rules-category', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await openMenu(page, '系统管理', '分类字典');
        await list(page).getByText(/共\d+条/).waitFor();

        await toolbar(page).getByRole('button', { name: '新增' }).click();
        let form = page.getByRole('dialog', { name: '新增' });
        await form.getByLabel('类型名称').fill('端到端分类');
        await form.getByRole('button', { name: '确定' }).click();
        await form.waitFor({ state: 'detached' });
        const root = rows(page).filter({ hasText: '端到端分类' });
        await root.waitFor();
        const rootCode = (await root.innerText()).match(/\b([A-Z]\d\d)+\b/)[0];

        await root.getByRole('button', { name: '新增下级' }).click();
        form = page.getByRole('dialog', { name: '新增' });
        await form.getByLabel('类型名称').fill('端到端子类');
        await form.getByRole('button', { name: '确定' }).click();
        await form.waitFor({ state: 'detached' });

        const toggle = root.getByRole('button', { name: /展开|收起/ });
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        const child = rows(page).filter({ hasText: '端到端子类' });
        await child.waitFor();
        assert.match(await child.innerText(), new RegExp(`${rootCode}A01`));
        assert.equal(await child.getAttribute('aria-level'), '2');
        await toggle.click();
        await child.waitFor({ state: 'detached' });
        await screenshot(page, 'rules-category');

        // 删除 of the root says its children go too (JeecgBoot 2.4 deletes the subtree); 取消 keeps both
        await root.getByRole('button', { name: '删除' }).click();
        let confirm = page.getByRole('dialog').filter({ hasText: '确定删除吗?' });
        await confirm.getByText('其下级节点将一并删除。').waitFor();
        await confirm.getByRole('button', { name: '取消' }).click();
        await confirm.waitFor({ state: 'detached' });
        await root.getByRole('button', { name: '删除' }).click();
        confirm = page.getByRole('dialog').filter({ hasText: '确定删除吗?' });
        await confirm.getByRole('button', { name: '确定' }).click();
        await page.getByText('删除成功!').first().waitFor();
        await root.waitFor({ state: 'detached' });
        const left = await api(page, 'GET', '/sys/category/list?name=*端到端*&pageSize=50');
        assert.equal(left.total, 0, 'the child went with its root');
    }));
});
