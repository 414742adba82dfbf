// Cells shared by the flow lists.
import { Box, Chip } from '@mui/material';
import { STATUS_COLOR, statusLabel } from '../../components/Workflow';

/** An instance's or task's status as a coloured chip. */
export const StatusChip = ({ status, text }: { status?: string; text?: string }) => {
    const label = statusLabel(status, text);
    return label ? <Chip size="small" variant="outlined" color={STATUS_COLOR[status ?? ''] ?? 'default'} label={label} /> : null;
};

/** On a phone only the first columns show: the title cell carries the rest as a second line. */
export const PhoneLine = ({ parts }: { parts: (string | undefined)[] }) => (
    <Box sx={{ display: { xs: 'block', md: 'none' }, mt: 0.5, color: 'text.secondary', fontSize: 12 }}>{parts.filter(Boolean).join(' · ')}</Box>
);
