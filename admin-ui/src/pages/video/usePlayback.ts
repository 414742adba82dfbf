// Plays a camera's source (source.ts) in a <video>, muted, by the player of its kind: HLS,
// go2rtc's WebRTC, ZLMediaKit's HTTP-FLV. Everything started is torn down when the source
// changes, on retry and on unmount, so paging never leaks players or peer connections.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { startFlv } from './players/flv';
import { startHls } from './players/hls';
import type { PlayerEvents, Stop } from './players/types';
import { startWebRtc } from './players/webrtc';
import { sourceKey, type Source } from './source';

export type Playback = { status: 'idle' } | { status: 'loading' } | { status: 'playing' } | { status: 'failed'; message: string };

/** A stream that has not started in this long counts as failed (an unreachable host may hang). */
export const LOAD_TIMEOUT_MS = 20_000;

const start = (el: HTMLVideoElement, s: Exclude<Source, { kind: 'none' }>, on: PlayerEvents): Stop => {
    switch (s.kind) {
        case 'hls':
            return startHls(el, s.url, { gateway: s.gateway, session: s.session }, on);
        case 'webrtc':
            return startWebRtc(el, s.url, on);
        case 'flv':
            return startFlv(el, s.url, on);
    }
};

export const usePlayback = (video: RefObject<HTMLVideoElement | null>, source: Source, active: boolean) => {
    const [playback, setPlayback] = useState<Playback>({ status: 'idle' });
    const [attempt, setAttempt] = useState(0);
    const key = sourceKey(source);
    const current = useRef(source);
    current.current = source;

    useEffect(() => {
        const el = video.current;
        const s = current.current;
        if (!active || !key || !el || s.kind === 'none') {
            setPlayback({ status: 'idle' });
            return;
        }
        let live = true;
        let stop: Stop = () => {};
        const fail = (message: string) => {
            if (!live) return;
            clearTimeout(timer);
            stop(); // a failed player lets go of its connection at once
            stop = () => {};
            setPlayback({ status: 'failed', message });
        };
        const onPlaying = () => {
            if (!live) return;
            clearTimeout(timer);
            setPlayback({ status: 'playing' });
        };
        const timer = setTimeout(() => fail(s.kind === 'hls' && !s.gateway ? '视频流连接超时' : '网关连接超时'), LOAD_TIMEOUT_MS);
        setPlayback({ status: 'loading' });
        el.muted = true;
        el.addEventListener('playing', onPlaying);
        el.addEventListener('loadeddata', onPlaying);
        stop = start(el, s, { playing: onPlaying, fail });

        return () => {
            live = false;
            clearTimeout(timer);
            el.removeEventListener('playing', onPlaying);
            el.removeEventListener('loadeddata', onPlaying);
            stop();
        };
    }, [video, key, active, attempt]);

    return { playback, retry: () => setAttempt(n => n + 1) };
};
