// 进度计划: the progress plan of the header section (all sections when none is chosen) as a Gantt
// chart with its critical path (GET /progress/cmisProgressPlan/criticalPath). Who holds the plan's
// 编辑 button (progress:cmisProgressPlan:edit) drags a bar to propose new dates; a confirmed change
// or its 撤销 is saved (PUT /progress/cmisProgressPlan/edit) and reloads the critical path; a
// refused change goes back with the server's message. Everyone else sees the chart read-only.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
    Alert,
    Box,
    Card,
    CardContent,
    CircularProgress,
    IconButton,
    LinearProgress,
    Stack,
    ToggleButton,
    ToggleButtonGroup,
    Tooltip,
    Typography,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Gantt } from '../../components/Gantt';
import { useCrudPerms } from '../../components/Crud/useCrudPerms';
import { feedback } from '../../components/Feedback';
import { getAction, putAction } from '../../dataProvider/http';
import { SECTION_ID_KEY } from '../../layout/SectionChooser';
import { config as planConfig } from '../../resources/cmisProgressPlan/config.gen';
import {
    CRITICAL_PATH_URL,
    EDIT_URL,
    PLAN_TYPES,
    chainText,
    normalizeResult,
    summaryText,
    toGanttTasks,
    viewForPlan,
    type CriticalPathResult,
    type PlanType,
} from './criticalPath';
import { PlanTable } from './PlanTable';

const messageOf = (e: unknown, fallback: string): string => {
    const m = (e as { message?: unknown } | null)?.message;
    return typeof m === 'string' && m ? m : fallback;
};

/** the window event the header's section chooser sends on a new choice */
export const SECTION_CHANGE_EVENT = 'aq:section-change';

export const ProgressGantt = () => {
    const theme = useTheme();
    const [planType, setPlanType] = useState<PlanType>('month');
    const [data, setData] = useState<CriticalPathResult | null>(null);
    const [error, setError] = useState<string | null>(null);
    const [loading, setLoading] = useState(true);
    const [selected, setSelected] = useState<string | null>(null);
    /** only the latest request may set the state */
    const seq = useRef(0);
    const planRef = useRef(planType);
    planRef.current = planType;
    // the plan's 编辑 button, as its generated list checks it
    const canEdit = useCrudPerms(planConfig).perms.edit;

    const load = useCallback(async (type: PlanType) => {
        const mine = ++seq.current;
        setLoading(true);
        // The header's section chooser keeps its choice here; absent = all sections.
        const sectionId = localStorage.getItem(SECTION_ID_KEY) || undefined;
        try {
            const env = await getAction<CriticalPathResult>(CRITICAL_PATH_URL, { planType: type, sectionId });
            if (mine !== seq.current) return;
            if (env.success) {
                setData(normalizeResult(env.result));
                setError(null);
            } else {
                setData(null);
                setError(env.message || '加载进度计划失败');
            }
        } catch (e) {
            if (mine !== seq.current) return;
            setData(null);
            setError(messageOf(e, '加载进度计划失败'));
        } finally {
            if (mine === seq.current) setLoading(false);
        }
    }, []);

    useEffect(() => {
        void load(planType);
    }, [load, planType]);

    // A new choice in the header's section chooser (its 'aq:section-change' window event) reloads.
    useEffect(() => {
        const onSection = () => void load(planRef.current);
        window.addEventListener(SECTION_CHANGE_EVENT, onSection);
        return () => window.removeEventListener(SECTION_CHANGE_EVENT, onSection);
    }, [load]);

    // Invalidate a request still running when the page goes.
    useEffect(
        () => () => {
            seq.current++;
        },
        []
    );

    const tasks = useMemo(() => toGanttTasks(data?.tasks ?? []), [data]);

    const saveDates = useCallback(
        async (id: string, start: string, end: string) => {
            const env = await putAction(EDIT_URL, { id, planStartDate: start, planEndDate: end });
            if (!env.success) throw new Error(env.message || '修改计划日期失败');
            feedback.message.success('计划日期已更新');
            await load(planRef.current);
        },
        [load]
    );

    const chain = data ? chainText(data) : '';
    const critical = theme.palette.error.main;

    return (
        <Box sx={{ minWidth: 0 }}>
            <Card variant="outlined">
                <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
                    <Stack
                        direction="row"
                        spacing={1.5}
                        sx={{ mb: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
                    >
                        <Typography variant="h6" component="h1" sx={{ fontSize: 18, mr: 1 }}>
                            进度计划
                        </Typography>
                        <ToggleButtonGroup
                            size="small"
                            exclusive
                            value={planType}
                            onChange={(_, v: PlanType | null) => v && setPlanType(v)}
                            aria-label="计划类型"
                        >
                            {PLAN_TYPES.map(([v, label]) => (
                                <ToggleButton key={v} value={v} sx={{ px: 1.5, py: 0.25 }}>
                                    {label}
                                </ToggleButton>
                            ))}
                        </ToggleButtonGroup>
                        <Tooltip title="刷新">
                            <span>
                                <IconButton size="small" aria-label="刷新" onClick={() => void load(planType)} disabled={loading}>
                                    <RefreshIcon fontSize="small" />
                                </IconButton>
                            </span>
                        </Tooltip>
                    </Stack>

                    {data && (
                        <Box sx={{ mb: 1.5 }} data-testid="cp-summary">
                            <Typography sx={{ fontSize: 14 }}>{summaryText(data)}</Typography>
                            {chain && (
                                <Typography sx={{ fontSize: 13, color: critical, wordBreak: 'break-all' }}>
                                    关键路径：{chain}
                                </Typography>
                            )}
                        </Box>
                    )}

                    {error && (
                        <Alert severity="error" sx={{ mb: 1.5 }}>
                            {error}
                        </Alert>
                    )}

                    {loading && data && <LinearProgress aria-label="加载中" sx={{ mb: 0.5 }} />}
                    {loading && !data ? (
                        <Box sx={{ py: 6, display: 'flex', justifyContent: 'center' }}>
                            <CircularProgress size={28} aria-label="加载中" />
                        </Box>
                    ) : (
                        <Gantt
                            tasks={tasks}
                            viewMode={viewForPlan(planType)}
                            readOnly={!canEdit}
                            readOnlyHint="仅可查看：调整计划日期需要进度计划的编辑权限"
                            onDateChange={canEdit ? saveDates : undefined}
                            onClick={setSelected}
                        />
                    )}

                    {data && data.tasks.length > 0 && <PlanTable tasks={data.tasks} selected={selected} onSelect={setSelected} />}
                </CardContent>
            </Card>
        </Box>
    );
};

export default ProgressGantt;
