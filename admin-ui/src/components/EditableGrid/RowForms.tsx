// The row's forms opened from a cell click: the 详细信息 dialog and the sub-form popover.
import { useState, type ReactNode } from 'react';
import { Box, Button, ClickAwayListener, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Paper, Popper, Typography } from '@mui/material';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { str } from './logic';
import type { GridColumn, GridRow } from './types';

/** The 详细信息 dialog (seed §2: width 1200, switchable to fullscreen). */
export const DetailsDialog = ({ row, columns, onClose, render }: { row: GridRow; columns: GridColumn[]; onClose: () => void; render?: (row: GridRow) => ReactNode }) => {
    const [full, setFull] = useState(false);
    return (
        <Dialog open onClose={onClose} fullScreen={full} maxWidth={false} slotProps={{ paper: { sx: full ? undefined : { width: 1200, maxWidth: '95vw' } } }}>
            <DialogTitle sx={{ display: 'flex', alignItems: 'center' }}>
                <Box sx={{ flex: 1 }}>详细信息</Box>
                <IconButton aria-label={full ? '退出全屏' : '全屏'} onClick={() => setFull(f => !f)}>
                    {full ? <FullscreenExitIcon /> : <FullscreenIcon />}
                </IconButton>
            </DialogTitle>
            <DialogContent dividers>
                {render ? (
                    render(row)
                ) : (
                    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2 }}>
                        {columns
                            .filter(c => c.type !== 'slot')
                            .map(c => (
                                <Box key={c.key}>
                                    <Typography variant="caption" color="text.secondary">
                                        {c.title}
                                    </Typography>
                                    <Typography variant="body2">{str(row[c.key]) || '-'}</Typography>
                                </Box>
                            ))}
                    </Box>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>关闭</Button>
            </DialogActions>
        </Dialog>
    );
};

/** The sub-form of a row (clickRowShowSubForm), in a popover under it. */
export const SubFormPopper = ({
    subForm,
    rows,
    render,
    onClose,
}: {
    subForm: { rowId: string; anchor: HTMLElement };
    rows: GridRow[];
    render: (row: GridRow) => ReactNode;
    onClose: () => void;
}) => (
    <Popper open anchorEl={subForm.anchor} placement="bottom-start" sx={{ zIndex: 1300 }}>
        <ClickAwayListener onClickAway={e => !subForm.anchor.contains(e.target as Node) && onClose()}>
            <Paper elevation={6} sx={{ p: 2, maxWidth: 900, maxHeight: 480, overflow: 'auto' }} role="dialog" aria-label="子表">
                {(() => {
                    const row = rows.find(r => r.id === subForm.rowId);
                    return row ? render(row) : null;
                })()}
            </Paper>
        </ClickAwayListener>
    </Popper>
);
