// The report dialogs' frame (JeecgBoot's report modal, 1200 wide; full screen on a phone): the
// picker's and the definition's 预览.
import type { ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery } from '@mui/material';
import { MOBILE_QUERY } from '../Crud/responsive';

export const ReportDialog = ({ id, open, title, onClose, actions, children }: { id: string; open: boolean; title: ReactNode; onClose: () => void; actions: ReactNode; children: ReactNode }) => {
    const phone = useMediaQuery(MOBILE_QUERY);
    return (
        <Dialog
            open={open}
            onClose={onClose}
            fullScreen={phone}
            maxWidth={false}
            aria-labelledby={id}
            slotProps={{ paper: { sx: { width: phone ? '100%' : 1200, maxWidth: '100%' } } }}
        >
            <DialogTitle id={id}>{title}</DialogTitle>
            <DialogContent>{children}</DialogContent>
            <DialogActions>{actions}</DialogActions>
        </Dialog>
    );
};
