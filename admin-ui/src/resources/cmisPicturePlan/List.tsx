// 供图计划: the generated list with a red tag beside the actual date on drawings past their planned
// date — 逾期未交付 while none came, 逾期交付 when they came late. The server decides `overdue`.
import { Box, Chip } from '@mui/material';
import { CrudList, type CrudResourceConfig } from '../../components/Crud';
import { config } from './config.gen';

type Row = Record<string, any>;

/** The tag of a row, or '' when it is on time (or the server did not say). */
export const overdueLabel = (r: Row): string => {
    if (r.overdue !== true) return '';
    return String(r.actualDate ?? '').trim() ? '逾期交付' : '逾期未交付';
};

// The actual date's column is widened so the date and its tag fit without the ellipsis.
const listConfig: CrudResourceConfig = {
    ...config,
    fields: config.fields.map(f => (f.name === 'actualDate' && f.list ? { ...f, list: { ...f.list, width: 190 } } : f)),
};

const render = {
    actualDate: (r: Row) => {
        const tag = overdueLabel(r);
        return (
            <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', whiteSpace: 'nowrap' }}>
                {String(r.actualDate ?? '')}
                {tag && <Chip size="small" color="error" label={tag} />}
            </Box>
        );
    },
};

export default function List() {
    return <CrudList config={listConfig} render={render} />;
}
