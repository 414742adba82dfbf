import { useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { ID_CARD_MESSAGE, isIdCard } from './rules';

export interface IdCardInputProps extends Omit<TextFieldProps, 'value' | 'onChange'> {
    value: string | null | undefined;
    onChange: (v: string) => void;
}

/**
 * A resident ID number (15 or 18 characters, checksum checked). The message shows once the
 * field is left, not while typing; use idCardRule in the form's rules to block saving.
 */
export const IdCardInput = ({ value, onChange, onBlur, error, helperText, slotProps, ...rest }: IdCardInputProps) => {
    const [left, setLeft] = useState(false);
    const v = value ?? '';
    const bad = left && !isIdCard(v);
    return (
        <TextField
            {...rest}
            value={v}
            onChange={e => {
                // Only digits and the final X belong in an ID number.
                onChange(e.target.value.replace(/[^\dXx]/g, '').slice(0, 18));
                if (left) setLeft(false);
            }}
            onBlur={e => {
                setLeft(true);
                onBlur?.(e);
            }}
            error={error || bad}
            helperText={helperText || (bad ? ID_CARD_MESSAGE : undefined)}
            slotProps={{ ...slotProps, htmlInput: { maxLength: 18, autoComplete: 'off', ...(slotProps?.htmlInput as object) } }}
        />
    );
};
