import { useState, type ReactNode } from 'react';
import { Box, Button, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';

export interface PageHeaderTab {
    key: string;
    label: ReactNode;
}

export interface PageHeaderProps {
    title: ReactNode;
    /** text under the title */
    content?: ReactNode;
    /** buttons on the right of the title */
    extra?: ReactNode;
    /** shows the search box (请输入..., 搜索) when given */
    onSearch?: (text: string) => void;
    searchPlaceholder?: string;
    tabs?: PageHeaderTab[];
    activeTab?: string;
    onTabChange?: (key: string) => void;
}

/** A page's title block: optional search box and tabs under it. */
export const PageHeader = ({
    title,
    content,
    extra,
    onSearch,
    searchPlaceholder = '请输入...',
    tabs,
    activeTab,
    onTabChange,
}: PageHeaderProps) => {
    const [text, setText] = useState('');
    const tabValue = tabs?.some(t => t.key === activeTab) ? activeTab : tabs?.[0]?.key;
    return (
        <Box component="header" sx={{ bgcolor: 'background.paper', px: { xs: 2, md: 3 }, pt: 2, pb: tabs?.length ? 0 : 2, mb: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                <Typography variant="h6" component="h1">
                    {title}
                </Typography>
                {extra && <Stack direction="row" spacing={1}>{extra}</Stack>}
            </Stack>
            {content && <Box sx={{ mt: 1, color: 'text.secondary' }}>{content}</Box>}
            {onSearch && (
                <Stack
                    component="form"
                    role="search"
                    direction="row"
                    sx={{ mt: 2, mx: 'auto', maxWidth: 522 }}
                    onSubmit={e => {
                        e.preventDefault();
                        onSearch(text.trim());
                    }}
                >
                    <TextField
                        size="small"
                        value={text}
                        onChange={e => setText(e.target.value)}
                        placeholder={searchPlaceholder}
                        sx={{ flex: 1, '& .MuiOutlinedInput-notchedOutline': { borderTopRightRadius: 0, borderBottomRightRadius: 0 } }}
                        slotProps={{ htmlInput: { 'aria-label': searchPlaceholder } }}
                    />
                    <Button type="submit" variant="contained" disableElevation sx={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, flexShrink: 0 }}>
                        搜索
                    </Button>
                </Stack>
            )}
            {tabs && tabs.length > 0 && (
                <Tabs
                    value={tabValue}
                    onChange={(_, k: string) => onTabChange?.(k)}
                    variant="scrollable"
                    allowScrollButtonsMobile
                    sx={{ mt: 1 }}
                >
                    {tabs.map(t => (
                        <Tab key={t.key} value={t.key} label={t.label} />
                    ))}
                </Tabs>
            )}
        </Box>
    );
};
