import { Box } from '@mui/material';
import type { MenuEntry } from '../app/menu';

export const IframePage = ({ entry }: { entry: MenuEntry }) => (
    <Box
        component="iframe"
        title={entry.title}
        src={entry.url}
        sx={{ width: '100%', height: 'calc(100vh - 220px)', minHeight: 400, border: 0, bgcolor: '#fff' }}
    />
);
