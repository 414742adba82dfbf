// The users of a role (JeecgBoot 2.4's RoleUserList right pane): search by account and name,
// 添加已有用户 through the user picker, 取消关联 per row and for the ticked rows.
import { useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { UserPicker, type PickedUser } from '../../../components/Pickers';
import { feedback, warnFailure } from '../../../components/Feedback';
import { useHasPermission } from '../../../components/HasPermission';
import { deleteAction, postAction } from '../../../dataProvider/http';
import { UserTable, usePagedUsers, type UserColumn } from './UserTable';

export const ROLE_USERS_URL = '/sys/user/userRoleList';

export interface RoleMembersProps {
    roleId: string;
    roleName: string;
}

const COLUMNS: UserColumn[] = [
    { key: 'username', title: '用户账号' },
    { key: 'realname', title: '用户姓名' },
    { key: 'status_dictText', title: '状态', wide: true },
    { key: 'phone', title: '手机号码', wide: true },
];

export const RoleMembers = ({ roleId, roleName }: RoleMembersProps) => {
    const can = useHasPermission();
    const editable = can('role:edit');
    const [draft, setDraft] = useState({ username: '', realname: '' });
    const [search, setSearch] = useState({ username: '', realname: '' });
    const [selected, setSelected] = useState<string[]>([]);
    const page = usePagedUsers(ROLE_USERS_URL, { roleId, ...search }, !!roleId);

    const done = (ok: boolean) => {
        if (!ok) return;
        setSelected([]);
        page.reload();
    };
    const send = async (call: () => Promise<{ success: boolean; message?: string; code?: number }>, fallback: string) => {
        try {
            const env = await call();
            if (env.success) feedback.message.success(env.message || fallback);
            else warnFailure(env, '操作失败');
            return env.success;
        } catch {
            return false; // the request layer told the user
        }
    };
    const add = async (users: PickedUser[]) => {
        if (!users.length) return;
        done(await send(() => postAction('/sys/user/addSysUserRole', { roleId, userIdList: users.map(u => u.id) }), '添加成功!'));
    };
    const unlink = async (ids: string[]) => {
        if (!ids.length) {
            feedback.message.warning('请选择一条记录！');
            return;
        }
        if (!(await feedback.confirm('确认操作', ids.length > 1 ? '是否取消选中的用户与角色的关联?' : '确定要取消关联吗?'))) return;
        const ok =
            ids.length > 1
                ? await send(() => deleteAction('/sys/user/deleteUserRoleBatch', { roleId, userIds: ids.join(',') }), '删除成功!')
                : await send(() => deleteAction('/sys/user/deleteUserRole', { roleId, userId: ids[0] }), '删除成功!');
        done(ok);
    };

    if (!roleId) {
        return (
            <Typography color="text.secondary" sx={{ p: 2 }}>
                请选择一个角色
            </Typography>
        );
    }
    return (
        <Box component="section" aria-label={`${roleName}的用户`}>
            <Typography variant="subtitle1" sx={{ mb: 1 }}>
                {roleName} 的用户
            </Typography>
            <Box
                component="form"
                role="search"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}
                onSubmit={e => {
                    e.preventDefault();
                    setSearch({ username: draft.username.trim(), realname: draft.realname.trim() });
                }}
            >
                <TextField size="small" label="用户账号" value={draft.username} onChange={e => setDraft(d => ({ ...d, username: e.target.value }))} sx={{ flex: '1 1 140px' }} />
                <TextField size="small" label="用户姓名" value={draft.realname} onChange={e => setDraft(d => ({ ...d, realname: e.target.value }))} sx={{ flex: '1 1 140px' }} />
                <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
                    查询
                </Button>
                <Button
                    onClick={() => {
                        setDraft({ username: '', realname: '' });
                        setSearch({ username: '', realname: '' });
                    }}
                >
                    重置
                </Button>
            </Box>
            {editable && (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
                    <Box sx={{ width: { xs: '100%', sm: 220 } }}>
                        <UserPicker id={`role-members-${roleId}`} label="添加已有用户" placeholder="选择用户" valueKey="id" multiple value="" onChange={() => undefined} onSelect={add} />
                    </Box>
                    <Button variant="outlined" color="warning" disabled={!selected.length} onClick={() => unlink(selected)}>
                        批量取消关联
                    </Button>
                    {selected.length > 0 && (
                        <Typography variant="body2" color="text.secondary">
                            已选择 {selected.length} 项
                        </Typography>
                    )}
                </Stack>
            )}
            <UserTable
                label={`${roleName}的用户`}
                columns={COLUMNS}
                page={page}
                selected={editable ? selected : undefined}
                onSelect={editable ? setSelected : undefined}
                actions={
                    editable
                        ? r => (
                              <Button size="small" color="warning" onClick={() => unlink([String(r.id)])}>
                                  取消关联
                              </Button>
                          )
                        : undefined
                }
            />
        </Box>
    );
};

export default RoleMembers;
