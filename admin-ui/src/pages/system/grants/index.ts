export { RoleAuthDrawer } from './RoleAuthDrawer';
export { PermissionDataRuleDrawer, RULE_CONDITIONS } from './PermissionDataRuleDrawer';
export type { DataRule } from './PermissionDataRuleDrawer';
