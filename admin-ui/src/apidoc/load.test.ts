import { loadDocument } from './load';

const reply = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });

describe('loadDocument', () => {
    it('asks for v2/api-docs beside the page with the session', async () => {
        const get = vi.fn(reply(200, { openapi: '3.0.3', paths: {} }));
        await expect(loadDocument('tok', get as unknown as typeof fetch)).resolves.toEqual({ openapi: '3.0.3', paths: {} });
        expect(get).toHaveBeenCalledWith('v2/api-docs', expect.objectContaining({ headers: { 'X-Access-Token': 'tok' } }));
    });
    it('without a session asks the user to sign in, without a request', async () => {
        const get = vi.fn();
        await expect(loadDocument(null, get as unknown as typeof fetch)).rejects.toThrow('请先登录管理后台，再打开接口文档。');
        expect(get).not.toHaveBeenCalled();
    });
    it("shows the server's refusal", async () => {
        const get = reply(200, { success: false, code: 510, message: '您没有该接口的权限！' });
        await expect(loadDocument('tok', get as unknown as typeof fetch)).rejects.toThrow('无法打开接口文档：您没有该接口的权限！');
    });
    it('an expired session and a lost connection say what to do', async () => {
        await expect(loadDocument('tok', reply(401, { success: false }) as unknown as typeof fetch)).rejects.toThrow('登录已过期');
        const down = async () => {
            throw new TypeError('Failed to fetch');
        };
        await expect(loadDocument('tok', down as unknown as typeof fetch)).rejects.toThrow('无法连接服务器');
    });
});
