// The panels of the large screen, one per dashboard call.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, ButtonBase, Tooltip } from '@mui/material';
import { EChart, type ChartOption } from '../../components/Chart';
import { anntIdOf, noticeTime, PriorityTag } from '../../components/Notice';
import { formatMoney, moneyCapital } from '../../lib/money';
import type { AdvanceStats, DangerStats, EquipmentStats, InvestmentStats, PatrolStats, SectionProgress } from './api';
import { ChartBox, CYAN, Figure, Figures, Panel } from './Panel';
import { chartLabel, clampPercent, dailyAdvanceOption, dangerOption, dayText, equipmentOption, formatNumber, formatWan, monthlyAdvanceOption, patrolOption } from './options';
import type { DashboardState } from './useDashboard';

type Props<K extends keyof DashboardState> = { state: DashboardState[K]; onRetry: () => void; grow?: number };

const Chart = ({ option, label }: { option: ChartOption; label: string }) => (
    <ChartBox>
        <EChart option={option} ariaLabel={chartLabel(label, option)} style={{ position: 'absolute', inset: 0 }} />
    </ChartBox>
);

const today = () => dayText(new Date());

/** A thin percentage bar. */
const Bar = ({ percent, color, label }: { percent: number; color: string; label: string }) => (
    <Box role="meter" aria-label={label} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} sx={{ height: '0.5em', borderRadius: 99, bgcolor: 'rgba(255,255,255,.08)', overflow: 'hidden' }}>
        <Box sx={{ width: `${clampPercent(percent)}%`, height: '100%', borderRadius: 99, background: color, transition: 'width .6s' }} />
    </Box>
);

export const ProgressPanel = ({ state, onRetry, grow }: Props<'progress'>) => (
    <Panel title="施工进度" testId="panel-progress" state={state} onRetry={onRetry} grow={grow} isEmpty={d => d.length === 0}>
        {(rows: SectionProgress[]) => (
            <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', pr: '0.3em', display: 'flex', flexDirection: 'column', gap: '0.55em' }}>
                <Box sx={{ display: 'flex', gap: '1em', fontSize: '0.85em', color: '#9fc3e7' }}>
                    <span>
                        <Box component="i" sx={{ display: 'inline-block', width: '0.8em', height: '0.5em', mr: '0.3em', bgcolor: '#ffc53d', borderRadius: 1 }} />
                        计划
                    </span>
                    <span>
                        <Box component="i" sx={{ display: 'inline-block', width: '0.8em', height: '0.5em', mr: '0.3em', bgcolor: CYAN, borderRadius: 1 }} />
                        实际
                    </span>
                </Box>
                {rows.map(r => {
                    const behind = (Number(r.actualPercent) || 0) < (Number(r.plannedPercent) || 0) - 5;
                    return (
                        <Box key={r.sectionId} data-testid="progress-row">
                            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: '0.5em', mb: '0.2em' }}>
                                <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: '#e6f4ff' }} title={r.sectionName}>
                                    {r.sectionName}
                                </Box>
                                <Box sx={{ fontSize: '0.85em', color: '#9fc3e7', whiteSpace: 'nowrap' }}>
                                    掘进 {formatNumber(r.advanced)} / {formatNumber(r.designLength)} 米{r.advancePercent != null && `（${formatNumber(r.advancePercent)}%）`}
                                </Box>
                            </Box>
                            <Box sx={{ display: 'grid', gridTemplateColumns: '2.5em 1fr 3.8em', alignItems: 'center', columnGap: '0.4em', rowGap: '0.2em', fontSize: '0.85em' }}>
                                <Box sx={{ color: '#9fc3e7' }}>计划</Box>
                                <Bar percent={r.plannedPercent} color="linear-gradient(90deg,#a87a00,#ffc53d)" label={`${r.sectionName}计划进度`} />
                                <Box sx={{ textAlign: 'right', color: '#ffc53d' }}>{formatNumber(r.plannedPercent)}%</Box>
                                <Box sx={{ color: '#9fc3e7' }}>实际</Box>
                                <Bar percent={r.actualPercent} color={behind ? 'linear-gradient(90deg,#a8321a,#ff7a45)' : `linear-gradient(90deg,#0a6f9a,${CYAN})`} label={`${r.sectionName}实际进度`} />
                                <Box sx={{ textAlign: 'right', color: behind ? '#ff7a45' : CYAN }}>{formatNumber(r.actualPercent)}%</Box>
                            </Box>
                        </Box>
                    );
                })}
            </Box>
        )}
    </Panel>
);

