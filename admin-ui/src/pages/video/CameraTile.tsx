// One window of the video wall: the camera's name and place over its live picture, or why there
// is none (离线, 无视频流地址, 加载中, 播放失败 with 重试). A double click, Enter or 全屏 enlarges it
// to the whole wall (Escape or 退出全屏 gives the others back).
import { useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Button, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import VideocamOffOutlinedIcon from '@mui/icons-material/VideocamOffOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import ReplayIcon from '@mui/icons-material/Replay';
import { OFFLINE, type Camera } from './cameras';
import { sourceOf } from './source';
import { usePlayback } from './usePlayback';

/** What a tile shows, for tests and styles (data-state). */
export type TileState = 'offline' | 'no-url' | 'loading' | 'playing' | 'failed';

const Overlay = ({ children }: { children: ReactNode }) => (
    <Box
        sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            p: 2,
            pt: 6, // below the name bar
            textAlign: 'center',
            // a small window (9 分屏) keeps the state and its button, not the detail
            '@container (max-width: 380px)': { gap: 0.5, pt: 5, '& .aq-tile-detail': { display: 'none' }, '& .MuiSvgIcon-root.aq-tile-icon': { fontSize: 28 } },
            color: 'rgba(255,255,255,.85)',
        }}
    >
        {children}
    </Box>
);

export interface CameraTileProps {
    camera: Camera;
    enlarged: boolean;
    onToggleEnlarge: () => void;
}

export const CameraTile = ({ camera, enlarged, onToggleEnlarge }: CameraTileProps) => {
    const video = useRef<HTMLVideoElement>(null);
    const offline = camera.status === OFFLINE;
    const { gateway, streamUrl, gatewayUrl, streamName, protocol } = camera;
    const source = useMemo(() => sourceOf({ gateway, streamUrl, gatewayUrl, streamName, protocol }), [gateway, streamUrl, gatewayUrl, streamName, protocol]);
    const { playback, retry } = usePlayback(video, source, !offline);
    const none = source.kind === 'none';
    const state: TileState = offline ? 'offline' : none ? 'no-url' : playback.status === 'idle' ? 'loading' : playback.status;
    // the section only when the place does not name it already
    const place = [camera.location, camera.location.includes(camera.sectionText) ? '' : camera.sectionText].filter(Boolean).join(' · ');
    const zoomText = enlarged ? '退出全屏' : '全屏';

    const onKeyDown = (e: KeyboardEvent) => {
        if (e.target !== e.currentTarget) return; // the buttons inside handle their own keys
        if (e.key === 'Enter') {
            e.preventDefault();
            onToggleEnlarge();
        } else if (e.key === 'Escape' && enlarged) {
            e.preventDefault();
            onToggleEnlarge();
        }
    };

    return (
        <Box
            role="group"
            aria-label={`${camera.name}${place ? `（${place}）` : ''}`}
            tabIndex={0}
            data-state={state}
            data-camera={camera.id}
            className="aq-camera-tile"
            onDoubleClick={onToggleEnlarge}
            onKeyDown={onKeyDown}
            sx={{
                position: 'relative',
                containerType: 'inline-size',
                aspectRatio: '16 / 9',
                minWidth: 0,
                bgcolor: '#0b1220',
                borderRadius: 1,
                overflow: 'hidden',
                outline: 'none',
                '&:focus-visible': { boxShadow: theme => `0 0 0 3px ${theme.palette.primary.main}` },
            }}
        >
            <video
                ref={video}
                muted
                autoPlay
                playsInline
                aria-label={`${camera.name} 实时画面`}
                style={{ width: '100%', height: '100%', objectFit: 'contain', display: offline || none ? 'none' : 'block' }}
            />
            {state === 'offline' && (
                <Overlay>
                    <VideocamOffOutlinedIcon className="aq-tile-icon" sx={{ fontSize: 40, opacity: 0.7 }} />
                    <Typography>离线</Typography>
                </Overlay>
            )}
            {state === 'no-url' && source.kind === 'none' && (
                <Overlay>
                    <LinkOffIcon className="aq-tile-icon" sx={{ fontSize: 40, opacity: 0.7 }} />
                    <Typography>{source.reason}</Typography>
                </Overlay>
            )}
            {state === 'loading' && (
                <Overlay>
                    <CircularProgress size={28} sx={{ color: 'rgba(255,255,255,.8)' }} aria-hidden />
                    <Typography role="status">加载中</Typography>
                </Overlay>
            )}
            {state === 'failed' && playback.status === 'failed' && (
                <Overlay>
                    <ErrorOutlineIcon className="aq-tile-icon" sx={{ fontSize: 40, color: '#ff7875' }} />
                    <Typography>播放失败</Typography>
                    <Typography variant="caption" className="aq-tile-detail" sx={{ opacity: 0.75 }}>
                        {playback.message}
                    </Typography>
                    <Button size="small" variant="outlined" color="inherit" startIcon={<ReplayIcon />} onClick={retry} aria-label={`重试 ${camera.name}`}>
                        重试
                    </Button>
                </Overlay>
            )}
            <Box
                sx={{
                    position: 'absolute',
                    left: 0,
                    right: 0,
                    top: 0,
                    display: 'flex',
                    alignItems: 'flex-start',
                    gap: 1,
                    px: 1.25,
                    py: 0.75,
                    color: '#fff',
                    background: 'linear-gradient(rgba(0,0,0,.65), rgba(0,0,0,0))',
                }}
            >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="subtitle2" noWrap title={camera.name}>
                        {camera.name}
                    </Typography>
                    {place && (
                        <Typography variant="caption" component="p" noWrap title={place} sx={{ opacity: 0.8 }}>
                            {place}
                        </Typography>
                    )}
                </Box>
                <Box
                    component="span"
                    aria-label={offline ? '离线' : '在线'}
                    sx={{ mt: 0.75, width: 8, height: 8, borderRadius: '50%', flexShrink: 0, bgcolor: offline ? '#8c8c8c' : '#52c41a' }}
                />
                <Tooltip title={zoomText}>
                    <IconButton size="small" aria-label={`${zoomText} ${camera.name}`} aria-pressed={enlarged} onClick={onToggleEnlarge} sx={{ color: '#fff', mt: -0.5, mr: -0.75 }}>
                        {enlarged ? <FullscreenExitIcon fontSize="small" /> : <FullscreenIcon fontSize="small" />}
                    </IconButton>
                </Tooltip>
            </Box>
        </Box>
    );
};
