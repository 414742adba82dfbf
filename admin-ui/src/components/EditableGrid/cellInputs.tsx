// The editors typed into: text, number, date / datetime and input_pop.
import { useEffect, useRef, useState } from 'react';
import { Box, IconButton, InputAdornment, TextField } from '@mui/material';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import { fromDateTimeLocal, toDateOnly, toDateTimeLocal } from '../Crud/fields';
import { acceptsNumberTyping, numberOnBlur, str } from './logic';
import { cellLabel, inputSx, type CellProps } from './cellShared';
import { CellPopover, fitWidth, INPUT_POP_SIZE, popSize } from './cellPop';

export const TextEditor = ({ column: c, row, rowIndex, onChange }: CellProps) => (
    <TextField
        autoFocus
        fullWidth
        size="small"
        sx={inputSx}
        placeholder={c.placeholder}
        value={str(row[c.key])}
        slotProps={{ htmlInput: { 'aria-label': cellLabel(c, rowIndex), ...(c.props?.maxLength ? { maxLength: c.props.maxLength } : {}) } }}
        onChange={e => onChange(c.key, e.target.value)}
    />
);

/**
 * Seed §5: optional minus, digits, one decimal point; a lone minus or empty is allowed while
 * typing; other keystrokes are refused; on blur a valid value becomes a number, else null.
 */
export const NumberEditor = ({ column: c, row, rowIndex, onChange }: CellProps) => {
    const [draft, setDraft] = useState(() => str(row[c.key]));
    // A click elsewhere may unmount the editor before its blur: what was typed is kept then too.
    const pending = useRef<{ text: string; dirty: boolean; onChange: CellProps['onChange'] }>({ text: draft, dirty: false, onChange });
    pending.current.onChange = onChange;
    const commit = () => {
        pending.current.dirty = false;
        onChange(c.key, numberOnBlur(pending.current.text));
    };
    useEffect(
        () => () => {
            const p = pending.current;
            if (p.dirty) p.onChange(c.key, numberOnBlur(p.text));
        },
        [c.key]
    );
    return (
        <TextField
            autoFocus
            fullWidth
            size="small"
            sx={inputSx}
            placeholder={c.placeholder}
            value={draft}
            slotProps={{ htmlInput: { 'aria-label': cellLabel(c, rowIndex), inputMode: 'decimal', style: { textAlign: 'right' } } }}
            onChange={e => {
                if (!acceptsNumberTyping(e.target.value)) return;
                pending.current.text = e.target.value;
                pending.current.dirty = true;
                setDraft(e.target.value);
            }}
            onBlur={commit}
            onKeyDown={e => e.key === 'Enter' && commit()}
        />
    );
};

export const DateEditor = ({ column: c, row, rowIndex, onChange }: CellProps) => {
    const time = c.type === 'datetime';
    return (
        <TextField
            autoFocus
            fullWidth
            size="small"
            sx={inputSx}
            type={time ? 'datetime-local' : 'date'}
            value={time ? toDateTimeLocal(row[c.key]) : toDateOnly(row[c.key])}
            slotProps={{ htmlInput: { 'aria-label': cellLabel(c, rowIndex), ...(time ? { step: 1 } : {}) } }}
            onChange={e => onChange(c.key, time ? fromDateTimeLocal(e.target.value) : e.target.value)}
        />
    );
};

/**
 * input_pop: an input whose text can be edited in a larger box: a text area in a pop-over, 150
 * wide and 200 high by default (props.popWidth / popHeight), as JeecgBoot's JInputPop.
 */
export const PopEditor = ({ column: c, row, rowIndex, onChange }: CellProps) => {
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [draft, setDraft] = useState('');
    const v = str(row[c.key]);
    const { width, height } = popSize(c, INPUT_POP_SIZE);
    return (
        <>
            <TextField
                autoFocus
                fullWidth
                size="small"
                sx={inputSx}
                placeholder={c.placeholder}
                value={v}
                onChange={e => onChange(c.key, e.target.value)}
                slotProps={{
                    htmlInput: { 'aria-label': cellLabel(c, rowIndex) },
                    input: {
                        endAdornment: (
                            <InputAdornment position="end">
                                <IconButton
                                    size="small"
                                    aria-label={`展开编辑${c.title}`}
                                    onClick={e => {
                                        setDraft(v);
                                        setAnchor(e.currentTarget.closest<HTMLElement>('.MuiInputBase-root') ?? e.currentTarget);
                                    }}
                                >
                                    <OpenInFullIcon fontSize="inherit" />
                                </IconButton>
                            </InputAdornment>
                        ),
                    },
                }}
            />
            <CellPopover
                anchorEl={anchor}
                title={c.title}
                onCancel={() => setAnchor(null)}
                onOk={() => {
                    onChange(c.key, draft);
                    setAnchor(null);
                }}
            >
                <Box
                    component="textarea"
                    autoFocus
                    value={draft}
                    onChange={e => setDraft((e.target as HTMLTextAreaElement).value)}
                    aria-label={`${c.title}内容`}
                    placeholder={c.placeholder}
                    sx={{
                        display: 'block',
                        boxSizing: 'border-box',
                        width: fitWidth(width),
                        height,
                        resize: 'none',
                        p: 1,
                        font: 'inherit',
                        fontSize: 14,
                        color: 'text.primary',
                        bgcolor: 'background.paper',
                        border: 1,
                        borderColor: 'divider',
                        borderRadius: 1,
                        outline: 'none',
                        '&:focus': { borderColor: 'primary.main' },
                    }}
                />
            </CellPopover>
        </>
    );
};
