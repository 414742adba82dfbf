// 首页大屏 (/home/dashboard): project title, clock and weather on top; progress, equipment and
// investment on the left; tunnel advance in the middle; patrols, dangers and announcements on
// the right. A CSS grid with a font size that follows the window width keeps text and charts
// crisp (no transform scaling): three columns at ≥1200 px filling the window, two below, one
// stacked column on a phone.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Box, Button, createTheme, TextField, ThemeProvider } from '@mui/material';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { config } from '../../app/config';
import { chineseDate, chineseWeekday, clockText } from '../../app/greeting';
import { getToken } from '../../app/storage';
import { getAction } from '../../dataProvider/http';
import { useNow, useWeather } from '../../layout/Banner';
import { SECTION_TREE_URL, sectionTree } from '../../layout/SectionChooser';
import { CYAN } from './Panel';
import { AdvanceFigures, DailyAdvancePanel, DangerPanel, EquipmentPanel, InvestmentPanel, MonthlyAdvancePanel, NoticePanel, PatrolPanel, ProgressPanel } from './panels';
import type { PanelKey } from './api';
import { useDashboard, type UseDashboardOptions } from './useDashboard';

const screenTheme = createTheme({
    palette: { mode: 'dark', primary: { main: CYAN }, background: { default: '#040f26', paper: '#0b2550' } },
    typography: { fontFamily: '"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif' },
    components: {
        MuiTooltip: { styleOverrides: { tooltip: { backgroundColor: 'rgba(6,24,54,.96)', border: '1px solid #1b7fd0', color: '#e6f4ff', fontSize: 13 } } },
    },
});

/** The sections the viewer works in (the header chooser's data) and the engineering name when there is one. */
const useSections = () => {
    const [records, setRecords] = useState<unknown[]>([]);
    useEffect(() => {
        let live = true;
        getAction(SECTION_TREE_URL, { isAll: true }, { silent: true })
            .then(env => {
                const list = env.success ? (env.result?.records ?? env.result) : [];
                if (live && Array.isArray(list)) setRecords(list);
            })
            .catch(() => {});
        return () => {
            live = false;
        };
    }, []);
    return useMemo(() => {
        const nodes = sectionTree(records as Parameters<typeof sectionTree>[0]);
        const projects = nodes.filter(n => !n.selectable);
        return { sections: nodes.filter(n => n.selectable), engineering: projects.length === 1 ? projects[0].label : '' };
    }, [records]);
};

