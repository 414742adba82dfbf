// 列设置: the toolbar button and its panel — show or hide each column, move it up or down (buttons,
// so the keyboard does it too), set its width, 恢复默认. Status columns stay shown, pinned beside 操作.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Checkbox, IconButton, InputAdornment, Popover, TextField, Tooltip, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { changeItem, MAX_WIDTH, MIN_WIDTH, moveItem, validWidth, type ColumnItem } from './columnSettings';
import { fieldTitle } from './fields';

export interface ColumnSettingsPanelProps {
    items: ColumnItem[];
    onChange: (items: ColumnItem[]) => void;
    onReset: () => void;
}

/** A column's width input: applied on Enter or when leaving it; empty means automatic. */
const WidthInput = ({ item, onWidth }: { item: ColumnItem; onWidth: (w: number | undefined) => void }) => {
    const [text, setText] = useState(item.width === undefined ? '' : String(item.width));
    const [seen, setSeen] = useState(item.width);
    if (seen !== item.width) {
        setSeen(item.width);
        setText(item.width === undefined ? '' : String(item.width));
    }
    const commit = () => {
        const w = validWidth(text);
        if (w === undefined && text.trim() !== '') {
            setText(item.width === undefined ? '' : String(item.width));
            return;
        }
        setText(w === undefined ? '' : String(w));
        if (w !== item.width) onWidth(w);
    };
    return (
        <TextField
            size="small"
            type="number"
            value={text}
            placeholder="自动"
            onChange={e => setText(e.target.value)}
            onBlur={commit}
            onKeyDown={e => {
                if (e.key === 'Enter') commit();
            }}
            sx={{ width: 104, '& input': { py: 0.5, px: 1 } }}
            slotProps={{
                htmlInput: { min: MIN_WIDTH, max: MAX_WIDTH, step: 10, 'aria-label': `${fieldTitle(item.field)}列宽` },
                input: { endAdornment: <InputAdornment position="end">px</InputAdornment> },
            }}
        />
    );
};

/** The panel: one row per column. */
export const ColumnSettingsPanel = ({ items, onChange, onReset }: ColumnSettingsPanelProps) => {
    const listRef = useRef<HTMLUListElement>(null);
    const [focus, setFocus] = useState<{ name: string; label: string } | null>(null);
    // After a move the focus follows the column (on its same button, or the other one at an end).
    useEffect(() => {
        if (!focus || !listRef.current) return;
        const row = [...listRef.current.querySelectorAll<HTMLElement>('li[data-col]')].find(li => li.dataset.col === focus.name);
        const buttons = row ? [...row.querySelectorAll<HTMLButtonElement>('button')] : [];
        (buttons.find(b => b.getAttribute('aria-label') === focus.label && !b.disabled) ?? buttons.find(b => !b.disabled))?.focus();
    }, [focus, items]);
    const shown = items.filter(i => !i.hidden).length;

    const move = (k: number, delta: -1 | 1, label: string) => {
        onChange(moveItem(items, k, delta));
        setFocus({ name: items[k].field.name, label });
    };

    return (
        <Box sx={{ width: 420, maxWidth: '90vw' }} className="aq-column-settings">
            <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Typography sx={{ fontWeight: 600, flex: 1 }}>列设置</Typography>
                <Button size="small" onClick={onReset}>
                    恢复默认
                </Button>
            </Box>
            <Box component="ul" ref={listRef} aria-label="列" sx={{ listStyle: 'none', m: 0, py: 0.5, px: 0, maxHeight: '60vh', overflowY: 'auto' }}>
                {items.map((item, k) => {
                    const title = fieldTitle(item.field);
                    const up = `上移${title}`;
                    const down = `下移${title}`;
                    return (
                        <Box
                            component="li"
                            key={item.field.name}
                            data-col={item.field.name}
                            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, minHeight: 40 }}
                        >
                            <Checkbox
                                size="small"
                                checked={!item.hidden}
                                disabled={item.pinned || (!item.hidden && shown <= 1)}
                                onChange={e => onChange(changeItem(items, item.field.name, { hidden: !e.target.checked }))}
                                slotProps={{ input: { 'aria-label': `显示${title}` } }}
                            />
                            <Typography noWrap title={title} sx={{ flex: 1, minWidth: 0, fontSize: 14, color: item.hidden ? 'text.disabled' : undefined }}>
                                {title}
                            </Typography>
                            <WidthInput item={item} onWidth={width => onChange(changeItem(items, item.field.name, { width }))} />
                            {item.pinned ? (
                                <Typography sx={{ width: 68, textAlign: 'center', fontSize: 12, color: 'text.secondary' }} title="状态列始终显示，固定在操作列旁">
                                    固定右侧
                                </Typography>
                            ) : (
                                <>
                                    <IconButton size="small" aria-label={up} disabled={k === 0} onClick={() => move(k, -1, up)}>
                                        <ArrowUpwardIcon fontSize="small" />
                                    </IconButton>
                                    <IconButton
                                        size="small"
                                        aria-label={down}
                                        disabled={!items[k + 1] || items[k + 1].pinned}
                                        onClick={() => move(k, 1, down)}
                                    >
                                        <ArrowDownwardIcon fontSize="small" />
                                    </IconButton>
                                </>
                            )}
                        </Box>
                    );
                })}
            </Box>
        </Box>
    );
};

/** The toolbar's 列设置 button and the panel it opens. */
export const ColumnSettingsButton = (props: ColumnSettingsPanelProps) => {
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    return (
        <>
            <Tooltip title="列设置">
                <IconButton aria-label="列设置" aria-haspopup="dialog" aria-expanded={!!anchor} onClick={e => setAnchor(e.currentTarget)}>
                    <ViewColumnIcon />
                </IconButton>
            </Tooltip>
            <Popover
                open={!!anchor}
                anchorEl={anchor}
                onClose={() => setAnchor(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
                slotProps={{ paper: { role: 'dialog', 'aria-label': '列设置' } as object }}
            >
                <ColumnSettingsPanel {...props} />
            </Popover>
        </>
    );
};
