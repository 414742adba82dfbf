import { useState, type ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, Tooltip, useMediaQuery, Button } from '@mui/material';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import Close from '@mui/icons-material/Close';
import { MOBILE_QUERY } from '../Crud/responsive';

export interface DetailsModalProps {
    open: boolean;
    onClose: () => void;
    /** 详细信息 unless given */
    title?: ReactNode;
    /** 1200 px as the spec says; narrower screens get their full width */
    width?: number;
    children?: ReactNode;
    /** footer buttons; a 关闭 button when absent */
    actions?: ReactNode;
}

/** The details dialog: 1200 px wide, switchable to fullscreen, always fullscreen on mobile. */
export const DetailsModal = ({ open, onClose, title = '详细信息', width = 1200, children, actions }: DetailsModalProps) => {
    const mobile = useMediaQuery(MOBILE_QUERY);
    const [full, setFull] = useState(false);
    const fullScreen = mobile || full;
    const toggleLabel = full ? '退出全屏' : '全屏';
    return (
        <Dialog
            open={open}
            onClose={onClose}
            fullScreen={fullScreen}
            maxWidth={false}
            aria-labelledby="details-modal-title"
            slotProps={{ paper: { sx: fullScreen ? undefined : { width, maxWidth: 'calc(100% - 64px)' } } }}
        >
            <DialogTitle id="details-modal-title" sx={{ pr: 12 }}>
                {title}
            </DialogTitle>
            <Stack direction="row" sx={{ position: 'absolute', right: 8, top: 8 }}>
                {!mobile && (
                    <Tooltip title={toggleLabel}>
                        <IconButton aria-label={toggleLabel} aria-pressed={full} onClick={() => setFull(f => !f)}>
                            {full ? <FullscreenExit /> : <Fullscreen />}
                        </IconButton>
                    </Tooltip>
                )}
                <IconButton aria-label="关闭" onClick={onClose}>
                    <Close />
                </IconButton>
            </Stack>
            <DialogContent dividers>{children}</DialogContent>
            <DialogActions>{actions ?? <Button onClick={onClose}>关闭</Button>}</DialogActions>
        </Dialog>
    );
};
