// 地图 (/home/map): the route with its sections coloured by progress, km ticks, shafts, cameras,
// open hidden dangers and surface features. Works offline: tiles only when the server gives a
// template, otherwise a plain vector view. Reloaded every minute; the view stays where the reader put it.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { Alert, Box, Button, CircularProgress, IconButton, InputAdornment, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { formatChainage, parseChainage } from '../../../lib/chainage';
import { fetchMap, routedLine, type MapData } from './api';
import { locate } from './chainageAlong';
import { DANGER_GENERAL, DANGER_MAJOR, PROGRESS_FROM, PROGRESS_TO } from './colorScale';
import { buildLayers, kmDensity, LAYER_NAMES, plain, toLatLng, type BuiltLayers, type LayerKey } from './layers';
import { fitTo, flyTo, useLeafletMap } from './useLeafletMap';

const FIT_PADDING: L.PointExpression = [28, 28];
const LOCATE_ZOOM = 15;
const BUILDING = '#1677ff';
const CAMERA = '#13c2c2';
const SURFACE = '#722ed1';

/** Height from the element's top to the bottom of the window (less the content padding), at least min. */
const useFillHeight = (min = 360) => {
    const ref = useRef<HTMLDivElement>(null);
    const [height, setHeight] = useState(min);
    useLayoutEffect(() => {
        const fit = () => {
            const el = ref.current;
            if (!el) return;
            const top = el.getBoundingClientRect().top + window.scrollY;
            setHeight(Math.max(min, Math.floor(window.innerHeight - top - 16)));
        };
        fit();
        window.addEventListener('resize', fit);
        return () => window.removeEventListener('resize', fit);
    }, [min]);
    return [ref, height] as const;
};

// The look of the div-icon markers, ticks and popups (they live inside the map's div).
const mapSx = {
    '&.leaflet-container': { background: '#f5f7fa', fontFamily: 'inherit' },
    '& .aq-map-pin': { background: 'none', border: 0 },
    '& .aq-map-pin span': {
        display: 'block', width: 14, height: 14, m: '2px', borderRadius: '50%',
        border: '2px solid #fff', boxShadow: '0 0 0 1px rgba(0,0,0,.35), 0 1px 3px rgba(0,0,0,.3)', boxSizing: 'border-box',
    },
    '& .aq-map-building span': { borderRadius: '2px', background: BUILDING },
    '& .aq-map-camera span': { background: CAMERA, borderRadius: '4px' },
    '& .aq-map-offline span': { background: '#8c8c8c' },
    '& .aq-map-surface span': { background: SURFACE, transform: 'rotate(45deg) scale(.85)', borderRadius: '2px' },
    '& .aq-map-danger span': { width: 16, height: 16, m: '1px' },
    '& .aq-map-pin:focus-visible': { outline: '2px solid #1677ff', outlineOffset: 2, borderRadius: '50%' },
    '& .aq-map-locate span': {
        display: 'block', width: 18, height: 18, borderRadius: '50% 50% 50% 0', transform: 'rotate(-45deg)',
        background: '#f5222d', border: '3px solid #fff', boxShadow: '0 1px 4px rgba(0,0,0,.45)', boxSizing: 'border-box',
    },
    '& .aq-map-km': { background: 'none', border: 0 },
    '& .aq-map-km i': {
        position: 'absolute', left: -3, top: -3, width: 6, height: 6, borderRadius: '50%',
        background: '#fff', border: '1.5px solid #434343', boxSizing: 'border-box',
    },
    '& .aq-map-km span': {
        position: 'absolute', left: 5, top: -17, fontSize: 11, fontWeight: 600, color: '#262626', whiteSpace: 'nowrap',
        textShadow: '0 0 2px #fff, 0 0 2px #fff, 0 0 3px #fff', pointerEvents: 'none',
    },
    '&.aq-km-sparse .aq-km-minor, &.aq-km-sparser .aq-km-not10': { display: 'none' },
    '& .aq-map-popup': { fontSize: 13, lineHeight: 1.7, minWidth: 140 },
    '& .aq-map-popup strong': { display: 'block', fontSize: 14, mb: 0.5 },
    '& .aq-map-popup a': { display: 'inline-block', mt: 0.5 },
    '& .leaflet-control-layers-expanded': { fontSize: 13, lineHeight: 1.9, p: '6px 10px' },
    '& .leaflet-control-layers label': { cursor: 'pointer' },
} as const;

