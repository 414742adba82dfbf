// The import dialog's running and result views.
import { Alert, Box, LinearProgress, Link, Typography } from '@mui/material';
import type { Transfer } from '../../dataProvider/http';
import { describeProgress, formatBytes, type ProgressState } from './progressPoll';
import type { ImportOutcome } from './useImportUpload';

const percent = (done: number, total?: number) => (total ? Math.min(100, Math.round((done / total) * 100)) : 0);

const Bar = ({ label, text, value }: { label: string; text: string; value?: number }) => (
    <Box sx={{ mt: 2 }}>
        <Typography variant="body2" sx={{ mb: 0.5 }} aria-live="polite">
            {text}
        </Typography>
        <LinearProgress
            aria-label={label}
            variant={value === undefined ? 'indeterminate' : 'determinate'}
            value={value}
            sx={{ height: 8, borderRadius: 4 }}
        />
    </Box>
);

/** Upload (bytes sent) then processing (rows done of total, when the server says). */
export const ImportRunning = ({ sent, state, processing }: { sent?: Transfer; state?: ProgressState; processing: boolean }) => {
    const upload = processing ? 100 : percent(sent?.loaded ?? 0, sent?.total);
    const uploadText = processing
        ? '上传完成'
        : `正在上传：${upload}%${sent?.total ? `（${formatBytes(sent.loaded)} / ${formatBytes(sent.total)}）` : ''}`;
    const rows = state && state.total > 0 && (state.phase === 'check' || state.phase === 'save');
    return (
        <Box className="aq-import-progress">
            <Bar label="上传进度" text={uploadText} value={upload} />
            {processing && (
                <Bar label="处理进度" text={describeProgress(state)} value={rows ? percent(state.done, state.total) : undefined} />
            )}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
                导入期间请勿关闭页面；数据多时需要一些时间。
            </Typography>
        </Box>
    );
};

const Count = ({ label, n, color }: { label: string; n: number; color?: string }) => (
    <Box sx={{ textAlign: 'center', minWidth: 72 }}>
        <Typography sx={{ fontSize: 24, fontWeight: 600, color }} data-testid={`import-${label}`}>
            {n}
        </Typography>
        <Typography variant="body2" color="text.secondary">
            {label}
        </Typography>
    </Box>
);

/** What the import did: the server's message, its counts, the error report. */
export const ImportResult = ({ outcome }: { outcome: ImportOutcome }) => {
    const counted = outcome.added !== undefined && outcome.updated !== undefined;
    return (
        <Box className="aq-import-result">
            <Alert severity={outcome.clean ? 'success' : 'warning'} className={outcome.clean ? undefined : 'aq-import-report'}>
                <Box>{outcome.message}</Box>
                {outcome.msg && <Box>{outcome.msg}</Box>}
                {outcome.href && (
                    <Link href={outcome.href} target="_blank" rel="noopener noreferrer">
                        下载错误报告
                    </Link>
                )}
            </Alert>
            {counted && (
                <Box sx={{ display: 'flex', justifyContent: 'space-around', mt: 2 }} role="group" aria-label="导入结果">
                    <Count label="新增" n={outcome.added!} color="success.main" />
                    <Count label="更新" n={outcome.updated!} color="primary.main" />
                    <Count label="失败" n={outcome.refused ?? 0} color={outcome.refused ? 'error.main' : undefined} />
                </Box>
            )}
            {counted && outcome.total !== undefined && (
                <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 1 }}>
                    共 {outcome.total} 行
                </Typography>
            )}
        </Box>
    );
};
