import { Alert, Box, Button, CircularProgress } from '@mui/material';
import type { StateLine } from './listModel';

/** What stands below an expanded tree node: its children loading, or their failure with 重试 (table and cards alike). */
export const ChildrenStatus = ({ line, onRetry }: { line: StateLine; onRetry: (id: string) => void }) =>
    line.kind === 'loading' ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', fontSize: 13 }}>
            <CircularProgress size={14} aria-label="下级加载中" /> 加载中…
        </Box>
    ) : (
        <Alert
            severity="error"
            sx={{ py: 0 }}
            action={
                <Button color="inherit" size="small" onClick={() => onRetry(line.parent)}>
                    重试
                </Button>
            }
        >
            {line.message}
        </Alert>
    );
