// A state column with the 逾期 tag the server flags on a record past its deadline (`overdue`).
import { Box, Chip } from '@mui/material';

type Row = Record<string, any>;

/** Renders the state's text (field_dictText) and, when the record is overdue, 逾期. */
export const overdueState = (field: string) => {
    const OverdueState = (r: Row) => (
        <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', whiteSpace: 'nowrap' }}>
            {String(r[`${field}_dictText`] ?? r[field] ?? '')}
            {r.overdue === true && <Chip size="small" color="error" label="逾期" />}
        </Box>
    );
    return OverdueState;
};
