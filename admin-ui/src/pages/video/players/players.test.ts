// The players by themselves: go2rtc's plain WebRTC (receive-only, the whole offer after ICE
// gathering, the answer from the reply, Chinese failures, everything closed), mpegts.js for
// HTTP-FLV, and hls.js carrying the session to this server's stream only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFlv } from './flv';
import { startHls } from './hls';
import { ICE_GATHER_MS, startWebRtc } from './webrtc';

const hlsConfigs = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('hls.js', () => {
    class FakeHls {
        static isSupported = () => true;
        static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' };
        static ErrorTypes = { NETWORK_ERROR: 'networkError' };
        constructor(cfg: Record<string, unknown>) {
            hlsConfigs.push(cfg);
        }
        on() {}
        loadSource() {}
        attachMedia() {}
        destroy() {}
    }
    return { default: FakeHls };
});

const flv = vi.hoisted(() => ({ created: [] as { source: unknown; cfg: unknown; calls: string[]; handlers: Record<string, (t: unknown) => void> }[] }));
vi.mock('mpegts.js', () => ({
    default: {
        Events: { ERROR: 'error' },
        ErrorTypes: { NETWORK_ERROR: 'NetworkError', MEDIA_ERROR: 'MediaError' },
        getFeatureList: () => ({ mseLivePlayback: true }),
        createPlayer(source: unknown, cfg: unknown) {
            const p = { source, cfg, calls: [] as string[], handlers: {} as Record<string, (t: unknown) => void> };
            flv.created.push(p);
            const call = (n: string) => () => void p.calls.push(n);
            return {
                on: (e: string, cb: (t: unknown) => void) => (p.handlers[e] = cb),
                attachMediaElement: call('attach'),
                load: call('load'),
                unload: call('unload'),
                detachMediaElement: call('detach'),
                destroy: call('destroy'),
            };
        },
    },
}));

class FakePC extends EventTarget {
    static all: FakePC[] = [];
    transceivers: [string, RTCRtpTransceiverInit | undefined][] = [];
    iceGatheringState: RTCIceGatheringState = 'gathering';
    connectionState = 'new';
    localDescription: { type: string; sdp: string } | null = null;
    remote: { type: string; sdp: string } | null = null;
    closed = false;
    constructor() {
        super();
        FakePC.all.push(this);
    }
    addTransceiver(kind: string, init?: RTCRtpTransceiverInit) {
        this.transceivers.push([kind, init]);
    }
    async createOffer() {
        return { type: 'offer', sdp: 'v=0\r\nm=video 9\r\na=recvonly\r\n' };
    }
    async setLocalDescription(d: { type: string; sdp: string }) {
        this.localDescription = d;
    }
    async setRemoteDescription(d: { type: string; sdp: string }) {
        this.remote = d;
    }
    gather() {
        this.iceGatheringState = 'complete';
        this.localDescription!.sdp += 'a=candidate:1 1 udp 1 192.0.2.1 5000 typ host\r\n';
        this.dispatchEvent(new Event('icegatheringstatechange'));
    }
    close() {
        this.closed = true;
    }
}

const events = () => ({ playing: vi.fn(), fail: vi.fn() });
const flush = () => new Promise(r => setTimeout(r, 0));

beforeEach(() => {
    FakePC.all = [];
    flv.created.length = 0;
    hlsConfigs.length = 0;
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    vi.stubGlobal('RTCPeerConnection', FakePC);
    vi.stubGlobal('MediaStream', class { tracks: unknown[] = []; addTrack(t: unknown) { this.tracks.push(t); } });
});
afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    localStorage.clear();
});

