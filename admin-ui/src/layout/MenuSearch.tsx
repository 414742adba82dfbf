// 搜索菜单: every visible non-layout entry; external and iframe entries open a new window.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Autocomplete, Dialog, DialogContent, DialogTitle, IconButton, TextField, Tooltip } from '@mui/material';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { openTarget, searchableEntries, type MenuEntry } from '../app/menu';

const SearchBox = ({ entries, onDone, autoFocus = false, width }: { entries: MenuEntry[]; onDone?: () => void; autoFocus?: boolean; width?: number | string }) => {
    const navigate = useNavigate();
    const options = useMemo(() => searchableEntries(entries), [entries]);
    const [value, setValue] = useState<MenuEntry | null>(null);
    return (
        <Autocomplete
            options={options}
            value={value}
            getOptionLabel={o => o.title}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText="无匹配菜单"
            size="small"
            sx={{ width }}
            onChange={(_, entry) => {
                setValue(null);
                if (!entry) return;
                const target = openTarget(entry);
                if ('external' in target) window.open(target.external, '_blank', 'noopener');
                else navigate(target.internal);
                onDone?.();
            }}
            renderInput={params => (
                <TextField
                    {...params}
                    placeholder="搜索菜单"
                    autoFocus={autoFocus}
                    slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': '搜索菜单' } }}
                />
            )}
        />
    );
};

export const MenuSearch = ({ entries, mobile }: { entries: MenuEntry[]; mobile: boolean }) => {
    const [open, setOpen] = useState(false);
    if (!mobile) return <SearchBox entries={entries} width={200} />;
    return (
        <>
            <Tooltip title="搜索菜单">
                <IconButton aria-label="搜索菜单" onClick={() => setOpen(true)}>
                    <SearchOutlined />
                </IconButton>
            </Tooltip>
            <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
                <DialogTitle>搜索菜单</DialogTitle>
                <DialogContent sx={{ pt: '8px !important' }}>
                    <SearchBox entries={entries} autoFocus onDone={() => setOpen(false)} />
                </DialogContent>
            </Dialog>
        </>
    );
};
