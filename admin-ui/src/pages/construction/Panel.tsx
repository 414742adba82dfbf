// The building blocks of the 施工详情 panels: a titled panel, a figure, a percent bar.
import { useId, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { clampPercent, formatNumber } from '../home/options';
import type { Loaded } from './useLoad';

/** A titled panel that shows its own loading and error. */
export const Panel = ({ title, extra, state, children }: { title: ReactNode; extra?: ReactNode; state: Loaded<unknown>; children: ReactNode }) => {
    const id = useId();
    return (
        <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, minWidth: 0 }}>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5, gap: 1 }}>
                <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 500, flex: 1 }}>
                    {title}
                </Typography>
                {extra}
            </Stack>
            {state.loading && (
                <Box sx={{ textAlign: 'center', py: 4 }}>
                    <CircularProgress size={24} aria-label="加载中" />
                </Box>
            )}
            {state.error && (
                <Alert
                    severity="error"
                    action={
                        <Button color="inherit" size="small" onClick={state.reload}>
                            重新加载
                        </Button>
                    }
                >
                    {state.error}
                </Alert>
            )}
            {!state.loading && !state.error && children}
        </Paper>
    );
};

/** A figure with its label under it. */
export const Figure = ({ label, value, unit, color }: { label: string; value: ReactNode; unit?: string; color?: string }) => (
    <Box sx={{ minWidth: 96 }}>
        <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums', color }}>
            {value}
            {unit && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.5 }}>
                    {unit}
                </Typography>
            )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
            {label}
        </Typography>
    </Box>
);

export const PercentBar = ({ label, value, color }: { label: string; value: number; color: 'primary' | 'success' }) => (
    <Box sx={{ mb: 1.5 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="body2">{label}</Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
                {formatNumber(value)}%
            </Typography>
        </Stack>
        <LinearProgress variant="determinate" value={clampPercent(value)} color={color} aria-label={`${label} ${formatNumber(value)}%`} sx={{ height: 8, borderRadius: 4 }} />
    </Box>
);
