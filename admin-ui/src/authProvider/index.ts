// react-admin auth provider over the session calls.
import type { AuthProvider } from 'ra-core';
import { config } from '../app/config';
import { getToken, session, SESSION_KEYS } from '../app/storage';
import { getResourceConfig } from '../resources/registry';
import { feedback } from '../components/Feedback';
import { ACTION_SUFFIX, hasPermission, type AuthEntry } from './permission';
import { fetchPermissions, getUserInfo, logoutSession, providerLogoutUrl } from './session';

const loginRedirect = (): string => {
    const here = window.location.pathname + window.location.search;
    if (here.startsWith('/user/') || here === '/' || here === config.homePath) return config.loginPath;
    return `${config.loginPath}?redirect=${encodeURIComponent(here)}`;
};

const isSessionError = (error: any): boolean => {
    const status = error?.status;
    const msg = String(error?.body?.message ?? error?.message ?? '');
    return status === 401 || msg.includes('Token失效') || !!error?.permissionLoadFailed;
};

export const authProvider: AuthProvider = {
    // The login page calls the session functions itself (it needs the department and tenant
    // steps); this exists for react-admin's useLogin users.
    async login() {
        return { redirectTo: config.homePath };
    },
    async logout(params?: { manual?: boolean }) {
        const provider = await logoutSession();
        if (params?.manual && provider) {
            // Logged in through a provider: end its session too, else its SSO would sign the user back in.
            const url = await providerLogoutUrl(provider);
            if (url) {
                window.location.assign(url);
                return false;
            }
        }
        return params?.manual ? config.loginPath : loginRedirect();
    },
    async checkAuth() {
        if (!getToken()) throw { redirectTo: loginRedirect(), message: false };
    },
    async checkError(error) {
        if (isSessionError(error)) throw { redirectTo: loginRedirect(), message: false, logoutUser: true };
    },
    async getPermissions() {
        if (!getToken()) return null;
        try {
            return await fetchPermissions();
        } catch (e) {
            // HTTP failures were shown by the request layer; an unusable menu is reported here.
            if ((e as { permissionLoadFailed?: boolean }).permissionLoadFailed) {
                feedback.notice.error('系统提示', `${(e as Error).message}，请重新登录`, 4);
            }
            throw e;
        }
    },
    async getIdentity() {
        const u = getUserInfo();
        if (!u) throw new Error('未登录');
        return { id: u.id, fullName: u.realname || u.username, avatar: u.avatar ?? undefined };
    },
    async canAccess({ action, resource }) {
        const cfg = getResourceConfig(resource);
        const suffix = ACTION_SUFFIX[action];
        if (!cfg?.permissionPrefix || !suffix) return true;
        return hasPermission(`${cfg.permissionPrefix}:${suffix}`, {
            auth: session.get<AuthEntry[]>(SESSION_KEYS.userAuth, []),
            allAuth: session.get<AuthEntry[]>(SESSION_KEYS.sysAuth, []),
        });
    },
};
