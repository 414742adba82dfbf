// One input of a list's filters, by the field's query mode and widget.
import { Box, MenuItem, TextField } from '@mui/material';
import { useFieldChoices } from './dict';
import { CHAINAGE_MESSAGE, fieldTitle, isMoney, MONEY_MESSAGE, parseTyped } from './fields';
import { isTypedFilter, type FilterValues } from './query';
import type { CrudField } from './types';

/** A typed amount or chainage, a range (起 ~ 止), a select of the dictionary, or a text. */
export const FilterInput = ({
    field: f,
    values,
    set,
}: {
    field: CrudField;
    values: FilterValues;
    set: (k: string, v: string | string[]) => void;
}) => {
    const options = useFieldChoices(f);
    const str = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : '');

    if (isTypedFilter(f)) {
        // Money ("1,234.5") and chainage ("K12+345.600" or metres), as typed in the form.
        const money = isMoney(f);
        const typedInput = (k: string, label: string) => {
            const v = str(k);
            const bad = v.trim() !== '' && typeof parseTyped(f, v) !== 'number';
            return (
                <TextField
                    size="small"
                    fullWidth
                    label={label}
                    value={v}
                    placeholder={money ? '0.00' : 'K0+000.000'}
                    error={bad}
                    helperText={bad ? (money ? MONEY_MESSAGE : CHAINAGE_MESSAGE) : undefined}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: money ? 'decimal' : 'text', autoComplete: 'off' } }}
                    onChange={e => set(k, e.target.value)}
                />
            );
        };
        if (f.query === 'exact') return typedInput(f.name, f.label);
        return (
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                {typedInput(`${f.name}_begin`, `${f.label}起`)}
                <Box component="span" sx={{ pt: 1 }}>
                    ~
                </Box>
                {typedInput(`${f.name}_end`, `${f.label}止`)}
            </Box>
        );
    }

    if (f.query === 'range') {
        const kind = f.type === 'int' || f.type === 'float' || f.type === 'decimal' ? 'number' : 'date';
        return (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <TextField
                    size="small"
                    fullWidth
                    type={kind}
                    label={`${fieldTitle(f)}起`}
                    slotProps={{ inputLabel: { shrink: true } }}
                    value={str(`${f.name}_begin`)}
                    onChange={e => set(`${f.name}_begin`, e.target.value)}
                />
                <span>~</span>
                <TextField
                    size="small"
                    fullWidth
                    type={kind}
                    label={`${fieldTitle(f)}止`}
                    slotProps={{ inputLabel: { shrink: true } }}
                    value={str(`${f.name}_end`)}
                    onChange={e => set(`${f.name}_end`, e.target.value)}
                />
            </Box>
        );
    }
    if (f.query === 'multi' && options) {
        const v = values[f.name];
        return (
            <TextField
                select
                size="small"
                fullWidth
                label={f.label}
                value={Array.isArray(v) ? v : []}
                slotProps={{ select: { multiple: true, renderValue: sel => options.filter(o => (sel as string[]).includes(o.value)).map(o => o.text).join('、') } }}
                onChange={e => set(f.name, e.target.value as unknown as string[])}
            >
                {options.map(o => (
                    <MenuItem key={o.value} value={o.value}>
                        {o.text}
                    </MenuItem>
                ))}
            </TextField>
        );
    }
    if (f.query === 'exact' && options) {
        return (
            <TextField select size="small" fullWidth label={f.label} value={str(f.name)} onChange={e => set(f.name, e.target.value)}>
                <MenuItem value="">
                    <em>请选择</em>
                </MenuItem>
                {options.map(o => (
                    <MenuItem key={o.value} value={o.value}>
                        {o.text}
                    </MenuItem>
                ))}
            </TextField>
        );
    }
    const dateLike = f.query === 'exact' && (f.type === 'date' || f.widget === 'date');
    return (
        <TextField
            size="small"
            fullWidth
            label={fieldTitle(f)}
            type={dateLike ? 'date' : 'text'}
            slotProps={dateLike ? { inputLabel: { shrink: true } } : undefined}
            placeholder={f.query === 'multi' ? '多个值用逗号分隔' : `请输入${f.label}`}
            value={str(f.name)}
            onChange={e => set(f.name, e.target.value)}
        />
    );
};
