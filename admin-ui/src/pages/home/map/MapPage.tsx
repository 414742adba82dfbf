// 地图 (/home/map): the route with its sections coloured by progress, km ticks, shafts, cameras,
// open hidden dangers and surface features. Works offline: tiles only when the server gives a
// template, otherwise a plain vector view. Reloaded every minute; the view stays where the reader put it.
// The page shows the load state; RouteMap (with useRouteMap) draws the map, useMapData loads it.
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { routedLine } from './api';
import { RouteMap } from './RouteMap';
import { useMapData } from './useMapData';

export const REFRESH_MS = 60_000;

export const MapPage = ({ refreshMs = REFRESH_MS }: { refreshMs?: number }) => {
    const [{ data, error, loading }, load] = useMapData(refreshMs);
    const retry = <Button color="inherit" size="small" onClick={load}>重试</Button>;
    if (error && !data)
        return (
            <Alert severity="error" action={retry}>
                地图数据加载失败：{error}
            </Alert>
        );
    if (!data)
        return (
            <Box sx={{ textAlign: 'center', py: 8 }}>
                <CircularProgress size={32} aria-label="加载中" />
                {loading && <Typography color="text.secondary" sx={{ mt: 1 }}>地图加载中…</Typography>}
            </Box>
        );
    const stale = error ? (
        <Alert severity="warning" action={retry} sx={{ mb: 1 }}>
            地图数据刷新失败：{error}
        </Alert>
    ) : null;
    if (routedLine(data).length === 0)
        return (
            <>
                {stale}
                <Paper variant="outlined" sx={{ textAlign: 'center', py: 8, px: 2 }}>
                    <Typography color="text.secondary">暂无线路坐标，请在「建筑物」中填写线路坐标</Typography>
                </Paper>
            </>
        );
    return (
        <>
            {stale}
            <RouteMap data={data} />
        </>
    );
};

export default MapPage;
