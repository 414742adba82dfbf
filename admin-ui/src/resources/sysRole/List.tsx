// 角色管理: the generated list plus, per row, 用户 (the role's members) and 授权 (button code
// system:role:auth: the role's menu/button and data-rule authorisation), as in JeecgBoot 2.4's
// RoleUserList.
import { useState } from 'react';
import { Button, Dialog, DialogContent, DialogTitle, IconButton, useMediaQuery } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { CrudList } from '../../components/Crud';
import { useHasPermission } from '../../components/HasPermission';
import { MOBILE_QUERY } from '../../components/Crud/responsive';
import { RoleAuthDrawer } from '../../pages/system/grants';
import { RoleMembers } from '../../pages/system/members/RoleMembers';
import { config } from './config.gen';

type Row = Record<string, any>;

export default function List() {
    const can = useHasPermission();
    const mobile = useMediaQuery(MOBILE_QUERY);
    const [role, setRole] = useState<Row | null>(null);
    const [members, setMembers] = useState<Row | null>(null);
    const rowActions = (r: Row) => (
        <>
            <Button size="small" sx={{ minWidth: 0, px: 0.75, whiteSpace: 'nowrap' }} onClick={() => setMembers(r)}>
                用户
            </Button>
            {can('system:role:auth') && (
                <Button size="small" sx={{ minWidth: 0, px: 0.75, whiteSpace: 'nowrap' }} onClick={() => setRole(r)}>
                    授权
                </Button>
            )}
        </>
    );
    return (
        <>
            <CrudList config={config} rowActions={rowActions} />
            <RoleAuthDrawer role={role ? { id: String(role.id), roleName: role.roleName } : null} onClose={() => setRole(null)} />
            <Dialog open={!!members} onClose={() => setMembers(null)} fullWidth maxWidth="lg" fullScreen={mobile} aria-labelledby="aq-role-members-title">
                <DialogTitle id="aq-role-members-title" sx={{ display: 'flex', alignItems: 'center' }}>
                    <span style={{ flex: 1 }}>角色用户：{members?.roleName}</span>
                    <IconButton aria-label="关闭" onClick={() => setMembers(null)}>
                        <CloseIcon />
                    </IconButton>
                </DialogTitle>
                <DialogContent dividers>
                    {members && <RoleMembers roleId={String(members.id)} roleName={String(members.roleName)} />}
                </DialogContent>
            </Dialog>
        </>
    );
}
