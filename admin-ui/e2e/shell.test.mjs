// Browser tests of the admin UI shell against the real server.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { animationsDone, api, browserSuite, login, screenshot, smsCode, storageValue, sideMenu } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

/** Retry an assertion until it passes (UI updates land a frame later). */
const eventually = async (fn, timeout = 5000) => {
    const end = Date.now() + timeout;
    for (;;) {
        try {
            return await fn();
        } catch (e) {
            if (Date.now() > end) throw e;
            await new Promise(r => setTimeout(r, 100));
        }
    }
};

const notice = (page, text) => page.locator('.aq-notice', { hasText: text });
const message = (page, text) => page.locator('.aq-message', { hasText: text });

describe('session', () => {
    test('login page shows the captcha; wrong captcha and wrong password are reported', withPage('login-errors', async page => {
        await page.goto('/user/login');
        const src = await page.locator('img.captcha-img').getAttribute('src');
        assert.match(src, /^data:image\//);
        assert.equal(await page.title(), '水资源配置工程智慧管控平台');
        assert.equal(await page.getByTestId('third-login').count(), 0);
        await screenshot(page, 'login');

        await login(page, 'admin', 'admin123', '9999');
        await notice(page, '验证码错误').waitFor();
        assert.equal(new URL(page.url()).pathname, '/user/login');

        await page.locator('img.captcha-img').waitFor();
        await page.getByLabel('账号', { exact: true }).fill('admin');
        await page.getByLabel('密码', { exact: true }).fill('wrong-password1');
        await page.getByLabel('验证码', { exact: true }).fill('1234');
        await page.getByRole('button', { name: '登录', exact: true }).click();
        await notice(page, '用户名或密码错误').waitFor();
        assert.equal(new URL(page.url()).pathname, '/user/login');
        assert.equal(await storageValue(page, 'pro__Access-Token'), null);
    }));

    test('admin logs in, sees every menu, and logs out', withPage('admin', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        await notice(page, '欢迎回来').waitFor();
        assert.ok(await storageValue(page, 'pro__Access-Token'));
        assert.equal((await storageValue(page, 'pro__Login_Userinfo')).username, 'admin');
        assert.equal(await storageValue(page, 'pro__Login_Username'), 'admin');
        assert.ok(await storageValue(page, 'pro__UI_CACHE_DB_DICT_DATA'));
        assert.notEqual(await storageValue(page, 'pro__TENANT_ID'), null);
        const raw = JSON.parse(await page.evaluate(() => localStorage.getItem('pro__Access-Token')));
        assert.ok(raw.expire > Date.now() + 6 * 24 * 3600 * 1000, 'token kept 7 days');
        assert.ok(await page.evaluate(() => sessionStorage.getItem('LOGIN_USER_BUTTON_AUTH')));
        assert.ok(await page.evaluate(() => sessionStorage.getItem('SYS_BUTTON_AUTH')));
        assert.equal(await page.title(), '水资源配置工程智慧管控平台');

        const menu = sideMenu(page);
        for (const t of ['首页', '系统管理', '系统监控']) await menu.getByText(t, { exact: true }).waitFor();
        await menu.getByText('系统管理', { exact: true }).click();
        for (const t of ['用户管理', '角色管理', '菜单管理', '部门管理', '数据字典', '租户管理']) {
            await menu.getByText(t, { exact: true }).waitFor();
        }
        await menu.getByText('系统监控', { exact: true }).click();
        for (const t of ['系统日志', '定时任务']) await menu.getByText(t, { exact: true }).waitFor();
        // one root submenu open at a time
        await menu.getByText('用户管理', { exact: true }).waitFor({ state: 'detached' });

        await page.locator('.aq-banner').getByText(/星期[日一二三四五六]/).waitFor();
        await page.getByTestId('stat-总访问量').filter({ hasText: /\d/ }).waitFor();
        await notice(page, '欢迎回来').getByRole('button', { name: '关闭' }).click().catch(() => {});
        await notice(page, '欢迎回来').waitFor({ state: 'detached' });
        await screenshot(page, 'home');

        // a menu component no page registered shows 页面不存在, not a crash: a menu added
        // through 菜单管理 that names a component the front end does not have
        await api(page, 'POST', '/sys/permission/add', {
            menuType: 1, parentId: 'm-monitor', name: '未开发页面', url: '/isystem/notBuilt', component: 'system/NotBuiltList', sortNo: 9,
        });
        await page.reload();
        // open 系统监控 and let it finish opening: a click while the submenu grows can miss the item
        const monitor = menu.locator('.aq-submenu-title', { hasText: '系统监控' });
        await monitor.waitFor();
        if ((await monitor.getAttribute('aria-expanded')) !== 'true') await monitor.click();
        await menu.locator('.MuiCollapse-entered').getByText('未开发页面', { exact: true }).click();
        await page.waitForURL('**/isystem/notBuilt');
        await page.getByText('页面不存在').waitFor();
        assert.equal(await page.title(), '未开发页面 - 水资源配置工程智慧管控平台');
        const crumbs = await page.locator('.aq-breadcrumb li').allInnerTexts();
        assert.deepEqual(crumbs.filter(c => c.trim() && c.trim() !== '/'), ['首页', '系统监控', '未开发页面']);

        // reload keeps the session and rebuilds the menu
        await page.reload();
        await page.getByText('页面不存在').waitFor();
        await sideMenu(page).getByText('未开发页面', { exact: true }).waitFor();

        // the login page sends a logged-in user home
        await page.goto('/user/login');
        await page.waitForURL('**/dashboard/analysis');

        // unknown paths go to 404
        await page.goto('/no/such/page');
        await page.waitForURL('**/404');

        await page.getByRole('button', { name: '用户菜单' }).click();
        await page.getByRole('menuitem', { name: '退出登录' }).click();
        await page.getByText('真的要注销登录吗 ?').waitFor();
        await page.getByRole('button', { name: '确定' }).click();
        await page.waitForURL('**/user/login');
        assert.equal(await storageValue(page, 'pro__Access-Token'), null);
    }));

    test('engineer sees only their menus', withPage('engineer', async page => {
        await login(page, 'engineer', 'engineer123');
        await page.waitForURL('**/dashboard/analysis');
        const menu = sideMenu(page);
        await menu.getByText('系统管理', { exact: true }).click();
        await menu.getByText('部门管理', { exact: true }).waitFor();
        const texts = (await menu.innerText()).split('\n').map(s => s.trim()).filter(Boolean);
        assert.deepEqual(texts, ['首页', '系统管理', '部门管理']);
        await page.goto('/isystem/user');
        await page.waitForURL('**/404');
    }));

    test('a weak password forces the password change (zhangsan → /guide/shiyan)', withPage('weak', async page => {
        await login(page, 'zhangsan', '123456');
        // zhangsan belongs to several departments: choose one first
        const choose = page.getByRole('dialog').filter({ hasText: '部门选择' });
        await choose.getByRole('button', { name: '确认' }).click();
        await choose.locator('.Mui-error').first().waitFor();
        await choose.getByRole('combobox').click();
        await page.getByRole('option').first().click();
        await choose.getByRole('button', { name: '确认' }).click();
        await page.waitForURL('**/guide/shiyan');
        await page.getByRole('dialog').getByText('修改密码').waitFor();
        await page.getByRole('button', { name: '关闭' }).click();
        await page.getByText('您的密码不符合安全要求', { exact: false }).waitFor();
        await page.goto('/dashboard/analysis');
        await page.waitForURL('**/guide/shiyan');
    }));

    test('a session killed on the server shows 登录已过期 and returns to login', withPage('expired', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        const status = await page.evaluate(async () => {
            const token = JSON.parse(localStorage.getItem('pro__Access-Token')).value;
            const r = await fetch('/jeecg-boot/sys/logout', { method: 'POST', headers: { 'X-Access-Token': token } });
            return r.status;
        });
        assert.equal(status, 200);
        await page.goto('/isystem/log');
        const modal = page.getByRole('dialog').filter({ hasText: '登录已过期' });
        await modal.getByText('很抱歉，登录已过期，请重新登录').waitFor();
        await modal.getByRole('button', { name: '重新登录' }).click();
        await page.waitForURL('**/user/login**');
        await page.locator('img.captcha-img').waitFor();
        assert.equal(await storageValue(page, 'pro__Access-Token'), null);
    }));
});

