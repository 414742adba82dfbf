// 回收站 of the user list: deleted users (GET /sys/user/recycleBin) with 还原
// (PUT putRecycleBin {userIds}) and 彻底删除 (DELETE deleteRecycleBin?userIds), per row and
// for the ticked rows, each after a confirm.
import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography, useMediaQuery } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { MOBILE_QUERY } from '../../components/Crud/responsive';
import { feedback } from '../../components/Feedback';
import { deleteAction, putAction } from '../../dataProvider/http';
import { UserTable, usePagedUsers, type UserColumn } from '../../pages/system/members/UserTable';

export const RECYCLE_BIN_URL = '/sys/user/recycleBin';

const COLUMNS: UserColumn[] = [
    { key: 'username', title: '用户账号' },
    { key: 'realname', title: '用户姓名' },
    { key: 'orgCodeTxt', title: '部门', wide: true },
    { key: 'phone', title: '手机号码', wide: true },
];

export interface RecycleBinProps {
    open: boolean;
    onClose: () => void;
    /** after users came back to the list */
    onRestored: () => void;
}

export const RecycleBin = ({ open, onClose, onRestored }: RecycleBinProps) => {
    const phone = useMediaQuery(MOBILE_QUERY);
    const [draft, setDraft] = useState('');
    const [username, setUsername] = useState('');
    const [selected, setSelected] = useState<string[]>([]);
    const page = usePagedUsers(RECYCLE_BIN_URL, { username }, open);

    const run = async (ids: string[], restore: boolean) => {
        if (!ids.length) {
            feedback.message.warning('请选择一条记录！');
            return;
        }
        const ok = restore
            ? await feedback.confirm('恢复用户', `您确定要恢复这 ${ids.length} 个用户吗？`)
            : await feedback.confirm('彻底删除用户', `您确定要彻底删除这 ${ids.length} 个用户吗？注意：彻底删除后将无法恢复，请谨慎操作！`);
        if (!ok) return;
        try {
            const env = restore
                ? await putAction('/sys/user/putRecycleBin', { userIds: ids.join(',') })
                : await deleteAction('/sys/user/deleteRecycleBin', { userIds: ids.join(',') });
            if (!env.success) {
                if (Number(env.code) !== 510) feedback.message.warning(env.message || '操作失败');
                return;
            }
            feedback.message.success(env.message || (restore ? '还原成功' : '删除成功!'));
            setSelected(s => s.filter(id => !ids.includes(id)));
            page.reload();
            if (restore) onRestored();
        } catch {
            /* the request layer showed it */
        }
    };

    return (
        <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth fullScreen={phone} aria-labelledby="recycle-bin-title">
            <DialogTitle id="recycle-bin-title">用户回收站</DialogTitle>
            <DialogContent>
                <Box
                    component="form"
                    role="search"
                    sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1, pt: 1 }}
                    onSubmit={e => {
                        e.preventDefault();
                        setUsername(draft.trim());
                    }}
                >
                    <TextField size="small" label="用户账号" value={draft} onChange={e => setDraft(e.target.value)} sx={{ flex: '1 1 160px' }} />
                    <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
                        查询
                    </Button>
                </Box>
                <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                    <Button variant="outlined" disabled={!selected.length} onClick={() => run(selected, true)}>
                        批量还原
                    </Button>
                    <Button variant="outlined" color="error" disabled={!selected.length} onClick={() => run(selected, false)}>
                        批量彻底删除
                    </Button>
                    {selected.length > 0 && (
                        <Typography variant="body2" color="text.secondary">
                            已选择 {selected.length} 项
                        </Typography>
                    )}
                </Stack>
                <UserTable
                    label="已删除的用户"
                    columns={COLUMNS}
                    page={page}
                    selected={selected}
                    onSelect={setSelected}
                    empty="回收站是空的"
                    actions={r => (
                        <>
                            <Button size="small" onClick={() => run([String(r.id)], true)}>
                                还原
                            </Button>
                            <Button size="small" color="error" onClick={() => run([String(r.id)], false)}>
                                彻底删除
                            </Button>
                        </>
                    )}
                />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>关闭</Button>
            </DialogActions>
        </Dialog>
    );
};
