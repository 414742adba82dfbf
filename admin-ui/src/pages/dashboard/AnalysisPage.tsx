// Home (component dashboard/Analysis): the viewer's to-do counts (/dashboard/todo: the steps he
// holds and the records waiting for them) and visit statistics from /sys/loginfo and /sys/visitInfo.
import { useEffect, useState } from 'react';
import { Box, Card, CardActionArea, CardContent, Grid, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { getAction } from '../../dataProvider/http';
import { getUserInfo } from '../../authProvider/session';
import { greeting } from '../../app/greeting';

interface LogInfo {
    todayIp?: number | string;
    todayVisitCount?: number | string;
    totalVisitCount?: number | string;
}
interface VisitRow {
    type: string;
    ip: number;
    visit: number;
    tian: string;
}

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

interface Todo {
    key: string;
    title: string;
    count: number;
    path: string;
}

/** 我的待办: one card per step the viewer holds, opening the list it is done in. */
const Todos = ({ items }: { items: Todo[] }) => (
    <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
            <Typography sx={{ fontWeight: 500, mb: 1.5 }} component="h2">
                我的待办
            </Typography>
            <Grid container spacing={2}>
                {items.map(t => (
                    <Grid key={t.key} size={{ xs: 12, sm: 4 }}>
                        <Card variant="outlined">
                            <CardActionArea component={RouterLink} to={t.path} aria-label={`${t.title} ${t.count}`}>
                                <CardContent>
                                    <Typography color="text.secondary" sx={{ fontSize: 14 }}>{t.title}</Typography>
                                    <Typography sx={{ fontSize: 28, fontWeight: 500, color: t.count ? 'warning.main' : 'text.primary' }} data-testid={`todo-${t.key}`}>
                                        {t.count}
                                    </Typography>
                                </CardContent>
                            </CardActionArea>
                        </Card>
                    </Grid>
                ))}
            </Grid>
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

export const AnalysisPage = () => {
    const [info, setInfo] = useState<LogInfo>({});
    const [visits, setVisits] = useState<VisitRow[]>([]);
    const [todos, setTodos] = useState<Todo[]>([]);
    const user = getUserInfo();
    useEffect(() => {
        let live = true;
        getAction<LogInfo>('/sys/loginfo', undefined, { silent: true })
            .then(env => live && env.success && env.result && setInfo(env.result))
            .catch(() => {});
        getAction<Todo[]>('/dashboard/todo', undefined, { silent: true })
            .then(env => live && env.success && Array.isArray(env.result) && setTodos(env.result))
            .catch(() => {});
        getAction<VisitRow[]>('/sys/visitInfo', undefined, { silent: true })
            .then(env => live && env.success && Array.isArray(env.result) && setVisits(env.result))
            .catch(() => {});
        return () => {
            live = false;
        };
    }, []);
    return (
        <Box>
            <Card variant="outlined" sx={{ mb: 2 }}>
                <CardContent>
                    <Typography variant="h6" component="h1">
                        {greeting()}，{user?.realname || user?.username || ''}，欢迎使用水资源配置工程智慧管控平台
                    </Typography>
                    <Typography color="text.secondary" sx={{ mt: 0.5, fontSize: 14 }}>
                        在顶部选择标段后查看对应的进度、质量、安全与投资数据。
                    </Typography>
                </CardContent>
            </Card>
            {todos.length > 0 && <Todos items={todos} />}
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
