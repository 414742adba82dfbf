import { describe, expect, it } from 'vitest';
import { clearLocalSession, getTenantId, getToken, KEYS, ls, SESSION_TTL_MS } from './storage';

describe('vue-ls storage', () => {
    it('writes the pro__ namespace in the {value, expire} format', () => {
        ls.set(KEYS.token, 'abc', SESSION_TTL_MS, 1000);
        expect(JSON.parse(localStorage.getItem('pro__Access-Token')!)).toEqual({
            value: 'abc',
            expire: 1000 + 604800000,
        });
        ls.set(KEYS.theme, 'dark');
        expect(JSON.parse(localStorage.getItem('pro__DEFAULT_THEME')!)).toEqual({ value: 'dark', expire: null });
    });

    it('expires values after their lifetime and removes them', () => {
        ls.set(KEYS.token, 'abc', SESSION_TTL_MS, 0);
        expect(ls.get(KEYS.token, null, SESSION_TTL_MS - 1)).toBe('abc');
        expect(ls.get(KEYS.token, null, SESSION_TTL_MS)).toBeNull();
        expect(localStorage.getItem('pro__Access-Token')).toBeNull();
    });

    it('reads values written by the original front end and tolerates junk', () => {
        localStorage.setItem('pro__Access-Token', JSON.stringify({ value: 'tok', expire: Date.now() + 5000 }));
        expect(getToken()).toBe('tok');
        localStorage.setItem('pro__Access-Token', 'not json');
        expect(getToken()).toBeNull();
    });

    it('sends tenant 0 when none is stored', () => {
        expect(getTenantId()).toBe('0');
        ls.set(KEYS.tenantId, 7);
        expect(getTenantId()).toBe('7');
    });

    it('clears the session keys but keeps settings', () => {
        ls.set(KEYS.token, 't');
        ls.set(KEYS.userInfo, { id: 1 });
        ls.set(KEYS.theme, 'light');
        sessionStorage.setItem('LOGIN_USER_BUTTON_AUTH', '[]');
        clearLocalSession();
        expect(getToken()).toBeNull();
        expect(ls.get(KEYS.userInfo)).toBeNull();
        expect(ls.get(KEYS.theme)).toBe('light');
        expect(sessionStorage.getItem('LOGIN_USER_BUTTON_AUTH')).toBeNull();
    });
});
