// 监理通知: the generated list with 回复 on the unanswered notices for who answers them (code
// :reply) and an 逾期 tag past the reply deadline. The server writes the reply once
// (POST /safety/cmisSupervisionNotice/reply); the 详情 dialog shows it afterwards. 编辑 and 删除 show
// only while 待回复 (删除 on any row for who holds :delete_any, the admin), as the server allows.
import { useState } from 'react';
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography, useMediaQuery } from '@mui/material';
import { CrudList } from '../../components/Crud';
import { MOBILE_QUERY } from '../../components/Crud/responsive';
import { feedback, warnFailure } from '../../components/Feedback';
import { useHasPermission } from '../../components/HasPermission';
import { postAction } from '../../dataProvider/http';
import { config } from './config.gen';

type Row = Record<string, any>;

export const REPLY_URL = `${config.apiPrefix}/reply`;
const REPLY_MAX = config.fields.find(f => f.name === 'reply')?.maxLength ?? 4000;

const ReplyDialog = ({ row, onClose, onDone }: { row: Row; onClose: () => void; onDone: () => void }) => {
    const phone = useMediaQuery(MOBILE_QUERY);
    const [reply, setReply] = useState('');
    const [error, setError] = useState('');
    const [busy, setBusy] = useState(false);
    const save = async () => {
        const text = reply.trim();
        const e = !text ? '请填写回复内容' : [...text].length > REPLY_MAX ? `回复内容不能超过${REPLY_MAX}个字` : '';
        setError(e);
        if (e) return;
        setBusy(true);
        try {
            const env = await postAction(REPLY_URL, { id: String(row.id), reply: text });
            if (env.success) {
                feedback.message.success(env.message || '回复成功');
                onDone();
            } else warnFailure(env, '操作失败');
        } catch {
            /* the request layer reported it; keep the text */
        } finally {
            setBusy(false);
        }
    };
    return (
        <Dialog open onClose={(_, reason) => reason !== 'backdropClick' && onClose()} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby="notice-reply-title">
            <DialogTitle id="notice-reply-title">回复监理通知</DialogTitle>
            <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                    <Typography variant="subtitle2">
                        {String(row.noticeNo ?? '')}　{String(row.subject ?? '')}
                    </Typography>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', bgcolor: 'action.hover', p: 1.5, borderRadius: 1 }}>
                        {String(row.content ?? '')}
                    </Typography>
                    <TextField
                        label="回复内容"
                        required
                        multiline
                        minRows={4}
                        value={reply}
                        onChange={e => setReply(e.target.value)}
                        error={!!error}
                        helperText={error || `${[...reply].length}/${REPLY_MAX}`}
                        autoFocus
                    />
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>取消</Button>
                <Button variant="contained" onClick={save} disabled={busy}>
                    {busy ? '提交中...' : '确定'}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

export default function List() {
    const can = useHasPermission();
    const [open, setOpen] = useState<{ row: Row; reload: () => void } | null>(null);
    const rowActions = (r: Row, reload: () => void) =>
        String(r.status) === '1' && can(`${config.permPrefix}:reply`) ? (
            <Button size="small" sx={{ minWidth: 0, px: 0.75, whiteSpace: 'nowrap' }} onClick={() => setOpen({ row: r, reload })}>
                回复
            </Button>
        ) : null;
    const render = {
        status: (r: Row) => (
            <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', whiteSpace: 'nowrap' }}>
                {String(r.status_dictText ?? r.status ?? '')}
                {r.overdue === true && <Chip size="small" color="error" label="逾期" />}
            </Box>
        ),
    };
    return (
        <>
            <CrudList
                config={config}
                rowActions={rowActions}
                render={render}
                canEdit={r => String(r.status) === '1'}
                canDelete={r => String(r.status) === '1' || can(`${config.permPrefix}:delete_any`)}
            />
            {open && (
                <ReplyDialog
                    row={open.row}
                    onClose={() => setOpen(null)}
                    onDone={() => {
                        open.reload();
                        setOpen(null);
                    }}
                />
            )}
        </>
    );
}
