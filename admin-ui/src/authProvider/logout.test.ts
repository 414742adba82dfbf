import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../components/Crud/testing';
import { getToken, KEYS, ls } from '../app/storage';
import { authProvider } from './index';
import { storeLoginResult, type LoginResult } from './session';

const login = (thirdType?: string) =>
    storeLoginResult({ token: 't0k', userInfo: { id: 'u1', username: 'engineer' } as LoginResult['userInfo'], thirdType }, false);

describe('logout through a third-party login', () => {
    const assign = vi.fn();
    beforeEach(() => {
        localStorage.clear();
        sessionStorage.clear();
        assign.mockReset();
        vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost', pathname: '/dashboard/analysis', search: '' });
    });
    afterEach(() => vi.unstubAllGlobals());

    it('keeps the provider of the session, and forgets it on a login without one', () => {
        login('kc');
        expect(ls.get(KEYS.thirdType)).toBe('kc');
        login();
        expect(ls.get(KEYS.thirdType)).toBeNull();
    });

    it("ends the provider's session too when the user logs out", async () => {
        const api = stubApi({
            'POST /sys/logout': () => ok(null, '退出登录成功！'),
            'GET /sys/thirdLogin/logout/kc': () => ok({ url: 'https://idp.example/session/end?client_id=aq' }),
        });
        login('kc');
        expect(await authProvider.logout({ manual: true })).toBe(false);
        expect(api.to('POST /sys/logout')).toHaveLength(1);
        expect(api.last('GET /sys/thirdLogin/logout/kc')!.query.get('redirect')).toBe('http://localhost/user/login');
        expect(assign).toHaveBeenCalledWith('https://idp.example/session/end?client_id=aq');
        expect(getToken()).toBeFalsy();
        expect(ls.get(KEYS.thirdType)).toBeNull();
    });

    it('goes to the login page when the provider ends no session, and for a password login', async () => {
        const api = stubApi({
            'POST /sys/logout': () => ok(null, '退出登录成功！'),
            'GET /sys/thirdLogin/logout/gh': () => ok(null),
        });
        login('gh');
        expect(await authProvider.logout({ manual: true })).toBe('/user/login');
        login();
        expect(await authProvider.logout({ manual: true })).toBe('/user/login');
        expect(api.to('GET /sys/thirdLogin/logout/gh')).toHaveLength(1);
        expect(assign).not.toHaveBeenCalled();
    });

    it('does not leave for the provider when the session merely expired', async () => {
        const api = stubApi({ 'POST /sys/logout': () => ok(null) });
        login('kc');
        expect(await authProvider.logout({})).toBe('/user/login');
        expect(api.calls.filter(c => c.path.startsWith('/sys/thirdLogin'))).toHaveLength(0);
        expect(assign).not.toHaveBeenCalled();
    });
});
