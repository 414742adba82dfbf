// 请求追踪 (modules/monitor/HttpTrace): the last requests this instance answered (GET
// /actuator/httptrace, newest first), without CORS preflights and the trace's own calls, as the
// 2.4.2 page shows them; filter by method, page through them.
import { useCallback, useMemo, useState } from 'react';
import {
    Alert,
    Box,
    Chip,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TablePagination,
    TableRow,
    ToggleButton,
    ToggleButtonGroup,
    Typography,
} from '@mui/material';
import { MonitorFrame } from './MonitorFrame';
import { dateTime, getRaw, TRACE_URL, type Trace } from './api';
import { useLoad } from './useLoad';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

type Color = 'success' | 'info' | 'warning' | 'error' | 'default' | 'primary' | 'secondary';

/** The 2.4.2 page's colours: under 500 ms green, under 1 s cyan, under 1.5 s orange, else red. */
export const tookColor = (ms: number): Color => (ms < 500 ? 'success' : ms < 1000 ? 'info' : ms < 1500 ? 'warning' : 'error');

export const statusColor = (s: number): Color =>
    s < 200 ? 'secondary' : s < 300 ? 'success' : s < 400 ? 'info' : s < 500 ? 'warning' : 'error';

const methodColor: Record<string, Color> = { GET: 'success', POST: 'primary', PUT: 'warning', DELETE: 'error' };

/** The requests the page lists: no preflight, not the trace's own calls. */
export const shown = (traces: Trace[]): Trace[] =>
    traces.filter(t => t.request?.method !== 'OPTIONS' && !String(t.request?.uri ?? '').includes('httptrace'));

export const HttpTrace = () => {
    const load = useCallback((signal: AbortSignal) => getRaw<{ traces: Trace[] }>(TRACE_URL, signal).then(r => shown(r.traces ?? [])), []);
    const { data, loading, error, at, reload } = useLoad(load);
    const [methods, setMethods] = useState<string[]>([]);
    const [page, setPage] = useState(0);
    const [size, setSize] = useState(10);
    const rows = useMemo(() => (data ?? []).filter(t => methods.length === 0 || methods.includes(t.request.method)), [data, methods]);
    const visible = rows.slice(page * size, page * size + size);
    return (
        <MonitorFrame title="请求追踪" loading={loading} error={error} at={at} onRefresh={reload}>
            <Alert severity="info" role="status" sx={{ mb: 1 }}>
                共追踪到 {data?.length ?? 0} 条近期 HTTP 请求记录（本实例最近 100 条；只记方法、路径、状态、耗时与用户，不记参数）
            </Alert>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
                <Typography variant="body2">请求方法</Typography>
                <ToggleButtonGroup
                    size="small"
                    value={methods}
                    aria-label="请求方法"
                    onChange={(_, v: string[]) => {
                        setMethods(v);
                        setPage(0);
                    }}
                >
                    {METHODS.map(m => (
                        <ToggleButton key={m} value={m} aria-label={m}>
                            {m}
                        </ToggleButton>
                    ))}
                </ToggleButtonGroup>
            </Box>
            <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label="请求追踪" sx={{ minWidth: 640 }}>
                    <TableHead>
                        <TableRow>
                            <TableCell>请求时间</TableCell>
                            <TableCell>请求方法</TableCell>
                            <TableCell>请求URL</TableCell>
                            <TableCell>响应状态</TableCell>
                            <TableCell>请求耗时</TableCell>
                            <TableCell>用户</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {visible.length === 0 ? (
                            <TableRow>
                                <TableCell colSpan={6} align="center">
                                    {loading && !data ? '加载中…' : '暂无请求记录'}
                                </TableCell>
                            </TableRow>
                        ) : (
                            visible.map((t, i) => (
                                <TableRow key={`${t.timestamp}-${page * size + i}`}>
                                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(new Date(t.timestamp))}</TableCell>
                                    <TableCell>
                                        <Chip size="small" label={t.request.method} color={methodColor[t.request.method] ?? 'default'} />
                                    </TableCell>
                                    <TableCell sx={{ wordBreak: 'break-all', fontFamily: 'monospace', fontSize: 13 }}>{t.request.uri.split('?')[0]}</TableCell>
                                    <TableCell>
                                        <Chip size="small" variant="outlined" label={t.response.status} color={statusColor(t.response.status)} />
                                    </TableCell>
                                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                        <Chip size="small" variant="outlined" label={`${t.timeTaken} ms`} color={tookColor(t.timeTaken)} />
                                    </TableCell>
                                    <TableCell>{t.principal?.name ?? '—'}</TableCell>
                                </TableRow>
                            ))
                        )}
                    </TableBody>
                </Table>
            </TableContainer>
            <TablePagination
                component="div"
                count={rows.length}
                page={Math.min(page, Math.max(0, Math.ceil(rows.length / size) - 1))}
                onPageChange={(_, p) => setPage(p)}
                rowsPerPage={size}
                rowsPerPageOptions={[10, 20, 50, 100]}
                onRowsPerPageChange={e => {
                    setSize(Number(e.target.value));
                    setPage(0);
                }}
                labelRowsPerPage="每页"
                labelDisplayedRows={({ from, to, count }) => `显示 ${from} ~ ${to} 条记录，共 ${count} 条记录`}
            />
        </MonitorFrame>
    );
};

export default HttpTrace;
