// The map with its toolbar and legend, for data that has a routed line.
import { Box, Paper } from '@mui/material';
import 'leaflet/dist/leaflet.css';
import type { MapData } from './api';
import { MapLegend } from './MapLegend';
import { mapSx } from './mapStyle';
import { MapToolbar } from './MapToolbar';
import { useFillHeight } from './useFillHeight';
import { useRouteMap } from './useRouteMap';

export const RouteMap = ({ data }: { data: MapData }) => {
    const [boxRef, height] = useFillHeight();
    const { mapRef, surveyed, showSection, locateAt } = useRouteMap(data);
    return (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <MapToolbar sections={data.sections} surveyed={surveyed} onSection={showSection} onLocate={locateAt} />
            <Box ref={boxRef} sx={{ position: 'relative', height }}>
                <Box ref={mapRef} role="region" aria-label="线路地图" sx={{ position: 'absolute', inset: 0, ...mapSx }} />
                <MapLegend />
            </Box>
        </Paper>
    );
};
