import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Grid } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ReplayIcon from '@mui/icons-material/Replay';
import { FilterDrawer } from './FilterDrawer';
import { FilterInput } from './FilterInput';
import type { FilterValues } from './query';
import type { CrudField } from './types';

interface Props {
    fields: CrudField[];
    values: FilterValues;
    onChange: (v: FilterValues) => void;
    onSearch: () => void;
    onReset: () => void;
    /** beside 查询 / 重置 (the 高级查询 button); shown alone when there are no filter fields */
    extra?: ReactNode;
    /** a phone: one 筛选 button (its badge counts `applied`) opens the inputs in a drawer */
    folded?: boolean;
    /** the filters in force (the badge of the folded button) */
    applied?: FilterValues;
}

/** Fields shown before 展开 (as in the original list pages). */
const COLLAPSED = 3;

/** The query form: one input per `query` field; Enter in any input runs 查询. */
export const FilterBar = ({ fields, values, onChange, onSearch, onReset, extra, folded, applied }: Props) => {
    const [expanded, setExpanded] = useState(false);
    if (!fields.length)
        return extra ? (
            <Box className="aq-crud-filters" sx={{ mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {extra}
            </Box>
        ) : null;
    if (folded)
        return (
            <FilterDrawer fields={fields} values={values} onChange={onChange} onSearch={onSearch} onReset={onReset} applied={applied ?? {}} extra={extra} />
        );
    const shown = expanded ? fields : fields.slice(0, COLLAPSED);
    const set = (k: string, v: string | string[]) => onChange({ ...values, [k]: v });
    const submit = (e: FormEvent) => {
        e.preventDefault();
        onSearch();
    };
    return (
        <Box component="form" onSubmit={submit} className="aq-crud-filters" sx={{ mb: 2 }} role="search">
            <Grid container spacing={2} alignItems="center">
                {shown.map(f => (
                    <Grid key={f.name} size={{ xs: 12, sm: 6, md: f.query === 'range' ? 6 : 4, xl: f.query === 'range' ? 4 : 3 }}>
                        <FilterInput field={f} values={values} set={set} />
                    </Grid>
                ))}
                <Grid size="auto" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', minWidth: 0, maxWidth: '100%' }}>
                    <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
                        查询
                    </Button>
                    <Button variant="outlined" startIcon={<ReplayIcon />} onClick={onReset}>
                        重置
                    </Button>
                    {fields.length > COLLAPSED && (
                        <Button onClick={() => setExpanded(x => !x)}>{expanded ? '收起' : '展开'}</Button>
                    )}
                    {extra}
                </Grid>
            </Grid>
        </Box>
    );
};
