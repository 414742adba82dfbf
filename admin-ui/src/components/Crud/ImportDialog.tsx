import { useRef, useState } from 'react';
import {
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    IconButton,
    List,
    ListItem,
    ListItemText,
    useMediaQuery,
} from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { feedback } from '../Feedback';
import { ImportResult, ImportRunning } from './ImportStages';
import { MOBILE_QUERY } from './responsive';
import { useImportUpload } from './useImportUpload';

export interface ImportDialogProps {
    open: boolean;
    /** e.g. "/sys/role/importExcel" */
    url: string;
    onClose: () => void;
    /** after the server took the files (fully or with row errors) */
    onImported: () => void;
}

/** The server reads .xlsx (what 导出 writes) and Excel 97–2003's .xls. */
const EXCEL = /\.xlsx?$/i;

/**
 * 导入EXCEL: .xlsx and .xls files, several at once, sent as multipart `files[]` (docs/contract.md §12), with the
 * upload's and the server's progress, ending in the result: added, updated and refused rows and
 * the error report.
 */
export const ImportDialog = ({ open, url, onClose, onImported }: ImportDialogProps) => {
    const [files, setFiles] = useState<File[]>([]);
    const { stage, busy, start, reset } = useImportUpload(url, onImported);
    const input = useRef<HTMLInputElement>(null);
    const mobile = useMediaQuery(MOBILE_QUERY);

    const close = () => {
        if (busy) return;
        setFiles([]);
        reset();
        onClose();
    };

    const pick = (list: FileList | null) => {
        const chosen = Array.from(list ?? []);
        const ok = chosen.filter(f => EXCEL.test(f.name));
        if (ok.length < chosen.length) feedback.message.warning('只能导入 .xls 或 .xlsx 文件');
        setFiles(prev => [...prev, ...ok]);
        if (input.current) input.current.value = '';
    };

    const upload = async () => {
        if (await start(files)) setFiles([]);
    };

    const picking = stage.kind === 'idle';
    return (
        <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={mobile} aria-labelledby="aq-import-title">
            <DialogTitle id="aq-import-title">导入EXCEL</DialogTitle>
            <DialogContent>
                <input
                    ref={input}
                    type="file"
                    hidden
                    multiple
                    accept=".xls,.xlsx"
                    data-testid="import-files"
                    onChange={e => pick(e.target.files)}
                />
                {picking && (
                    <>
                        <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
                            选择导入文件
                        </Button>
                        <Box component="span" sx={{ ml: 1.5, color: 'text.secondary', fontSize: 13 }}>
                            支持 .xls、.xlsx 格式
                        </Box>
                    </>
                )}
                {files.length > 0 && (
                    <List dense>
                        {files.map((f, i) => (
                            <ListItem
                                key={`${f.name}-${i}`}
                                secondaryAction={
                                    picking && (
                                        <IconButton edge="end" aria-label={`移除 ${f.name}`} onClick={() => setFiles(fs => fs.filter((_, j) => j !== i))}>
                                            <DeleteOutlineIcon fontSize="small" />
                                        </IconButton>
                                    )
                                }
                            >
                                <ListItemText primary={f.name} />
                            </ListItem>
                        ))}
                    </List>
                )}
                {stage.kind === 'upload' && <ImportRunning sent={stage.sent} processing={false} />}
                {stage.kind === 'process' && <ImportRunning state={stage.state} processing />}
                {stage.kind === 'result' && <ImportResult outcome={stage.outcome} />}
            </DialogContent>
            <DialogActions>
                {stage.kind === 'result' ? (
                    <>
                        <Button onClick={reset}>继续导入</Button>
                        <Button variant="contained" onClick={close}>
                            完成
                        </Button>
                    </>
                ) : (
                    <>
                        <Button onClick={close} disabled={busy}>
                            关闭
                        </Button>
                        <Button variant="contained" onClick={upload} disabled={busy || files.length === 0}>
                            {busy ? '导入中...' : '开始上传'}
                        </Button>
                    </>
                )}
            </DialogActions>
        </Dialog>
    );
};
