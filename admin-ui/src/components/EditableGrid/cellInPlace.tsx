// The cells that are controls in place (no editor to open): checkbox and the uploads.
import { useRef } from 'react';
import { Box, Button, LinearProgress, Link, Tooltip } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { feedback } from '../Feedback';
import { useUploads } from '../Upload';
import { isImageFile } from '../Upload/ImageUpload';
import { checkValues, uploadLimit } from './logic';
import { cellLabel, type CellProps } from './cellShared';
import { CellFiles } from './cellPop';

export const CheckboxCell = ({ column: c, row, rowIndex, disabled, onChange }: CellProps) => {
    const [on, off] = checkValues(c);
    const v = row[c.key];
    const checked = v === on || (v !== undefined && v !== null && typeof on !== 'object' && String(v) === String(on));
    return (
        <span style={{ padding: '0 8px', display: 'flex' }}>
            <input
                type="checkbox"
                className="eg-check"
                aria-label={cellLabel(c, rowIndex)}
                checked={checked}
                disabled={disabled}
                onChange={e => onChange(c.key, e.target.checked ? on : off)}
            />
        </span>
    );
};

/**
 * upload / file / image: the value is the comma-separated stored paths (components/Upload).
 * fieldExtendJson {"uploadnum": N} keeps the latest N; the upload button hides once N files
 * are there ('upload' keeps one). allowDownload / allowRemove false take the links / the remove buttons away.
 * With props.pop a file column is the pop-up cell instead (cellPop.tsx).
 */
export const UploadCell = ({ column: c, row, rowIndex, disabled, onChange }: CellProps) => {
    const max = uploadLimit(c);
    const image = c.type === 'image';
    const picker = useRef<HTMLInputElement>(null);
    const { paths, pending, start, remove, dismiss } = useUploads({
        value: row[c.key],
        onChange: v => onChange(c.key, v),
        max,
        biz: (c.props?.biz as string | undefined) ?? undefined,
    });
    const full = max !== undefined && paths.length >= max;
    const uploading = pending.filter(u => !u.error);
    const failed = pending.find(u => u.error);
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 0.5, minWidth: 0, overflow: 'hidden' }}>
            <CellFiles column={c} paths={paths} disabled={disabled} onRemove={remove} />
            {uploading.length > 0 && (
                <Box sx={{ width: 60 }} aria-label={`上传中(${uploading[0].percent}%)`}>
                    <LinearProgress variant="determinate" value={uploading[0].percent} />
                </Box>
            )}
            {failed && (
                <Tooltip title={`${failed.name} 上传失败：${failed.error}`}>
                    <Link component="button" type="button" color="error" sx={{ fontSize: 12 }} onClick={() => dismiss(failed.key)}>
                        上传失败
                    </Link>
                </Tooltip>
            )}
            {!disabled && !full && (
                <>
                    <Button size="small" sx={{ minWidth: 0, px: 0.5 }} startIcon={<UploadIcon fontSize="inherit" />} onClick={() => picker.current?.click()} aria-label={`上传 ${cellLabel(c, rowIndex)}`}>
                        上传
                    </Button>
                    <input
                        ref={picker}
                        type="file"
                        hidden
                        data-testid={`upload-${c.key}-${rowIndex}`}
                        accept={image ? 'image/*' : (c.props?.accept as string | undefined)}
                        multiple={max !== 1}
                        onChange={e => {
                            let files = Array.from(e.target.files ?? []);
                            e.target.value = '';
                            if (image && files.some(f => !isImageFile(f))) {
                                feedback.message.warning('请上传图片');
                                files = files.filter(isImageFile);
                            }
                            if (files.length) start(max === 1 ? files.slice(-1) : files);
                        }}
                    />
                </>
            )}
        </Box>
    );
};
