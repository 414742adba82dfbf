// The look of the map: marker colours (shared with the legend) and the styles of the div-icon
// markers, km ticks and popups, which Leaflet puts inside the map's div.
export const BUILDING = '#1677ff';
export const CAMERA = '#13c2c2';
export const SURFACE = '#722ed1';
export const FACE = '#fa541c';

export const mapSx = {
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
    // the face: a triangle pointing the way the tunnel advances along the line
    '& .aq-map-face span': {
        width: 0, height: 0, m: '1px 2px', border: 0, borderRadius: 0, boxShadow: 'none', background: 'none',
        borderLeft: '7px solid transparent', borderRight: '7px solid transparent', borderBottom: `14px solid ${FACE}`,
        filter: 'drop-shadow(0 0 1px #fff) drop-shadow(0 1px 2px rgba(0,0,0,.5))',
    },
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
