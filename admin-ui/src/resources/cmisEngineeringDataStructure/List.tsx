// 工程数据结构: the generated (tree) list plus 恢复模板 in the toolbar (button code <permPrefix>:add,
// as the server checks): the chosen structure type (dict eds_type) loses all its nodes and is
// rebuilt from the template, GET {prefix}/restoreData?type=.
import { useState } from 'react';
import {
    Alert,
    Button,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    MenuItem,
    TextField,
} from '@mui/material';
import RestoreIcon from '@mui/icons-material/Restore';
import { CrudList, useDictOptions } from '../../components/Crud';
import { feedback, warnFailure } from '../../components/Feedback';
import { useHasPermission } from '../../components/HasPermission';
import { getAction } from '../../dataProvider/http';
import { config } from './config.gen';

export const RESTORE_WARNING = '将删除该类型现有的全部节点并按模板重建，是否继续？';

const prefix = config.apiPrefix.replace(/\/+$/, '');

/**
 * Restores the template of one type; true when the server answered (either way: its message is
 * shown), false when the request itself failed (the request layer reported it).
 */
export const restoreTemplate = async (type: string): Promise<boolean> => {
    try {
        const env = await getAction(`${prefix}/restoreData`, { type });
        if (env.success) feedback.message.success(env.message || '恢复成功');
        else warnFailure(env, '恢复失败');
        return true;
    } catch {
        return false;
    }
};

/**
 * The dialog of 恢复模板: pick the type, read the warning, 确定. `busy` while the restore runs
 * (both buttons wait); `onConfirm` gets the chosen type.
 */
export const RestoreDialog = ({
    open,
    busy,
    onClose,
    onConfirm,
}: {
    open: boolean;
    busy: boolean;
    onClose: () => void;
    onConfirm: (type: string) => void;
}) => {
    const types = useDictOptions('eds_type');
    const [type, setType] = useState('');

    const close = () => {
        if (!busy) onClose();
    };

    return (
        <Dialog
            open={open}
            onClose={close}
            fullWidth
            maxWidth="xs"
            aria-labelledby="aq-eds-restore-title"
            slotProps={{ transition: { onExited: () => setType('') } }}
        >
            <DialogTitle id="aq-eds-restore-title">恢复模板</DialogTitle>
            <DialogContent>
                <TextField
                    select
                    fullWidth
                    size="small"
                    label="结构类型"
                    required
                    value={type}
                    onChange={e => setType(e.target.value)}
                    disabled={busy}
                    sx={{ mt: 1, mb: 2 }}
                >
                    {types.map(o => (
                        <MenuItem key={o.value} value={o.value}>
                            {o.text}
                        </MenuItem>
                    ))}
                </TextField>
                <Alert severity="warning">{RESTORE_WARNING}</Alert>
            </DialogContent>
            <DialogActions>
                <Button onClick={close} disabled={busy}>
                    取消
                </Button>
                <Button
                    variant="contained"
                    onClick={() => type && !busy && onConfirm(type)}
                    disabled={!type || busy}
                    startIcon={busy ? <CircularProgress size={16} color="inherit" aria-label="恢复中" /> : undefined}
                >
                    确定
                </Button>
            </DialogActions>
        </Dialog>
    );
};

export default function List() {
    const can = useHasPermission();
    const [open, setOpen] = useState(false);
    const [busy, setBusy] = useState(false);
    // CrudList offers its reload only to row actions: a new key loads the list (its roots) anew.
    const [generation, setGeneration] = useState(0);

    const restore = async (type: string) => {
        setBusy(true);
        const answered = await restoreTemplate(type);
        setBusy(false);
        if (!answered) return; // the request failed: the dialog stays for another try
        setOpen(false);
        setGeneration(g => g + 1);
    };

    const toolbar = can(`${config.permPrefix}:add`) ? (
        <Button variant="outlined" startIcon={<RestoreIcon />} onClick={() => setOpen(true)} disabled={busy}>
            恢复模板
        </Button>
    ) : null;

    return (
        <>
            <CrudList key={generation} config={config} toolbar={toolbar} />
            <RestoreDialog open={open} busy={busy} onClose={() => setOpen(false)} onConfirm={restore} />
        </>
    );
}
