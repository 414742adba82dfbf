// Third-party login (第三方登录): what the sign-in window or the single sign-on return hands back,
// and the addresses that start a sign-in.
import { config } from '../../app/config';
import { getAction } from '../../dataProvider/http';

/** An enabled third-party login, as GET /sys/thirdLogin/providers lists it. */
export interface Provider {
    code: string;
    name: string;
    kind: string;
    /** single sign-on: the login page goes there at once */
    sso: boolean;
}

export const fetchProviders = async (): Promise<Provider[]> => {
    const env = await getAction<Provider[]>('/sys/thirdLogin/providers', undefined, { silent: true });
    return env.success && Array.isArray(env.result) ? env.result : [];
};

/** What a sign-in ended with. */
export type ThirdMessage =
    | { kind: 'ticket'; ticket: string }
    | { kind: 'phone'; key: string }
    | { kind: 'offer'; key: string; username: string; create: boolean }
    | { kind: 'error'; message: string };

/** A ticket is 256 random bits, URL-safe base64; messages are words. */
const TICKET = /^[A-Za-z0-9_-]{43}$/;
const PHONE = '绑定手机号,';

/** Read a sign-in's result in JeecgBoot's shapes: a ticket, 绑定手机号,<key>, a bind offer, or a message. */
export const readThirdMessage = (m: unknown): ThirdMessage => {
    if (typeof m === 'string') {
        if (TICKET.test(m)) return { kind: 'ticket', ticket: m };
        if (m.startsWith(PHONE) && m.length > PHONE.length) return { kind: 'phone', key: m.slice(PHONE.length) };
        return { kind: 'error', message: m || '登录失败' };
    }
    const o = m as Record<string, unknown> | null;
    const key = o?.operateCode ?? o?.uuid;
    if (o?.isObj === true && typeof key === 'string' && key) {
        return { kind: 'offer', key, username: typeof o.username === 'string' ? o.username : '', create: o.create === true };
    }
    return { kind: 'error', message: '不识别的信息传递' };
};

/** Where a sign-in starts; with service (single sign-on) the whole page comes back there. */
export const renderUrl = (code: string, service?: string) =>
    `${config.apiBase}/sys/thirdLogin/render/${encodeURIComponent(code)}` + (service ? `?service=${encodeURIComponent(service)}` : '');

/** The login page a single sign-on comes back to, keeping the page the user asked for. */
export const ssoService = (redirect: string | null) =>
    `${window.location.origin}${config.loginPath}` + (redirect ? `?redirect=${encodeURIComponent(redirect)}` : '');

/** The service a single sign-on was started with, kept to validate its ticket for the same address. */
const SERVICE_KEY = 'aq:sso-service';
export const rememberService = (service: string) => sessionStorage.setItem(SERVICE_KEY, service);
export const takeService = (fallback: string): string => {
    const s = sessionStorage.getItem(SERVICE_KEY);
    sessionStorage.removeItem(SERVICE_KEY);
    return s || fallback;
};

