// 视频监控: the wall's splits and pages, each tile's state by its camera (离线, 无视频流地址,
// 加载中, 播放失败 → 重试), ?camera= first, enlarging, and no player left behind.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../components/Crud/testing';
import { feedback } from '../../components/Feedback';
import { leadWith, pageAfterSplit, pageCells, type Camera } from './cameras';
import { VideoPage } from './VideoPage';

const players = vi.hoisted(() => [] as FakeHlsLike[]);
interface FakeHlsLike {
    url?: string;
    media?: HTMLVideoElement;
    destroyed: boolean;
    emit(event: string, data?: unknown): void;
}

vi.mock('hls.js', () => {
    class FakeHls {
        static isSupported = () => true;
        static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' };
        static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
        handlers: Record<string, ((e: string, d: unknown) => void)[]> = {};
        url?: string;
        media?: HTMLVideoElement;
        destroyed = false;
        constructor() {
            players.push(this);
        }
        on(e: string, cb: (e: string, d: unknown) => void) {
            (this.handlers[e] ??= []).push(cb);
        }
        loadSource(u: string) {
            this.url = u;
        }
        attachMedia(m: HTMLVideoElement) {
            this.media = m;
        }
        destroy() {
            this.destroyed = true;
        }
        emit(e: string, d?: unknown) {
            this.handlers[e]?.forEach(cb => cb(e, d));
        }
    }
    return { default: FakeHls };
});

const cam = (n: number, over: Partial<Record<string, unknown>> = {}) => ({
    id: `c${n}`,
    name: `摄像头${String(n).padStart(2, '0')}`,
    location: `K${n}+000`,
    streamUrl: `https://video.test/c${n}.m3u8`,
    status: '1',
    status_dictText: '在线',
    sectionId: 's1',
    sectionId_dictText: '第一标段',
    ...over,
});

const ELEVEN = Array.from({ length: 11 }, (_, i) => cam(i + 1));

const stub = (records: Record<string, unknown>[]) =>
    stubApi({
        'GET /camera/cmisCamera/list': c => {
            const s = c.query.get('sectionId');
            const rows = s ? records.filter(r => r.sectionId === s) : records;
            return ok({ records: rows, total: rows.length });
        },
        'GET /section/cmisSection/nodeTreeList': () =>
            ok([
                { id: 's1', key: 's1', value: 's1', title: '第一标段', type: 'section' },
                { id: 's2', key: 's2', value: 's2', title: '第二标段', type: 'section' },
            ]),
    });

const at = (url: string) =>
    render(
        <MemoryRouter initialEntries={[url]}>
            <Routes>
                <Route path="/analysis/video" element={<VideoPage />} />
            </Routes>
        </MemoryRouter>
    );

const tiles = () => screen.queryAllByRole('group').filter(g => g.classList.contains('aq-camera-tile'));
const names = () => tiles().map(t => t.getAttribute('aria-label')!.replace(/（.*$/, ''));
const tileOf = (name: string) => tiles().find(t => t.getAttribute('aria-label')!.startsWith(name))!;
const live = () => players.filter(p => !p.destroyed);

beforeEach(() => {
    players.length = 0;
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
});

afterEach(() => {
    act(() => feedback.reset());
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
});

describe('camera paging helpers', () => {
    const list = ELEVEN.map(r => ({ id: r.id }) as Camera);
    it('puts the linked camera first and keeps the others in order', () => {
        expect(leadWith(list, 'c3').map(c => c.id).slice(0, 4)).toEqual(['c3', 'c1', 'c2', 'c4']);
        expect(leadWith(list, 'nope')).toBe(list);
    });
    it('keeps the first camera in view when the split changes, and pads the last page', () => {
        expect(pageAfterSplit(2, 4, 9)).toBe(0); // camera 9 → page 1 of 9
        expect(pageAfterSplit(1, 9, 4)).toBe(2); // camera 10 → page 3 of 4
        expect(pageCells(list, 2, 4).map(c => c?.id ?? null)).toEqual(['c9', 'c10', 'c11', null]);
    });
});

