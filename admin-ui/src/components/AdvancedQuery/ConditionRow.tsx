import { Box, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import type { CrudField } from '../Crud/types';
import { rulesFor, type SuperRow } from './superQuery';
import { ValueInput } from './ValueInput';

/** One condition of the query: field, rule and value, with buttons to add a row after it or remove it. */
export const ConditionRow = ({
    n,
    row,
    fields,
    onChange,
    onAdd,
    onRemove,
}: {
    n: number;
    row: SuperRow;
    fields: CrudField[];
    onChange: (patch: Partial<SuperRow>) => void;
    onAdd: () => void;
    onRemove: () => void;
}) => {
    const field = fields.find(f => f.name === row.field);
    return (
        <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 2, sm: 1 }}
            role="group"
            aria-label={`条件${n}`}
            sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
            className="aq-super-row"
        >
            <TextField
                select
                size="small"
                label="字段"
                value={row.field}
                onChange={e => {
                    const next = fields.find(f => f.name === e.target.value);
                    const keep = rulesFor(next).some(r => r.value === row.rule);
                    onChange({ field: e.target.value, val: '', ...(keep ? {} : { rule: 'eq' }) });
                }}
                sx={{ minWidth: 160, flex: { sm: '0 0 180px' } }}
            >
                {fields.map(f => (
                    <MenuItem key={f.name} value={f.name}>
                        {f.label}
                    </MenuItem>
                ))}
            </TextField>
            <TextField
                select
                size="small"
                label="规则"
                value={row.rule}
                onChange={e => onChange({ rule: e.target.value })}
                sx={{ minWidth: 120, flex: { sm: '0 0 130px' } }}
            >
                {rulesFor(field).map(r => (
                    <MenuItem key={r.value} value={r.value}>
                        {r.label}
                    </MenuItem>
                ))}
            </TextField>
            <Box sx={{ flex: 1, minWidth: 0 }}>
                <ValueInput field={field} rule={row.rule} value={row.val} onChange={val => onChange({ val })} />
            </Box>
            <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                <IconButton size="small" aria-label="增加一行" onClick={onAdd}>
                    <AddIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label="删除本行" onClick={onRemove}>
                    <RemoveIcon fontSize="small" />
                </IconButton>
            </Stack>
        </Stack>
    );
};