describe('go2rtc WebRTC', () => {
    it('posts the whole receive-only offer once ICE gathering completes and takes the answer', async () => {
        const fetchMock = vi.fn(async () => new Response('v=0\r\nanswer\r\n', { status: 200 }));
        vi.stubGlobal('fetch', fetchMock);
        const el = document.createElement('video');
        const on = events();
        const stop = startWebRtc(el, 'http://gw.test:1984/api/webrtc?src=cam1', on);
        const pc = FakePC.all[0];
        expect(pc.transceivers).toEqual([['video', { direction: 'recvonly' }], ['audio', { direction: 'recvonly' }]]);
        await flush();
        expect(fetchMock).not.toHaveBeenCalled(); // no trickle: the candidates go in the offer
        pc.gather();
        await vi.waitFor(() => expect(pc.remote).toEqual({ type: 'answer', sdp: 'v=0\r\nanswer\r\n' }));
        const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
        expect(url).toBe('http://gw.test:1984/api/webrtc?src=cam1');
        expect(init.method).toBe('POST');
        expect(init.body).toMatch(/^v=0[\s\S]*a=candidate:/);
        expect(on.fail).not.toHaveBeenCalled();

        const track = { kind: 'video' };
        pc.dispatchEvent(Object.assign(new Event('track'), { track }));
        expect((el.srcObject as unknown as { tracks: unknown[] }).tracks).toEqual([track]);
        stop();
        expect(pc.closed).toBe(true);
        expect(el.srcObject).toBeNull();
    });

    it('goes with the candidates it has when gathering takes too long', async () => {
        vi.useFakeTimers();
        const fetchMock = vi.fn(async () => new Response('v=0\r\n'));
        vi.stubGlobal('fetch', fetchMock);
        startWebRtc(document.createElement('video'), 'http://gw.test/api/webrtc?src=a', events());
        await vi.advanceTimersByTimeAsync(ICE_GATHER_MS - 10);
        expect(fetchMock).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(20);
        expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it.each([
        [() => Promise.reject(new TypeError('Failed to fetch')), '网关无法连接'],
        [async () => new Response('stream not found', { status: 404 }), '网关中没有该视频流'],
        [async () => new Response('bad', { status: 500 }), '网关拒绝了播放请求（500）'],
    ])('says why the gateway gave no answer (%#)', async (reply, message) => {
        vi.stubGlobal('fetch', vi.fn(reply));
        const on = events();
        startWebRtc(document.createElement('video'), 'http://gw.test/api/webrtc?src=a', on);
        await flush();
        FakePC.all[0].gather();
        await vi.waitFor(() => expect(on.fail).toHaveBeenCalledWith(message));
        expect(FakePC.all[0].remote).toBeNull();
    });

    it('reports a connection that fails after the answer', async () => {
        vi.stubGlobal('fetch', vi.fn(async () => new Response('v=0\r\n')));
        const on = events();
        startWebRtc(document.createElement('video'), 'http://gw.test/api/webrtc?src=a', on);
        const pc = FakePC.all[0];
        pc.connectionState = 'failed';
        pc.dispatchEvent(new Event('connectionstatechange'));
        expect(on.fail).toHaveBeenCalledWith(expect.stringContaining('WebRTC 连接失败'));
    });
});

describe('HTTP-FLV', () => {
    it('plays the live FLV by mpegts.js in the page, reports a network error and tears the player down', async () => {
        const on = events();
        const el = document.createElement('video');
        const stop = startFlv(el, 'http://zlm.test/live/cam01.live.flv', on);
        await vi.waitFor(() => expect(flv.created).toHaveLength(1));
        const p = flv.created[0];
        expect(p.source).toEqual({ type: 'flv', isLive: true, url: 'http://zlm.test/live/cam01.live.flv' });
        expect(p.cfg).toMatchObject({ enableWorker: false });
        expect(p.calls).toEqual(['attach', 'load']);
        p.handlers.error('NetworkError');
        expect(on.fail).toHaveBeenCalledWith('网关无法连接或没有该视频流');
        expect(p.calls).toContain('destroy');
        stop(); // nothing left to stop twice
        expect(p.calls.filter(c => c === 'destroy')).toHaveLength(1);

        const again = startFlv(el, 'http://zlm.test/live/cam01.live.flv', events());
        await vi.waitFor(() => expect(flv.created).toHaveLength(2));
        again();
        expect(flv.created[1].calls).toEqual(['attach', 'load', 'unload', 'detach', 'destroy']);
    });
});

describe('HLS of this server', () => {
    it("sends the session with this server's requests only, never with a gateway's", async () => {
        localStorage.setItem('pro__Access-Token', JSON.stringify({ value: 'tok-1', expire: null }));
        const el = document.createElement('video');
        startHls(el, `${location.origin}/jeecg-boot/video/demo/index.m3u8`, { gateway: false, session: true }, events());
        startHls(el, 'http://gw.test/api/stream.m3u8?src=a', { gateway: true, session: false }, events());
        await vi.waitFor(() => expect(hlsConfigs).toHaveLength(2));
        const setup = hlsConfigs[0].xhrSetup as (x: XMLHttpRequest, u: string) => void;
        expect(hlsConfigs[1].xhrSetup).toBeUndefined();
        const xhr = { readyState: 0, open: vi.fn(), setRequestHeader: vi.fn() };
        setup(xhr as unknown as XMLHttpRequest, `${location.origin}/jeecg-boot/video/demo/index0.ts`);
        expect(xhr.open).toHaveBeenCalledWith('GET', `${location.origin}/jeecg-boot/video/demo/index0.ts`, true);
        expect(xhr.setRequestHeader).toHaveBeenCalledWith('X-Access-Token', 'tok-1');
        const other = { readyState: 0, open: vi.fn(), setRequestHeader: vi.fn() };
        setup(other as unknown as XMLHttpRequest, 'http://elsewhere.test/jeecg-boot/x.ts');
        expect(other.setRequestHeader).not.toHaveBeenCalled();
    });

    it("prefers hls.js to the browser's own HLS wherever Media Source Extensions exist", async () => {
        vi.stubGlobal('MediaSource', class {});
        vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
        const el = document.createElement('video');
        startHls(el, 'http://gw.test/api/stream.m3u8?src=a', { gateway: true, session: false }, events());
        await vi.waitFor(() => expect(hlsConfigs).toHaveLength(1));
        expect(el.getAttribute('src')).toBeNull();
    });
});
