// The parts of one prediction's main panel: the risk banner and chip, plain-text blocks and the
// report files.
import { useId, useState } from 'react';
import { Alert, Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { fileNameOf, splitPaths, staticUrl } from '../../components/Upload';
import { isPdf, PdfViewer } from '../../components/Upload/PdfViewer';
import { blank, label, riskColor } from './prediction';

export const RiskBanner = ({ level, text }: { level: unknown; text: string }) => {
    const color = riskColor(level);
    return (
        <Alert
            severity={color ?? 'info'}
            role="status"
            data-risk={String(level ?? '')}
            className="aq-risk-banner"
            sx={{ borderLeft: 4, borderColor: `${color ?? 'info'}.main`, '& .MuiAlert-message': { fontWeight: 600 } }}
        >
            {label('riskLevel')}：{text || '未评定'}
        </Alert>
    );
};

export const RiskChip = ({ level, text }: { level: unknown; text: string }) => (
    <Chip size="small" variant="outlined" color={riskColor(level) ?? 'default'} label={text || String(level ?? '')} data-risk={String(level ?? '')} />
);

/** Plain text with its line breaks kept; never HTML. */
export const TextBlock = ({ title, text }: { title: string; text: unknown }) => {
    const id = useId();
    return (
        <Box component="section" aria-labelledby={id} sx={{ mb: 2 }}>
            <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
                {title}
            </Typography>
            {blank(text) ? (
                <Typography color="text.secondary">无</Typography>
            ) : (
                <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{String(text)}</Typography>
            )}
        </Box>
    );
};

/** The report files: each opens or downloads through the stored-file URL; a PDF also previews here. */
export const ReportFiles = ({ value }: { value: unknown }) => {
    const paths = splitPaths(value);
    const [preview, setPreview] = useState<string | null>(null);
    const id = useId();
    return (
        <Box component="section" aria-labelledby={`${id}-title`}>
            <Typography id={`${id}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
                {label('reportFile')}
            </Typography>
            {paths.length === 0 && <Typography color="text.secondary">暂无报告</Typography>}
            <Stack spacing={1}>
                {paths.map((p, i) => {
                    const name = fileNameOf(p);
                    const open = preview === p;
                    return (
                        <Box key={`${p}-${i}`}>
                            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                                <InsertDriveFileOutlinedIcon fontSize="small" color="action" />
                                <Link href={staticUrl(p)} target="_blank" rel="noopener noreferrer" sx={{ flex: '1 1 12rem', minWidth: 0, wordBreak: 'break-all' }}>
                                    {name}
                                </Link>
                                {isPdf(p) && (
                                    <Button
                                        size="small"
                                        startIcon={<VisibilityOutlinedIcon />}
                                        aria-expanded={open}
                                        aria-controls={`${id}-preview-${i}`}
                                        onClick={() => setPreview(open ? null : p)}
                                    >
                                        {open ? '收起预览' : '预览'}
                                    </Button>
                                )}
                                <Button size="small" startIcon={<DownloadIcon />} component="a" href={staticUrl(p)} download={name} aria-label={`下载 ${name}`}>
                                    下载
                                </Button>
                            </Box>
                            {open && (
                                <Box id={`${id}-preview-${i}`} sx={{ mt: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                                    <PdfViewer path={p} />
                                </Box>
                            )}
                        </Box>
                    );
                })}
            </Stack>
        </Box>
    );
};
