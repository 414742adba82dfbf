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
import { config } from './config.gen';

export type StatsBy = 'day' | 'month';

/** One period's advance of a section, as the server answers it. */
export interface AdvanceRow {
    /** YYYY-MM-DD (by day) or YYYY-MM (by month) */
    period: string;
    sectionId: string;
    sectionName: string;
    metres: number;
}

export const STATS_URL = `${config.apiPrefix.replace(/\/+$/, '')}/statistics`;

/** The days (by day) or months (by month) the panel shows, today's included. */
export const STATS_SPAN: Record<StatsBy, number> = { day: 30, month: 12 };

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** reportDate_begin of a range: 29 days before today, or the first day 11 months back. */
export const rangeBegin = (by: StatsBy, now: Date = new Date()): string =>
    by === 'day'
        ? ymd(new Date(now.getFullYear(), now.getMonth(), now.getDate() - (STATS_SPAN.day - 1)))
        : ymd(new Date(now.getFullYear(), now.getMonth() - (STATS_SPAN.month - 1), 1));

/** Metres with one decimal: 1,234.5 米. */
export const formatMetres = (m: number): string =>
    `${(Number.isFinite(m) ? m : 0).toLocaleString('zh-CN', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} 米`;

/** Distinct colours for the sections, in the order they first appear. */
export const SECTION_COLOURS = ['#1976d2', '#ed6c02', '#2e7d32', '#9c27b0', '#0288d1', '#d32f2f', '#795548', '#607d8b', '#c2185b', '#689f38'];

export interface SectionTotal {
    id: string;
    name: string;
    colour: string;
    metres: number;
}

export interface AdvanceChart {
    sections: SectionTotal[];
    periods: { period: string; values: { section: SectionTotal; metres: number }[] }[];
    /** the largest single bar, the scale of all bars */
    max: number;
}

const keyOf = (r: AdvanceRow) => String(r.sectionId ?? '');

/** Totals per section and the bars per period (periods and sections in the reply's order). */
export const chartOf = (rows: AdvanceRow[]): AdvanceChart => {
    const sections = new Map<string, SectionTotal>();
    const periods = new Map<string, Map<string, number>>();
    let max = 0;
    for (const r of rows) {
        const id = keyOf(r);
        const metres = Number(r.metres) || 0;
        let s = sections.get(id);
        if (!s) {
            s = { id, name: r.sectionName || id || '未知标段', colour: SECTION_COLOURS[sections.size % SECTION_COLOURS.length], metres: 0 };
            sections.set(id, s);
        }
        s.metres += metres;
        const p = periods.get(r.period) ?? new Map<string, number>();
        p.set(id, (p.get(id) ?? 0) + metres);
        periods.set(r.period, p);
        max = Math.max(max, p.get(id)!);
    }
    return {
        sections: [...sections.values()],
        periods: [...periods.entries()].map(([period, values]) => ({
            period,
            values: [...values.entries()].map(([id, metres]) => ({ section: sections.get(id)!, metres })),
        })),
        max,
    };
};

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

const LABEL_WIDTH = 96;
const VALUE_WIDTH = 76;

/** A bar's length in % of the track: the largest bar fills it. */
export const barPercent = (metres: number, max: number): number =>
    max > 0 ? Math.round(Math.min(1, Math.max(0, metres) / max) * 10000) / 100 : 0;

/** The legend and one row per period, one bar per section; scrolls inside its own box. */
const Bars = ({ chart }: { chart: AdvanceChart }) => (
    <Box sx={{ mt: 2 }}>
        <Box
            component="ul"
            aria-label="图例"
            sx={{ listStyle: 'none', m: 0, mb: 1, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2, fontSize: 13, color: 'text.secondary' }}
        >
            {chart.sections.map(s => (
                <Box component="li" key={s.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                    <Box component="span" aria-hidden sx={{ width: 16, height: 8, borderRadius: '2px', bgcolor: s.colour }} />
                    {s.name}
                </Box>
            ))}
        </Box>
        <Box sx={{ maxHeight: 360, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }} className="aq-advance-bars">
            <Box component="ul" aria-label="进尺图表" sx={{ listStyle: 'none', m: 0, p: 1, minWidth: 420 }}>
                {chart.periods.map(p => (
                    <Box
                        component="li"
                        key={p.period}
                        aria-label={p.period}
                        sx={{
                            display: 'flex',
                            alignItems: 'center',
                            gap: 1,
                            py: 0.5,
                            '& + &': { borderTop: 1, borderColor: 'divider' },
                        }}
                    >
                        <Box
                            sx={{ width: LABEL_WIDTH, flexShrink: 0, fontSize: 13, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
                        >
                            {p.period}
                        </Box>
                        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '2px' }}>
                            {p.values.map(({ section: s, metres }) => (
                                <Box
                                    key={s.id}
                                    role="img"
                                    aria-label={`${s.name} ${formatMetres(metres)}`}
                                    title={`${s.name} ${formatMetres(metres)}`}
                                    sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}
                                >
                                    <Box sx={{ flex: 1, minWidth: 0 }}>
                                        <Box
                                            sx={{
                                                height: 12,
                                                borderRadius: '2px',
                                                bgcolor: s.colour,
                                                width: `${barPercent(metres, chart.max)}%`,
                                                minWidth: metres > 0 ? 2 : 0,
                                            }}
                                        />
                                    </Box>
                                    <Box
                                        component="span"
                                        sx={{ width: VALUE_WIDTH, flexShrink: 0, fontSize: 12, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                                    >
                                        {formatMetres(metres)}
                                    </Box>
                                </Box>
                            ))}
                        </Box>
                    </Box>
                ))}
            </Box>
        </Box>
    </Box>
);

export default AdvanceStats;