const TopBar = ({ sectionId, onSection }: { sectionId: string; onSection: (id: string) => void }) => {
    const now = useNow();
    const weather = useWeather();
    const navigate = useNavigate();
    const { sections, engineering } = useSections();
    return (
        <Box
            component="header"
            sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', md: '1fr auto 1fr' },
                alignItems: 'center',
                gap: { xs: '0.4em', md: '1em' },
                px: '1em',
                py: '0.5em',
                background: 'linear-gradient(180deg, rgba(12,52,110,.9) 0%, rgba(4,15,38,0) 100%)',
                borderBottom: '1px solid rgba(25,212,255,.25)',
            }}
        >
            <Box sx={{ order: { xs: 2, md: 1 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.3em 1em', color: '#9fc3e7', fontSize: '1.05em' }}>
                <span>
                    {chineseDate(now)} {chineseWeekday(now)}
                </span>
                <Box component="span" data-testid="screen-clock" sx={{ color: '#e6f4ff', fontSize: '1.3em', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                    {clockText(now)}
                </Box>
                {weather && (
                    <Box component="span" data-testid="screen-weather" sx={{ display: 'inline-flex', alignItems: 'center', gap: '0.3em' }}>
                        {weather.location && <PlaceOutlined sx={{ fontSize: '1.1em' }} />}
                        {weather.location} {weather.text} {weather.temp != null && `${weather.temp}°C`}
                    </Box>
                )}
            </Box>
            <Box sx={{ order: { xs: 1, md: 2 }, textAlign: 'center' }}>
                <Box
                    component="h1"
                    sx={{
                        m: 0,
                        fontSize: { xs: '1.5em', md: '2.2em' },
                        fontWeight: 700,
                        letterSpacing: '0.12em',
                        background: 'linear-gradient(180deg,#ffffff 0%,#8fe3ff 100%)',
                        WebkitBackgroundClip: 'text',
                        backgroundClip: 'text',
                        color: 'transparent',
                        textShadow: '0 0 18px rgba(25,212,255,.35)',
                    }}
                >
                    {config.projectTitle}
                </Box>
                {engineering && <Box sx={{ color: '#9fc3e7', fontSize: '0.95em', letterSpacing: '0.2em' }}>{engineering}</Box>}
            </Box>
            <Box sx={{ order: 3, display: 'flex', justifyContent: { xs: 'flex-start', md: 'flex-end' }, alignItems: 'center', gap: '0.8em', flexWrap: 'wrap' }}>
                <TextField
                    select
                    size="small"
                    value={sectionId}
                    onChange={e => onSection(e.target.value)}
                    sx={{ minWidth: '11em', '& .MuiInputBase-root': { fontSize: '1em', bgcolor: 'rgba(8,30,70,.7)' } }}
                    slotProps={{ select: { native: true, inputProps: { 'aria-label': '标段' } } }}
                >
                    <option value="">全部标段</option>
                    {sections.map(s => (
                        <option key={s.id} value={s.id}>
                            {s.label}
                        </option>
                    ))}
                </TextField>
                <Button variant="outlined" size="small" onClick={() => navigate(config.homePath)} sx={{ fontSize: '0.95em', whiteSpace: 'nowrap' }}>
                    进入系统
                </Button>
            </Box>
        </Box>
    );
};

const Column = ({ children, area, label }: { children: ReactNode; area: string; label: string }) => (
    <Box aria-label={label} role="region" sx={{ gridArea: area, display: 'flex', flexDirection: 'column', gap: '0.8em', minHeight: 0, minWidth: 0 }}>
        {children}
    </Box>
);

export const DashboardScreen = (props: UseDashboardOptions) => {
    const [sectionId, setSectionId] = useState('');
    const { state, loadOne } = useDashboard(sectionId, props);
    const retry = (k: PanelKey) => ({ onRetry: () => loadOne(k) });
    return (
        <ThemeProvider theme={screenTheme}>
            <Box
                data-testid="dashboard-screen"
                sx={{
                    // 15 px at 1920 wide, 12 px at 1366 and below, 20 px at most
                    fontSize: 'clamp(12px, 0.78vw, 20px)',
                    minHeight: '100vh',
                    display: 'flex',
                    flexDirection: 'column',
                    color: '#cfe6ff',
                    background: 'radial-gradient(ellipse at 50% 0%, #0d3570 0%, #061838 45%, #030b1f 100%)',
                    // a wide window is filled exactly; a short or narrow one scrolls
                    '@media (min-width:1200px) and (min-height:600px)': { height: '100vh', overflow: 'hidden' },
                }}
            >
                <TopBar sectionId={sectionId} onSection={setSectionId} />
                <Box
                    component="main"
                    sx={{
                        flex: 1,
                        minHeight: 0,
                        display: 'grid',
                        gap: '0.8em',
                        p: '0.8em',
                        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'minmax(0,1fr) minmax(0,1.5fr) minmax(0,1fr)' },
                        gridTemplateAreas: { xs: '"main" "left" "right"', sm: '"main main" "left right"', lg: '"left main right"' },
                        gridTemplateRows: { lg: 'minmax(0,1fr)' },
                    }}
                >
                    <Column area="left" label="左侧">
                        <ProgressPanel state={state.progress} {...retry('progress')} grow={1.15} />
                        <EquipmentPanel state={state.equipment} {...retry('equipment')} grow={0.9} />
                        <InvestmentPanel state={state.investment} {...retry('investment')} grow={1.15} />
                    </Column>
                    <Column area="main" label="中部">
                        <AdvanceFigures state={state.advance} {...retry('advance')} />
                        <DailyAdvancePanel state={state.advance} {...retry('advance')} />
                        <MonthlyAdvancePanel state={state.advance} {...retry('advance')} />
                    </Column>
                    <Column area="right" label="右侧">
                        <PatrolPanel state={state.patrol} {...retry('patrol')} grow={1.2} />
                        <DangerPanel state={state.dangers} {...retry('dangers')} />
                        <NoticePanel state={state.notices} {...retry('notices')} />
                    </Column>
                </Box>
            </Box>
        </ThemeProvider>
    );
};

/** The route element: the screen for a logged-in user, else the login page (back here after). */
export const DashboardPage = () =>
    getToken() ? <DashboardScreen /> : <Navigate to={`${config.loginPath}?redirect=${encodeURIComponent('/home/dashboard')}`} replace />;

export default DashboardPage;
