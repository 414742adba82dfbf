import { useRef, useState } from 'react';
import {
    Alert,
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    IconButton,
    Link,
    List,
    ListItem,
    ListItemText,
    useMediaQuery,
} from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { config as appConfig } from '../../app/config';
import { postAction } from '../../dataProvider/http';
import { feedback, warnFailure } from '../Feedback';
import { MOBILE_QUERY } from './responsive';

interface ImportReport {
    message: string;
    msg?: string;
    href?: string;
}

export interface ImportDialogProps {
    open: boolean;
    /** e.g. "/sys/role/importExcel" */
    url: string;
    onClose: () => void;
    /** after the server took the files (fully or with row errors) */
    onImported: () => void;
}

/** The server reads xlsx only (what 导出 writes); an old .xls must be saved as .xlsx first. */
const EXCEL = /\.xlsx$/i;

/** The error report path (/sys/common/static/…) is served under the API base. */
const reportHref = (fileUrl: string): string =>
    /^https?:\/\//.test(fileUrl) ? fileUrl : `${appConfig.apiBase}/${fileUrl.replace(/^\/+/, '')}`;

/** 导入EXCEL: .xlsx files, several at once, sent as multipart `files[]` (CONTRACT §10). */
export const ImportDialog = ({ open, url, onClose, onImported }: ImportDialogProps) => {
    const [files, setFiles] = useState<File[]>([]);
    const [busy, setBusy] = useState(false);
    const [report, setReport] = useState<ImportReport | null>(null);
    const input = useRef<HTMLInputElement>(null);
    const mobile = useMediaQuery(MOBILE_QUERY);

    const close = () => {
        if (busy) return;
        setFiles([]);
        setReport(null);
        onClose();
    };

    const pick = (list: FileList | null) => {
        const chosen = Array.from(list ?? []);
        const ok = chosen.filter(f => EXCEL.test(f.name));
        if (ok.length < chosen.length) feedback.message.warning('只能导入 .xlsx 文件，.xls 请先另存为 .xlsx');
        setFiles(prev => [...prev, ...ok]);
        setReport(null);
        if (input.current) input.current.value = '';
    };

    const upload = async () => {
        const body = new FormData();
        files.forEach(f => body.append('files[]', f, f.name));
        setBusy(true);
        try {
            const env = await postAction(url, body, { timeoutMs: 300_000 });
            if (!env.success) {
                warnFailure(env, '文件导入失败');
                return;
            }
            setFiles([]);
            if (Number(env.code) === 201) {
                // Imported with row errors: keep the dialog open so the report link can be used.
                const r = env.result ?? {};
                setReport({ message: env.message, msg: r.msg, href: r.fileUrl ? reportHref(String(r.fileUrl)) : undefined });
                onImported();
                return;
            }
            feedback.message.success(env.message || '文件导入成功！');
            onImported();
            setReport(null);
            onClose();
        } catch {
            /* the request layer reported it */
        } finally {
            setBusy(false);
        }
    };

    return (
        <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={mobile} aria-labelledby="aq-import-title">
            <DialogTitle id="aq-import-title">导入EXCEL</DialogTitle>
            <DialogContent>
                <input
                    ref={input}
                    type="file"
                    hidden
                    multiple
                    accept=".xlsx"
                    data-testid="import-files"
                    onChange={e => pick(e.target.files)}
                />
                <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => input.current?.click()} disabled={busy}>
                    选择导入文件
                </Button>
                <Box component="span" sx={{ ml: 1.5, color: 'text.secondary', fontSize: 13 }}>
                    仅支持 .xlsx 格式
                </Box>
                {files.length > 0 && (
                    <List dense>
                        {files.map((f, i) => (
                            <ListItem
                                key={`${f.name}-${i}`}
                                secondaryAction={
                                    <IconButton
                                        edge="end"
                                        aria-label={`移除 ${f.name}`}
                                        disabled={busy}
                                        onClick={() => setFiles(fs => fs.filter((_, j) => j !== i))}
                                    >
                                        <DeleteOutlineIcon fontSize="small" />
                                    </IconButton>
                                }
                            >
                                <ListItemText primary={f.name} />
                            </ListItem>
                        ))}
                    </List>
                )}
                {report && (
                    <Alert severity="warning" sx={{ mt: 2 }} className="aq-import-report">
                        <Box>{report.message || '导入成功，但有错误数据!'}</Box>
                        {report.msg && <Box>{report.msg}</Box>}
                        {report.href && (
                            <Link href={report.href} target="_blank" rel="noopener noreferrer">
                                下载错误报告
                            </Link>
                        )}
                    </Alert>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={close} disabled={busy}>
                    关闭
                </Button>
                <Button variant="contained" onClick={upload} disabled={busy || files.length === 0}>
                    {busy ? '上传中...' : '开始上传'}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
