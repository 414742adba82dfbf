// 施工详情 (/constructionDetail?sectionId=…): one section — name, code, contractor, chainage
// range — with its progress (planned against actual), its advance curve, the grades of its
// quality assessments and its hidden dangers not yet closed. Without a section, a picker.
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
    Alert,
    Box,
    Button,
    Chip,
    CircularProgress,
    LinearProgress,
    Paper,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableFooter,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { EChart } from '../../components/Chart';
import { PageHeader } from '../../components/Layout';
import { SectionSelect } from '../../components/Pickers';
import { formatChainage } from '../../lib/chainage';
import { clampPercent, formatNumber } from '../home/options';
import {
    DANGER_PAGE_SIZE,
    dangerLabel,
    fetchAdvance,
    fetchDangers,
    fetchProgress,
    fetchQuality,
    fetchSection,
    GRADES,
    sectionLabel,
    type Row,
} from './api';
import { advanceCurve, advanceOption, CURVE_DAYS } from './options';

// the admin pages are light: ECharts' own theme, not the large screen's
const LIGHT_THEME = {};

interface Loaded<T> {
    data?: T;
    error?: string;
    loading: boolean;
    reload: () => void;
}

/** One figure's load, again when the section changes or on 重新加载; a stale reply is dropped. */
const useLoad = <T,>(sectionId: string, load: (id: string) => Promise<T>): Loaded<T> => {
    const [attempt, setAttempt] = useState(0);
    const key = `${sectionId}#${attempt}`;
    const [state, setState] = useState<{ key: string; data?: T; error?: string }>({ key: '' });
    useEffect(() => {
        let live = true;
        load(sectionId).then(
            data => live && setState({ key, data }),
            (e: Error) => live && setState({ key, error: e?.message || '加载失败' })
        );
        return () => {
            live = false;
        };
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [key]);
    const current = state.key === key ? state : { key };
    return { data: current.data, error: current.error, loading: !('data' in current) && !current.error, reload: () => setAttempt(n => n + 1) };
};

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** "K0+000.000 ~ K12+300.000" (either end alone when the other is missing). */
const chainageRange = (r: Row) => [formatChainage(r.startChainage), formatChainage(r.endChainage)].filter(Boolean).join(' ~ ');

/** A titled panel that shows its own loading and error. */
const Panel = ({ title, extra, state, children }: { title: ReactNode; extra?: ReactNode; state: Loaded<unknown>; children: ReactNode }) => {
    const id = useId();
    return (
        <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, minWidth: 0 }}>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5, gap: 1 }}>
                <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 500, flex: 1 }}>
                    {title}
                </Typography>
                {extra}
            </Stack>
            {state.loading && (
                <Box sx={{ textAlign: 'center', py: 4 }}>
                    <CircularProgress size={24} aria-label="加载中" />
                </Box>
            )}
            {state.error && (
                <Alert
                    severity="error"
                    action={
                        <Button color="inherit" size="small" onClick={state.reload}>
                            重新加载
                        </Button>
                    }
                >
                    {state.error}
                </Alert>
            )}
            {!state.loading && !state.error && children}
        </Paper>
    );
};

/** A figure with its label under it. */
const Figure = ({ label, value, unit, color }: { label: string; value: ReactNode; unit?: string; color?: string }) => (
    <Box sx={{ minWidth: 96 }}>
        <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums', color }}>
            {value}
            {unit && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.5 }}>
                    {unit}
                </Typography>
            )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
            {label}
        </Typography>
    </Box>
);

const PercentBar = ({ label, value, color }: { label: string; value: number; color: 'primary' | 'success' }) => (
    <Box sx={{ mb: 1.5 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="body2">{label}</Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
                {formatNumber(value)}%
            </Typography>
        </Stack>
        <LinearProgress variant="determinate" value={clampPercent(value)} color={color} aria-label={`${label} ${formatNumber(value)}%`} sx={{ height: 8, borderRadius: 4 }} />
    </Box>
);

const ProgressPanel = ({ sectionId }: { sectionId: string }) => {
    const state = useLoad(sectionId, fetchProgress);
    const p = state.data;
    const gap = p ? Number(p.actualPercent) - Number(p.plannedPercent) : 0;
    return (
        <Panel title="施工进度" state={state}>
            {!p ? (
                <Typography color="text.secondary">暂无进度数据</Typography>
            ) : (
                <>
                    <PercentBar label="计划进度" value={Number(p.plannedPercent) || 0} color="primary" />
                    <PercentBar label="实际进度" value={Number(p.actualPercent) || 0} color="success" />
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mt: 2 }}>
                        <Figure label="设计长度" value={formatNumber(p.designLength)} unit="米" />
                        <Figure label="已完成" value={formatNumber(p.advanced)} unit="米" />
                        <Figure
                            label={gap >= 0 ? '超前计划' : '滞后计划'}
                            value={`${formatNumber(Math.abs(gap))}%`}
                            color={gap >= 0 ? 'success.main' : 'error.main'}
                        />
                    </Stack>
                </>
            )}
        </Panel>
    );
};

