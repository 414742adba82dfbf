// One cell per column type. A cell shows its value as text and turns into its editor when it
// is the active cell (click, or Enter on the focused cell), as vxe-table's click-to-edit does:
// only one MUI editor is mounted at a time, so thousands of rows stay cheap. The checkbox and
// the uploads are controls in place.
import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import {
    Autocomplete,
    Box,
    Button,
    ClickAwayListener,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    FormControlLabel,
    IconButton,
    InputAdornment,
    LinearProgress,
    Link,
    MenuItem,
    Radio,
    RadioGroup,
    TextField,
    Tooltip,
} from '@mui/material';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import CloseIcon from '@mui/icons-material/Close';
import UploadIcon from '@mui/icons-material/Upload';
import { useDictOptions } from '../Crud/dict';
import { fromDateTimeLocal, toDateOnly, toDateTimeLocal } from '../Crud/fields';
import { joinValues, SearchSelect, splitValues } from '../Select';
import { RecordPicker } from '../Pickers';
import { feedback } from '../Feedback';
import { fileNameOf, staticUrl, useUploads } from '../Upload';
import { isImageFile } from '../Upload/ImageUpload';
import { acceptsNumberTyping, checkValues, numberOnBlur, popupConfigError, popupPatch, str, uploadLimit } from './logic';
import type { GridColumn, GridOption, GridRow } from './types';

export interface CellProps {
    column: GridColumn;
    row: GridRow;
    rowIndex: number;
    /** the cell is the active (editing) one */
    editing: boolean;
    /** column, row or grid disabled */
    disabled: boolean;
    /** the validation message */
    error?: string;
    onChange: (key: string, value: unknown) => void;
    /** several fields at once (popup) */
    onPatch: (patch: Partial<GridRow>) => void;
    onStop: () => void;
}

/** The options of a select-like column: given ones, else the dictionary's. */
const useOptions = (c: GridColumn): GridOption[] => {
    const dict = useDictOptions(c.options ? undefined : c.dictCode);
    return c.options ?? dict;
};

const labelOf = (options: GridOption[], v: unknown): string => {
    const values = str(v).split(',').filter(Boolean);
    return values.map(x => options.find(o => o.value === x)?.text ?? x).join(',');
};

const cellLabel = (c: GridColumn, rowIndex: number) => `${c.title} 第${rowIndex + 1}行`;

/** The text of a value as the cell shows it when not editing (styled by the grid's .eg-text). */
const Display = ({ text, placeholder }: { text: string; placeholder?: string }) => (
    <span className={text ? 'eg-text' : 'eg-text is-empty'} title={text || undefined}>
        {text || placeholder || '\u00a0'}
    </span>
);

const OptionDisplay = ({ column, value }: { column: GridColumn; value: unknown }) => {
    const options = useOptions(column);
    return <Display text={labelOf(options, value)} placeholder={column.placeholder} />;
};

/** Ends editing on a click outside (portals of the editor, e.g. a select's menu, count as inside). */
const Editing = ({ onStop, children }: { onStop: () => void; children: ReactNode }) => (
    <ClickAwayListener onClickAway={onStop} mouseEvent="onMouseDown">
        <Box
            sx={{ width: '100%' }}
            onKeyDown={e => {
                const t = e.target as HTMLElement;
                // Enter picks an option in a combobox, and is a new line in a textarea
                if (e.key === 'Escape' || (e.key === 'Enter' && !t.closest('textarea') && t.getAttribute('role') !== 'combobox')) {
                    e.stopPropagation();
                    onStop();
                }
            }}
        >
            {children}
        </Box>
    </ClickAwayListener>
);

const inputSx = { '& .MuiInputBase-input': { py: '5px', px: 1, fontSize: 14 } };

