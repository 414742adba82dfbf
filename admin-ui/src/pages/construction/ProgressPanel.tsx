// 施工进度 and 掘进进尺: planned against actual progress, and the advance curve.
import { useMemo } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { EChart } from '../../components/Chart';
import { formatNumber } from '../home/options';
import { fetchAdvance, fetchProgress } from './api';
import { advanceCurve, advanceOption, CURVE_DAYS } from './options';
import { Figure, Panel, PercentBar } from './Panel';
import { useLoad } from './useLoad';

// the admin pages are light: ECharts' own theme, not the large screen's
const LIGHT_THEME = {};

export const ProgressPanel = ({ sectionId }: { sectionId: string }) => {
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

export const AdvancePanel = ({ sectionId }: { sectionId: string }) => {
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
