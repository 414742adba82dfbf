// The cameras of the video wall: loaded once per section (a project has tens, not thousands),
// then paged here so the camera a link asks for can lead the first page.
import { getAction } from '../../dataProvider/http';
import { recordsOf } from '../../components/Pickers/common';
import { config } from '../../resources/cmisCamera/config.gen';

export interface Camera {
    id: string;
    name: string;
    location: string;
    streamUrl: string;
    /** dict camera_gateway: 'hls' HLS 直连, 'go2rtc', 'zlm' (ZLMediaKit) */
    gateway: string;
    /** the media gateway's address (go2rtc, zlm) */
    gatewayUrl: string;
    /** go2rtc's stream name, ZLMediaKit's app/stream */
    streamName: string;
    /** dict camera_protocol: 'hls', 'webrtc' (go2rtc), 'flv' (zlm) */
    protocol: string;
    /** dict camera_status: '1' 在线, '0' 离线 */
    status: string;
    statusText: string;
    sectionId: string;
    sectionText: string;
}

/** The splits the wall offers (分屏). */
export const SPLITS = [1, 4, 9] as const;
export type Split = (typeof SPLITS)[number];

/** The most cameras one load asks for; more are announced, not shown. */
export const CAMERA_LIMIT = 1000;

export const OFFLINE = '0';

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

const toCamera = (r: Record<string, unknown>): Camera => ({
    id: text(r.id),
    name: text(r.name),
    location: text(r.location),
    streamUrl: text(r.streamUrl),
    gateway: text(r.gateway) || 'hls',
    gatewayUrl: text(r.gatewayUrl),
    streamName: text(r.streamName),
    protocol: text(r.protocol) || 'hls',
    status: text(r.status),
    statusText: text(r.status_dictText),
    sectionId: text(r.sectionId),
    sectionText: text(r.sectionId_dictText),
});

export interface CameraList {
    cameras: Camera[];
    total: number;
}

/** The cameras of a section (all the viewer may see without one), by name. */
export const fetchCameras = async (sectionId: string): Promise<CameraList> => {
    const params: Record<string, unknown> = { pageNo: 1, pageSize: CAMERA_LIMIT, column: 'name', order: 'asc' };
    if (sectionId) params.sectionId = sectionId;
    const env = await getAction(`${config.apiPrefix}/list`, params, { silent: true });
    if (!env.success) throw new Error(env.message || '摄像头加载失败');
    const cameras = recordsOf(env.result).map(toCamera).filter(c => c.id);
    return { cameras, total: Number(env.result?.total ?? cameras.length) || cameras.length };
};

/** The list with the asked-for camera moved to the front (unchanged when it is not there). */
export const leadWith = (cameras: Camera[], id: string): Camera[] => {
    const i = id ? cameras.findIndex(c => c.id === id) : -1;
    return i <= 0 ? cameras : [cameras[i], ...cameras.slice(0, i), ...cameras.slice(i + 1)];
};

export const pageCount = (n: number, split: number) => Math.max(1, Math.ceil(n / split));

/** The page that keeps the first camera of the current page in view after a new split. */
export const pageAfterSplit = (page: number, from: number, to: number) => Math.floor((page * from) / to);

/** The split-sized slice of a page; missing cells are null (an empty window). */
export const pageCells = (cameras: Camera[], page: number, split: number): (Camera | null)[] =>
    Array.from({ length: split }, (_, i) => cameras[page * split + i] ?? null);