describe('registration and password reset', () => {
    test('register, reset the password with the wizard, and log in', withPage('register', async page => {
        const phone = '13912345678';
        await page.goto('/user/login');
        await page.getByRole('link', { name: '注册账户' }).click();
        await page.waitForURL('**/user/register');
        // The login form (also with 账号) may still be on screen right after the URL changes.
        await page.getByRole('heading', { name: '注册' }).waitFor();
        await page.getByLabel('账号').fill('tester1');
        await page.getByLabel('邮箱').fill('tester1@example.com');
        await page.getByLabel('密码', { exact: true }).fill('Passw0rd1');
        await page.getByLabel('确认密码').fill('Passw0rd1');
        await page.getByLabel('手机号').fill(phone);
        await page.getByLabel('图形验证码').fill('1234'); // the server asks a captcha before any SMS
        await page.getByRole('slider', { name: '拖动滑块验证' }).press('End');
        await page.getByRole('button', { name: '获取验证码' }).click();
        await page.getByLabel('验证码', { exact: true }).fill(await smsCode(env.server, phone));
        await page.getByRole('button', { name: '注册', exact: true }).click();
        await page.waitForURL('**/user/register-result');
        await page.getByText('你的账户：tester1 注册成功').waitFor();

        await page.goto('/user/alteration');
        await page.getByLabel('手机号').fill(phone);
        await page.getByRole('button', { name: '下一步' }).click();
        await page.getByText('账号：t***1', { exact: false }).waitFor(); // masked: the username is not told before the SMS code
        await page.getByLabel('图形验证码').fill('1234');
        const before = env.server.logs.length;
        await page.getByRole('slider', { name: '拖动滑块验证' }).press('End');
        await page.getByRole('button', { name: '获取验证码' }).click();
        await eventually(() => assert.ok(env.server.logs.slice(before).join('').includes(phone)));
        await page.getByLabel('短信验证码').fill(await smsCode(env.server, phone));
        await page.getByRole('button', { name: '下一步' }).click();
        await page.getByLabel('新密码', { exact: true }).fill('Newpass12');
        await page.getByLabel('确认新密码').fill('Newpass12');
        await page.getByRole('button', { name: '提交' }).click();
        await page.getByText('密码修改成功').waitFor();

        await login(page, 'tester1', 'Newpass12');
        await page.waitForURL('**/dashboard/analysis');
        await sideMenu(page).getByText('首页', { exact: true }).waitFor();
    }));
});

