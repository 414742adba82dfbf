import { useState, type FormEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';

/** 请输入保存的名称: the prompt stays open while the name is refused or the overwrite declined. */
export const NamePrompt = ({ open, onClose, onSave }: { open: boolean; onClose: () => void; onSave: (name: string) => Promise<boolean> }) => {
    const [name, setName] = useState('');
    const [busy, setBusy] = useState(false);
    const submit = async (e: FormEvent) => {
        e.preventDefault();
        // React bubbles through the portal: the list's filter form must not see this submit
        e.stopPropagation();
        if (busy) return;
        setBusy(true);
        try {
            if (await onSave(name)) {
                setName('');
                onClose();
            }
        } finally {
            setBusy(false);
        }
    };
    return (
        <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="aq-super-name-title">
            <Box component="form" onSubmit={submit}>
                <DialogTitle id="aq-super-name-title">请输入保存的名称</DialogTitle>
                <DialogContent>
                    <TextField
                        autoFocus
                        fullWidth
                        size="small"
                        margin="dense"
                        label="名称"
                        value={name}
                        onChange={e => setName(e.target.value)}
                        slotProps={{ htmlInput: { maxLength: 50 } }}
                    />
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>取消</Button>
                    <Button type="submit" variant="contained" disabled={busy}>
                        确定
                    </Button>
                </DialogActions>
            </Box>
        </Dialog>
    );
};
