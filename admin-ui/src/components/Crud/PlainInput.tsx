// The plain FieldInput inputs: text, textarea, password, number, date, datetime and the
// dictionary select, radio, checkbox and switch.
import {
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
import { useDictOptions } from './dict';
import { formatDecimal, fromDateTimeLocal, isDecimal, isEmptyValue, switchValues, toDateOnly, toDateTimeLocal } from './fields';
import { str, type Props } from './fieldInputProps';

/** Keystrokes a number input keeps (seed §5: optional minus, digits, one decimal point). */
const typing = (int: boolean) => (int ? /^-?\d*$/ : /^-?\d*\.?\d*$/);

export const PlainInput = ({ field: f, input, error, readOnly, required, hint }: Props) => {
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
