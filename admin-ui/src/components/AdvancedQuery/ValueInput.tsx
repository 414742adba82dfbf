import { MenuItem, TextField } from '@mui/material';
import { useFieldChoices } from '../Crud/dict';
import { fromDateTimeLocal, isChainage, isMoney, toDateTimeLocal } from '../Crud/fields';
import type { CrudField } from '../Crud/types';

/** The value input of a condition, by the field's kind: its dict options, a date, a number, or text. */
export const ValueInput = ({
    field: f,
    rule,
    value,
    onChange,
}: {
    field?: CrudField;
    rule: string;
    value: string;
    onChange: (v: string) => void;
}) => {
    const options = useFieldChoices(f);
    const common = { size: 'small' as const, fullWidth: true, label: '值' };
    if (!f) return <TextField {...common} disabled placeholder="请先选择字段" value="" slotProps={{ inputLabel: { shrink: true } }} />;

    const many = rule === 'in';

    if (options && many) {
        const picked = value ? value.split(',') : [];
        return (
            <TextField
                {...common}
                select
                value={picked}
                slotProps={{
                    select: {
                        multiple: true,
                        renderValue: sel => options.filter(o => (sel as string[]).includes(o.value)).map(o => o.text).join('、'),
                    },
                }}
                onChange={e => {
                    const v = e.target.value as unknown as string[] | string;
                    onChange((Array.isArray(v) ? v : v.split(',')).filter(Boolean).join(','));
                }}
            >
                {options.map(o => (
                    <MenuItem key={o.value} value={o.value}>
                        {o.text}
                    </MenuItem>
                ))}
            </TextField>
        );
    }
    if (options) {
        return (
            <TextField {...common} select value={value} onChange={e => onChange(e.target.value)}>
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
    if (many)
        return <TextField {...common} placeholder="多个值用逗号分隔" value={value} onChange={e => onChange(e.target.value)} />;
    if (f.type === 'date' || f.widget === 'date')
        return (
            <TextField {...common} type="date" slotProps={{ inputLabel: { shrink: true } }} value={value} onChange={e => onChange(e.target.value)} />
        );
    if (f.type === 'datetime' || f.widget === 'datetime')
        return (
            <TextField
                {...common}
                type="datetime-local"
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
                value={toDateTimeLocal(value)}
                onChange={e => onChange(fromDateTimeLocal(e.target.value))}
            />
        );
    if (isMoney(f) || isChainage(f))
        return (
            <TextField
                {...common}
                placeholder={isMoney(f) ? '0.00' : 'K0+000.000'}
                slotProps={{ htmlInput: { inputMode: isMoney(f) ? 'decimal' : 'text', autoComplete: 'off' } }}
                value={value}
                onChange={e => onChange(e.target.value)}
            />
        );
    if (f.type === 'int' || f.type === 'float' || f.type === 'decimal')
        return (
            <TextField
                {...common}
                type="number"
                slotProps={{ htmlInput: { step: f.type === 'int' ? 1 : 'any' } }}
                value={value}
                onChange={e => onChange(e.target.value)}
            />
        );
    return <TextField {...common} placeholder={`请输入${f.label}`} value={value} onChange={e => onChange(e.target.value)} />;
};
