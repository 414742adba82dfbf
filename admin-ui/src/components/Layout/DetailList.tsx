import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface DetailItem {
    label: ReactNode;
    value: ReactNode;
    /** columns this item spans (long text, a table) */
    span?: number;
}

export interface DetailListProps {
    title?: ReactNode;
    items: DetailItem[];
    /** 1 to 4, default 3; fewer on narrow screens */
    col?: 1 | 2 | 3 | 4;
    /** shown for an empty value */
    empty?: ReactNode;
}

const isBlank = (v: ReactNode) => v === null || v === undefined || v === '' || v === false;

/** Label–value pairs in a grid: one column on phones, at most two on tablets, then `col`. */
export const DetailList = ({ title, items, col = 3, empty = '-' }: DetailListProps) => {
    const c = Math.min(4, Math.max(1, col));
    const span = (n = 1) => ({
        xs: 'span 1',
        sm: `span ${Math.min(n, Math.min(c, 2))}`,
        md: `span ${Math.min(n, c)}`,
    });
    return (
        <Box sx={{ mb: 2 }}>
            {title && (
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 1.5 }}>
                    {title}
                </Typography>
            )}
            {items.length === 0 ? (
                <Typography color="text.secondary">暂无数据</Typography>
            ) : (
                <Box
                    component="dl"
                    data-col={c}
                    sx={{
                        m: 0,
                        display: 'grid',
                        columnGap: 4,
                        rowGap: 1.5,
                        gridTemplateColumns: {
                            xs: '1fr',
                            sm: `repeat(${Math.min(c, 2)}, minmax(0, 1fr))`,
                            md: `repeat(${c}, minmax(0, 1fr))`,
                        },
                    }}
                >
                    {items.map((it, i) => (
                        <Box key={i} sx={{ display: 'flex', minWidth: 0, gridColumn: span(it.span) }}>
                            <Box component="dt" sx={{ color: 'text.secondary', whiteSpace: 'nowrap', mr: 1, '&::after': { content: '"："' } }}>
                                {it.label}
                            </Box>
                            <Box component="dd" sx={{ m: 0, minWidth: 0, flex: 1, wordBreak: 'break-word' }}>
                                {isBlank(it.value) ? empty : it.value}
                            </Box>
                        </Box>
                    ))}
                </Box>
            )}
        </Box>
    );
};
