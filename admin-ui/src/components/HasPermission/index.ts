export { HasPermission, DisabledUnless, useHasPermission, currentPermissionSets } from './HasPermission';
