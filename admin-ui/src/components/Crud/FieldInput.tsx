// One form input per widget. file and image are the uploaders of components/Upload (the value is
// the comma-separated stored paths); richtext, markdown and code the editors of components/Editors
// (loaded on first use); user, depart and record the pickers of components/Pickers.
import { CronInput } from '../CronEditor';
import { useEffect, useState, type ReactNode } from 'react';
import {
    Box,
    Checkbox,
    FormControl,
    FormControlLabel,
    FormGroup,
    FormHelperText,
    FormLabel,
    InputAdornment,
    MenuItem,
    Radio,
    RadioGroup,
    Switch,
    TextField,
} from '@mui/material';
import type { ControllerRenderProps, FieldError } from 'react-hook-form';
import { moneyCapital } from '../../lib/money';
import { FileUpload } from '../Upload/FileUpload';
import { ImageUpload } from '../Upload/ImageUpload';
import { CodeEditor, MarkdownEditor, RichTextEditor } from '../Editors';
import { AreaLinkage, CategorySelect, MultiSelectDict, SearchSelect } from '../Select';
import { DepartPicker, RecordPicker, UserPicker } from '../Pickers';
import { useDictOptions } from './dict';
import {
    formatDecimal,
    formatValue,
    fromDateTimeLocal,
    isChainage,
    isDecimal,
    isEmptyValue,
    isMoney,
    parseTyped,
    switchValues,
    toDateOnly,
    toDateTimeLocal,
} from './fields';
import { TreeSelect } from './TreeSelect';
import type { CrudField, CrudResourceConfig } from './types';

interface Props {
    field: CrudField;
    input: ControllerRenderProps<Record<string, unknown>, string>;
    error?: FieldError;
    readOnly: boolean;
    /** show the required asterisk */
    required: boolean;
    /** the resource of the form (the tree widget of a tree picks from its own nodes) */
    config?: CrudResourceConfig;
    /** the record being edited or shown */
    record?: Record<string, unknown>;
    /** a note under the input while it shows no error (e.g. that a fill rule numbers it on save) */
    hint?: string;
}

const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** Keystrokes a number input keeps (seed §5: optional minus, digits, one decimal point). */
const typing = (int: boolean) => (int ? /^-?\d*$/ : /^-?\d*\.?\d*$/);

export const FieldInput = (props: Props) => {
    const { field: f } = props;
    if (isMoney(f) || isChainage(f)) return <TypedNumberInput {...props} />;
    if (f.widget === 'cron') return <CronFieldInput {...props} />;
    const own = ownWidget(props);
    if (!own) return <PlainInput {...props} />;
    // These widgets show only their own error text: the hint goes under them.
    if (!props.hint) return own;
    return (
        <Box>
            {own}
            {!props.error && <FormHelperText sx={{ mx: 1.75 }}>{props.hint}</FormHelperText>}
        </Box>
    );
};

/** The widgets of their own components; null for the plain inputs. */
const ownWidget = (props: Props): ReactNode => {
    const { field: f } = props;
    if (f.widget === 'tree' && f.dict) return <TreeSelect {...props} />;
    if (f.widget === 'file' || f.widget === 'image') return <UploadInput {...props} />;
    if (f.widget === 'richtext' || f.widget === 'markdown' || f.widget === 'code') return <EditorInput {...props} />;
    if ((f.widget === 'sel_search' || f.widget === 'list_multi') && f.dict) return <SelectInput {...props} />;
    if (f.widget === 'pca' || f.widget === 'cat_tree') return <SelectInput {...props} />;
    if (f.widget === 'user' || f.widget === 'depart' || (f.widget === 'record' && f.dict)) return <PickerInput {...props} />;
    return null;
};

/** cron: a Quartz expression, typed or built in the cron editor. */
const CronFieldInput = ({ field: f, input, error, readOnly, required, hint }: Props) => (
    <CronInput
        name={input.name}
        label={f.label}
        value={str(input.value)}
        onChange={v => input.onChange(v)}
        onBlur={input.onBlur}
        disabled={readOnly}
        required={required}
        error={!!error}
        helperText={error?.message ?? hint}
    />
);

/** file / image: the form value is the comma-separated stored paths. */
const UploadInput = ({ field: f, input, error, readOnly, required }: Props) => {
    const Widget = f.widget === 'image' ? ImageUpload : FileUpload;
    return (
        <Widget
            id={`aq-crud-${f.name}`}
            label={f.label}
            value={input.value}
            max={f.maxFiles}
            onChange={v => input.onChange(v)}
            onBlur={input.onBlur}
            readOnly={readOnly}
            required={required}
            error={error?.message}
        />
    );
};

