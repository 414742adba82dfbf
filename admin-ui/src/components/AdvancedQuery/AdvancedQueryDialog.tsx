import {
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Divider,
    Grid,
    Link,
    MenuItem,
    Stack,
    TextField,
    useMediaQuery,
} from '@mui/material';
import { MOBILE_QUERY } from '../Crud/responsive';
import type { CrudResourceConfig } from '../Crud/types';
import { ConditionRow } from './ConditionRow';
import { NamePrompt } from './NamePrompt';
import { SavedList } from './SavedList';
import { MATCH_TYPES, superFields, type MatchType, type SuperQuery } from './superQuery';
import { useQueryBuilder } from './useQueryBuilder';

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

const Body = ({ config, value, saveCode, onSearch, onReset, onClose }: Omit<Props, 'open'>) => {
    const fields = superFields(config);
    const { rows, matchType, setMatchType, saved, naming, setNaming, update, addAfter, remove, search, reset, startSave, save, load, drop } =
        useQueryBuilder({ value, saveCode, onSearch, onReset, onClose });

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
