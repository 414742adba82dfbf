// The frame of a 性能监控 page: title, when the figures were read, 刷新, a loading bar and the
// error of the last reading.
import type { ReactNode } from 'react';
import { Alert, Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { dateTime } from './api';

export interface MonitorFrameProps {
    title: string;
    loading: boolean;
    error: string | null;
    at: Date | null;
    onRefresh: () => void;
    /** below the title: what stands for what */
    note?: ReactNode;
    children?: ReactNode;
}

export const MonitorFrame = ({ title, loading, error, at, onRefresh, note, children }: MonitorFrameProps) => (
    <Paper variant="outlined" sx={{ m: { xs: 1, md: 2 }, p: { xs: 1, md: 2 } }} aria-busy={loading}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
                {title}
            </Typography>
            {at && (
                <Typography variant="body2" color="text.secondary">
                    更新于 {dateTime(at)}
                </Typography>
            )}
            <Button size="small" variant="outlined" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={loading}>
                刷新
            </Button>
        </Box>
        {note && (
            <Alert severity="info" role="status" sx={{ mb: 1 }}>
                {note}
            </Alert>
        )}
        <Box sx={{ height: 4, mb: 1 }}>{loading && <LinearProgress aria-label="加载中" />}</Box>
        {error && (
            <Alert severity="error" sx={{ mb: 1 }} role="alert">
                {error}
            </Alert>
        )}
        {children}
    </Paper>
);
