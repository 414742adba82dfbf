// The small controls of a tab's radio rows: number input, weekday select, mode row, 指定 checkbox grid.
import { memo, useEffect, useState, type ReactNode } from 'react';
import { Box, Checkbox, FormControlLabel, Radio, TextField, Typography } from '@mui/material';
import {
    PART_LABELS,
    VALUE_BOUNDS,
    WEEK_LABELS,
    WEEKDAY_NAMES,
    clampValue,
    type CronField,
    type CronMode,
    type CronPartKey,
} from './cron';

/** A small number input: edits as text, commits in-bounds values live, clamps on blur, blank → null. */
export const NumField = ({
    part,
    field,
    value,
    label,
    onCommit,
    width = 72,
}: {
    part: CronPartKey;
    field: CronField;
    value: number | null;
    label: string;
    onCommit: (v: number | null) => void;
    width?: number;
}) => {
    const [text, setText] = useState(value === null ? '' : String(value));
    useEffect(() => setText(value === null ? '' : String(value)), [value]);
    const commit = (t: string) => {
        const v = clampValue(part, field, t);
        setText(v === null ? '' : String(v));
        if (v !== value) onCommit(v);
    };
    return (
        <TextField
            size="small"
            type="number"
            value={text}
            onChange={e => {
                const t = e.target.value;
                setText(t);
                // live update while the typed value is already within bounds (or blank)
                const v = clampValue(part, field, t);
                if (t.trim() === '' || (v !== null && String(v) === t.trim())) {
                    if (v !== value) onCommit(v);
                }
            }}
            onBlur={e => commit(e.target.value)}
            onKeyDown={e => {
                if (e.key === 'Enter') commit((e.target as HTMLInputElement).value);
            }}
            sx={{ width, mx: 0.5 }}
            slotProps={{ htmlInput: { 'aria-label': label, style: { padding: '4px 8px' } } }}
        />
    );
};

export const WeekdaySelect = ({ value, label, onChange }: { value: number | null; label: string; onChange: (v: number) => void }) => (
    <TextField
        select
        size="small"
        value={value ?? ''}
        onChange={e => onChange(Number(e.target.value))}
        sx={{ width: 110, mx: 0.5 }}
        slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label, style: { padding: '4px 8px' } } }}
    >
        {[1, 2, 3, 4, 5, 6, 7].map(d => (
            <option key={d} value={d}>{WEEKDAY_NAMES[d]}</option>
        ))}
    </TextField>
);

export const ModeRow = ({ mode, label, children }: { mode: CronMode; label: string; children?: ReactNode }) => (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', minHeight: 40 }}>
        <Radio value={mode} size="small" slotProps={{ input: { 'aria-label': label } }} />
        {children ?? <Typography variant="body2">{label}</Typography>}
    </Box>
);

export const Text = ({ children }: { children: ReactNode }) => (
    <Typography variant="body2" component="span">{children}</Typography>
);

const specifyOptions = (key: CronPartKey): number[] => {
    const { min, max } = VALUE_BOUNDS[key];
    return Array.from({ length: max - min + 1 }, (_, i) => min + i);
};

/** The checkbox grid of 指定 (memoised: a change elsewhere does not re-render its checkboxes). */
export const SpecifyGrid = memo(function SpecifyGrid({
    part,
    values,
    onToggle,
}: {
    part: CronPartKey;
    values: number[];
    onToggle: (part: CronPartKey, value: number, checked: boolean) => void;
}) {
    return (
        <Box
            role="group"
            aria-label={`指定${PART_LABELS[part]}`}
            sx={{
                display: 'grid',
                gridTemplateColumns: `repeat(${part === 'week' ? 7 : part === 'month' || part === 'year' ? 6 : 10}, minmax(0, 1fr))`,
                pl: 4,
                ...(part === 'year' ? { maxHeight: 160, overflowY: 'auto' } : {}),
            }}
        >
            {specifyOptions(part).map(v => (
                <FormControlLabel
                    key={v}
                    sx={{ m: 0, '& .MuiFormControlLabel-label': { fontSize: 13 } }}
                    control={
                        <Checkbox
                            size="small"
                            disableRipple
                            sx={{ p: 0.5 }}
                            checked={values.includes(v)}
                            onChange={e => onToggle(part, v, e.target.checked)}
                        />
                    }
                    label={part === 'week' ? WEEK_LABELS[v] : String(v).padStart(part === 'second' || part === 'minute' ? 2 : 1, '0')}
                />
            ))}
        </Box>
    );
});
