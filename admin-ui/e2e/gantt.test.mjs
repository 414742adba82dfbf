// Browser tests of the progress Gantt's edits (进度管理 › 进度横道图) against the real demo server:
// the contractor (who holds the plan's 编辑) drags a bar, confirms or cancels, and undoes; the
// supervisor (who only reads plans) sees a chart whose bars do not move, labelled by section.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, browserSuite, login } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const PLAN = '/progress/cmisProgressPlan';
const TASK = 'E2E拖动任务';

/** yyyy-MM-dd of today in Shanghai plus n days (the browser and the demo use that zone). */
const day = n => {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return d.toISOString().slice(0, 10);
};

async function openGantt(page) {
    const nav = page.locator('aside.aq-sider nav');
    const item = nav.locator('.MuiCollapse-entered').filter({ hasText: '进度横道图' });
    if (!(await item.isVisible())) await nav.getByText('进度管理', { exact: true }).click();
    await item.waitFor();
    await nav.getByText('进度横道图', { exact: true }).click();
    await page.getByTestId('cp-summary').waitFor();
}

const barOf = (page, id) => page.locator(`.gantt .bar-wrapper[data-id="${id}"] rect.bar`);
const barX = async (page, id) => Number(await barOf(page, id).getAttribute('x'));

/** A mouse drag of a bar by dx pixels, as a user does it. */
async function drag(page, id, dx) {
    const bar = barOf(page, id);
    await bar.scrollIntoViewIfNeeded();
    const box = await bar.boundingBox();
    const x = box.x + Math.min(12, box.width / 2);
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx / 2, y, { steps: 5 });
    await page.mouse.move(x + dx, y, { steps: 5 });
    await page.mouse.up();
}

const planDates = async (page, id) => {
    const p = await api(page, 'GET', `${PLAN}/queryById?id=${id}`);
    return [String(p.planStartDate).slice(0, 10), String(p.planEndDate).slice(0, 10)];
};

/** Counts the plan edits the page sends. */
const countEdits = page => {
    const edits = [];
    page.on('request', r => {
        if (r.url().includes(`${PLAN}/edit`)) edits.push(r);
    });
    return edits;
};

const findNode = (nodes, name) => {
    for (const n of nodes ?? []) {
        if ([n.title, n.name, n.sectionName].includes(name)) return n;
        const hit = findNode(n.children, name);
        if (hit) return hit;
    }
    return null;
};

