// 授权 of a role (JeecgBoot 2.4's RoleModal tree): every menu and button the caller may grant.
import { AuthDrawer, type AuthSource } from './AuthDrawer';
import { roleRules } from './RoleDataRules';

interface Props {
    /** the role to authorise; null closes the drawer */
    role: { id: string; roleName?: string } | null;
    onClose: () => void;
}

export const roleAuth = (roleId: string): AuthSource => ({
    tree: { url: '/sys/permission/queryTreeList' },
    held: { url: '/sys/permission/queryRolePermission', params: { roleId } },
    save: { url: '/sys/permission/saveRolePermission', body: (permissionIds, lastpermissionIds) => ({ roleId, permissionIds, lastpermissionIds }) },
    rules: permissionId => roleRules(roleId, permissionId),
});

export const RoleAuthDrawer = ({ role, onClose }: Props) => (
    <AuthDrawer
        subject={role?.id ?? null}
        title={`角色权限配置${role?.roleName ? `：${role.roleName}` : ''}`}
        source={role ? roleAuth(role.id) : null}
        onClose={onClose}
    />
);
