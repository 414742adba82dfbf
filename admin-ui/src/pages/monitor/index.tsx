// 性能监控's pages, each loaded when first opened (menu components modules/monitor/*, as in
// JeecgBoot 2.4.2).
import { lazy, Suspense, type ComponentType } from 'react';
import { Box, CircularProgress } from '@mui/material';

const onDemand = (load: () => Promise<{ default: ComponentType }>): ComponentType => {
    const Page = lazy(load);
    const Route = () => (
        <Suspense
            fallback={
                <Box sx={{ textAlign: 'center', py: 6 }}>
                    <CircularProgress size={28} aria-label="加载中" />
                </Box>
            }
        >
            <Page />
        </Suspense>
    );
    return Route;
};

/** menu component → page */
export const MONITOR_PAGES: Record<string, ComponentType> = {
    'modules/monitor/RedisInfo': onDemand(() => import('./RedisInfo')),
    'modules/monitor/SystemInfo': onDemand(() => import('./pages').then(m => ({ default: m.SystemInfo }))),
    'modules/monitor/JvmInfo': onDemand(() => import('./pages').then(m => ({ default: m.JvmInfo }))),
    'modules/monitor/TomcatInfo': onDemand(() => import('./pages').then(m => ({ default: m.TomcatInfo }))),
    'modules/monitor/HttpTrace': onDemand(() => import('./HttpTrace')),
    'modules/monitor/DiskMonitoring': onDemand(() => import('./DiskMonitoring')),
};
