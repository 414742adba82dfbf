// HLS: hls.js (loaded on demand, so the main bundle does not carry it) wherever Media Source
// Extensions exist, else the browser's own (older iOS). A stream of this server (the demo stream) always goes through
// hls.js, whose requests carry the session token.
import { getToken } from '../../../app/storage';
import { isApiUrl } from '../source';
import { play, type PlayerEvents, type Stop } from './types';

const HLS_MIME = 'application/vnd.apple.mpegurl';

// one load for all the tiles; a failed one (a lost chunk) is tried again by the next tile
let hlsModule: Promise<typeof import('hls.js')> | null = null;
const loadHls = () =>
    (hlsModule ??= import('hls.js').catch(e => {
        hlsModule = null;
        throw e;
    }));

export interface HlsOptions {
    /** through a media gateway: failures name the gateway */
    gateway: boolean;
    /** this server's stream: send the session */
    session: boolean;
}

export const startHls = (el: HTMLVideoElement, url: string, opt: HlsOptions, on: PlayerEvents): Stop => {
    let live = true;
    let hls: { destroy(): void } | null = null;
    // hls.js wherever Media Source Extensions exist: a browser's own HLS where hls.js also runs
    // may be partial (Chromium's plays a VOD clip but not a gateway's live playlist)
    const mse = 'MediaSource' in window || 'ManagedMediaSource' in window;
    const native = !opt.session && !mse && !!el.canPlayType?.(HLS_MIME);
    const unreachable = opt.gateway ? '网关无法连接或没有该视频流' : '视频流无法访问';
    const onNativeError = () => live && on.fail(opt.gateway ? unreachable : '视频流无法访问或格式不受支持');

    if (native) {
        el.addEventListener('error', onNativeError);
        el.src = url;
        play(el);
    } else {
        loadHls().then(
            ({ default: Hls }) => {
                if (!live) return;
                if (!Hls.isSupported()) {
                    on.fail('当前浏览器不支持播放该视频流');
                    return;
                }
                const h = new Hls({
                    liveDurationInfinity: true,
                    xhrSetup: opt.session
                        ? (xhr, u) => {
                              if (!isApiUrl(u)) return; // only this server's requests carry the session
                              if (!xhr.readyState) xhr.open('GET', u, true);
                              xhr.setRequestHeader('X-Access-Token', getToken() ?? '');
                          }
                        : undefined,
                });
                hls = h;
                h.on(Hls.Events.ERROR, (_event, data) => {
                    if (!data.fatal) return; // hls.js recovers from the others itself
                    h.destroy();
                    if (hls === h) hls = null;
                    if (live) on.fail(data.type === Hls.ErrorTypes.NETWORK_ERROR ? unreachable : '视频流无法解码');
                });
                h.on(Hls.Events.MANIFEST_PARSED, () => play(el));
                h.loadSource(url);
                h.attachMedia(el);
            },
            () => live && on.fail('播放组件加载失败，请刷新页面重试')
        );
    }

    return () => {
        live = false;
        el.removeEventListener('error', onNativeError);
        hls?.destroy();
        hls = null;
        if (native) {
            // drop the connection the element holds
            el.removeAttribute('src');
            try {
                el.load();
            } catch {
                /* not implemented (jsdom) */
            }
        }
    };
};
