import { useLayoutEffect, useMemo, useRef, type Dispatch, type RefObject, type SetStateAction } from 'react';
import {
    Box,
    Checkbox,
    LinearProgress,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    TableSortLabel,
} from '@mui/material';
import { ChildrenStatus } from './ChildrenStatus';
import { CELL_PX, SCROLL_SHADOW, columnLayout, INDENT, isStatusColumn, isTagged, pinOffsets, pinVar, stickyAction, stickyPinned, type ColumnLayout } from './crudListLayout';
import { CrudListRow, type RowOptions } from './CrudListRow';
import { useDictOptions } from './dict';
import { fieldTitle } from './fields';
import type { Line, StateLine } from './listModel';
import type { Sort } from './query';
import type { CrudField } from './types';

/** A column's header: its title whole (the column is at least as wide), sortable when the schema says. */
const HeaderCell = ({
    f,
    options,
    pin,
    sort,
    onSort,
}: {
    f: CrudField;
    options: RowOptions;
    /** its place among the pinned columns */
    pin?: number;
    sort: Sort;
    onSort: (name: string) => void;
}) => {
    // A tag or status column is as wide as its dictionary's longest text.
    const sized = isTagged(f) || isStatusColumn(f, options.config);
    const dict = useDictOptions(sized && f.dict && !f.dict.includes(',') ? f.dict : undefined);
    const layout = columnLayout(f, { width: options.widths?.[f.name], dictTexts: dict.map(o => o.text), custom: !!options.render?.[f.name] });
    return (
        <TableCell
            align={layout.align}
            data-col={f.name}
            data-pin={pin}
            className={pin === 0 ? 'aq-sticky-first' : undefined}
            sx={{ minWidth: layout.minWidth, fontWeight: 600, whiteSpace: 'nowrap', ...(pin !== undefined ? stickyPinned(pin, true) : {}) }}
            sortDirection={sort.column === f.name ? sort.order : false}
        >
            {f.list?.sortable ? (
                <TableSortLabel active={sort.column === f.name} direction={sort.column === f.name ? sort.order : 'asc'} onClick={() => onSort(f.name)}>
                    {fieldTitle(f)}
                </TableSortLabel>
            ) : (
                fieldTitle(f)
            )}
        </TableCell>
    );
};

/**
 * Keeps the pinned columns' right offsets (CSS variables on the table) in step with the measured
 * widths of the columns right of them: they sit beside the sticky 操作 column.
 */
const usePinOffsets = (table: RefObject<HTMLTableElement | null>, pinned: number, key: string) => {
    useLayoutEffect(() => {
        const el = table.current;
        if (!el) return;
        const measure = () => {
            const box = el.parentElement;
            el.dataset.scrolls = String(!!box && box.scrollWidth > box.clientWidth + 1);
            const heads = [...el.querySelectorAll<HTMLElement>('thead th[data-pin]')];
            const action = el.querySelector<HTMLElement>('thead th.aq-col-actions');
            const offsets = pinOffsets(heads.map(h => h.getBoundingClientRect().width), action?.getBoundingClientRect().width ?? 0);
            offsets.forEach((px, k) => el.style.setProperty(pinVar(k), `${px}px`));
        };
        measure();
        if (typeof ResizeObserver === 'undefined') return;
        const ro = new ResizeObserver(measure);
        el.querySelectorAll('thead th[data-pin], thead th.aq-col-actions').forEach(h => ro.observe(h));
        if (el.parentElement) ro.observe(el.parentElement);
        ro.observe(el);
        return () => ro.disconnect();
    }, [table, pinned, key]);
};

/**
 * The sortable table of a list, with row selection and, for a tree, expandable nodes. Numbers,
 * dates and tags are never cut, text is cut with an ellipsis at its column's width (the whole value
 * on hover), headers are whole, and status columns stay pinned beside 操作 when it scrolls sideways.
 */
