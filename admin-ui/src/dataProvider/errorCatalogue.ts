// The error catalogue of the seed (§8) as a pure decision plus one executor, so the rules can
// be unit-tested without a browser.
import { feedback } from '../components/Feedback';
import { clearLocalSession, getToken } from '../app/storage';
import { config } from '../app/config';

export type CatalogueAction =
    | { kind: 'none' }
    | { kind: 'tokenExpired' }
    | { kind: 'warning'; text: string }
    | { kind: 'notice'; title: string; text: string; duration: number; logoutAndReload?: boolean }
    | { kind: 'message'; text: string };

export interface ReplyInfo {
    /** HTTP status, 0 for a network failure */
    status: number;
    /** parsed JSON body (envelope or Spring error JSON), if any */
    body?: { message?: unknown; code?: unknown; success?: unknown } | null;
    hasToken: boolean;
}

const messageOf = (body: ReplyInfo['body']): string =>
    body && typeof body.message === 'string' ? body.message : '';

/** Decide what the user sees for one reply. */
export const classifyReply = ({ status, body, hasToken }: ReplyInfo): CatalogueAction => {
    const msg = messageOf(body);
    // Checked first: our server answers a dead session with HTTP 401 + "Token失效…".
    if (msg.includes('Token失效') && hasToken) return { kind: 'tokenExpired' };
    if (status >= 200 && status < 300) {
        if (body && Number(body.code) === 510) return { kind: 'warning', text: msg || '没有权限，请联系管理员授权' };
        return { kind: 'none' };
    }
    switch (status) {
        case 403:
            return { kind: 'notice', title: '系统提示', text: '拒绝访问', duration: 4 };
        case 404:
            return { kind: 'notice', title: '系统提示', text: '很抱歉，资源未找到!', duration: 4 };
        case 504:
            return { kind: 'notice', title: '系统提示', text: '网络超时', duration: 4 };
        case 401:
            return { kind: 'notice', title: '系统提示', text: '未授权，请重新登录', duration: 4, logoutAndReload: hasToken };
        case 0:
            return { kind: 'notice', title: '系统提示', text: msg || '网络异常，请检查网络连接', duration: 4 };
        default:
            return { kind: 'notice', title: '系统提示', text: msg || `请求失败（${status}）`, duration: 4 };
    }
};

export const TOKEN_EXPIRED_MODAL_KEY = 'token-expired';

/** Hooks for tests; the browser defaults reload or go to the login page. */
export const navigation = {
    reload: () => window.location.reload(),
    toLogin: () => window.location.assign(config.loginPath),
};

/** Apply the catalogue's decision. */
export const applyCatalogue = (action: CatalogueAction): void => {
    switch (action.kind) {
        case 'none':
            return;
        case 'tokenExpired':
            feedback.modal({
                key: TOKEN_EXPIRED_MODAL_KEY,
                severity: 'error',
                title: '登录已过期',
                content: '很抱歉，登录已过期，请重新登录',
                okText: '重新登录',
                closable: false,
                onOk: () => {
                    clearLocalSession();
                    navigation.toLogin();
                },
            });
            return;
        case 'warning':
            feedback.message.warning(action.text);
            return;
        case 'message':
            feedback.message.error(action.text);
            return;
        case 'notice':
            feedback.notice.error(action.title, action.text, action.duration);
            if (action.logoutAndReload) {
                clearLocalSession();
                setTimeout(() => navigation.reload(), 1500);
            }
            return;
    }
};

export const handleReply = (status: number, body: ReplyInfo['body']): CatalogueAction => {
    const action = classifyReply({ status, body, hasToken: !!getToken() });
    applyCatalogue(action);
    return action;
};
