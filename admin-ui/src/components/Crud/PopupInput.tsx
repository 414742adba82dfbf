// A popup field (JeecgBoot's JPopup): typed, or filled from a row of its online report, which also
// fills the form's other destination fields (orgFields → destFields).
import { useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { ReportPicker, popupError, popupValues } from '../Report';
import { str, type Props } from './fieldInputProps';

export const PopupInput = ({ field: f, input, error, readOnly, required, hint, onPatch }: Props) => {
    const [open, setOpen] = useState(false);
    const p = f.popup!;
    const bad = popupError(p.code, p.orgFields, p.destFields);
    return (
        <>
            <TextField
                id={`aq-crud-${f.name}`}
                name={input.name}
                label={f.label}
                fullWidth
                size="small"
                required={required}
                disabled={readOnly}
                error={!!error || !!bad}
                helperText={error?.message ?? bad ?? hint}
                inputRef={input.ref}
                onBlur={input.onBlur}
                value={str(input.value)}
                onChange={e => input.onChange(e.target.value)}
                slotProps={{
                    input: {
                        endAdornment: !readOnly && !bad && (
                            <InputAdornment position="end">
                                <IconButton edge="end" aria-label={`选择${f.label}`} onClick={() => setOpen(true)}>
                                    <SearchIcon fontSize="small" />
                                </IconButton>
                            </InputAdornment>
                        ),
                    },
                }}
            />
            {!bad && (
                <ReportPicker
                    code={p.code}
                    open={open}
                    label={`选择${f.label}`}
                    onClose={() => setOpen(false)}
                    onOk={rows => {
                        const { [f.name]: own, ...others } = popupValues(p.orgFields, p.destFields, rows);
                        input.onChange(own ?? '');
                        onPatch?.(others);
                    }}
                />
            )}
        </>
    );
};
