import { useRef, useState, type FormEvent } from 'react';
import {
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Divider,
    Grid,
    IconButton,
    Link,
    List,
    ListItem,
    ListItemButton,
    ListItemText,
    MenuItem,
    Stack,
    TextField,
    Typography,
    useMediaQuery,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import RemoveIcon from '@mui/icons-material/Remove';
import { feedback } from '../Feedback';
import { useDictOptions } from '../Crud/dict';
import { fromDateTimeLocal, isChainage, isMoney, toDateTimeLocal } from '../Crud/fields';
import { MOBILE_QUERY } from '../Crud/responsive';
import type { CrudField, CrudResourceConfig } from '../Crud/types';
import {
    completeRows,
    emptyRow,
    loadSaved,
    MATCH_TYPES,
    rulesFor,
    storeSaved,
    superFields,
    type MatchType,
    type SavedQuery,
    type SuperQuery,
    type SuperRow,
} from './superQuery';

interface Props {
    open: boolean;
    config: CrudResourceConfig;
    /** the query in force; the dialog starts from it */
    value: SuperQuery | null;
    /** where the saved queries are kept (the route path) */
    saveCode: string;
    /** 查询 with at least one complete row */
    onSearch: (q: SuperQuery) => void;
    /** 重置: the list goes back to no advanced query */
    onReset: () => void;
    onClose: () => void;
}

/** 高级查询构造器: width 1000, full screen on small screens (seed §3). */
export const AdvancedQueryDialog = ({ open, onClose, ...rest }: Props) => {
    const fullScreen = useMediaQuery(MOBILE_QUERY);
    return (
        <Dialog
            open={open}
            onClose={onClose}
            fullScreen={fullScreen}
            maxWidth={false}
            slotProps={{ paper: { sx: fullScreen ? undefined : { width: 1000, maxWidth: 'calc(100% - 32px)' } } }}
            aria-labelledby="aq-super-query-title"
        >
            {/* the dialog unmounts its content once closed: each opening starts from the query in force */}
            <Body {...rest} onClose={onClose} />
        </Dialog>
    );
};

type KeyedRow = SuperRow & { key: number };

const Body = ({ config, value, saveCode, onSearch, onReset, onClose }: Omit<Props, 'open'>) => {
    const fields = superFields(config);
    const seq = useRef(0);
    const keyed = (rows: SuperRow[]): KeyedRow[] => rows.map(r => ({ ...r, key: ++seq.current }));
    const [rows, setRows] = useState<KeyedRow[]>(() => keyed(value?.rows.length ? value.rows : [emptyRow()]));
    const [matchType, setMatchType] = useState<MatchType>(value?.matchType ?? 'and');
    const [saved, setSaved] = useState<SavedQuery[]>(() => loadSaved(saveCode));
    const [naming, setNaming] = useState(false);

    const plain = (): SuperRow[] => rows.map(({ key: _k, ...r }) => r);
    const update = (key: number, patch: Partial<SuperRow>) => setRows(rs => rs.map(r => (r.key === key ? { ...r, ...patch } : r)));
    const addAfter = (key?: number) =>
        setRows(rs => {
            const at = key === undefined ? rs.length : rs.findIndex(r => r.key === key) + 1;
            return [...rs.slice(0, at), { ...emptyRow(), key: ++seq.current }, ...rs.slice(at)];
        });
    const remove = (key: number) => setRows(rs => rs.filter(r => r.key !== key));

    const search = () => {
        const done = completeRows(plain());
        if (!done.length) {
            feedback.message.warning('不能查询空条件');
            return;
        }
        onSearch({ matchType, rows: done });
        onClose();
    };
    const reset = () => {
        setRows(keyed([emptyRow()]));
        setMatchType('and');
        onReset();
    };
    const startSave = () => {
        if (!completeRows(plain()).length) {
            feedback.message.warning('空条件不能保存');
            return;
        }
        setNaming(true);
    };
    /** Saves under `name`; false keeps the name prompt open. */
    const save = async (name: string): Promise<boolean> => {
        const title = name.trim();
        if (!title) {
            feedback.message.warning('保存名称不能为空');
            return false;
        }
        const item: SavedQuery = { title, matchType, records: completeRows(plain()) };
        const current = loadSaved(saveCode);
        const at = current.findIndex(s => s.title === title);
        if (at >= 0 && !(await feedback.confirm('提示', `${title} 已存在，是否覆盖？`))) return false;
        const next = at >= 0 ? current.map((s, i) => (i === at ? item : s)) : [...current, item];
        storeSaved(saveCode, next);
        setSaved(next);
        feedback.message.success('保存成功');
        return true;
    };
    const load = (s: SavedQuery) => {
        setRows(keyed(s.records.length ? s.records : [emptyRow()]));
        setMatchType(s.matchType);
    };
    const drop = async (s: SavedQuery) => {
        if (!(await feedback.confirm('提示', '确定删除吗?'))) return;
        const next = loadSaved(saveCode).filter(x => x.title !== s.title);
        storeSaved(saveCode, next);
        setSaved(next);
    };

    return (
        <>
            <DialogTitle id="aq-super-query-title">高级查询构造器</DialogTitle>
            <DialogContent dividers>
                <Grid container spacing={2}>
                    <Grid size={{ xs: 12, md: 8 }}>
                        <TextField
                            select
                            size="small"
                            label="过滤条件匹配"
                            value={matchType}
                            onChange={e => setMatchType(e.target.value as MatchType)}
                            sx={{ mb: 2, minWidth: 260 }}
                        >
                            {MATCH_TYPES.map(m => (
                                <MenuItem key={m.value} value={m.value}>
                                    {m.label}
                                </MenuItem>
                            ))}
                        </TextField>
                        {rows.length === 0 ? (
                            <Box sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                                没有任何查询条件
                                <Divider orientation="vertical" flexItem sx={{ display: 'inline', mx: 1 }} />
                                <Link component="button" type="button" onClick={() => addAfter()}>
                                    点击新增
                                </Link>
                            </Box>
                        ) : (
                            <Stack spacing={2} divider={<Divider sx={{ display: { sm: 'none' } }} />}>
                                {rows.map((r, i) => (
                                    <ConditionRow
                                        key={r.key}
                                        n={i + 1}
                                        row={r}
                                        fields={fields}
                                        onChange={patch => update(r.key, patch)}
                                        onAdd={() => addAfter(r.key)}
                                        onRemove={() => remove(r.key)}
                                    />
                                ))}
                            </Stack>
                        )}
                    </Grid>
                    <Grid size={{ xs: 12, md: 4 }}>
                        <SavedList saved={saved} onLoad={load} onDelete={drop} />
                    </Grid>
                </Grid>
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button onClick={reset}>重置</Button>
                <Button onClick={startSave}>保存查询条件</Button>
                <Box sx={{ flex: 1 }} />
                <Button onClick={onClose}>关闭</Button>
                <Button variant="contained" onClick={search}>
                    查询
                </Button>
            </DialogActions>
            <NamePrompt open={naming} onClose={() => setNaming(false)} onSave={save} />
        </>
    );
};

const ConditionRow = ({
    n,
    row,
    fields,
    onChange,
    onAdd,
    onRemove,
}: {
    n: number;
    row: SuperRow;
    fields: CrudField[];
    onChange: (patch: Partial<SuperRow>) => void;
    onAdd: () => void;
    onRemove: () => void;
}) => {
    const field = fields.find(f => f.name === row.field);
    return (
        <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 2, sm: 1 }}
            role="group"
            aria-label={`条件${n}`}
            sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
            className="aq-super-row"
        >
            <TextField
                select
                size="small"
                label="字段"
                value={row.field}
                onChange={e => {
                    const next = fields.find(f => f.name === e.target.value);
                    const keep = rulesFor(next).some(r => r.value === row.rule);
                    onChange({ field: e.target.value, val: '', ...(keep ? {} : { rule: 'eq' }) });
                }}
                sx={{ minWidth: 160, flex: { sm: '0 0 180px' } }}
            >
                {fields.map(f => (
                    <MenuItem key={f.name} value={f.name}>
                        {f.label}
                    </MenuItem>
                ))}
            </TextField>
            <TextField
                select
                size="small"
                label="规则"
                value={row.rule}
                onChange={e => onChange({ rule: e.target.value })}
                sx={{ minWidth: 120, flex: { sm: '0 0 130px' } }}
            >
                {rulesFor(field).map(r => (
                    <MenuItem key={r.value} value={r.value}>
                        {r.label}
                    </MenuItem>
                ))}
            </TextField>
            <Box sx={{ flex: 1, minWidth: 0 }}>
                <ValueInput field={field} rule={row.rule} value={row.val} onChange={val => onChange({ val })} />
            </Box>
            <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                <IconButton size="small" aria-label="增加一行" onClick={onAdd}>
                    <AddIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label="删除本行" onClick={onRemove}>
                    <RemoveIcon fontSize="small" />
                </IconButton>
            </Stack>
        </Stack>
    );
};