export const GridCell = memo(function GridCell(p: CellProps) {
    const { column: c, row, editing, disabled } = p;
    const value = row[c.key];
    switch (c.type) {
        case 'checkbox':
            return <CheckboxCell {...p} />;
        case 'upload':
        case 'file':
        case 'image':
            return <UploadCell {...p} />;
        case 'slot':
            return (
                <>
                    {c.render?.({ row, rowIndex: p.rowIndex, column: c, value, disabled, onChange: v => p.onChange(c.key, v) }) ?? <Display text={str(value)} />}
                </>
            );
        case 'hidden':
            return null;
        default:
    }
    if (!editing || disabled) {
        if (c.type === 'select' || c.type === 'radio' || c.type === 'list_multi' || (c.type === 'sel_search' && !c.dictCode))
            return <OptionDisplay column={c} value={value} />;
        if (c.type === 'date') return <Display text={toDateOnly(value)} placeholder={c.placeholder} />;
        return <Display text={str(value)} placeholder={c.placeholder} />;
    }
    return <Editing onStop={p.onStop}>{editorOf(p)}</Editing>;
});

const editorOf = (p: CellProps): ReactNode => {
    switch (p.column.type) {
        case 'inputNumber':
            return <NumberEditor {...p} />;
        case 'select':
            return <SelectEditor {...p} />;
        case 'date':
        case 'datetime':
            return <DateEditor {...p} />;
        case 'input_pop':
            return <PopEditor {...p} />;
        case 'radio':
            return <RadioEditor {...p} />;
        case 'list_multi':
            return <MultiEditor {...p} />;
        case 'sel_search':
            return <SearchEditor {...p} />;
        case 'popup':
            return <PopupEditor {...p} />;
        default:
            return <TextEditor {...p} />;
    }
};

const TextEditor = ({ column: c, row, rowIndex, onChange }: CellProps) => (
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
const NumberEditor = ({ column: c, row, rowIndex, onChange }: CellProps) => {
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

const SelectEditor = ({ column: c, row, rowIndex, onChange, onStop }: CellProps) => {
    const options = useOptions(c);
    const v = str(row[c.key]);
    return (
        <TextField
            select
            fullWidth
            size="small"
            sx={inputSx}
            value={v}
            slotProps={{
                // the menu closes on a pick (even of the same option), Esc or a click outside: editing ends
                select: { defaultOpen: true, autoFocus: true, onClose: () => onStop() },
                htmlInput: { 'aria-label': cellLabel(c, rowIndex) },
            }}
            onChange={e => {
                onChange(c.key, e.target.value);
                onStop();
            }}
        >
            <MenuItem value="">
                <em>{c.placeholder || '请选择'}</em>
            </MenuItem>
            {v && !options.some(o => o.value === v) && (
                <MenuItem value={v} sx={{ display: 'none' }}>
                    {v}
                </MenuItem>
            )}
            {options.map(o => (
                <MenuItem key={o.value} value={o.value} disabled={o.disabled}>
                    {o.text}
                </MenuItem>
            ))}
        </TextField>
    );
};

const DateEditor = ({ column: c, row, rowIndex, onChange }: CellProps) => {
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

/** input_pop: an input whose text can be edited in a larger box (a popup of 200 × 150 by default). */
const PopEditor = ({ column: c, row, rowIndex, onChange }: CellProps) => {
    const [open, setOpen] = useState(false);
    const [draft, setDraft] = useState('');
    const v = str(row[c.key]);
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
                                    onClick={() => {
                                        setDraft(v);
                                        setOpen(true);
                                    }}
                                >
                                    <OpenInFullIcon fontSize="inherit" />
                                </IconButton>
                            </InputAdornment>
                        ),
                    },
                }}
            />
            <Dialog open={open} onClose={() => setOpen(false)} aria-label={c.title}>
                <DialogTitle>{c.title}</DialogTitle>
                <DialogContent>
                    <TextField
                        multiline
                        autoFocus
                        minRows={6}
                        value={draft}
                        onChange={e => setDraft(e.target.value)}
                        slotProps={{ htmlInput: { 'aria-label': `${c.title}内容` } }}
                        sx={{ width: Number(c.props?.popWidth ?? 320) }}
                    />
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => setOpen(false)}>取消</Button>
                    <Button
                        variant="contained"
                        onClick={() => {
                            onChange(c.key, draft);
                            setOpen(false);
                        }}
                    >
                        确定
                    </Button>
                </DialogActions>
            </Dialog>
        </>
    );
};