export const CrudListTable = ({
    options,
    lines,
    empty,
    loading,
    sort,
    onSort,
    selected,
    setSelected,
    expanded,
    onToggleNode,
    onRetry,
}: {
    options: RowOptions;
    lines: Line[];
    /** no records on the page (the 暂无数据 row, once loaded) */
    empty: boolean;
    loading: boolean;
    sort: Sort;
    onSort: (name: string) => void;
    selected: string[];
    setSelected: Dispatch<SetStateAction<string[]>>;
    expanded: Set<string>;
    onToggleNode: (id: string) => void;
    /** loads a node's children again after a failure */
    onRetry: (id: string) => void;
}) => {
    const { config, columns, widths, render } = options;
    const pinned = options.pinned ?? 0;
    const firstPinned = columns.length - pinned;
    const layouts: ColumnLayout[] = useMemo(
        () => columns.map(f => columnLayout(f, { width: widths?.[f.name], custom: !!render?.[f.name] })),
        [columns, widths, render]
    );
    const tableRef = useRef<HTMLTableElement>(null);
    usePinOffsets(tableRef, pinned, columns.map(f => f.name).join(','));
    const pageIds = [...new Set(lines.flatMap(l => (l.kind === 'row' ? [l.id] : [])))];
    const allOnPage = pageIds.length > 0 && pageIds.every(id => selected.includes(id));
    const someOnPage = pageIds.some(id => selected.includes(id));
    const toggleAll = () =>
        setSelected(s => (allOnPage ? s.filter(id => !pageIds.includes(id)) : [...s, ...pageIds.filter(id => !s.includes(id))]));
    const toggleRow = (id: string) => setSelected(s => (s.includes(id) ? s.filter(x => x !== id) : [...s, id]));

    return (
        <Box sx={{ position: 'relative' }}>
            <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="加载中" />}</Box>
            <TableContainer sx={{ overflowX: 'auto' }} aria-busy={loading}>
                <Table size="small" ref={tableRef} sx={TABLE_SX} aria-label={config.title} className="aq-crud-table">
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
                            {columns.map((f, c) => (
                                <HeaderCell
                                    key={f.name}
                                    f={f}
                                    options={options}
                                    pin={c >= firstPinned ? c - firstPinned : undefined}
                                    sort={sort}
                                    onSort={onSort}
                                />
                            ))}
                            <TableCell sx={stickyAction(true)} className={pinned ? 'aq-col-actions' : 'aq-col-actions aq-sticky-first'}>
                                操作
                            </TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {empty && !loading && (
                            <TableRow>
                                <TableCell colSpan={columns.length + 2} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                                    暂无数据
                                </TableCell>
                            </TableRow>
                        )}
                        {lines.map(line =>
                            line.kind !== 'row' ? (
                                <ChildrenState key={line.key} line={line} span={columns.length + 1} onRetry={onRetry} />
                            ) : (
                                <CrudListRow
                                    key={line.key}
                                    line={line}
                                    checked={selected.includes(line.id)}
                                    open={expanded.has(line.id)}
                                    onSelect={() => toggleRow(line.id)}
                                    onToggleNode={() => onToggleNode(line.id)}
                                    options={options}
                                    layouts={layouts}
                                />
                            )
                        )}
                    </TableBody>
                </Table>
            </TableContainer>
        </Box>
    );
};

/** Auto layout (columns as wide as their content needs), denser cells than MUI's. */
const TABLE_SX = {
    width: '100%',
    '& .MuiTableCell-sizeSmall:not(.MuiTableCell-paddingCheckbox)': { px: `${CELL_PX}px` },
    ...SCROLL_SHADOW,
} as const;

/** The line below an expanded node whose children are loading, or failed to load (with 重试). */
const ChildrenState = ({ line, span, onRetry }: { line: StateLine; span: number; onRetry: (id: string) => void }) => (
    <TableRow className="aq-crud-tree-state">
        <TableCell padding="checkbox" />
        <TableCell colSpan={span} sx={{ pl: `${16 + line.depth * INDENT}px` }}>
            <ChildrenStatus line={line} onRetry={onRetry} />
        </TableCell>
    </TableRow>
);
