// The announcement socket against a fake WebSocket: URL, token subprotocol, heartbeat, reconnect.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_TOO_MANY, connectNoticeSocket, noticeSocketUrl, parseNoticeMessage } from './noticeSocket';
import { asWebSocket, FakeWebSocket } from './testing';

beforeEach(() => {
    FakeWebSocket.reset();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => vi.useRealTimers());

describe('noticeSocketUrl', () => {
    it('follows the page protocol for a relative API base and the base for an absolute one', () => {
        expect(noticeSocketUrl('u1', '0', '/jeecg-boot', { protocol: 'http:', host: 'a.cn:8080' })).toBe('ws://a.cn:8080/jeecg-boot/websocket/u1');
        expect(noticeSocketUrl('u1', '0', '/jeecg-boot', { protocol: 'https:', host: 'a.cn' })).toBe('wss://a.cn/jeecg-boot/websocket/u1');
        expect(noticeSocketUrl('u 1', '0', 'https://api.cn/jeecg-boot', { protocol: 'http:', host: 'x' })).toBe('wss://api.cn/jeecg-boot/websocket/u%201');
    });

    it('names a chosen tenant', () => {
        expect(noticeSocketUrl('u1', '3', '/jeecg-boot', { protocol: 'http:', host: 'a.cn' })).toBe('ws://a.cn/jeecg-boot/websocket/u1?tenantId=3');
    });
});

describe('parseNoticeMessage', () => {
    it('accepts JSON objects only and never evaluates the frame', () => {
        expect(parseNoticeMessage('{"cmd":"topic","msgId":"1"}')).toEqual({ cmd: 'topic', msgId: '1' });
        expect(parseNoticeMessage("({cmd:'topic'})")).toBeNull();
        expect(parseNoticeMessage('[1]')).toBeNull();
        expect(parseNoticeMessage('HeartBeat')).toBeNull();
    });
});

describe('connectNoticeSocket', () => {
    const connect = (over: Partial<Parameters<typeof connectNoticeSocket>[0]> = {}) => {
        const messages: unknown[] = [];
        const status: boolean[] = [];
        const s = connectNoticeSocket({
            url: 'ws://h/jeecg-boot/websocket/u1',
            token: () => 'tok.en',
            onMessage: m => messages.push(m),
            onStatus: o => status.push(o),
            WebSocketImpl: asWebSocket(FakeWebSocket),
            ...over,
        });
        return { s, messages, status };
    };

    it('sends the token as subprotocol and hands on JSON pushes', () => {
        const { messages, status } = connect();
        const ws = FakeWebSocket.last;
        expect(ws.url).toBe('ws://h/jeecg-boot/websocket/u1');
        expect(ws.protocols).toEqual(['tok.en']);
        ws.serverOpen();
        ws.serverSend({ cmd: 'user', msgId: 'a1', msgTxt: '停水通知' });
        ws.serverSend('not json');
        expect(messages).toEqual([{ cmd: 'user', msgId: 'a1', msgTxt: '停水通知' }]);
        expect(status).toEqual([true]);
    });

    it('sends HeartBeat every 20 s while open', () => {
        connect();
        const ws = FakeWebSocket.last;
        vi.advanceTimersByTime(20000);
        expect(ws.sent).toEqual([]);
        ws.serverOpen();
        vi.advanceTimersByTime(19999);
        expect(ws.sent).toEqual([]);
        vi.advanceTimersByTime(1);
        expect(ws.sent).toEqual(['HeartBeat']);
        vi.advanceTimersByTime(20000);
        expect(ws.sent).toEqual(['HeartBeat', 'HeartBeat']);
        ws.serverClose();
        vi.advanceTimersByTime(40000);
        expect(ws.sent).toHaveLength(2);
    });

    it('reconnects 5 s after a close, with the token of that moment', () => {
        let token = 'old';
        const { status } = connect({ token: () => token });
        FakeWebSocket.last.serverOpen();
        FakeWebSocket.last.serverClose();
        expect(status).toEqual([true, false]);
        token = 'new';
        vi.advanceTimersByTime(4999);
        expect(FakeWebSocket.instances).toHaveLength(1);
        vi.advanceTimersByTime(1);
        expect(FakeWebSocket.instances).toHaveLength(2);
        expect(FakeWebSocket.last.protocols).toEqual(['new']);
        // a refused upgrade closes at once: retried again after 5 s, forever
        FakeWebSocket.last.serverClose();
        vi.advanceTimersByTime(5000);
        expect(FakeWebSocket.instances).toHaveLength(3);
    });

    it('stays closed when the server pushed it out for a newer socket (too many)', () => {
        const { status } = connect();
        FakeWebSocket.last.serverOpen();
        FakeWebSocket.last.serverClose(1000);
        vi.advanceTimersByTime(5000);
        expect(FakeWebSocket.instances).toHaveLength(2);
        FakeWebSocket.last.serverOpen();
        FakeWebSocket.last.serverClose(CLOSE_TOO_MANY);
        vi.advanceTimersByTime(60000);
        expect(FakeWebSocket.instances).toHaveLength(2);
        expect(status).toEqual([true, false, true, false]);
    });

    it('stops for good when closed by the caller', () => {
        const { s, status } = connect();
        const ws = FakeWebSocket.last;
        ws.serverOpen();
        s.close();
        expect(ws.closed).toBe(true);
        ws.serverClose();
        vi.advanceTimersByTime(60000);
        expect(FakeWebSocket.instances).toHaveLength(1);
        expect(ws.sent).toEqual([]);
        expect(status).toEqual([true]);
    });
});
