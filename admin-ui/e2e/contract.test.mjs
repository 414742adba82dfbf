// Browser test of 合同管理 and 结算管理: a payment beyond what is left of its contract is refused
// with the figures, one within it is saved with a 支付编号 from its fill rule, and 合同台账 shows
// the contract's 累计支付 the server keeps.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, browserSuite, login, screenshot, waitUntil, openMenu } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const list = page => page.locator('.aq-crud-list');
const toolbar = page => page.locator('.aq-crud-toolbar');
const rows = page => list(page).locator('tbody tr');

/** The text of a row's cell under the list's column `header`. */
async function cellText(page, row, header) {
    const headers = (await list(page).locator('thead th').allInnerTexts()).map(t => t.trim());
    const i = headers.findIndex(t => t.startsWith(header));
    assert.ok(i >= 0, `no column ${header} in ${headers.join('|')}`);
    const cell = row.locator('td').nth(i);
    await cell.scrollIntoViewIfNeeded(); // wide lists scroll sideways: keep it in the screenshots
    return (await cell.innerText()).trim();
}

const month = () => new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 7).replace('-', ''); // the server numbers by China's month

describe('合同台账与支付管理', () => {
    test('a payment beyond the contract is refused with its figures; one within it counts in 累计支付', withPage('contract-payment', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');

        // the contract in the header's section (section-scoped lists and pickers show that one), else the first
        const headerSection = await page.evaluate(() => (localStorage.getItem('head_section_id') ?? '').trim());
        const sectionId = headerSection || (await api(page, 'GET', '/section/cmisSection/list?pageSize=1')).records[0].id;
        const supplier = (await api(page, 'GET', '/supplier/cmisSupplier/list?pageSize=1')).records[0];
        const stamp = Date.now() % 100000;
        const contractNo = `E2E-HT-${stamp}`;
        const name = `端到端合同${stamp}`;
        await api(page, 'POST', '/contract/cmisContract/add', { sectionId, contractNo, name, partyB: supplier.id, amount: '1000.00' });
        const contract = (await api(page, 'GET', `/contract/cmisContract/list?contractNo=${contractNo}`)).records[0];
        assert.equal(contract.name, name);
        const first = await api(page, 'POST', '/settle/cmisPayment/add', { contractId: contract.id, amount: '600', status: '1', remark: '首期' });
        await api(page, 'POST', '/settle/cmisPayment/transition', { id: first.id, action: 'approve' });

        await openMenu(page, '结算管理', '支付管理');
        // the dashboard stays on screen until the list has loaded: wait for this list before its toolbar
        await page.waitForURL('**/cmisPayment');
        await list(page).getByRole('columnheader', { name: '支付编号' }).waitFor();
        await toolbar(page).getByRole('button', { name: '新增' }).click();
        const add = page.getByRole('dialog', { name: '新增' });

        // 合同 is a record picker: its dialog searches by 合同名称, a row click picks, 确定 takes it
        await add.getByRole('button', { name: '选择合同' }).click();
        const picker = page.getByRole('dialog', { name: '选择合同' });
        const search = picker.getByRole('search').getByRole('textbox');
        await search.fill(name);
        await search.press('Enter');
        const choice = picker.getByRole('table', { name: '合同' }).locator('tbody tr').filter({ hasText: name });
        await choice.click();
        await picker.getByRole('table', { name: '已选记录' }).getByText(name).waitFor();
        await picker.getByRole('button', { name: '确定' }).click();
        await picker.waitFor({ state: 'detached' });
        assert.equal(await add.locator('#aq-crud-contractId').inputValue(), name);

        // 500 is more than the 400 left: refused with the figures, the dialog stays open
        // 支付编号 comes from the fill rule before anything is typed
        const no = add.locator('#aq-crud-paymentNo');
        await waitUntil(async () => (await no.inputValue()) !== '', { what: '支付编号 filled from the fill rule when the form opens' });
        const paymentNo = await no.inputValue();
        assert.match(paymentNo, new RegExp(`^ZF-${month()}-\\d{3}$`));
        const amount = add.locator('#aq-crud-amount');
        await amount.fill('500');
        assert.equal(await add.getByLabel('审批状态').count(), 0, 'the approval status is the server\'s, not the form\'s');
        await add.getByRole('button', { name: '确定' }).click();
        await page
            .getByText('支付金额超出合同剩余金额：现合同价 1,000.00 元，已支付 600.00 元，审批中 0.00 元，剩余 400.00 元，本次支付 500.00 元')
            .waitFor();
        await screenshot(page, 'contract-payment-refused');
        assert.ok(await add.isVisible(), 'the refused form stays open');

        // 400 fits exactly: saved, numbered by the fill rule
        await amount.fill('400');
        await add.getByRole('button', { name: '确定' }).click();
        await add.waitFor({ state: 'detached' });
        const saved = rows(page).filter({ hasText: name }).filter({ hasText: '400.00' });
        await saved.waitFor();
        assert.equal(await cellText(page, saved, '支付编号'), paymentNo);
        assert.equal(await cellText(page, saved, '审批状态'), '待审批');
        // 批准 on the row (no flow is published): the payment is paid
        await saved.getByRole('button', { name: '批准' }).click();
        await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
        await saved.getByText('已批准').waitFor();
        assert.equal(await saved.getByRole('button', { name: '编辑' }).count(), 0, 'an approved payment is not edited');

        // 合同台账: find the contract and see the amounts the server keeps
        await openMenu(page, '合同管理', '合同台账');
        await page.waitForURL('**/cmisContract');
        await list(page).getByRole('columnheader', { name: '合同编号' }).waitFor();
        const filter = page.getByRole('search').getByLabel('合同编号');
        await filter.fill(contractNo);
        await filter.press('Enter');
        await list(page).getByText('1-1 共1条').waitFor();
        const row = rows(page).filter({ hasText: contractNo });
        await row.waitFor();
        assert.equal(await cellText(page, row, '签约合同价'), '1,000.00');
        assert.equal(await cellText(page, row, '现合同价'), '1,000.00');
        assert.equal(await cellText(page, row, '累计支付'), '1,000.00');
        await screenshot(page, 'contract-ledger');
        const kept = await api(page, 'GET', `/contract/cmisContract/queryById?id=${contract.id}`);
        assert.equal(Number(kept.paidAmount), 1000);
    }));
});
