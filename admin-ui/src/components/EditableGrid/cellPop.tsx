// The small pop-overs of a cell (JeecgBoot's minipop): the frame they share, and the file pop-up
// cell (JFilePop): a `file` column with props.pop uploads in a pop-over of 520 × 200 instead of in place.
import { useRef, useState, type ReactNode } from 'react';
import { Box, Button, IconButton, Link, Popover, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { feedback } from '../Feedback';
import { FileUpload, fileNameOf, joinPaths, splitPaths, staticUrl } from '../Upload';
import { str, uploadLimit } from './logic';
import { cellLabel, type CellProps } from './cellShared';
import type { GridColumn } from './types';

/** Seed §9: the file pop-up is 520 × 200 by default, the text-area pop-up 150 wide and 200 high. */
export const FILE_POP_SIZE = { width: 520, height: 200 };
export const INPUT_POP_SIZE = { width: 150, height: 200 };
/** Seed §5: OK in the file pop-up with nothing uploaded. */
export const NO_FILE_MESSAGE = '未上传任何文件';

/** More files than the column keeps (its fieldExtendJson's uploadnum, a field's MaxFiles). */
export const tooManyFiles = (c: GridColumn, limit: number) => `${c.title}最多上传${limit}个文件，超出的文件未保留`;

/** A pop-over's size from the column's props.popWidth / popHeight, else the defaults. */
export const popSize = (c: GridColumn, fallback: { width: number; height: number }) => {
    const n = (v: unknown, d: number) => (Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : d);
    return { width: n(c.props?.popWidth, fallback.width), height: n(c.props?.popHeight, fallback.height) };
};

/** A content width that stays inside a phone's screen: the pop-over keeps 16 px off each edge and pads 12 px. */
export const fitWidth = (px: number) => `min(${px}px, calc(100vw - 56px))`;

export interface CellPopoverProps {
    anchorEl: HTMLElement | null;
    title: string;
    onOk: () => void;
    onCancel: () => void;
    children: ReactNode;
}

/** Title with a close button, the content, 取消 / 确定; Esc or a click outside cancels. */
export const CellPopover = ({ anchorEl, title, onOk, onCancel, children }: CellPopoverProps) => (
    <Popover
        open={!!anchorEl}
        anchorEl={anchorEl}
        onClose={onCancel}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': title, sx: { maxWidth: 'calc(100vw - 32px)' } } }}
    >
        <Box sx={{ display: 'flex', alignItems: 'center', pl: 1.5, pr: 0.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="subtitle2" sx={{ flex: 1, minWidth: 0 }} noWrap>
                {title}
            </Typography>
            <IconButton size="small" aria-label="关闭" onClick={onCancel}>
                <CloseIcon fontSize="small" />
            </IconButton>
        </Box>
        <Box sx={{ p: 1.5 }}>{children}</Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 1.5, pb: 1.5 }}>
            <Button size="small" onClick={onCancel}>
                取消
            </Button>
            <Button size="small" variant="contained" onClick={onOk}>
                确定
            </Button>
        </Box>
    </Popover>
);

/**
 * The files of an upload cell: each a thumbnail (image) or a link to download it (unless allowDownload is false) and a
 * button to remove it (unless allowRemove is false or the cell is disabled). Names show as 5
 * characters and an ellipsis (seed §9).
 */
export const CellFiles = ({ column: c, paths, disabled, onRemove }: { column: GridColumn; paths: string[]; disabled: boolean; onRemove: (index: number) => void }) => (
    <>
        {paths.map((p, i) => {
            const name = fileNameOf(p);
            return (
                <Box key={`${p}-${i}`} sx={{ display: 'inline-flex', alignItems: 'center', minWidth: 0 }}>
                    {c.type === 'image' ? (
                        <Box component="img" src={staticUrl(p)} alt={name} sx={{ width: 28, height: 28, objectFit: 'cover', borderRadius: 0.5 }} />
                    ) : c.allowDownload === false ? (
                        <Box component="span" title={name} sx={{ fontSize: 13, whiteSpace: 'nowrap' }}>
                            {shortName(name)}
                        </Box>
                    ) : (
                        <Link href={staticUrl(p)} target="_blank" rel="noopener noreferrer" title={name} aria-label={`下载 ${name}`} sx={{ fontSize: 13, whiteSpace: 'nowrap' }}>
                            {shortName(name)}
                        </Link>
                    )}
                    {!disabled && c.allowRemove !== false && (
                        <IconButton size="small" sx={{ p: 0.25 }} aria-label={`删除 ${name}`} onClick={() => onRemove(i)}>
                            <CloseIcon sx={{ fontSize: 14 }} />
                        </IconButton>
                    )}
                </Box>
            );
        })}
    </>
);

/** seed §9: a file name shows as 5 characters plus an ellipsis. */
export const shortName = (name: string): string => ([...name].length > 5 ? `${[...name].slice(0, 5).join('')}…` : name);

/**
 * file with props.pop: the cell shows its files; a click on it (or Enter on the focused cell)
 * opens the pop-over with an upload box. 确定 with no file says 未上传任何文件 and stays open;
 * with one it sets the cell to the stored path(s). 取消, Esc or a click outside keep the value.
 * It keeps one file unless fieldExtendJson's uploadnum allows more.
 */
export const FilePopCell = ({ column: c, row, rowIndex, editing, disabled, onChange, onStop }: CellProps) => {
    const anchor = useRef<HTMLDivElement>(null);
    const paths = splitPaths(row[c.key]);
    const open = editing && !disabled;
    return (
        <Box ref={anchor} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, minWidth: 0, overflow: 'hidden', width: '100%', cursor: disabled ? undefined : 'pointer' }}>
            <AttachFileIcon aria-hidden sx={{ fontSize: 14, color: 'text.secondary', flex: 'none' }} />
            {paths.length ? (
                <CellFiles column={c} paths={paths} disabled={disabled} onRemove={i => onChange(c.key, joinPaths(paths.filter((_, j) => j !== i)))} />
            ) : (
                <span className="eg-text is-empty">{c.placeholder ?? (disabled ? '\u00a0' : '点击上传')}</span>
            )}
            {open && <FilePop column={c} rowIndex={rowIndex} value={row[c.key]} anchorEl={anchor.current} onChange={onChange} onStop={onStop} />}
        </Box>
    );
};

