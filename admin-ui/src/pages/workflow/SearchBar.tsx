// The filter row of the flow lists: 标题 (and a page's own fields), 查询 and 重置.
import { useState, type ReactNode } from 'react';
import { Box, Button, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

export interface SearchBarProps<F extends { title: string }> {
    label: string;
    empty: F;
    onSearch: (f: F) => void;
    /** the page's other fields, given the draft and its setter */
    extra?: (draft: F, set: (f: F) => void) => ReactNode;
}

export function SearchBar<F extends { title: string }>({ label, empty, onSearch, extra }: SearchBarProps<F>) {
    const [draft, setDraft] = useState<F>(empty);
    return (
        <Box
            component="form"
            role="search"
            aria-label={label}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}
            onSubmit={e => {
                e.preventDefault();
                onSearch({ ...draft, title: draft.title.trim() });
            }}
        >
            <TextField
                size="small"
                label="标题"
                placeholder="请输入标题"
                value={draft.title}
                onChange={e => setDraft({ ...draft, title: e.target.value })}
                sx={{ flex: '1 1 160px', maxWidth: { sm: 260 } }}
            />
            {extra?.(draft, setDraft)}
            <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
                查询
            </Button>
            <Button
                onClick={() => {
                    setDraft(empty);
                    onSearch(empty);
                }}
            >
                重置
            </Button>
        </Box>
    );
}
