// Record picker (JSelectBizComponent): picks records of another resource from its list
// ({apiPrefix}/list). The dialog (width 900) has a search box, a paged table and the list of
// chosen records with a 删除 per row (操作). The value is the chosen rows' valueKey, comma-joined;
// the field shows their displayKey. A table dict "table,text,code" names all of it through the
// registered resource of the table.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { getAction } from '../../dataProvider/http';
import { crudConfigByTable } from '../Crud/register';
import { sectionParams } from '../Crud/section';
import {
    PICKER_PAGE_SIZE,
    PickTable,
    PickerDialog,
    PickerInput,
    SearchBox,
    cell,
    recordsOf,
    splitValue,
    text,
    toggleKey,
    useValueRows,
    valueParam,
    type PickColumn,
    type PickerFieldProps,
    type Row,
} from './common';

export const RECORD_PICKER_WIDTH = 900;

export interface RecordPickerProps extends PickerFieldProps {
    /** a table dict "table,text,code": the registered resource of the table and its keys */
    dict?: string;
    /** the resource's API prefix (its list is {apiPrefix}/list); overrides the dict's */
    apiPrefix?: string;
    /** the property stored in the value (default: the dict's code, else id) */
    valueKey?: string;
    /** the property the field shows (default: the dict's text, else name) */
    displayKey?: string;
    /** the property the search box filters (like), default displayKey */
    searchKey?: string;
    /** the table's columns (default: the resource's list columns, else the display key) */
    columns?: PickColumn[];
    /** more list params (e.g. a fixed type) */
    params?: Record<string, string>;
    /** the dialog title (default 选择{label}) */
    title?: string;
    /** the chosen rows after a confirm */
    onSelect?: (rows: Row[]) => void;
}

const camel = (s: string) => s.trim().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** What a table dict names: the resource of the table, the value and display properties. */
export const recordSource = (dict?: string) => {
    const [table, textCol, codeCol] = (dict ?? '').split(',').map(s => s.trim());
    const config = table ? crudConfigByTable(table) : undefined;
    return {
        config,
        displayKey: textCol ? camel(textCol) : undefined,
        valueKey: codeCol ? camel(codeCol) : undefined,
    };
};

