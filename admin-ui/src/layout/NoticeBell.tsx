// The notice bell: badge and popover slot (announcements arrive with the notice module).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge, Box, Button, IconButton, Popover, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';

export const NoticeBell = ({ count = 0 }: { count?: number }) => {
    const navigate = useNavigate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    return (
        <>
            <Tooltip title="消息通知">
                <IconButton aria-label={`消息通知（${count}条未读）`} onClick={e => setAnchor(e.currentTarget)}>
                    <Badge badgeContent={count} color="error" max={99} data-testid="notice-badge">
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
                slotProps={{ paper: { sx: { width: 300 } } }}
            >
                <Tabs value={0} variant="fullWidth">
                    <Tab label={`通知(${count})`} />
                </Tabs>
                <Box sx={{ py: 4, textAlign: 'center' }}>
                    <Typography color="text.secondary" sx={{ fontSize: 14 }}>暂无消息</Typography>
                </Box>
                <Box sx={{ borderTop: '1px solid #f0f0f0', textAlign: 'center' }}>
                    <Button fullWidth onClick={() => { setAnchor(null); navigate('/isps/userAnnouncement'); }}>查看更多</Button>
                </Box>
            </Popover>
        </>
    );
};
