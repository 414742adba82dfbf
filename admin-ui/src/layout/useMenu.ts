import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { normalizeMenu, visibleMenu, type MenuEntry } from '../app/menu';
import type { Permissions } from '../authProvider/session';

/** The normalized menu of the logged-in user (all entries, and the visible tree). */
export const useMenu = (): { all: MenuEntry[]; visible: MenuEntry[]; permissions?: Permissions | null } => {
    const { permissions } = usePermissions<Permissions | null>();
    return useMemo(() => {
        const codes = new Set((permissions?.auth ?? []).flatMap(a => String(a.action).split(',')));
        const all = normalizeMenu(permissions?.menu, codes);
        return { all, visible: visibleMenu(all), permissions };
    }, [permissions]);
};