export const RecordPicker = ({
    id,
    label,
    value,
    onChange,
    onBlur,
    readOnly,
    required,
    error,
    multiple,
    placeholder,
    name,
    inputRef,
    dict,
    apiPrefix,
    valueKey,
    displayKey,
    searchKey,
    columns,
    params,
    title,
    onSelect,
}: RecordPickerProps) => {
    const source = recordSource(dict);
    const prefix = (apiPrefix ?? source.config?.apiPrefix ?? '').replace(/\/+$/, '');
    const vKey = valueKey ?? source.valueKey ?? 'id';
    const dKey = displayKey ?? source.displayKey ?? 'name';
    const sKey = searchKey ?? dKey;
    const cols = useMemo<PickColumn[]>(() => {
        if (columns?.length) return columns;
        const listed = (source.config?.fields ?? []).filter(f => f.list).slice(0, 5).map(f => ({ key: f.name, title: f.label }));
        if (!listed.some(c => c.key === dKey)) listed.unshift({ key: dKey, title: source.config?.fields.find(f => f.name === dKey)?.label ?? label });
        return listed.map((c, i) => ({ ...c, wide: i >= 2 }));
    }, [columns, source.config, dKey, label]);
    // section-scoped resources list the header's section, as their own list does
    const scope = useMemo(() => ({ ...(source.config ? sectionParams(source.config) : {}), ...params }), [source.config, params]);
    const scopeKey = JSON.stringify(scope);

    const values = useMemo(() => splitValue(value), [value]);
    const fetchRows = useCallback(
        async (missing: string[]) => {
            if (!prefix) return {};
            const env = await getAction(`${prefix}/list`, { ...scope, [vKey]: valueParam(missing), pageNo: 1, pageSize: missing.length }, { silent: true });
            const found: Record<string, Row> = {};
            for (const r of env.success ? recordsOf(env.result) : []) found[text(r[vKey])] = r;
            return found;
        },
        // eslint-disable-next-line react-hooks/exhaustive-deps
        [prefix, vKey, scopeKey]
    );
    const known = useValueRows(values, fetchRows);
    const display = values.map(v => cell(known.rows[v] ?? {}, dKey) || v).join(',');

    const [open, setOpen] = useState(false);
    const [selected, setSelected] = useState<Map<string, Row>>(new Map());
    const [keyword, setKeyword] = useState('');
    const [paging, setPaging] = useState({ page: 1, size: PICKER_PAGE_SIZE });
    const [data, setData] = useState<{ rows: Row[]; total: number; loading: boolean; error?: string }>({ rows: [], total: 0, loading: false });

    useEffect(() => {
        if (!open) return;
        if (!prefix) {
            setData({ rows: [], total: 0, loading: false, error: `${label}未配置数据来源` });
            return;
        }
        let live = true;
        setData(d => ({ ...d, loading: true, error: undefined }));
        const q: Record<string, unknown> = { ...scope, column: 'createTime', order: 'desc', pageNo: paging.page, pageSize: paging.size };
        if (keyword) q[sKey] = `*${keyword}*`;
        getAction(`${prefix}/list`, q, { silent: true })
            .then(env => {
                if (!live) return;
                if (env.success) setData({ rows: recordsOf(env.result), total: Number(env.result?.total ?? recordsOf(env.result).length) || 0, loading: false });
                else setData({ rows: [], total: 0, loading: false, error: env.message || '数据加载失败' });
            })
            .catch((e: Error) => live && setData({ rows: [], total: 0, loading: false, error: e?.message || '数据加载失败' }));
        return () => {
            live = false;
        };
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [open, prefix, keyword, paging, sKey, scopeKey]);

    const keyOf = (r: Row) => text(r[vKey]);
    const openPicker = () => {
        setSelected(new Map(values.map(v => [v, known.rows[v] ?? { [vKey]: v, [dKey]: v }])));
        setKeyword('');
        setPaging({ page: 1, size: PICKER_PAGE_SIZE });
        setOpen(true);
    };
    const close = () => {
        setOpen(false);
        onBlur?.();
    };
    const confirm = () => {
        const rows = [...selected.values()];
        known.remember(Object.fromEntries(rows.map(r => [keyOf(r), r])));
        onChange(rows.map(keyOf).join(','));
        onSelect?.(rows);
        close();
    };
    const dTitle = cols.find(c => c.key === dKey)?.title ?? label;

    return (
        <>
            <PickerInput
                id={id}
                label={label}
                display={display}
                loading={known.loading}
                onOpen={openPicker}
                onClear={() => onChange('')}
                onBlur={onBlur}
                readOnly={readOnly}
                required={required}
                error={error}
                placeholder={placeholder}
                name={name}
                inputRef={inputRef}
            />
            {open && (
                <PickerDialog open title={title ?? `选择${label}`} width={RECORD_PICKER_WIDTH} onClose={close} onConfirm={confirm}>
                    <SearchBox
                        label={cols.find(c => c.key === sKey)?.title ?? dTitle}
                        onSearch={v => {
                            setKeyword(v);
                            setPaging(p => ({ ...p, page: 1 }));
                        }}
                    />
                    <PickTable
                        label={label}
                        columns={cols}
                        rows={data.rows}
                        rowKey={keyOf}
                        selected={new Set(selected.keys())}
                        multiple={multiple}
                        onToggle={r => setSelected(s => toggleKey(s, keyOf(r), r, multiple))}
                        loading={data.loading}
                        error={data.error}
                        page={paging.page}
                        pageSize={paging.size}
                        total={data.total}
                        onPage={(page, size) => setPaging({ page, size })}
                    />
                    <Typography variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
                        已选记录
                    </Typography>
                    <TableContainer sx={{ maxHeight: 240 }}>
                        <Table size="small" stickyHeader aria-label="已选记录">
                            <TableHead>
                                <TableRow>
                                    <TableCell>{dTitle}</TableCell>
                                    <TableCell align="right" sx={{ width: 80 }}>
                                        操作
                                    </TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {selected.size === 0 ? (
                                    <TableRow>
                                        <TableCell colSpan={2} align="center">
                                            <Typography variant="body2" color="text.secondary">
                                                暂无数据
                                            </Typography>
                                        </TableCell>
                                    </TableRow>
                                ) : (
                                    [...selected.entries()].map(([k, r]) => {
                                        const name = cell(r, dKey) || k;
                                        return (
                                            <TableRow key={k}>
                                                <TableCell>{name}</TableCell>
                                                <TableCell align="right">
                                                    <Button
                                                        size="small"
                                                        color="error"
                                                        aria-label={`删除 ${name}`}
                                                        onClick={() => setSelected(s => toggleKey(s, k, r, true))}
                                                    >
                                                        删除
                                                    </Button>
                                                </TableCell>
                                            </TableRow>
                                        );
                                    })
                                )}
                            </TableBody>
                        </Table>
                    </TableContainer>
                </PickerDialog>
            )}
        </>
    );
};
