// 分配部门角色 (JeecgBoot 2.4's DeptRoleUserModal): the department's roles as checkboxes, the
// user's ticked; saving sends the new and the loaded role ids (deptRoleUserAdd).
import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Typography } from '@mui/material';
import { feedback, warnFailure } from '../../../components/Feedback';
import { getAction, postAction } from '../../../dataProvider/http';
import { DEPT_ROLE_API, type DeptRole } from './DeptRoles';

interface Props {
    /** the user to give roles; null closes the dialog */
    user: { id: string; realname?: string; username?: string } | null;
    departId: string;
    onClose: () => void;
}

export const DeptRoleUserDialog = ({ user, departId, onClose }: Props) => {
    const [roles, setRoles] = useState<DeptRole[] | null>(null);
    const [error, setError] = useState('');
    const [loaded, setLoaded] = useState<string[]>([]);
    const [checked, setChecked] = useState<Set<string>>(new Set());
    const [saving, setSaving] = useState(false);
    const userId = user?.id;

    useEffect(() => {
        if (!userId) return;
        let live = true;
        setRoles(null);
        setError('');
        Promise.all([
            getAction<DeptRole[]>(`${DEPT_ROLE_API}/getDeptRoleList`, { departId, userId }, { silent: true }),
            getAction<{ droleId?: string }[]>(`${DEPT_ROLE_API}/getDeptRoleByUserId`, { departId, userId }, { silent: true }),
        ]).then(
            ([all, mine]) => {
                if (!live) return;
                if (!all.success || !mine.success) {
                    setError(all.message || mine.message || '数据加载失败');
                    setRoles([]);
                    return;
                }
                const held = (Array.isArray(mine.result) ? mine.result : []).map(r => String(r.droleId ?? '')).filter(Boolean);
                setRoles(Array.isArray(all.result) ? all.result : []);
                setLoaded(held);
                setChecked(new Set(held));
            },
            () => live && (setError('数据加载失败'), setRoles([]))
        );
        return () => {
            live = false;
        };
    }, [userId, departId]);

    const flip = (id: string) =>
        setChecked(prev => {
            const next = new Set(prev);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            return next;
        });

    const save = async () => {
        if (!userId) return;
        setSaving(true);
        try {
            const env = await postAction(`${DEPT_ROLE_API}/deptRoleUserAdd`, { userId, newRoleId: [...checked].join(','), oldRoleId: loaded.join(',') });
            if (env.success) {
                feedback.message.success(env.message || '添加成功!');
                onClose();
            } else warnFailure(env, '保存失败');
        } catch {
            /* reported by the request layer */
        } finally {
            setSaving(false);
        }
    };

    const who = user?.realname || user?.username || '';
    return (
        <Dialog open={!!user} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="aq-dept-role-user-title">
            <DialogTitle id="aq-dept-role-user-title">分配部门角色{who ? `：${who}` : ''}</DialogTitle>
            <DialogContent dividers>
                {roles === null ? (
                    <CircularProgress size={24} aria-label="加载中" />
                ) : error ? (
                    <Alert severity="error">{error}</Alert>
                ) : !roles.length ? (
                    <Typography color="text.secondary">本部门还没有部门角色，请先在「部门角色」中新增</Typography>
                ) : (
                    <Stack>
                        {roles.map(r => (
                            <FormControlLabel key={r.id} control={<Checkbox checked={checked.has(r.id)} onChange={() => flip(r.id)} />} label={r.roleName} />
                        ))}
                    </Stack>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>取消</Button>
                <Button variant="contained" disabled={saving || !!error || roles === null} onClick={() => void save()}>
                    确定
                </Button>
            </DialogActions>
        </Dialog>
    );
};
