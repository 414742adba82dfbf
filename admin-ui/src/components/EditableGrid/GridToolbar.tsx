// The toolbar above the grid and the confirmation of 删除.
import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';

export interface GridToolbarProps {
    rowSelection?: boolean;
    nSelected: number;
    extra?: ReactNode;
    onAdd: () => void;
    /** asks to confirm the removal of the selection */
    onRemove: () => void;
    onInsert: () => void;
    onMove: (by: -1 | 1) => void;
}

export const GridToolbar = ({ rowSelection, nSelected, extra, onAdd, onRemove, onInsert, onMove }: GridToolbarProps) => (
    <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }} role="toolbar" aria-label="表格操作">
        <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
            新增
        </Button>
        {rowSelection && (
            <>
                <Button size="small" variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} disabled={nSelected === 0} onClick={onRemove}>
                    删除{nSelected ? `(${nSelected})` : ''}
                </Button>
                <Button size="small" variant="outlined" startIcon={<PlaylistAddIcon />} disabled={nSelected !== 1} onClick={onInsert}>
                    插入一行
                </Button>
                <Button size="small" variant="outlined" startIcon={<ArrowUpwardIcon />} disabled={nSelected !== 1} onClick={() => onMove(-1)}>
                    向上移
                </Button>
                <Button size="small" variant="outlined" startIcon={<ArrowDownwardIcon />} disabled={nSelected !== 1} onClick={() => onMove(1)}>
                    向下移
                </Button>
            </>
        )}
        {extra}
    </Stack>
);

export const DeleteConfirm = ({ open, count, onCancel, onConfirm }: { open: boolean; count: number; onCancel: () => void; onConfirm: () => void }) => (
    <Dialog open={open} onClose={onCancel}>
        <DialogTitle>确认删除</DialogTitle>
        <DialogContent>
            <DialogContentText>确定要删除这 {count} 项吗</DialogContentText>
        </DialogContent>
        <DialogActions>
            <Button onClick={onCancel}>取消</Button>
            <Button color="error" variant="contained" onClick={onConfirm}>
                确定
            </Button>
        </DialogActions>
    </Dialog>
);
