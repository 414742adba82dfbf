// 流程中心 pages (the 流程模型 designer lives in ./model).
export { TodoList } from './TodoList';
export { DoneList } from './DoneList';
export { MyApplyList } from './MyApplyList';
export { ProcessInstanceList } from './ProcessInstanceList';
