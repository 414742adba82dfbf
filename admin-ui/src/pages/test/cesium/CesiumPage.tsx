// 三维地图测试 (/test/cesium): the line in 3D from the 2D map's data (GET /dashboard/map, its
// loader and types): the sections coloured by progress and each heading's face (掌子面) as a
// labelled point, the camera flown to the line. Works offline: Cesium's workers and the bundled
// NaturalEarthII imagery come from this server, nothing else is asked for. The globe itself
// (RouteGlobe, with Cesium) loads only once there is a line to draw and WebGL to draw it with.
// The region's data-state (loading, ready, nowebgl, error) and data-entities tell what it shows.
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useMapData } from '../../home/map/useMapData';
import { buildScene } from './scene';
import { SceneList } from './SceneList';
import type { GlobeState } from './RouteGlobe';

export const REFRESH_MS = 60_000;
export const NO_WEBGL = '浏览器不支持 WebGL，无法显示三维场景';

const RouteGlobe = lazy(() =>
    import('./RouteGlobe').catch(() => ({
        default: () => <Alert severity="error">三维组件加载失败，请刷新页面重试</Alert>,
    })),
);

/** Can this browser make a WebGL context at all? */
export const webglAvailable = (): boolean => {
    try {
        const c = document.createElement('canvas');
        return !!(c.getContext('webgl2') ?? c.getContext('webgl'));
    } catch {
        return false;
    }
};

const Centered = ({ children }: { children: ReactNode }) => (
    <Box sx={{ textAlign: 'center', py: 8 }}>{children}</Box>
);

export const CesiumPage = ({ refreshMs = REFRESH_MS }: { refreshMs?: number }) => {
    const [{ data, error, loading }, load] = useMapData(refreshMs);
    const scene = useMemo(() => (data ? buildScene(data) : null), [data]);
    const [webgl] = useState(webglAvailable);
    const [globe, setGlobe] = useState<GlobeState | null>(null);
    const retry = <Button color="inherit" size="small" onClick={load}>重试</Button>;
    if (error && !scene)
        return (
            <Alert severity="error" action={retry}>
                三维线路数据加载失败：{error}
            </Alert>
        );
    if (!scene)
        return (
            <Centered>
                <CircularProgress size={32} aria-label="加载中" />
                {loading && <Typography color="text.secondary" sx={{ mt: 1 }}>三维线路加载中…</Typography>}
            </Centered>
        );
    const stale = error ? (
        <Alert severity="warning" action={retry} sx={{ mb: 1 }}>
            三维线路数据刷新失败：{error}
        </Alert>
    ) : null;
    if (scene.pieces.length === 0)
        return (
            <>
                {stale}
                <Paper variant="outlined" sx={{ textAlign: 'center', py: 8, px: 2 }}>
                    <Typography color="text.secondary">暂无线路数据</Typography>
                </Paper>
            </>
        );
    const state = !webgl || globe?.state === 'nowebgl' ? 'nowebgl' : (globe?.state ?? 'loading');
    return (
        <>
            {stale}
            <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 1, sm: 2 }, height: { md: 'calc(100vh - 90px)' } }}>
                <Box
                    role="region"
                    aria-label="三维线路"
                    data-testid="cesium-scene"
                    data-state={state}
                    data-entities={globe?.state === 'ready' ? globe.entities : undefined}
                    sx={{ position: 'relative', flex: { md: 1 }, minWidth: 0, height: { xs: '60vh', md: 'auto' }, minHeight: 280, bgcolor: '#0b1a2b', borderRadius: 1, overflow: 'hidden' }}
                >
                    {state === 'nowebgl' ? (
                        <Alert severity="warning" sx={{ m: 2 }}>
                            {NO_WEBGL}
                        </Alert>
                    ) : (
                        <Suspense fallback={<Centered><CircularProgress size={32} aria-label="三维场景加载中" /></Centered>}>
                            <RouteGlobe scene={scene} onState={setGlobe} />
                        </Suspense>
                    )}
                    {globe?.state === 'error' && (
                        <Alert severity="error" sx={{ position: 'absolute', left: 8, right: 8, top: 8 }}>
                            三维场景显示出错：{globe.message}
                        </Alert>
                    )}
                </Box>
                <Box sx={{ width: { md: 300 }, flexShrink: 0, display: 'flex', minHeight: 0 }}>
                    <SceneList scene={scene} />
                </Box>
            </Box>
        </>
    );
};

export default CesiumPage;
