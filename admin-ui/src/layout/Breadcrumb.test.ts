import { describe, expect, it } from 'vitest';
import { normalizeMenu, menuTrail } from '../app/menu';
import { crumbsFor } from './Breadcrumb';

const menu = normalizeMenu([
    { id: 's', path: '/isystem', component: 'layouts/RouteView', meta: { title: '系统管理' }, children: [
        { id: 'u', path: '/isystem/user', component: 'system/UserList', meta: { title: '用户管理' } },
    ] },
]);

describe('breadcrumb', () => {
    it('starts with 首页 and ends with plain text', () => {
        expect(crumbsFor(menuTrail(menu, '/isystem/user'), undefined, '/isystem/user')).toEqual([
            { title: '首页', to: '/dashboard/analysis' },
            { title: '系统管理', to: '/isystem/user' },
            { title: '用户管理' },
        ]);
    });
    it('uses static titles and shows only 首页 on the dashboard', () => {
        expect(crumbsFor([], '地图', '/home/map')).toEqual([{ title: '首页', to: '/dashboard/analysis' }, { title: '地图' }]);
        expect(crumbsFor([], '首页', '/dashboard/analysis')).toEqual([{ title: '首页' }]);
    });
});
