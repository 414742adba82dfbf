// Browser test of third-party login (第三方登录) against a real OpenID Connect provider the test
// runs itself (oidc-provider, with its development sign-in pages): the admin enables it, the
// login page offers it, a sign-in in its own window binds the account of the same name by that
// user's password and logs in; the next sign-in logs straight in; with 单点登录 the login page
// goes to the provider at once and comes back logged in (退出登录 ends the provider's session too and
// does not go back by itself), ?local=1 keeps the
// password form.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';
import { api, browserSuite, login, logout } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

let idp;
let issuer;
const CLIENT = { id: 'aqueduct', secret: 'e2e-client-secret-0123456789' };

/** Waits for a sign-in window to close itself; it may have closed already (a provider that remembers the
 * user answers at once). */
const closed = popup => (popup.isClosed() ? Promise.resolve() : popup.waitForEvent('close'));

/** Signs in at the provider's development pages in the window the login page opened. */
async function signInAt(popup, name) {
    await popup.waitForLoadState();
    await popup.locator('input[name=login]').fill(name);
    await popup.locator('input[name=password]').fill('any');
    await popup.getByRole('button', { name: 'Sign-in' }).click();
    await popup.getByRole('button', { name: 'Continue' }).click();
}

describe('第三方登录', () => {
    // The provider knows the server's callback: started once the server runs.
    before(async () => {
        const http = createServer();
        await new Promise(r => http.listen(0, '127.0.0.1', r));
        idp = http;
        issuer = `http://127.0.0.1:${http.address().port}`;
        const oidc = new Provider(issuer, {
            clients: [
                {
                    client_id: CLIENT.id,
                    client_secret: CLIENT.secret,
                    redirect_uris: [`${env.server.base}/jeecg-boot/sys/thirdLogin/kc/callback`],
                    post_logout_redirect_uris: [`${env.server.base}/user/login`],
                    grant_types: ['authorization_code'],
                    response_types: ['code'],
                },
            ],
            // any login is an account of that name, as the development sign-in page allows
            findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: `kc-${id}`, preferred_username: id, name: `统一${id}` }) }),
            claims: { openid: ['sub'], profile: ['name', 'preferred_username'] },
            pkce: { required: () => true },
        });
        oidc.proxy = false;
        http.on('request', oidc.callback());
    });
    after(() => idp?.close());

    test('a provider account binds the user of its name by his password, then logs straight in', withPage('third-login', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await api(page, 'POST', '/sys/loginProvider/add', {
            code: 'kc', name: '统一身份认证', kind: 'oidc', issuer, clientId: CLIENT.id, clientSecret: CLIENT.secret,
            scopes: 'openid profile', policy: 'bind', status: 1, sso: 0,
        });
        // the list shows it, its secret never
        await page.goto('/isystem/loginProvider');
        const row = page.locator('.aq-crud-list tbody tr').filter({ hasText: '统一身份认证' });
        await row.waitFor();
        assert.ok(!(await page.content()).includes(CLIENT.secret));
        await logout(page);

        await page.goto('/user/login');
        const third = page.getByTestId('third-login');
        const [popup] = await Promise.all([page.waitForEvent('popup'), third.getByRole('button', { name: '统一身份认证' }).click()]);
        await signInAt(popup, 'contractor');
        const bind = page.getByRole('dialog', { name: '绑定账号' });
        await bind.getByText('已有同名账号「contractor」存在').waitFor();
        assert.equal(await bind.getByRole('button', { name: '创建新账号' }).count(), 0, 'the provider binds only');
        await bind.getByLabel('密码').fill('wrong-Password1');
        await bind.getByRole('button', { name: '确认绑定' }).click();
        await page.getByText('用户名或密码错误').first().waitFor();
        await bind.getByLabel('密码').fill('engineer123');
        await bind.getByRole('button', { name: '确认绑定' }).click();
        await page.waitForURL('**/dashboard/analysis');
        await page.getByText('王承包').first().waitFor();

        // bound: the next sign-in (the provider remembers him: its cookie stays) logs straight in
        await page.evaluate(() => localStorage.clear());
        await page.goto('/user/login');
        const [again] = await Promise.all([page.waitForEvent('popup'), third.getByRole('button', { name: '统一身份认证' }).click()]);
        await page.waitForURL('**/dashboard/analysis');
        await closed(again);
        await page.getByText('王承包').first().waitFor();

        // the admin sees the binding under 第三方账号
        await logout(page);
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await page.goto('/isystem/thirdAccount');
        await page.locator('.aq-crud-list tbody tr').filter({ hasText: 'contractor' }).waitFor();
    }));

    test('单点登录: the login page goes to the provider and comes back logged in', withPage('third-sso', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        const [provider] = (await api(page, 'GET', '/sys/loginProvider/list?code=kc')).records;
        await api(page, 'PUT', '/sys/loginProvider/edit', { id: provider.id, sso: 1 });
        await logout(page);

        await page.goto('/user/login?redirect=%2Fisystem%2Fuser');
        await page.locator('input[name=login]').waitFor(); // the provider's page, in this window
        assert.ok(page.url().startsWith(issuer));
        await page.locator('input[name=login]').fill('contractor');
        await page.locator('input[name=password]').fill('any');
        await page.getByRole('button', { name: 'Sign-in' }).click();
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL('**/isystem/user');
        assert.ok(!page.url().includes('ticket='));
        await page.getByText('王承包').first().waitFor();

        // 退出登录 ends the provider's session too (its end-session page, then back to our login page), and
        // stays logged out: the login page offers the provider instead of going there; the button needs
        // a sign-in at the provider again, in its own window
        await page.getByRole('button', { name: '用户菜单' }).click();
        await page.getByRole('menuitem', { name: '退出登录' }).click();
        await page.getByRole('button', { name: '确定' }).click();
        await page.waitForURL(url => url.toString().startsWith(issuer));
        await page.getByRole('button', { name: 'Yes, sign me out' }).click();
        await page.waitForURL('**/user/login**');
        await page.getByLabel('账号', { exact: true }).waitFor();
        const button = page.getByTestId('third-login').getByRole('button', { name: '统一身份认证' });
        await button.waitFor();
        assert.ok(page.url().includes('/user/login'), 'not sent to the provider again');
        const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
        await signInAt(popup, 'contractor'); // the provider forgot him
        await page.waitForURL('**/dashboard/analysis');
        await closed(popup);
        await page.getByText('王承包').first().waitFor();

        // ?local=1 keeps the password form (an admin while the provider is down)
        await logout(page);
        await page.goto('/user/login?local=1');
        await page.getByLabel('账号', { exact: true }).waitFor();
        await page.getByTestId('third-login').getByRole('button', { name: '统一身份认证' }).waitFor();
        await page.goto('/user/login?local=1');
        await page.getByLabel('账号', { exact: true }).fill('admin');
        await page.getByLabel('密码', { exact: true }).fill('admin123');
        await page.getByLabel('验证码', { exact: true }).fill('1234');
        await page.getByRole('button', { name: '登录', exact: true }).click();
        await page.waitForURL('**/dashboard/analysis');
        await api(page, 'PUT', '/sys/loginProvider/edit', { id: provider.id, sso: 0 });
    }));
});
