// A small panel at the bottom of the window for work the user waits on: what is happening, a bar,
// and 取消. Not modal: the page stays usable while the work runs.
import { Box, Button, LinearProgress, Paper, Snackbar, Typography } from '@mui/material';
import { useId } from 'react';

export interface ProgressSnackbarProps {
    open: boolean;
    title: string;
    /** what is happening, in words */
    text: string;
    /** 0–100; undefined draws a running bar (the total is unknown) */
    value?: number;
    onCancel?: () => void;
    cancelText?: string;
}

export const ProgressSnackbar = ({ open, title, text, value, onCancel, cancelText = '取消' }: ProgressSnackbarProps) => {
    const titleId = useId();
    return (
        <Snackbar open={open} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
            <Paper
                elevation={6}
                role="dialog"
                aria-modal="false"
                aria-labelledby={titleId}
                className="aq-progress-snackbar"
                sx={{ width: { xs: 'calc(100vw - 32px)', sm: 360 }, p: 2 }}
            >
                <Typography id={titleId} sx={{ fontWeight: 600, fontSize: 15 }}>
                    {title}
                </Typography>
                <Typography variant="body2" sx={{ my: 1 }} aria-live="polite">
                    {text}
                </Typography>
                <LinearProgress
                    aria-label={title}
                    variant={value === undefined ? 'indeterminate' : 'determinate'}
                    value={value}
                    sx={{ height: 8, borderRadius: 4 }}
                />
                {onCancel && (
                    <Box sx={{ textAlign: 'right', mt: 1 }}>
                        <Button size="small" onClick={onCancel}>
                            {cancelText}
                        </Button>
                    </Box>
                )}
            </Paper>
        </Snackbar>
    );
};
