// ZLMediaKit's HTTP-FLV by mpegts.js, loaded on demand (not in the first-load bundle), in the
// page's thread (a worker would be a blob: script the policy refuses).
import { play, type PlayerEvents, type Stop } from './types';

let flvModule: Promise<typeof import('mpegts.js')> | null = null;
const loadFlv = () =>
    (flvModule ??= import('mpegts.js').catch(e => {
        flvModule = null;
        throw e;
    }));

interface FlvPlayer {
    on(event: string, cb: (...args: unknown[]) => void): void;
    attachMediaElement(el: HTMLMediaElement): void;
    load(): void;
    unload(): void;
    detachMediaElement(): void;
    destroy(): void;
}

export const startFlv = (el: HTMLVideoElement, url: string, on: PlayerEvents): Stop => {
    let live = true;
    let player: FlvPlayer | null = null;
    const stop = () => {
        const p = player;
        player = null;
        if (!p) return;
        try {
            p.unload();
            p.detachMediaElement();
        } finally {
            p.destroy();
        }
    };
    loadFlv().then(
        mod => {
            if (!live) return;
            const mpegts = mod.default;
            if (!mpegts.getFeatureList().mseLivePlayback) {
                on.fail('当前浏览器不支持播放 HTTP-FLV');
                return;
            }
            const p = mpegts.createPlayer(
                { type: 'flv', isLive: true, url },
                { enableWorker: false, lazyLoad: false, liveBufferLatencyChasing: true }
            ) as unknown as FlvPlayer;
            player = p;
            p.on(mpegts.Events.ERROR, (type: unknown) => {
                if (!live) return;
                stop();
                on.fail(type === mpegts.ErrorTypes.NETWORK_ERROR ? '网关无法连接或没有该视频流' : '视频流无法解码');
            });
            p.attachMediaElement(el);
            p.load();
            play(el);
        },
        () => live && on.fail('播放组件加载失败，请刷新页面重试')
    );
    return () => {
        live = false;
        stop();
    };
};
