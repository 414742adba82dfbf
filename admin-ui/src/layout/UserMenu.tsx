// Header user menu: 账户设置, 修改密码, 切换部门, 导航页, 清理缓存, 退出登录.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogout } from 'react-admin';
import { Avatar, Box, Button, Divider, ListItemIcon, Menu, MenuItem } from '@mui/material';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import ExploreOutlined from '@mui/icons-material/ExploreOutlined';
import CachedOutlined from '@mui/icons-material/CachedOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { getAction } from '../dataProvider/http';
import { feedback } from '../components/Feedback';
import { PasswordDialog } from '../components/PasswordDialog';
import { ChoiceDialog, departDialogTitle } from '../components/ChoiceDialog';
import { getUserInfo, refreshDictCache, selectDepart, USER_INFO_EVENT, type Depart } from '../authProvider/session';
import { staticUrl } from '../components/Upload';

export const useConfirmLogout = () => {
    const logout = useLogout();
    return async () => {
        if (await feedback.confirm('提示', '真的要注销登录吗 ?')) logout({ manual: true });
    };
};

export const UserMenu = ({ compact = false }: { compact?: boolean }) => {
    const navigate = useNavigate();
    const logout = useLogout();
    const confirmLogout = useConfirmLogout();
    const [user, setUser] = useState(getUserInfo);
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [pwdOpen, setPwdOpen] = useState(false);
    const [departs, setDeparts] = useState<{ list: Depart[]; orgCode?: string } | null>(null);
    const name = user?.realname || user?.username || '';
    // A stored avatar is read with the session (staticUrl), an external one as it is.
    const avatar = user?.avatar ? staticUrl(user.avatar) : undefined;
    useEffect(() => {
        const reload = () => setUser(getUserInfo());
        window.addEventListener(USER_INFO_EVENT, reload);
        return () => window.removeEventListener(USER_INFO_EVENT, reload);
    }, []);

    const close = () => setAnchor(null);

    const openDeparts = async () => {
        close();
        try {
            const env = await getAction<{ list: Depart[]; orgCode?: string }>('/sys/user/getCurrentUserDeparts');
            const list = env.success ? (env.result?.list ?? []) : [];
            if (!list.length) {
                feedback.message.warning('您尚未设置部门信息!');
                return;
            }
            setDeparts({ list, orgCode: env.result?.orgCode });
        } catch {
            /* shown by the request layer */
        }
    };

    const clearCache = async () => {
        close();
        if (await refreshDictCache()) feedback.message.success('刷新缓存完成！');
        else feedback.message.error('刷新缓存失败！');
    };

    const current = departs?.list.find(d => d.orgCode === departs.orgCode);

    return (
        <>
            <Button
                color="inherit"
                onClick={e => setAnchor(e.currentTarget)}
                aria-haspopup="menu"
                aria-label="用户菜单"
                className="aq-user-menu"
                sx={{ color: 'rgba(0,0,0,.75)', px: 1, minWidth: 0 }}
            >
                <Avatar src={avatar} alt={name} sx={{ width: 28, height: 28, fontSize: 14, bgcolor: '#1890ff', mr: compact ? 0 : 1 }}>
                    {name.slice(0, 1)}
                </Avatar>
                {!compact && <Box component="span" sx={{ fontSize: 14 }}>欢迎您，{name}</Box>}
                <ArrowDropDown fontSize="small" />
            </Button>
            <Menu anchorEl={anchor} open={!!anchor} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
                <MenuItem onClick={() => { close(); navigate('/account/settings/base'); }}>
                    <ListItemIcon><ManageAccountsOutlined fontSize="small" /></ListItemIcon>账户设置
                </MenuItem>
                <MenuItem onClick={() => { close(); setPwdOpen(true); }}>
                    <ListItemIcon><LockResetOutlined fontSize="small" /></ListItemIcon>修改密码
                </MenuItem>
                <MenuItem onClick={openDeparts}>
                    <ListItemIcon><SwapHorizOutlined fontSize="small" /></ListItemIcon>切换部门
                </MenuItem>
                <MenuItem onClick={() => { close(); navigate('/guide/shiyan'); }}>
                    <ListItemIcon><ExploreOutlined fontSize="small" /></ListItemIcon>导航页
                </MenuItem>
                <MenuItem onClick={clearCache}>
                    <ListItemIcon><CachedOutlined fontSize="small" /></ListItemIcon>清理缓存
                </MenuItem>
                <Divider />
                <MenuItem onClick={() => { close(); confirmLogout(); }}>
                    <ListItemIcon><LogoutOutlined fontSize="small" /></ListItemIcon>退出登录
                </MenuItem>
            </Menu>
            <PasswordDialog
                open={pwdOpen}
                username={user?.username}
                onClose={() => setPwdOpen(false)}
                onChanged={() => {
                    setPwdOpen(false);
                    // The server revoked the session on a password change.
                    logout({ manual: true });
                }}
            />
            {departs && (
                <ChoiceDialog
                    open
                    closable
                    title={departDialogTitle(current?.departName)}
                    placeholder="请选择登录部门"
                    tooltip="您隶属于多部门，请选择当前所在部门"
                    options={departs.list.map(d => ({ value: d.orgCode, label: d.departName }))}
                    initialValue={departs.orgCode ?? ''}
                    onClose={() => setDeparts(null)}
                    onConfirm={async orgCode => {
                        try {
                            await selectDepart(orgCode, user?.username ?? '');
                            feedback.message.success('部门切换成功');
                            setDeparts(null);
                        } catch (e) {
                            feedback.message.error((e as Error).message);
                        }
                    }}
                />
            )}
        </>
    );
};
