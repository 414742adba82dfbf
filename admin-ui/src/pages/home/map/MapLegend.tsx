// The legend in the map's lower left corner: the 施工进度 colour bar and the marker symbols.
import { Box } from '@mui/material';
import { DANGER_GENERAL, DANGER_MAJOR, PROGRESS_FROM, PROGRESS_TO } from './colorScale';
import { BUILDING, CAMERA, FACE, SURFACE } from './mapStyle';

const Swatch = ({ color, shape }: { color: string; shape: 'dot' | 'square' | 'diamond' | 'triangle' }) => (
    <Box
        component="span"
        sx={{
            display: 'inline-block', width: 10, height: 10, mr: 0.5, verticalAlign: '-1px', bgcolor: color,
            borderRadius: shape === 'dot' ? '50%' : '2px', transform: shape === 'diamond' ? 'rotate(45deg) scale(.85)' : undefined,
            clipPath: shape === 'triangle' ? 'polygon(50% 0, 100% 100%, 0 100%)' : undefined,
        }}
    />
);

/** 施工进度 colour bar and the marker symbols. */
export const MapLegend = () => (
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
            <span><Swatch color={FACE} shape="triangle" />掌子面</span>
        </Box>
    </Box>
);
