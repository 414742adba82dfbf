// Runtime configuration. Everything comes from Vite env variables with safe defaults,
// so the same build works when served by the Go binary at any origin.

const apiBase = (import.meta.env.VITE_API_BASE ?? '/jeecg-boot').replace(/\/+$/, '');

const origin = typeof window !== 'undefined' ? window.location.origin : '';

export const config = {
    /** Product name shown in titles, banner and login page. */
    productTitle: '水资源配置工程智慧管控平台',
    /** Short banner title (the fixed project title). */
    projectTitle: '水资源配置工程智慧管控平台',
    apiBase,
    /** The constant `gt` query parameter the product sends on every call. */
    gtValue: 'aq',
    /** Values available to `{{ window._CONFIG['key'] }}` templates in menu urls. */
    templateVars: {
        domianURL: import.meta.env.VITE_DOMAIN_URL ?? `${origin}${apiBase}`,
        domainURL: import.meta.env.VITE_DOMAIN_URL ?? `${origin}${apiBase}`,
        imgDomainURL: `${origin}${apiBase}/sys/common/static`,
        staticDomainURL: `${origin}${apiBase}/sys/common/static`,
        pdfDomainURL: `${origin}${apiBase}/sys/common/pdf/pdfPreviewIframe`,
    } as Record<string, string>,
    homePath: '/dashboard/analysis',
    loginPath: '/user/login',
    copyrightYear: 2021,
};

/** Paths reachable without a token (seed §4 Session 5). */
export const TOKEN_FREE_PATHS = [
    '/test/ganttTest',
    '/test/cesium',
    '/user/login',
    '/user/register',
    '/user/register-result',
    '/user/alteration',
    '/home/dashboard',
    '/guide/shiyan',
];
