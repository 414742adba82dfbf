// What a camera plays: the one place that turns a camera's access fields (接入方式, 视频流地址,
// 网关地址, 流名称, 播放协议) into a player and a URL. The server keeps the fields consistent
// (server/project/camera.go); a camera that still does not fit says why instead of playing.
import { config } from '../../app/config';
import type { Camera } from './cameras';

export type Source =
    /** HLS by hls.js (or the browser's own); session: the URL is this server's API (the demo
     * stream), so the requests carry the session token and the browser's own HLS is not used */
    | { kind: 'hls'; url: string; gateway: boolean; session: boolean }
    /** go2rtc's plain WebRTC: POST the offer SDP to url, the reply is the answer SDP */
    | { kind: 'webrtc'; url: string; gateway: true }
    /** ZLMediaKit's HTTP-FLV, by mpegts.js */
    | { kind: 'flv'; url: string; gateway: true }
    /** nothing to play: why, for the tile */
    | { kind: 'none'; reason: string };

export type CameraAccess = Pick<Camera, 'gateway' | 'streamUrl' | 'gatewayUrl' | 'streamName' | 'protocol'>;

const SAFE = /^[A-Za-z0-9_.-]+$/;
const safe = (s: string) => SAFE.test(s) && !/^\.+$/.test(s);

/** A URL of the demo stream this server serves itself (AQ_DEMO_VIDEO_DIR), the only place a
 * player sends the session token to: a camera whose 视频流地址 named another API path must not
 * make every viewer's browser call it signed in. */
export const isApiUrl = (url: string, origin: string = window.location.origin, apiBase: string = config.apiBase): boolean => {
    try {
        const u = new URL(url, origin);
        const base = new URL(`${apiBase}/video/demo/`, origin);
        return u.origin === base.origin && u.pathname.startsWith(base.pathname);
    } catch {
        return false;
    }
};

const gatewayBase = (raw: string): string | null => {
    try {
        const u = new URL(raw);
        if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username || u.password || u.search || u.hash) return null;
        return `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
    } catch {
        return null;
    }
};

/** The source a camera plays; origin and apiBase resolve a stream URL given as a path. */
export const sourceOf = (c: CameraAccess, origin: string = window.location.origin, apiBase: string = config.apiBase): Source => {
    const gateway = c.gateway || 'hls';
    const protocol = c.protocol || 'hls';
    if (gateway === 'hls') {
        const raw = c.streamUrl.trim();
        if (!raw) return { kind: 'none', reason: '无视频流地址' };
        if (raw.startsWith('/') && !raw.startsWith('//')) {
            const url = new URL(raw, origin).href;
            return { kind: 'hls', url, gateway: false, session: isApiUrl(url, origin, apiBase) };
        }
        return { kind: 'hls', url: raw, gateway: false, session: false };
    }
    if (gateway !== 'go2rtc' && gateway !== 'zlm') return { kind: 'none', reason: '接入方式无效' };
    if (!c.gatewayUrl.trim()) return { kind: 'none', reason: '未配置网关地址' };
    const base = gatewayBase(c.gatewayUrl.trim());
    if (!base) return { kind: 'none', reason: '网关地址无效' };
    const name = c.streamName.trim();
    if (!name) return { kind: 'none', reason: '未配置流名称' };

    if (gateway === 'go2rtc') {
        if (!safe(name)) return { kind: 'none', reason: '流名称无效' };
        const src = encodeURIComponent(name);
        if (protocol === 'hls') return { kind: 'hls', url: `${base}/api/stream.m3u8?src=${src}`, gateway: true, session: false };
        if (protocol === 'webrtc') return { kind: 'webrtc', url: `${base}/api/webrtc?src=${src}`, gateway: true };
        return { kind: 'none', reason: 'go2rtc 网关不支持该播放协议' };
    }
    const parts = name.split('/');
    if (parts.length !== 2 || !parts.every(safe)) return { kind: 'none', reason: '流名称无效（应为 应用名/流ID）' };
    const [app, stream] = parts;
    if (protocol === 'hls') return { kind: 'hls', url: `${base}/${app}/${stream}/hls.m3u8`, gateway: true, session: false };
    if (protocol === 'flv') return { kind: 'flv', url: `${base}/${app}/${stream}.live.flv`, gateway: true };
    return { kind: 'none', reason: 'ZLMediaKit 网关不支持该播放协议' };
};

/** A key that changes exactly when what is played changes (effects restart on it). */
export const sourceKey = (s: Source): string => (s.kind === 'none' ? '' : `${s.kind} ${s.kind === 'hls' && s.session ? 'session ' : ''}${s.url}`);
