import type { ReactNode } from 'react';
import { Box, Checkbox, IconButton, Stack, TableCell, TableRow } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowRightIcon from '@mui/icons-material/ArrowRight';
import { DictTag } from '../Select/DictTag';
import { INDENT, isTagged, stickyAction, stickyPinned, TOGGLE, type ColumnLayout } from './crudListLayout';
import { cellText } from './fields';
import { hasChildren, type FormState, type Row, type RowLine } from './listModel';
import { RowActionButtons } from './RowActions';
import type { CrudField, CrudListProps } from './types';
import type { CrudPerms } from './useCrudPerms';

/** What every record row of a list shares: its columns, permissions, customisations and handlers. */
export type RowOptions = Pick<CrudListProps, 'config' | 'createDefaults' | 'rowActions' | 'render' | 'canEdit' | 'canDelete'> & {
    /** the shown columns in order, the pinned status columns last */
    columns: CrudField[];
    /** how many of the last columns are pinned beside 操作 (status columns) */
    pinned?: number;
    /** the widths chosen in 列设置, by column */
    widths?: Record<string, number>;
    treeMode: boolean;
    /** the column holding a tree node's indentation and toggle */
    toggleColumn: number;
    perms: CrudPerms;
    can: (code: string) => boolean;
    /** the parent-id property 新增下级 fills, when offered */
    addChild?: string;
    reload: () => void;
    openForm: (form: FormState) => void;
    remove: (r: Row) => void;
};

/** A text cut at `width` px with an ellipsis, its whole value on hover. */
const Clip = ({ width, title, children }: { width?: number; title: string; children: ReactNode }) => (
    <Box
        component="span"
        className="aq-cell-clip"
        title={title}
        sx={{ display: 'block', maxWidth: width, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
        {children}
    </Box>
);

/** One record of the table: its selection box, its cells (a tree node's with a toggle), and its actions. */
export const CrudListRow = ({
    line,
    checked,
    open,
    onSelect,
    onToggleNode,
    options,
    layouts,
}: {
    line: RowLine;
    checked: boolean;
    /** whether the node's children are shown */
    open: boolean;
    onSelect: () => void;
    onToggleNode: () => void;
    options: RowOptions;
    /** each column's layout (crudListLayout.columnLayout) */
    layouts: ColumnLayout[];
}) => {
    const { columns, treeMode, toggleColumn, render } = options;
    const firstPinned = columns.length - (options.pinned ?? 0);
    const { row: r, depth } = line;
    return (
        <TableRow hover selected={checked} aria-level={treeMode ? depth + 1 : undefined} className="aq-crud-row">
            <TableCell padding="checkbox">
                <Checkbox size="small" checked={checked} onChange={onSelect} slotProps={{ input: { 'aria-label': `选择第${line.n}行` } }} />
            </TableCell>
            {columns.map((f, c) => {
                const layout = layouts[c];
                const text = cellText(f, r);
                const clip = layout.kind === 'text';
                const content = render?.[f.name] ? render[f.name](r) : isTagged(f) ? (
                    <DictTag value={r[f.name]} dictCode={f.dict!} dictText={r[`${f.name}_dictText`]} />
                ) : (
                    text
                );
                const treeCell = treeMode && c === toggleColumn;
                return (
                    <TableCell
                        key={f.name}
                        title={clip ? undefined : text}
                        align={layout.align}
                        data-kind={layout.kind}
                        data-col={f.name}
                        className={c === firstPinned ? 'aq-sticky-first' : undefined}
                        sx={{
                            whiteSpace: 'nowrap',
                            fontVariantNumeric: layout.kind === 'number' ? 'tabular-nums' : undefined,
                            ...(c >= firstPinned ? stickyPinned(c - firstPinned, false) : {}),
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
                                        onClick={onToggleNode}
                                    >
                                        {open ? <ArrowDropDownIcon fontSize="small" /> : <ArrowRightIcon fontSize="small" />}
                                    </IconButton>
                                ) : (
                                    <Box component="span" sx={{ width: TOGGLE, flexShrink: 0 }} />
                                )}
                                {clip ? (
                                    <Clip width={layout.clamp} title={text}>
                                        {content}
                                    </Clip>
                                ) : (
                                    content
                                )}
                            </Box>
                        ) : clip ? (
                            <Clip width={layout.clamp} title={text}>
                                {content}
                            </Clip>
                        ) : (
                            content
                        )}
                    </TableCell>
                );
            })}
            <TableCell sx={stickyAction(false)} className={firstPinned === columns.length ? 'aq-sticky-first' : undefined}>
                <Stack direction="row" spacing={0.5} className="aq-crud-row-actions">
                    <RowActionButtons row={r} options={options} />
                </Stack>
            </TableCell>
        </TableRow>
    );
};
