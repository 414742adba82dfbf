// Browser test of 网关路由 (/isystem/gatewayRoute), whose list answers JeecgBoot's plain array of
// the enabled routes with predicates and filters parsed: the generated page shows the routes, edits
// a route's predicates as their JSON text, and finds a disabled route through the 状态 filter.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, browserSuite, login } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

const list = page => page.locator('.aq-crud-list');
const rows = page => list(page).locator('tbody tr');

describe('网关路由', () => {
    test('admin lists, edits and disables a route of the plain-array list', withPage('gateway', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        // as JeecgBoot's 路由编辑 modal saves it: predicates as JSON text, a boolean status
        await api(page, 'POST', '/sys/gatewayRoute/updateAll', {
            router: { routerId: 'e2e-demo', name: '端到端路由', uri: 'lb://e2e-demo', predicates: '[{"name":"Path","args":["/e2e/**"]}]', status: true },
        });
        const listed = await api(page, 'GET', '/sys/gatewayRoute/list');
        assert.ok(Array.isArray(listed), 'the list is a plain array');
        assert.deepEqual(listed.find(r => r.routerId === 'e2e-demo').predicates, [{ name: 'Path', args: ['/e2e/**'] }]);

        await page.goto('/isystem/gatewayRoute');
        const row = rows(page).filter({ hasText: 'e2e-demo' });
        await row.waitFor();
        await list(page).getByText(/共\d+条/).waitFor();

        // edit: the parsed predicates come back as their text, and are saved as text
        await row.getByRole('button', { name: '编辑' }).click();
        const edit = page.getByRole('dialog', { name: '编辑' });
        const predicates = edit.locator('#aq-crud-predicates .cm-content');
        await predicates.waitFor();
        assert.equal(await predicates.innerText(), '[{"name":"Path","args":["/e2e/**"]}]');
        await edit.getByLabel('路由名称').fill('端到端路由改');
        await edit.getByRole('radio', { name: '不启用', exact: true }).check();
        await edit.getByRole('button', { name: '确定' }).click();
        await edit.waitFor({ state: 'detached' });
        // disabled: off the list, as in JeecgBoot; the 状态 filter finds it
        await row.waitFor({ state: 'detached' });
        const search = page.getByRole('search');
        await search.getByRole('combobox', { name: '状态' }).click();
        await page.getByRole('option', { name: '不启用', exact: true }).click();
        await search.getByRole('button', { name: '查询', exact: true }).click();
        await rows(page).filter({ hasText: '端到端路由改' }).waitFor();
        const saved = (await api(page, 'GET', '/sys/gatewayRoute/list?status=0')).find(r => r.routerId === 'e2e-demo');
        assert.deepEqual(saved.predicates, [{ name: 'Path', args: ['/e2e/**'] }], 'saved back as the same JSON');
        assert.equal(saved.status, 0);
    }));
});
