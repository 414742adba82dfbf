// The registered 菜单管理 page: the menu tree with its 数据规则 drawer (the data rules of a menu,
// button code system:permission:rule for changes).
import { useState } from 'react';
import type { PageProps } from '../../../app/pageRegistry';
import { PermissionDataRuleDrawer } from '../grants';
import { PermissionList } from './PermissionList';
import type { PermissionNode } from './types';

export default function MenuAdmin(props: PageProps) {
    const [menu, setMenu] = useState<PermissionNode | null>(null);
    return (
        <>
            <PermissionList {...props} onDataRules={setMenu} />
            <PermissionDataRuleDrawer permission={menu ? { id: menu.id, name: menu.name } : null} onClose={() => setMenu(null)} />
        </>
    );
}
