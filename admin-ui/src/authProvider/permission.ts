// Button permissions, after JeecgBoot's hasPermission.js (docs/contract.md §4, seed §6).

export interface AuthEntry {
    action: string;
    /** '1' show/hide rule, '2' disable rule */
    type?: string;
    /** in allAuth: '0' rule inactive, '1' active */
    status?: string;
    describe?: string;
}

export interface PermissionSets {
    auth: AuthEntry[];
    allAuth: AuthEntry[];
}

const actionsOf = (entries: AuthEntry[]): string[] =>
    entries.flatMap(e => String(e.action ?? '').split(',').map(a => a.trim()).filter(Boolean));

const hasSingle = (code: string, { auth, allAuth }: PermissionSets): boolean => {
    const visibleRules = allAuth.filter(a => a.type !== '2');
    // A rule switched off globally (status '0') leaves the element visible.
    if (visibleRules.some(a => actionsOf([a]).includes(code) && String(a.status) === '0')) return true;
    return actionsOf(auth.filter(a => a.type !== '2')).includes(code);
};

/**
 * Whether an element guarded by `expr` stays. `a|b` = any one, `a&b` = all.
 * Type-2 (disable) entries are ignored here.
 */
export const hasPermission = (expr: string, sets: PermissionSets): boolean => {
    const e = expr.trim();
    if (!e) return true;
    if (e.includes('|')) return e.split('|').some(c => hasSingle(c.trim(), sets));
    if (e.includes('&')) return e.split('&').every(c => hasSingle(c.trim(), sets));
    return hasSingle(e, sets);
};

/**
 * Type-2 rules (JeecgBoot disabledAuthFilter): a control is disabled when an active
 * (status '1') type-2 rule exists for the code and the user's auth does not hold it.
 */
export const isDisabledByAuth = (code: string, { auth, allAuth }: PermissionSets): boolean => {
    const active = allAuth.some(a => a.type === '2' && String(a.status) === '1' && actionsOf([a]).includes(code));
    if (!active) return false;
    return !actionsOf(auth.filter(a => a.type === '2')).includes(code);
};

/** react-admin action → permission suffix for canAccess. */
export const ACTION_SUFFIX: Record<string, string> = {
    create: 'add',
    edit: 'edit',
    delete: 'delete',
    export: 'export',
    import: 'import',
};
