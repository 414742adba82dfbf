// What a camera plays, by 接入方式 and 播放协议: the URL shapes of go2rtc and ZLMediaKit, the
// demo stream of this server (a path, with the session), and why a camera plays nothing.
import { describe, expect, it } from 'vitest';
import { isApiUrl, sourceKey, sourceOf, type CameraAccess } from './source';

const ORIGIN = 'https://aq.site.test';
const of = (c: Partial<CameraAccess>) =>
    sourceOf({ gateway: 'hls', streamUrl: '', gatewayUrl: '', streamName: '', protocol: 'hls', ...c }, ORIGIN, '/jeecg-boot');

describe('sourceOf', () => {
    it('plays a direct HLS camera from its stream URL', () => {
        expect(of({ streamUrl: 'https://cam.site.test/a.m3u8' })).toEqual({ kind: 'hls', url: 'https://cam.site.test/a.m3u8', gateway: false, session: false });
        expect(of({ streamUrl: '  ' })).toEqual({ kind: 'none', reason: '无视频流地址' });
        // the gateway's fields of a camera set back to 直连 do not count
        expect(of({ streamUrl: '', gatewayUrl: 'http://gw.site.test:1984', streamName: 'a' }).kind).toBe('none');
    });

    it("plays this server's demo stream with the session, another path of the site without", () => {
        expect(of({ streamUrl: '/jeecg-boot/video/demo/index.m3u8' })).toEqual({
            kind: 'hls',
            url: 'https://aq.site.test/jeecg-boot/video/demo/index.m3u8',
            gateway: false,
            session: true,
        });
        expect(of({ streamUrl: '/hls/a.m3u8' })).toMatchObject({ url: 'https://aq.site.test/hls/a.m3u8', session: false });
        expect(of({ streamUrl: '//evil.test/jeecg-boot/a.m3u8' })).toMatchObject({ session: false });
        expect(isApiUrl('https://aq.site.test/jeecg-boot/video/demo/seg0.ts', ORIGIN, '/jeecg-boot')).toBe(true);
        expect(isApiUrl('https://other.test/jeecg-boot/video/demo/seg0.ts', ORIGIN, '/jeecg-boot')).toBe(false);
        expect(isApiUrl('https://aq.site.test/jeecg-booty/x', ORIGIN, '/jeecg-boot')).toBe(false);
        // another API path is not the demo stream: no session for it
        expect(isApiUrl('https://aq.site.test/jeecg-boot/sys/quartzJob/pause?jobClassName=x', ORIGIN, '/jeecg-boot')).toBe(false);
        expect(of({ streamUrl: '/jeecg-boot/sys/logout' })).toMatchObject({ session: false });
    });

    it('plays a go2rtc camera by HLS or WebRTC', () => {
        const g = { gateway: 'go2rtc', gatewayUrl: 'http://gw.site.test:1984/', streamName: 'cam_01-a.b' };
        expect(of({ ...g, protocol: 'hls' })).toEqual({ kind: 'hls', url: 'http://gw.site.test:1984/api/stream.m3u8?src=cam_01-a.b', gateway: true, session: false });
        expect(of({ ...g, protocol: 'webrtc' })).toEqual({ kind: 'webrtc', url: 'http://gw.site.test:1984/api/webrtc?src=cam_01-a.b', gateway: true });
        expect(of({ ...g, gatewayUrl: 'https://site.test/go2rtc//', protocol: 'hls' })).toMatchObject({ url: 'https://site.test/go2rtc/api/stream.m3u8?src=cam_01-a.b' });
        expect(of({ ...g, protocol: 'flv' })).toEqual({ kind: 'none', reason: 'go2rtc 网关不支持该播放协议' });
    });

    it('plays a ZLMediaKit camera by HLS or HTTP-FLV', () => {
        const z = { gateway: 'zlm', gatewayUrl: 'http://zlm.site.test:8080', streamName: 'live/cam01' };
        expect(of({ ...z, protocol: 'hls' })).toEqual({ kind: 'hls', url: 'http://zlm.site.test:8080/live/cam01/hls.m3u8', gateway: true, session: false });
        expect(of({ ...z, protocol: 'flv' })).toEqual({ kind: 'flv', url: 'http://zlm.site.test:8080/live/cam01.live.flv', gateway: true });
        expect(of({ ...z, protocol: 'webrtc' })).toEqual({ kind: 'none', reason: 'ZLMediaKit 网关不支持该播放协议' });
    });

    it('says why a gateway camera plays nothing, and never builds a URL from an unsafe name', () => {
        expect(of({ gateway: 'go2rtc', streamName: 'a' })).toEqual({ kind: 'none', reason: '未配置网关地址' });
        expect(of({ gateway: 'go2rtc', gatewayUrl: 'http://gw.site.test' })).toEqual({ kind: 'none', reason: '未配置流名称' });
        for (const gatewayUrl of ['rtsp://gw.site.test', 'http://u:p@gw.site.test', 'http://gw.site.test/?a=1', 'http://gw.site.test/#x', 'gw.site.test'])
            expect(of({ gateway: 'go2rtc', gatewayUrl, streamName: 'a' })).toEqual({ kind: 'none', reason: '网关地址无效' });
        for (const streamName of ['a b', 'a/b', '..', 'a?x=1', 'a&b', '摄像头'])
            expect(of({ gateway: 'go2rtc', gatewayUrl: 'http://gw.site.test', streamName }).kind).toBe('none');
        for (const streamName of ['cam01', 'live/a/b', '../cam', 'live/..', '/cam', 'live/'])
            expect(of({ gateway: 'zlm', gatewayUrl: 'http://gw.site.test', streamName, protocol: 'flv' })).toEqual({ kind: 'none', reason: '流名称无效（应为 应用名/流ID）' });
        expect(of({ gateway: 'rtsp', streamUrl: 'https://cam.site.test/a.m3u8' })).toEqual({ kind: 'none', reason: '接入方式无效' });
    });

    it('keys a source by what is played', () => {
        const a = of({ streamUrl: '/jeecg-boot/video/demo/index.m3u8' });
        expect(sourceKey(a)).toBe('hls session https://aq.site.test/jeecg-boot/video/demo/index.m3u8');
        expect(sourceKey(of({}))).toBe('');
        expect(sourceKey(of({ gateway: 'zlm', gatewayUrl: 'http://z.test', streamName: 'a/b', protocol: 'flv' }))).toBe('flv http://z.test/a/b.live.flv');
    });
});
