// 业务信息: the read-only snapshot of the record in approval (GET /actBusiness/record), as label/value pairs.
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import type { components } from '../../api/handwritten.gen';
import { FLOW_API, fetchResult } from './api';

/** A field of the record: the server's type (server/workflow), generated into src/api. */
type Field = components['schemas']['workflow_recordField'];

export const RecordSnapshot = ({ procInstId }: { procInstId: string }) => {
    const [state, setState] = useState<{ fields: Field[]; loading: boolean; error?: string }>({ fields: [], loading: true });
    useEffect(() => {
        let live = true;
        setState({ fields: [], loading: true });
        fetchResult<{ fields?: Field[] }>(FLOW_API.record, { procInstId }, '业务信息加载失败')
            .then(r => live && setState({ fields: Array.isArray(r?.fields) ? r.fields : [], loading: false }))
            .catch((e: Error) => live && setState({ fields: [], loading: false, error: e.message || '业务信息加载失败' }));
        return () => {
            live = false;
        };
    }, [procInstId]);
    if (state.error) return <Alert severity="error">{state.error}</Alert>;
    if (state.loading)
        return (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', py: 1 }}>
                <CircularProgress size={16} /> 加载中…
            </Box>
        );
    if (!state.fields.length)
        return (
            <Typography variant="body2" color="text.secondary">
                暂无业务信息
            </Typography>
        );
    return (
        <Box
            component="dl"
            aria-label="业务信息"
            sx={{ display: 'grid', gridTemplateColumns: { xs: '7em 1fr', sm: '8em 1fr 8em 1fr' }, columnGap: 1.5, rowGap: 1, m: 0, fontSize: 14 }}
        >
            {state.fields.map((f, i) => (
                <Box key={i} sx={{ display: 'contents' }}>
                    <Box component="dt" sx={{ color: 'text.secondary' }}>
                        {f.label}
                    </Box>
                    <Box component="dd" sx={{ m: 0, minWidth: 0, wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
                        {f.text || '-'}
                    </Box>
                </Box>
            ))}
        </Box>
    );
};

/** A titled block of a flow dialog. */
export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1, pl: 1, borderLeft: 3, borderColor: 'primary.main', lineHeight: 1.2 }}>
            {title}
        </Typography>
        {children}
    </Box>
);
