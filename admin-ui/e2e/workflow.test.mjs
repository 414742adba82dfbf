// Browser test of the approval flow: the admin publishes the demo's 设计变更审批 in 流程模型 (its
// designer shows the tree), a design change is sent for approval from its list, the supervisor and
// then the owner approve it in 我的待办, and the record ends 已批准 with the flow's timeline.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { animationsDone, api, browserSuite, login, logout, screenshot } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const list = page => page.locator('.aq-crud-list');

async function signIn(page, user, password) {
    await logout(page);
    await login(page, user, password);
    await page.waitForURL('**/dashboard/analysis');
}

/** Opens 我的待办, finds the task of `title` and approves it with a comment. */
async function approve(page, title, comment) {
    await page.goto('/workflow/todo');
    const handle = page.getByRole('button', { name: `处理${title}` });
    await handle.waitFor();
    await handle.click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByText('流转记录').or(dialog.getByText('发起申请')).first().waitFor();
    await dialog.getByLabel('审批意见').fill(comment);
    await dialog.getByRole('button', { name: '同意', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `处理${title}` }).waitFor({ state: 'detached' });
}

describe('审批流程', () => {
    test('publish a flow, apply from the list, two approvals in 我的待办, the record ends 已批准', withPage('workflow', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');

        // 流程模型: the demo's draft, seen in the designer, then published
        await page.goto('/workflow/model');
        const model = page.getByRole('row').filter({ hasText: '设计变更审批' });
        await model.waitFor();
        await model.getByRole('button', { name: '设计' }).click();
        const designer = page.getByRole('dialog').filter({ hasText: '建设单位审批' });
        await designer.getByText('监理审核').first().waitFor();
        await animationsDone(page); // the dialog's fade-in, for the screenshot
        await screenshot(page, 'workflow-designer');
        await designer.getByRole('button', { name: '关闭' }).click();
        await designer.waitFor({ state: 'detached' });
        await model.getByRole('button', { name: '发布' }).click();
        await page.getByText('已发布为版本 V1').waitFor();
        await model.getByText('V1').waitFor();

        // a design change of section 1 (the supervisor's), sent for approval from its list
        const sections = (await api(page, 'GET', '/section/cmisSection/list?pageSize=50')).records;
        const first = sections.find(s => s.code === 'DZYS2-SG01');
        assert.ok(first, 'the demo has section 1');
        const stamp = Date.now() % 100000;
        const title = `端到端设计变更${stamp}`;
        await api(page, 'POST', '/design/cmisDesignChange/add', {
            sectionId: first.id, changeNo: `SJBG-E2E-${stamp}`, title, level: '1', reason: '地质条件变化', costImpact: '1000',
        });
        await page.evaluate(id => localStorage.setItem('head_section_id', id), first.id);
        await page.goto('/design/cmisDesignChange');
        await list(page).getByRole('columnheader', { name: '变更编号' }).waitFor();
        const row = list(page).locator('tbody tr').filter({ hasText: title });
        await row.getByRole('button', { name: '发起审批' }).click();
        await page.getByRole('dialog', { name: '发起审批' }).getByRole('button', { name: '确定' }).click();
        await row.getByRole('button', { name: '流程详情：审批中·监理审核' }).waitFor();
        assert.equal(await row.getByRole('button', { name: '编辑' }).count(), 0, 'no 编辑 while in approval');
        assert.equal(await row.getByRole('button', { name: '删除' }).count(), 0, 'no 删除 while in approval');
        const flowTitle = `设计变更：${title}（一般设计变更）`;

        await signIn(page, 'supervisor', 'engineer123');
        // the home page counts what waits for him, and its card opens 我的待办
        await page.getByText('待我审批').waitFor();
        await approve(page, flowTitle, '同意变更');
        await signIn(page, 'owner', 'engineer123');
        await approve(page, flowTitle, '同意，按程序实施');

        // back to the applicant: approved, and the timeline shows who did what
        await signIn(page, 'admin', 'admin123');
        await page.goto('/design/cmisDesignChange');
        await list(page).getByRole('columnheader', { name: '变更编号' }).waitFor();
        const done = list(page).locator('tbody tr').filter({ hasText: title });
        await done.getByText('已批准').waitFor();
        const chip = done.getByRole('button', { name: '流程详情：已通过' });
        await chip.waitFor(); // the row's flow status arrives after the rows
        assert.equal(await done.getByRole('button', { name: '编辑' }).count(), 0, 'what the flow approved is not edited');
        await chip.click();
        const detail = page.getByRole('dialog').filter({ hasText: '同意，按程序实施' });
        await detail.getByText('李监理').first().waitFor();
        await detail.getByText('张建设').first().waitFor();
        await screenshot(page, 'workflow-done');
    }));
});