const FilePop = ({
    column: c,
    rowIndex,
    value,
    anchorEl,
    onChange,
    onStop,
}: {
    column: GridColumn;
    rowIndex: number;
    value: unknown;
    anchorEl: HTMLElement | null;
    onChange: CellProps['onChange'];
    onStop: () => void;
}) => {
    // what the pop-over holds until 确定: the cell's files, then what is uploaded or removed here
    const [draft, setDraft] = useState(() => str(value));
    const { width, height } = popSize(c, FILE_POP_SIZE);
    const limit = uploadLimit(c) ?? 1;
    // one file: a new upload replaces it; more: what goes past the limit is refused, saying so
    const take = (next: string) => {
        const paths = splitPaths(next);
        if (limit > 1 && paths.length > limit) {
            feedback.message.error(tooManyFiles(c, limit));
            setDraft(joinPaths(paths.slice(0, limit)));
            return;
        }
        setDraft(next);
    };
    const ok = () => {
        if (!splitPaths(draft).length) {
            feedback.message.error(NO_FILE_MESSAGE);
            return;
        }
        onChange(c.key, draft);
        onStop();
    };
    return (
        <CellPopover anchorEl={anchorEl} title={cellLabel(c, rowIndex)} onOk={ok} onCancel={onStop}>
            <Box sx={{ width: fitWidth(width), height, overflow: 'auto' }} data-testid="file-pop-box">
                <FileUpload
                    value={draft}
                    onChange={take}
                    max={limit === 1 ? 1 : undefined}
                    emptyText={NO_FILE_MESSAGE}
                    biz={(c.props?.biz as string | undefined) ?? undefined}
                    accept={c.props?.accept as string | undefined}
                />
            </Box>
        </CellPopover>
    );
};
