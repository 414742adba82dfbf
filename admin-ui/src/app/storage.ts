// localStorage in the vue-ls format the original front end used:
// key `pro__<name>`, value `{"value":…,"expire":<epoch ms>|null}`.

export const NAMESPACE = 'pro__';
/** Session values (token, user info, dictionaries) live 7 days. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const KEYS = {
    token: 'Access-Token',
    userInfo: 'Login_Userinfo',
    username: 'Login_Username',
    departs: 'Login_Deptinfo',
    /** The optional services the server has configured (login result's features). */
    features: 'Login_Features',
    /** The third-party login the session came through (login result's thirdType): logout ends its session too. */
    thirdType: 'Login_ThirdType',
    dictCache: 'UI_CACHE_DB_DICT_DATA',
    tenantId: 'TENANT_ID',
    validPassword: 'VALID_LOGIN_PASSWORD',
    cachedRoutes: 'CACHE_INCLUDED_ROUTES',
    sidebarType: 'SIDEBAR_TYPE',
    theme: 'DEFAULT_THEME',
    layoutMode: 'DEFAULT_LAYOUT_MODE',
    color: 'DEFAULT_COLOR',
    colorWeak: 'DEFAULT_COLOR_WEAK',
    fixedHeader: 'DEFAULT_FIXED_HEADER',
    fixedSidemenu: 'DEFAULT_FIXED_SIDEMENU',
    fixedHeaderHidden: 'DEFAULT_FIXED_HEADER_HIDDEN',
    contentWidth: 'DEFAULT_CONTENT_WIDTH_TYPE',
    multiPage: 'DEFAULT_MULTI_PAGE',
} as const;

/** sessionStorage keys (plain JSON, no namespace), as in the original. */
export const SESSION_KEYS = {
    userAuth: 'LOGIN_USER_BUTTON_AUTH',
    sysAuth: 'SYS_BUTTON_AUTH',
} as const;

interface Stored<T> {
    value: T;
    expire: number | null;
}

export const ls = {
    set<T>(key: string, value: T, ttlMs?: number | null, now: number = Date.now()): void {
        const item: Stored<T> = {
            value,
            expire: ttlMs == null ? null : now + ttlMs,
        };
        localStorage.setItem(NAMESPACE + key, JSON.stringify(item));
    },
    get<T>(key: string, fallback: T | null = null, now: number = Date.now()): T | null {
        const raw = localStorage.getItem(NAMESPACE + key);
        if (raw == null) return fallback;
        try {
            const item = JSON.parse(raw) as Stored<T>;
            if (item == null || typeof item !== 'object' || !('value' in item)) {
                return fallback;
            }
            if (item.expire != null && item.expire <= now) {
                localStorage.removeItem(NAMESPACE + key);
                return fallback;
            }
            return item.value;
        } catch {
            return fallback;
        }
    },
    remove(key: string): void {
        localStorage.removeItem(NAMESPACE + key);
    },
};

export const getToken = (): string | null => ls.get<string>(KEYS.token) || null;

export const getTenantId = (): string => {
    const t = ls.get<string | number>(KEYS.tenantId);
    return t == null || t === '' ? '0' : String(t);
};

export const session = {
    get<T>(key: string, fallback: T): T {
        try {
            const raw = sessionStorage.getItem(key);
            return raw == null ? fallback : (JSON.parse(raw) as T);
        } catch {
            return fallback;
        }
    },
    set(key: string, value: unknown) {
        sessionStorage.setItem(key, JSON.stringify(value));
    },
    remove(key: string) {
        sessionStorage.removeItem(key);
    },
};

/** Forget the session locally (what the original's Logout action removes). */
export const clearLocalSession = (): void => {
    ls.remove(KEYS.token);
    ls.remove(KEYS.userInfo);
    ls.remove(KEYS.username);
    ls.remove(KEYS.dictCache);
    ls.remove(KEYS.cachedRoutes);
    ls.remove(KEYS.departs);
    ls.remove(KEYS.thirdType);
    ls.remove(KEYS.features);
    ls.remove(KEYS.validPassword);
    session.remove(SESSION_KEYS.userAuth);
    session.remove(SESSION_KEYS.sysAuth);
};

/** After a logout this tab's login page does not go to the single sign-on by itself (the provider's session
 * would log the user straight back in): it offers the provider's button instead, until the next login. */
const SSO_PAUSED = 'aq:sso-paused';
export const pauseSSO = () => sessionStorage.setItem(SSO_PAUSED, '1');
export const ssoPaused = () => sessionStorage.getItem(SSO_PAUSED) === '1';
export const resumeSSO = () => sessionStorage.removeItem(SSO_PAUSED);