export const EquipmentPanel = ({ state, onRetry, grow }: Props<'equipment'>) => {
    const option = useMemo(() => (state.data ? equipmentOption(state.data) : null), [state.data]);
    return (
        <Panel
            title="设备状态"
            testId="panel-equipment"
            state={state}
            onRetry={onRetry}
            grow={grow}
            isEmpty={d => !(Number(d.total) > 0)}
            extra={(d: EquipmentStats) => (
                <Box sx={{ fontSize: '0.9em', color: '#9fc3e7' }}>
                    总数 <Box component="b" data-testid="figure-equipment-total" sx={{ color: CYAN, fontSize: '1.2em' }}>{formatNumber(d.total, 0)}</Box> 台
                </Box>
            )}
        >
            {() => option && <Chart option={option} label="设备按状态统计" />}
        </Panel>
    );
};

/** The tip of an amount: the exact yuan and the capital numerals (大写). */
const amountTip = (v: number | null | undefined) =>
    v === null || v === undefined ? (
        '暂无记录'
    ) : (
        <Box sx={{ fontSize: 13, lineHeight: 1.6 }}>
            <div>{formatMoney(v)} 元</div>
            <div>大写：{moneyCapital(v)}</div>
        </Box>
    );

const AMOUNTS: { key: keyof InvestmentStats; label: string }[] = [
    { key: 'plan', label: '计划投资' },
    { key: 'contract', label: '合同金额' },
    { key: 'completed', label: '累计完成' },
    { key: 'completedYear', label: '本年完成' },
    { key: 'paid', label: '已支付' },
];

