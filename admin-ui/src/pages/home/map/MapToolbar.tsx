// The bar above the map: the 标段 picker and the 定位桩号 search. It keeps what the reader typed;
// the map does the fitting and the locating.
import { useState, type FormEvent } from 'react';
import { IconButton, InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import type { MapData } from './api';

interface Props {
    sections: MapData['sections'];
    /** Sections with a drawn line; the others cannot be chosen. */
    surveyed: Set<string>;
    onSection: (id: string) => void;
    /** Gives the error to show ('' for none), or null to leave it as it is. */
    onLocate: (query: string) => string | null;
}

export const MapToolbar = ({ sections, surveyed, onSection, onLocate }: Props) => {
    const [sectionId, setSectionId] = useState('');
    const [query, setQuery] = useState('');
    const [queryError, setQueryError] = useState('');

    const chooseSection = (id: string) => {
        setSectionId(id);
        onSection(id);
    };

    const submit = (e: FormEvent) => {
        e.preventDefault();
        const err = onLocate(query);
        if (err !== null) setQueryError(err);
    };

    return (
        <Stack
            direction="row"
            component="form"
            aria-label="地图查询"
            onSubmit={submit}
            noValidate
            sx={{ flexWrap: 'wrap', gap: 1.5, p: 1.5, alignItems: 'flex-start', borderBottom: 1, borderColor: 'divider' }}
        >
            <TextField
                select
                size="small"
                label="标段"
                value={sectionId}
                onChange={e => chooseSection(e.target.value)}
                fullWidth={false}
                sx={{ width: { xs: '100%', sm: 200 } }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
                <MenuItem value="">全部标段</MenuItem>
                {sections.map(s => (
                    <MenuItem key={s.id} value={s.id} disabled={!surveyed.has(s.id)}>
                        {s.name}
                    </MenuItem>
                ))}
            </TextField>
            <TextField
                size="small"
                label="定位桩号"
                placeholder="K12+300 或 12300"
                value={query}
                onChange={e => {
                    setQuery(e.target.value);
                    if (queryError) setQueryError('');
                }}
                error={!!queryError}
                helperText={queryError || undefined}
                fullWidth={false}
                sx={{ width: { xs: '100%', sm: 260 } }}
                slotProps={{
                    htmlInput: { inputMode: 'text', autoComplete: 'off', enterKeyHint: 'search' },
                    input: {
                        endAdornment: (
                            <InputAdornment position="end">
                                <IconButton type="submit" edge="end" aria-label="定位" size="small">
                                    <SearchOutlined fontSize="small" />
                                </IconButton>
                            </InputAdornment>
                        ),
                    },
                }}
            />
        </Stack>
    );
};
