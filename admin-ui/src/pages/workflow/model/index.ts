export { default } from './ProcessModelList';
export type { FlowNode, ProcessModel, BusinessType, BusinessField } from './model';
