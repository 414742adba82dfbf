// An online report (Online报表) as JeecgBoot's report table shows it: its search fields, then a
// page of its rows, each cell in its dictionary's text. The report pop-up picker (JPopup) and the
// report definition's 预览 both use it; with onSelect the rows can be chosen.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { getAction } from '../../dataProvider/http';
import { PickTable, type PickColumn } from '../Pickers/PickTable';
import type { Row } from '../Pickers/common';

interface DictItem {
    value: string;
    text: string;
}

export interface ReportColumn {
    title: string;
    dataIndex: string;
    customRender?: string;
    sorter?: boolean;
}

interface ReportMeta {
    cgRpConfigId: string;
    cgRpConfigName: string;
    columns: ReportColumn[];
    dictOptions: Record<string, DictItem[]>;
}

interface QueryField {
    field: string;
    label: string;
    view: 'text' | 'number' | 'date' | 'datetime' | 'list';
    mode: 'single' | 'group';
    dictCode?: string;
}

const API = '/online/cgreport/api';

/** JeecgBoot's row key: the row's id, else its values run together, cut to 50 characters. */
export const reportRowKey = (r: Row) => (r.id != null ? String(r.id) : Object.values(r).map(String).join('').slice(0, 50));

/** Loads a report's columns and search fields by its code. */
export function useReportMeta(code: string) {
    const [meta, setMeta] = useState<ReportMeta | null>(null);
    const [fields, setFields] = useState<QueryField[]>([]);
    const [error, setError] = useState('');
    useEffect(() => {
        let live = true;
        setMeta(null);
        setError('');
        (async () => {
            const cols = await getAction<ReportMeta>(`${API}/getRpColumns/${encodeURIComponent(code)}`, undefined, { silent: true });
            if (!cols.success) throw new Error(cols.message || '报表加载失败');
            const info = await getAction<QueryField[]>(`${API}/getQueryInfo/${cols.result.cgRpConfigId}`, undefined, { silent: true });
            if (!info.success) throw new Error(info.message || '报表加载失败');
            if (live) {
                setMeta(cols.result);
                setFields(info.result ?? []);
            }
        })().catch(e => live && setError((e as Error).message));
        return () => {
            live = false;
        };
    }, [code]);
    return { meta, fields, error };
}

const inputType = (f: QueryField) => (f.view === 'date' ? 'date' : f.view === 'datetime' ? 'datetime-local' : f.view === 'number' ? 'number' : 'text');

/** The search form: one input per field, two for a range; Enter searches. */
const SearchForm = ({ fields, options, onSearch }: { fields: QueryField[]; options: ReportMeta['dictOptions']; onSearch: (q: Record<string, string>) => void }) => {
    const [q, setQ] = useState<Record<string, string>>({});
    // datetime-local gives 2024-01-15T08:30; the server compares 2024-01-15 08:30
    const set = (k: string, v: string) => setQ(prev => ({ ...prev, [k]: v.replace('T', ' ') }));
    if (fields.length === 0) return null;
    const input = (f: QueryField, key: string, label: string) => (
        <TextField
            key={key}
            size="small"
            label={label}
            value={q[key] ?? ''}
            select={f.view === 'list'}
            type={f.view === 'list' ? undefined : inputType(f)}
            onChange={e => set(key, e.target.value)}
            onKeyDown={e => e.key === 'Enter' && onSearch(q)}
            slotProps={{ inputLabel: { shrink: f.view === 'date' || f.view === 'datetime' || undefined } }}
            fullWidth={false}
            sx={{ width: { xs: '100%', sm: 200 } }}
        >
            {f.view === 'list' && [
                <MenuItem key="" value="">
                    全部
                </MenuItem>,
                ...(options[f.dictCode ?? ''] ?? []).map(o => (
                    <MenuItem key={o.value} value={o.value}>
                        {o.text}
                    </MenuItem>
                )),
            ]}
        </TextField>
    );
    return (
        <Stack role="search" direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
            {fields.flatMap(f =>
                f.mode === 'group' ? [input(f, `${f.field}_begin`, `${f.label}（起）`), input(f, `${f.field}_end`, `${f.label}（止）`)] : [input(f, f.field, f.label)]
            )}
            <Button variant="contained" onClick={() => onSearch(q)}>
                查询
            </Button>
            <Button
                onClick={() => {
                    setQ({});
                    onSearch({});
                }}
            >
                重置
            </Button>
        </Stack>
    );
};

export interface ReportViewProps {
    code: string;
    /** values of the report's parameters, sent as self_<name> */
    params?: Record<string, string>;
    multiple?: boolean;
    /** the chosen rows; without it the rows are only shown */
    selected?: Row[];
    onSelect?: (rows: Row[]) => void;
    /** the report's name, once loaded */
    onTitle?: (name: string) => void;
    /** the request's parameters but paging (self_<param>, the search, the order), as applied: for 导出 */
    onQuery?: (query: Record<string, string>) => void;
    /** of the scrolling table (default 400; "none" on a page of its own) */
    maxHeight?: number | string;
}