/** Radios; clicking the chosen one clears it only with props.allowClear (seed §5). */
const RadioEditor = ({ column: c, row, rowIndex, onChange }: CellProps) => {
    const options = useOptions(c);
    const v = str(row[c.key]);
    return (
        <RadioGroup row value={v} aria-label={cellLabel(c, rowIndex)} onChange={e => onChange(c.key, e.target.value)} sx={{ flexWrap: 'nowrap', px: 1 }}>
            {options.map(o => (
                <FormControlLabel
                    key={o.value}
                    value={o.value}
                    disabled={o.disabled}
                    label={o.text}
                    sx={{ mr: 1, '& .MuiFormControlLabel-label': { fontSize: 14 } }}
                    control={
                        <Radio
                            size="small"
                            sx={{ p: 0.5 }}
                            onClick={() => {
                                if (c.props?.allowClear && v === o.value) onChange(c.key, '');
                            }}
                        />
                    }
                />
            ))}
        </RadioGroup>
    );
};

/** list_multi: several options, stored comma-joined; one tag shows (seed §9), the rest as +N. */
const MultiEditor = ({ column: c, row, rowIndex, onChange }: CellProps) => {
    const options = useOptions(c);
    const values = splitValues(row[c.key]);
    const selected = values.map(v => options.find(o => o.value === v) ?? { value: v, text: v });
    return (
        <Autocomplete<GridOption, true>
            multiple
            openOnFocus
            disableCloseOnSelect
            limitTags={1}
            size="small"
            options={options}
            value={selected}
            getOptionLabel={o => o.text}
            getOptionDisabled={o => !!o.disabled}
            isOptionEqualToValue={(a, b) => a.value === b.value}
            onChange={(_, os) => onChange(c.key, joinValues(os.map(o => o.value)))}
            noOptionsText="无匹配项"
            renderInput={params => (
                <TextField
                    {...params}
                    autoFocus
                    placeholder={values.length ? undefined : c.placeholder || '请选择'}
                    sx={inputSx}
                    inputProps={{ ...params.inputProps, 'aria-label': cellLabel(c, rowIndex) }}
                />
            )}
        />
    );
};

/** sel_search: a table dict searched as typed (SearchSelect), or the given options filtered locally. */
const SearchEditor = ({ column: c, row, rowIndex, onChange }: CellProps) => {
    const options = useOptions(c);
    if (c.dictCode && !c.options) {
        return <SearchSelect id={`grid-${row.id}-${c.key}`} label={cellLabel(c, rowIndex)} value={row[c.key]} dict={c.dictCode} onChange={v => onChange(c.key, v)} />;
    }
    const v = str(row[c.key]);
    return (
        <Autocomplete<GridOption>
            openOnFocus
            size="small"
            options={options}
            value={options.find(o => o.value === v) ?? null}
            getOptionLabel={o => o.text}
            getOptionDisabled={o => !!o.disabled}
            isOptionEqualToValue={(a, b) => a.value === b.value}
            onChange={(_, o) => onChange(c.key, o?.value ?? '')}
            noOptionsText="没有查询到任何数据"
            renderInput={params => (
                <TextField {...params} autoFocus placeholder={c.placeholder || '请输入搜索内容'} sx={inputSx} inputProps={{ ...params.inputProps, 'aria-label': cellLabel(c, rowIndex) }} />
            )}
        />
    );
};

/** popup: picks a record (RecordPicker) and copies orgFields into destFields of the row. */
const PopupEditor = ({ column: c, row, rowIndex, onChange, onPatch }: CellProps) => {
    const bad = popupConfigError(c);
    if (bad) return <Display text={bad} />;
    return (
        <RecordPicker
            id={`grid-${row.id}-${c.key}`}
            label={cellLabel(c, rowIndex)}
            value={str(row[c.key])}
            dict={c.dictCode}
            apiPrefix={(c.props?.apiPrefix as string | undefined) ?? undefined}
            valueKey={c.props?.valueKey as string | undefined}
            displayKey={c.props?.displayKey as string | undefined}
            multiple={!!c.props?.multiple}
            onChange={v => onChange(c.key, v)}
            onSelect={rows => onPatch(popupPatch(c, rows))}
        />
    );
};

