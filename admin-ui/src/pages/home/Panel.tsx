// The frame of a large-screen panel: a title bar and its own loading, error and empty states,
// so one failing call never blanks the others. Old figures stay under a failed refresh.
import { useId, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Tooltip } from '@mui/material';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import type { PanelState } from './useDashboard';

export const CYAN = '#19d4ff';

export interface PanelProps<T> {
    title: string;
    /** data-testid of the panel */
    testId: string;
    state: PanelState<T>;
    /** true when the data has nothing to show (暂无数据) */
    isEmpty?: (data: T) => boolean;
    onRetry: () => void;
    /** beside the title (e.g. a total) */
    extra?: (data: T) => ReactNode;
    children: (data: T) => ReactNode;
    /** relative share of the column's height on a wide screen */
    grow?: number;
}

const Centre = ({ children }: { children: ReactNode }) => (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '0.6em', color: '#7fa6cc', minHeight: '6em', textAlign: 'center' }}>
        {children}
    </Box>
);

export function Panel<T>({ title, testId, state, isEmpty, onRetry, extra, children, grow = 1 }: PanelProps<T>) {
    const id = useId();
    const { data, error, loading } = state;
    let body: ReactNode;
    if (data === undefined || data === null) {
        body = loading ? (
            <Centre>
                <CircularProgress size={24} sx={{ color: CYAN }} aria-label="加载中" />
            </Centre>
        ) : (
            <Centre>
                <Box role="alert">{error || '加载失败'}</Box>
                <Button size="small" variant="outlined" onClick={onRetry}>
                    重试
                </Button>
            </Centre>
        );
    } else if (isEmpty?.(data)) {
        body = <Centre>暂无数据</Centre>;
    } else {
        body = children(data);
    }
    return (
        <Box
            component="section"
            aria-labelledby={id}
            data-testid={testId}
            aria-busy={loading}
            sx={{
                // grow 0: as tall as its content
                flex: { lg: grow ? `${grow} 1 0` : 'none' },
                minHeight: 0,
                display: 'flex',
                flexDirection: 'column',
                position: 'relative',
                background: 'linear-gradient(180deg, rgba(16,58,120,.55) 0%, rgba(8,30,70,.55) 100%)',
                border: '1px solid rgba(25,212,255,.22)',
                boxShadow: 'inset 0 0 1.5em rgba(25,140,255,.12)',
                borderRadius: '4px',
                p: '0.5em 0.8em 0.7em',
                // corner marks of a large-screen frame
                '&::before, &::after': { content: '""', position: 'absolute', width: 10, height: 10, borderColor: CYAN, borderStyle: 'solid' },
                '&::before': { top: -1, left: -1, borderWidth: '2px 0 0 2px' },
                '&::after': { bottom: -1, right: -1, borderWidth: '0 2px 2px 0' },
            }}
        >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: '0.5em', mb: '0.4em', minHeight: '1.8em' }}>
                <Box sx={{ width: 4, height: '1.1em', bgcolor: CYAN, borderRadius: 1, boxShadow: `0 0 6px ${CYAN}` }} />
                <Box component="h2" id={id} sx={{ m: 0, fontSize: '1.15em', fontWeight: 600, letterSpacing: '0.08em', color: '#e6f4ff', whiteSpace: 'nowrap' }}>
                    {title}
                </Box>
                {error && data !== undefined && (
                    <Tooltip title={`刷新失败：${error}`}>
                        <WarningAmberOutlined tabIndex={0} aria-label={`刷新失败：${error}`} sx={{ fontSize: '1.1em', color: '#ffc53d' }} />
                    </Tooltip>
                )}
                <Box sx={{ flex: 1 }} />
                {data !== undefined && data !== null && extra?.(data)}
            </Box>
            <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>{body}</Box>
        </Box>
    );
}

/** A figure: label over a large number with its unit. */
export const Figure = ({ label, value, unit, testId, color = CYAN }: { label: string; value: string; unit?: string; testId: string; color?: string }) => (
    <Box sx={{ flex: 1, minWidth: 0, textAlign: 'center', p: '0.35em 0.2em', borderRadius: '3px', background: 'rgba(25,212,255,.06)', border: '1px solid rgba(25,212,255,.12)' }}>
        <Box sx={{ fontSize: '0.92em', color: '#9fc3e7', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</Box>
        <Box sx={{ whiteSpace: 'nowrap' }}>
            <Box component="span" data-testid={testId} sx={{ fontSize: '1.75em', fontWeight: 700, color, fontVariantNumeric: 'tabular-nums', textShadow: `0 0 8px ${color}66` }}>
                {value}
            </Box>
            {unit && (
                <Box component="span" sx={{ ml: '0.25em', fontSize: '0.85em', color: '#9fc3e7' }}>
                    {unit}
                </Box>
            )}
        </Box>
    </Box>
);

/** A row of figures that wraps on a narrow screen. */
export const Figures = ({ children }: { children: ReactNode }) => <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: '0.5em', '& > *': { flexBasis: '6.5em' } }}>{children}</Box>;

/** The box a chart fills: the rest of the panel on a wide screen, a fixed height on a narrow one. */
export const ChartBox = ({ children }: { children: ReactNode }) => (
    <Box sx={{ flex: 1, minHeight: { xs: 200, lg: 0 }, height: { xs: 200, lg: 'auto' }, position: 'relative', mt: '0.4em' }}>{children}</Box>
);
