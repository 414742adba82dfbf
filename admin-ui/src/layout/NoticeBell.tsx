// The notice bell: unread badge (anntMsgTotal + sysMsgTotal), a 300 px popover with the tabs
// 通知 and 系统消息; opening an entry marks it read and shows 通知消息.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge, Box, Button, IconButton, List, ListItemButton, Popover, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { markNoticeRead, noticeTime, NoticeDetailDialog, PriorityTag, useNotices, type Notice, type UseNoticesOptions } from '../components/Notice';

const NoticeEntries = ({ items, label, onOpen }: { items: Notice[]; label: string; onOpen: (n: Notice) => void }) =>
    items.length === 0 ? (
        <Box sx={{ py: 4, textAlign: 'center' }}>
            <Typography color="text.secondary" sx={{ fontSize: 14 }}>
                暂无消息
            </Typography>
        </Box>
    ) : (
        <List dense disablePadding aria-label={label} sx={{ maxHeight: 320, overflowY: 'auto' }}>
            {items.map(n => (
                <ListItemButton key={n.id} onClick={() => onOpen(n)} divider sx={{ display: 'block', py: 1 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                        <Typography noWrap sx={{ flex: 1, minWidth: 0, fontSize: 14 }} title={n.titile}>
                            {n.titile}
                        </Typography>
                        <PriorityTag priority={n.priority} />
                    </Box>
                    <Typography color="text.secondary" sx={{ fontSize: 12, mt: 0.5 }}>
                        {noticeTime(n)}
                    </Typography>
                </ListItemButton>
            ))}
        </List>
    );

export const NoticeBell = (props: UseNoticesOptions) => {
    const navigate = useNavigate();
    const { summary, unread, reload } = useNotices(props);
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [tab, setTab] = useState(0);
    const [detail, setDetail] = useState<Notice | null>(null);

    const openNotice = (n: Notice) => {
        setAnchor(null);
        // the read mark reloads the bell (noticesChanged); a failure is shown by the request layer
        void markNoticeRead(String(n.id)).catch(() => {});
        setDetail(n);
    };

    return (
        <>
            <Tooltip title="消息通知">
                <IconButton
                    aria-label={`消息通知（${unread}条未读）`}
                    onClick={e => {
                        setAnchor(e.currentTarget);
                        void reload();
                    }}
                >
                    <Badge badgeContent={unread} color="error" max={99} data-testid="notice-badge">
                        <NotificationsNoneOutlined />
                    </Badge>
                </IconButton>
            </Tooltip>
            <Popover
                open={!!anchor}
                anchorEl={anchor}
                onClose={() => setAnchor(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
                slotProps={{ paper: { sx: { width: 300, maxWidth: 'calc(100vw - 16px)' } } }}
            >
                <Tabs value={tab} onChange={(_, v) => setTab(v)} variant="fullWidth">
                    <Tab label={`通知(${summary.anntMsgTotal})`} />
                    <Tab label={`系统消息(${summary.sysMsgTotal})`} />
                </Tabs>
                {tab === 0 ? (
                    <NoticeEntries items={summary.anntMsgList} label="通知" onOpen={openNotice} />
                ) : (
                    <NoticeEntries items={summary.sysMsgList} label="系统消息" onOpen={openNotice} />
                )}
                <Box sx={{ borderTop: '1px solid #f0f0f0', textAlign: 'center' }}>
                    <Button
                        fullWidth
                        onClick={() => {
                            setAnchor(null);
                            navigate('/isps/userAnnouncement');
                        }}
                    >
                        查看更多
                    </Button>
                </Box>
            </Popover>
            <NoticeDetailDialog notice={detail} onClose={() => setDetail(null)} />
        </>
    );
};
