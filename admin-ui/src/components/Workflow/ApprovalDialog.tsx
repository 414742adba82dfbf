// 审批: one to-do task — the record in approval, the history so far, an opinion, and the four
// answers: 同意 (sends the instance version seen, so a flow moved by someone else is refused),
// 驳回 and 退回 (an opinion required: they end this round), 转交 (to another user). A refusal
// keeps the dialog open with the server's message; a success closes it and calls onDone.
import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography, useMediaQuery } from '@mui/material';
import { MOBILE_QUERY } from '../Crud/responsive';
import { feedback } from '../Feedback';
import { UserPicker } from '../Pickers';
import { FLOW_API, fetchResult, sendAction, todoChanged, type Task } from './api';
import { HistoryTimeline, useHistory } from './HistoryTimeline';
import { RecordSnapshot, Section } from './RecordSnapshot';

interface BackTarget {
    key: string;
    name: string;
}

type Mode = 'answer' | 'back' | 'delegate';

export interface ApprovalDialogProps {
    task: Task;
    onClose: () => void;
    /** after the task was handled (the dialog has closed) */
    onDone: () => void;
}

export const ApprovalDialog = ({ task, onClose, onDone }: ApprovalDialogProps) => {
    const phone = useMediaQuery(MOBILE_QUERY);
    const history = useHistory(task.procInstId);
    const [comment, setComment] = useState('');
    const [commentError, setCommentError] = useState('');
    const [mode, setMode] = useState<Mode>('answer');
    const [targets, setTargets] = useState<{ list: BackTarget[]; loading: boolean; error?: string }>({ list: [], loading: false });
    const [target, setTarget] = useState('');
    const [username, setUsername] = useState('');
    const [userError, setUserError] = useState('');
    const [error, setError] = useState('');
    const [busy, setBusy] = useState(false);

    const needComment = () => {
        if (comment.trim()) return true;
        setCommentError('请填写审批意见');
        return false;
    };

    const send = async (url: string, body: Record<string, unknown>) => {
        setBusy(true);
        setError('');
        const r = await sendAction(url, { id: task.id, comment: comment.trim(), ...body });
        setBusy(false);
        if (!r.ok) {
            setError(r.message || '操作失败，请稍后重试');
            return;
        }
        feedback.message.success(r.message);
        todoChanged();
        onClose();
        onDone();
    };

    const pass = () => send(FLOW_API.pass, typeof task.version === 'number' ? { version: task.version } : {});
    const reject = () => needComment() && send(FLOW_API.reject, {});

    const openBack = () => {
        setMode('back');
        setError('');
        setTargets({ list: [], loading: true });
        fetchResult<BackTarget[]>(FLOW_API.backList(task.procInstId), undefined, '退回节点加载失败')
            .then(list => {
                const l = Array.isArray(list) ? list : [];
                setTargets({ list: l, loading: false });
                setTarget(l[0]?.key ?? '');
            })
            .catch((e: Error) => setTargets({ list: [], loading: false, error: e.message || '退回节点加载失败' }));
    };
    const back = () => {
        if (!needComment() || !target) return;
        if (target === 'applicant') void send(FLOW_API.back, {});
        else void send(FLOW_API.backToTask, { backTaskKey: target });
    };

    const delegate = () => {
        if (!username) {
            setUserError('请选择转交给谁');
            return;
        }
        void send(FLOW_API.delegate, { username });
    };

    const cancelMode = () => {
        setMode('answer');
        setError('');
    };

    const title = task.title || task.processName || '审批';
    return (
        <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth fullScreen={phone} aria-labelledby="approval-title">
            <DialogTitle id="approval-title">{title}</DialogTitle>
            <DialogContent dividers>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                    {task.processName && <span>流程：{task.processName}</span>}
                    {task.name && <span>当前节点：{task.name}</span>}
                    {task.applyerName && <span>发起人：{task.applyerName}</span>}
                    {task.createTime && <span>到达时间：{task.createTime}</span>}
                </Typography>
                <Section title="业务信息">
                    <RecordSnapshot procInstId={task.procInstId} />
                </Section>
                <Section title="审批记录">
                    <HistoryTimeline {...history} />
                </Section>
                <Stack spacing={2}>
                    <TextField
                        label="审批意见"
                        multiline
                        minRows={3}
                        value={comment}
                        onChange={e => {
                            setComment(e.target.value);
                            if (e.target.value.trim()) setCommentError('');
                        }}
                        error={!!commentError}
                        helperText={commentError || '驳回、退回时必填'}
                        slotProps={{ htmlInput: { maxLength: 1000 } }}
                    />
                    {mode === 'back' &&
                        (targets.error ? (
                            <Alert severity="error">{targets.error}</Alert>
                        ) : (
                            <TextField
                                select
                                size="small"
                                label="退回到"
                                value={targets.list.some(t => t.key === target) ? target : ''}
                                onChange={e => setTarget(e.target.value)}
                                disabled={targets.loading}
                                helperText={targets.loading ? '加载中…' : undefined}
                            >
                                {targets.list.map(t => (
                                    <MenuItem key={t.key} value={t.key}>
                                        {t.key === 'applicant' ? `发起人（${t.name || '退回发起人'}）` : t.name}
                                    </MenuItem>
                                ))}
                            </TextField>
                        ))}
                    {mode === 'delegate' && (
                        <UserPicker
                            id="approval-delegate"
                            label="转交给"
                            required
                            value={username}
                            onChange={v => {
                                setUsername(v);
                                if (v) setUserError('');
                            }}
                            error={userError}
                        />
                    )}
                    {error && (
                        <Alert severity="error" role="alert">
                            {error}
                        </Alert>
                    )}
                </Stack>
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
                {mode === 'answer' ? (
                    <>
                        <Button onClick={onClose} disabled={busy}>
                            关闭
                        </Button>
                        <Box sx={{ flex: 1 }} />
                        <Button onClick={() => setMode('delegate')} disabled={busy}>
                            转交
                        </Button>
                        <Button color="warning" onClick={openBack} disabled={busy}>
                            退回
                        </Button>
                        <Button color="error" variant="outlined" onClick={reject} disabled={busy}>
                            驳回
                        </Button>
                        <Button variant="contained" onClick={pass} disabled={busy}>
                            同意
                        </Button>
                    </>
                ) : (
                    <>
                        <Button onClick={cancelMode} disabled={busy}>
                            取消
                        </Button>
                        {mode === 'back' ? (
                            <Button color="warning" variant="contained" onClick={back} disabled={busy || targets.loading || !target}>
                                确认退回
                            </Button>
                        ) : (
                            <Button variant="contained" onClick={delegate} disabled={busy}>
                                确认转交
                            </Button>
                        )}
                    </>
                )}
            </DialogActions>
        </Dialog>
    );
};
