import { useState } from 'react';
import { MenuItem, Stack, TextField, type TextFieldProps } from '@mui/material';
import { OPERATORS, parseOperator, wrapOperator, type Operator } from './operator';

export interface OperatorInputProps {
    /** the stored query value ("*水库*", ">=10", …) */
    value: string | null | undefined;
    onChange: (stored: string) => void;
    label?: string;
    placeholder?: string;
    /** the operator while the value is empty; like, as the original search input */
    defaultOperator?: Operator;
    /** Enter in the text box, e.g. to run the query */
    onSearch?: () => void;
    size?: TextFieldProps['size'];
    disabled?: boolean;
}

/** A search box with an operator choice; the value carries the operator (see operator.ts). */
export const OperatorInput = ({
    value,
    onChange,
    label,
    placeholder = '请输入...',
    defaultOperator = 'like',
    onSearch,
    size = 'small',
    disabled,
}: OperatorInputProps) => {
    const [state, setState] = useState(() => {
        const p = parseOperator(value);
        return value ? p : { op: defaultOperator, value: '' };
    });
    // Follow a value set from outside (a reset, a saved query) unless it is what we emitted:
    // re-parsing our own "*a*" typed under eq would switch the operator.
    const stored = value ?? '';
    if (stored !== wrapOperator(state.op, state.value)) {
        setState(stored ? parseOperator(stored) : { op: state.op, value: '' });
    }
    const emit = (op: Operator, text: string) => {
        setState({ op, value: text });
        onChange(wrapOperator(op, text));
    };
    return (
        <Stack direction="row" sx={{ width: '100%', minWidth: 0 }}>
            <TextField
                select
                size={size}
                value={state.op}
                disabled={disabled}
                onChange={e => emit(e.target.value as Operator, state.value)}
                sx={{ width: 112, flexShrink: 0, '& .MuiOutlinedInput-notchedOutline': { borderTopRightRadius: 0, borderBottomRightRadius: 0 } }}
                slotProps={{ select: { SelectDisplayProps: { 'aria-label': label ? `${label}条件` : '条件' } } }}
            >
                {OPERATORS.map(o => (
                    <MenuItem key={o.value} value={o.value}>
                        {o.label}
                    </MenuItem>
                ))}
            </TextField>
            <TextField
                size={size}
                label={label}
                placeholder={placeholder}
                value={state.value}
                disabled={disabled}
                onChange={e => emit(state.op, e.target.value)}
                onKeyDown={e => {
                    if (e.key === 'Enter' && onSearch) {
                        e.preventDefault();
                        onSearch();
                    }
                }}
                sx={{ flex: 1, minWidth: 0, ml: '-1px', '& .MuiOutlinedInput-notchedOutline': { borderTopLeftRadius: 0, borderBottomLeftRadius: 0 } }}
            />
        </Stack>
    );
};
