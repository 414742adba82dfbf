// The slider captcha in front of 获取验证码: a real mouse drag in the browser (real layout),
// the keyboard, and the mobile layout.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { animationsDone, browserSuite, screenshot, smsCode } from './harness.mjs';

const env = browserSuite();
const { withPage } = env;

/** drags the handle by `dx` pixels with the mouse and releases it */
const drag = async (page, dx) => {
    const handle = page.getByRole('slider', { name: '拖动滑块验证' });
    // after a release the handle slides back (a .2 s transition): press it only once it is still
    await animationsDone(page);
    const box = await handle.boundingBox();
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + dx / 2, y, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2 + dx, y, { steps: 5 });
    await page.mouse.up();
};

describe('slider captcha', () => {
    test('register: 获取验证码 waits for a full drag', withPage('slider-register', async page => {
        const phone = '13911112222';
        await page.goto('/user/register');
        await page.getByRole('heading', { name: '注册' }).waitFor();
        await page.getByLabel('账号').fill('slider1');
        await page.getByLabel('邮箱').fill('slider1@example.com');
        await page.getByLabel('密码', { exact: true }).fill('Passw0rd1');
        await page.getByLabel('确认密码').fill('Passw0rd1');
        await page.getByLabel('手机号').fill(phone);
        await page.getByLabel('图形验证码').fill('1234');
        const send = page.getByRole('button', { name: '获取验证码' });
        assert.equal(await send.isDisabled(), true);
        await page.getByText('拖动滑块验证').waitFor();

        await drag(page, 60); // released early: silent reset
        assert.equal(await page.getByRole('slider').getAttribute('aria-valuenow'), '0');
        assert.equal(await send.isDisabled(), true);

        await drag(page, 2000);
        await page.getByText('验证通过').waitFor();
        assert.equal(await send.isDisabled(), false);
        await send.click();
        await page.getByLabel('验证码', { exact: true }).fill(await smsCode(env.server, phone));
        // the next code needs a new drag
        await page.getByText('拖动滑块验证').waitFor();
        await page.getByRole('button', { name: '注册', exact: true }).click();
        await page.waitForURL('**/user/register-result');
    }));

    test('password reset: the keyboard passes it too', withPage('slider-alteration', async page => {
        await page.goto('/user/alteration');
        await page.getByLabel('手机号').fill('13911112222');
        await page.getByRole('button', { name: '下一步' }).click();
        await page.getByText('账号：s***1', { exact: false }).waitFor(); // masked: the username is not told before the SMS code
        await page.getByLabel('图形验证码').fill('1234');
        const send = page.getByRole('button', { name: '获取验证码' });
        assert.equal(await send.isDisabled(), true);
        const slider = page.getByRole('slider', { name: '拖动滑块验证' });
        await slider.focus();
        for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
        await page.getByText('验证通过').waitFor();
        assert.equal(await send.isDisabled(), false);
    }));

    test('phone login on a phone', withPage('slider-mobile', async page => {
        await page.goto('/user/login');
        await page.getByRole('tab', { name: '手机号登录' }).click();
        await page.getByText('拖动滑块验证').waitFor();
        const track = await page.getByRole('slider').evaluate(h => h.parentElement.getBoundingClientRect().width);
        assert.ok(track > 200 && track <= 375, `track width ${track}`);
        await screenshot(page, 'slider-mobile');
        await drag(page, 400);
        await page.getByText('验证通过').waitFor();
        await screenshot(page, 'slider-mobile-passed');
    }, { width: 375, height: 740 }));
});