const Swatch = ({ color, shape }: { color: string; shape: 'dot' | 'square' | 'diamond' }) => (
    <Box
        component="span"
        sx={{
            display: 'inline-block', width: 10, height: 10, mr: 0.5, verticalAlign: '-1px', bgcolor: color,
            borderRadius: shape === 'dot' ? '50%' : '2px', transform: shape === 'diamond' ? 'rotate(45deg) scale(.85)' : undefined,
        }}
    />
);

/** 施工进度 colour bar and the marker symbols. */
const Legend = () => (
    <Box
        aria-label="图例"
        sx={{
            position: 'absolute', left: 8, bottom: 8, zIndex: 1000, bgcolor: 'rgba(255,255,255,.92)', borderRadius: 1,
            boxShadow: '0 1px 4px rgba(0,0,0,.2)', px: 1.25, py: 0.75, fontSize: 12, lineHeight: 1.8, pointerEvents: 'none',
        }}
    >
        <Box sx={{ fontWeight: 600 }}>施工进度</Box>
        <Box sx={{ width: 132, height: 8, borderRadius: 4, background: `linear-gradient(to right, ${PROGRESS_FROM}, ${PROGRESS_TO})` }} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', color: 'text.secondary' }}>
            <span>0%</span>
            <span>50%</span>
            <span>100%</span>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.25, maxWidth: 170 }}>
            <span><Swatch color={DANGER_MAJOR} shape="dot" />重大隐患</span>
            <span><Swatch color={DANGER_GENERAL} shape="dot" />一般隐患</span>
            <span><Swatch color={BUILDING} shape="square" />建筑物</span>
            <span><Swatch color={CAMERA} shape="square" />摄像头</span>
            <span><Swatch color={SURFACE} shape="diamond" />地表</span>
        </Box>
    </Box>
);