/** One amount: label, 万元 figure, the exact yuan and 大写 on hover or focus. */
const Amount = ({ label, value, testId, color }: { label: string; value: number | null | undefined; testId: string; color: string }) => (
    <Tooltip title={amountTip(value)} describeChild placement="top-start">
        <Box
            tabIndex={0}
            sx={{ display: 'flex', alignItems: 'baseline', gap: '0.5em', py: '0.1em', borderBottom: '1px dashed rgba(25,212,255,.15)', outline: 'none', '&:hover, &:focus-visible': { bgcolor: 'rgba(25,212,255,.08)' } }}
        >
            <Box sx={{ color: '#9fc3e7', whiteSpace: 'nowrap' }}>{label}</Box>
            <Box sx={{ flex: 1 }} />
            <Box component="span" data-testid={testId} sx={{ fontSize: '1.3em', fontWeight: 700, color, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatWan(value)}
            </Box>
        </Box>
    </Tooltip>
);

export const InvestmentPanel = ({ state, onRetry, grow }: Props<'investment'>) => (
    <Panel title="投资完成" testId="panel-investment" state={state} onRetry={onRetry} grow={grow} extra={() => <Box sx={{ fontSize: '0.85em', color: '#9fc3e7' }}>单位：万元</Box>}>
        {(d: InvestmentStats) => {
            const done = Number(d.completed) > 0 && Number(d.plan) > 0 ? (Number(d.completed) / Number(d.plan)) * 100 : null;
            return (
                <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column', justifyContent: 'safe center', gap: '0.1em' }}>
                    {AMOUNTS.map(a => (
                        <Amount key={a.key} label={a.label} value={d[a.key]} testId={`figure-investment-${a.key}`} color={a.key === 'paid' ? '#3ee6a4' : CYAN} />
                    ))}
                    {done !== null && (
                        <Box sx={{ mt: '0.3em' }}>
                            <Box sx={{ display: 'flex', fontSize: '0.85em', color: '#9fc3e7', mb: '0.2em' }}>
                                <span>投资完成率</span>
                                <Box sx={{ flex: 1 }} />
                                <Box component="span" sx={{ color: CYAN }}>{formatNumber(done)}%</Box>
                            </Box>
                            <Bar percent={done} color={`linear-gradient(90deg,#0a6f9a,${CYAN})`} label="投资完成率" />
                        </Box>
                    )}
                </Box>
            );
        }}
    </Panel>
);

export const AdvanceFigures = ({ state, onRetry }: Props<'advance'>) => (
    <Panel title="掘进进尺" testId="panel-advance" state={state} onRetry={onRetry} grow={0}>
        {(d: AdvanceStats) => (
            <Figures>
                <Figure label="今日进尺" value={formatNumber(d.today)} unit="米" testId="figure-advance-today" />
                <Figure label="本月进尺" value={formatNumber(d.month)} unit="米" testId="figure-advance-month" color="#3ee6a4" />
                <Figure label="累计进尺" value={formatNumber(d.total)} unit="米" testId="figure-advance-total" color="#ffc53d" />
            </Figures>
        )}
    </Panel>
);

export const DailyAdvancePanel = ({ state, onRetry, grow }: Props<'advance'>) => {
    const option = useMemo(() => (state.data ? dailyAdvanceOption(state.data.daily, today()) : null), [state.data]);
    return (
        <Panel title="近30日掘进进尺" testId="panel-advance-daily" state={state} onRetry={onRetry} grow={grow}>
            {() => option && <Chart option={option} label="近30日每日掘进进尺（米）" />}
        </Panel>
    );
};

export const MonthlyAdvancePanel = ({ state, onRetry, grow }: Props<'advance'>) => {
    const option = useMemo(() => (state.data ? monthlyAdvanceOption(state.data.monthly, today().slice(0, 7)) : null), [state.data]);
    return (
        <Panel title="近12个月掘进进尺" testId="panel-advance-monthly" state={state} onRetry={onRetry} grow={grow}>
            {() => option && <Chart option={option} label="近12个月每月掘进进尺（米）" />}
        </Panel>
    );
};

export const PatrolPanel = ({ state, onRetry, grow }: Props<'patrol'>) => {
    const option = useMemo(() => (state.data ? patrolOption(state.data.daily, today()) : null), [state.data]);
    return (
        <Panel title="安全巡检" testId="panel-patrol" state={state} onRetry={onRetry} grow={grow}>
            {(d: PatrolStats) => (
                <>
                    <Figures>
                        <Figure label="今日巡检" value={formatNumber(d.today, 0)} unit="次" testId="figure-patrol-today" />
                        <Figure label="本周巡检" value={formatNumber(d.week, 0)} unit="次" testId="figure-patrol-week" color="#3ee6a4" />
                        <Figure label="本周问题" value={formatNumber(d.problemsWeek, 0)} unit="个" testId="figure-patrol-problems" color="#ff7a45" />
                    </Figures>
                    {option && <Chart option={option} label="近14日巡检次数与发现问题" />}
                </>
            )}
        </Panel>
    );
};

export const DangerPanel = ({ state, onRetry, grow }: Props<'dangers'>) => {
    const option = useMemo(() => (state.data ? dangerOption(state.data) : null), [state.data]);
    return (
        <Panel title="隐患排查" testId="panel-dangers" state={state} onRetry={onRetry} grow={grow}>
            {(d: DangerStats) => (
                <>
                    <Figures>
                        <Figure label="未闭环隐患" value={formatNumber(d.open, 0)} unit="项" testId="figure-dangers-open" color="#ffc53d" />
                        <Figure label="超期未整改" value={formatNumber(d.overdue, 0)} unit="项" testId="figure-dangers-overdue" color="#ff4d6a" />
                    </Figures>
                    {option && (d.byLevel ?? []).length > 0 ? (
                        <Chart option={option} label="未闭环隐患按等级统计" />
                    ) : (
                        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#7fa6cc', minHeight: '4em' }}>暂无未闭环隐患</Box>
                    )}
                </>
            )}
        </Panel>
    );
};

export const NoticePanel = ({ state, onRetry, grow }: Props<'notices'>) => {
    const navigate = useNavigate();
    return (
        <Panel title="通知公告" testId="panel-notices" state={state} onRetry={onRetry} grow={grow} isEmpty={d => d.length === 0}>
            {list => (
                <Box component="ul" aria-label="通知公告" sx={{ listStyle: 'none', m: 0, p: 0, flex: 1, minHeight: 0, overflowY: 'auto' }}>
                    {list.map(n => (
                        <li key={n.id}>
                            <ButtonBase
                                onClick={() => navigate(`/announcement/detail?id=${encodeURIComponent(anntIdOf(n))}`)}
                                sx={{ width: '100%', display: 'flex', alignItems: 'center', gap: '0.5em', textAlign: 'left', py: '0.45em', px: '0.3em', borderBottom: '1px dashed rgba(25,212,255,.18)', fontSize: 'inherit', color: '#e6f4ff', '&:hover, &:focus-visible': { bgcolor: 'rgba(25,212,255,.1)' } }}
                            >
                                <Box
                                    component="span"
                                    aria-label={String(n.readFlag) === '1' ? '已读' : '未读'}
                                    sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: String(n.readFlag) === '1' ? 'rgba(159,195,231,.35)' : CYAN, flexShrink: 0 }}
                                />
                                <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: String(n.readFlag) === '1' ? '#9fc3e7' : 'inherit' }} title={n.titile}>
                                    {n.titile}
                                </Box>
                                <PriorityTag priority={n.priority} />
                                <Box component="span" sx={{ fontSize: '0.85em', color: '#7fa6cc', whiteSpace: 'nowrap' }}>
                                    {noticeTime(n).slice(0, 10)}
                                </Box>
                            </ButtonBase>
                        </li>
                    ))}
                </Box>
            )}
        </Panel>
    );
};
