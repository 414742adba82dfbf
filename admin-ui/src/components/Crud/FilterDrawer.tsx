// A phone's filters: one 筛选 button, badged with the filters in force, that opens every input in
// a bottom drawer with 查询 / 重置 (the 高级查询 button stays beside it).
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Badge, Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import SearchIcon from '@mui/icons-material/Search';
import { FilterInput } from './FilterInput';
import type { FilterValues } from './query';
import type { CrudField } from './types';

/** Filters with a value: a range counts once, whether its start, its end or both are set. */
export const activeFilterCount = (fields: CrudField[], values: FilterValues): number => {
    const set = (v: unknown) => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && String(v).trim() !== '');
    return fields.filter(f => set(values[f.name]) || set(values[`${f.name}_begin`]) || set(values[`${f.name}_end`])).length;
};

interface Props {
    fields: CrudField[];
    /** what is typed (the draft) */
    values: FilterValues;
    onChange: (v: FilterValues) => void;
    onSearch: () => void;
    onReset: () => void;
    /** the filters in force: the badge */
    applied: FilterValues;
    /** beside 筛选 (the 高级查询 button) */
    extra?: ReactNode;
}

export const FilterDrawer = ({ fields, values, onChange, onSearch, onReset, applied, extra }: Props) => {
    const [open, setOpen] = useState(false);
    const titleId = useId();
    const count = activeFilterCount(fields, applied);
    const set = (k: string, v: string | string[]) => onChange({ ...values, [k]: v });
    const submit = (e: FormEvent) => {
        e.preventDefault();
        setOpen(false);
        onSearch();
    };
    return (
        <>
            <Box className="aq-crud-filters aq-crud-filters-folded" sx={{ mb: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Badge badgeContent={count || undefined} color="primary" className="aq-crud-filter-badge">
                    <Button
                        variant="outlined"
                        startIcon={<FilterAltOutlinedIcon />}
                        onClick={() => setOpen(true)}
                        aria-haspopup="dialog"
                        aria-description={count ? `已设${count}项筛选条件` : undefined}
                        className="aq-crud-filter-open"
                    >
                        筛选
                    </Button>
                </Badge>
                {extra}
            </Box>
            <Drawer
                anchor="bottom"
                open={open}
                onClose={() => setOpen(false)}
                slotProps={{
                    paper: {
                        role: 'dialog',
                        'aria-modal': true,
                        'aria-labelledby': titleId,
                        className: 'aq-crud-filter-drawer',
                        sx: { maxHeight: '85vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 },
                    },
                }}
            >
                <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
                        <Typography id={titleId} variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
                            筛选
                        </Typography>
                        <IconButton size="small" aria-label="关闭" onClick={() => setOpen(false)}>
                            <CloseIcon fontSize="small" />
                        </IconButton>
                    </Box>
                    <Stack spacing={2} sx={{ p: 2, overflowY: 'auto', minHeight: 0 }}>
                        {fields.map(f => (
                            <FilterInput key={f.name} field={f} values={values} set={set} />
                        ))}
                    </Stack>
                    <Box sx={{ display: 'flex', gap: 1, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
                        <Button
                            variant="outlined"
                            startIcon={<ReplayIcon />}
                            sx={{ flex: 1 }}
                            onClick={() => {
                                setOpen(false);
                                onReset();
                            }}
                        >
                            重置
                        </Button>
                        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flex: 1 }}>
                            查询
                        </Button>
                    </Box>
                </Box>
            </Drawer>
        </>
    );
};
