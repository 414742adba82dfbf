// Several items of a code dictionary (JMultiSelectTag): the value is their codes comma-joined.
// variant 'select' (default): a searchable multi select with chips; 'checkbox': a checkbox row.
import { useId, useMemo } from 'react';
import { Autocomplete, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, TextField, Typography } from '@mui/material';
import { useDictOptions, type DictOption } from '../Crud/dict';
import { DICT_CODE_EMPTY, joinValues, splitValues, type SelectWidgetProps } from './common';

export interface MultiSelectDictProps extends SelectWidgetProps {
    dictCode: string;
    variant?: 'select' | 'checkbox';
    /** options given directly, instead of (or before loading) the dictionary */
    options?: DictOption[];
}

export const MultiSelectDict = ({ id, label, value, onChange, onBlur, readOnly, required, error, dictCode, variant = 'select', options: given }: MultiSelectDictProps) => {
    const autoId = useId();
    const baseId = id ?? autoId;
    const loaded = useDictOptions(given ? undefined : dictCode);
    const options = given ?? loaded;
    const key = joinValues(splitValues(value));
    const values = useMemo(() => splitValues(key), [key]);
    const missingCode = !dictCode && !given;
    const helper = error ?? (missingCode ? DICT_CODE_EMPTY : undefined);

    if (variant === 'checkbox') {
        const toggle = (v: string) => {
            const next = values.includes(v) ? values.filter(x => x !== v) : [...values, v];
            // dictionary order; codes it does not list are kept at the end
            const listed = options.map(o => o.value);
            onChange(joinValues([...listed.filter(x => next.includes(x)), ...next.filter(x => !listed.includes(x))]));
        };
        return (
            <FormControl id={baseId} component="fieldset" fullWidth error={!!helper} required={required} disabled={readOnly}>
                {label && <FormLabel component="legend">{label}</FormLabel>}
                <FormGroup row onBlur={onBlur}>
                    {options.map(o => (
                        <FormControlLabel
                            key={o.value}
                            label={o.text}
                            control={<Checkbox size="small" checked={values.includes(o.value)} onChange={() => toggle(o.value)} />}
                        />
                    ))}
                    {options.length === 0 && !missingCode && (
                        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                            暂无数据
                        </Typography>
                    )}
                </FormGroup>
                {helper && <FormHelperText>{helper}</FormHelperText>}
            </FormControl>
        );
    }

    // a chosen code the dictionary does not list still shows (as itself)
    const selected = values.map(v => options.find(o => o.value === v) ?? { value: v, text: v });
    return (
        <Autocomplete<DictOption, true>
            id={baseId}
            multiple
            options={options}
            value={selected}
            onChange={(_, os) => onChange(joinValues(os.map(o => o.value)))}
            onBlur={onBlur}
            getOptionLabel={o => o.text}
            isOptionEqualToValue={(a, b) => a.value === b.value}
            disableCloseOnSelect
            disabled={readOnly}
            noOptionsText="无匹配项"
            openText="展开选项"
            closeText="收起选项"
            clearText="清除"
            fullWidth
            size="small"
            slotProps={{ listbox: { sx: { maxHeight: 300 } } }}
            renderOption={(props, o, { selected: on }) => {
                const { key: k, ...rest } = props as typeof props & { key: string };
                return (
                    <li key={k} {...rest}>
                        <Checkbox size="small" checked={on} tabIndex={-1} sx={{ p: 0.5, mr: 1 }} />
                        {o.text}
                    </li>
                );
            }}
            renderInput={params => (
                <TextField {...params} label={label} required={required} error={!!helper} helperText={helper} placeholder={readOnly || values.length ? undefined : '请选择'} />
            )}
        />
    );
};
