// The side panel of the prediction detail page: the same tunnel's other predictions.
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, CircularProgress, Link, List, ListItem, Paper, Typography } from '@mui/material';
import { predictionDetailPath } from './links';
import { blank, chainageRange } from './prediction';
import { RiskChip } from './PredictionSections';
import type { TunnelList } from './usePredictionData';

/** The tunnel's other predictions as a short timeline: chainage range, date, method, risk. */
export const TunnelPredictions = ({ list, currentId, riskText }: { list: TunnelList; currentId: string; riskText: (v: unknown) => string }) => {
    const id = useId();
    const others = (list.rows ?? []).filter(r => String(r.id) !== currentId);
    const loading = !list.rows && !list.error;
    return (
        <Paper variant="outlined" component="aside" aria-labelledby={id} sx={{ p: { xs: 2, md: 2.5 }, alignSelf: 'start' }}>
            <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
                同隧洞其他预报
            </Typography>
            {loading && <CircularProgress size={20} aria-label="加载中" />}
            {list.error && <Alert severity="warning">{list.error}</Alert>}
            {list.rows && others.length === 0 && <Typography color="text.secondary">暂无其他预报</Typography>}
            {others.length > 0 && (
                <List disablePadding aria-label="同隧洞其他预报">
                    {others.map(r => (
                        <ListItem key={String(r.id)} disableGutters divider sx={{ gap: 1, alignItems: 'flex-start' }}>
                            <Box sx={{ flex: 1, minWidth: 0 }}>
                                <Link component={RouterLink} to={predictionDetailPath(r.id)} underline="hover" sx={{ fontVariantNumeric: 'tabular-nums', wordBreak: 'break-all' }}>
                                    {chainageRange(r) || '未填写桩号'}
                                </Link>
                                <Typography variant="body2" color="text.secondary">
                                    {[r.predictDate, r.method_dictText ?? r.method].filter(v => !blank(v)).join(' · ')}
                                </Typography>
                            </Box>
                            {!blank(r.riskLevel) && <RiskChip level={r.riskLevel} text={String(r.riskLevel_dictText ?? riskText(r.riskLevel))} />}
                        </ListItem>
                    ))}
                </List>
            )}
            {list.rows && (list.total ?? 0) > list.rows.length && (
                <Typography variant="caption" color="text.secondary">
                    仅显示最近 {list.rows.length} 条
                </Typography>
            )}
        </Paper>
    );
};