/** richtext (HTML), markdown, code: the form value is the text. */
const EditorInput = ({ field: f, input, error, readOnly, required }: Props) => {
    const Widget = f.widget === 'richtext' ? RichTextEditor : f.widget === 'markdown' ? MarkdownEditor : CodeEditor;
    return (
        <Widget
            id={`aq-crud-${f.name}`}
            label={f.label}
            value={str(input.value)}
            onChange={v => input.onChange(v)}
            onBlur={input.onBlur}
            readOnly={readOnly}
            required={required}
            error={error?.message}
        />
    );
};

/**
 * sel_search (a table dict searched as typed), list_multi (dict items as a,b), pca (area code),
 * cat_tree (a category under the dict's root code).
 */
const SelectInput = ({ field: f, input, error, readOnly, required }: Props) => {
    const common = {
        id: `aq-crud-${f.name}`,
        label: f.label,
        value: input.value,
        onChange: (v: string) => input.onChange(v),
        onBlur: input.onBlur,
        readOnly,
        required,
        error: error?.message,
    };
    if (f.widget === 'sel_search') return <SearchSelect {...common} dict={f.dict!} />;
    if (f.widget === 'list_multi') return <MultiSelectDict {...common} dictCode={f.dict!} />;
    if (f.widget === 'cat_tree') return <CategorySelect {...common} pcode={f.dict} />;
    return <AreaLinkage {...common} type="cascader" />;
};

/** user (usernames, or ids when the dict's code is id), depart (ids), record (the dict's code). */
const PickerInput = ({ field: f, input, error, readOnly, required }: Props) => {
    const pick = {
        id: `aq-crud-${f.name}`,
        label: f.label,
        name: input.name,
        inputRef: input.ref,
        value: str(input.value),
        onChange: (v: string) => input.onChange(v),
        onBlur: input.onBlur,
        readOnly,
        required,
        error: error?.message,
    };
    if (f.widget === 'user') return <UserPicker {...pick} valueKey={f.dict?.split(',')[2]?.trim() === 'id' ? 'id' : undefined} />;
    // a depart field holds a list of department ids (参建部门, 负责部门): several may be picked
    if (f.widget === 'depart') return <DepartPicker {...pick} multiple />;
    return <RecordPicker {...pick} dict={f.dict!} />;
};

