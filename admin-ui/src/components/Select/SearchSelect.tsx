// Table-dict search select (JSearchSelectTag): typing asks GET /sys/dict/loadDict/{dict}
// after an 800 ms pause; the stored value is named by GET /sys/dict/loadDictItem/{dict}.
// multiple: the value is the chosen codes comma-joined.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { getAction } from '../../dataProvider/http';
import { DICT_CODE_EMPTY, dictSegment, joinValues, labelDict, splitValues, str, useValueLabels, type SelectWidgetProps } from './common';

export interface SearchSelectProps extends SelectWidgetProps {
    /** table dict "table,text,code" (a 4th segment: the server's filter) */
    dict: string;
    multiple?: boolean;
    /** results per search; the server's default when absent */
    pageSize?: number;
}

export const SEARCH_DEBOUNCE_MS = 800;
export const SEARCH_PLACEHOLDER = '请输入搜索内容';

interface Option {
    value: string;
    text: string;
}

type Search = { status: 'idle' | 'loading' | 'done' | 'error'; options: Option[]; message?: string };

const toOptions = (items: unknown): Option[] =>
    Array.isArray(items)
        ? items
              .map((i: any) => ({ value: str(i?.value), text: str(i?.text ?? i?.title ?? i?.value) }))
              .filter(o => o.value !== '')
        : [];

export const SearchSelect = ({ id, label, value, onChange, onBlur, readOnly, required, error, dict, multiple, pageSize }: SearchSelectProps) => {
    const [input, setInput] = useState('');
    const [search, setSearch] = useState<Search>({ status: 'idle', options: [] });
    // labels learnt from search results, so a picked option needs no lookup
    const [seen, setSeen] = useState<Record<string, string>>({});
    const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    const seq = useRef(0);
    const key = joinValues(splitValues(value));
    const values = useMemo(() => splitValues(key), [key]);
    const single = multiple ? undefined : values[0];
    const { labels } = useValueLabels(dict ? `/sys/dict/loadDictItem/${dictSegment(labelDict(dict))}` : undefined, 'key', values, seen);

    useEffect(() => () => clearTimeout(timer.current), []);

    const run = (keyword: string) => {
        const n = ++seq.current;
        setSearch({ status: 'loading', options: [] });
        getAction(`/sys/dict/loadDict/${dictSegment(dict)}`, { keyword, pageSize }, { silent: true })
            .then(env => {
                if (n !== seq.current) return; // a newer search answered or is on its way
                if (!env.success) return setSearch({ status: 'error', options: [], message: env.message || '查询失败' });
                const options = toOptions(env.result);
                setSeen(s => ({ ...s, ...Object.fromEntries(options.map(o => [o.value, o.text])) }));
                setSearch({ status: 'done', options });
            })
            .catch(e => n === seq.current && setSearch({ status: 'error', options: [], message: (e as Error)?.message || '查询失败' }));
    };

    const typed = (text: string) => {
        setInput(text);
        clearTimeout(timer.current);
        const keyword = text.trim();
        // an empty keyword asks nothing (seed §5)
        if (!keyword) {
            seq.current++;
            setSearch({ status: 'idle', options: [] });
            return;
        }
        timer.current = setTimeout(() => run(keyword), SEARCH_DEBOUNCE_MS);
    };

    const selected = useMemo(() => values.map(v => ({ value: v, text: labels[v] ?? v })), [values, labels]);
    // the chosen ones stay among the options, so MUI can show and compare them
    const options = useMemo(() => {
        const out = [...search.options];
        for (const s of selected) if (!out.some(o => o.value === s.value)) out.push(s);
        return out;
    }, [search.options, selected]);

    const noOptionsText =
        !dict ? DICT_CODE_EMPTY : search.status === 'error' ? search.message : search.status === 'idle' ? SEARCH_PLACEHOLDER : '没有查询到任何数据';

    const common = {
        id,
        options,
        getOptionLabel: (o: Option) => o.text,
        isOptionEqualToValue: (a: Option, b: Option) => a.value === b.value,
        // the server filters; hide what is already chosen in multiple mode
        filterOptions: (opts: Option[]) => (search.status === 'done' ? opts.filter(o => search.options.includes(o)) : []),
        inputValue: input,
        onInputChange: (_: unknown, text: string, reason: string) => {
            if (reason === 'input') return typed(text);
            // picked, cleared or left: a search still waiting is dropped
            clearTimeout(timer.current);
            setInput(text);
        },
        onBlur,
        disabled: readOnly,
        loading: search.status === 'loading',
        loadingText: '加载中…',
        noOptionsText,
        openText: '展开选项',
        closeText: '收起选项',
        clearText: '清除',
        fullWidth: true,
        size: 'small' as const,
        autoHighlight: true,
        slotProps: { listbox: { sx: { maxHeight: 300 } } },
        renderInput: (params: any) => (
            <TextField
                {...params}
                label={label}
                required={required}
                error={!!error || !dict}
                helperText={error ?? (!dict ? DICT_CODE_EMPTY : undefined)}
                placeholder={readOnly || (multiple && values.length) ? undefined : SEARCH_PLACEHOLDER}
            />
        ),
    };

    if (multiple) {
        return (
            <Autocomplete<Option, true>
                {...common}
                multiple
                filterSelectedOptions
                value={selected}
                onChange={(_, os) => {
                    setSeen(s => ({ ...s, ...Object.fromEntries(os.map(o => [o.value, o.text])) }));
                    onChange(joinValues(os.map(o => o.value)));
                }}
            />
        );
    }
    const current = single ? (selected[0] ?? null) : null;
    return (
        <Autocomplete<Option>
            {...common}
            value={current}
            onChange={(_, o) => {
                if (o) setSeen(s => ({ ...s, [o.value]: o.text }));
                onChange(o ? o.value : '');
            }}
        />
    );
};
