// The priority tag of an announcement: L 一般消息 (blue), M 重要消息 (orange), H 紧急消息 (red).
import { Box } from '@mui/material';
import { PRIORITY } from './api';

export const PriorityTag = ({ priority }: { priority?: string | null }) => {
    const p = PRIORITY[String(priority ?? '')];
    if (!p) return null;
    return (
        <Box
            component="span"
            data-priority={priority}
            sx={{
                display: 'inline-block',
                flexShrink: 0,
                px: 0.75,
                fontSize: 12,
                lineHeight: '20px',
                borderRadius: 0.5,
                border: '1px solid',
                borderColor: p.color,
                color: p.color,
                whiteSpace: 'nowrap',
            }}
        >
            {p.text}
        </Box>
    );
};
