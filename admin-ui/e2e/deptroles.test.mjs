// Browser test of department authorisation and department roles: admin gives a department
// 数据字典 in 部门管理 → 部门权限, makes a department role of it in 我的部门 → 部门角色 → 授权,
// gives it to a member (用户信息 → 分配部门角色), who then finds the menu after logging in.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, browserSuite, login, logout, sideMenu } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

/** Makes a user the head of a department, as the user form's 身份 / 负责部门 do. */
async function makeHead(page, username, departId) {
    const users = await api(page, 'GET', `/sys/user/list?username=${encodeURIComponent(username)}`);
    const user = users.records.find(u => u.username === username);
    const own = (await api(page, 'GET', `/sys/user/userDepartList?userId=${user.id}`)).map(d => d.key);
    const departs = [...new Set([...own, departId])].join(',');
    await api(page, 'PUT', '/sys/user/edit', { id: user.id, userIdentity: 2, departIds: departId, selecteddeparts: departs });
}

describe('部门权限与部门角色', () => {
    test('a department role made of the department\'s menu shows it to its member', withPage('deptroles', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        const departs = await api(page, 'GET', '/sys/sysDepart/listAll');
        const dept = departs.find(d => d.orgCode === 'A01A01');
        assert.ok(dept, 'department A01A01');
        await api(page, 'POST', '/sys/user/add', { username: 'deptmember', realname: '部门成员甲', password: 'Dept12345', selecteddeparts: dept.id });
        await makeHead(page, 'admin', dept.id);

        // 部门管理 → 部门权限: the department gets 数据字典 (系统管理 comes with it).
        await page.goto('/isystem/depart');
        const row = page.getByRole('table', { name: '部门' }).getByRole('row').filter({ hasText: dept.orgCode }).filter({ hasText: dept.departName }).first();
        await row.getByRole('button', { name: '部门权限' }).click();
        let drawer = page.getByRole('dialog', { name: /部门权限配置/ });
        let tree = drawer.getByRole('tree', { name: '菜单权限' });
        await tree.waitFor();
        await tree.getByRole('checkbox', { name: '数据字典', exact: true }).check();
        await drawer.getByRole('button', { name: '保存并关闭' }).click();
        await page.getByText('保存成功！').first().waitFor();
        await drawer.waitFor({ state: 'detached' });

        // 我的部门 → 部门角色: a role of the department, authorised with 数据字典.
        await page.goto('/isystem/departUserList');
        await page.getByRole('list', { name: '我的部门' }).getByRole('button', { name: new RegExp(dept.departName) }).first().click();
        await page.getByRole('tab', { name: '部门角色' }).click();
        await page.getByRole('button', { name: '新增' }).click();
        const form = page.getByRole('dialog', { name: /新增部门角色/ });
        await form.getByLabel('部门角色名称').fill('字典管理员');
        await form.getByLabel('部门角色编码').fill('dict_keeper');
        await form.getByRole('button', { name: '确定' }).click();
        await form.waitFor({ state: 'detached' });
        const roleRow = page.getByRole('table', { name: '部门角色' }).getByRole('row').filter({ hasText: 'dict_keeper' });
        await roleRow.getByRole('button', { name: '授权' }).click();
        drawer = page.getByRole('dialog', { name: /部门角色权限配置/ });
        tree = drawer.getByRole('tree', { name: '菜单权限' });
        await tree.waitFor();
        // Only what the department holds is offered.
        assert.equal(await tree.getByRole('checkbox', { name: '用户管理', exact: true }).count(), 0);
        await tree.getByRole('checkbox', { name: '数据字典', exact: true }).check();
        await drawer.getByRole('button', { name: '保存并关闭' }).click();
        await drawer.waitFor({ state: 'detached' });

        // 用户信息 → 分配部门角色 for the member.
        await page.getByRole('tab', { name: '用户信息' }).click();
        const member = page.getByRole('table', { name: '部门成员' }).getByRole('row').filter({ hasText: 'deptmember' });
        await member.getByRole('button', { name: '分配部门角色' }).click();
        const assign = page.getByRole('dialog', { name: /分配部门角色/ });
        await assign.getByRole('checkbox', { name: '字典管理员' }).check();
        await assign.getByRole('button', { name: '确定' }).click();
        await page.getByText('添加成功!').first().waitFor();
        await assign.waitFor({ state: 'detached' });

        // The member logs in and opens 数据字典.
        await logout(page);
        await login(page, 'deptmember', 'Dept12345');
        await page.waitForURL('**/dashboard/analysis');
        await sideMenu(page).getByText('系统管理', { exact: true }).click();
        await sideMenu(page).getByText('数据字典', { exact: true }).click();
        await page.waitForURL('**/isystem/dict');
        await page.locator('.aq-crud-list tbody tr').first().waitFor();
    }));
});
