// A business record's flow in its list row: 发起审批 when the record may be applied for (never
// applied, or returned / withdrawn), and the latest flow's status as a chip that opens 流程详情.
import { useState } from 'react';
import { Button, Chip } from '@mui/material';
import { feedback } from '../Feedback';
import { FLOW_API, sendAction, STATUS_COLOR, statusLabel, type FlowStatus } from './api';
import { InstanceDialog } from './InstanceDialog';
import { useFlowStatus } from './flowStatus';

type Row = Record<string, any>;

const actionSx = { minWidth: 0, px: 0.75, whiteSpace: 'nowrap' } as const;

/** 审批中·节点名, or the status text of an ended flow. */
export const flowChipLabel = (s: FlowStatus) => {
    const text = statusLabel(s.status, s.statusText);
    return s.status === 'running' && s.nodeName ? `${text}·${s.nodeName}` : text;
};

/** The status chip; a click opens 流程详情. onChanged follows a 撤回 there. */
export const FlowStatusChip = ({ status, onChanged }: { status: FlowStatus; onChanged?: () => void }) => {
    const [open, setOpen] = useState(false);
    const label = flowChipLabel(status);
    return (
        <>
            <Chip
                size="small"
                variant="outlined"
                color={STATUS_COLOR[status.status] ?? 'default'}
                label={label}
                onClick={() => setOpen(true)}
                aria-label={`流程详情：${label}`}
                sx={{ maxWidth: 180 }}
            />
            {open && <InstanceDialog procInstId={status.procInstId} onClose={() => setOpen(false)} onChanged={onChanged} />}
        </>
    );
};

export interface ApplyButtonProps {
    /** the business table, e.g. cmis_payment */
    tableName: string;
    row: Row;
    /** from useFlowStatus: undefined while unknown (nothing shown), null when never applied */
    status: FlowStatus | null | undefined;
    /** after an apply or a 撤回 (the caller reloads its rows, which asks for their status again) */
    onDone: () => void;
}

export const ApplyButton = ({ tableName, row, status, onDone }: ApplyButtonProps) => {
    const [busy, setBusy] = useState(false);
    if (status === undefined) return null;
    const apply = async () => {
        if (!(await feedback.confirm('发起审批', '确定发起审批吗？审批期间记录不能修改。'))) return;
        setBusy(true);
        const r = await sendAction(FLOW_API.apply, { tableName, businessKey: String(row.id) }, '发起审批失败');
        setBusy(false);
        if (r.ok) {
            feedback.message.success(r.message);
            onDone();
        } else if (r.message) feedback.message.warning(r.message);
    };
    return (
        <>
            {status && <FlowStatusChip status={status} onChanged={onDone} />}
            {(status === null || status.canApply) && (
                <Button size="small" sx={actionSx} onClick={apply} disabled={busy}>
                    发起审批
                </Button>
            )}
        </>
    );
};

/** A row's flow controls, its status asked for with the rest of the page; apply=false shows only the chip. */
export const FlowRowAction = ({ tableName, row, onDone, apply = true }: { tableName: string; row: Row; onDone: () => void; apply?: boolean }) => {
    const { statusOf } = useFlowStatus(tableName, [row]);
    const status = statusOf(row.id);
    if (!apply) return status ? <FlowStatusChip status={status} onChanged={onDone} /> : null;
    return <ApplyButton tableName={tableName} row={row} status={status} onDone={onDone} />;
};

/** In approval, or approved by its flow: the server refuses 编辑 and 删除 of both. */
const locked = (status?: string) => status === 'running' || status === 'approved';

/**
 * What a CrudList of a business type with a flow adds: the flow controls per row, and no 编辑
 * or 删除 while a record is in approval or once its flow approved it.
 */
export const useFlowList = (tableName: string) => {
    const { statusOf } = useFlowStatus(tableName);
    return {
        statusOf,
        rowActions: (r: Row, reload: () => void) => <FlowRowAction tableName={tableName} row={r} onDone={reload} />,
        canEdit: (r: Row) => !locked(statusOf(r.id)?.status),
        canDelete: (r: Row) => !locked(statusOf(r.id)?.status),
    };
};
