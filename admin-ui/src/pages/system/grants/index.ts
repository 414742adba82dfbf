export { RoleAuthDrawer, roleAuth } from './RoleAuthDrawer';
export { AuthDrawer } from './AuthDrawer';
export type { AuthSource } from './AuthDrawer';
export { DataRulesPanel } from './RoleDataRules';
export type { DataRulesSource } from './RoleDataRules';
export { PermissionDataRuleDrawer, RULE_CONDITIONS } from './PermissionDataRuleDrawer';
export type { DataRule } from './PermissionDataRuleDrawer';
export { departAuth, deptRoleAuth } from './sources';
