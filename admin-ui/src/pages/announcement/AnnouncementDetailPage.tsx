// 通知公告 (/announcement/detail?id=…): one announcement from queryById, marked read for the
// current user when it is shown.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Paper } from '@mui/material';
import { fetchNotice, markNoticeRead, NoticeDetail, noticeTarget, useOpenNoticeTarget, type Notice } from '../../components/Notice';

export const AnnouncementDetailPage = () => {
    const [params] = useSearchParams();
    const navigate = useNavigate();
    const openTarget = useOpenNoticeTarget();
    const id = params.get('id') ?? '';
    const [state, setState] = useState<{ notice?: Notice; error?: string; loading: boolean }>({ loading: true });

    useEffect(() => {
        if (!id) {
            setState({ loading: false, error: '缺少通知编号' });
            return;
        }
        let live = true;
        setState({ loading: true });
        fetchNotice(id)
            .then(n => {
                if (!live) return;
                setState({ loading: false, notice: n });
                markNoticeRead(id).catch(() => {});
            })
            .catch((e: Error) => live && setState({ loading: false, error: e?.message || '加载失败' }));
        return () => {
            live = false;
        };
    }, [id]);

    const n = state.notice;
    const page = noticeTarget(n);
    return (
        <Paper variant="outlined" sx={{ m: { xs: 0, md: 2 }, p: { xs: 2, md: 3 } }}>
            {state.loading && (
                <Box sx={{ textAlign: 'center', py: 4 }}>
                    <CircularProgress size={28} aria-label="加载中" />
                </Box>
            )}
            {state.error && <Alert severity="error">{state.error}</Alert>}
            {n && <NoticeDetail notice={n} />}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
                {page && (
                    <Button variant="contained" onClick={() => openTarget(page)}>
                        去处理
                    </Button>
                )}
                <Button onClick={() => navigate('/isps/userAnnouncement')}>我的消息</Button>
            </Box>
        </Paper>
    );
};

export default AnnouncementDetailPage;
