// The money and chainage input of FieldInput: typed text, the form holding the number.
import { useEffect, useState, type ReactNode } from 'react';
import { Box, TextField } from '@mui/material';
import { moneyCapital } from '../../lib/money';
import { formatValue, isEmptyValue, isMoney, parseTyped } from './fields';
import { str, type Props } from './fieldInputProps';

/**
 * Money ("1,234.5", "￥1234.50") and chainage ("K12+345.600" or metres) as typed text; the form
 * holds the number (or the text while it is not one, for the validation to name). The value is
 * shown formatted on blur, money with its amount in capital numerals below.
 */
export const TypedNumberInput = ({ field: f, input, error, readOnly, required, hint }: Props) => {
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
