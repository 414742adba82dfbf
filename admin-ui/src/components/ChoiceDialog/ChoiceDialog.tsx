import { useState } from 'react';
import {
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    FormControl,
    FormHelperText,
    MenuItem,
    Select,
    Tooltip,
} from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export interface ChoiceOption {
    value: string;
    label: string;
}

export interface ChoiceDialogProps {
    open: boolean;
    title: string;
    placeholder: string;
    tooltip?: string;
    options: ChoiceOption[];
    initialValue?: string;
    /** show a close button / allow Escape */
    closable?: boolean;
    onConfirm: (value: string) => void | Promise<void>;
    onClose?: () => void;
}

/** A modal that asks for one choice (department, tenant). Confirm does nothing until chosen. */
export const ChoiceDialog = ({
    open,
    title,
    placeholder,
    tooltip,
    options,
    initialValue = '',
    closable = false,
    onConfirm,
    onClose,
}: ChoiceDialogProps) => {
    const [value, setValue] = useState(initialValue);
    const [error, setError] = useState(false);
    const [busy, setBusy] = useState(false);

    const confirm = async () => {
        if (!value) {
            setError(true);
            return;
        }
        setBusy(true);
        try {
            await onConfirm(value);
        } finally {
            setBusy(false);
        }
    };

    return (
        <Dialog
            open={open}
            onClose={closable ? onClose : undefined}
            maxWidth={false}
            slotProps={{ paper: { sx: { width: 450, maxWidth: 'calc(100% - 32px)' } } }}
            aria-labelledby="choice-dialog-title"
        >
            <DialogTitle id="choice-dialog-title">{title}</DialogTitle>
            <DialogContent>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pt: 1 }}>
                    <FormControl fullWidth error={error} size="small">
                        <Select
                            value={value}
                            displayEmpty
                            inputProps={{ 'aria-label': placeholder }}
                            onChange={e => {
                                setValue(String(e.target.value));
                                setError(false);
                            }}
                            renderValue={v =>
                                v ? (options.find(o => o.value === v)?.label ?? v) : (
                                    <Box component="span" sx={{ color: 'text.disabled' }}>{placeholder}</Box>
                                )
                            }
                        >
                            {options.map(o => (
                                <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>
                            ))}
                        </Select>
                        {error && <FormHelperText>{placeholder}</FormHelperText>}
                    </FormControl>
                    {tooltip && (
                        <Tooltip title={tooltip}>
                            <InfoOutlined fontSize="small" color="action" aria-label={tooltip} />
                        </Tooltip>
                    )}
                </Box>
            </DialogContent>
            <DialogActions>
                {closable && <Button onClick={onClose}>关闭</Button>}
                <Button variant="contained" onClick={confirm} disabled={busy}>确认</Button>
            </DialogActions>
        </Dialog>
    );
};

/** 部门选择, or 部门切换（当前部门 : name） when the current department is known. */
export const departDialogTitle = (currentName?: string | null): string =>
    currentName ? `部门切换（当前部门 : ${currentName}）` : '部门选择';
