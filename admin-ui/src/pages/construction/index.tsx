// /constructionDetail, loaded on demand so ECharts stays out of the main bundle.
import { lazy, Suspense } from 'react';
import { Box, CircularProgress } from '@mui/material';

const ConstructionDetailPage = lazy(() => import('./ConstructionDetailPage'));

export const ConstructionDetailRoute = () => (
    <Suspense
        fallback={
            <Box sx={{ textAlign: 'center', py: 6 }}>
                <CircularProgress size={28} aria-label="加载中" />
            </Box>
        }
    >
        <ConstructionDetailPage />
    </Suspense>
);
