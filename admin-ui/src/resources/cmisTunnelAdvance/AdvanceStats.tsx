// 进尺统计 of 掘进日报: the metres advanced per section over the last 30 days (按日) or 12 months
// (按月), from GET /advance/cmisTunnelAdvance/statistics, as totals per section and a horizontal
// bar chart drawn with plain boxes: one row per period, one bar per section.
import { useEffect, useMemo, useState } from 'react';
import {
    Alert,
    Box,
    Button,
    Collapse,
    LinearProgress,
    Paper,
    Stack,
    ToggleButton,
    ToggleButtonGroup,
    Typography,
    useMediaQuery,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useHeaderSection } from '../../components/Crud';
import { MOBILE_QUERY } from '../../components/Crud/responsive';
import { getAction } from '../../dataProvider/http';
import { chartOf, formatMetres, rangeBegin, STATS_SPAN, STATS_URL, type AdvanceRow, type StatsBy } from './advanceStats';
import { Bars } from './AdvanceBars';

export * from './advanceStats';

/**
 * The panel. It follows the header's section; `refreshKey` reloads it (the page bumps it after a
 * save), as does its own 刷新.
 */
export const AdvanceStats = ({ refreshKey = 0 }: { refreshKey?: number }) => {
    const phone = useMediaQuery(MOBILE_QUERY);
    const { sectionId } = useHeaderSection(true);
    const [by, setBy] = useState<StatsBy>('day');
    const [tick, setTick] = useState(0);
    // A reload keeps the last answer on screen under the progress bar.
    const [rows, setRows] = useState<AdvanceRow[] | null>(null);
    const [error, setError] = useState('');
    const [loading, setLoading] = useState(true);
    const [showBars, setShowBars] = useState(false);

    useEffect(() => {
        let live = true;
        setLoading(true);
        getAction<AdvanceRow[]>(STATS_URL, { by, reportDate_begin: rangeBegin(by), sectionId })
            .then(env => {
                if (!live) return;
                if (env.success) {
                    setRows(Array.isArray(env.result) ? env.result : []);
                    setError('');
                } else if (Number(env.code) === 510) {
                    // no permission: the request layer said so
                    setRows([]);
                    setError('');
                } else {
                    setRows(null);
                    setError(env.message || '进尺统计加载失败');
                }
            })
            .catch(e => {
                if (!live) return;
                setRows(null);
                setError((e as Error)?.message || '进尺统计加载失败');
            })
            .finally(() => live && setLoading(false));
        return () => {
            live = false;
        };
    }, [by, sectionId, tick, refreshKey]);

    const chart = useMemo(() => chartOf(rows ?? []), [rows]);
    const empty = !loading && !error && chart.sections.length === 0;
    const grand = chart.sections.reduce((t, s) => t + s.metres, 0);
    const rangeText = by === 'day' ? `近${STATS_SPAN.day}天` : `近${STATS_SPAN.month}个月`;

    return (
        <Paper
            variant="outlined"
            component="section"
            aria-labelledby="aq-advance-stats-title"
            sx={{ p: { xs: 1.5, md: 3 }, mb: 2 }}
            className="aq-advance-stats"
        >
            <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <Typography id="aq-advance-stats-title" variant="h6" component="h2" sx={{ flex: 1, minWidth: 120 }}>
                    进尺统计
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                        {rangeText}
                    </Typography>
                </Typography>
                <ToggleButtonGroup
                    size="small"
                    exclusive
                    value={by}
                    onChange={(_, v: StatsBy | null) => v && setBy(v)}
                    aria-label="统计方式"
                >
                    <ToggleButton value="day">按日</ToggleButton>
                    <ToggleButton value="month">按月</ToggleButton>
                </ToggleButtonGroup>
                <Button size="small" startIcon={<RefreshIcon />} onClick={() => setTick(t => t + 1)} disabled={loading}>
                    刷新
                </Button>
            </Stack>

            <Box sx={{ height: 4, mb: 1 }}>{loading && <LinearProgress aria-label="进尺统计加载中" />}</Box>

            {error && (
                <Alert severity="warning" sx={{ py: 0 }}>
                    {error}
                </Alert>
            )}
            {empty && (
                <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                    暂无进尺数据
                </Typography>
            )}

            {chart.sections.length > 0 && (
                <>
                    <Box
                        component="ul"
                        aria-label="标段进尺合计"
                        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
                    >
                        {chart.sections.map(s => (
                            <Box
                                component="li"
                                key={s.id}
                                aria-label={`${s.name} ${formatMetres(s.metres)}`}
                                sx={{
                                    display: 'flex',
                                    alignItems: 'center',
                                    gap: 1,
                                    px: 1.5,
                                    py: 0.75,
                                    border: 1,
                                    borderColor: 'divider',
                                    borderRadius: 1,
                                    minWidth: { xs: 'calc(50% - 4px)', sm: 160 },
                                    flex: { xs: '1 1 calc(50% - 4px)', sm: '0 0 auto' },
                                }}
                            >
                                <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: s.colour, flexShrink: 0 }} />
                                <Box sx={{ minWidth: 0 }}>
                                    <Typography variant="body2" color="text.secondary" noWrap title={s.name}>
                                        {s.name}
                                    </Typography>
                                    <Typography variant="subtitle1" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', lineHeight: 1.3 }}>
                                        {formatMetres(s.metres)}
                                    </Typography>
                                </Box>
                            </Box>
                        ))}
                        {chart.sections.length > 1 && (
                            <Box
                                component="li"
                                aria-label={`合计 ${formatMetres(grand)}`}
                                sx={{ display: 'flex', alignItems: 'center', px: 1.5, py: 0.75, color: 'text.secondary' }}
                            >
                                合计&nbsp;
                                <Box component="b" sx={{ color: 'text.primary', fontVariantNumeric: 'tabular-nums' }}>
                                    {formatMetres(grand)}
                                </Box>
                            </Box>
                        )}
                    </Box>

                    {phone && (
                        <Button size="small" sx={{ mt: 1 }} onClick={() => setShowBars(v => !v)} aria-expanded={showBars}>
                            {showBars ? '收起图表' : '展开图表'}
                        </Button>
                    )}
                    <Collapse in={!phone || showBars} unmountOnExit>
                        <Bars chart={chart} />
                    </Collapse>
                </>
            )}
        </Paper>
    );
};

export default AdvanceStats;
