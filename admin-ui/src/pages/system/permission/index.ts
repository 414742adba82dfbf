// 菜单管理: registered as the menu component system/PermissionList.
export { PermissionList, type PermissionListProps } from './PermissionList';
export { PermissionDialog } from './PermissionDialog';
export type { PermissionNode } from './types';
export { default } from './PermissionList';
