import { useCallback, useEffect, useMemo, useState } from 'react';
import { Paper, useMediaQuery } from '@mui/material';
import { deleteAction, getAction, type Envelope } from '../../dataProvider/http';
import { AdvancedQuery } from '../AdvancedQuery/AdvancedQuery';
import type { SuperQuery } from '../AdvancedQuery/superQuery';
import { feedback, warnFailure } from '../Feedback';
import { CrudListCards } from './CrudListCards';
import { CrudListTable } from './CrudListTable';
import { ColumnSettingsButton } from './ColumnSettings';
import type { RowOptions } from './CrudListRow';
import { PAGE_SIZES, Pager } from './CrudPager';
import { CrudToolbar, SelectionInfo } from './CrudToolbar';
import { FilterBar } from './FilterBar';
import { ImportDialog } from './ImportDialog';
import { hasChildren, recordsOf, rowId, type FormState, type Row } from './listModel';
import { DEFAULT_SORT, exportParams, listParams, queryFields, type FilterValues, type Sort } from './query';
import { sectionParams, useHeaderSection } from './section';
import { CARDS_QUERY, PHONE_LIST_SX } from './responsive';
import type { CrudListProps } from './types';
import { useCrudForms } from './useCrudForms';
import { useCrudPerms } from './useCrudPerms';
import { useExport } from './useExport';
import { useColumnSettings } from './useColumnSettings';
import { isTreeMode, useCrudTree } from './useCrudTree';

export { PAGE_SIZES } from './CrudPager';
export { hasChildren } from './listModel';

/** Shows the server's answer; a 510 was already shown as a warning by the request layer. */
const report = (env: Envelope, okText: string): boolean => {
    if (env.success) feedback.message.success(env.message || okText);
    else warnFailure(env, '操作失败');
    return env.success;
};

/**
 * The generic list page: filter bar, toolbar (新增 / 导出 / 导入 / 批量删除), sortable paged table
 * with row selection and per-row 编辑 / 详情 / 删除, and the form and import dialogs.
 * A tree resource (config.tree) shows its roots with lazily loaded, indented children while no
 * filter is applied (the server answers filtered lists flat) and offers 新增下级. A section-scoped
 * resource (config.sectionScoped) follows the header's section chooser. A resource with a state
 * machine (config.steps) offers its steps per row (RowSteps), and 编辑 / 删除 only in the states
 * that allow them. On a phone (CARDS_QUERY) the rows are cards and the filters one 筛选 button.
 */
export const CrudList = ({ config, params: fixed, createDefaults, sort: initialSort, toolbar, rowActions, render, canEdit, canDelete }: CrudListProps) => {
    const prefix = config.apiPrefix.replace(/\/+$/, '');
    const { can, perms } = useCrudPerms(config);
    const forms = useCrudForms(config);
    const cards = useMediaQuery(CARDS_QUERY, { noSsr: true });
    const ListView = cards ? CrudListCards : CrudListTable;

    const filters = useMemo(() => queryFields(config), [config]);
    const listed = useMemo(() => config.fields.filter(f => f.list), [config]);
    const cols = useColumnSettings(config, listed);
    const columns = cols.columns;
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
    const exporter = useExport();

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

    const treeMode = isTreeMode(config, applied, superQuery);
    const toggleColumn = Math.max(0, columns.findIndex(f => f.name === config.tree?.title));
    const tree = useCrudTree({ prefix, fixedParams, sort, rows, treeMode });
    const { forget: forgetTree } = tree;

    const reload = useCallback(() => setTick(t => t + 1), []);

    useEffect(() => {
        let live = true;
        setLoading(true);
        // The selection never outlives the rows it was made on (seed §4).
        setSelected([]);
        forgetTree();
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
    }, [prefix, config, applied, superQuery, page, pageSize, sort, tick, fixedParams, forgetTree]);

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
        const cut = config.tree?.subtree && hasChildren(r) ? ' 其下级节点将一并删除。' : '';
        if (!(await feedback.confirm('提示', `确定删除吗?${cut}`))) return;
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
        const cut = config.tree?.subtree && rows.some((r, i) => selected.includes(rowId(r, i)) && hasChildren(r)) ? ' 选中节点的下级节点将一并删除。' : '';
        if (!(await feedback.confirm('确认删除', `是否删除选中数据?${cut}`))) return;
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
            await exporter.run(`${prefix}/exportXls`, `${config.title}.xlsx`, exportParams(config, applied, sort, selected, fixedParams, superQuery));
        } catch {
            /* reported */
        } finally {
            setExporting(false);
        }
    };

    const toggleSort = (name: string) =>
        setSort(s => (s.column === name ? { column: name, order: s.order === 'asc' ? 'desc' : 'asc' } : { column: name, order: 'asc' }));

    const closeForm = (saved: boolean) => {
        setForm(null);
        if (saved) reload();
    };

    const Form = form ? forms[form.mode] : null;
    const addChild = config.tree && perms.add ? config.tree.parent : undefined;
    const rowOptions: RowOptions = {
        config,
        columns,
        pinned: cols.pinned,
        widths: cols.widths,
        treeMode,
        toggleColumn,
        perms,
        can,
        render,
        canEdit,
        canDelete,
        addChild,
        createDefaults,
        rowActions,
        reload,
        openForm: setForm,
        remove: removeOne,
    };

    return (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 3 }, minWidth: 0, ...(cards && PHONE_LIST_SX) }} className="aq-crud-list" data-resource={config.name} data-view={cards ? 'cards' : 'table'}>
            <FilterBar
                fields={filters}
                values={draft}
                onChange={setDraft}
                onSearch={search}
                onReset={resetFilters}
                folded={cards}
                applied={applied}
                extra={<AdvancedQuery config={config} value={superQuery} onChange={runSuperQuery} />}
            />

            <CrudToolbar
                perms={perms}
                exporting={exporting}
                onCreate={() => setForm({ mode: 'create' })}
                onExport={exportXls}
                onImport={() => setImportOpen(true)}
                onRemoveSelected={removeSelected}
                settings={<ColumnSettingsButton items={cols.items} onChange={cols.change} onReset={cols.reset} />}
            >
                {toolbar}
            </CrudToolbar>

            {(!cards || selected.length > 0) && <SelectionInfo count={selected.length} onClear={() => setSelected([])} />}

            <ListView
                options={rowOptions}
                lines={cols.ready ? tree.lines : []}
                empty={rows.length === 0}
                loading={loading || !cols.ready}
                sort={sort}
                onSort={toggleSort}
                selected={selected}
                setSelected={setSelected}
                expanded={tree.expanded}
                onToggleNode={tree.toggleNode}
                onRetry={tree.loadChildren}
            />

            <Pager
                compact={cards}
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
            {exporter.dialog}
        </Paper>
    );
};
