// Sizes and styles of the CrudList table, shared by its head and its rows.
import type { SxProps, Theme } from '@mui/material';
import { isChainage, isMoney } from './fields';
import type { CrudField } from './types';

/** Dates, amounts and chainages must not be cut by the ellipsis when the table is narrow. */
export const columnMinWidth = (f: CrudField): number | undefined =>
    f.list?.width ??
    (f.type === 'datetime' ? 160 : f.type === 'date' ? 100 : isChainage(f) ? 120 : isMoney(f) ? 110 : undefined);

/** Tree indentation per level and the width of the expand toggle, in px. */
export const INDENT = 20;
export const TOGGLE = 28;

export const actionSx = { minWidth: 0, px: 0.75, whiteSpace: 'nowrap' };

/** The 操作 column stays visible while the table scrolls sideways. */
export const stickyAction = (head: boolean): SxProps<Theme> => ({
    position: 'sticky',
    right: 0,
    bgcolor: 'background.paper',
    zIndex: head ? 3 : 1,
    whiteSpace: 'nowrap',
    fontWeight: head ? 600 : 400,
    boxShadow: 'inset 1px 0 0 rgba(0,0,0,0.06)',
});
