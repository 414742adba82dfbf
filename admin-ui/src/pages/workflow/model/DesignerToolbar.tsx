// The designer's top bar: title, status chip, 基本信息 / 保存草稿 / 发布 and the close button.
import { AppBar, Button, Chip, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { statusOf, type ProcessModel } from './model';
import type { Busy } from './useFlowDesigner';

export interface DesignerToolbarProps {
    model: ProcessModel | null;
    status: ReturnType<typeof statusOf> | undefined;
    dirty: boolean;
    readonly: boolean;
    busy: Busy;
    onEditInfo: () => void;
    onSave: () => void;
    onPublish: () => void;
    onClose: () => void;
}

export function DesignerToolbar({ model, status, dirty, readonly, busy, onEditInfo, onSave, onPublish, onClose }: DesignerToolbarProps) {
    return (
        <AppBar position="static" color="default" elevation={1}>
            <Toolbar variant="dense" sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 0.5, sm: 0 } }}>
                <Typography id="flow-designer-title" variant="h6" noWrap sx={{ flex: '1 1 160px', minWidth: 0 }}>
                    {model?.name ?? '流程设计'}
                    {model && (
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                            {model.businessName}
                            {model.version ? ` · V${model.version}` : ''}
                        </Typography>
                    )}
                </Typography>
                {status && <Chip size="small" color={status.color} label={dirty ? '未保存' : status.text} />}
                {model && !readonly && (
                    <>
                        <Tooltip title="名称、标题模板、描述">
                            <Button size="small" startIcon={<EditNoteIcon />} onClick={onEditInfo}>
                                基本信息
                            </Button>
                        </Tooltip>
                        <Button size="small" variant="outlined" disabled={!!busy} onClick={onSave}>
                            {busy === 'save' ? '保存中…' : '保存草稿'}
                        </Button>
                        <Button size="small" variant="contained" disabled={!!busy} onClick={onPublish}>
                            {busy === 'publish' ? '发布中…' : '发布'}
                        </Button>
                    </>
                )}
                <IconButton aria-label="关闭" onClick={onClose}>
                    <CloseIcon />
                </IconButton>
            </Toolbar>
        </AppBar>
    );
}