const AdvancePanel = ({ sectionId }: { sectionId: string }) => {
    const state = useLoad(sectionId, fetchAdvance);
    const a = state.data;
    const option = useMemo(() => (a ? advanceOption(advanceCurve(a)) : null), [a]);
    return (
        <Panel title={`掘进进尺（近 ${CURVE_DAYS} 天）`} state={state}>
            {a && option && (
                <>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 1 }}>
                        <Figure label="今日进尺" value={formatNumber(a.today)} unit="米" />
                        <Figure label="本月进尺" value={formatNumber(a.month)} unit="米" />
                        <Figure label="累计进尺" value={formatNumber(a.total)} unit="米" />
                    </Stack>
                    <Box sx={{ height: 280 }}>
                        <EChart option={option} theme={LIGHT_THEME} ariaLabel={`近 ${CURVE_DAYS} 天日进尺与累计进尺曲线`} />
                    </Box>
                </>
            )}
        </Panel>
    );
};

const QualityPanel = ({ sectionId }: { sectionId: string }) => {
    const state = useLoad(sectionId, fetchQuality);
    const rows = state.data ?? [];
    const sum = (g: string) => rows.reduce((n, r) => n + (r.counts[g as keyof typeof r.counts] ?? 0), 0);
    const all = (r: { counts: Record<string, number> }) => GRADES.reduce((n, g) => n + (r.counts[g.value] ?? 0), 0);
    const total = GRADES.reduce((n, g) => n + sum(g.value), 0);
    const rate = (good: number, n: number) => (n ? `${formatNumber((good / n) * 100)}%` : '—');
    return (
        <Panel title="质量评定" state={state}>
            <TableContainer>
                <Table size="small" aria-label="质量评定等级统计" sx={{ minWidth: 440, '& th, & td': { whiteSpace: 'nowrap' } }}>
                    <TableHead>
                        <TableRow>
                            <TableCell>评定类别</TableCell>
                            {GRADES.map(g => (
                                <TableCell key={g.value} align="right">
                                    {g.text}
                                </TableCell>
                            ))}
                            <TableCell align="right">合计</TableCell>
                            <TableCell align="right">优良率</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {rows.map(r => (
                            <TableRow key={r.key}>
                                <TableCell component="th" scope="row">
                                    {r.title}
                                </TableCell>
                                {GRADES.map(g => (
                                    <TableCell key={g.value} align="right" sx={{ fontVariantNumeric: 'tabular-nums', color: g.value === '0' && r.counts[g.value] ? 'error.main' : undefined }}>
                                        {r.counts[g.value]}
                                    </TableCell>
                                ))}
                                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                                    {all(r)}
                                </TableCell>
                                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                                    {rate(r.counts['2'], all(r))}
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                    <TableFooter sx={{ '& th, & td': { typography: 'body2', color: 'text.primary', fontWeight: 500 } }}>
                        <TableRow>
                            <TableCell component="th" scope="row">
                                合计
                            </TableCell>
                            {GRADES.map(g => (
                                <TableCell key={g.value} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                                    {sum(g.value)}
                                </TableCell>
                            ))}
                            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                                {total}
                            </TableCell>
                            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                                {rate(sum('2'), total)}
                            </TableCell>
                        </TableRow>
                    </TableFooter>
                </Table>
            </TableContainer>
        </Panel>
    );
};

const DangersPanel = ({ sectionId }: { sectionId: string }) => {
    const state = useLoad(sectionId, fetchDangers);
    const list = state.data;
    const overdue = list?.rows.filter(r => r.overdue).length ?? 0;
    return (
        <Panel
            title={list ? `未闭环隐患（${list.total}）` : '未闭环隐患'}
            state={state}
            extra={overdue > 0 && <Chip size="small" color="error" label={`逾期 ${overdue}`} />}
        >
            {list && list.rows.length === 0 && <Typography color="text.secondary">暂无未闭环隐患</Typography>}
            {list && list.rows.length > 0 && (
                <>
                    <TableContainer>
                        <Table size="small" aria-label="未闭环隐患列表" sx={{ minWidth: 560 }}>
                            <TableHead>
                                <TableRow>
                                    {['location', 'chainage', 'level', 'status', 'deadline'].map(f => (
                                        <TableCell key={f}>{dangerLabel(f)}</TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {list.rows.map(r => (
                                    <TableRow key={String(r.id)} data-overdue={r.overdue ? 'true' : 'false'}>
                                        <TableCell sx={{ wordBreak: 'break-word' }}>
                                            {r.location || '—'}
                                            {!blank(r.description) && (
                                                <Typography variant="caption" component="p" color="text.secondary">
                                                    {String(r.description)}
                                                </Typography>
                                            )}
                                        </TableCell>
                                        <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatChainage(r.chainage) || '—'}</TableCell>
                                        <TableCell>
                                            <Chip size="small" variant="outlined" color={String(r.level) === '2' ? 'error' : 'warning'} label={r.level_dictText ?? r.level ?? '—'} />
                                        </TableCell>
                                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.status_dictText ?? r.status}</TableCell>
                                        <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                                            {r.deadline ? String(r.deadline).slice(0, 10) : '—'}
                                            {r.overdue && <Chip size="small" color="error" label="逾期" sx={{ ml: 1 }} />}
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </TableContainer>
                    {list.total > list.rows.length && (
                        <Typography variant="caption" color="text.secondary">
                            仅显示整改期限最近的 {DANGER_PAGE_SIZE} 条
                        </Typography>
                    )}
                </>
            )}
        </Panel>
    );
};

const SectionSwitch = ({ value, onChange }: { value: string; onChange: (id: string) => void }) => (
    <Box sx={{ width: { xs: '100%', sm: 240 } }}>
        <SectionSelect id="construction-section" label="标段" placeholder="请选择标段" value={value} onChange={onChange} />
    </Box>
);

const SectionDetail = ({ sectionId, onChoose }: { sectionId: string; onChoose: (id: string) => void }) => {
    const section = useLoad(sectionId, fetchSection);
    const s = section.data;
    if (section.loading || section.error || !s) {
        return (
            <>
                <PageHeader title="施工详情" extra={<SectionSwitch value={sectionId} onChange={onChoose} />} />
                <Box sx={{ px: { xs: 0, md: 2 }, pb: 2 }}>
                    {section.loading && (
                        <Box sx={{ textAlign: 'center', py: 6 }}>
                            <CircularProgress size={28} aria-label="加载中" />
                        </Box>
                    )}
                    {section.error && <Alert severity="error">{section.error}</Alert>}
                    {!section.loading && !section.error && <Alert severity="warning">标段不存在或您无权查看，请重新选择标段。</Alert>}
                </Box>
            </>
        );
    }
    const facts = [
        [sectionLabel('contractorId'), s.contractorId_dictText],
        [sectionLabel('supervisorId'), s.supervisorId_dictText],
        ['桩号', chainageRange(s)],
        [sectionLabel('length'), blank(s.length) ? '' : formatNumber(s.length, 3)],
        ['计划工期', [s.planStartDate, s.planEndDate].filter(v => !blank(v)).join(' ~ ')],
    ].filter(([, v]) => !blank(v));
    return (
        <>
            <PageHeader
                title={
                    <>
                        {String(s.name ?? '')}
                        {!blank(s.code) && <Chip size="small" label={String(s.code)} sx={{ ml: 1, verticalAlign: 'middle' }} />}
                    </>
                }
                content={
                    <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0 }}>
                        {facts.map(([label, value]) => (
                            <Box key={label} sx={{ display: 'flex', gap: 0.5 }}>
                                <Box component="dt">{label}：</Box>
                                <Box component="dd" sx={{ m: 0, color: 'text.primary', fontVariantNumeric: 'tabular-nums' }}>
                                    {value}
                                </Box>
                            </Box>
                        ))}
                    </Stack>
                }
                extra={<SectionSwitch value={sectionId} onChange={onChoose} />}
            />
            {/* progress beside the wider curve, then the two tables side by side */}
            <Box
                sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(6, minmax(0, 1fr))' },
                    '& > :nth-of-type(1)': { gridColumn: { lg: 'span 2' } },
                    '& > :nth-of-type(2)': { gridColumn: { lg: 'span 4' } },
                    '& > :nth-of-type(n+3)': { gridColumn: { lg: 'span 3' } },
                    px: { xs: 0, md: 2 },
                    pb: 2,
                }}
            >
                <ProgressPanel sectionId={sectionId} />
                <AdvancePanel sectionId={sectionId} />
                <QualityPanel sectionId={sectionId} />
                <DangersPanel sectionId={sectionId} />
            </Box>
        </>
    );
};

export const ConstructionDetailPage = () => {
    const [params, setParams] = useSearchParams();
    const sectionId = (params.get('sectionId') ?? '').trim();
    const choose = (id: string) => setParams(id ? { sectionId: id } : {});
    if (sectionId) return <SectionDetail key={sectionId} sectionId={sectionId} onChoose={choose} />;
    return (
        <>
            <PageHeader title="施工详情" content="选择一个标段，查看其进度、进尺、质量评定和未闭环隐患。" />
            <Paper variant="outlined" sx={{ mx: { xs: 0, md: 2 }, p: { xs: 2, md: 3 }, maxWidth: 480 }}>
                <SectionSelect id="construction-section" label="标段" placeholder="请选择标段" value="" onChange={choose} />
            </Paper>
        </>
    );
};

export default ConstructionDetailPage;
