// 通知消息: one announcement (title, 发布人, 发布时间, sanitised HTML); 去处理 opens its
// openPage when openType is `url`.
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { RichTextView } from '../Editors';
import { MOBILE_QUERY } from '../Crud/responsive';
import { noticeTime, type Notice } from './api';

export interface NoticeDetailDialogProps {
    notice: Notice | null;
    onClose: () => void;
}

/** The page 去处理 opens: openPage when openType is `url`. */
export const noticeTarget = (n: Notice | null | undefined): string => (n?.openType === 'url' && n.openPage ? String(n.openPage) : '');

/** Opens a 去处理 target: an http(s) address in a new window, otherwise a route here. */
export const useOpenNoticeTarget = () => {
    const navigate = useNavigate();
    return (page: string) => {
        if (/^https?:\/\//i.test(page)) window.open(page, '_blank', 'noopener');
        else navigate(page.startsWith('/') ? page : `/${page}`);
    };
};

/** The body shared by the dialog and the /announcement/detail page. */
export const NoticeDetail = ({ notice }: { notice: Notice }) => (
    <Box>
        <Typography component="h2" variant="h6" sx={{ fontSize: 18, fontWeight: 600, textAlign: 'center', wordBreak: 'break-word' }}>
            {notice.titile}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 2, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 3 }}>
            <span>发布人：{notice.sender || '—'}</span>
            <span>发布时间：{noticeTime(notice) || '—'}</span>
        </Typography>
        <RichTextView value={notice.msgContent} label="通知内容" emptyText="（无内容）" />
    </Box>
);

export const NoticeDetailDialog = ({ notice, onClose }: NoticeDetailDialogProps) => {
    const openTarget = useOpenNoticeTarget();
    const mobile = useMediaQuery(MOBILE_QUERY);
    const page = noticeTarget(notice);
    const handle = () => {
        onClose();
        openTarget(page);
    };
    return (
        <Dialog open={!!notice} onClose={onClose} fullScreen={mobile} fullWidth maxWidth="md" aria-labelledby="notice-detail-title">
            <DialogTitle id="notice-detail-title">
                通知消息
            </DialogTitle>
            <DialogContent dividers>{notice && <NoticeDetail notice={notice} />}</DialogContent>
            <DialogActions>
                {page && (
                    <Button variant="contained" onClick={handle}>
                        去处理
                    </Button>
                )}
                <Button onClick={onClose}>关闭</Button>
            </DialogActions>
        </Dialog>
    );
};
