import { describe, expect, it } from 'vitest';
import { readThirdMessage, renderUrl } from './thirdLogin';

describe('readThirdMessage', () => {
    const ticket = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCde';

    it('reads a ticket: 43 URL-safe characters', () => {
        expect(ticket).toHaveLength(43);
        expect(readThirdMessage(ticket)).toEqual({ kind: 'ticket', ticket });
        expect(readThirdMessage(ticket + 'x')).toEqual({ kind: 'error', message: ticket + 'x' });
    });

    it('reads the phone binding with its key, everything after the first comma', () => {
        expect(readThirdMessage('绑定手机号,k,ey')).toEqual({ kind: 'phone', key: 'k,ey' });
        expect(readThirdMessage('绑定手机号,')).toEqual({ kind: 'error', message: '绑定手机号,' });
    });

    it("reads JeecgBoot's bind offer by operateCode or uuid", () => {
        expect(readThirdMessage({ isObj: true, operateCode: 'k1', uuid: 'k1', username: 'contractor', create: true })).toEqual({
            kind: 'offer',
            key: 'k1',
            username: 'contractor',
            create: true,
        });
        expect(readThirdMessage({ isObj: true, uuid: 'k2', username: 'x' })).toEqual({ kind: 'offer', key: 'k2', username: 'x', create: false });
    });

    it('shows any other text as the message, and refuses other shapes', () => {
        expect(readThirdMessage('未启用该第三方登录')).toEqual({ kind: 'error', message: '未启用该第三方登录' });
        expect(readThirdMessage('')).toEqual({ kind: 'error', message: '登录失败' });
        for (const odd of [null, undefined, 42, { isObj: false, uuid: 'k' }, { isObj: true }, ['x']]) {
            expect(readThirdMessage(odd)).toEqual({ kind: 'error', message: '不识别的信息传递' });
        }
    });
});

describe('renderUrl', () => {
    it('escapes the code and the service', () => {
        expect(renderUrl('kc')).toBe('/jeecg-boot/sys/thirdLogin/render/kc');
        expect(renderUrl('a/b', 'http://h/user/login?redirect=%2Fx')).toBe(
            '/jeecg-boot/sys/thirdLogin/render/a%2Fb?service=http%3A%2F%2Fh%2Fuser%2Flogin%3Fredirect%3D%252Fx'
        );
    });
});
