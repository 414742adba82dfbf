// Where the 授权 drawer reads and saves the grants of a department (部门权限) and of a department
// role (部门角色 授权: only what its department holds).
import type { AuthSource } from './AuthDrawer';

const seg = encodeURIComponent;

export const departAuth = (departId: string): AuthSource => ({
    tree: { url: '/sys/permission/queryTreeList' },
    held: { url: '/sys/permission/queryDepartPermission', params: { departId } },
    save: { url: '/sys/permission/saveDepartPermission', body: (permissionIds, lastpermissionIds) => ({ departId, permissionIds, lastpermissionIds }) },
    rules: permissionId => ({
        load: `/sys/sysDepartPermission/datarule/${seg(permissionId)}/${seg(departId)}`,
        save: '/sys/sysDepartPermission/datarule',
        body: dataRuleIds => ({ permissionId, departId, dataRuleIds }),
    }),
});

export const deptRoleAuth = (departId: string, roleId: string): AuthSource => ({
    tree: { url: '/sys/sysDepartPermission/queryTreeListForDeptRole', params: { departId } },
    held: { url: '/sys/sysDepartPermission/queryDeptRolePermission', params: { roleId } },
    save: {
        url: '/sys/sysDepartPermission/saveDeptRolePermission',
        body: (permissionIds, lastpermissionIds) => ({ roleId, permissionIds, lastpermissionIds }),
    },
    rules: permissionId => ({
        load: `/sys/sysDepartRole/datarule/${seg(permissionId)}/${seg(departId)}/${seg(roleId)}`,
        save: '/sys/sysDepartRole/datarule',
        body: dataRuleIds => ({ permissionId, departId, roleId, dataRuleIds }),
    }),
});
