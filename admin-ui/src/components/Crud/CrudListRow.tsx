import { Box, Button, Checkbox, IconButton, Stack, TableCell, TableRow } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowRightIcon from '@mui/icons-material/ArrowRight';
import { DictTag } from '../Select/DictTag';
import { actionSx, INDENT, stickyAction, TOGGLE } from './crudListLayout';
import { cellText, isChainage, isDecimal, isMoney } from './fields';
import { hasChildren, type FormState, type Row, type RowLine } from './listModel';
import { RowSteps, stepGuard } from './RowSteps';
import type { CrudField, CrudListProps } from './types';
import type { CrudPerms } from './useCrudPerms';

/** What every record row of a list shares: its columns, permissions, customisations and handlers. */
export type RowOptions = Pick<CrudListProps, 'config' | 'createDefaults' | 'rowActions' | 'render' | 'canEdit' | 'canDelete'> & {
    columns: CrudField[];
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

/** Code-dictionary values of choice widgets show as tags; table dictionaries (names) stay text. */
const TAG_WIDGETS = new Set(['select', 'radio', 'checkbox', 'list_multi']);
const isTagged = (f: CrudField) => !!f.dict && !f.dict.includes(',') && TAG_WIDGETS.has(f.widget);

/** One record of the table: its selection box, its cells (a tree node's with a toggle), and its actions. */
export const CrudListRow = ({
    line,
    checked,
    open,
    onSelect,
    onToggleNode,
    options,
}: {
    line: RowLine;
    checked: boolean;
    /** whether the node's children are shown */
    open: boolean;
    onSelect: () => void;
    onToggleNode: () => void;
    options: RowOptions;
}) => {
    const { config, columns, treeMode, toggleColumn, render, perms, can, canEdit, canDelete, addChild, createDefaults, rowActions, reload } =
        options;
    const { row: r, depth } = line;
    const may = stepGuard(config, r, can);
    return (
        <TableRow hover selected={checked} aria-level={treeMode ? depth + 1 : undefined}>
            <TableCell padding="checkbox">
                <Checkbox size="small" checked={checked} onChange={onSelect} slotProps={{ input: { 'aria-label': `选择第${line.n}行` } }} />
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
                        align={isMoney(f) || isDecimal(f) ? 'right' : undefined}
                        sx={{
                            maxWidth: (f.list?.width ?? 240) + (treeCell ? depth * INDENT + TOGGLE : 0),
                            whiteSpace: 'nowrap',
                            overflow: 'hidden',
                            textOverflow: 'ellipsis',
                            fontVariantNumeric: isMoney(f) || isChainage(f) || isDecimal(f) ? 'tabular-nums' : undefined,
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
                        <Button size="small" sx={actionSx} onClick={() => options.openForm({ mode: 'edit', record: r })}>
                            编辑
                        </Button>
                    )}
                    <Button size="small" sx={actionSx} onClick={() => options.openForm({ mode: 'show', record: r })}>
                        详情
                    </Button>
                    {perms.delete && may.delete && (canDelete?.(r) ?? true) && (
                        <Button size="small" color="error" sx={actionSx} onClick={() => options.remove(r)}>
                            删除
                        </Button>
                    )}
                    {addChild && r.id != null && (
                        <Button
                            size="small"
                            sx={actionSx}
                            onClick={() => options.openForm({ mode: 'create', defaults: { ...createDefaults, [addChild]: String(r.id) } })}
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
};
