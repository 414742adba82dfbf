// /pdf/preview?file=<stored path>: where JeecgBoot's /sys/common/pdf/pdfPreviewIframe leads.
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Typography } from '@mui/material';
import { fileNameOf } from '../../components/Upload';
import { PdfViewer } from '../../components/Upload/PdfViewer';

export const PdfPreviewPage = () => {
    const [params] = useSearchParams();
    const file = params.get('file') ?? '';
    return (
        <Box sx={{ p: { xs: 1, sm: 2 } }}>
            <Typography variant="h6" component="h1" sx={{ mb: 2, wordBreak: 'break-all' }}>
                {file ? fileNameOf(file) : 'PDF 预览'}
            </Typography>
            {/* Only stored files of this server: never a URL elsewhere, which would get the token. */}
            {file && !/^([a-z][a-z0-9+.-]*:|\/\/|\\\\)/i.test(file) ? <PdfViewer path={file} /> : <Alert severity="info">未指定要预览的文件</Alert>}
        </Box>
    );
};
