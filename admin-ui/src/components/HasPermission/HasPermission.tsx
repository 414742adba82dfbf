import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { session, SESSION_KEYS } from '../../app/storage';
import { hasPermission, isDisabledByAuth, type AuthEntry, type PermissionSets } from '../../authProvider/permission';

export const currentPermissionSets = (): PermissionSets => ({
    auth: session.get<AuthEntry[]>(SESSION_KEYS.userAuth, []),
    allAuth: session.get<AuthEntry[]>(SESSION_KEYS.sysAuth, []),
});

/** The v-has directive: render children only when the user holds `code` (`a|b`, `a&b`). */
export const HasPermission = ({ code, children, fallback = null }: { code: string; children: ReactNode; fallback?: ReactNode }) =>
    hasPermission(code, currentPermissionSets()) ? <>{children}</> : <>{fallback}</>;

/** Type-2 rules: the wrapped control is disabled unless authorised. */
export const DisabledUnless = ({ code, children }: { code: string; children: ReactElement<{ disabled?: boolean }> }) =>
    isValidElement(children) && isDisabledByAuth(code, currentPermissionSets())
        ? cloneElement(children, { disabled: true })
        : children;

export const useHasPermission = () => (code: string) => hasPermission(code, currentPermissionSets());
