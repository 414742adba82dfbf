import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import {
    Alert,
    Box,
    Button,
    Checkbox,
    CircularProgress,
    IconButton,
    LinearProgress,
    Link,
    Paper,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TablePagination,
    TableRow,
    TableSortLabel,
    TextField,
    type SxProps,
    type Theme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowRightIcon from '@mui/icons-material/ArrowRight';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { deleteAction, downloadFile, getAction, type Envelope } from '../../dataProvider/http';
import { AdvancedQuery } from '../AdvancedQuery/AdvancedQuery';
import type { SuperQuery } from '../AdvancedQuery/superQuery';
import { feedback, warnFailure } from '../Feedback';
import { useHasPermission } from '../HasPermission';
import { useCrudResource } from './context';
import { RowSteps, stepGuard } from './RowSteps';
import { CrudForm } from './CrudForm';
import { cellText, isChainage, isMoney } from './fields';
import { DictTag } from '../Select/DictTag';
import { FilterBar } from './FilterBar';
import { ImportDialog } from './ImportDialog';
import { DEFAULT_SORT, exportParams, filterParams, listParams, queryFields, type FilterValues, type Sort } from './query';
import { sectionParams, useHeaderSection } from './section';
import type { CrudField, CrudFormProps, CrudListProps } from './types';

export const PAGE_SIZES = [10, 20, 30];

type Row = Record<string, any>;
type FormState = { mode: 'create' | 'edit' | 'show'; record?: Row; defaults?: Record<string, unknown> } | null;

/** The children of an expanded tree node, loaded once from {prefix}/childList. */
type Kids = { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; rows: Row[] };

/** One line of the table body: a record (at its tree depth), or the state of a node's children. */
type Line =
    | { kind: 'row'; row: Row; id: string; key: string; depth: number; n: number }
    | { kind: 'loading' | 'error'; parent: string; key: string; depth: number; message?: string };

/** A tree node the server marked as having children. */
export const hasChildren = (r: Row): boolean => r.hasChild === '1' || r.hasChild === 1 || r.hasChild === true || r.hasChild === 'true';

const recordsOf = (result: any): Row[] => (Array.isArray(result) ? result : (result?.records ?? []));

/** Shows the server's answer; a 510 was already shown as a warning by the request layer. */
const report = (env: Envelope, okText: string): boolean => {
    if (env.success) feedback.message.success(env.message || okText);
    else warnFailure(env, '操作失败');
    return env.success;
};

const rowId = (r: Row, i: number | string): string => String(r.id ?? i);

/**
 * The generic list page: filter bar, toolbar (新增 / 导出 / 导入 / 批量删除), sortable paged table
 * with row selection and per-row 编辑 / 详情 / 删除, and the form and import dialogs.
 * A tree resource (config.tree) shows its roots with lazily loaded, indented children while no
 * filter is applied (the server answers filtered lists flat) and offers 新增下级. A section-scoped
 * resource (config.sectionScoped) follows the header's section chooser. A resource with a state
 * machine (config.steps) offers its steps per row (RowSteps), and 编辑 / 删除 only in the states
 * that allow them.
 */
/** Code-dictionary values of choice widgets show as tags; table dictionaries (names) stay text. */
const TAG_WIDGETS = new Set(['select', 'radio', 'checkbox', 'list_multi']);
const isTagged = (f: CrudField) => !!f.dict && !f.dict.includes(',') && TAG_WIDGETS.has(f.widget);

export const CrudList = ({ config, params: fixed, createDefaults, sort: initialSort, toolbar, rowActions, render, canEdit, canDelete }: CrudListProps) => {
    const prefix = config.apiPrefix.replace(/\/+$/, '');
    const can = useHasPermission();
    const allowed = (action: string) => !config.permPrefix || can(`${config.permPrefix}:${action}`);
    const perms = {
        add: allowed('add'),
        edit: allowed('edit'),
        delete: allowed('delete'),
        batchDelete: allowed('batch_delete'),
        export: config.export && allowed('export'),
        import: config.import && allowed('import'),
    };

    // Generated (or hand-overridden) forms from the registered resource; the generic form otherwise.
    const ctx = useCrudResource();
    const own = ctx && ctx.config.name === config.name ? ctx : null;
    const forms = useMemo(() => {
        const generic = (mode: 'create' | 'edit' | 'show'): ComponentType<CrudFormProps> =>
            function GenericForm(p: CrudFormProps) {
                return <CrudForm {...p} config={config} mode={mode} />;
            };
        return {
            create: own?.create ?? generic('create'),
            edit: own?.edit ?? generic('edit'),
            show: own?.show ?? generic('show'),
        };
    }, [own, config]);

    const filters = useMemo(() => queryFields(config), [config]);
    const columns = useMemo(() => config.fields.filter(f => f.list), [config]);
    const fixedKey = JSON.stringify(fixed ?? {});

    const [draft, setDraft] = useState<FilterValues>({});
    const [applied, setApplied] = useState<FilterValues>({});
    const [superQuery, setSuperQuery] = useState<SuperQuery | null>(null);
    const [page, setPage] = useState(1);
    const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
    const [sort, setSort] = useState<Sort>(initialSort ?? DEFAULT_SORT);
    const [tick, setTick] = useState(0);
    const [rows, setRows] = useState<Row[]>([]);
    const [total, setTotal] = useState(0);
    const [loading, setLoading] = useState(false);
    const [selected, setSelected] = useState<string[]>([]);
    const [form, setForm] = useState<FormState>(null);
    const [importOpen, setImportOpen] = useState(false);
    const [exporting, setExporting] = useState(false);

    // The header's section: a change starts again at page 1 (adjusted while rendering, so the
    // list loads once).
    const section = useHeaderSection(!!config.sectionScoped);
    const [seenSection, setSeenSection] = useState(section);
    if (seenSection !== section) {
        setSeenSection(section);
        setPage(1);
    }
    const scopeKey = JSON.stringify(sectionParams(config, section));
    /** fixed parameters of list, export and childList: the section, then the page's own */
    const fixedParams = useMemo(
        () => ({ ...JSON.parse(scopeKey), ...JSON.parse(fixedKey) }) as Record<string, string | number>,
        [scopeKey, fixedKey]
    );

    // Tree: expanded nodes and their loaded children, both forgotten whenever the roots reload.
    // As on the server, a section filter keeps the tree; any other filter, or an advanced query,
    // makes the list flat.
    const treeMode = !!config.tree && !superQuery && Object.keys(filterParams(config, applied)).every(k => TREE_KEEPING.has(k));
    const toggleColumn = Math.max(0, columns.findIndex(f => f.name === config.tree?.title));
    const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
    const [kids, setKids] = useState<Record<string, Kids>>({});
    const generation = useRef(0);

    const reload = useCallback(() => setTick(t => t + 1), []);

    useEffect(() => {
        let live = true;
        setLoading(true);
        // The selection never outlives the rows it was made on (seed §4).
        setSelected([]);
        generation.current++;
        setExpanded(new Set());
        setKids({});
        getAction(`${prefix}/list`, listParams(config, applied, { page, pageSize, sort, superQuery }, fixedParams))
            .then(env => {
                if (!live) return;
                if (!env.success) {
                    warnFailure(env, '查询失败');
                    return;
                }
                const result = env.result;
                const records = recordsOf(result);
                setRows(records);
                setTotal(Array.isArray(result) ? records.length : Number(result?.total ?? records.length));
            })
            .catch(() => {
                /* the request layer reported it */
            })
            .finally(() => live && setLoading(false));
        return () => {
            live = false;
        };
    }, [prefix, config, applied, superQuery, page, pageSize, sort, tick, fixedParams]);

    const loadChildren = (id: string) => {
        const gen = generation.current;
        const settle = (k: Kids) => gen === generation.current && setKids(all => ({ ...all, [id]: k }));
        settle({ status: 'loading' });
        getAction(`${prefix}/childList`, { ...fixedParams, pid: id, column: sort.column, order: sort.order })
            .then(env =>
                settle(env.success ? { status: 'done', rows: recordsOf(env.result) } : { status: 'error', message: env.message || '下级加载失败' })
            )
            .catch(e => settle({ status: 'error', message: (e as Error)?.message || '下级加载失败' }));
    };

    /** Expands (loading the children the first time) or collapses a node; a failed load is retried. */
    const toggleNode = (id: string) => {
        if (expanded.has(id)) {
            setExpanded(s => new Set([...s].filter(x => x !== id)));
            if (kids[id]?.status === 'error')
                setKids(({ [id]: _dropped, ...rest }) => rest);
            return;
        }
        setExpanded(s => new Set(s).add(id));
        if (!kids[id] || kids[id].status === 'error') loadChildren(id);
    };

    /** The body lines: the rows, and below each expanded node its children (to any depth). */
    const lines = useMemo(() => {
        const out: Line[] = [];
        let n = 0;
        const walk = (list: Row[], depth: number, path: string, seen: Set<string>) => {
            list.forEach((r, i) => {
                const id = rowId(r, path ? `${path}-${i}` : i);
                const key = path ? `${path}/${id}` : id;
                out.push({ kind: 'row', row: r, id, key, depth, n: ++n });
                if (!treeMode || !expanded.has(id) || seen.has(id)) return;
                const k = kids[id];
                if (!k || k.status === 'loading') out.push({ kind: 'loading', parent: id, key: `${key}/…`, depth: depth + 1 });
                else if (k.status === 'error') out.push({ kind: 'error', parent: id, key: `${key}/!`, depth: depth + 1, message: k.message });
                else walk(k.rows, depth + 1, key, new Set(seen).add(id));
            });
        };
        walk(rows, 0, '', new Set());
        return out;
    }, [rows, treeMode, expanded, kids]);

    const search = () => {
        setApplied(draft);
        setPage(1);
        reload();
    };
    /** A new advanced query (or none) starts again at page 1. */
    const runSuperQuery = (q: SuperQuery | null) => {
        setSuperQuery(q);
        setPage(1);
        reload();
    };
    const resetFilters = () => {
        setDraft({});
        setApplied({});
        setPage(1);
        reload();
    };

    /**
     * After deleting rows, step back when the current page would be empty; only the page's own
     * rows count (the loaded children of a tree are not in `total`).
     */
    const reloadAfterDelete = (ids: string[]) => {
        const own = new Set(rows.map(rowId));
        const count = ids.filter(id => own.has(id)).length;
        const last = Math.max(1, Math.ceil((total - count) / pageSize));
        if (page > last) setPage(last);
        reload();
    };

    const removeOne = async (r: Row) => {
        if (!(await feedback.confirm('提示', '确定删除吗?'))) return;
        try {
            if (report(await deleteAction(`${prefix}/delete`, { id: r.id }), '删除成功!')) reloadAfterDelete([String(r.id)]);
        } catch {
            /* reported */
        }
    };

    const removeSelected = async () => {
        if (!selected.length) {
            feedback.message.warning('请选择一条记录！');
            return;
        }
        if (!(await feedback.confirm('确认删除', '是否删除选中数据?'))) return;
        const ids = selected.map(id => `${id},`).join('');
        try {
            const env = await deleteAction(`${prefix}/deleteBatch`, { ids });
            if (report(env, '批量删除成功!')) {
                setSelected([]);
                reloadAfterDelete(selected);
            }
        } catch {
            /* reported */
        }
    };

    const exportXls = async () => {
        setExporting(true);
        try {
            await downloadFile(`${prefix}/exportXls`, `${config.title}.xlsx`, exportParams(config, applied, sort, selected, fixedParams, superQuery));
        } catch {
            /* reported */
        } finally {
            setExporting(false);
        }
    };

    const toggleSort = (name: string) =>
        setSort(s => (s.column === name ? { column: name, order: s.order === 'asc' ? 'desc' : 'asc' } : { column: name, order: 'asc' }));

    const pageIds = [...new Set(lines.flatMap(l => (l.kind === 'row' ? [l.id] : [])))];
    const allOnPage = pageIds.length > 0 && pageIds.every(id => selected.includes(id));
    const someOnPage = pageIds.some(id => selected.includes(id));
    const toggleAll = () =>
        setSelected(s => (allOnPage ? s.filter(id => !pageIds.includes(id)) : [...s, ...pageIds.filter(id => !s.includes(id))]));
    const toggleRow = (id: string) => setSelected(s => (s.includes(id) ? s.filter(x => x !== id) : [...s, id]));

    const closeForm = (saved: boolean) => {
        setForm(null);
        if (saved) reload();
    };

    const Form = form ? forms[form.mode] : null;
    const minWidth = 48 + (config.tree ? 250 : 180) + columns.reduce((w, f) => w + (columnMinWidth(f) ?? 140), 0);
    const addChild = config.tree && perms.add ? config.tree.parent : undefined;

    return (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 3 } }} className="aq-crud-list" data-resource={config.name}>
            <FilterBar
                fields={filters}
                values={draft}
                onChange={setDraft}
                onSearch={search}
                onReset={resetFilters}
                extra={<AdvancedQuery config={config} value={superQuery} onChange={runSuperQuery} />}
            />

            <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }} className="aq-crud-toolbar">
                {perms.add && (
                    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ mode: 'create' })}>
                        新增
                    </Button>
                )}
                {perms.export && (
                    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportXls} disabled={exporting}>
                        导出
                    </Button>
                )}
                {perms.import && (
                    <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setImportOpen(true)}>
                        导入
                    </Button>
                )}
                {perms.batchDelete && (
                    <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={removeSelected}>
                        批量删除
                    </Button>
                )}
                {toolbar}
            </Stack>

            <Alert severity="info" icon={false} sx={{ mb: 1, py: 0 }} className="aq-crud-selection">
                已选择 <b>{selected.length}</b> 项
                {selected.length > 0 && (
                    <Link component="button" type="button" sx={{ ml: 2, verticalAlign: 'baseline' }} onClick={() => setSelected([])}>
                        清空
                    </Link>
                )}
            </Alert>

            <Box sx={{ position: 'relative' }}>
                <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="加载中" />}</Box>
                <TableContainer sx={{ overflowX: 'auto' }} aria-busy={loading}>
                    <Table size="small" sx={{ minWidth }} aria-label={config.title}>
                        <TableHead>
                            <TableRow>
                                <TableCell padding="checkbox">
                                    <Checkbox
                                        size="small"
                                        checked={allOnPage}
                                        indeterminate={someOnPage && !allOnPage}
                                        onChange={toggleAll}
                                        slotProps={{ input: { 'aria-label': '全选' } }}
                                    />
                                </TableCell>
                                {columns.map(f => (
                                    <TableCell
                                        key={f.name}
                                        align={isMoney(f) ? 'right' : undefined}
                                        sx={{ width: f.list?.width, minWidth: columnMinWidth(f), fontWeight: 600, whiteSpace: 'nowrap' }}
                                        sortDirection={sort.column === f.name ? sort.order : false}
                                    >
                                        {f.list?.sortable ? (
                                            <TableSortLabel
                                                active={sort.column === f.name}
                                                direction={sort.column === f.name ? sort.order : 'asc'}
                                                onClick={() => toggleSort(f.name)}
                                            >
                                                {f.label}
                                            </TableSortLabel>
                                        ) : (
                                            f.label
                                        )}
                                    </TableCell>
                                ))}
                                <TableCell sx={stickyAction(true)}>操作</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {rows.length === 0 && !loading && (
                                <TableRow>
                                    <TableCell colSpan={columns.length + 2} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                                        暂无数据
                                    </TableCell>
                                </TableRow>
                            )}
                            {lines.map(line => {
                                if (line.kind !== 'row') {
                                    return (
                                        <TableRow key={line.key} className="aq-crud-tree-state">
                                            <TableCell padding="checkbox" />
                                            <TableCell colSpan={columns.length + 1} sx={{ pl: `${16 + line.depth * INDENT}px` }}>
                                                {line.kind === 'loading' ? (
                                                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', fontSize: 13 }}>
                                                        <CircularProgress size={14} aria-label="下级加载中" /> 加载中…
                                                    </Box>
                                                ) : (
                                                    <Alert
                                                        severity="error"
                                                        sx={{ py: 0 }}
                                                        action={
                                                            <Button color="inherit" size="small" onClick={() => loadChildren(line.parent)}>
                                                                重试
                                                            </Button>
                                                        }
                                                    >
                                                        {line.message}
                                                    </Alert>
                                                )}
                                            </TableCell>
                                        </TableRow>
                                    );
                                }
                                const { row: r, id, depth } = line;
                                const checked = selected.includes(id);
                                const open = expanded.has(id);
                                const may = stepGuard(config, r, can);
                                return (
                                    <TableRow key={line.key} hover selected={checked} aria-level={treeMode ? depth + 1 : undefined}>
                                        <TableCell padding="checkbox">
                                            <Checkbox
                                                size="small"
                                                checked={checked}
                                                onChange={() => toggleRow(id)}
                                                slotProps={{ input: { 'aria-label': `选择第${line.n}行` } }}
                                            />
                                        </TableCell>
                                        {columns.map((f, c) => {
                                            const text = cellText(f, r);
                                            const content = render?.[f.name] ? render[f.name](r) : isTagged(f) ? (
                                                <DictTag value={r[f.name]} dictCode={f.dict!} dictText={r[`${f.name}_dictText`]} />
                                            ) : (
                                                text
                                            );
                                            const treeCell = treeMode && c === toggleColumn;
                                            return (
                                                <TableCell
                                                    key={f.name}
                                                    title={text}
                                                    align={isMoney(f) ? 'right' : undefined}
                                                    sx={{
                                                        maxWidth: (f.list?.width ?? 240) + (treeCell ? depth * INDENT + TOGGLE : 0),
                                                        whiteSpace: 'nowrap',
                                                        overflow: 'hidden',
                                                        textOverflow: 'ellipsis',
                                                        fontVariantNumeric: isMoney(f) || isChainage(f) ? 'tabular-nums' : undefined,
                                                    }}
                                                >
                                                    {treeCell ? (
                                                        <Box sx={{ display: 'flex', alignItems: 'center', pl: `${depth * INDENT}px`, minWidth: 0 }}>
                                                            {hasChildren(r) ? (
                                                                <IconButton
                                                                    size="small"
                                                                    sx={{ width: TOGGLE, height: TOGGLE, flexShrink: 0 }}
                                                                    aria-label={open ? '收起' : '展开'}
                                                                    aria-expanded={open}
                                                                    onClick={() => toggleNode(id)}
                                                                >
                                                                    {open ? <ArrowDropDownIcon fontSize="small" /> : <ArrowRightIcon fontSize="small" />}
                                                                </IconButton>
                                                            ) : (
                                                                <Box component="span" sx={{ width: TOGGLE, flexShrink: 0 }} />
                                                            )}
                                                            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}>
                                                                {content}
                                                            </Box>
                                                        </Box>
                                                    ) : (
                                                        content
                                                    )}
                                                </TableCell>
                                            );
                                        })}
                                        <TableCell sx={stickyAction(false)}>
                                            <Stack direction="row" spacing={0.5} className="aq-crud-row-actions">
                                                {perms.edit && may.edit && (canEdit?.(r) ?? true) && (
                                                    <Button size="small" sx={actionSx} onClick={() => setForm({ mode: 'edit', record: r })}>
                                                        编辑
                                                    </Button>
                                                )}
                                                <Button size="small" sx={actionSx} onClick={() => setForm({ mode: 'show', record: r })}>
                                                    详情
                                                </Button>
                                                {perms.delete && may.delete && (canDelete?.(r) ?? true) && (
                                                    <Button size="small" color="error" sx={actionSx} onClick={() => removeOne(r)}>
                                                        删除
                                                    </Button>
                                                )}
                                                {addChild && r.id != null && (
                                                    <Button
                                                        size="small"
                                                        sx={actionSx}
                                                        onClick={() => setForm({ mode: 'create', defaults: { ...createDefaults, [addChild]: String(r.id) } })}
                                                    >
                                                        新增下级
                                                    </Button>
                                                )}
                                                {config.steps && <RowSteps config={config} row={r} onDone={reload} />}
                                                {rowActions?.(r, reload)}
                                            </Stack>
                                        </TableCell>
                                    </TableRow>
                                );
                            })}
                        </TableBody>
                    </Table>
                </TableContainer>
            </Box>

            <Pager
                total={total}
                page={page}
                pageSize={pageSize}
                onPage={setPage}
                onPageSize={size => {
                    setPageSize(size);
                    setPage(1);
                }}
            />

            {form && Form && (
                <Form
                    open
                    mode={form.mode}
                    id={form.record ? String(form.record.id ?? '') : undefined}
                    record={form.record}
                    defaults={form.mode === 'create' ? (form.defaults ?? createDefaults) : undefined}
                    onClose={closeForm}
                />
            )}
            {perms.import && (
                <ImportDialog
                    open={importOpen}
                    url={`${prefix}/importExcel`}
                    onClose={() => setImportOpen(false)}
                    onImported={reload}
                />
            )}
        </Paper>
    );
};

