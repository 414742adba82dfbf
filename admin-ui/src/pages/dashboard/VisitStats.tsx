// The visit statistics of 首页 (today's addresses and visits, the last 7 days): the admin's, shown
// when the server says the viewer holds them.
import { useEffect, useState } from 'react';
import { Box, Card, CardContent, Grid, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { fetchVisits, type LogInfo, type VisitRow } from './homeApi';

const StatCard = ({ label, value, color }: { label: string; value?: number | string; color: string }) => (
    <Card variant="outlined" sx={{ height: '100%', borderTop: `3px solid ${color}` }}>
        <CardContent>
            <Typography color="text.secondary" sx={{ fontSize: 14 }}>{label}</Typography>
            <Typography sx={{ fontSize: 30, fontWeight: 500, mt: 1 }} data-testid={`stat-${label}`}>
                {value ?? '—'}
            </Typography>
        </CardContent>
    </Card>
);

const VisitBars = ({ rows }: { rows: VisitRow[] }) => {
    const max = Math.max(1, ...rows.map(r => Number(r.visit) || 0));
    return (
        <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1.5, height: 180, px: 1 }} role="img" aria-label="近期访问量">
            {rows.map(r => (
                <Box key={r.tian ?? r.type} sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
                    <Typography variant="caption" color="text.secondary">{r.visit}</Typography>
                    <Box sx={{ width: '60%', maxWidth: 36, bgcolor: 'primary.main', borderRadius: '2px 2px 0 0', height: `${Math.max(2, ((Number(r.visit) || 0) / max) * 140)}px` }} />
                    <Typography variant="caption" color="text.secondary">{r.type}</Typography>
                </Box>
            ))}
        </Box>
    );
};

export const VisitStats = () => {
    const [info, setInfo] = useState<LogInfo>({});
    const [visits, setVisits] = useState<VisitRow[]>([]);
    useEffect(() => {
        let live = true;
        fetchVisits().then(v => {
            if (!live) return;
            setInfo(v.info);
            setVisits(v.rows);
        });
        return () => {
            live = false;
        };
    }, []);
    return (
        <Box component="section" aria-label="访问统计">
            <Typography sx={{ fontWeight: 500, mb: 1.5 }} component="h2">
                访问统计
            </Typography>
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 4 }}><StatCard label="今日IP" value={info.todayIp} color="#1890ff" /></Grid>
                <Grid size={{ xs: 12, sm: 4 }}><StatCard label="今日访问" value={info.todayVisitCount} color="#52c41a" /></Grid>
                <Grid size={{ xs: 12, sm: 4 }}><StatCard label="总访问量" value={info.totalVisitCount} color="#faad14" /></Grid>
                <Grid size={{ xs: 12, md: 7 }}>
                    <Card variant="outlined" sx={{ height: '100%' }}>
                        <CardContent>
                            <Typography sx={{ fontWeight: 500, mb: 2 }}>最近一周访问量统计</Typography>
                            {visits.length ? <VisitBars rows={visits} /> : <Typography color="text.secondary">暂无数据</Typography>}
                        </CardContent>
                    </Card>
                </Grid>
                <Grid size={{ xs: 12, md: 5 }}>
                    <Card variant="outlined" sx={{ height: '100%' }}>
                        <CardContent>
                            <Typography sx={{ fontWeight: 500, mb: 1 }}>访问明细</Typography>
                            <Table size="small" aria-label="访问明细">
                                <TableHead>
                                    <TableRow>
                                        <TableCell>日期</TableCell>
                                        <TableCell align="right">访问量</TableCell>
                                        <TableCell align="right">IP数</TableCell>
                                    </TableRow>
                                </TableHead>
                                <TableBody>
                                    {visits.map(v => (
                                        <TableRow key={v.tian ?? v.type}>
                                            <TableCell>{v.tian ?? v.type}</TableCell>
                                            <TableCell align="right">{v.visit}</TableCell>
                                            <TableCell align="right">{v.ip}</TableCell>
                                        </TableRow>
                                    ))}
                                    {!visits.length && (
                                        <TableRow><TableCell colSpan={3} align="center" sx={{ color: 'text.secondary' }}>暂无数据</TableCell></TableRow>
                                    )}
                                </TableBody>
                            </Table>
                        </CardContent>
                    </Card>
                </Grid>
            </Grid>
        </Box>
    );
};
