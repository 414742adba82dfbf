// A paged table of users with optional check boxes and row buttons, shared by the role
// member panel, the recycle bin and the address book; plus the hook that loads its pages.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Box, Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { getAction } from '../../../dataProvider/http';

export type UserRow = Record<string, any>;

export interface UserColumn {
    key: string;
    title: string;
    /** hidden on a phone */
    wide?: boolean;
    render?: (r: UserRow) => ReactNode;
}

export interface UserPage {
    rows: UserRow[];
    total: number;
    loading: boolean;
    error?: string;
}

/** Loads pages of url with params (pageNo/pageSize added; a plain-array reply is paged here); reload() asks again. */
export const usePagedUsers = (url: string, params: Record<string, unknown>, enabled = true) => {
    const [paging, setPaging] = useState({ page: 1, size: 10 });
    const [data, setData] = useState<UserPage>({ rows: [], total: 0, loading: enabled });
    const [tick, setTick] = useState(0);
    const key = JSON.stringify(params);
    useEffect(() => {
        setPaging(p => ({ ...p, page: 1 }));
    }, [key]);
    useEffect(() => {
        if (!enabled) return;
        let live = true;
        setData(d => ({ ...d, loading: true, error: undefined }));
        getAction(url, { ...JSON.parse(key), pageNo: paging.page, pageSize: paging.size }, { silent: true })
            .then(env => {
                if (!live) return;
                if (env.success && Array.isArray(env.result)) {
                    // A plain array (the recycle bin, as JeecgBoot answers it): paged here.
                    const all = env.result as UserRow[];
                    const from = (paging.page - 1) * paging.size;
                    setData({ rows: all.slice(from, from + paging.size), total: all.length, loading: false });
                } else if (env.success) {
                    const rows = Array.isArray(env.result?.records) ? env.result.records : [];
                    setData({ rows, total: Number(env.result?.total ?? rows.length) || 0, loading: false });
                } else setData({ rows: [], total: 0, loading: false, error: env.message || '加载失败' });
            })
            .catch((e: Error) => live && setData({ rows: [], total: 0, loading: false, error: e?.message || '加载失败' }));
        return () => {
            live = false;
        };
    }, [url, key, paging, tick, enabled]);
    const reload = useCallback(() => setTick(t => t + 1), []);
    return { ...data, paging, setPaging, reload };
};

export interface UserTableProps {
    label: string;
    columns: UserColumn[];
    page: UserPage & { paging: { page: number; size: number }; setPaging: (p: { page: number; size: number }) => void };
    /** check boxes with the ids ticked */
    selected?: string[];
    onSelect?: (ids: string[]) => void;
    actions?: (r: UserRow) => ReactNode;
    empty?: string;
}

const wideSx = { display: { xs: 'none', md: 'table-cell' } };

export const UserTable = ({ label, columns, page, selected, onSelect, actions, empty = '暂无数据' }: UserTableProps) => {
    const ids = page.rows.map(r => String(r.id));
    const all = ids.length > 0 && ids.every(id => selected?.includes(id));
    const toggle = (id: string) => onSelect?.(selected?.includes(id) ? selected.filter(s => s !== id) : [...(selected ?? []), id]);
    const toggleAll = () => onSelect?.(all ? (selected ?? []).filter(s => !ids.includes(s)) : [...new Set([...(selected ?? []), ...ids])]);
    const span = columns.length + (onSelect ? 1 : 0) + (actions ? 1 : 0);
    const status = page.loading ? '加载中…' : page.error || (page.rows.length ? '' : empty);
    return (
        <Box>
            <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={label} aria-busy={page.loading}>
                    <TableHead>
                        <TableRow>
                            {onSelect && (
                                <TableCell padding="checkbox">
                                    <Checkbox size="small" checked={all} disabled={!ids.length} onChange={toggleAll} slotProps={{ input: { 'aria-label': '全选' } }} />
                                </TableCell>
                            )}
                            {columns.map(c => (
                                <TableCell key={c.key} sx={c.wide ? wideSx : undefined}>
                                    {c.title}
                                </TableCell>
                            ))}
                            {actions && <TableCell>操作</TableCell>}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {status ? (
                            <TableRow>
                                <TableCell colSpan={span} align="center">
                                    <Typography variant="body2" color={page.error && !page.loading ? 'error' : 'text.secondary'} role={page.error && !page.loading ? 'alert' : undefined}>
                                        {status}
                                    </Typography>
                                </TableCell>
                            </TableRow>
                        ) : (
                            page.rows.map(r => {
                                const id = String(r.id);
                                return (
                                    <TableRow key={id} hover selected={!!selected?.includes(id)}>
                                        {onSelect && (
                                            <TableCell padding="checkbox">
                                                <Checkbox
                                                    size="small"
                                                    checked={!!selected?.includes(id)}
                                                    onChange={() => toggle(id)}
                                                    slotProps={{ input: { 'aria-label': `选择${r.realname || r.username || id}` } }}
                                                />
                                            </TableCell>
                                        )}
                                        {columns.map(c => (
                                            <TableCell key={c.key} sx={c.wide ? wideSx : undefined}>
                                                {c.render ? c.render(r) : (r[c.key] ?? '')}
                                            </TableCell>
                                        ))}
                                        {actions && <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(r)}</TableCell>}
                                    </TableRow>
                                );
                            })
                        )}
                    </TableBody>
                </Table>
            </TableContainer>
            <TablePagination
                component="div"
                count={page.total}
                page={Math.max(0, page.paging.page - 1)}
                rowsPerPage={page.paging.size}
                rowsPerPageOptions={[10, 20, 30, 50]}
                onPageChange={(_, p) => page.setPaging({ ...page.paging, page: p + 1 })}
                onRowsPerPageChange={e => page.setPaging({ page: 1, size: Number(e.target.value) })}
                labelRowsPerPage="每页"
                labelDisplayedRows={({ from, to, count }) => `${from}-${to} 共${count}条`}
            />
        </Box>
    );
};
