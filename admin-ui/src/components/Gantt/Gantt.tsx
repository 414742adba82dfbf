// A React wrapper around frappe-gantt 1.2.2 (useFrappeChart) with the edit flow of edits.ts:
// dragging a bar proposes new dates (the bar stays there, labelled with them) and asks
// "将「任务名」计划调整为 开始 → 结束？"; 保存 reports the change through onDateChange, 取消 puts the bar
// back; 撤销 (or Ctrl+Z) reports the last saved change's old dates. A refusal puts the bar back and
// shows the error above the chart. Read-only (or without onDateChange) bars do not move.
import { useEffect, useId, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Box, LinearProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
// frappe-gantt's "exports" names only ".", whose "import" condition (matched before "style") is the
// JS file, so neither 'frappe-gantt/dist/frappe-gantt.css' nor a CSS @import 'frappe-gantt'
// resolves; the stylesheet is imported by its path.
import '../../../node_modules/frappe-gantt/dist/frappe-gantt.css';
import { messageOf } from './chart';
import { ProposalBar, UndoButton } from './EditBar';
import { applyProposal, editReducer, initialEditState, lastUndoable, type DayRange } from './edits';
import { CRITICAL_CLASS, PROPOSED_CLASS, criticalArrowCss, normalizeDay, viewEditsDates, type GanttTask, type GanttViewMode } from './model';
import { useFrappeChart } from './useFrappeChart';

export type { GanttTask, GanttViewMode } from './model';

export interface GanttProps {
    tasks: GanttTask[];
    /** initial view (the user switches with 日/周/月); default Day */
    viewMode?: GanttViewMode;
    readOnly?: boolean;
    /** shown instead of the drag hint when the chart is read-only */
    readOnlyHint?: string;
    /** saves a confirmed change (or an undo) with inclusive dates; a rejection puts the bar back */
    onDateChange?: (id: string, start: string, end: string) => Promise<void> | void;
    onClick?: (id: string) => void;
}

const VIEW_LABELS: Array<[GanttViewMode, string]> = [
    ['Day', '日'],
    ['Week', '周'],
    ['Month', '月'],
];

const SCOPE_ATTR = 'data-gantt-scope';

export const Gantt = ({ tasks, viewMode = 'Day', readOnly = false, readOnlyHint, onDateChange, onClick }: GanttProps) => {
    const theme = useTheme();
    const scope = useId();
    const [mode, setMode] = useState<GanttViewMode>(viewMode);
    const [edit, dispatch] = useReducer(editReducer, initialEditState);
    const hostRef = useRef<HTMLDivElement>(null);
    const undoRef = useRef<HTMLButtonElement>(null);

    useEffect(() => setMode(viewMode), [viewMode]);

    const canEdit = !readOnly && !!onDateChange;
    const editable = canEdit && viewEditsDates(mode);
    // a proposal for a task no longer in the chart is void
    const proposal = edit.proposal && tasks.some(t => t.id === edit.proposal!.id) ? edit.proposal : null;
    const drawn = useMemo(() => applyProposal(tasks, proposal), [tasks, proposal]);
    const undoable = lastUndoable(edit, tasks);
    const hasTasks = tasks.length > 0;
    const critical = theme.palette.error.main;
    const arrowCss = useMemo(() => criticalArrowCss(SCOPE_ATTR, scope, tasks, critical), [scope, tasks, critical]);

    const onMove = (id: string, to: DayRange) => {
        const t = tasks.find(x => x.id === id);
        if (!t) return;
        const start = normalizeDay(t.start) ?? '';
        dispatch({ type: 'propose', change: { id, name: t.name, from: { start, end: normalizeDay(t.end) ?? start }, to } });
    };

    useFrappeChart(hostRef, { tasks: drawn, mode, readOnly, editable, resets: edit.resets, onMove, onClick });

    /** Reports one change; true when it was accepted. */
    const report = async (id: string, range: DayRange) => {
        try {
            await onDateChange?.(id, range.start, range.end);
            return true;
        } catch (e) {
            dispatch({ type: 'failed', message: messageOf(e) });
            return false;
        }
    };

    const save = async () => {
        if (!proposal || edit.busy) return;
        dispatch({ type: 'saving' });
        if (await report(proposal.id, proposal.to)) {
            dispatch({ type: 'saved' });
            // the question is gone: the focus goes to what takes the change back
            setTimeout(() => undoRef.current?.focus());
        }
    };

    const undo = async () => {
        if (!undoable || edit.busy) return;
        dispatch({ type: 'undoing' });
        if (await report(undoable.id, undoable.from)) dispatch({ type: 'undone' });
    };

    const onKeyDown = (e: KeyboardEvent) => {
        if (!canEdit || e.key.toLowerCase() !== 'z' || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey) return;
        const el = e.target as HTMLElement;
        if (el.closest('input, textarea, [contenteditable="true"]')) return;
        e.preventDefault();
        void undo();
    };

    const primary = theme.palette.primary.main;
    const warning = theme.palette.warning.main;
    const hint = !canEdit
        ? (readOnlyHint ?? '')
        : editable
          ? '拖动任务条可调整计划日期，保存前会先确认'
          : '月视图下不可拖动，请切换到日或周视图调整日期';

    return (
        <Box sx={{ minWidth: 0 }} onKeyDown={onKeyDown}>
            <Stack direction="row" spacing={1.5} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <ToggleButtonGroup
                    size="small"
                    exclusive
                    value={mode}
                    onChange={(_, v: GanttViewMode | null) => v && setMode(v)}
                    aria-label="视图"
                >
                    {VIEW_LABELS.map(([m, label]) => (
                        <ToggleButton key={m} value={m} sx={{ px: 1.5, py: 0.25 }} aria-label={`${label}视图`}>
                            {label}
                        </ToggleButton>
                    ))}
                </ToggleButtonGroup>
                {canEdit && hasTasks && <UndoButton ref={undoRef} change={undoable} busy={!!edit.busy} onUndo={() => void undo()} />}
                {hasTasks && hint && (
                    <Typography variant="caption" color="text.secondary" data-testid="gantt-hint">
                        {hint}
                    </Typography>
                )}
            </Stack>
            {edit.error && (
                <Alert severity="error" onClose={() => dispatch({ type: 'dismiss' })} closeText="关闭" sx={{ mb: 1 }}>
                    {edit.error}
                </Alert>
            )}
            {proposal && (
                <ProposalBar
                    change={proposal}
                    busy={!!edit.busy}
                    onSave={() => void save()}
                    onCancel={() => dispatch({ type: 'cancel' })}
                />
            )}
            {edit.busy && <LinearProgress aria-label={edit.busy === 'undo' ? '撤销中' : '保存中'} sx={{ mb: 0.5 }} />}
            {!hasTasks && (
                <Box
                    sx={{
                        py: 6,
                        textAlign: 'center',
                        color: 'text.secondary',
                        border: 1,
                        borderColor: 'divider',
                        borderRadius: 1,
                    }}
                >
                    暂无计划任务
                </Box>
            )}
            {arrowCss && <style>{arrowCss}</style>}
            <Box
                ref={hostRef}
                {...{ [SCOPE_ATTR]: scope }}
                data-testid="gantt-host"
                data-readonly={editable ? 'false' : 'true'}
                sx={{
                    display: hasTasks ? 'block' : 'none',
                    width: '100%',
                    maxWidth: '100%',
                    overflow: 'hidden',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    '--g-bar-color': alpha(primary, 0.25),
                    '--g-bar-border': primary,
                    '--g-progress-color': alpha(primary, 0.85),
                    '--g-arrow-color': theme.palette.grey[600],
                    '& .gantt-container': { borderRadius: 0, WebkitOverflowScrolling: 'touch' },
                    [`& .${CRITICAL_CLASS} .bar`]: { fill: alpha(critical, 0.22) },
                    [`& .${CRITICAL_CLASS} .bar-progress`]: { fill: alpha(critical, 0.85) },
                    [`& .${PROPOSED_CLASS} .bar`]: { fill: alpha(warning, 0.3), stroke: warning, strokeWidth: 2, strokeDasharray: '5 3' },
                    '& .gantt-popup-critical': { color: critical, fontWeight: 600 },
                }}
            />
        </Box>
    );
};

export default Gantt;
