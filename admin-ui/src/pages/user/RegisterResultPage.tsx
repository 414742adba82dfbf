import { useLocation, useNavigate } from 'react-router-dom';
import { Box, Button, Stack, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { UserLayout } from './UserLayout';

export const RegisterResultPage = () => {
    const navigate = useNavigate();
    const username = (useLocation().state as { username?: string } | null)?.username;
    return (
        <UserLayout width={520}>
            <Box sx={{ textAlign: 'center', py: 2 }}>
                <CheckCircle sx={{ fontSize: 72, color: '#52c41a' }} />
                <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
                    你的账户：{username ?? '—'} 注册成功
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>请使用新账户登录系统。</Typography>
                <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: 4 }}>
                    <Button variant="contained" onClick={() => navigate('/user/login')}>登录</Button>
                    <Button onClick={() => navigate('/user/login')}>返回首页</Button>
                </Stack>
            </Box>
        </UserLayout>
    );
};
