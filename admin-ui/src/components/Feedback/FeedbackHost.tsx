import { useSyncExternalStore } from 'react';
import {
    Alert,
    AlertTitle,
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    Stack,
} from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { closeModal, dismissToast, feedback, type Severity } from './feedbackStore';

const icons: Record<Severity, typeof InfoOutlinedIcon> = {
    success: CheckCircleOutlineIcon,
    info: InfoOutlinedIcon,
    warning: WarningAmberIcon,
    error: ErrorOutlineIcon,
};

const iconColor: Record<Severity, string> = {
    success: '#52c41a',
    info: '#1890ff',
    warning: '#faad14',
    error: '#f5222d',
};

/** Renders the global messages (top centre), notices (top right) and modal dialogs. */
export const FeedbackHost = () => {
    const state = useSyncExternalStore(feedback.subscribe, feedback.getState, feedback.getState);
    const messages = state.toasts.filter(t => t.kind === 'message');
    const notices = state.toasts.filter(t => t.kind === 'notice');
    const modal = state.modals[0];
    return (
        <>
            <Stack
                spacing={1}
                role="status"
                aria-live="polite"
                sx={{
                    position: 'fixed',
                    top: 16,
                    left: '50%',
                    transform: 'translateX(-50%)',
                    zIndex: 2000,
                    alignItems: 'center',
                    pointerEvents: 'none',
                }}
            >
                {messages.map(t => (
                    <Alert
                        key={t.id}
                        severity={t.severity}
                        variant="outlined"
                        className="aq-message"
                        sx={{ bgcolor: 'background.paper', boxShadow: 3, pointerEvents: 'auto', py: 0 }}
                    >
                        {t.text}
                    </Alert>
                ))}
            </Stack>
            <Stack
                spacing={1}
                aria-live="polite"
                sx={{ position: 'fixed', top: 24, right: 24, zIndex: 2000, width: { xs: 'calc(100% - 48px)', sm: 384 } }}
            >
                {notices.map(t => (
                    <Alert
                        key={t.id}
                        severity={t.severity}
                        className="aq-notice"
                        role="alert"
                        onClose={() => dismissToast(t.id)}
                        closeText="关闭"
                        sx={{ bgcolor: 'background.paper', color: 'text.primary', boxShadow: 6 }}
                    >
                        {t.title && <AlertTitle>{t.title}</AlertTitle>}
                        {t.text}
                    </Alert>
                ))}
            </Stack>
            {modal && <ModalView key={modal.id} />}
        </>
    );
};

const ModalView = () => {
    const state = useSyncExternalStore(feedback.subscribe, feedback.getState, feedback.getState);
    const modal = state.modals[0];
    if (!modal) return null;
    const Icon = icons[modal.severity];
    return (
        <Dialog
            open
            onClose={() => modal.closable && closeModal(modal.id, false)}
            aria-labelledby={`aq-modal-${modal.id}`}
            maxWidth="xs"
            fullWidth
            className="aq-modal"
            sx={{ zIndex: 1900 }}
        >
            <DialogTitle id={`aq-modal-${modal.id}`} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Icon sx={{ color: iconColor[modal.severity] }} />
                {modal.title}
            </DialogTitle>
            <DialogContent>
                <Box sx={{ pl: 4 }}>
                    <DialogContentText>{modal.content}</DialogContentText>
                </Box>
            </DialogContent>
            <DialogActions>
                {modal.confirm && (
                    <Button onClick={() => closeModal(modal.id, false)}>{modal.cancelText ?? '取消'}</Button>
                )}
                <Button variant="contained" autoFocus onClick={() => closeModal(modal.id, true)}>
                    {modal.okText ?? '确定'}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
