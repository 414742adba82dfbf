// The seed's test routes outside the main layout: /test/ganttTest is the progress plan's Gantt
// (进度计划, the same page as its menu entry), /test/home is 首页 (the same page as
// /dashboard/analysis), /test/cesium the line in 3D (cesium/CesiumPage, loaded on demand with
// Cesium after it). All read the viewer's data, so a visitor without a session logs in first and
// comes back.
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { Box, CircularProgress, Link, Typography } from '@mui/material';
import { config } from '../../app/config';
import { staticTitle } from '../../app/routes';
import { getToken } from '../../app/storage';
import { AnalysisPage } from '../dashboard/AnalysisPage';
import { ProgressGantt } from '../progress';

/** A full-window frame with the route's title and a way back to 首页; the login page first without a session. */
export const TestFrame = ({ path, children }: { path: string; children: ReactNode }) => {
    if (!getToken()) return <Navigate to={`${config.loginPath}?redirect=${encodeURIComponent(path)}`} replace />;
    return (
        <Box data-testid="test-page" sx={{ minHeight: '100vh', bgcolor: '#f0f2f5', display: 'flex', flexDirection: 'column' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
                <Typography sx={{ fontWeight: 600, fontSize: 15 }}>{staticTitle(path) ?? path}</Typography>
                <Link component={RouterLink} to={config.homePath} underline="hover" sx={{ ml: 'auto', fontSize: 14 }}>
                    返回首页
                </Link>
            </Box>
            <Box sx={{ flex: 1, minHeight: 0, p: { xs: 1, sm: 2 } }}>{children}</Box>
        </Box>
    );
};

/** /test/ganttTest: the progress plan's Gantt with its critical path, the plans the viewer may list. */
export const GanttTestPage = () => (
    <TestFrame path="/test/ganttTest">
        <ProgressGantt />
    </TestFrame>
);

/** /test/home: 首页. */
export const HomeTestPage = () => (
    <TestFrame path="/test/home">
        <AnalysisPage />
    </TestFrame>
);

const CesiumPage = lazy(() => import('./cesium/CesiumPage'));

/** /test/cesium: the line in 3D. */
export const CesiumTestPage = () => (
    <TestFrame path="/test/cesium">
        <Suspense fallback={<Box sx={{ textAlign: 'center', py: 8 }}><CircularProgress size={32} aria-label="加载中" /></Box>}>
            <CesiumPage />
        </Suspense>
    </TestFrame>
);
