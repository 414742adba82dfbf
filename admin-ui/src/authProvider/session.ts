// Session calls: login (password / phone), storing the login result, permissions, logout.
import { getAction, postAction, putAction } from '../dataProvider/http';
import { config } from '../app/config';
import {
    clearLocalSession,
    getToken,
    pauseSSO,
    resumeSSO,
    KEYS,
    ls,
    session,
    SESSION_KEYS,
    SESSION_TTL_MS,
} from '../app/storage';
import type { ServerMenuNode } from '../app/menu';
import type { AuthEntry } from './permission';

export interface UserInfo {
    id: string;
    username: string;
    realname?: string;
    avatar?: string | null;
    orgCode?: string;
    relTenantIds?: string | null;
    [k: string]: unknown;
}

export interface Depart {
    id: string;
    orgCode: string;
    departName: string;
}

export interface LoginResult {
    token: string;
    userInfo: UserInfo;
    departs?: Depart[];
    multi_depart?: number;
    sysAllDictItems?: Record<string, unknown>;
    tenantList?: Array<{ id: string | number; name: string }>;
    /** Optional services the server has configured, e.g. { weather: true }. */
    features?: Record<string, boolean>;
    /** the third-party login's code, when the session came through one */
    thirdType?: string;
}

export interface Permissions {
    menu: ServerMenuNode[];
    auth: AuthEntry[];
    allAuth: AuthEntry[];
}

export class LoginError extends Error {}

/** Store what a successful login returned (7 days, like the original). */
export const storeLoginResult = (result: LoginResult, withDict: boolean): void => {
    ls.set(KEYS.token, result.token, SESSION_TTL_MS);
    ls.set(KEYS.userInfo, result.userInfo, SESSION_TTL_MS);
    ls.set(KEYS.username, result.userInfo?.username, SESSION_TTL_MS);
    ls.set(KEYS.departs, result.departs ?? [], SESSION_TTL_MS);
    ls.set(KEYS.features, result.features ?? {}, SESSION_TTL_MS);
    if (withDict && result.sysAllDictItems) ls.set(KEYS.dictCache, result.sysAllDictItems, SESSION_TTL_MS);
    if (!ls.get(KEYS.tenantId)) ls.set(KEYS.tenantId, 0, SESSION_TTL_MS);
    if (result.thirdType) ls.set(KEYS.thirdType, result.thirdType, SESSION_TTL_MS);
    else ls.remove(KEYS.thirdType);
    resumeSSO();
};

const expectLogin = (env: { code: number; success: boolean; message: string; result: LoginResult }) => {
    // The login calls test code == 200 (a loose compare in the original).
    if (Number(env.code) !== 200 || !env.result?.token) throw new LoginError(env.message || '登录失败');
    return env.result;
};

export const passwordLogin = async (p: {
    username: string;
    password: string;
    captcha: string;
    checkKey: number;
}): Promise<LoginResult> => {
    const env = await postAction<LoginResult>('/sys/login', { ...p, remember_me: true });
    const result = expectLogin(env);
    storeLoginResult(result, true);
    return result;
};

export const phoneLogin = async (p: { mobile: string; captcha: string }): Promise<LoginResult> => {
    const env = await postAction<LoginResult>('/sys/phoneLogin', p);
    const result = expectLogin(env);
    storeLoginResult(result, true);
    return result;
};

/** A session a third-party login proved: stored like a password login's, without the dictionaries. */
const thirdSession = (env: Parameters<typeof expectLogin>[0]): LoginResult => {
    const result = expectLogin(env);
    storeLoginResult(result, false);
    return result;
};

/** Trade a third-party login's one-time ticket for the session (JeecgBoot's getLoginUser/{token}/{thirdType}). */
export const thirdLogin = async (ticket: string, thirdType: string): Promise<LoginResult> =>
    thirdSession(await getAction<LoginResult>(`/sys/thirdLogin/getLoginUser/${encodeURIComponent(ticket)}/${encodeURIComponent(thirdType)}`));

/** Trade a single sign-on ticket for the session, for the page it came back to. */
export const ssoLogin = async (ticket: string, service: string): Promise<LoginResult> =>
    thirdSession(await getAction<LoginResult>('/sys/cas/client/validateLogin', { ticket, service }));

/** Bind the waiting third-party account to a user by that user's password. */
export const thirdBindPassword = async (key: string, username: string, password: string): Promise<LoginResult> =>
    thirdSession(await postAction<LoginResult>('/sys/thirdLogin/user/checkPassword', { operateCode: key, username, password }));

