// A form widget for a cron expression: a text field with a button that opens the editor in a
// 608-wide dialog (title Cron表达式, 确定 / 取消).
import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, InputAdornment, TextField } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { CronEditor, type CronNextFetcher } from './CronEditor';
import { DEFAULT_CRON } from './cron';

/** The editor dialog's width (seed). */
export const CRON_DIALOG_WIDTH = 608;

export interface CronInputProps {
    value?: string | null;
    onChange?: (expression: string) => void;
    disabled?: boolean;
    label?: string;
    placeholder?: string;
    /** field error state and helper text (e.g. from react-hook-form) */
    error?: boolean;
    helperText?: ReactNode;
    required?: boolean;
    fullWidth?: boolean;
    name?: string;
    onBlur?: () => void;
    /** passed to the editor: computes the next fire times (defaults to the server) */
    fetchNext?: CronNextFetcher;
}

export const CronInput = ({
    value,
    onChange,
    disabled = false,
    label,
    placeholder = '请输入cron表达式',
    error,
    helperText,
    required,
    fullWidth = true,
    name,
    onBlur,
    fetchNext,
}: CronInputProps) => {
    const [open, setOpen] = useState(false);
    const [draft, setDraft] = useState('');
    const text = value ?? '';

    const openEditor = () => {
        if (disabled) return;
        setDraft(text.trim() || DEFAULT_CRON);
        setOpen(true);
    };

    return (
        <>
            <TextField
                label={label}
                name={name}
                value={text}
                disabled={disabled}
                required={required}
                error={error}
                helperText={helperText}
                placeholder={placeholder}
                fullWidth={fullWidth}
                size="small"
                onChange={e => onChange?.(e.target.value)}
                onBlur={onBlur}
                slotProps={{
                    htmlInput: { style: { fontFamily: 'monospace' } },
                    input: {
                        endAdornment: (
                            <InputAdornment position="end">
                                <IconButton size="small" edge="end" aria-label="选择Cron表达式" onClick={openEditor} disabled={disabled}>
                                    <ScheduleIcon fontSize="small" />
                                </IconButton>
                            </InputAdornment>
                        ),
                    },
                }}
            />
            <Dialog
                open={open}
                onClose={() => setOpen(false)}
                maxWidth={false}
                aria-labelledby="cron-dialog-title"
                slotProps={{ paper: { sx: { width: CRON_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
            >
                <DialogTitle id="cron-dialog-title">Cron表达式</DialogTitle>
                <DialogContent dividers sx={{ px: 2, py: 1 }}>
                    {open && <CronEditor value={draft} onChange={setDraft} fetchNext={fetchNext} />}
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => setOpen(false)}>取消</Button>
                    <Button
                        variant="contained"
                        onClick={() => {
                            onChange?.(draft);
                            setOpen(false);
                        }}
                    >
                        确定
                    </Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
