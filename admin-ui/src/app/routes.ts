// The seed's fixed routes (those not coming from menus) and their Chinese titles.
import { matchPath } from 'react-router-dom';
export interface StaticRoute {
    path: string;
    title: string;
    /** rendered without the main layout */
    noLayout?: boolean;
}

export const STATIC_ROUTES: StaticRoute[] = [
    { path: '/dashboard/analysis', title: '首页' },
    { path: '/home/dashboard', title: '首页大屏', noLayout: true },
    { path: '/home/map', title: '地图' },
    { path: '/analysis/video', title: '视频监控' },
    { path: '/guide/shiyan', title: '导航页', noLayout: true },
    { path: '/constructionDetail', title: '施工详情' },
    { path: '/isps/userAnnouncement', title: '我的消息' },
    { path: '/announcement/detail', title: '通知公告' },
    { path: '/prediction/detail', title: '地质超前预报' },
    { path: '/test/ganttTest', title: '甘特图测试', noLayout: true },
    { path: '/test/cesium', title: '三维地图测试', noLayout: true },
    { path: '/test/home', title: '测试首页', noLayout: true },
    { path: '/account/center', title: '个人中心' },
    { path: '/account/settings/base', title: '账户设置' },
    { path: '/pdf/preview', title: 'PDF 预览' },
    { path: '/online/cgreportList/:id', title: '在线报表' },
    { path: '/404', title: '404' },
    { path: '/403', title: '403' },
    { path: '/500', title: '500' },
    { path: '/user/login', title: '登录', noLayout: true },
    { path: '/user/register', title: '注册', noLayout: true },
    { path: '/user/register-result', title: '注册结果', noLayout: true },
    { path: '/user/alteration', title: '修改密码', noLayout: true },
];

export const staticTitle = (path: string): string | undefined => STATIC_ROUTES.find(r => r.path === path)?.title;

/** The title of a fixed route with a parameter (/online/cgreportList/:id) a path matches. */
export const patternTitle = (path: string): string | undefined =>
    STATIC_ROUTES.find(r => r.path.includes(':') && matchPath(r.path, path))?.title;
