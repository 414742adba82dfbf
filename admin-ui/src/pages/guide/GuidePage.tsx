// 导航页 /guide/shiyan: module entrance tiles; also where a weak password must be changed.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogout } from 'react-admin';
import { Alert, Box, Button, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import MonitorOutlined from '@mui/icons-material/MonitorOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import TerrainOutlined from '@mui/icons-material/TerrainOutlined';
import { config } from '../../app/config';
import { getToken, KEYS, ls } from '../../app/storage';
import { getUserInfo } from '../../authProvider/session';
import { PasswordDialog } from '../../components/PasswordDialog';

const TILES = [
    { title: '管理首页', path: '/dashboard/analysis', icon: DashboardOutlined, color: '#1890ff' },
    { title: '首页大屏', path: '/home/dashboard', icon: MonitorOutlined, color: '#13c2c2' },
    { title: '地图', path: '/home/map', icon: MapOutlined, color: '#52c41a' },
    { title: '视频监控', path: '/analysis/video', icon: VideocamOutlined, color: '#722ed1' },
    { title: '通知公告', path: '/isps/userAnnouncement', icon: CampaignOutlined, color: '#fa8c16' },
    { title: '地质超前预报', path: '/prediction/detail', icon: TerrainOutlined, color: '#8c8c8c' },
];

export const GuidePage = () => {
    const navigate = useNavigate();
    const logout = useLogout();
    const loggedIn = !!getToken();
    const weak = loggedIn && ls.get<boolean>(KEYS.validPassword) === false;
    const [pwdOpen, setPwdOpen] = useState(weak);
    const user = getUserInfo();

    return (
        <Box sx={{ minHeight: '100vh', background: 'linear-gradient(180deg, #0b3a6f 0%, #11579c 260px, #f0f2f5 260px)' }}>
            <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 2, md: 6 }, py: 3, color: '#fff' }}>
                <Box component="img" src="/logo.svg" alt="" sx={{ width: 40, height: 40 }} />
                <Typography component="h1" sx={{ fontSize: { xs: 20, md: 26 }, fontWeight: 600, flex: 1 }}>{config.productTitle}</Typography>
                {loggedIn ? (
                    <Typography sx={{ fontSize: 14, opacity: 0.9 }}>欢迎您，{user?.realname || user?.username}</Typography>
                ) : (
                    <Button variant="contained" color="inherit" sx={{ color: '#11579c' }} onClick={() => navigate('/user/login')}>登录</Button>
                )}
            </Box>
            <Box sx={{ px: { xs: 2, md: 6 }, pb: 6 }}>
                <Typography sx={{ color: 'rgba(255,255,255,.85)', mb: 3 }}>导航页 · 请选择要进入的模块</Typography>
                {weak && (
                    <Alert
                        severity="warning"
                        sx={{ mb: 3 }}
                        action={<Button color="inherit" size="small" onClick={() => setPwdOpen(true)}>修改密码</Button>}
                    >
                        您的密码不符合安全要求（密码由8位数字、大小写字母组成!），请先修改密码后再使用系统。
                    </Alert>
                )}
                <Grid container spacing={2}>
                    {TILES.map(t => (
                        <Grid key={t.path} size={{ xs: 6, sm: 4, md: 2 }}>
                            <Card sx={{ height: '100%' }}>
                                <CardActionArea disabled={weak} onClick={() => navigate(t.path)} sx={{ height: '100%' }}>
                                    <CardContent sx={{ textAlign: 'center', py: 4 }}>
                                        <t.icon sx={{ fontSize: 44, color: t.color }} />
                                        <Typography sx={{ mt: 1.5, fontWeight: 500 }}>{t.title}</Typography>
                                    </CardContent>
                                </CardActionArea>
                            </Card>
                        </Grid>
                    ))}
                </Grid>
            </Box>
            <PasswordDialog
                open={pwdOpen}
                username={user?.username}
                onClose={() => setPwdOpen(false)}
                onChanged={() => {
                    setPwdOpen(false);
                    // The server revoked the session: log in again with the new password.
                    logout({ manual: true });
                }}
            />
        </Box>
    );
};