/** Give the waiting third-party account a new user (where the provider allows it). */
export const thirdCreateUser = async (key: string): Promise<LoginResult> =>
    thirdSession(await postAction<LoginResult>('/sys/thirdLogin/user/create', { operateCode: key }));

/** Bind the waiting third-party account to the user of a phone, proved by a login SMS code. */
export const thirdBindPhone = async (key: string, p: { mobile: string; captcha: string }): Promise<LoginResult> =>
    thirdSession(await postAction<LoginResult>('/sys/thirdLogin/bindingThirdPhone', { ...p, thirdUserUuid: key }));

/** POST /sys/sms with the solved image captcha; smsmode "0" login, "1" register, "2" forgotten password. */
export const sendSmsCode = async (mobile: string, smsmode: '0' | '1' | '2', captcha: string, checkKey: number): Promise<void> => {
    const env = await postAction('/sys/sms', { mobile, smsmode, captcha, checkKey });
    if (!env.success) throw new Error(env.message || '验证码发送失败');
};

export const getUserInfo = (): UserInfo | null => ls.get<UserInfo>(KEYS.userInfo);

/** Whether the server said at login that an optional service (weather …) is configured. */
export const featureOn = (name: string): boolean => ls.get<Record<string, boolean>>(KEYS.features)?.[name] === true;

/** Sent on window when the stored user changes (the header shows the new name and avatar). */
export const USER_INFO_EVENT = 'aq:userinfo';

export const setUserInfo = (u: UserInfo) => {
    ls.set(KEYS.userInfo, u, SESSION_TTL_MS);
    ls.set(KEYS.username, u.username, SESSION_TTL_MS);
    window.dispatchEvent(new Event(USER_INFO_EVENT));
};

export const selectDepart = async (orgCode: string, username: string): Promise<UserInfo | null> => {
    const env = await putAction<{ userInfo: UserInfo }>('/sys/selectDepart', { orgCode, username });
    if (!env.success) throw new Error(env.message || '部门切换失败');
    const u = env.result?.userInfo;
    if (u) setUserInfo(u);
    return u ?? null;
};

export const saveTenant = (id: string | number) => ls.set(KEYS.tenantId, id, SESSION_TTL_MS);

export const fetchPermissions = async (): Promise<Permissions> => {
    // client=aqueduct: every menu with our components (JeecgBoot's client gets only the pages it has)
    const env = await getAction<Permissions>('/sys/permission/getUserPermissionByToken', { client: 'aqueduct' });
    const r = env.result;
    if (!env.success || !r || !Array.isArray(r.menu) || r.menu.length === 0) {
        throw Object.assign(new Error(env.message || '获取菜单失败'), { permissionLoadFailed: true });
    }
    const auth = Array.isArray(r.auth) ? r.auth : [];
    const allAuth = Array.isArray(r.allAuth) ? r.allAuth : [];
    session.set(SESSION_KEYS.userAuth, auth);
    session.set(SESSION_KEYS.sysAuth, allAuth);
    return { menu: r.menu, auth, allAuth };
};

/**
 * Forget the session here and tell the server (outcome ignored). Answers the third-party login the
 * session came through, if any (its provider's session may be ended too: providerLogoutUrl).
 */
export const logoutSession = async (): Promise<string | undefined> => {
    const token = getToken();
    const thirdType = ls.get<string>(KEYS.thirdType) ?? undefined;
    clearLocalSession();
    if (token) pauseSSO();
    if (!token) return undefined;
    try {
        await postAction('/sys/logout', undefined, {
            headers: { 'X-Access-Token': token },
            silent: true,
            timeoutMs: 5000,
        });
    } catch {
        /* ignored, as in the original */
    }
    return thirdType;
};

/**
 * Where the browser ends its session at the provider it logged in through (OpenID Connect
 * RP-Initiated Logout), coming back to the login page; undefined when the provider has none.
 */
export const providerLogoutUrl = async (code: string): Promise<string | undefined> => {
    try {
        const env = await getAction<{ url?: string } | null>(`/sys/thirdLogin/logout/${encodeURIComponent(code)}`, {
            redirect: `${window.location.origin}${config.loginPath}`,
        }, { silent: true });
        const url = env.success ? env.result?.url : undefined;
        return url && /^https?:\/\//.test(url) ? url : undefined;
    } catch {
        return undefined;
    }
};

export const refreshDictCache = async (): Promise<boolean> => {
    try {
        const a = await getAction('sys/dict/refleshCache');
        if (!a.success) return false;
        const b = await getAction('sys/dict/queryAllDictItems');
        if (!b.success) return false;
        ls.set(KEYS.dictCache, b.result, SESSION_TTL_MS);
        return true;
    } catch {
        return false;
    }
};