describe('VideoPage', () => {
    it('shows 4 windows by default, switches to 1 and 9, and pages through the cameras', async () => {
        const api = stub(ELEVEN);
        at('/analysis/video');
        await waitFor(() => expect(names()).toEqual(['摄像头01', '摄像头02', '摄像头03', '摄像头04']));
        expect(api.last('GET /camera/cmisCamera/list')!.query.get('sectionId')).toBeNull();
        expect(screen.getByText(/第 1 \/ 3 页/)).toBeTruthy();
        expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);

        fireEvent.click(screen.getByRole('button', { name: '下一页' }));
        await waitFor(() => expect(names()).toEqual(['摄像头05', '摄像头06', '摄像头07', '摄像头08']));
        fireEvent.click(screen.getByRole('button', { name: '下一页' }));
        await waitFor(() => expect(names()).toEqual(['摄像头09', '摄像头10', '摄像头11']));
        expect(document.querySelectorAll('.aq-camera-empty')).toHaveLength(1);
        expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true);

        fireEvent.click(screen.getByRole('button', { name: '9 分屏' }));
        await waitFor(() => expect(names()).toHaveLength(9));
        expect(names()[0]).toBe('摄像头01');
        expect(screen.getByText(/第 1 \/ 2 页/)).toBeTruthy();
        expect(screen.getByRole('button', { name: '9 分屏' }).getAttribute('aria-pressed')).toBe('true');

        fireEvent.click(screen.getByRole('button', { name: '下一页' }));
        await waitFor(() => expect(names()).toEqual(['摄像头10', '摄像头11']));

        fireEvent.click(screen.getByRole('button', { name: '单屏' }));
        await waitFor(() => expect(names()).toEqual(['摄像头10']));
        expect(screen.getByText(/第 10 \/ 11 页/)).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: '上一页' }));
        await waitFor(() => expect(names()).toEqual(['摄像头09']));
    });

    it('gives each tile its state: 离线 and 无视频流地址 start no player, a fatal error shows 播放失败 and 重试 starts again', async () => {
        stub([cam(1), cam(2, { status: '0', status_dictText: '离线' }), cam(3, { streamUrl: '' }), cam(4)]);
        at('/analysis/video');
        await waitFor(() => expect(names()).toHaveLength(4));

        expect(tileOf('摄像头02').dataset.state).toBe('offline');
        expect(within(tileOf('摄像头02')).getByText('离线')).toBeTruthy();
        expect(tileOf('摄像头03').dataset.state).toBe('no-url');
        expect(within(tileOf('摄像头03')).getByText('无视频流地址')).toBeTruthy();
        expect(within(tileOf('摄像头01')).getByText('加载中')).toBeTruthy();

        // players only for the two cameras with a stream, muted
        await waitFor(() => expect(players).toHaveLength(2));
        expect(players.map(p => p.url).sort()).toEqual(['https://video.test/c1.m3u8', 'https://video.test/c4.m3u8']);
        const first = players.find(p => p.url?.endsWith('c1.m3u8'))!;
        expect(first.media!.muted).toBe(true);

        // playing
        const fourth = players.find(p => p.url?.endsWith('c4.m3u8'))!;
        act(() => fourth.media!.dispatchEvent(new Event('playing')));
        await waitFor(() => expect(tileOf('摄像头04').dataset.state).toBe('playing'));
        expect(within(tileOf('摄像头04')).queryByText('加载中')).toBeNull();

        // a non-fatal error is left to hls.js; a fatal one fails the tile
        act(() => first.emit('hlsError', { fatal: false, type: 'networkError' }));
        expect(tileOf('摄像头01').dataset.state).toBe('loading');
        act(() => first.emit('hlsError', { fatal: true, type: 'networkError' }));
        await waitFor(() => expect(tileOf('摄像头01').dataset.state).toBe('failed'));
        expect(within(tileOf('摄像头01')).getByText('播放失败')).toBeTruthy();
        expect(within(tileOf('摄像头01')).getByText('视频流无法访问')).toBeTruthy();
        expect(first.destroyed).toBe(true);

        fireEvent.click(within(tileOf('摄像头01')).getByRole('button', { name: '重试 摄像头01' }));
        await waitFor(() => expect(players).toHaveLength(3));
        expect(players[2].url).toBe('https://video.test/c1.m3u8');
        expect(tileOf('摄像头01').dataset.state).toBe('loading');
    });

    it('fails a stream that never starts after the timeout', async () => {
        vi.useFakeTimers({ shouldAdvanceTime: true });
        try {
            stub([cam(1)]);
            at('/analysis/video');
            await waitFor(() => expect(players).toHaveLength(1));
            await act(async () => {
                vi.advanceTimersByTime(21_000);
            });
            expect(tileOf('摄像头01').dataset.state).toBe('failed');
            expect(within(tileOf('摄像头01')).getByText('视频流连接超时')).toBeTruthy();
        } finally {
            vi.useRealTimers();
        }
    });

    it('plays natively where the browser has HLS, without hls.js', async () => {
        vi.mocked(HTMLMediaElement.prototype.canPlayType).mockReturnValue('maybe');
        stub([cam(1)]);
        const { unmount } = at('/analysis/video');
        await waitFor(() => expect(names()).toHaveLength(1));
        const video = tileOf('摄像头01').querySelector('video')!;
        await waitFor(() => expect(video.getAttribute('src')).toBe('https://video.test/c1.m3u8'));
        expect(players).toHaveLength(0);
        act(() => video.dispatchEvent(new Event('error')));
        await waitFor(() => expect(tileOf('摄像头01').dataset.state).toBe('failed'));
        unmount();
        expect(video.getAttribute('src')).toBeNull();
    });

    it('starts with the linked camera (?camera=) in the first window', async () => {
        stub(ELEVEN);
        at('/analysis/video?camera=c7');
        await waitFor(() => expect(names()).toEqual(['摄像头07', '摄像头01', '摄像头02', '摄像头03']));
        expect(screen.queryByText(/未找到链接指定的摄像头/)).toBeNull();
    });

    it('says so when the linked camera is not there', async () => {
        stub(ELEVEN);
        at('/analysis/video?camera=gone');
        await screen.findByText(/未找到链接指定的摄像头/);
        expect(names()[0]).toBe('摄像头01');
    });

    it('asks for the section in the address only', async () => {
        const api = stub([...ELEVEN, cam(20, { sectionId: 's2', sectionId_dictText: '第二标段' })]);
        at('/analysis/video?sectionId=s2');
        await waitFor(() => expect(names()).toEqual(['摄像头20']));
        expect(api.last('GET /camera/cmisCamera/list')!.query.get('sectionId')).toBe('s2');
    });

    it('enlarges a tile by double click, 全屏 or Enter, and gives the others back with Escape', async () => {
        stub(ELEVEN);
        at('/analysis/video');
        await waitFor(() => expect(names()).toHaveLength(4));
        await waitFor(() => expect(players).toHaveLength(4));
        const second = players.find(p => p.url?.endsWith('c2.m3u8'))!;

        fireEvent.doubleClick(tileOf('摄像头02'));
        await waitFor(() => expect(names()).toEqual(['摄像头02']));
        // the enlarged one keeps its player; the hidden ones are stopped
        expect(second.destroyed).toBe(false);
        expect(live()).toEqual([second]);

        fireEvent.keyDown(tileOf('摄像头02'), { key: 'Escape' });
        await waitFor(() => expect(names()).toHaveLength(4));

        fireEvent.click(screen.getByRole('button', { name: '全屏 摄像头03' }));
        await waitFor(() => expect(names()).toEqual(['摄像头03']));
        fireEvent.click(screen.getByRole('button', { name: '退出全屏 摄像头03' }));
        await waitFor(() => expect(names()).toHaveLength(4));

        const tile = tileOf('摄像头04');
        expect(tile.tabIndex).toBe(0);
        fireEvent.keyDown(tile, { key: 'Enter' });
        await waitFor(() => expect(names()).toEqual(['摄像头04']));
    });

    it('stops the players of a page left and all of them on unmount', async () => {
        stub(ELEVEN);
        const { unmount } = at('/analysis/video');
        await waitFor(() => expect(players).toHaveLength(4));
        const firstPage = [...players];
        fireEvent.click(screen.getByRole('button', { name: '下一页' }));
        await waitFor(() => expect(players).toHaveLength(8));
        expect(firstPage.every(p => p.destroyed)).toBe(true);
        expect(live()).toHaveLength(4);
        unmount();
        expect(live()).toHaveLength(0);
    });
});
