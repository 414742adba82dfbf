// A file list bound to a comma-separated string of stored paths: 上传文件 opens the picker,
// each upload shows its progress, each file can be downloaded or removed from the value.
import { useId, useRef, useState } from 'react';
import {
    Box,
    Button,
    Dialog,
    DialogContent,
    DialogTitle,
    FormControl,
    FormHelperText,
    FormLabel,
    IconButton,
    LinearProgress,
    Link,
    Stack,
    Typography,
    useMediaQuery,
    useTheme,
} from '@mui/material';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import { fileNameOf, staticUrl, useUploads } from './upload';
import { isPdf, PdfViewer } from './PdfViewer';

export interface UploadWidgetProps {
    /** comma-separated stored paths */
    value: unknown;
    onChange: (value: string) => void;
    onBlur?: () => void;
    label?: string;
    /** keep only the latest N files (1: a single file, the picker takes one) */
    max?: number;
    /** server folder, default temp */
    biz?: string;
    readOnly?: boolean;
    required?: boolean;
    /** a validation message */
    error?: string;
    id?: string;
}

export const FileUpload = ({
    value,
    onChange,
    onBlur,
    label,
    max,
    biz,
    readOnly = false,
    required,
    error,
    id,
    accept,
    emptyText = '暂无文件',
}: UploadWidgetProps & {
    /** the picker's accept filter, e.g. ".pdf,.docx" */
    accept?: string;
    /** what an empty list says */
    emptyText?: string;
}) => {
    const autoId = useId();
    const baseId = id ?? autoId;
    const picker = useRef<HTMLInputElement>(null);
    const { paths, pending, start, remove, dismiss } = useUploads({ value, onChange, max, biz });
    const empty = paths.length === 0 && pending.length === 0;
    const [preview, setPreview] = useState<string | null>(null);
    const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));

    return (
        <FormControl fullWidth error={!!error} required={required} component="fieldset" onBlur={onBlur}>
            {label && (
                <FormLabel component="legend" id={`${baseId}-label`} sx={{ mb: 0.5 }}>
                    {label}
                </FormLabel>
            )}
            {!readOnly && (
                <Box>
                    <Button
                        size="small"
                        variant="outlined"
                        startIcon={<UploadIcon />}
                        onClick={() => picker.current?.click()}
                        aria-describedby={label ? `${baseId}-label` : undefined}
                    >
                        上传文件
                    </Button>
                    <input
                        ref={picker}
                        id={`${baseId}-input`}
                        type="file"
                        hidden
                        accept={accept}
                        multiple={max !== 1}
                        data-testid="upload-input"
                        onChange={e => {
                            const files = Array.from(e.target.files ?? []);
                            e.target.value = ''; // the same file can be picked again
                            if (files.length) start(max === 1 ? files.slice(-1) : files);
                        }}
                    />
                </Box>
            )}
            <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: readOnly ? 0 : 1 }} aria-label={label ? `${label}文件列表` : '文件列表'}>
                {paths.map((p, i) => {
                    const name = fileNameOf(p);
                    return (
                        <Box component="li" key={`${p}-${i}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32 }}>
                            <InsertDriveFileOutlinedIcon fontSize="small" color="action" />
                            <Link href={staticUrl(p)} target="_blank" rel="noopener noreferrer" sx={{ flex: 1, minWidth: 0, wordBreak: 'break-all' }}>
                                {name}
                            </Link>
                            {isPdf(p) && (
                                <IconButton size="small" aria-label={`预览 ${name}`} onClick={() => setPreview(p)}>
                                    <VisibilityOutlinedIcon fontSize="small" />
                                </IconButton>
                            )}
                            {!readOnly && (
                                <>
                                    <IconButton size="small" component="a" href={staticUrl(p)} target="_blank" rel="noopener noreferrer" aria-label={`下载 ${name}`}>
                                        <DownloadIcon fontSize="small" />
                                    </IconButton>
                                    <IconButton size="small" aria-label={`删除 ${name}`} onClick={() => remove(i)}>
                                        <DeleteOutlineIcon fontSize="small" />
                                    </IconButton>
                                </>
                            )}
                        </Box>
                    );
                })}
                {pending.map(u => (
                    <Box component="li" key={`pending-${u.key}`} sx={{ minHeight: 32 }}>
                        {u.error ? (
                            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                                <Typography role="alert" variant="body2" color="error" sx={{ flex: 1, wordBreak: 'break-all' }}>
                                    {u.name} 上传失败：{u.error}
                                </Typography>
                                <IconButton size="small" aria-label={`关闭 ${u.name}`} onClick={() => dismiss(u.key)}>
                                    <CloseIcon fontSize="small" />
                                </IconButton>
                            </Box>
                        ) : (
                            <>
                                <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                                    {u.name} 上传中({u.percent}%)
                                </Typography>
                                <LinearProgress variant="determinate" value={u.percent} aria-label={`${u.name} 上传进度`} />
                            </>
                        )}
                    </Box>
                ))}
            </Stack>
            {empty && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: readOnly ? 0 : 0.5 }}>
                    {emptyText}
                </Typography>
            )}
            {error && <FormHelperText>{error}</FormHelperText>}
            <Dialog open={!!preview} onClose={() => setPreview(null)} maxWidth="md" fullWidth fullScreen={fullScreen}>
                <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Box component="span" sx={{ flex: 1, minWidth: 0, wordBreak: 'break-all' }}>
                        {preview ? fileNameOf(preview) : ''}
                    </Box>
                    <IconButton aria-label="关闭" onClick={() => setPreview(null)}>
                        <CloseIcon />
                    </IconButton>
                </DialogTitle>
                <DialogContent dividers>{preview && <PdfViewer path={preview} />}</DialogContent>
            </Dialog>
        </FormControl>
    );
};
