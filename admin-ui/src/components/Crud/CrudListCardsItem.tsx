// One record of a phone's list (CrudListCards): its selection box, title and status, a few key
// fields, and its actions in a ⋮ menu.
import { useId, useState, type ReactNode } from 'react';
import { Box, Card, Checkbox, IconButton, Popover, Stack, Typography } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowRightIcon from '@mui/icons-material/ArrowRight';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { DictTag } from '../Select/DictTag';
import { isNumberLike, type CardModel } from './cardModel';
import type { RowOptions } from './CrudListRow';
import { cellText, fieldTitle } from './fields';
import { hasChildren, type Row, type RowLine } from './listModel';
import { RowActionButtons } from './RowActions';
import type { CrudField } from './types';

/** A tree node's indentation per level on a card, in px, and the deepest level indented. */
export const CARD_INDENT = 16;
const MAX_DEPTH = 4;
export const cardIndent = (depth: number) => Math.min(depth, MAX_DEPTH) * CARD_INDENT;

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;

/** What a field shows: the page's own rendering, else its list text. */
const shown = (f: CrudField, r: Row, render: RowOptions['render']): ReactNode => (render?.[f.name] ? render[f.name](r) : cellText(f, r));

export const CrudListCardsItem = ({
    line,
    model,
    checked,
    open,
    onSelect,
    onToggleNode,
    options,
}: {
    line: RowLine;
    model: CardModel;
    checked: boolean;
    /** whether the node's children are shown */
    open: boolean;
    onSelect: () => void;
    onToggleNode: () => void;
    options: RowOptions;
}) => {
    const { config, treeMode, render } = options;
    const { row: r, depth, n } = line;
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const menuId = useId();
    const { title, status, keys } = model;
    const titleText = title ? cellText(title, r) : '';
    return (
        <Card
            component="li"
            variant="outlined"
            className="aq-crud-card"
            aria-level={treeMode ? depth + 1 : undefined}
            sx={{ ml: `${treeMode ? cardIndent(depth) : 0}px`, bgcolor: checked ? 'action.selected' : undefined, overflow: 'visible' }}
        >
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.25, py: 0.75, pl: 0.5, pr: 0.25 }}>
                <Checkbox size="small" checked={checked} onChange={onSelect} slotProps={{ input: { 'aria-label': `选择第${n}行` } }} />
                {treeMode &&
                    (hasChildren(r) ? (
                        <IconButton size="small" sx={{ mt: 0.25 }} aria-label={open ? '收起' : '展开'} aria-expanded={open} onClick={onToggleNode}>
                            {open ? <ArrowDropDownIcon fontSize="small" /> : <ArrowRightIcon fontSize="small" />}
                        </IconButton>
                    ) : (
                        <Box component="span" sx={{ width: 28, flexShrink: 0 }} />
                    ))}
                <Box sx={{ flex: 1, minWidth: 0, pt: 0.75 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                        <Typography component="div" variant="subtitle2" className="aq-crud-card-title" title={titleText} sx={{ ...ellipsis, flex: 1, fontWeight: 600 }}>
                            {(title && shown(title, r, render)) || '—'}
                        </Typography>
                        {status && r[status.name] != null && r[status.name] !== '' && (
                            <Box className="aq-crud-card-status" sx={{ flexShrink: 0, maxWidth: '55%', display: 'flex' }}>
                                {render?.[status.name] ? (
                                    render[status.name](r)
                                ) : (
                                    <DictTag
                                        value={r[status.name]}
                                        dictCode={status.dict}
                                        dictText={r[`${status.name}_dictText`]}
                                        options={status.dict ? undefined : config.steps?.states.map(s => ({ value: s.value, text: s.text }))}
                                    />
                                )}
                            </Box>
                        )}
                    </Box>
                    {keys.length > 0 && (
                        <Box component="dl" sx={{ m: 0, mt: 0.5 }}>
                            {keys.map(f => (
                                <KeyLine key={f.name} field={f} row={r} render={render} />
                            ))}
                        </Box>
                    )}
                </Box>
                <IconButton
                    aria-label="操作"
                    aria-haspopup="true"
                    aria-controls={anchor ? menuId : undefined}
                    aria-expanded={!!anchor}
                    className="aq-crud-card-menu"
                    onClick={e => setAnchor(e.currentTarget)}
                >
                    <MoreVertIcon />
                </IconButton>
            </Box>
            {/* kept mounted: a step's or a page's dialog opened from the menu outlives its closing */}
            <Popover
                id={menuId}
                open={!!anchor}
                anchorEl={anchor}
                onClose={() => setAnchor(null)}
                keepMounted
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            >
                <Stack
                    role="group"
                    aria-label={`第${n}行的操作`}
                    className="aq-crud-row-actions aq-crud-card-actions"
                    onClick={() => setAnchor(null)}
                    sx={{ py: 0.5, minWidth: 140, alignItems: 'stretch', '& .MuiButton-root': { justifyContent: 'flex-start', px: 2, py: 1 } }}
                >
                    <RowActionButtons row={r} options={options} />
                </Stack>
            </Popover>
        </Card>
    );
};

/** "label：value": a text value ends in an ellipsis, a number or a date is shown whole. */
const KeyLine = ({ field: f, row, render }: { field: CrudField; row: Row; render: RowOptions['render'] }) => {
    const whole = isNumberLike(f);
    const text = cellText(f, row);
    const content = shown(f, row, render);
    return (
        <Box sx={{ display: 'flex', gap: 0.5, minWidth: 0, fontSize: 13, lineHeight: 1.7 }}>
            <Box component="dt" title={fieldTitle(f)} sx={{ ...ellipsis, color: 'text.secondary', flex: whole ? '0 1 auto' : '0 0 auto', maxWidth: whole ? undefined : '45%' }}>
                {fieldTitle(f)}：
            </Box>
            <Box
                component="dd"
                title={text}
                className="aq-crud-card-value"
                data-whole={whole ? 'true' : undefined}
                sx={whole ? { m: 0, flex: '0 0 auto', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } : { ...ellipsis, m: 0, flex: 1 }}
            >
                {content === '' || content == null ? '—' : content}
            </Box>
        </Box>
    );
};
