import type { KeyboardEvent } from 'react';
import { Box, Stack, TablePagination, TextField } from '@mui/material';

export const PAGE_SIZES = [10, 20, 30];

/**
 * Pagination: sizes 10/20/30, "a-b 共N条", and a page jumper (Enter); compact (a phone): only the
 * size, "a-b 共N条" and the previous / next page.
 */
export const Pager = ({
    total,
    page,
    pageSize,
    onPage,
    onPageSize,
    compact,
}: {
    total: number;
    page: number;
    pageSize: number;
    onPage: (p: number) => void;
    onPageSize: (s: number) => void;
    compact?: boolean;
}) => {
    const pages = Math.max(1, Math.ceil(total / pageSize));
    const jump = (e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key !== 'Enter') return;
        const n = Number.parseInt((e.target as HTMLInputElement).value, 10);
        if (!Number.isNaN(n)) onPage(Math.min(pages, Math.max(1, n)));
        (e.target as HTMLInputElement).value = '';
    };
    return (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' }} className="aq-crud-pager">
            <TablePagination
                component="div"
                count={total}
                page={Math.min(page, pages) - 1}
                rowsPerPage={pageSize}
                rowsPerPageOptions={PAGE_SIZES}
                onPageChange={(_, p) => onPage(p + 1)}
                onRowsPerPageChange={e => onPageSize(Number(e.target.value))}
                labelRowsPerPage={compact ? '每页' : '每页条数'}
                labelDisplayedRows={({ from, to, count }) => `${count ? `${from}-${to} ` : ''}共${count}条`}
                getItemAriaLabel={type => ({ first: '第一页', last: '最后一页', next: '下一页', previous: '上一页' })[type]}
                showFirstButton={!compact}
                showLastButton={!compact}
                sx={compact ? { '& .MuiTablePagination-toolbar': { pl: 0 }, '& .MuiTablePagination-input': { mr: 1.5 } } : undefined}
            />
            {!compact && (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 14, whiteSpace: 'nowrap' }}>
                    跳至
                    <TextField size="small" sx={{ width: 64 }} slotProps={{ htmlInput: { 'aria-label': '跳至页', inputMode: 'numeric' } }} onKeyDown={jump} />页
                </Box>
            )}
        </Stack>
    );
};
