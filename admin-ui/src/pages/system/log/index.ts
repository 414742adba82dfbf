export { LogList } from './LogList';
export { DataLogList } from './DataLogList';