describe('layout', () => {
    test('multi-tab rules', withPage('tabs', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        const tabs = page.locator('.aq-tabs');
        const tabTitles = async () => (await tabs.getByRole('tab').allInnerTexts()).map(s => s.trim());
        await page.goto('/isystem/user');
        await page.locator('.aq-crud-list').waitFor();
        await sideMenu(page).getByText('部门管理', { exact: true }).click();
        await page.waitForURL('**/isystem/depart');
        // The URL changes before React renders the page: wait for its tab as a user would.
        await tabs.getByRole('tab', { name: /部门管理/ }).waitFor();
        await sideMenu(page).getByText('角色管理', { exact: true }).click();
        await page.waitForURL('**/isystem/roleUserList');
        await eventually(async () => assert.deepEqual(await tabTitles(), ['首页', '用户管理', '部门管理', '角色管理']));

        await tabs.getByRole('button', { name: '关闭 首页' }).click();
        await message(page, '首页不能关闭!').waitFor();

        await tabs.getByRole('tab', { name: /部门管理/ }).click({ button: 'right' });
        await page.getByRole('menuitem', { name: '关闭右侧' }).click();
        await page.waitForURL('**/isystem/depart');
        await eventually(async () => assert.deepEqual(await tabTitles(), ['首页', '用户管理', '部门管理']));

        await tabs.getByRole('tab', { name: /部门管理/ }).click({ button: 'right' });
        await page.getByRole('menuitem', { name: '关闭其他' }).click();
        await eventually(async () => assert.deepEqual(await tabTitles(), ['首页', '部门管理']));

        await tabs.getByRole('tab', { name: /部门管理/ }).click({ button: 'right' });
        await page.getByRole('menuitem', { name: '刷新' }).click();
        await page.getByText('工程技术部', { exact: true }).waitFor();

        await tabs.getByRole('button', { name: '关闭 部门管理' }).click();
        await page.waitForURL('**/dashboard/analysis');
        await eventually(async () => assert.deepEqual(await tabTitles(), ['首页']));
    }));

    test('settings persist across reload', withPage('settings', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        assert.equal(await page.locator('aside.aq-sider').getAttribute('data-theme'), 'dark');
        await page.locator('.aq-header button[aria-label="系统设置"]').click();
        await page.getByRole('radio', { name: '亮色菜单风格', exact: true }).check();
        await page.getByRole('switch', { name: '多页签模式' }).click();
        await page.getByRole('switch', { name: '固定 Header' }).click();
        assert.equal(await page.getByRole('switch', { name: '下滑时隐藏 Header' }).isDisabled(), true);
        await page.getByRole('radio', { name: '极光绿' }).click();
        await message(page, '正在编译主题！').waitFor();
        await message(page, '正在编译主题！').waitFor({ state: 'detached' });
        await page.getByRole('button', { name: '关闭设置' }).click();
        await page.reload();
        await page.locator('aside.aq-sider').waitFor();
        assert.equal(await page.locator('aside.aq-sider').getAttribute('data-theme'), 'light');
        assert.equal(await page.locator('.aq-tabs').count(), 0);
        assert.equal(await storageValue(page, 'pro__DEFAULT_THEME'), 'light');
        assert.equal(await storageValue(page, 'pro__DEFAULT_MULTI_PAGE'), false);
        assert.equal(await storageValue(page, 'pro__DEFAULT_FIXED_HEADER'), false);
        assert.equal(await storageValue(page, 'pro__DEFAULT_FIXED_HEADER_HIDDEN'), false);
        assert.equal(await storageValue(page, 'pro__DEFAULT_COLOR'), '#52C41A');

        // top-menu mode: the top item lands on its first child and lists its children on the left
        await page.locator('.aq-header button[aria-label="系统设置"]').click();
        await page.getByRole('radio', { name: '顶部栏导航', exact: true }).check();
        await page.getByRole('button', { name: '关闭设置' }).click();
        await page.locator('.aq-top-menu').getByRole('button', { name: '系统管理' }).click();
        await page.waitForURL('**/isystem/user');
        await sideMenu(page).getByText('租户管理', { exact: true }).waitFor();

        // sidebar collapse is kept too
        await page.locator('.aq-header button[aria-label="系统设置"]').click();
        await page.getByRole('radio', { name: '侧边栏导航', exact: true }).check();
        await page.getByRole('button', { name: '关闭设置' }).click();
        await page.getByRole('button', { name: '折叠菜单' }).click();
        await page.reload();
        await page.getByRole('button', { name: '展开菜单' }).waitFor();
    }));

    test('mobile viewport uses the drawer menu', withPage('mobile', async page => {
        await login(page, 'admin', 'admin123');
        await page.waitForURL('**/dashboard/analysis');
        assert.equal(await page.locator('aside.aq-sider').count(), 0);
        await page.getByRole('button', { name: '打开菜单' }).click();
        const drawer = page.locator('.aq-mobile-drawer');
        await drawer.getByText('系统管理', { exact: true }).waitFor();
        await animationsDone(page); // the drawer has finished sliding in
        await screenshot(page, 'mobile-drawer');
        await drawer.getByText('系统管理', { exact: true }).click();
        await drawer.getByText('部门管理', { exact: true }).click();
        await page.waitForURL('**/isystem/depart');
        await drawer.waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: '搜索菜单' }).click();
        await page.getByRole('dialog').getByLabel('搜索菜单').fill('数据');
        await page.getByRole('option', { name: '数据字典' }).click();
        await page.waitForURL('**/isystem/dict');
    }, { width: 390, height: 844 }));
});
