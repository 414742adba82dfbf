// go2rtc's plain WebRTC (POST /api/webrtc?src=…): a receive-only peer connection whose offer,
// with every ICE candidate gathered (no trickle), goes as the raw request body; the reply's
// body is the answer SDP. The picture comes on the peer connection, not over HTTP.
import { play, type PlayerEvents, type Stop } from './types';

/** How long the offer waits for its ICE candidates before it goes with those it has. */
export const ICE_GATHER_MS = 3_000;

const gathered = (pc: RTCPeerConnection, ms: number) =>
    new Promise<void>(resolve => {
        if (pc.iceGatheringState === 'complete') return resolve();
        const done = () => {
            clearTimeout(timer);
            pc.removeEventListener('icegatheringstatechange', check);
            resolve();
        };
        const check = () => pc.iceGatheringState === 'complete' && done();
        const timer = setTimeout(done, ms);
        pc.addEventListener('icegatheringstatechange', check);
    });

export const startWebRtc = (el: HTMLVideoElement, url: string, on: PlayerEvents): Stop => {
    if (typeof RTCPeerConnection === 'undefined') {
        on.fail('当前浏览器不支持 WebRTC');
        return () => {};
    }
    let live = true;
    const abort = new AbortController();
    const pc = new RTCPeerConnection();
    const stream = new MediaStream();
    const fail = (message: string) => live && on.fail(message);

    pc.addTransceiver('video', { direction: 'recvonly' });
    pc.addTransceiver('audio', { direction: 'recvonly' });
    pc.addEventListener('track', e => {
        stream.addTrack(e.track);
        if (el.srcObject !== stream) el.srcObject = stream;
        play(el);
    });
    pc.addEventListener('connectionstatechange', () => {
        if (pc.connectionState === 'failed') fail('WebRTC 连接失败（网关的媒体端口可能无法访问）');
    });

    (async () => {
        await pc.setLocalDescription(await pc.createOffer());
        await gathered(pc, ICE_GATHER_MS);
        if (!live) return;
        let res: Response;
        try {
            res = await fetch(url, { method: 'POST', body: pc.localDescription?.sdp ?? '', signal: abort.signal });
        } catch {
            fail('网关无法连接');
            return;
        }
        const answer = await res.text();
        if (!live) return;
        if (!res.ok || !answer.startsWith('v=')) {
            fail(res.status === 404 || /not found/i.test(answer) ? '网关中没有该视频流' : `网关拒绝了播放请求（${res.status}）`);
            return;
        }
        await pc.setRemoteDescription({ type: 'answer', sdp: answer });
    })().catch(() => fail('WebRTC 协商失败'));

    return () => {
        live = false;
        abort.abort();
        pc.close();
        el.srcObject = null;
    };
};
