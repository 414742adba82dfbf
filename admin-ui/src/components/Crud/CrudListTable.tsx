import type { Dispatch, SetStateAction } from 'react';
import {
    Alert,
    Box,
    Button,
    Checkbox,
    CircularProgress,
    LinearProgress,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    TableSortLabel,
} from '@mui/material';
import { columnMinWidth, INDENT, stickyAction } from './crudListLayout';
import { CrudListRow, type RowOptions } from './CrudListRow';
import { fieldTitle, isDecimal, isMoney } from './fields';
import type { Line, StateLine } from './listModel';
import type { Sort } from './query';

/** The sortable table of a list, with row selection and, for a tree, expandable nodes. */
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
    const { config, columns } = options;
    const pageIds = [...new Set(lines.flatMap(l => (l.kind === 'row' ? [l.id] : [])))];
    const allOnPage = pageIds.length > 0 && pageIds.every(id => selected.includes(id));
    const someOnPage = pageIds.some(id => selected.includes(id));
    const toggleAll = () =>
        setSelected(s => (allOnPage ? s.filter(id => !pageIds.includes(id)) : [...s, ...pageIds.filter(id => !s.includes(id))]));
    const toggleRow = (id: string) => setSelected(s => (s.includes(id) ? s.filter(x => x !== id) : [...s, id]));

    const minWidth = 48 + (config.tree ? 250 : 180) + columns.reduce((w, f) => w + (columnMinWidth(f) ?? 140), 0);

    return (
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
                                    align={isMoney(f) || isDecimal(f) ? 'right' : undefined}
                                    sx={{ width: f.list?.width, minWidth: columnMinWidth(f), fontWeight: 600, whiteSpace: 'nowrap' }}
                                    sortDirection={sort.column === f.name ? sort.order : false}
                                >
                                    {f.list?.sortable ? (
                                        <TableSortLabel
                                            active={sort.column === f.name}
                                            direction={sort.column === f.name ? sort.order : 'asc'}
                                            onClick={() => onSort(f.name)}
                                        >
                                            {fieldTitle(f)}
                                        </TableSortLabel>
                                    ) : (
                                        fieldTitle(f)
                                    )}
                                </TableCell>
                            ))}
                            <TableCell sx={stickyAction(true)}>操作</TableCell>
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
                                />
                            )
                        )}
                    </TableBody>
                </Table>
            </TableContainer>
        </Box>
    );
};

/** The line below an expanded node whose children are loading, or failed to load (with 重试). */
const ChildrenState = ({ line, span, onRetry }: { line: StateLine; span: number; onRetry: (id: string) => void }) => (
    <TableRow className="aq-crud-tree-state">
        <TableCell padding="checkbox" />
        <TableCell colSpan={span} sx={{ pl: `${16 + line.depth * INDENT}px` }}>
            {line.kind === 'loading' ? (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', fontSize: 13 }}>
                    <CircularProgress size={14} aria-label="下级加载中" /> 加载中…
                </Box>
            ) : (
                <Alert
                    severity="error"
                    sx={{ py: 0 }}
                    action={
                        <Button color="inherit" size="small" onClick={() => onRetry(line.parent)}>
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
