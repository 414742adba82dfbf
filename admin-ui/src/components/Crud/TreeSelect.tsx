// The `tree` widget: picks a node of the tree entity its table dict ("table,text,code") names,
// from {prefix}/queryTreeList of that resource, as indented options under 无（顶级） ("0").
// Without a registered tree resource for the table it falls back to the dict's flat options.
import { useEffect, useMemo, useState } from 'react';
import { Autocomplete, Box, TextField, createFilterOptions } from '@mui/material';
import type { ControllerRenderProps, FieldError } from 'react-hook-form';
import { getAction } from '../../dataProvider/http';
import { useDictOptions } from './dict';
import { crudConfigByTable } from './register';
import { sectionParams } from './section';
import type { CrudField, CrudResourceConfig } from './types';

export interface TreeOption {
    value: string;
    label: string;
    depth: number;
    /** a value not (or not yet) in the tree: shown, never offered */
    hidden?: boolean;
}

/** The parent value of a root node. */
export const TREE_ROOT = '0';
export const TREE_ROOT_LABEL = '无（顶级）';

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The table of a table dict ("table,text,code"), else undefined. */
export const dictTable = (dict?: string): string | undefined => {
    const parts = (dict ?? '').split(',').map(s => s.trim());
    return parts.length >= 2 && parts[0] ? parts[0] : undefined;
};

/** The tree resource a field picks from: the form's own resource or the registered one of the dict's table. */
export const treeSourceOf = (f: CrudField, own?: CrudResourceConfig): CrudResourceConfig | undefined => {
    const table = dictTable(f.dict);
    if (!table) return undefined;
    const found = own?.table && own.table.toLowerCase() === table.toLowerCase() ? own : crudConfigByTable(table);
    return found?.tree ? found : undefined;
};

/**
 * The nodes of queryTreeList in display order with their depth; `exclude` (the node being
 * edited) is left out with everything below it, since a node cannot move under itself.
 */
export const flattenTree = (nodes: unknown, exclude?: string, titleProp?: string): TreeOption[] => {
    const out: TreeOption[] = [];
    const walk = (list: unknown, depth: number) => {
        if (!Array.isArray(list) || depth > 64) return;
        for (const n of list) {
            if (!n || typeof n !== 'object') continue;
            const node = n as Record<string, unknown>;
            const value = text(node.value ?? node.key ?? node.id);
            if (!value || (exclude && value === exclude)) continue;
            out.push({ value, label: text(node.title ?? (titleProp ? node[titleProp] : undefined)) || value, depth });
            walk(node.children, depth + 1);
        }
    };
    walk(nodes, 0);
    return out;
};

interface Props {
    field: CrudField;
    input: ControllerRenderProps<Record<string, unknown>, string>;
    error?: FieldError;
    readOnly: boolean;
    required: boolean;
    /** the resource of the form (a tree picking its own parent) */
    config?: CrudResourceConfig;
    /** the record being edited or shown: its node is not offered, its _dictText names the value */
    record?: Record<string, unknown>;
}

type Load = { key: string; options: TreeOption[]; error?: string };

const filter = createFilterOptions<TreeOption>({ stringify: o => o.label });
const labelOf = (o: TreeOption) => o.label;
const sameOption = (a: TreeOption, b: TreeOption) => a.value === b.value;
/** what typing matches: the visible nodes */
const filterOptions = (opts: TreeOption[], state: Parameters<typeof filter>[1]) => filter(opts.filter(o => !o.hidden), state);

export const TreeSelect = ({ field: f, input, error, readOnly, required, config, record }: Props) => {
    const source = treeSourceOf(f, config);
    const exclude = record?.id != null ? String(record.id) : undefined;
    const prefix = source?.apiPrefix.replace(/\/+$/, '');
    const params = source ? sectionParams(source) : {};
    const key = prefix ? `${prefix}?${JSON.stringify(params)}` : '';
    const [load, setLoad] = useState<Load | null>(null);
    // Without a tree resource: the dict's options, flat.
    const dict = useDictOptions(source ? undefined : f.dict);

    useEffect(() => {
        if (!prefix) return;
        let live = true;
        getAction(`${prefix}/queryTreeList`, params, { silent: true })
            .then(env => {
                if (!live) return;
                if (env.success) setLoad({ key, options: flattenTree(env.result, undefined, source?.tree?.title) });
                else setLoad({ key, options: [], error: env.message || `${f.label}加载失败` });
            })
            .catch(e => live && setLoad({ key, options: [], error: (e as Error)?.message || `${f.label}加载失败` }));
        return () => {
            live = false;
        };
        // Loaded once per form opening (and per section).
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [key]);

    const loading = !!prefix && load?.key !== key;
    const loadError = load?.key === key ? load.error : undefined;
    const value = text(input.value);

    const options = useMemo(() => {
        let nodes: TreeOption[];
        if (source) nodes = load?.key === key ? load.options : [];
        else nodes = dict.map(o => ({ value: o.value, label: o.text, depth: 0 }));
        if (exclude) {
            // cut the edited node and its subtree out of the display order
            const at = nodes.findIndex(o => o.value === exclude);
            if (at >= 0) {
                let end = at + 1;
                while (end < nodes.length && nodes[end].depth > nodes[at].depth) end++;
                nodes = [...nodes.slice(0, at), ...nodes.slice(end)];
            }
        }
        const all = [{ value: TREE_ROOT, label: TREE_ROOT_LABEL, depth: 0 }, ...nodes.filter(o => o.value !== TREE_ROOT)];
        if (value && !all.some(o => o.value === value)) {
            const named = text(record?.[`${f.name}_dictText`]);
            all.push({ value, label: named || (loading ? '加载中…' : value), depth: 0, hidden: true });
        }
        return all;
    }, [source, load, key, dict, exclude, value, record, f.name, loading]);

    const selected = value ? (options.find(o => o.value === value) ?? null) : null;
    const id = `aq-crud-${f.name}`;

    return (
        <Autocomplete<TreeOption>
            id={id}
            options={options}
            value={selected}
            onChange={(_, o) => input.onChange(o ? o.value : '')}
            onBlur={input.onBlur}
            getOptionLabel={labelOf}
            isOptionEqualToValue={sameOption}
            filterOptions={filterOptions}
            disabled={readOnly}
            loading={loading}
            loadingText="加载中…"
            noOptionsText="无匹配项"
            openText="展开选项"
            closeText="收起选项"
            clearText="清除"
            fullWidth
            size="small"
            autoHighlight
            renderOption={(props, o) => {
                const { key: k, ...rest } = props as typeof props & { key: string };
                return (
                    <Box component="li" key={k} {...rest} data-depth={o.depth} sx={{ pl: `${16 + o.depth * 20}px !important` }}>
                        {o.depth > 0 && (
                            <Box component="span" aria-hidden sx={{ color: 'text.disabled', mr: 0.5 }}>
                                └
                            </Box>
                        )}
                        {o.label}
                    </Box>
                );
            }}
            renderInput={params => (
                <TextField
                    {...params}
                    name={input.name}
                    label={f.label}
                    required={required}
                    error={!!error || !!loadError}
                    helperText={error?.message ?? loadError}
                    inputRef={input.ref}
                    placeholder={readOnly ? undefined : '请选择'}
                />
            )}
        />
    );
};
