import { Alert, AlertTitle, Box } from '@mui/material';
import type { MenuEntry } from '../app/menu';

/** Shown when a menu points at a component no page registered for. */
export const PageMissing = ({ entry }: { entry: MenuEntry }) => (
    <Box sx={{ p: 1 }}>
        <Alert severity="warning" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
            <AlertTitle>页面不存在</AlertTitle>
            菜单“{entry.title}”对应的页面组件 <code>{entry.component || '（空）'}</code> 尚未提供，请联系管理员检查菜单配置。
        </Alert>
    </Box>
);
