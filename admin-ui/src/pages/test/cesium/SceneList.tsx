// Beside the 3D view: what it shows as text (the sections the line passes and each heading's
// face with its 桩号), for keyboard and screen-reader users and where the globe cannot be drawn.
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatChainage } from '../../../lib/chainage';
import type { RouteScene } from './scene';

// as the 2D map writes it (its layers module brings Leaflet along, so not imported from there)
const percentText = (p?: number | null) => (typeof p === 'number' && Number.isFinite(p) ? `${Math.round(p * 10) / 10}%` : '—');

const Heading = ({ id, children }: { id: string; children: string }) => (
    <Typography id={id} component="h2" sx={{ fontSize: 14, fontWeight: 600, px: 1.5, pt: 1.5 }}>
        {children}
    </Typography>
);

export const SceneList = ({ scene }: { scene: RouteScene }) => (
    <Box sx={{ flex: 1, overflow: 'auto', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Heading id="cesium-sections">标段</Heading>
        <List dense aria-labelledby="cesium-sections" data-testid="cesium-sections">
            {scene.sections.map(s => (
                <ListItem key={s.id} data-testid="cesium-section">
                    <ListItemText
                        primary={
                            <>
                                <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 10, height: 10, mr: 1, bgcolor: scene.pieces.find(p => p.sectionName === s.name)?.color }} />
                                {`${s.name} 完成 ${percentText(s.percent)}`}
                            </>
                        }
                        secondary={`${formatChainage(s.from)} ~ ${formatChainage(s.to)}`}
                    />
                </ListItem>
            ))}
            {scene.sections.length === 0 && (
                <ListItem>
                    <ListItemText secondary="线路未划分标段" />
                </ListItem>
            )}
        </List>
        <Heading id="cesium-faces">掌子面</Heading>
        <List dense aria-labelledby="cesium-faces" data-testid="cesium-faces">
            {scene.faces.map(f => (
                <ListItem key={f.id} data-testid="cesium-face">
                    <ListItemText primary={`${f.name} ${formatChainage(f.chainage)}`} secondary={f.date ? `日报日期 ${f.date}` : undefined} />
                </ListItem>
            ))}
            {scene.faces.length === 0 && (
                <ListItem>
                    <ListItemText secondary="暂无掌子面位置" />
                </ListItem>
            )}
        </List>
    </Box>
);
