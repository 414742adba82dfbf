// A switch storing a pair of values, Y/N by default (JSwitch): on = the first, off = the second.
// An empty value counts as off and is replaced by the off value (seed §4).
import { useEffect, useId } from 'react';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Switch } from '@mui/material';
import { str, type SelectWidgetProps } from './common';

export interface SwitchYNProps extends Omit<SelectWidgetProps, 'onChange'> {
    /** [on, off]; default ['Y', 'N'] */
    options?: [string, string];
    onChange: (value: string) => void;
}

export const SWITCH_ON_TEXT = '是';
export const SWITCH_OFF_TEXT = '否';

export const SwitchYN = ({ id, label, value, onChange, onBlur, readOnly, required, error, options = ['Y', 'N'] }: SwitchYNProps) => {
    const autoId = useId();
    const baseId = id ?? autoId;
    const [on, off] = options;
    const v = str(value);
    const checked = v === on;

    useEffect(() => {
        if (v === '' && !readOnly) onChange(off);
        // only when the value is (or becomes) empty
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [v === '', off, readOnly]);

    return (
        <FormControl error={!!error} required={required} disabled={readOnly}>
            {label && (
                <FormLabel id={`${baseId}-label`} sx={{ fontSize: 12 }}>
                    {label}
                </FormLabel>
            )}
            <FormControlLabel
                label={checked ? SWITCH_ON_TEXT : SWITCH_OFF_TEXT}
                control={
                    <Switch
                        id={baseId}
                        checked={checked}
                        onChange={e => onChange(e.target.checked ? on : off)}
                        onBlur={onBlur}
                        slotProps={{ input: { 'aria-labelledby': label ? `${baseId}-label` : undefined, role: 'switch' } }}
                    />
                }
            />
            {error && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
    );
};
