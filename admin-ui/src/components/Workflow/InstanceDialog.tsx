// 流程详情: an instance — its fields, who holds it now, the record, the history — with 撤回 for
// the applicant while nobody has acted (the status endpoint says so) and 评论 for participants.
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, useMediaQuery } from '@mui/material';
import { getAction } from '../../dataProvider/http';
import { MOBILE_QUERY } from '../Crud/responsive';
import { feedback } from '../Feedback';
import { FLOW_API, fetchResult, sendAction, STATUS_COLOR, statusLabel, type FlowStatus, type Instance } from './api';
import { HistoryTimeline, useHistory } from './HistoryTimeline';
import { RecordSnapshot, Section } from './RecordSnapshot';

export interface InstanceDialogProps {
    procInstId: string;
    onClose: () => void;
    /** after 撤回 (the caller's list may change) */
    onChanged?: () => void;
}

/** Whether the caller may withdraw the instance: the record's latest flow must be this one. */
const cancellable = async (inst: Instance): Promise<boolean> => {
    if (inst.status !== 'running' || !inst.tableName || !inst.businessKey) return false;
    try {
        const env = await getAction<Record<string, FlowStatus>>(FLOW_API.status, { tableName: inst.tableName, ids: inst.businessKey }, { silent: true });
        const s = env.success ? env.result?.[inst.businessKey] : undefined;
        return !!s && s.procInstId === inst.id && s.canCancel;
    } catch {
        return false;
    }
};

export const InstanceDialog = ({ procInstId, onClose, onChanged }: InstanceDialogProps) => {
    const phone = useMediaQuery(MOBILE_QUERY);
    // the instance reloads after 撤回, the history after 撤回 and 评论
    const [instTick, setInstTick] = useState(0);
    const [historyTick, setHistoryTick] = useState(0);
    const history = useHistory(procInstId, historyTick);
    const [inst, setInst] = useState<{ data?: Instance; error?: string }>({});
    const [canCancel, setCanCancel] = useState(false);
    const [comment, setComment] = useState('');
    const [commentError, setCommentError] = useState('');
    const [busy, setBusy] = useState(false);

    useEffect(() => {
        let live = true;
        fetchResult<Instance>(FLOW_API.instance, { id: procInstId }, '流程加载失败')
            .then(async data => {
                if (!live) return;
                setInst({ data });
                const can = await cancellable(data);
                if (live) setCanCancel(can);
            })
            .catch((e: Error) => live && setInst({ error: e.message || '流程加载失败' }));
        return () => {
            live = false;
        };
    }, [procInstId, instTick]);

    const withdraw = async () => {
        if (!(await feedback.confirm('撤回审批', '撤回后审批流程结束，可修改后重新发起。确定撤回吗？'))) return;
        setBusy(true);
        const r = await sendAction(FLOW_API.cancel, { procInstId, comment: '' }, '撤回失败');
        setBusy(false);
        if (r.ok) {
            feedback.message.success(r.message);
            setInstTick(t => t + 1);
            setHistoryTick(t => t + 1);
            onChanged?.();
        } else if (r.message) feedback.message.warning(r.message);
    };

    const addComment = async () => {
        if (!comment.trim()) {
            setCommentError('请填写评论内容');
            return;
        }
        setBusy(true);
        const r = await sendAction(FLOW_API.comment, { procInstId, comment: comment.trim() }, '评论失败');
        setBusy(false);
        if (r.ok) {
            setComment('');
            setCommentError('');
            setHistoryTick(t => t + 1);
        } else if (r.message) setCommentError(r.message);
    };

    const d = inst.data;
    const tasks = d?.tasks ?? [];
    const fields: [string, ReactNode][] = d
        ? [
              ['流程名称', d.processName],
              ['业务类型', d.businessName],
              ['发起人', d.applyerName || d.applyer],
              ['发起时间', d.createTime],
              ['状态', <Chip key="s" size="small" color={STATUS_COLOR[d.status ?? ''] ?? 'default'} label={statusLabel(d.status, d.statusText)} />],
              ['当前节点', d.currentNode || '-'],
              [
                  '当前审批人',
                  tasks.length ? tasks.map(t => `${t.assigneeName || t.assignee || ''}${t.name ? `（${t.name}）` : ''}`).join('、') : d.assignees || '-',
              ],
              ['结束时间', d.endTime || '-'],
          ]
        : [];

    return (
        <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth fullScreen={phone} aria-labelledby="instance-title">
            <DialogTitle id="instance-title">{d?.title || '流程详情'}</DialogTitle>
            <DialogContent dividers>
                {inst.error ? (
                    <Alert severity="error">{inst.error}</Alert>
                ) : !d ? (
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
                        <CircularProgress size={16} /> 加载中…
                    </Box>
                ) : (
                    <>
                        <Section title="流程信息">
                            <Box
                                component="dl"
                                sx={{ display: 'grid', gridTemplateColumns: { xs: '6em 1fr', sm: '6em 1fr 6em 1fr' }, columnGap: 1.5, rowGap: 1, m: 0, fontSize: 14 }}
                            >
                                {fields.map(([label, value]) => (
                                    <Box key={label} sx={{ display: 'contents' }}>
                                        <Box component="dt" sx={{ color: 'text.secondary' }}>
                                            {label}
                                        </Box>
                                        <Box component="dd" sx={{ m: 0, minWidth: 0, wordBreak: 'break-word' }}>
                                            {value}
                                        </Box>
                                    </Box>
                                ))}
                            </Box>
                        </Section>
                        <Section title="业务信息">
                            <RecordSnapshot procInstId={procInstId} />
                        </Section>
                    </>
                )}
                <Section title="审批记录">
                    <HistoryTimeline {...history} />
                </Section>
                {d && (
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
                        <TextField
                            label="评论"
                            size="small"
                            multiline
                            minRows={2}
                            fullWidth
                            value={comment}
                            onChange={e => {
                                setComment(e.target.value);
                                if (e.target.value.trim()) setCommentError('');
                            }}
                            error={!!commentError}
                            helperText={commentError}
                            slotProps={{ htmlInput: { maxLength: 1000 } }}
                        />
                        <Button variant="outlined" onClick={addComment} disabled={busy} sx={{ flexShrink: 0 }}>
                            发表评论
                        </Button>
                    </Stack>
                )}
            </DialogContent>
            <DialogActions>
                {canCancel && d?.status === 'running' && (
                    <Button color="warning" onClick={withdraw} disabled={busy}>
                        撤回
                    </Button>
                )}
                <Button onClick={onClose} disabled={busy}>
                    关闭
                </Button>
            </DialogActions>
        </Dialog>
    );
};
