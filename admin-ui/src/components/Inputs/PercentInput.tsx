import { useState } from 'react';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { isPercent, PERCENT_MESSAGE } from './rules';

export interface PercentInputProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type'> {
    value: number | null | undefined;
    /** the number, or null while empty or not a number */
    onChange: (v: number | null) => void;
}

const show = (v: number | null | undefined) => (v === null || v === undefined || Number.isNaN(v) ? '' : String(v));

/**
 * A percentage from 0 to 100 with a % sign. Out of range shows 请输入正确的百分比！ at once;
 * use percentRule in the form's rules to block saving.
 */
export const PercentInput = ({ value, onChange, error, helperText, slotProps, ...rest }: PercentInputProps) => {
    const [text, setText] = useState(() => show(value));
    // A value set from outside (reset, load) replaces the text; our own keeps what was typed ("5.").
    const typed = text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text);
    if ((value ?? null) !== typed && !(value == null && typed == null)) setText(show(value));
    const bad = !isPercent(text);
    return (
        <TextField
            {...rest}
            value={text}
            onChange={e => {
                const t = e.target.value.replace(/[^\d.+-]/g, '');
                setText(t);
                const n = t.trim() === '' ? null : Number(t);
                onChange(n === null || Number.isNaN(n) ? null : n);
            }}
            error={error || bad}
            helperText={helperText || (bad ? PERCENT_MESSAGE : undefined)}
            slotProps={{
                ...slotProps,
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                htmlInput: { inputMode: 'decimal', ...(slotProps?.htmlInput as object) },
            }}
        />
    );
};
