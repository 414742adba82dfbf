// A condition branch's rules (字段 / 运算符 / 值) and the problems that keep the node drawer open.
import { Box, Button, FormControl, FormHelperText, IconButton, InputLabel, MenuItem, Select, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { OPS, OTHERWISE, type BusinessField, type ConditionData, type Rule } from './model';

export interface ConditionFormProps {
    value: ConditionData;
    onChange: (v: ConditionData) => void;
    fields: BusinessField[];
    /** by rule index */
    errors?: Record<number, string>;
}

export function ConditionForm({ value, onChange, fields, errors = {} }: ConditionFormProps) {
    const setRule = (i: number, patch: Partial<Rule>) => onChange({ rules: value.rules.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
    const add = () => onChange({ rules: [...value.rules, { field: fields[0]?.name ?? '', op: 'eq', value: '' }] });
    const remove = (i: number) => onChange({ rules: value.rules.filter((_, j) => j !== i) });
    return (
        <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
                {value.rules.length ? '同时满足以下条件时进入此分支：' : `没有条件规则：作为「${OTHERWISE}」，须放在最后。`}
            </Typography>
            {value.rules.map((r, i) => {
                const field = fields.find(f => f.name === r.field);
                return (
                    <Box key={i} role="group" aria-label={`规则${i + 1}`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
                        <FormControl size="small" sx={{ flex: '1 1 120px' }} error={!!errors[i] && !field}>
                            <InputLabel id={`rule-field-${i}`}>字段</InputLabel>
                            <Select labelId={`rule-field-${i}`} label="字段" value={field ? r.field : ''} onChange={e => setRule(i, { field: e.target.value, value: '' })}>
                                {fields.map(f => (
                                    <MenuItem key={f.name} value={f.name}>
                                        {f.label}
                                    </MenuItem>
                                ))}
                            </Select>
                        </FormControl>
                        <FormControl size="small" sx={{ flex: '0 1 110px' }}>
                            <InputLabel id={`rule-op-${i}`}>运算符</InputLabel>
                            <Select labelId={`rule-op-${i}`} label="运算符" value={r.op} onChange={e => setRule(i, { op: e.target.value as Rule['op'] })}>
                                {OPS.map(o => (
                                    <MenuItem key={o.value} value={o.value}>
                                        {o.label}
                                    </MenuItem>
                                ))}
                            </Select>
                        </FormControl>
                        {field?.options?.length ? (
                            <FormControl size="small" sx={{ flex: '1 1 120px' }} error={!!errors[i] && !!field}>
                                <InputLabel id={`rule-value-${i}`}>值</InputLabel>
                                <Select labelId={`rule-value-${i}`} label="值" value={r.value} onChange={e => setRule(i, { value: e.target.value })}>
                                    {field.options.map(o => (
                                        <MenuItem key={o.value} value={o.value}>
                                            {o.text}
                                        </MenuItem>
                                    ))}
                                </Select>
                            </FormControl>
                        ) : (
                            <TextField
                                size="small"
                                label="值"
                                value={r.value}
                                type={field?.kind === 'number' ? 'number' : field?.kind === 'date' ? 'date' : 'text'}
                                slotProps={field?.kind === 'date' ? { inputLabel: { shrink: true } } : undefined}
                                onChange={e => setRule(i, { value: e.target.value })}
                                error={!!errors[i] && !!field}
                                sx={{ flex: '1 1 120px' }}
                            />
                        )}
                        <IconButton aria-label={`删除规则${i + 1}`} onClick={() => remove(i)}>
                            <DeleteOutlineIcon />
                        </IconButton>
                        {errors[i] && (
                            <FormHelperText error sx={{ flexBasis: '100%', m: 0 }}>
                                {errors[i]}
                            </FormHelperText>
                        )}
                    </Box>
                );
            })}
            <Box>
                <Button startIcon={<AddIcon />} onClick={add} disabled={!fields.length}>
                    添加规则
                </Button>
                {!fields.length && <FormHelperText>该业务没有可用于条件的字段。</FormHelperText>}
            </Box>
        </Stack>
    );
}

/** Problems that keep the drawer open (things a card could not even show). */
export const ruleErrors = (d: ConditionData, fields: BusinessField[]): Record<number, string> => {
    const out: Record<number, string> = {};
    d.rules.forEach((r, i) => {
        if (!fields.some(f => f.name === r.field)) out[i] = '请选择字段';
        else if (!r.value.trim()) out[i] = '请填写值';
    });
    return out;
};
