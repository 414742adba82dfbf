// Route elements: the seed's fixed routes plus the routes built from the server's menus.
import { Route, Navigate } from 'react-router-dom';
import { CustomRoutes } from 'react-admin';
import { normalizeMenu, routeEntries } from './menu';
import { STATIC_ROUTES } from './routes';
import type { Permissions } from '../authProvider/session';
import { LoginPage } from '../pages/user/LoginPage';
import { RegisterPage } from '../pages/user/RegisterPage';
import { RegisterResultPage } from '../pages/user/RegisterResultPage';
import { AlterationPage } from '../pages/user/AlterationPage';
import { GuidePage } from '../pages/guide/GuidePage';
import { AnalysisPage } from '../pages/dashboard/AnalysisPage';
import { DashboardRoute } from '../pages/home';
import { CesiumTestPage, GanttTestPage, HomeTestPage } from '../pages/test/TestPages';
import { ExceptionPage } from '../pages/exception/ExceptionPage';
import { MenuPage } from '../pages/MenuPage';
import { AccountPage } from '../pages/account/AccountPage';
import { PdfPreviewPage } from '../pages/pdf/PdfPreviewPage';
import { UserAnnouncementList } from '../pages/announcement/UserAnnouncementList';
import { AnnouncementDetailPage } from '../pages/announcement/AnnouncementDetailPage';
import { PredictionDetailPage } from '../pages/prediction/PredictionDetailPage';
import { MapRoute } from '../pages/home/map';
import { VideoPage } from '../pages/video/VideoPage';
import { ConstructionDetailRoute } from '../pages/construction';
import OnlCgreportAutoList, { REPORT_ROUTE } from '../pages/online/OnlCgreportAutoList';

const title = (path: string) => STATIC_ROUTES.find(r => r.path === path)?.title ?? path;

/** Routes outside the main layout (token-free ones included). */
export const noLayoutRoutes = (
    <CustomRoutes noLayout>
        <Route path="/user/login" element={<LoginPage />} />
        <Route path="/user/register" element={<RegisterPage />} />
        <Route path="/user/register-result" element={<RegisterResultPage />} />
        <Route path="/user/alteration" element={<AlterationPage />} />
        <Route path="/user" element={<Navigate to="/user/login" replace />} />
        <Route path="/guide/shiyan" element={<GuidePage />} />
        <Route path="/home/dashboard" element={<DashboardRoute />} />
        <Route path="/test/ganttTest" element={<GanttTestPage />} />
        <Route path="/test/cesium" element={<CesiumTestPage />} />
        <Route path="/test/home" element={<HomeTestPage />} />
        <Route path="/test" element={<Navigate to="/test/home" replace />} />
    </CustomRoutes>
);

const STATIC_WITH_LAYOUT = new Set(
    STATIC_ROUTES.filter(r => !r.noLayout).map(r => r.path)
);

const staticLayoutRoutes = [
    <Route key="/dashboard/analysis" path="/dashboard/analysis" element={<AnalysisPage />} />,
    <Route key="/isps/userAnnouncement" path="/isps/userAnnouncement" element={<UserAnnouncementList />} />,
    <Route key="/announcement/detail" path="/announcement/detail" element={<AnnouncementDetailPage />} />,
    <Route key="/prediction/detail" path="/prediction/detail" element={<PredictionDetailPage />} />,
    <Route key="/home/map" path="/home/map" element={<MapRoute />} />,
    <Route key="/analysis/video" path="/analysis/video" element={<VideoPage />} />,
    <Route key="/constructionDetail" path="/constructionDetail" element={<ConstructionDetailRoute />} />,
    ...['/account/center', '/account/settings/base'].map(p => <Route key={p} path={p} element={<AccountPage title={title(p)} />} />),
    <Route key="/pdf/preview" path="/pdf/preview" element={<PdfPreviewPage />} />,
    // an online report's page by its id (Online报表配置's 功能测试); a menu naming the id exactly comes first
    <Route key={REPORT_ROUTE} path={REPORT_ROUTE} element={<OnlCgreportAutoList />} />,
    <Route key="/404" path="/404" element={<ExceptionPage type="404" />} />,
    <Route key="/403" path="/403" element={<ExceptionPage type="403" />} />,
    <Route key="/500" path="/500" element={<ExceptionPage type="500" />} />,
];

/** The Admin child function: layout routes, with menu routes once permissions are known. */
export const layoutRoutes = (permissions: Permissions | null | undefined) => {
    const codes = new Set((permissions?.auth ?? []).flatMap(a => String(a.action).split(',')));
    const entries = routeEntries(normalizeMenu(permissions?.menu, codes)).filter(e => !STATIC_WITH_LAYOUT.has(e.path));
    return (
        <CustomRoutes>
            {staticLayoutRoutes}
            {entries.map(e => (
                <Route key={e.id + e.path} path={e.path} element={<MenuPage entry={e} />} />
            ))}
        </CustomRoutes>
    );
};
