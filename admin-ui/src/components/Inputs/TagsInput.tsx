import { useLayoutEffect, useRef } from 'react';
import { Chip, Stack, TextField, type TextFieldProps } from '@mui/material';

/**
 * The tags input's rule (seed 001 §5): typed semicolons are dropped and one is put after
 * every 2 characters: "abcde" → "ab;cd;e". Characters, not UTF-16 units, are counted.
 */
export const formatTags = (s: string | null | undefined): string => {
    const chars = Array.from((s ?? '').replaceAll(';', ''));
    const parts: string[] = [];
    for (let i = 0; i < chars.length; i += 2) parts.push(chars.slice(i, i + 2).join(''));
    return parts.join(';');
};

/** The tags of a stored value. */
export const splitTags = (s: string | null | undefined): string[] => (s ?? '').split(';').filter(Boolean);

export interface TagsInputProps extends Omit<TextFieldProps, 'value' | 'onChange'> {
    value: string | null | undefined;
    onChange: (v: string) => void;
    /** show the tags as chips under the box */
    chips?: boolean;
}

/** Text box that keeps its value in the tags form "ab;cd;e" while typing. */
export const TagsInput = ({ value, onChange, chips = false, slotProps, ...rest }: TagsInputProps) => {
    const ref = useRef<HTMLInputElement>(null);
    // Where the caret goes after a reformat: after the same number of non-';' characters.
    const caret = useRef<number | null>(null);
    const v = value ?? '';
    useLayoutEffect(() => {
        const el = ref.current;
        if (el && caret.current !== null && document.activeElement === el) el.setSelectionRange(caret.current, caret.current);
        caret.current = null;
    });
    const tags = splitTags(v);
    return (
        <Stack spacing={1} sx={{ width: '100%' }}>
            <TextField
                {...rest}
                value={v}
                inputRef={ref}
                onChange={e => {
                    const raw = e.target.value;
                    const at = e.target.selectionStart ?? raw.length;
                    const next = formatTags(raw);
                    const kept = Array.from(raw.slice(0, at).replaceAll(';', '')).length;
                    // kept characters plus the separators before them
                    let pos = 0;
                    for (let n = 0; n < kept && pos < next.length; pos++) if (next[pos] !== ';') n++;
                    caret.current = pos;
                    onChange(next);
                }}
                slotProps={slotProps}
            />
            {chips && tags.length > 0 && (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label="标签">
                    {tags.map((t, i) => (
                        <Chip key={`${t}-${i}`} label={t} size="small" />
                    ))}
                </Stack>
            )}
        </Stack>
    );
};
