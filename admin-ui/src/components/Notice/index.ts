export * from './api';
export { connectNoticeSocket, noticeSocketUrl, parseNoticeMessage, type NoticeMessage } from './noticeSocket';
export { useNoticeSocket, type NoticeSocketOptions } from './useNoticeSocket';
export { useNotices, POLL_MS, type NoticesState, type UseNoticesOptions } from './useNotices';
export { NoticeDetail, NoticeDetailDialog, noticeTarget, useOpenNoticeTarget } from './NoticeDetailDialog';
export { PriorityTag } from './PriorityTag';
