// /home/dashboard, loaded on demand so ECharts stays out of the main bundle.
import { lazy, Suspense } from 'react';
import { Box } from '@mui/material';

const DashboardPage = lazy(() => import('./DashboardScreen'));

export const DashboardRoute = () => (
    <Suspense fallback={<Box sx={{ minHeight: '100vh', bgcolor: '#040f26' }} />}>
        <DashboardPage />
    </Suspense>
);