/** The value input of a condition, by the field's kind: its dict options, a date, a number, or text. */
const ValueInput = ({
    field: f,
    rule,
    value,
    onChange,
}: {
    field?: CrudField;
    rule: string;
    value: string;
    onChange: (v: string) => void;
}) => {
    const dict = useDictOptions(f?.dict);
    const common = { size: 'small' as const, fullWidth: true, label: '值' };
    if (!f) return <TextField {...common} disabled placeholder="请先选择字段" value="" slotProps={{ inputLabel: { shrink: true } }} />;

    const yesNo = f.type === 'bool' ? ['1', '0'] : ['Y', 'N'];
    const options = f.dict
        ? dict
        : f.widget === 'switch' || f.type === 'bool'
          ? [
                { value: yesNo[0], text: '是' },
                { value: yesNo[1], text: '否' },
            ]
          : null;
    const many = rule === 'in';

    if (options && many) {
        const picked = value ? value.split(',') : [];
        return (
            <TextField
                {...common}
                select
                value={picked}
                slotProps={{
                    select: {
                        multiple: true,
                        renderValue: sel => options.filter(o => (sel as string[]).includes(o.value)).map(o => o.text).join('、'),
                    },
                }}
                onChange={e => {
                    const v = e.target.value as unknown as string[] | string;
                    onChange((Array.isArray(v) ? v : v.split(',')).filter(Boolean).join(','));
                }}
            >
                {options.map(o => (
                    <MenuItem key={o.value} value={o.value}>
                        {o.text}
                    </MenuItem>
                ))}
            </TextField>
        );
    }
    if (options) {
        return (
            <TextField {...common} select value={value} onChange={e => onChange(e.target.value)}>
                <MenuItem value="">
                    <em>请选择</em>
                </MenuItem>
                {options.map(o => (
                    <MenuItem key={o.value} value={o.value}>
                        {o.text}
                    </MenuItem>
                ))}
            </TextField>
        );
    }
    if (many)
        return <TextField {...common} placeholder="多个值用逗号分隔" value={value} onChange={e => onChange(e.target.value)} />;
    if (f.type === 'date' || f.widget === 'date')
        return (
            <TextField {...common} type="date" slotProps={{ inputLabel: { shrink: true } }} value={value} onChange={e => onChange(e.target.value)} />
        );
    if (f.type === 'datetime' || f.widget === 'datetime')
        return (
            <TextField
                {...common}
                type="datetime-local"
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
                value={toDateTimeLocal(value)}
                onChange={e => onChange(fromDateTimeLocal(e.target.value))}
            />
        );
    if (isMoney(f) || isChainage(f))
        return (
            <TextField
                {...common}
                placeholder={isMoney(f) ? '0.00' : 'K0+000.000'}
                slotProps={{ htmlInput: { inputMode: isMoney(f) ? 'decimal' : 'text', autoComplete: 'off' } }}
                value={value}
                onChange={e => onChange(e.target.value)}
            />
        );
    if (f.type === 'int' || f.type === 'float')
        return (
            <TextField
                {...common}
                type="number"
                slotProps={{ htmlInput: { step: f.type === 'int' ? 1 : 'any' } }}
                value={value}
                onChange={e => onChange(e.target.value)}
            />
        );
    return <TextField {...common} placeholder={`请输入${f.label}`} value={value} onChange={e => onChange(e.target.value)} />;
};

