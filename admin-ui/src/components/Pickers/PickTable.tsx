// The paged choice table of the pickers: a click (or Enter/Space on a row) picks.
import {
    Box,
    Checkbox,
    Radio,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TablePagination,
    TableRow,
    TableSortLabel,
    Typography,
} from '@mui/material';
import { PICKER_PAGE_SIZES, text, type Row } from './common';

export interface PickColumn {
    key: string;
    title: string;
    /** false: the title does not sort (with the table's onSort) */
    sortable?: boolean;
    /** hidden on small screens */
    wide?: boolean;
}

/** The cell text of a row: the dictionary text when there is one. */
export const cell = (row: Row, key: string) => text(row[`${key}_dictText`] ?? row[key]);

/** The paged table of choices: a click (or Enter/Space on a row) picks; single replaces, multi toggles. */
export const PickTable = ({
    label,
    columns,
    rows,
    rowKey,
    selected,
    multiple,
    onToggle,
    loading,
    error,
    page,
    pageSize,
    total,
    onPage,
    selectable = true,
    maxHeight = 400,
    sort,
    onSort,
}: {
    label: string;
    columns: PickColumn[];
    rows: Row[];
    rowKey: (r: Row) => string;
    selected: Set<string>;
    multiple?: boolean;
    onToggle: (r: Row) => void;
    loading?: boolean;
    error?: string;
    /** 1-based */
    page: number;
    pageSize: number;
    total: number;
    onPage: (page: number, pageSize: number) => void;
    /** false: the rows are only shown (no choice column, no click; a cell keeps to one line) */
    selectable?: boolean;
    /** of the scrolling table (default 400) */
    maxHeight?: number | string;
    /** the rows' order; with onSort a column's title sorts (a sortable column: not sortable: false) */
    sort?: { column: string; order: 'asc' | 'desc' } | null;
    onSort?: (column: string) => void;
}) => {
    const hide = { display: { xs: 'none', md: 'table-cell' } };
    const cellSx = (c: PickColumn) => ({ ...(c.wide ? hide : undefined), ...(selectable ? undefined : { whiteSpace: 'nowrap' }) });
    const status = loading ? '加载中…' : error || (rows.length ? '' : '暂无数据');
    return (
        <Box>
            <TableContainer sx={{ maxHeight }}>
                <Table size="small" stickyHeader aria-label={label} aria-busy={loading || undefined}>
                    <TableHead>
                        <TableRow>
                            {selectable && <TableCell padding="checkbox" />}
                            {columns.map(c => {
                                const on = sort?.column === c.key;
                                return (
                                    <TableCell key={c.key} sx={cellSx(c)} sortDirection={on ? sort.order : false}>
                                        {onSort && c.sortable !== false ? (
                                            <TableSortLabel active={on} direction={on ? sort.order : 'asc'} onClick={() => onSort(c.key)}>
                                                {c.title}
                                            </TableSortLabel>
                                        ) : (
                                            c.title
                                        )}
                                    </TableCell>
                                );
                            })}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {status ? (
                            <TableRow>
                                <TableCell colSpan={columns.length + (selectable ? 1 : 0)} align="center" role={error && !loading ? 'alert' : undefined}>
                                    <Typography variant="body2" color={error && !loading ? 'error' : 'text.secondary'}>
                                        {status}
                                    </Typography>
                                </TableCell>
                            </TableRow>
                        ) : (
                            rows.map(r => {
                                const key = rowKey(r);
                                const on = selected.has(key);
                                const name = columns.map(c => cell(r, c.key)).filter(Boolean).slice(0, 2).join(' ');
                                const Mark = multiple ? Checkbox : Radio;
                                if (!selectable)
                                    return (
                                        <TableRow key={key} hover>
                                            {columns.map(c => (
                                                <TableCell key={c.key} sx={cellSx(c)}>
                                                    {cell(r, c.key)}
                                                </TableCell>
                                            ))}
                                        </TableRow>
                                    );
                                return (
                                    <TableRow
                                        key={key}
                                        hover
                                        selected={on}
                                        onClick={() => onToggle(r)}
                                        sx={{ cursor: 'pointer' }}
                                    >
                                        <TableCell padding="checkbox">
                                            <Mark
                                                size="small"
                                                checked={on}
                                                onClick={e => e.stopPropagation()}
                                                onChange={() => onToggle(r)}
                                                slotProps={{ input: { 'aria-label': `选择 ${name}` } }}
                                            />
                                        </TableCell>
                                        {columns.map(c => (
                                            <TableCell key={c.key} sx={c.wide ? hide : undefined}>
                                                {cell(r, c.key)}
                                            </TableCell>
                                        ))}
                                    </TableRow>
                                );
                            })
                        )}
                    </TableBody>
                </Table>
            </TableContainer>
            <TablePagination
                component="div"
                count={total}
                page={Math.max(0, page - 1)}
                rowsPerPage={pageSize}
                rowsPerPageOptions={PICKER_PAGE_SIZES}
                onPageChange={(_, p) => onPage(p + 1, pageSize)}
                onRowsPerPageChange={e => onPage(1, Number(e.target.value))}
                labelRowsPerPage="每页条数"
                labelDisplayedRows={({ from, to, count }) => `${from}-${to} 共${count}条`}
                getItemAriaLabel={t => (t === 'next' ? '下一页' : t === 'previous' ? '上一页' : t === 'first' ? '第一页' : '最后一页')}
            />
        </Box>
    );
};
