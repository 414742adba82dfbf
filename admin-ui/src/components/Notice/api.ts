// Announcement calls of the current user (docs/contract.md §13) and their shapes.
import { getAction, putAction } from '../../dataProvider/http';

export const NOTICE_URLS = {
    listByUser: '/sys/annountCement/listByUser',
    queryById: '/sys/annountCement/queryById',
    markRead: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    readAll: '/sys/sysAnnouncementSend/readAll',
    mine: '/sys/sysAnnouncementSend/getMyAnnouncementSend',
} as const;

/** An announcement as listByUser / queryById / getMyAnnouncementSend give it (`titile` sic). */
export interface Notice {
    id: string;
    /** getMyAnnouncementSend: the announcement id (`id` is the send row there) */
    anntId?: string;
    titile?: string;
    msgContent?: string | null;
    sender?: string | null;
    sendTime?: string | null;
    createTime?: string | null;
    priority?: string | null;
    msgCategory?: string | null;
    readFlag?: string | number | null;
    openType?: string | null;
    openPage?: string | null;
    busId?: string | null;
    [k: string]: unknown;
}

export interface NoticeSummary {
    anntMsgList: Notice[];
    anntMsgTotal: number;
    sysMsgList: Notice[];
    sysMsgTotal: number;
}

export const EMPTY_SUMMARY: NoticeSummary = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };

/** L 一般消息 (blue), M 重要消息 (orange), H 紧急消息 (red). */
export const PRIORITY: Record<string, { text: string; color: string }> = {
    L: { text: '一般消息', color: '#1890ff' },
    M: { text: '重要消息', color: '#fa8c16' },
    H: { text: '紧急消息', color: '#f5222d' },
};

/** The announcement id of a row from any of the three lists. */
export const anntIdOf = (n: Notice): string => String(n.anntId || n.id);

/** The time shown for an announcement: when it was published, else when it was written. */
export const noticeTime = (n: Notice): string => String(n.sendTime || n.createTime || '');

const count = (v: unknown, list: unknown[]) => {
    const n = Number(v);
    return Number.isFinite(n) && n >= 0 ? n : list.length;
};

/** GET listByUser; throws on a failed reply (the caller stops polling). */
export const fetchNoticeSummary = async (): Promise<NoticeSummary> => {
    const env = await getAction<Partial<NoticeSummary>>(NOTICE_URLS.listByUser, undefined, { silent: true });
    if (!env.success) throw new Error(env.message || '消息加载失败');
    const r = env.result ?? {};
    const annt = Array.isArray(r.anntMsgList) ? r.anntMsgList : [];
    const sys = Array.isArray(r.sysMsgList) ? r.sysMsgList : [];
    return { anntMsgList: annt, anntMsgTotal: count(r.anntMsgTotal, annt), sysMsgList: sys, sysMsgTotal: count(r.sysMsgTotal, sys) };
};

/** Window event: the current user's read state changed (the bell reloads). */
export const NOTICES_CHANGED_EVENT = 'aq:notices-changed';
export const noticesChanged = () => window.dispatchEvent(new Event(NOTICES_CHANGED_EVENT));

/** PUT editByAnntIdAndUserId {anntId}: marks one announcement read for the current user. */
export const markNoticeRead = async (anntId: string): Promise<boolean> => {
    const env = await putAction(NOTICE_URLS.markRead, { anntId });
    if (env.success) noticesChanged();
    return !!env.success;
};

/** PUT readAll: marks every announcement of the current user read; returns the server's message. */
export const markAllNoticesRead = async (): Promise<{ ok: boolean; message: string }> => {
    const env = await putAction(NOTICE_URLS.readAll);
    if (env.success) noticesChanged();
    return { ok: !!env.success, message: env.message || (env.success ? '全部已读' : '操作失败') };
};

/**
 * One announcement: GET queryById?id; where that is refused (it needs the 系统通告 list
 * permission) the user's own copy from getMyAnnouncementSend.
 */
export const fetchNotice = async (id: string): Promise<Notice> => {
    let first: Error;
    try {
        const env = await getAction<Notice>(NOTICE_URLS.queryById, { id }, { silent: true });
        if (env.success && env.result) return env.result;
        first = new Error(env.message || '未找到对应数据');
    } catch (e) {
        first = e as Error;
    }
    const mine = await getAction<{ records?: Notice[] }>(NOTICE_URLS.mine, { pageNo: 1, pageSize: 999999 }, { silent: true }).catch(() => null);
    const own = mine?.success ? mine.result?.records?.find(r => String(r.anntId) === id) : undefined;
    if (own) return { ...own, id };
    throw first;
};
