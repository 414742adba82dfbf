// Redis监控 (modules/monitor/RedisInfo). There is no Redis: the server says so in the details'
// first row and answers with the in-process caches — the entries they hold (keysSize) and the Go
// heap (memoryInfo), read every 3 seconds while the page is open, and their details (info).
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { MonitorFrame } from './MonitorFrame';
import { getRaw, getResult, KEYS_SIZE_URL, MEMORY_INFO_URL, REDIS_INFO_URL, type RedisRow } from './api';
import { useLoad } from './useLoad';

export const POLL_MS = 3000;
const POINTS = 20;

interface Point {
    at: string;
    keys: number;
    kb: number;
}

/** A small line of the last readings. */
export const Sparkline = ({ values, label, color }: { values: number[]; label: string; color: string }) => {
    const w = 300;
    const h = 60;
    if (values.length === 0) return <Box sx={{ height: h }} />;
    const lo = Math.min(...values);
    const hi = Math.max(...values);
    const span = hi - lo || 1;
    const step = values.length > 1 ? w / (values.length - 1) : 0;
    const pts = values.map((v, i) => `${(i * step).toFixed(1)},${(h - 4 - ((v - lo) / span) * (h - 8)).toFixed(1)}`).join(' ');
    return (
        <svg viewBox={`0 0 ${w} ${h}`} width="100%" height={h} role="img" aria-label={label} preserveAspectRatio="none">
            <polyline points={pts} fill="none" stroke={color} strokeWidth={2} vectorEffect="non-scaling-stroke" />
        </svg>
    );
};

const Gauge = ({ title, value, unit, values, color }: { title: string; value?: number; unit: string; values: number[]; color: string }) => (
    <Paper variant="outlined" sx={{ p: 1.5, flex: '1 1 260px', minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
            {title}
        </Typography>
        <Typography variant="h5" component="p">
            {value === undefined ? '—' : `${value.toLocaleString('zh-CN', { maximumFractionDigits: 1 })} ${unit}`}
        </Typography>
        <Sparkline values={values} label={`${title}的走势`} color={color} />
    </Paper>
);

export const RedisInfo = () => {
    const loadInfo = useCallback((signal: AbortSignal) => getResult<RedisRow[]>(REDIS_INFO_URL, signal), []);
    const info = useLoad(loadInfo);
    const [points, setPoints] = useState<Point[]>([]);
    const [pollError, setPollError] = useState<string | null>(null);
    const alive = useRef(true);

    const poll = useCallback(async () => {
        try {
            const [keys, mem] = await Promise.all([
                getRaw<{ dbSize: number }>(KEYS_SIZE_URL),
                getRaw<{ used_memory: number | string }>(MEMORY_INFO_URL),
            ]);
            if (!alive.current) return;
            setPollError(null);
            setPoints(p => [...p, { at: new Date().toISOString(), keys: Number(keys.dbSize) || 0, kb: Number(mem.used_memory) / 1000 || 0 }].slice(-POINTS));
            return true;
        } catch (e) {
            if (alive.current) setPollError((e as Error)?.message || '获取缓存信息失败');
            return false;
        }
    }, []);

    useEffect(() => {
        alive.current = true;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const tick = async () => {
            const ok = await poll();
            // Stop after a failure (as the 2.4.2 page does); 刷新 starts again.
            if (ok && alive.current) timer = setTimeout(tick, POLL_MS);
        };
        void tick();
        return () => {
            alive.current = false;
            if (timer) clearTimeout(timer);
        };
    }, [poll]);

    const rows = info.data ?? [];
    const notice = rows.find(r => r.key === '说明');
    const last = points.at(-1);
    return (
        <MonitorFrame
            title="Redis监控"
            loading={info.loading}
            error={info.error ?? pollError}
            at={info.at}
            onRefresh={() => {
                info.reload();
                if (pollError) {
                    setPollError(null);
                    void poll();
                }
            }}
        >
            {notice && (
                <Alert severity="warning" role="status" sx={{ mb: 1 }}>
                    {notice.value}
                    {notice.description ? `：${notice.description}` : ''}
                </Alert>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
                <Gauge title="缓存条目实时数量" value={last?.keys} unit="个" values={points.map(p => p.keys)} color="#dc143c" />
                <Gauge title="内存实时占用" value={last?.kb} unit="KB" values={points.map(p => p.kb)} color="#1976d2" />
            </Box>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                详细信息
            </Typography>
            <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label="缓存详细信息">
                    <TableHead>
                        <TableRow>
                            <TableCell>Key</TableCell>
                            <TableCell>Description</TableCell>
                            <TableCell>Value</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {rows.length === 0 ? (
                            <TableRow>
                                <TableCell colSpan={3} align="center">
                                    {info.loading ? '加载中…' : '暂无数据'}
                                </TableCell>
                            </TableRow>
                        ) : (
                            rows.map(r => (
                                <TableRow key={r.key}>
                                    <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{r.key}</TableCell>
                                    <TableCell>{r.description}</TableCell>
                                    <TableCell sx={{ wordBreak: 'break-all' }}>{r.value}</TableCell>
                                </TableRow>
                            ))
                        )}
                    </TableBody>
                </Table>
            </TableContainer>
        </MonitorFrame>
    );
};

export default RedisInfo;
