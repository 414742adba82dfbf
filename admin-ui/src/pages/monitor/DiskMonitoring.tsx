// 磁盘监控 (modules/monitor/DiskMonitoring): the file system of the data directory, a bar of the
// share used (GET /sys/actuator/redis/queryDiskInfo; restPPT is the percent used).
import { useCallback } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { MonitorFrame } from './MonitorFrame';
import { bytes, DISK_URL, getResult, type Disk } from './api';
import { useLoad } from './useLoad';

const barColor = (p: number) => (p >= 90 ? 'error' : p >= 75 ? 'warning' : 'primary');

export const DiskBar = ({ disk }: { disk: Disk }) => {
    const used = Math.min(100, Math.max(0, Number(disk.restPPT) || 0));
    return (
        <Box sx={{ mb: 2 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="subtitle2" sx={{ wordBreak: 'break-all' }}>
                    {disk.name}
                </Typography>
                <Typography variant="body2">已用 {used}%</Typography>
            </Box>
            <LinearProgress
                variant="determinate"
                value={used}
                color={barColor(used)}
                aria-label={`${disk.name} 已用 ${used}%`}
                sx={{ height: 12, borderRadius: 1, my: 0.5 }}
            />
            <Typography variant="body2" color="text.secondary">
                总容量 {bytes(disk.max)}，可用 {bytes(disk.rest)}，已用 {bytes(Math.max(0, disk.max - disk.rest))}
            </Typography>
        </Box>
    );
};

export const DiskMonitoring = () => {
    const load = useCallback((signal: AbortSignal) => getResult<Disk[]>(DISK_URL, signal), []);
    const { data, loading, error, at, reload } = useLoad(load);
    return (
        <MonitorFrame title="磁盘监控" loading={loading} error={error} at={at} onRefresh={reload} note="数据目录（数据库、上传文件）所在的文件系统。">
            {data && data.length === 0 && <Typography color="text.secondary">暂无磁盘信息（仅 Linux 上读取）</Typography>}
            {!data && loading && <Typography color="text.secondary">加载中…</Typography>}
            {data?.map(d => <DiskBar key={d.name} disk={d} />)}
        </MonitorFrame>
    );
};

export default DiskMonitoring;
