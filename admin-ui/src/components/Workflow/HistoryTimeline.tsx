// 审批记录: a flow's history (GET /actTask/historicFlow/{procInstId}), oldest first, as a
// vertical timeline — who, what they did, at which node, their comment and when.
import { useEffect, useState } from 'react';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { FLOW_API, fetchResult, type HistoryEntry } from './api';

const DOT: Record<string, string> = {
    apply: 'primary.main',
    approve: 'success.main',
    reject: 'error.main',
    back: 'warning.main',
    withdraw: 'grey.500',
    transfer: 'info.main',
    comment: 'grey.400',
    cc: 'grey.400',
};

/** Loads a flow's history; `tick` asks again (after a comment). */
export const useHistory = (procInstId: string | undefined, tick = 0) => {
    const [state, setState] = useState<{ entries: HistoryEntry[]; loading: boolean; error?: string }>({ entries: [], loading: true });
    useEffect(() => {
        if (!procInstId) return;
        let live = true;
        setState(s => ({ ...s, loading: true, error: undefined }));
        fetchResult<HistoryEntry[]>(FLOW_API.history(procInstId), undefined, '审批记录加载失败')
            .then(r => live && setState({ entries: Array.isArray(r) ? r : [], loading: false }))
            .catch((e: Error) => live && setState({ entries: [], loading: false, error: e.message || '审批记录加载失败' }));
        return () => {
            live = false;
        };
    }, [procInstId, tick]);
    return state;
};

export const HistoryTimeline = ({ entries, loading, error }: { entries: HistoryEntry[]; loading?: boolean; error?: string }) => {
    if (error) return <Alert severity="error">{error}</Alert>;
    if (loading && !entries.length)
        return (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', py: 1 }}>
                <CircularProgress size={16} /> 加载中…
            </Box>
        );
    if (!entries.length)
        return (
            <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                暂无审批记录
            </Typography>
        );
    return (
        <Box component="ol" aria-label="审批记录" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {entries.map((e, i) => (
                <Box component="li" key={e.id || i} sx={{ display: 'flex', gap: 1.5, minWidth: 0 }}>
                    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.75 }} aria-hidden>
                        <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: DOT[e.action ?? ''] ?? 'grey.400', flexShrink: 0 }} />
                        {i < entries.length - 1 && <Box sx={{ width: 2, flex: 1, bgcolor: 'divider', my: 0.5 }} />}
                    </Box>
                    <Box sx={{ pb: 2, minWidth: 0, flex: 1 }}>
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
                            <Typography component="span" sx={{ fontWeight: 600, fontSize: 14 }}>
                                {e.assigneeName || e.assignee || ''}
                            </Typography>
                            <Typography component="span" sx={{ fontSize: 14 }}>
                                {e.actionText || e.action}
                            </Typography>
                            {e.name && (
                                <Typography component="span" color="text.secondary" sx={{ fontSize: 12 }}>
                                    {e.name}
                                </Typography>
                            )}
                            <Typography component="span" color="text.secondary" sx={{ fontSize: 12, ml: 'auto' }}>
                                {e.createTime}
                            </Typography>
                        </Box>
                        {e.comment && (
                            <Typography variant="body2" sx={{ mt: 0.5, p: 1, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                                {e.comment}
                            </Typography>
                        )}
                    </Box>
                </Box>
            ))}
        </Box>
    );
};
