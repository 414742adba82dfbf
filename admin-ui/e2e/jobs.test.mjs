// Browser test of 定时任务 (issue 18): a job added with its cron built in the cron editor (秒 tab,
// 循环 every 5 s, the next fire times shown live), read back into the editor's tabs on 编辑, and
// run once with 执行一次, which writes a line in its run log.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, browserSuite, login, screenshot, waitUntil, openMenu } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const list = page => page.locator('.aq-crud-list');

describe('定时任务与 Cron 表达式编辑器', () => {
    test('cron built in the editor, read back, run once', withPage('jobs', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await openMenu(page, '系统监控', '定时任务');
        await list(page).waitFor();

        await page.locator('.aq-crud-toolbar').getByRole('button', { name: '新增' }).click();
        const form = page.getByRole('dialog', { name: '新增' });
        await form.getByRole('combobox', { name: '任务类名' }).click();
        await page.getByRole('listbox').getByRole('option', { name: '带参示例任务（记录参数）' }).click();

        await form.getByRole('button', { name: '选择Cron表达式' }).click();
        const cron = page.getByRole('dialog', { name: 'Cron表达式' });
        await cron.getByRole('tab', { name: '秒' }).click();
        await cron.getByRole('radio', { name: '循环' }).check();
        const step = cron.getByLabel('间隔');
        await step.fill('5');
        await step.press('Enter');
        const expression = cron.getByRole('textbox', { name: 'Cron表达式' });
        let shown = '';
        await waitUntil(async () => (shown = await expression.inputValue()) === '0/5 * * * * ? *', {
            what: () => `the expression 0/5 * * * * ? * (循环 every 5 s) in the box, not "${shown}"`,
        });
        const times = cron.getByRole('list', { name: '最近5次运行时间' }).getByRole('listitem');
        await times.nth(4).waitFor();
        const every5 = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:[0-5][05]$/;
        // the preview follows the expression (after its 300 ms debounce)
        const settled = async () => (await times.allTextContents()).every(t => every5.test(t));
        await waitUntil(settled, { timeout: 10_000, what: 'five run times every 5 seconds in 最近5次运行时间' });
        assert.equal(await times.count(), 5);
        for (const t of await times.allTextContents()) assert.match(t, every5);
        await screenshot(page, 'jobs-cron-editor');
        await cron.getByRole('button', { name: '确定' }).click();
        await cron.waitFor({ state: 'hidden' });
        assert.equal(await form.getByRole('textbox', { name: 'Cron表达式' }).inputValue(), '0/5 * * * * ? *');
        await form.getByRole('textbox', { name: '参数' }).fill('浏览器');
        await form.getByRole('radio', { name: '停止' }).check();
        await form.getByRole('textbox', { name: '失败重试次数' }).fill('1');
        await form.getByRole('button', { name: '确定' }).click();
        await page.getByText('创建定时任务成功').waitFor();
        await form.waitFor({ state: 'hidden' });

        const saved = await api(page, 'GET', '/sys/quartzJob/list?jobClassName=*SampleParamJob*');
        assert.equal(saved.total, 1);
        const job = saved.records[0];
        assert.equal(job.cronExpression, '0/5 * * * * ? *');
        assert.equal(String(job.status), '-1');
        assert.equal(job.retryTimes, 1);

        // 编辑: the editor opens on the saved expression with 循环 chosen and its step filled
        const row = list(page).locator('tbody tr').filter({ hasText: '带参示例任务' });
        await row.getByRole('button', { name: '编辑' }).click();
        const edit = page.getByRole('dialog', { name: '编辑' });
        await edit.getByRole('button', { name: '选择Cron表达式' }).click();
        const again = page.getByRole('dialog', { name: 'Cron表达式' });
        await again.getByRole('tab', { name: '秒' }).click();
        assert.equal(await again.getByRole('radio', { name: '循环' }).isChecked(), true);
        assert.equal(await again.getByLabel('间隔').inputValue(), '5');
        await again.getByRole('button', { name: '取消' }).click();
        await edit.getByRole('button', { name: '取消' }).click();

        // 执行一次 runs the stopped job once: one line in its run log
        await row.getByRole('button', { name: '执行一次' }).click();
        await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
        await page.getByText('执行成功!').waitFor();
        let logs;
        await waitUntil(async () => (logs = await api(page, 'GET', `/sys/quartzJobLog/list?jobId=${job.id}`)).total > 0, {
            timeout: 15_000,
            what: 'a line in the job\'s run log after 执行一次',
        });
        assert.equal(logs.total, 1);
        assert.equal(logs.records[0].result_dictText, '成功');
        await screenshot(page, 'jobs-list');
    }));
});
