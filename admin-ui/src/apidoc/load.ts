// The API reference's document, asked for beside the page (<base>/v2/api-docs), with the reasons
// it may not come in Chinese.

interface Envelope {
    success?: boolean;
    message?: string;
}

/** The OpenAPI document, or an Error whose message tells the user what to do. */
export const loadDocument = async (token: string | null, get: typeof fetch): Promise<object> => {
    if (!token) throw new Error('请先登录管理后台，再打开接口文档。');
    let res: Response;
    try {
        res = await get('v2/api-docs', { headers: { 'X-Access-Token': token }, cache: 'no-store' });
    } catch {
        throw new Error('无法连接服务器，请检查网络后刷新本页。');
    }
    if (res.status === 401) throw new Error('登录已过期，请重新登录管理后台后刷新本页。');
    const body = (await res.json().catch(() => null)) as (Envelope & { openapi?: string }) | null;
    if (!res.ok || !body || !body.openapi) {
        throw new Error(body?.message ? `无法打开接口文档：${body.message}` : `无法打开接口文档（HTTP ${res.status}）。`);
    }
    return body;
};
