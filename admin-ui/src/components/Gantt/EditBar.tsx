// The controls of the edit flow (edits.ts): the confirmation of a dragged bar (保存 / 取消, Esc
// cancels) and the 撤销 button of the last saved change.
import type { Ref } from 'react';
import { Alert, Button, Tooltip } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { proposalText, undoText, type DateChange } from './edits';

export interface ProposalBarProps {
    change: DateChange;
    busy: boolean;
    onSave: () => void;
    onCancel: () => void;
}

/** 将「任务名」计划调整为 开始 → 结束？ with 保存 / 取消; 保存 takes the focus, Esc cancels. */
export const ProposalBar = ({ change, busy, onSave, onCancel }: ProposalBarProps) => (
    <Alert
        severity="warning"
        role="alertdialog"
        aria-label="确认调整计划"
        aria-live="polite"
        data-testid="gantt-proposal"
        onKeyDown={e => {
            if (e.key === 'Escape' && !busy) {
                e.stopPropagation();
                onCancel();
            }
        }}
        action={
            <>
                <Button color="inherit" size="small" onClick={onCancel} disabled={busy}>
                    取消
                </Button>
                <Button
                    variant="contained"
                    color="primary"
                    size="small"
                    onClick={onSave}
                    disabled={busy}
                    // a drag is the user's own act: the question it raises takes the focus
                    autoFocus
                    sx={{ ml: 1 }}
                >
                    保存
                </Button>
            </>
        }
        sx={{ mb: 1, alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
    >
        {proposalText(change)}
    </Alert>
);

export interface UndoButtonProps {
    /** the change 撤销 takes back; null disables it */
    change: DateChange | null;
    busy: boolean;
    onUndo: () => void;
    ref?: Ref<HTMLButtonElement>;
}

/** 撤销 of the last saved change (Ctrl+Z in the chart does the same). */
export const UndoButton = ({ change, busy, onUndo, ref }: UndoButtonProps) => (
    <Tooltip title={change ? `${undoText(change)}（Ctrl+Z）` : '没有可撤销的调整'} describeChild>
        <span>
            <Button ref={ref} size="small" startIcon={<UndoIcon fontSize="small" />} onClick={onUndo} disabled={!change || busy}>
                撤销
            </Button>
        </span>
    </Tooltip>
);
