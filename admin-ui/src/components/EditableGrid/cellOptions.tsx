// The editors that pick among options or records: select, radio, list_multi, sel_search, popup.
import { Autocomplete, FormControlLabel, MenuItem, Radio, RadioGroup, TextField } from '@mui/material';
import { joinValues, SearchSelect, splitValues } from '../Select';
import { RecordPicker } from '../Pickers';
import { popupConfigError, popupPatch, str } from './logic';
import type { GridOption } from './types';
import { cellLabel, Display, inputSx, useOptions, type CellProps } from './cellShared';

export const SelectEditor = ({ column: c, row, rowIndex, onChange, onStop }: CellProps) => {
    const options = useOptions(c);
    const v = str(row[c.key]);
    return (
        <TextField
            select
            fullWidth
            size="small"
            sx={inputSx}
            value={v}
            slotProps={{
                // the menu closes on a pick (even of the same option), Esc or a click outside: editing ends
                select: { defaultOpen: true, autoFocus: true, onClose: () => onStop() },
                htmlInput: { 'aria-label': cellLabel(c, rowIndex) },
            }}
            onChange={e => {
                onChange(c.key, e.target.value);
                onStop();
            }}
        >
            <MenuItem value="">
                <em>{c.placeholder || '请选择'}</em>
            </MenuItem>
            {v && !options.some(o => o.value === v) && (
                <MenuItem value={v} sx={{ display: 'none' }}>
                    {v}
                </MenuItem>
            )}
            {options.map(o => (
                <MenuItem key={o.value} value={o.value} disabled={o.disabled}>
                    {o.text}
                </MenuItem>
            ))}
        </TextField>
    );
};

/** Radios; clicking the chosen one clears it only with props.allowClear (seed §5). */
export const RadioEditor = ({ column: c, row, rowIndex, onChange }: CellProps) => {
    const options = useOptions(c);
    const v = str(row[c.key]);
    return (
        <RadioGroup row value={v} aria-label={cellLabel(c, rowIndex)} onChange={e => onChange(c.key, e.target.value)} sx={{ flexWrap: 'nowrap', px: 1 }}>
            {options.map(o => (
                <FormControlLabel
                    key={o.value}
                    value={o.value}
                    disabled={o.disabled}
                    label={o.text}
                    sx={{ mr: 1, '& .MuiFormControlLabel-label': { fontSize: 14 } }}
                    control={
                        <Radio
                            size="small"
                            sx={{ p: 0.5 }}
                            onClick={() => {
                                if (c.props?.allowClear && v === o.value) onChange(c.key, '');
                            }}
                        />
                    }
                />
            ))}
        </RadioGroup>
    );
};

/** list_multi: several options, stored comma-joined; one tag shows (seed §9), the rest as +N. */
export const MultiEditor = ({ column: c, row, rowIndex, onChange }: CellProps) => {
    const options = useOptions(c);
    const values = splitValues(row[c.key]);
    const selected = values.map(v => options.find(o => o.value === v) ?? { value: v, text: v });
    return (
        <Autocomplete<GridOption, true>
            multiple
            openOnFocus
            disableCloseOnSelect
            limitTags={1}
            size="small"
            options={options}
            value={selected}
            getOptionLabel={o => o.text}
            getOptionDisabled={o => !!o.disabled}
            isOptionEqualToValue={(a, b) => a.value === b.value}
            onChange={(_, os) => onChange(c.key, joinValues(os.map(o => o.value)))}
            noOptionsText="无匹配项"
            renderInput={params => (
                <TextField
                    {...params}
                    autoFocus
                    placeholder={values.length ? undefined : c.placeholder || '请选择'}
                    sx={inputSx}
                    inputProps={{ ...params.inputProps, 'aria-label': cellLabel(c, rowIndex) }}
                />
            )}
        />
    );
};

/** sel_search: a table dict searched as typed (SearchSelect), or the given options filtered locally. */
export const SearchEditor = ({ column: c, row, rowIndex, onChange }: CellProps) => {
    const options = useOptions(c);
    if (c.dictCode && !c.options) {
        return <SearchSelect id={`grid-${row.id}-${c.key}`} label={cellLabel(c, rowIndex)} value={row[c.key]} dict={c.dictCode} onChange={v => onChange(c.key, v)} />;
    }
    const v = str(row[c.key]);
    return (
        <Autocomplete<GridOption>
            openOnFocus
            size="small"
            options={options}
            value={options.find(o => o.value === v) ?? null}
            getOptionLabel={o => o.text}
            getOptionDisabled={o => !!o.disabled}
            isOptionEqualToValue={(a, b) => a.value === b.value}
            onChange={(_, o) => onChange(c.key, o?.value ?? '')}
            noOptionsText="没有查询到任何数据"
            renderInput={params => (
                <TextField {...params} autoFocus placeholder={c.placeholder || '请输入搜索内容'} sx={inputSx} inputProps={{ ...params.inputProps, 'aria-label': cellLabel(c, rowIndex) }} />
            )}
        />
    );
};

/** popup: picks a record (RecordPicker) and copies orgFields into destFields of the row. */
export const PopupEditor = ({ column: c, row, rowIndex, onChange, onPatch }: CellProps) => {
    const bad = popupConfigError(c);
    if (bad) return <Display text={bad} />;
    return (
        <RecordPicker
            id={`grid-${row.id}-${c.key}`}
            label={cellLabel(c, rowIndex)}
            value={str(row[c.key])}
            dict={c.dictCode}
            apiPrefix={(c.props?.apiPrefix as string | undefined) ?? undefined}
            valueKey={c.props?.valueKey as string | undefined}
            displayKey={c.props?.displayKey as string | undefined}
            multiple={!!c.props?.multiple}
            onChange={v => onChange(c.key, v)}
            onSelect={rows => onPatch(popupPatch(c, rows))}
        />
    );
};