/** Dates, amounts and chainages must not be cut by the ellipsis when the table is narrow. */
const columnMinWidth = (f: CrudField): number | undefined =>
    f.list?.width ??
    (f.type === 'datetime' ? 160 : f.type === 'date' ? 100 : isChainage(f) ? 120 : isMoney(f) ? 110 : undefined);

/** Filters that do not flatten a tree list (the server's own exceptions). */
const TREE_KEEPING = new Set(['sectionId', 'engineeringId']);

/** Tree indentation per level and the width of the expand toggle, in px. */
const INDENT = 20;
const TOGGLE = 28;

const actionSx = { minWidth: 0, px: 0.75, whiteSpace: 'nowrap' };

/** The 操作 column stays visible while the table scrolls sideways. */
const stickyAction = (head: boolean): SxProps<Theme> => ({
    position: 'sticky',
    right: 0,
    bgcolor: 'background.paper',
    zIndex: head ? 3 : 1,
    whiteSpace: 'nowrap',
    fontWeight: head ? 600 : 400,
    boxShadow: 'inset 1px 0 0 rgba(0,0,0,0.06)',
});

/** Pagination: sizes 10/20/30, "a-b 共N条", and a page jumper (Enter). */
const Pager = ({
    total,
    page,
    pageSize,
    onPage,
    onPageSize,
}: {
    total: number;
    page: number;
    pageSize: number;
    onPage: (p: number) => void;
    onPageSize: (s: number) => void;
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
                labelRowsPerPage="每页条数"
                labelDisplayedRows={({ from, to, count }) => `${count ? `${from}-${to} ` : ''}共${count}条`}
                getItemAriaLabel={type => ({ first: '第一页', last: '最后一页', next: '下一页', previous: '上一页' })[type]}
                showFirstButton
                showLastButton
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 14, whiteSpace: 'nowrap' }}>
                跳至
                <TextField size="small" sx={{ width: 64 }} slotProps={{ htmlInput: { 'aria-label': '跳至页', inputMode: 'numeric' } }} onKeyDown={jump} />页
            </Box>
        </Stack>
    );
};