export const ReportView = ({ code, params, multiple, selected = [], onSelect, onTitle, onQuery, maxHeight }: ReportViewProps) => {
    const { meta, fields, error: metaError } = useReportMeta(code);
    const [query, setQuery] = useState<Record<string, string>>({});
    const [page, setPage] = useState({ no: 1, size: 10 });
    // a column's title sorts: ascending, descending, then as the SQL gives them
    const [sort, setSort] = useState<{ column: string; order: 'asc' | 'desc' } | null>(null);
    const [data, setData] = useState<{ rows: Row[]; total: number; error: string; loading: boolean }>({ rows: [], total: 0, error: '', loading: true });
    const id = meta?.cgRpConfigId;
    const paramKey = JSON.stringify(params ?? {});

    useEffect(() => {
        if (meta) onTitle?.(meta.cgRpConfigName);
    }, [meta, onTitle]);

    const self = useMemo(
        () => Object.fromEntries(Object.entries(JSON.parse(paramKey) as Record<string, string>).map(([k, v]) => [`self_${k}`, v])),
        [paramKey]
    );
    const ordered = useMemo(() => ({ ...self, ...query, ...(sort ? { column: sort.column, order: sort.order } : {}) }), [self, query, sort]);
    useEffect(() => {
        onQuery?.(ordered);
    }, [ordered, onQuery]);

    useEffect(() => {
        if (!id) return;
        let live = true;
        setData(d => ({ ...d, loading: true, error: '' }));
        getAction<{ records: Row[]; total: number }>(`${API}/getData/${id}`, { ...ordered, pageNo: page.no, pageSize: page.size }, { silent: true })
            .then(r => {
                if (!live) return;
                if (r.success) setData({ rows: r.result.records ?? [], total: Number(r.result.total) || 0, error: '', loading: false });
                else setData({ rows: [], total: 0, error: r.message || '报表查询失败', loading: false });
            })
            .catch(e => live && setData({ rows: [], total: 0, error: (e as Error).message, loading: false }));
        return () => {
            live = false;
        };
    }, [id, page, ordered]);

    // Each dictionary column shows its text, as the generated lists' _dictText does.
    const rows = useMemo(
        () =>
            data.rows.map(r => {
                const out: Row = { ...r };
                for (const c of meta?.columns ?? []) {
                    const items = c.customRender ? meta?.dictOptions[c.customRender] : undefined;
                    if (items) {
                        const texts = String(r[c.dataIndex] ?? '')
                            .split(',')
                            .map(v => items.find(i => i.value === v)?.text ?? v);
                        out[`${c.dataIndex}_dictText`] = texts.join(',');
                    }
                }
                return out;
            }),
        [data.rows, meta]
    );
    const columns: PickColumn[] = useMemo(() => (meta?.columns ?? []).map(c => ({ key: c.dataIndex, title: c.title, sortable: c.sorter !== false })), [meta]);
    const chosen = useMemo(() => new Set(selected.map(reportRowKey)), [selected]);

    if (metaError) return <Alert severity="error">{metaError}</Alert>;
    const toggle = (shown: Row) => {
        if (!onSelect) return;
        const key = reportRowKey(shown);
        const r = data.rows.find(d => reportRowKey(d) === key) ?? shown; // as the server sent it
        if (!multiple) onSelect(chosen.has(key) ? [] : [r]);
        else onSelect(chosen.has(key) ? selected.filter(s => reportRowKey(s) !== key) : [...selected, r]);
    };
    return (
        <Box>
            <SearchForm
                fields={fields}
                options={meta?.dictOptions ?? {}}
                onSearch={q => {
                    setQuery(Object.fromEntries(Object.entries(q).filter(([, v]) => v !== '')));
                    setPage(p => ({ ...p, no: 1 }));
                }}
            />
            <PickTable
                label={meta?.cgRpConfigName ?? '报表'}
                columns={columns}
                rows={rows}
                rowKey={reportRowKey}
                selected={chosen}
                multiple={multiple}
                onToggle={toggle}
                loading={!meta || data.loading}
                error={data.error}
                page={page.no}
                pageSize={page.size}
                total={data.total}
                onPage={(no, size) => setPage({ no, size })}
                selectable={!!onSelect}
                maxHeight={maxHeight}
                sort={sort}
                onSort={column => {
                    setSort(s => (s?.column !== column ? { column, order: 'asc' } : s.order === 'asc' ? { column, order: 'desc' } : null));
                    setPage(p => ({ ...p, no: 1 }));
                }}
            />
        </Box>
    );
};
