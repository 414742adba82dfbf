// Province → city → district (JAreaLinkage). The value is the code of the deepest level chosen
// (a district, or a city without districts), JeecgBoot's six-digit form. type 'cascader': one
// control of three linked searchable selects, each opening the next; type 'select': three
// separate selects labelled 省 / 市 / 区.
import { useId, useRef } from 'react';
import { Autocomplete, FormControl, FormHelperText, FormLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { areaText, useAreas, type AreaNode } from './area';
import { str, type SelectWidgetProps } from './common';

export interface AreaLinkageProps extends SelectWidgetProps {
    type?: 'cascader' | 'select' | string;
}

export const BAD_TYPE = 'Bad type value';
const LEVELS = ['省', '市', '区'] as const;

export const AreaLinkage = ({ id, label, value, onChange, onBlur, readOnly, required, error, type = 'cascader' }: AreaLinkageProps) => {
    const autoId = useId();
    const baseId = id ?? autoId;
    const { data, error: loadError } = useAreas();
    const inputs = useRef<(HTMLInputElement | null)[]>([]);
    const code = str(value).trim();

    if (type !== 'cascader' && type !== 'select') return <Typography color="error">{BAD_TYPE}</Typography>;

    const path = (data && code && data.paths.get(code)) || [];
    // the choices at each level: provinces, then the children of the level above
    const lists: AreaNode[][] = [data?.provinces ?? [], path[0]?.children ?? [], path[1]?.children ?? []];
    const helper = error ?? loadError;

    if (readOnly) {
        return (
            <TextField
                id={baseId}
                label={label}
                value={data ? (code ? areaText(data, code) : '') : code}
                disabled
                fullWidth
                size="small"
                required={required}
                error={!!error}
                helperText={helper}
            />
        );
    }

    // picking at a level clears the levels below it
    const choose = (level: number, node: AreaNode | null) => {
        onChange(node ? node.code : level > 0 ? path[level - 1].code : '');
        if (node && type === 'cascader' && node.children.length && level < 2) {
            const next = inputs.current[level + 1];
            // the next list opens on focus, after this render
            setTimeout(() => next?.focus());
        }
    };

    const levels = LEVELS.map((name, level) => ({ name, level, options: lists[level], chosen: path[level] ?? null }))
        // a city without districts has no third select
        .filter(l => l.level === 0 || (l.level === 1 ? !!path[0] || type === 'select' : (path[1]?.children.length ?? 0) > 0 || (type === 'select' && !path[1])));

    return (
        <FormControl component="fieldset" fullWidth error={!!helper} required={required} onBlur={onBlur}>
            {label && (
                <FormLabel component="legend" id={`${baseId}-label`} sx={{ mb: 1 }}>
                    {label}
                </FormLabel>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                {levels.map(({ name, level, options, chosen }) =>
                    type === 'select' ? (
                        <TextField
                            key={name}
                            id={`${baseId}-${level}`}
                            select
                            label={name}
                            size="small"
                            fullWidth
                            disabled={!data || options.length === 0}
                            value={chosen?.code ?? ''}
                            onChange={e => choose(level, options.find(o => o.code === e.target.value) ?? null)}
                            slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 300 } } } } } }}
                        >
                            <MenuItem value="">
                                <em>请选择</em>
                            </MenuItem>
                            {options.map(o => (
                                <MenuItem key={o.code} value={o.code}>
                                    {o.name}
                                </MenuItem>
                            ))}
                        </TextField>
                    ) : (
                        <Autocomplete<AreaNode>
                            key={name}
                            id={`${baseId}-${level}`}
                            options={options}
                            value={chosen}
                            onChange={(_, o) => choose(level, o)}
                            getOptionLabel={o => o.name}
                            isOptionEqualToValue={(a, b) => a.code === b.code}
                            disabled={!data}
                            loading={!data && !loadError}
                            loadingText="加载中…"
                            noOptionsText="无匹配项"
                            openText="展开选项"
                            closeText="收起选项"
                            clearText="清除"
                            openOnFocus
                            autoHighlight
                            fullWidth
                            size="small"
                            slotProps={{ listbox: { sx: { maxHeight: 300 } } }}
                            renderInput={params => (
                                <TextField
                                    {...params}
                                    inputRef={(el: HTMLInputElement | null) => {
                                        inputs.current[level] = el;
                                    }}
                                    placeholder={`请选择${name}`}
                                    slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': `${label ?? ''}${name}` } }}
                                />
                            )}
                        />
                    ),
                )}
            </Stack>
            {helper && <FormHelperText>{helper}</FormHelperText>}
        </FormControl>
    );
};