describe('progress Gantt edits', () => {
    let taskId;

    test('the contractor drags a bar: 取消 puts it back, 保存 saves, 撤销 restores', withPage('gantt-edit', async page => {
        await login(page, 'contractor', 'engineer123');
        await page.waitForURL('**/dashboard/analysis');
        const tree = await api(page, 'GET', '/section/cmisSection/nodeTreeList');
        const section = findNode(tree, '第一标段');
        assert.ok(section, 'the contractor sees 第一标段');
        const added = await api(page, 'POST', `${PLAN}/add`, {
            sectionId: section.id ?? section.key, planType: 'month', period: day(0).slice(0, 7), taskName: TASK,
            planStartDate: day(2), planEndDate: day(4),
        });
        taskId = added?.id ?? (await api(page, 'GET', `${PLAN}/list?taskName=${encodeURIComponent(TASK)}`)).records[0].id;
        const edits = countEdits(page);

        await openGantt(page);
        await page.getByText('拖动任务条可调整计划日期，保存前会先确认').waitFor();
        await barOf(page, taskId).waitFor();
        const x0 = await barX(page, taskId);
        const ask = page.getByRole('alertdialog', { name: '确认调整计划' });

        // a drag of two days (45 px a day) asks first; 取消 puts the bar back, nothing is sent
        await drag(page, taskId, 90);
        await ask.getByText(`将「${TASK}」计划调整为 ${day(4)} → ${day(6)}？`).waitFor();
        assert.equal(await barX(page, taskId), x0 + 90, 'the bar shows the proposed dates');
        await page.locator(`.gantt .bar-wrapper[data-id="${taskId}"]`).getByText(`${day(4)} → ${day(6)}`).waitFor();
        await ask.getByRole('button', { name: '取消' }).click();
        await ask.waitFor({ state: 'detached' });
        assert.equal(await barX(page, taskId), x0);
        assert.equal(edits.length, 0);
        assert.deepEqual(await planDates(page, taskId), [day(2), day(4)]);

        // again: 保存 has the focus, Enter saves
        await drag(page, taskId, 90);
        await ask.waitFor();
        await page.keyboard.press('Enter');
        await ask.waitFor({ state: 'detached' });
        await page.getByRole('row').filter({ hasText: TASK }).getByRole('cell', { name: day(6), exact: true }).waitFor();
        assert.equal(edits.length, 1);
        assert.deepEqual(await planDates(page, taskId), [day(4), day(6)]);

        // 撤销 saves the old dates back
        await page.getByRole('button', { name: '撤销', exact: true }).click();
        await page.getByRole('row').filter({ hasText: TASK }).getByRole('cell', { name: day(2), exact: true }).waitFor();
        assert.equal(edits.length, 2);
        assert.deepEqual(await planDates(page, taskId), [day(2), day(4)]);
        assert.equal(await barX(page, taskId), x0);

        // a saved change stays after a reload
        await drag(page, taskId, -45);
        await ask.getByText(`将「${TASK}」计划调整为 ${day(1)} → ${day(3)}？`).waitFor();
        await ask.getByRole('button', { name: '保存' }).click();
        await ask.waitFor({ state: 'detached' });
        await page.reload();
        await page.getByTestId('cp-summary').waitFor();
        const row = page.getByRole('row').filter({ hasText: TASK });
        await row.getByRole('cell', { name: day(1), exact: true }).waitFor();
        await row.getByRole('cell', { name: day(3), exact: true }).waitFor();
        assert.deepEqual(await planDates(page, taskId), [day(1), day(3)]);
    }));

    test('the supervisor sees the chart read-only, each bar labelled by its section', withPage('gantt-readonly', async page => {
        await login(page, 'supervisor', 'engineer123');
        await page.waitForURL('**/dashboard/analysis');
        const edits = countEdits(page);
        await openGantt(page);
        await page.getByText('仅可查看：调整计划日期需要进度计划的编辑权限').waitFor();
        assert.equal(await page.getByRole('button', { name: '撤销', exact: true }).count(), 0);

        // all his sections (1 and 2): every bar and row names its section
        const labels = await page.locator('.gantt .bar-wrapper .bar-label').allTextContents();
        assert.ok(labels.length > 0);
        for (const l of labels) assert.match(l, /^第[一二]标段 · /);
        assert.ok(labels.some(l => l.startsWith('第一标段 · ')) && labels.some(l => l.startsWith('第二标段 · ')));
        assert.ok(labels.includes(`第一标段 · ${TASK}`));
        const table = page.getByRole('table', { name: '计划任务' });
        assert.equal(await table.getByRole('columnheader').first().textContent(), '标段');

        // his drag moves nothing and sends nothing
        const x0 = await barX(page, taskId);
        await drag(page, taskId, 90);
        // a move or a request would follow the drop within a frame or two: give them the time (an
        // absence cannot be awaited)
        await page.waitForTimeout(300);
        assert.equal(await barX(page, taskId), x0);
        assert.equal(await page.getByRole('alertdialog').count(), 0);
        assert.equal(edits.length, 0);

        // and the server refuses his edit anyway
        const reply = await page.evaluate(async ([path, id, start, end]) => {
            const token = JSON.parse(localStorage.getItem('pro__Access-Token')).value;
            const r = await fetch('/jeecg-boot' + path, {
                method: 'PUT',
                headers: { 'X-Access-Token': token, 'Content-Type': 'application/json' },
                body: JSON.stringify({ id, planStartDate: start, planEndDate: end }),
            });
            return r.json();
        }, [`${PLAN}/edit`, taskId, day(8), day(9)]);
        assert.equal(reply.success, false);
        assert.match(reply.message, /权限/);
        assert.deepEqual(await planDates(page, taskId), [day(1), day(3)]);
    }));
});
