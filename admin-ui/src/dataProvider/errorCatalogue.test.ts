import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '../components/Feedback';
import { applyCatalogue, classifyReply, navigation } from './errorCatalogue';
import { getToken, KEYS, ls } from '../app/storage';

afterEach(() => {
    feedback.reset();
    vi.useRealTimers();
    vi.restoreAllMocks();
});

describe('classifyReply', () => {
    const body = (message: string, code = 500) => ({ success: false, code, message });

    it('Token失效 wins over HTTP 401 (our server) and 500 (old server)', () => {
        expect(classifyReply({ status: 401, body: body('Token失效，请重新登录!', 401), hasToken: true })).toEqual({ kind: 'tokenExpired' });
        expect(classifyReply({ status: 500, body: { message: 'Token失效，请重新登录' }, hasToken: true })).toEqual({ kind: 'tokenExpired' });
    });
    it('code 510 is a warning with the message', () => {
        expect(classifyReply({ status: 200, body: body('没有权限，请联系管理员授权', 510), hasToken: true })).toEqual({
            kind: 'warning',
            text: '没有权限，请联系管理员授权',
        });
    });
    it('other 200 replies are left to the caller', () => {
        expect(classifyReply({ status: 200, body: body('用户名或密码错误'), hasToken: false })).toEqual({ kind: 'none' });
    });
    it.each([
        [403, '拒绝访问'],
        [404, '很抱歉，资源未找到!'],
        [504, '网络超时'],
        [401, '未授权，请重新登录'],
    ])('HTTP %i → %s', (status, text) => {
        const a = classifyReply({ status, body: null, hasToken: false });
        expect(a).toMatchObject({ kind: 'notice', title: '系统提示', text });
    });
    it('403 lasts 4 seconds', () => {
        expect(classifyReply({ status: 403, body: null, hasToken: true })).toMatchObject({ duration: 4 });
    });
    it('401 logs out only with a token', () => {
        expect(classifyReply({ status: 401, body: null, hasToken: true })).toMatchObject({ logoutAndReload: true });
        expect(classifyReply({ status: 401, body: null, hasToken: false })).toMatchObject({ logoutAndReload: false });
    });
    it('other statuses show the server message', () => {
        expect(classifyReply({ status: 502, body: { message: '网关错误' }, hasToken: true })).toMatchObject({ text: '网关错误' });
    });
});

describe('applyCatalogue', () => {
    it('shows the 登录已过期 modal once; 重新登录 logs out locally and goes to login', () => {
        ls.set(KEYS.token, 'tok');
        const toLogin = vi.spyOn(navigation, 'toLogin').mockImplementation(() => {});
        applyCatalogue({ kind: 'tokenExpired' });
        applyCatalogue({ kind: 'tokenExpired' });
        const { modals } = feedback.getState();
        expect(modals).toHaveLength(1);
        expect(modals[0]).toMatchObject({ title: '登录已过期', content: '很抱歉，登录已过期，请重新登录', okText: '重新登录' });
        modals[0].onOk!();
        expect(getToken()).toBeNull();
        expect(toLogin).toHaveBeenCalled();
    });
    it('401 logs out and reloads after 1.5 s', () => {
        vi.useFakeTimers();
        ls.set(KEYS.token, 'tok');
        const reload = vi.spyOn(navigation, 'reload').mockImplementation(() => {});
        applyCatalogue(classifyReply({ status: 401, body: null, hasToken: true }));
        expect(feedback.getState().toasts[0]).toMatchObject({ text: '未授权，请重新登录' });
        expect(getToken()).toBeNull();
        vi.advanceTimersByTime(1400);
        expect(reload).not.toHaveBeenCalled();
        vi.advanceTimersByTime(200);
        expect(reload).toHaveBeenCalled();
    });
    it('510 shows a warning message', () => {
        applyCatalogue({ kind: 'warning', text: '没有权限' });
        expect(feedback.getState().toasts[0]).toMatchObject({ kind: 'message', severity: 'warning', text: '没有权限' });
    });
});