const SavedList = ({
    saved,
    onLoad,
    onDelete,
}: {
    saved: SavedQuery[];
    onLoad: (s: SavedQuery) => void;
    onDelete: (s: SavedQuery) => void;
}) => (
    <Box
        component="section"
        aria-labelledby="aq-super-saved-title"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, height: '100%', minHeight: 120 }}
        className="aq-super-saved"
    >
        <Typography id="aq-super-saved-title" variant="subtitle2" sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
            保存的查询
        </Typography>
        {saved.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
                暂无保存的查询
            </Typography>
        ) : (
            <List dense disablePadding>
                {saved.map(s => (
                    <ListItem
                        key={s.title}
                        disablePadding
                        secondaryAction={
                            <IconButton edge="end" size="small" aria-label={`删除 ${s.title}`} onClick={() => onDelete(s)}>
                                <DeleteOutlineIcon fontSize="small" />
                            </IconButton>
                        }
                    >
                        <ListItemButton onClick={() => onLoad(s)}>
                            <ListItemText primary={s.title} slotProps={{ primary: { noWrap: true } }} />
                        </ListItemButton>
                    </ListItem>
                ))}
            </List>
        )}
    </Box>
);

/** 请输入保存的名称: the prompt stays open while the name is refused or the overwrite declined. */
const NamePrompt = ({ open, onClose, onSave }: { open: boolean; onClose: () => void; onSave: (name: string) => Promise<boolean> }) => {
    const [name, setName] = useState('');
    const [busy, setBusy] = useState(false);
    const submit = async (e: FormEvent) => {
        e.preventDefault();
        // React bubbles through the portal: the list's filter form must not see this submit
        e.stopPropagation();
        if (busy) return;
        setBusy(true);
        try {
            if (await onSave(name)) {
                setName('');
                onClose();
            }
        } finally {
            setBusy(false);
        }
    };
    return (
        <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="aq-super-name-title">
            <Box component="form" onSubmit={submit}>
                <DialogTitle id="aq-super-name-title">请输入保存的名称</DialogTitle>
                <DialogContent>
                    <TextField
                        autoFocus
                        fullWidth
                        size="small"
                        margin="dense"
                        label="名称"
                        value={name}
                        onChange={e => setName(e.target.value)}
                        slotProps={{ htmlInput: { maxLength: 50 } }}
                    />
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>取消</Button>
                    <Button type="submit" variant="contained" disabled={busy}>
                        确定
                    </Button>
                </DialogActions>
            </Box>
        </Dialog>
    );
};
