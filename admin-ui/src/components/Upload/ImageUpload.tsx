// A picture-card grid bound to a comma-separated string of stored image paths: a + card adds
// images (anything but an image is refused before upload), a click previews, arrows reorder.
import { useId, useRef, useState } from 'react';
import {
    Box,
    ButtonBase,
    CircularProgress,
    Dialog,
    DialogContent,
    DialogTitle,
    FormControl,
    FormHelperText,
    FormLabel,
    IconButton,
    Stack,
    Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { UploadWidgetProps } from './FileUpload';
import { fileNameOf, staticUrl, useUploads } from './upload';

const CARD = 104;

const cardSx = {
    width: CARD,
    height: CARD,
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    position: 'relative' as const,
    overflow: 'hidden',
    flex: 'none',
};

export const isImageFile = (file: File) => (file.type ?? '').startsWith('image/');

export const ImageUpload = ({ value, onChange, onBlur, label, max, biz, readOnly = false, required, error, id }: UploadWidgetProps) => {
    const autoId = useId();
    const baseId = id ?? autoId;
    const picker = useRef<HTMLInputElement>(null);
    const { paths, pending, start, remove, move, dismiss } = useUploads({ value, onChange, max, biz });
    const [refused, setRefused] = useState('');
    const [preview, setPreview] = useState<string | null>(null);

    const pick = (files: File[]) => {
        const images = files.filter(isImageFile);
        setRefused(images.length < files.length ? '请上传图片' : '');
        if (images.length) start(max === 1 ? images.slice(-1) : images);
    };

    return (
        <FormControl fullWidth error={!!error} required={required} component="fieldset" onBlur={onBlur}>
            {label && (
                <FormLabel component="legend" id={`${baseId}-label`} sx={{ mb: 0.5 }}>
                    {label}
                </FormLabel>
            )}
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} component="ul" id={baseId} aria-label={label ? `${label}图片列表` : '图片列表'} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {paths.map((p, i) => {
                    const name = fileNameOf(p);
                    return (
                        <Box component="li" key={`${p}-${i}`} sx={cardSx}>
                            <ButtonBase aria-label={`预览 ${name}`} onClick={() => setPreview(p)} sx={{ width: '100%', height: '100%' }}>
                                <Box component="img" src={staticUrl(p)} alt={name} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
                            </ButtonBase>
                            {!readOnly && (
                                <Box
                                    sx={{
                                        position: 'absolute',
                                        left: 0,
                                        right: 0,
                                        bottom: 0,
                                        display: 'flex',
                                        justifyContent: 'space-between',
                                        bgcolor: 'rgba(0,0,0,0.45)',
                                        '& .MuiIconButton-root': { color: '#fff', p: 0.25 },
                                        '& .Mui-disabled': { color: 'rgba(255,255,255,0.35) !important' },
                                    }}
                                >
                                    <IconButton size="small" aria-label="左移" disabled={i === 0} onClick={() => move(i, -1)}>
                                        <ChevronLeftIcon fontSize="small" />
                                    </IconButton>
                                    <IconButton size="small" aria-label={`删除 ${name}`} onClick={() => remove(i)}>
                                        <DeleteOutlineIcon fontSize="small" />
                                    </IconButton>
                                    <IconButton size="small" aria-label="右移" disabled={i === paths.length - 1} onClick={() => move(i, 1)}>
                                        <ChevronRightIcon fontSize="small" />
                                    </IconButton>
                                </Box>
                            )}
                        </Box>
                    );
                })}
                {pending
                    .filter(u => !u.error)
                    .map(u => (
                        <Box
                            component="li"
                            key={`pending-${u.key}`}
                            sx={{ ...cardSx, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 0.5, p: 0.5 }}
                        >
                            <CircularProgress size={24} variant="determinate" value={u.percent} aria-label={`${u.name} 上传进度`} />
                            <Typography variant="caption" sx={{ textAlign: 'center' }}>
                                上传中({u.percent}%)
                            </Typography>
                            <Typography variant="caption" noWrap sx={{ maxWidth: '100%' }} title={u.name}>
                                {u.name}
                            </Typography>
                        </Box>
                    ))}
                {!readOnly && (
                    <Box component="li" sx={{ ...cardSx, borderStyle: 'dashed' }}>
                        <ButtonBase
                            aria-label="上传图片"
                            onClick={() => picker.current?.click()}
                            sx={{ width: '100%', height: '100%', flexDirection: 'column', color: 'text.secondary' }}
                        >
                            <AddIcon />
                            <Typography variant="caption">上传图片</Typography>
                        </ButtonBase>
                        <input
                            ref={picker}
                            type="file"
                            hidden
                            accept="image/*"
                            multiple={max !== 1}
                            data-testid="upload-input"
                            onChange={e => {
                                const files = Array.from(e.target.files ?? []);
                                e.target.value = '';
                                if (files.length) pick(files);
                            }}
                        />
                    </Box>
                )}
            </Stack>
            {readOnly && paths.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                    暂无图片
                </Typography>
            )}
            {refused && (
                <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
                    {refused}
                </Typography>
            )}
            {pending
                .filter(u => u.error)
                .map(u => (
                    <Box key={`failed-${u.key}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
                        <Typography role="alert" variant="body2" color="error" sx={{ flex: 1, wordBreak: 'break-all' }}>
                            {u.name} 上传失败：{u.error}
                        </Typography>
                        <IconButton size="small" aria-label={`关闭 ${u.name}`} onClick={() => dismiss(u.key)}>
                            <CloseIcon fontSize="small" />
                        </IconButton>
                    </Box>
                ))}
            {error && <FormHelperText>{error}</FormHelperText>}
            <Dialog open={preview !== null} onClose={() => setPreview(null)} maxWidth="lg">
                <DialogTitle sx={{ pr: 6 }}>
                    {preview ? fileNameOf(preview) : ''}
                    <IconButton aria-label="关闭预览" onClick={() => setPreview(null)} sx={{ position: 'absolute', right: 8, top: 8 }}>
                        <CloseIcon />
                    </IconButton>
                </DialogTitle>
                <DialogContent>
                    {preview && (
                        <Box component="img" src={staticUrl(preview)} alt={fileNameOf(preview)} sx={{ maxWidth: '100%', maxHeight: '75vh', display: 'block', mx: 'auto' }} />
                    )}
                </DialogContent>
            </Dialog>
        </FormControl>
    );
};
