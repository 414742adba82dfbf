// Selects over the setup resources: engineering projects (their list, pageSize 9999), sections
// (the ones the user may see, GET /section/cmisSection/nodeTreeList, optionally of one
// project) and buildings (GET /building/cmisBuilding/queryTreeList of a section, by default
// the header's, indented). Values are ids, comma-joined when multiple.
import { useEffect, useMemo, useState } from 'react';
import { Autocomplete, Box, TextField, type AutocompleteRenderInputParams } from '@mui/material';
import { getAction } from '../../dataProvider/http';
import { flattenTree, type TreeOption } from '../Crud/TreeSelect';
import { readHeaderSection, sectionParams } from '../Crud/section';
import { recordsOf, splitValue, text, type PickerFieldProps } from './common';

export const ENGINEERING_LIST_URL = '/engineering/cmisEngineering/list';
export const SECTION_NODES_URL = '/section/cmisSection/nodeTreeList';
export const BUILDING_TREE_URL = '/building/cmisBuilding/queryTreeList';

type Option = TreeOption & { engineeringId?: string };
type Load = { key: string; options: Option[]; error?: string };

/** Loads options once per key; the error is the server's message. */
const useOptions = (key: string, load: () => Promise<Option[]>, failText: string) => {
    const [state, setState] = useState<Load | null>(null);
    useEffect(() => {
        let live = true;
        load().then(
            options => live && setState({ key, options }),
            (e: Error) => live && setState({ key, options: [], error: e?.message || failText })
        );
        return () => {
            live = false;
        };
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [key]);
    const current = state?.key === key ? state : null;
    return { options: current?.options ?? [], loading: !current, error: current?.error };
};

const fetchResult = async (url: string, params: Record<string, unknown>, failText: string) => {
    const env = await getAction(url, params, { silent: true });
    if (!env.success) throw new Error(env.message || failText);
    return env.result;
};

interface OptionSelectProps extends PickerFieldProps {
    options: Option[];
    loading: boolean;
    loadError?: string;
}

/** A searchable select of options (indented by depth); keyboard as MUI's Autocomplete. */
const OptionSelect = ({ id, label, value, onChange, onBlur, readOnly, required, error, multiple, placeholder = '请选择', name, inputRef, options, loading, loadError }: OptionSelectProps) => {
    const values = splitValue(value);
    const all = useMemo((): Option[] => {
        // a stored value the list lacks still shows (as itself)
        const extra = values.filter(v => !options.some(o => o.value === v)).map(v => ({ value: v, label: loading ? '加载中…' : v, depth: 0, hidden: true }));
        return [...options, ...extra];
    }, [options, values, loading]);
    const chosen = values.map(v => all.find(o => o.value === v)!).filter(Boolean);
    const common = {
        id,
        options: all,
        getOptionLabel: (o: Option) => o.label,
        isOptionEqualToValue: (a: Option, b: Option) => a.value === b.value,
        filterOptions: (opts: Option[], state: { inputValue: string }) =>
            opts.filter(o => !o.hidden && o.label.toLowerCase().includes(state.inputValue.trim().toLowerCase())),
        onBlur,
        disabled: readOnly,
        loading,
        loadingText: '加载中…',
        noOptionsText: loadError || '无匹配项',
        openText: '展开选项',
        closeText: '收起选项',
        clearText: '清除',
        fullWidth: true,
        size: 'small' as const,
        autoHighlight: true,
        renderOption: (props: React.HTMLAttributes<HTMLLIElement> & { key: React.Key }, o: Option) => {
            const { key, ...rest } = props;
            return (
                <Box component="li" key={key} {...rest} data-depth={o.depth} sx={{ pl: `${16 + o.depth * 20}px !important` }}>
                    {o.label}
                </Box>
            );
        },
        renderInput: (params: AutocompleteRenderInputParams) => (
            <TextField
                {...params}
                name={name}
                inputRef={inputRef}
                label={label}
                required={required}
                error={!!error || !!loadError}
                helperText={error ?? loadError}
                placeholder={readOnly || chosen.length ? undefined : placeholder}
            />
        ),
    };
    return multiple ? (
        <Autocomplete<Option, true> {...common} multiple value={chosen} onChange={(_, os) => onChange(os.map(o => o.value).join(','))} />
    ) : (
        <Autocomplete<Option> {...common} value={chosen[0] ?? null} onChange={(_, o) => onChange(o ? o.value : '')} />
    );
};

/** Engineering projects (cmis_engineering). */
export const EngineeringSelect = (props: PickerFieldProps) => {
    const load = useOptions(
        'engineering',
        async () =>
            recordsOf(await fetchResult(ENGINEERING_LIST_URL, { pageNo: 1, pageSize: 9999, column: 'code', order: 'asc' }, '工程加载失败')).map(r => ({
                value: text(r.id),
                label: text(r.name) || text(r.id),
                depth: 0,
            })),
        '工程加载失败'
    );
    return <OptionSelect {...props} options={load.options} loading={load.loading} loadError={load.error} />;
};

/** Sections (cmis_section) the user may see, of one engineering project when given. */
export const SectionSelect = ({ engineeringId, ...props }: PickerFieldProps & { engineeringId?: string }) => {
    const load = useOptions(
        'section',
        async () => {
            const list = recordsOf(await fetchResult(SECTION_NODES_URL, {}, '标段加载失败'));
            return list.map(r => ({ value: text(r.id ?? r.value ?? r.key), label: text(r.title ?? r.name), depth: 0, engineeringId: text(r.engineeringId) }));
        },
        '标段加载失败'
    );
    const options = useMemo(() => (engineeringId ? load.options.filter(o => o.engineeringId === engineeringId) : load.options), [load.options, engineeringId]);
    return <OptionSelect {...props} options={options} loading={load.loading} loadError={load.error} />;
};

/** Buildings (cmis_building) of a section (default the header's section) as an indented tree. */
export const BuildingSelect = ({ sectionId, engineeringId, ...props }: PickerFieldProps & { sectionId?: string; engineeringId?: string }) => {
    const params = sectionId
        ? sectionParams({ sectionScoped: true }, { sectionId, engineeringId })
        : sectionParams({ sectionScoped: true }, readHeaderSection());
    const key = JSON.stringify(params);
    const load = useOptions(key, async () => flattenTree(await fetchResult(BUILDING_TREE_URL, params, '建筑物加载失败'), undefined, 'name'), '建筑物加载失败');
    return <OptionSelect {...props} options={load.options} loading={load.loading} loadError={load.error} />;
};
