// 整体风格设置 drawer: every option of the seed's settings table.
import { useRef } from 'react';
import {
    Box,
    Divider,
    Drawer,
    FormControlLabel,
    IconButton,
    List,
    ListItem,
    ListItemText,
    MenuItem,
    Radio,
    RadioGroup,
    Select,
    Switch,
    Tooltip,
    Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import CheckIcon from '@mui/icons-material/Check';
import { dismissToast, feedback } from '../components/Feedback';
import { useSettings, type Settings } from './settings';

export const THEME_COLORS = [
    { key: '拂晓蓝（默认）', color: '#1890FF' },
    { key: '薄暮', color: '#F5222D' },
    { key: '火山', color: '#FA541C' },
    { key: '日暮', color: '#FAAD14' },
    { key: '明青', color: '#13C2C2' },
    { key: '极光绿', color: '#52C41A' },
    { key: '极客蓝', color: '#2F54EB' },
    { key: '酱紫', color: '#722ED1' },
];

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
    <Box sx={{ mb: 3 }}>
        <Typography component="h3" sx={{ fontSize: 14, fontWeight: 500, color: 'rgba(0,0,0,.85)', mb: 1.5 }}>{title}</Typography>
        {children}
    </Box>
);

export const SettingsDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
    const { settings, update } = useSettings();
    const colorTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

    const changeColor = (color: string) => {
        if (color.toUpperCase() === settings.color.toUpperCase()) return;
        const id = feedback.message.loading('正在编译主题！');
        if (colorTimer.current) clearTimeout(colorTimer.current);
        colorTimer.current = setTimeout(() => {
            try {
                update('color', color);
            } catch {
                feedback.message.error('Failed to update theme');
            } finally {
                dismissToast(id);
            }
        }, 400);
    };

    const toggle = (key: keyof Settings, label: string, disabled = false, hint?: string) => (
        <ListItem
            disableGutters
            secondaryAction={
                <Tooltip title={disabled && hint ? hint : ''} placement="left">
                    <span>
                        <Switch
                            size="small"
                            edge="end"
                            checked={settings[key] as boolean}
                            disabled={disabled}
                            onChange={e => update(key, e.target.checked as never)}
                            slotProps={{ input: { 'aria-label': label } }}
                        />
                    </span>
                </Tooltip>
            }
        >
            <ListItemText primary={label} slotProps={{ primary: { fontSize: 14, color: disabled ? 'text.disabled' : undefined } }} />
        </ListItem>
    );

    return (
        <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300, p: 3 } } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
                <Typography component="h2" sx={{ fontSize: 16, fontWeight: 500, flex: 1 }}>系统设置</Typography>
                <IconButton aria-label="关闭设置" onClick={onClose} size="small"><CloseIcon fontSize="small" /></IconButton>
            </Box>
            <Section title="整体风格设置">
                <RadioGroup row value={settings.theme} onChange={e => update('theme', e.target.value as Settings['theme'])} aria-label="菜单风格">
                    <FormControlLabel value="dark" control={<Radio size="small" />} label="暗色菜单风格" />
                    <FormControlLabel value="light" control={<Radio size="small" />} label="亮色菜单风格" />
                </RadioGroup>
            </Section>
            <Section title="主题色">
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} role="radiogroup" aria-label="主题色">
                    {THEME_COLORS.map(c => {
                        const selected = settings.color.toUpperCase() === c.color;
                        return (
                            <Tooltip key={c.color} title={c.key}>
                                <Box
                                    component="button"
                                    type="button"
                                    role="radio"
                                    aria-checked={selected}
                                    aria-label={c.key}
                                    onClick={() => changeColor(c.color)}
                                    sx={{ width: 22, height: 22, borderRadius: '3px', border: 0, bgcolor: c.color, cursor: 'pointer', color: '#fff', p: 0, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}
                                >
                                    {selected && <CheckIcon sx={{ fontSize: 16 }} />}
                                </Box>
                            </Tooltip>
                        );
                    })}
                    <Tooltip title="自定义颜色">
                        <Box
                            component="input"
                            type="color"
                            aria-label="自定义颜色"
                            value={settings.color.toLowerCase()}
                            onChange={e => changeColor((e.target as HTMLInputElement).value.toUpperCase())}
                            sx={{ width: 28, height: 24, p: 0, border: '1px solid #d9d9d9', borderRadius: '3px', bgcolor: 'transparent', cursor: 'pointer' }}
                        />
                    </Tooltip>
                </Box>
            </Section>
            <Divider sx={{ mb: 2 }} />
            <Section title="导航模式">
                <RadioGroup row value={settings.layoutMode} onChange={e => update('layoutMode', e.target.value as Settings['layoutMode'])} aria-label="导航模式">
                    <FormControlLabel value="sidemenu" control={<Radio size="small" />} label="侧边栏导航" />
                    <FormControlLabel value="topmenu" control={<Radio size="small" />} label="顶部栏导航" />
                </RadioGroup>
                <List dense disablePadding>
                    <ListItem
                        disableGutters
                        secondaryAction={
                            <Select
                                size="small"
                                value={settings.contentWidth}
                                onChange={e => update('contentWidth', e.target.value as Settings['contentWidth'])}
                                inputProps={{ 'aria-label': '内容区域宽度' }}
                                sx={{ fontSize: 13, height: 28, width: 86 }}
                            >
                                <MenuItem value="Fixed">固定</MenuItem>
                                {settings.layoutMode !== 'sidemenu' && <MenuItem value="Fluid">流式</MenuItem>}
                            </Select>
                        }
                    >
                        <ListItemText primary="内容区域宽度" slotProps={{ primary: { fontSize: 14 } }} />
                    </ListItem>
                    {toggle('fixedHeader', '固定 Header')}
                    {toggle('autoHideHeader', '下滑时隐藏 Header', !settings.fixedHeader, '固定 Header 时可配置')}
                </List>
            </Section>
            <Divider sx={{ mb: 2 }} />
            <Section title="其他设置">
                <List dense disablePadding>
                    {toggle('colorWeak', '色弱模式')}
                    {toggle('multiPage', '多页签模式')}
                </List>
            </Section>
        </Drawer>
    );
};
