// A list cell's dictionary value as tags: "1,2" → two tags, each named by the dictionary and
// coloured by the item's color when the dictionary gives one (else neutral).
import { Box, Chip } from '@mui/material';
import { KEYS, ls } from '../../app/storage';
import { useDictOptions } from '../Crud/dict';
import { splitValues, str } from './common';

export interface DictTagOption {
    value: string;
    text: string;
    color?: string;
}

export interface DictTagProps {
    value: unknown;
    dictCode?: string;
    /** options given directly (with colours), instead of the dictionary */
    options?: DictTagOption[];
    /** the record's <field>_dictText: names the values without a dictionary */
    dictText?: string;
}

/** Item colours from the login-time dictionary cache (the cached items keep every column). */
const cachedColors = (code?: string): Record<string, string> => {
    if (!code) return {};
    const items = ls.get<Record<string, unknown>>(KEYS.dictCache)?.[code];
    const out: Record<string, string> = {};
    if (Array.isArray(items)) for (const i of items as any[]) if (i?.color) out[str(i.value)] = str(i.color);
    return out;
};

export const DictTag = ({ value, dictCode, options, dictText }: DictTagProps) => {
    const loaded = useDictOptions(options ? undefined : dictCode);
    const values = splitValues(value);
    if (!values.length) return null;
    const list: DictTagOption[] = options ?? loaded;
    const colors = options ? {} : cachedColors(dictCode);
    const texts = splitValues(dictText);
    return (
        <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
            {values.map((v, i) => {
                const item = list.find(o => o.value === v);
                const color = item?.color ?? colors[v];
                // without the dictionary, the _dictText part at the same place names it
                const text = item?.text ?? (texts.length === values.length ? texts[i] : v);
                return (
                    <Chip
                        key={`${v}-${i}`}
                        label={text}
                        size="small"
                        variant="outlined"
                        data-color={color}
                        sx={color ? { color, borderColor: color } : undefined}
                    />
                );
            })}
        </Box>
    );
};