const PlainInput = ({ field: f, input, error, readOnly, required, hint }: Props) => {
    const options = useDictOptions(f.dict);
    const id = `aq-crud-${f.name}`;
    const common = {
        id,
        name: input.name,
        label: f.label,
        fullWidth: true,
        size: 'small' as const,
        required,
        disabled: readOnly,
        error: !!error,
        helperText: error?.message ?? hint,
        inputRef: input.ref,
        onBlur: input.onBlur,
    };

    switch (f.widget) {
        case 'textarea':
            return <TextField {...common} multiline minRows={3} value={str(input.value)} onChange={e => input.onChange(e.target.value)} />;
        case 'password':
            return (
                <TextField
                    {...common}
                    type="password"
                    autoComplete="new-password"
                    value={str(input.value)}
                    onChange={e => input.onChange(e.target.value)}
                />
            );
        case 'number': {
            // A measured value (decimal) keeps its field's decimals, and shows its unit at the end.
            const decimal = isDecimal(f);
            const int = f.type === 'int' || (decimal && !f.scale);
            return (
                <TextField
                    {...common}
                    value={str(input.value)}
                    slotProps={{
                        htmlInput: { inputMode: int ? 'numeric' : 'decimal' },
                        input: decimal && f.unit ? { endAdornment: <InputAdornment position="end">{f.unit}</InputAdornment> } : undefined,
                    }}
                    onChange={e => typing(int).test(e.target.value) && input.onChange(e.target.value)}
                    onBlur={() => {
                        // A complete number stays (a measured value rounded as the server keeps it); anything else is cleared.
                        const t = str(input.value).trim();
                        const n = Number(t);
                        if (t !== '' && t !== '-' && !Number.isNaN(n)) input.onChange(decimal ? formatDecimal(f, t) : String(int ? Math.trunc(n) : n));
                        else if (t !== '') input.onChange('');
                        input.onBlur();
                    }}
                />
            );
        }
        case 'date':
            return (
                <TextField
                    {...common}
                    type="date"
                    slotProps={{ inputLabel: { shrink: true } }}
                    value={toDateOnly(input.value)}
                    onChange={e => input.onChange(e.target.value)}
                />
            );
        case 'datetime':
            return (
                <TextField
                    {...common}
                    type="datetime-local"
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
                    value={toDateTimeLocal(input.value)}
                    onChange={e => input.onChange(fromDateTimeLocal(e.target.value))}
                />
            );
        case 'select':
            return (
                <TextField {...common} select value={str(input.value)} onChange={e => input.onChange(e.target.value)}>
                    <MenuItem value="">
                        <em>请选择</em>
                    </MenuItem>
                    {/* a value the dictionary does not (yet) list still shows */}
                    {!isEmptyValue(input.value) && !options.some(o => o.value === str(input.value)) && (
                        <MenuItem value={str(input.value)} sx={{ display: 'none' }}>
                            {str(input.value)}
                        </MenuItem>
                    )}
                    {options.map(o => (
                        <MenuItem key={o.value} value={o.value}>
                            {o.text}
                        </MenuItem>
                    ))}
                </TextField>
            );
        case 'radio':
            return (
                <FormControl error={!!error} disabled={readOnly} required={required} fullWidth>
                    <FormLabel id={`${id}-label`}>{f.label}</FormLabel>
                    <RadioGroup
                        row
                        aria-labelledby={`${id}-label`}
                        name={input.name}
                        value={str(input.value)}
                        onChange={e => input.onChange(e.target.value)}
                        onBlur={input.onBlur}
                    >
                        {options.map(o => (
                            <FormControlLabel key={o.value} value={o.value} control={<Radio size="small" />} label={o.text} />
                        ))}
                    </RadioGroup>
                    {(error || hint) && <FormHelperText>{error?.message ?? hint}</FormHelperText>}
                </FormControl>
            );
        case 'checkbox': {
            // Several values stored as "a,b".
            const chosen = str(input.value).split(',').filter(Boolean);
            const toggle = (v: string) => {
                const next = chosen.includes(v) ? chosen.filter(x => x !== v) : [...chosen, v];
                input.onChange(options.map(o => o.value).filter(x => next.includes(x)).join(','));
            };
            return (
                <FormControl error={!!error} disabled={readOnly} required={required} fullWidth component="fieldset">
                    <FormLabel component="legend">{f.label}</FormLabel>
                    <FormGroup row onBlur={input.onBlur}>
                        {options.map(o => (
                            <FormControlLabel
                                key={o.value}
                                control={<Checkbox size="small" checked={chosen.includes(o.value)} onChange={() => toggle(o.value)} />}
                                label={o.text}
                            />
                        ))}
                    </FormGroup>
                    {(error || hint) && <FormHelperText>{error?.message ?? hint}</FormHelperText>}
                </FormControl>
            );
        }
        case 'switch': {
            const [on, off] = switchValues(f);
            const checked = input.value === on;
            return (
                <FormControl error={!!error} disabled={readOnly} fullWidth>
                    <FormLabel id={`${id}-label`}>{f.label}</FormLabel>
                    <FormControlLabel
                        control={
                            <Switch
                                checked={checked}
                                onChange={e => input.onChange(e.target.checked ? on : off)}
                                slotProps={{ input: { 'aria-labelledby': `${id}-label` } }}
                            />
                        }
                        label={checked ? '是' : '否'}
                    />
                    {(error || hint) && <FormHelperText>{error?.message ?? hint}</FormHelperText>}
                </FormControl>
            );
        }
        default:
            return <TextField {...common} value={str(input.value)} onChange={e => input.onChange(e.target.value)} />;
    }
};

/**
 * Money ("1,234.5", "￥1234.50") and chainage ("K12+345.600" or metres) as typed text; the form
 * holds the number (or the text while it is not one, for the validation to name). The value is
 * shown formatted on blur, money with its amount in capital numerals below.
 */
const TypedNumberInput = ({ field: f, input, error, readOnly, required, hint }: Props) => {
    const money = isMoney(f);
    const shown = (v: unknown) => (typeof v === 'number' ? formatValue(f, v) : str(v));
    const [typed, setTyped] = useState(() => shown(input.value));
    // A value set from outside (a reset, a preset) replaces what was typed.
    useEffect(() => {
        if (!Object.is(parseTyped(f, typed), input.value) && !(typed.trim() === '' && isEmptyValue(input.value))) setTyped(shown(input.value));
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [input.value]);
    const capital = money && typeof input.value === 'number' ? moneyCapital(input.value) : '';
    let helper: ReactNode = error?.message;
    if (!helper && capital) {
        helper = (
            <>
                <Box component="span" sx={{ mr: 0.5 }}>
                    大写
                </Box>
                {capital}
            </>
        );
    }
    helper ??= hint;
    return (
        <TextField
            id={`aq-crud-${f.name}`}
            name={input.name}
            label={f.label}
            fullWidth
            size="small"
            required={required}
            disabled={readOnly}
            error={!!error}
            helperText={helper}
            inputRef={input.ref}
            value={typed}
            placeholder={money ? '0.00' : 'K0+000.000'}
            slotProps={{ htmlInput: { inputMode: money ? 'decimal' : 'text', autoComplete: 'off', style: money ? { textAlign: 'right' } : undefined } }}
            onChange={e => {
                setTyped(e.target.value);
                input.onChange(parseTyped(f, e.target.value));
            }}
            onBlur={() => {
                if (typeof input.value === 'number') setTyped(shown(input.value));
                input.onBlur();
            }}
        />
    );
};
