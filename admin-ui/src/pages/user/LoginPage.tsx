import { useState } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import { Link, Stack, Tab, Tabs } from '@mui/material';
import { UserLayout } from './UserLayout';
import { useLoginFlow } from './useLoginFlow';
import { AccountLogin, PhoneLogin } from './LoginForms';
import { ThirdLogin } from './ThirdLogin';
import { config } from '../../app/config';
import { getToken } from '../../app/storage';

export const LoginPage = () => {
    const [params] = useSearchParams();
    const [loggedInAtMount] = useState(() => !!getToken());
    const [tab, setTab] = useState(0);
    const { afterLogin, dialog } = useLoginFlow();
    const redirect = params.get('redirect');

    // A logged-in user opening the login page goes home.
    if (loggedInAtMount) return <Navigate to={config.homePath} replace />;

    return (
        <UserLayout>
            <Tabs value={tab} onChange={(_, v) => setTab(v)} variant="fullWidth" sx={{ mb: 3 }} aria-label="登录方式">
                <Tab label="账号密码登录" />
                <Tab label="手机号登录" />
            </Tabs>
            {tab === 0 ? (
                <AccountLogin onDone={(r, pw) => afterLogin(r, pw, redirect)} />
            ) : (
                <PhoneLogin onDone={r => afterLogin(r, null, redirect)} />
            )}
            <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2.5, fontSize: 14 }}>
                <Link component={RouterLink} to="/user/alteration" underline="hover">忘记密码</Link>
                <Link component={RouterLink} to="/user/register" underline="hover">注册账户</Link>
            </Stack>
            <ThirdLogin onDone={r => afterLogin(r, null, redirect)} redirect={redirect} />
            {dialog}
        </UserLayout>
    );
};