const RouteMap = ({ data }: { data: MapData }) => {
    const navigate = useNavigate();
    const [boxRef, height] = useFillHeight();
    const [mapRef, map] = useLeafletMap({ zoomControl: false, attributionControl: false, zoomSnap: 0.5 });
    const built = useRef<BuiltLayers | null>(null);
    const fitted = useRef<L.Map | null>(null); // the map fitted to the line: a refresh keeps the reader's view
    const marker = useRef<L.Marker | null>(null);
    const hidden = useRef(new Set<string>()); // overlays the reader switched off stay off after a refresh
    const [surveyed, setSurveyed] = useState<Set<string>>(new Set());
    const [sectionId, setSectionId] = useState('');
    const [query, setQuery] = useState('');
    const [queryError, setQueryError] = useState('');
    const line = useMemo(() => routedLine(data), [data]);

    useEffect(() => {
        if (!map) return;
        const zoom = L.control.zoom({ zoomInTitle: '放大', zoomOutTitle: '缩小' }).addTo(map);
        const scale = L.control.scale({ imperial: false, position: 'bottomright' }).addTo(map);
        // labels every km, every 5 or every 10 as the zoom allows
        const density = () => {
            const d = kmDensity(map.getCenter().lat, map.getZoom());
            map.getContainer().classList.toggle('aq-km-sparse', d !== 'all');
            map.getContainer().classList.toggle('aq-km-sparser', d === 'sparser');
        };
        const onOff = (e: L.LayersControlEvent) => void (e.type === 'overlayadd' ? hidden.current.delete(e.name) : hidden.current.add(e.name));
        map.on('zoomend', density).on('overlayadd', onOff).on('overlayremove', onOff);
        return () => {
            map.off('zoomend', density).off('overlayadd', onOff).off('overlayremove', onOff);
            zoom.remove();
            scale.remove();
        };
    }, [map]);

    useEffect(() => {
        if (!map) return;
        const layers = buildLayers(data, to => navigate(to));
        const tiles = data.tiles ? L.tileLayer(data.tiles, { maxZoom: 19 }).addTo(map) : null;
        for (const k of Object.keys(LAYER_NAMES) as LayerKey[]) if (!hidden.current.has(LAYER_NAMES[k])) layers.groups[k].addTo(map);
        const overlays = Object.fromEntries(
            (Object.keys(LAYER_NAMES) as LayerKey[]).map(k => [LAYER_NAMES[k], layers.groups[k]]),
        );
        const control = L.control.layers(undefined, overlays, { collapsed: window.innerWidth < 600 }).addTo(map);
        const toggle = control.getContainer()?.querySelector('.leaflet-control-layers-toggle');
        toggle?.setAttribute('title', '图层');
        toggle?.setAttribute('aria-label', '图层');
        built.current = layers;
        setSurveyed(new Set(layers.sectionBounds.keys()));
        if (layers.bounds && fitted.current !== map) {
            fitTo(map, layers.bounds, { padding: FIT_PADDING });
            fitted.current = map;
        }
        map.fire('zoomend'); // set the label density for the first view
        return () => {
            control.remove(); // first: removing the groups below is then no reader's choice

            tiles?.remove();
            for (const g of Object.values(layers.groups)) g.remove();
            built.current = null;
        };
    }, [map, data, navigate]);

    const chooseSection = (id: string) => {
        setSectionId(id);
        const b = id ? built.current?.sectionBounds.get(id) : built.current?.bounds;
        if (map && b) fitTo(map, b, { padding: FIT_PADDING, duration: 0.6, fly: true });
    };

    const onLocate = (e: FormEvent) => {
        e.preventDefault();
        if (!map) return;
        const text = query.trim();
        const m = text ? parseChainage(text) : null;
        if (m === null) return setQueryError(text ? '桩号格式不正确' : '请输入桩号');
        const hit = locate(line, m);
        if (!hit) return setQueryError('桩号不在线路范围内');
        setQueryError('');
        const at = toLatLng(hit.point);
        const label = formatChainage(m);
        marker.current?.remove();
        marker.current = L.marker(at, {
            title: `桩号 ${label}`,
            alt: `桩号 ${label}`,
            zIndexOffset: 1000,
            icon: L.divIcon({ className: 'aq-map-locate', html: '<span></span>', iconSize: [18, 18], iconAnchor: [9, 22] }),
        })
            .bindTooltip(plain(`${label}（${hit.building.name}）`), { permanent: true, direction: 'top', offset: [0, -22] })
            .addTo(map);
        flyTo(map, at, Math.max(map.getZoom(), LOCATE_ZOOM));
    };

    return (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Stack
                direction="row"
                component="form"
                aria-label="地图查询"
                onSubmit={onLocate}
                noValidate
                sx={{ flexWrap: 'wrap', gap: 1.5, p: 1.5, alignItems: 'flex-start', borderBottom: 1, borderColor: 'divider' }}
            >
                <TextField
                    select
                    size="small"
                    label="标段"
                    value={sectionId}
                    onChange={e => chooseSection(e.target.value)}
                    fullWidth={false}
                    sx={{ width: { xs: '100%', sm: 200 } }}
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                    <MenuItem value="">全部标段</MenuItem>
                    {data.sections.map(s => (
                        <MenuItem key={s.id} value={s.id} disabled={!surveyed.has(s.id)}>
                            {s.name}
                        </MenuItem>
                    ))}
                </TextField>
                <TextField
                    size="small"
                    label="定位桩号"
                    placeholder="K12+300 或 12300"
                    value={query}
                    onChange={e => {
                        setQuery(e.target.value);
                        if (queryError) setQueryError('');
                    }}
                    error={!!queryError}
                    helperText={queryError || undefined}
                    fullWidth={false}
                    sx={{ width: { xs: '100%', sm: 260 } }}
                    slotProps={{
                        htmlInput: { inputMode: 'text', autoComplete: 'off', enterKeyHint: 'search' },
                        input: {
                            endAdornment: (
                                <InputAdornment position="end">
                                    <IconButton type="submit" edge="end" aria-label="定位" size="small">
                                        <SearchOutlined fontSize="small" />
                                    </IconButton>
                                </InputAdornment>
                            ),
                        },
                    }}
                />
            </Stack>
            <Box ref={boxRef} sx={{ position: 'relative', height }}>
                <Box ref={mapRef} role="region" aria-label="线路地图" sx={{ position: 'absolute', inset: 0, ...mapSx }} />
                <Legend />
            </Box>
        </Paper>
    );
};

interface LoadState {
    data?: MapData;
    error?: string;
    loading: boolean;
}

export const REFRESH_MS = 60_000;

export const MapPage = ({ refreshMs = REFRESH_MS }: { refreshMs?: number }) => {
    const [state, setState] = useState<LoadState>({ loading: true });
    const seq = useRef(0);
    const load = useCallback(() => {
        const n = ++seq.current;
        setState(s => ({ ...s, loading: true }));
        fetchMap().then(
            // the same figures keep the same object: the layers (and an open popup) stay
            data => n === seq.current && setState(s => ({ data: s.data && JSON.stringify(s.data) === JSON.stringify(data) ? s.data : data, loading: false })),
            (e: Error) => n === seq.current && setState(s => ({ data: s.data, error: e?.message || '加载失败', loading: false })),
        );
    }, []);
    useEffect(() => {
        load();
        const t = setInterval(() => document.visibilityState !== 'hidden' && load(), refreshMs);
        return () => {
            clearInterval(t);
            seq.current++; // a late reply of an unmounted page is dropped
        };
    }, [load, refreshMs]);

    const { data, error, loading } = state;
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
