// The approval flow at run time: to-do handling, instance details, the history timeline, and a
// business record's 发起审批 / status in its list.
export * from './api';
export { useFlowStatus, clearFlowStatus, type FlowStatuses, type FlowStatusOf } from './flowStatus';
export { HistoryTimeline, useHistory } from './HistoryTimeline';
export { RecordSnapshot } from './RecordSnapshot';
export { ApprovalDialog, type ApprovalDialogProps } from './ApprovalDialog';
export { InstanceDialog, type InstanceDialogProps } from './InstanceDialog';
export { ApplyButton, FlowRowAction, FlowStatusChip, flowChipLabel, useFlowList, type ApplyButtonProps } from './ApplyButton';
export { TodoBadge, TODO_POLL_MS, type TodoBadgeProps } from './TodoBadge';
