// Plays an HLS stream in a <video>, muted: the browser's own HLS when it has one (Safari, iOS),
// else hls.js (loaded on demand, so the main bundle does not carry it). Everything started is
// torn down when the URL changes, on retry and on unmount, so paging never leaks players.
import { useEffect, useState, type RefObject } from 'react';

export type Playback = { status: 'idle' } | { status: 'loading' } | { status: 'playing' } | { status: 'failed'; message: string };

/** A stream that has not started in this long counts as failed (an unreachable host may hang). */
export const LOAD_TIMEOUT_MS = 20_000;

const HLS_MIME = 'application/vnd.apple.mpegurl';

// one load for all the tiles; a failed one (a lost chunk) is tried again by the next tile
let hlsModule: Promise<typeof import('hls.js')> | null = null;
const loadHls = () =>
    (hlsModule ??= import('hls.js').catch(e => {
        hlsModule = null;
        throw e;
    }));

export const useHlsPlayback = (video: RefObject<HTMLVideoElement | null>, url: string, active: boolean) => {
    const [playback, setPlayback] = useState<Playback>({ status: 'idle' });
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
        const el = video.current;
        if (!active || !url || !el) {
            setPlayback({ status: 'idle' });
            return;
        }
        let live = true;
        let hls: { destroy(): void } | null = null;
        const native = !!el.canPlayType?.(HLS_MIME);
        const fail = (message: string) => {
            if (!live) return;
            clearTimeout(timer);
            setPlayback({ status: 'failed', message });
        };
        const onPlaying = () => {
            if (!live) return;
            clearTimeout(timer);
            setPlayback({ status: 'playing' });
        };
        const onNativeError = () => fail('视频流无法访问或格式不受支持');
        // autoplay may be refused (e.g. power saving); the picture then waits for a click on it
        const play = () => void Promise.resolve(el.play?.()).catch(() => {});
        const timer = setTimeout(() => fail('视频流连接超时'), LOAD_TIMEOUT_MS);
        setPlayback({ status: 'loading' });
        el.muted = true;
        el.addEventListener('playing', onPlaying);
        el.addEventListener('loadeddata', onPlaying);

        if (native) {
            el.addEventListener('error', onNativeError);
            el.src = url;
            play();
        } else {
            loadHls().then(
                ({ default: Hls }) => {
                    if (!live) return;
                    if (!Hls.isSupported()) {
                        fail('当前浏览器不支持播放该视频流');
                        return;
                    }
                    const h = new Hls({ liveDurationInfinity: true });
                    hls = h;
                    h.on(Hls.Events.ERROR, (_event, data) => {
                        if (!data.fatal) return; // hls.js recovers from the others itself
                        h.destroy();
                        if (hls === h) hls = null;
                        fail(data.type === Hls.ErrorTypes.NETWORK_ERROR ? '视频流无法访问' : '视频流无法解码');
                    });
                    h.on(Hls.Events.MANIFEST_PARSED, play);
                    h.loadSource(url);
                    h.attachMedia(el);
                },
                () => fail('播放组件加载失败，请刷新页面重试')
            );
        }

        return () => {
            live = false;
            clearTimeout(timer);
            el.removeEventListener('playing', onPlaying);
            el.removeEventListener('loadeddata', onPlaying);
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
    }, [video, url, active, attempt]);

    return { playback, retry: () => setAttempt(n => n + 1) };
};
