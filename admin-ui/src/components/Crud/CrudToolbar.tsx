import type { ReactNode } from 'react';
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import type { CrudPerms } from './useCrudPerms';

/**
 * The list's toolbar: 新增 / 导出 / 导入 / 批量删除 as permitted, then the page's own content, and at
 * its right end `settings` (列设置).
 */
export const CrudToolbar = ({
    perms,
    exporting,
    onCreate,
    onExport,
    onImport,
    onRemoveSelected,
    settings,
    children,
}: {
    perms: CrudPerms;
    /** an export is running (导出 waits for it) */
    exporting: boolean;
    onCreate: () => void;
    onExport: () => void;
    onImport: () => void;
    onRemoveSelected: () => void;
    /** shown at the right end (the 列设置 button) */
    settings?: ReactNode;
    children?: ReactNode;
}) => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }} className="aq-crud-toolbar">
        {perms.add && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
                新增
            </Button>
        )}
        {perms.export && (
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onExport} disabled={exporting}>
                导出
            </Button>
        )}
        {perms.import && (
            <Button variant="outlined" startIcon={<UploadIcon />} onClick={onImport}>
                导入
            </Button>
        )}
        {perms.batchDelete && (
            <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={onRemoveSelected}>
                批量删除
            </Button>
        )}
        {children}
        {settings && <Box sx={{ ml: 'auto', alignSelf: 'center' }}>{settings}</Box>}
    </Stack>
);

/** "已选择 N 项", with 清空 while anything is selected. */
export const SelectionInfo = ({ count, onClear }: { count: number; onClear: () => void }) => (
    <Alert severity="info" icon={false} sx={{ mb: 1, py: 0 }} className="aq-crud-selection">
        已选择 <b>{count}</b> 项
        {count > 0 && (
            <Link component="button" type="button" sx={{ ml: 2, verticalAlign: 'baseline' }} onClick={onClear}>
                清空
            </Link>
        )}
    </Alert>
);
