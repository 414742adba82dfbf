// User picker (JSelectUserByDep): a field showing realnames whose value is usernames (or ids
// with valueKey="id"), comma-joined. The dialog (width 1200, full screen on a phone) has the
// department tree on the left and a page of users on the right (GET
// /sys/user/queryUserComponentData: departId, username, realname, pageNo, pageSize).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Chip, TextField, Button, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { getAction } from '../../dataProvider/http';
import {
    PICKER_PAGE_SIZE,
    PickTable,
    PickerDialog,
    PickerInput,
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
import { DepartTree, useDepartTree, type DepartNode } from './departTree';

export const USER_PICKER_WIDTH = 1200;
export const USER_PAGE_URL = '/sys/user/queryUserComponentData';
export const USER_LIST_URL = '/sys/user/list';

/** What a confirm returns per user. */
export interface PickedUser {
    id: string;
    username: string;
    realname: string;
}

export interface UserPickerProps extends PickerFieldProps {
    /** the value holds usernames (default) or ids */
    valueKey?: 'username' | 'id';
    /** the chosen users (id, username, realname) after a confirm */
    onSelect?: (users: PickedUser[]) => void;
}

const COLUMNS: PickColumn[] = [
    { key: 'username', title: '用户账号' },
    { key: 'realname', title: '用户姓名' },
    { key: 'sex', title: '性别', wide: true },
    { key: 'phone', title: '手机号码', wide: true },
    { key: 'orgCodeTxt', title: '部门', wide: true },
];

const picked = (r: Row): PickedUser => ({ id: text(r.id), username: text(r.username), realname: text(r.realname) });

export const UserPicker = ({
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
    valueKey = 'username',
    onSelect,
}: UserPickerProps) => {
    const values = useMemo(() => splitValue(value), [value]);
    // The users behind the value: /sys/user/list with the values (seed §7, picker value URL).
    const fetchUsers = useCallback(
        async (missing: string[]) => {
            const env = await getAction(USER_LIST_URL, { [valueKey]: valueParam(missing), pageNo: 1, pageSize: missing.length }, { silent: true });
            const found: Record<string, Row> = {};
            for (const r of env.success ? recordsOf(env.result) : []) found[text(r[valueKey])] = r;
            return found;
        },
        [valueKey]
    );
    const known = useValueRows(values, fetchUsers);
    const display = values.map(v => text(known.rows[v]?.realname) || v).join(',');

    const [open, setOpen] = useState(false);
    const [selected, setSelected] = useState<Map<string, Row>>(new Map());
    const [depart, setDepart] = useState('');
    const [search, setSearch] = useState({ username: '', realname: '' });
    const [draft, setDraft] = useState({ username: '', realname: '' });
    const [paging, setPaging] = useState({ page: 1, size: PICKER_PAGE_SIZE });
    const [data, setData] = useState<{ rows: Row[]; total: number; loading: boolean; error?: string }>({ rows: [], total: 0, loading: false });
    const tree = useDepartTree(open);

    useEffect(() => {
        if (!open) return;
        let live = true;
        setData(d => ({ ...d, loading: true, error: undefined }));
        getAction(USER_PAGE_URL, { departId: depart, ...search, pageNo: paging.page, pageSize: paging.size }, { silent: true })
            .then(env => {
                if (!live) return;
                if (env.success) setData({ rows: recordsOf(env.result), total: Number(env.result?.total ?? 0) || 0, loading: false });
                else setData({ rows: [], total: 0, loading: false, error: env.message || '用户加载失败' });
            })
            .catch((e: Error) => live && setData({ rows: [], total: 0, loading: false, error: e?.message || '用户加载失败' }));
        return () => {
            live = false;
        };
    }, [open, depart, search, paging]);

    const openPicker = () => {
        setSelected(new Map(values.map(v => [v, known.rows[v] ?? { [valueKey]: v, realname: v }])));
        setDepart('');
        setSearch({ username: '', realname: '' });
        setDraft({ username: '', realname: '' });
        setPaging({ page: 1, size: PICKER_PAGE_SIZE });
        setOpen(true);
    };
    const close = () => {
        setOpen(false);
        onBlur?.();
    };
    const keyOf = (r: Row) => text(r[valueKey]);
    const chooseDepart = useCallback((n: DepartNode) => {
        setDepart(d => (d === n.id ? '' : n.id)); // a second click shows everyone again
        setPaging(p => ({ ...p, page: 1 }));
    }, []);
    const departChecked = useMemo(() => new Set(depart ? [depart] : []), [depart]);

    const confirm = () => {
        const rows = [...selected.values()];
        known.remember(Object.fromEntries(rows.map(r => [keyOf(r), r])));
        onChange(rows.map(keyOf).join(','));
        onSelect?.(rows.map(picked));
        close();
    };

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
                <PickerDialog open title={`选择${label}`} width={USER_PICKER_WIDTH} onClose={close} onConfirm={confirm}>
                    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2 }}>
                        <Box sx={{ width: { xs: '100%', md: 280 }, flex: 'none', maxHeight: { xs: 240, md: 480 }, overflow: 'auto', borderRight: { md: 1 }, borderColor: { md: 'divider' } }}>
                            <DepartTree label="部门" nodes={tree.nodes} loading={tree.loading} error={tree.error} checked={departChecked} onToggle={chooseDepart} />
                        </Box>
                        <Box sx={{ flex: 1, minWidth: 0 }}>
                            <Box
                                component="form"
                                role="search"
                                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}
                                onSubmit={e => {
                                    e.preventDefault();
                                    e.stopPropagation(); // the picker sits in the record's form: its search is no save
                                    setSearch({ username: draft.username.trim(), realname: draft.realname.trim() });
                                    setPaging(p => ({ ...p, page: 1 }));
                                }}
                            >
                                <TextField size="small" label="用户账号" value={draft.username} onChange={e => setDraft(d => ({ ...d, username: e.target.value }))} sx={{ flex: '1 1 140px' }} />
                                <TextField size="small" label="用户姓名" value={draft.realname} onChange={e => setDraft(d => ({ ...d, realname: e.target.value }))} sx={{ flex: '1 1 140px' }} />
                                <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
                                    查询
                                </Button>
                            </Box>
                            <PickTable
                                label="用户"
                                columns={COLUMNS}
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
                            <Box aria-label="已选用户" role="list" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', mt: 1 }}>
                                <Typography variant="body2" color="text.secondary">
                                    已选：{selected.size === 0 ? '无' : ''}
                                </Typography>
                                {[...selected.entries()].map(([k, r]) => (
                                    <Chip
                                        key={k}
                                        role="listitem"
                                        size="small"
                                        label={text(r.realname) || k}
                                        onDelete={() => setSelected(s => toggleKey(s, k, r, true))}
                                    />
                                ))}
                            </Box>
                        </Box>
                    </Box>
                </PickerDialog>
            )}
        </>
    );
};