const CheckboxCell = ({ column: c, row, rowIndex, disabled, onChange }: CellProps) => {
    const [on, off] = checkValues(c);
    const v = row[c.key];
    const checked = v === on || (v !== undefined && v !== null && typeof on !== 'object' && String(v) === String(on));
    return (
        <span style={{ padding: '0 8px', display: 'flex' }}>
            <input
                type="checkbox"
                className="eg-check"
                aria-label={cellLabel(c, rowIndex)}
                checked={checked}
                disabled={disabled}
                onChange={e => onChange(c.key, e.target.checked ? on : off)}
            />
        </span>
    );
};

/**
 * upload / file / image: the value is the comma-separated stored paths (components/Upload).
 * fieldExtendJson {"uploadnum": N} keeps the latest N; the upload button hides once N files
 * are there ('upload' keeps one).
 */
const UploadCell = ({ column: c, row, rowIndex, disabled, onChange }: CellProps) => {
    const max = uploadLimit(c);
    const image = c.type === 'image';
    const picker = useRef<HTMLInputElement>(null);
    const { paths, pending, start, remove, dismiss } = useUploads({
        value: row[c.key],
        onChange: v => onChange(c.key, v),
        max,
        biz: (c.props?.biz as string | undefined) ?? undefined,
    });
    const full = max !== undefined && paths.length >= max;
    const uploading = pending.filter(u => !u.error);
    const failed = pending.find(u => u.error);
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 0.5, minWidth: 0, overflow: 'hidden' }}>
            {paths.map((p, i) => (
                <Box key={`${p}-${i}`} sx={{ display: 'inline-flex', alignItems: 'center', minWidth: 0 }}>
                    {image ? (
                        <Box component="img" src={staticUrl(p)} alt={fileNameOf(p)} sx={{ width: 28, height: 28, objectFit: 'cover', borderRadius: 0.5 }} />
                    ) : (
                        <Link href={staticUrl(p)} target="_blank" rel="noopener noreferrer" title={fileNameOf(p)} sx={{ fontSize: 13, whiteSpace: 'nowrap' }}>
                            {shortName(fileNameOf(p))}
                        </Link>
                    )}
                    {!disabled && (
                        <IconButton size="small" sx={{ p: 0.25 }} aria-label={`删除 ${fileNameOf(p)}`} onClick={() => remove(i)}>
                            <CloseIcon sx={{ fontSize: 14 }} />
                        </IconButton>
                    )}
                </Box>
            ))}
            {uploading.length > 0 && (
                <Box sx={{ width: 60 }} aria-label={`上传中(${uploading[0].percent}%)`}>
                    <LinearProgress variant="determinate" value={uploading[0].percent} />
                </Box>
            )}
            {failed && (
                <Tooltip title={`${failed.name} 上传失败：${failed.error}`}>
                    <Link component="button" type="button" color="error" sx={{ fontSize: 12 }} onClick={() => dismiss(failed.key)}>
                        上传失败
                    </Link>
                </Tooltip>
            )}
            {!disabled && !full && (
                <>
                    <Button size="small" sx={{ minWidth: 0, px: 0.5 }} startIcon={<UploadIcon fontSize="inherit" />} onClick={() => picker.current?.click()} aria-label={`上传 ${cellLabel(c, rowIndex)}`}>
                        上传
                    </Button>
                    <input
                        ref={picker}
                        type="file"
                        hidden
                        data-testid={`upload-${c.key}-${rowIndex}`}
                        accept={image ? 'image/*' : (c.props?.accept as string | undefined)}
                        multiple={max !== 1}
                        onChange={e => {
                            let files = Array.from(e.target.files ?? []);
                            e.target.value = '';
                            if (image && files.some(f => !isImageFile(f))) {
                                feedback.message.warning('请上传图片');
                                files = files.filter(isImageFile);
                            }
                            if (files.length) start(max === 1 ? files.slice(-1) : files);
                        }}
                    />
                </>
            )}
        </Box>
    );
};

/** seed §9: a file name shows as 5 characters plus an ellipsis. */
export const shortName = (name: string): string => ([...name].length > 5 ? `${[...name].slice(0, 5).join('')}…` : name);
