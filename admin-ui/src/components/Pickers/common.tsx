// Shared parts of the pickers: the field that opens a picker, the dialog frame, the paged
// choice table, and the lookup of the texts a stored value shows.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import {
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    IconButton,
    InputAdornment,
    TextField,
    useMediaQuery,
} from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { MOBILE_QUERY } from '../Crud/responsive';

/** The props every picker field takes (a controlled form field). */
export interface PickerFieldProps {
    id: string;
    label: string;
    /** comma-joined values */
    value?: string | null;
    onChange: (value: string) => void;
    onBlur?: () => void;
    readOnly?: boolean;
    required?: boolean;
    /** the validation message to show */
    error?: string;
    multiple?: boolean;
    placeholder?: string;
    /** the form field's name and ref (react-hook-form focuses the field of an error) */
    name?: string;
    inputRef?: Ref<HTMLInputElement>;
}

export type Row = Record<string, unknown>;

/** Page sizes of a picker table (seed §9: 5, options 5/10/20/30). */
export const PICKER_PAGE_SIZE = 5;
export const PICKER_PAGE_SIZES = [5, 10, 20, 30];

export const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The values of a comma-joined value, trimmed, without blanks or repeats. */
export const splitValue = (v: unknown): string[] => [...new Set(text(v).split(',').map(s => s.trim()).filter(Boolean))];

/** The rows of a reply: a bare array or an IPage's records. */
export const recordsOf = (result: unknown): Row[] => {
    const list = Array.isArray(result) ? result : (result as { records?: unknown } | null)?.records;
    return Array.isArray(list) ? list.filter((r): r is Row => !!r && typeof r === 'object') : [];
};

/** The list value that asks for these values: comma-joined with a trailing comma (seed §7). */
export const valueParam = (values: string[]) => `${values.join(',')},`;

/**
 * The rows behind the values of a field, by value: known ones are kept, missing ones asked for
 * once (a value nobody answers for shows as itself). `remember` adds rows a picker returned.
 */
export function useValueRows(values: string[], fetchRows: (missing: string[]) => Promise<Record<string, Row>>) {
    const [rows, setRows] = useState<Record<string, Row | null>>({});
    const fetchRef = useRef(fetchRows);
    fetchRef.current = fetchRows;
    const missing = values.filter(v => !(v in rows));
    const missingKey = missing.join(',');
    useEffect(() => {
        if (!missingKey) return;
        let live = true;
        const asked = missingKey.split(',');
        const settle = (found: Record<string, Row>) =>
            live && setRows(prev => ({ ...prev, ...Object.fromEntries(asked.map(v => [v, found[v] ?? null])) }));
        fetchRef.current(asked).then(settle, () => settle({}));
        return () => {
            live = false;
        };
    }, [missingKey]);
    const remember = (found: Record<string, Row>) => setRows(prev => ({ ...prev, ...found }));
    return { rows, loading: missing.length > 0, remember };
}

/** The field: read-only text of the chosen items; click, Enter, Space or ↓ opens the picker. */
export const PickerInput = ({
    id,
    label,
    display,
    onOpen,
    onClear,
    onBlur,
    readOnly,
    required,
    error,
    placeholder = '请选择',
    loading,
    name,
    inputRef,
}: {
    id: string;
    label: string;
    display: string;
    onOpen: () => void;
    onClear?: () => void;
    onBlur?: () => void;
    readOnly?: boolean;
    required?: boolean;
    error?: string;
    placeholder?: string;
    loading?: boolean;
    name?: string;
    inputRef?: Ref<HTMLInputElement>;
}) => {
    const open = () => !readOnly && onOpen();
    const onKeyDown = (e: KeyboardEvent) => {
        if (readOnly) return;
        if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
            e.preventDefault();
            onOpen();
        } else if ((e.key === 'Delete' || e.key === 'Backspace') && onClear && display) {
            e.preventDefault();
            onClear();
        }
    };
    return (
        <TextField
            id={id}
            label={label}
            value={loading && !display ? '加载中…' : display}
            placeholder={readOnly ? undefined : placeholder}
            required={required}
            error={!!error}
            helperText={error}
            onClick={open}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
            fullWidth
            size="small"
            title={display || undefined}
            name={name}
            inputRef={inputRef}
            slotProps={{
                inputLabel: { shrink: true },
                input: {
                    readOnly: true,
                    sx: { cursor: readOnly ? 'default' : 'pointer', '& input': { cursor: 'inherit', textOverflow: 'ellipsis' } },
                    endAdornment: readOnly ? undefined : (
                        <InputAdornment position="end">
                            {onClear && display && (
                                <IconButton
                                    size="small"
                                    aria-label={`清除${label}`}
                                    onClick={e => {
                                        e.stopPropagation();
                                        onClear();
                                    }}
                                >
                                    <ClearIcon fontSize="small" />
                                </IconButton>
                            )}
                            <IconButton
                                size="small"
                                aria-label={`选择${label}`}
                                onClick={e => {
                                    e.stopPropagation();
                                    onOpen();
                                }}
                            >
                                <SearchIcon fontSize="small" />
                            </IconButton>
                        </InputAdornment>
                    ),
                },
            }}
        />
    );
};

/** The picker dialog: fixed width, full screen on a phone, 取消 / 确定. */
export const PickerDialog = ({
    open,
    title,
    width,
    onClose,
    onConfirm,
    children,
}: {
    open: boolean;
    title: string;
    width: number;
    onClose: () => void;
    onConfirm: () => void;
    children: ReactNode;
}) => {
    const mobile = useMediaQuery(MOBILE_QUERY);
    const titleId = `aq-picker-title-${title}`;
    return (
        <Dialog
            open={open}
            onClose={onClose}
            fullScreen={mobile}
            maxWidth={false}
            aria-labelledby={titleId}
            slotProps={{ paper: { sx: mobile ? {} : { width, maxWidth: 'calc(100% - 32px)' } } }}
        >
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent dividers>{children}</DialogContent>
            <DialogActions>
                <Button onClick={onClose}>取消</Button>
                <Button variant="contained" onClick={onConfirm}>
                    确定
                </Button>
            </DialogActions>
        </Dialog>
    );
};

/** A search box that searches on Enter or with its button; its submit stays its own (the picker sits in a record's form, whose save it must not start). */
export const SearchBox = ({ label, onSearch, initial = '' }: { label: string; onSearch: (v: string) => void; initial?: string }) => {
    const [v, setV] = useState(initial);
    return (
        <Box component="form" role="search" sx={{ display: 'flex', gap: 1, mb: 1 }} onSubmit={e => (e.preventDefault(), e.stopPropagation(), onSearch(v.trim()))}>
            <TextField size="small" label={label} value={v} onChange={e => setV(e.target.value)} sx={{ flex: 1, minWidth: 0 }} />
            <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
                查询
            </Button>
            <Button
                onClick={() => {
                    setV('');
                    onSearch('');
                }}
            >
                重置
            </Button>
        </Box>
    );
};

// The paged choice table lives in its own file; the pickers import it from here.
export { cell, PickTable, type PickColumn } from './PickTable';

/** The toggle rule of the pickers: single replaces the selection, multi toggles the key. */
export const toggleKey = <T,>(sel: Map<string, T>, key: string, item: T, multiple?: boolean): Map<string, T> => {
    if (!multiple) return sel.has(key) && sel.size === 1 ? sel : new Map([[key, item]]);
    const next = new Map(sel);
    if (next.has(key)) next.delete(key);
    else next.set(key, item);
    return next;
};
