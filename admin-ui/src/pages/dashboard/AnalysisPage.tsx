// 首页 (component dashboard/Analysis): every user's work from GET /dashboard/home — 我的待办 (flow
// approvals and the steps waiting for him), his sections' progress, open hidden dangers and the
// latest announcements, each part only when he may list what it counts; the visit statistics
// only for who the server says holds them (the admin, who may see both).
import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, Grid, Typography } from '@mui/material';
import { getUserInfo } from '../../authProvider/session';
import { greeting } from '../../app/greeting';
import { fetchHome, type HomeData } from './homeApi';
import { VisitStats } from './VisitStats';
import { DangerPart, NoticePart, ProgressPart, TodoPart } from './WorkPanels';

export const AnalysisPage = () => {
    const [data, setData] = useState<HomeData | null>(null);
    const [error, setError] = useState('');
    const user = getUserInfo();
    useEffect(() => {
        let live = true;
        fetchHome().then(
            d => live && setData(d),
            (e: Error) => live && setError(e?.message || '首页加载失败'),
        );
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
                        这里是您的待办与所辖标段的进度、隐患和通知；在顶部选择标段后，各业务页面只显示该标段的数据。
                    </Typography>
                </CardContent>
            </Card>
            {error && (
                <Alert severity="error" sx={{ mb: 2 }}>
                    {error}
                </Alert>
            )}
            {!data && !error && (
                <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                    <CircularProgress size={28} aria-label="加载中" />
                </Box>
            )}
            {data && (
                <Grid container spacing={2} sx={{ mb: 2 }}>
                    <Grid size={{ xs: 12, md: 6 }}>
                        <TodoPart steps={data.steps} approvals={data.approvals} />
                    </Grid>
                    {data.progress && (
                        <Grid size={{ xs: 12, md: 6 }}>
                            <ProgressPart rows={data.progress} />
                        </Grid>
                    )}
                    {data.dangers && (
                        <Grid size={{ xs: 12, md: 6 }}>
                            <DangerPart {...data.dangers} />
                        </Grid>
                    )}
                    <Grid size={{ xs: 12, md: 6 }}>
                        <NoticePart notices={data.notices} />
                    </Grid>
                </Grid>
            )}
            {data?.visits && <VisitStats />}
        </Box>
    );
};
