// 视频监控 (/analysis/video): the cameras of a section (all the viewer's without one) as a wall of
// 1, 4 or 9 live windows, paged with 上一页/下一页. `?camera=<id>` (the map's link) puts that
// camera in the first window; `?sectionId=` keeps the chosen section in the address.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { PageHeader } from '../../components/Layout';
import { SectionSelect } from '../../components/Pickers';
import { CameraTile } from './CameraTile';
import { CAMERA_LIMIT, fetchCameras, leadWith, pageAfterSplit, pageCells, pageCount, SPLITS, type CameraList, type Split } from './cameras';

const SPLIT_TEXT: Record<Split, string> = { 1: '单屏', 4: '4 分屏', 9: '9 分屏' };
const COLUMNS: Record<Split, number> = { 1: 1, 4: 2, 9: 3 };

type Load = { key: string; list?: CameraList; error?: string };

const useCameras = (sectionId: string) => {
    const [load, setLoad] = useState<Load>({ key: '' });
    const [attempt, setAttempt] = useState(0);
    const key = `${sectionId}#${attempt}`;
    useEffect(() => {
        let live = true;
        fetchCameras(sectionId).then(
            list => live && setLoad({ key, list }),
            (e: Error) => live && setLoad({ key, error: e?.message || '摄像头加载失败' })
        );
        return () => {
            live = false;
        };
    }, [sectionId, key]);
    // another section's cameras never show under this one's name
    const current = load.key === key ? load : { key };
    return { ...current, loading: !current.list && !current.error, reload: () => setAttempt(n => n + 1) };
};

export const VideoPage = () => {
    const [params, setParams] = useSearchParams();
    const sectionId = (params.get('sectionId') ?? '').trim();
    const cameraId = (params.get('camera') ?? '').trim();
    const [split, setSplit] = useState<Split>(4);
    const [page, setPage] = useState(0);
    const [enlarged, setEnlarged] = useState<string | null>(null);
    const { list, error, loading, reload } = useCameras(sectionId);

    const cameras = useMemo(() => leadWith(list?.cameras ?? [], cameraId), [list, cameraId]);
    const pages = pageCount(cameras.length, split);
    const shown = Math.min(page, pages - 1);
    const missingLinked = !!list && !!cameraId && !cameras.some(c => c.id === cameraId);

    const chooseSection = (id: string) => {
        // the linked camera belongs to the wall it was opened on
        setParams(id ? { sectionId: id } : {}, { replace: true });
        setPage(0);
        setEnlarged(null);
    };
    const chooseSplit = (to: Split | null) => {
        if (!to || to === split) return;
        setPage(pageAfterSplit(shown, split, to));
        setSplit(to);
        setEnlarged(null);
    };
    const turn = (delta: number) => {
        setPage(Math.min(pages - 1, Math.max(0, shown + delta)));
        setEnlarged(null);
    };
    const toggle = useCallback((id: string) => setEnlarged(e => (e === id ? null : id)), []);

    const cells = enlarged ? cameras.filter(c => c.id === enlarged) : pageCells(cameras, shown, split);
    const columns = enlarged ? 1 : COLUMNS[split];

    return (
        <>
            <PageHeader title="视频监控" content="各标段摄像头实时画面；双击画面或按回车键全屏，Esc 退出。" />
            <Paper variant="outlined" sx={{ mx: { xs: 0, md: 2 }, mb: 2, p: { xs: 1.5, md: 2 } }}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, mb: 2, flexWrap: 'wrap' }} useFlexGap>
                    <Box sx={{ width: { xs: '100%', sm: 260 } }}>
                        <SectionSelect id="video-section" label="标段" placeholder="全部标段" value={sectionId} onChange={chooseSection} />
                    </Box>
                    <ToggleButtonGroup size="small" exclusive value={split} onChange={(_, v: Split | null) => chooseSplit(v)} aria-label="分屏">
                        {SPLITS.map(s => (
                            <ToggleButton key={s} value={s} aria-label={SPLIT_TEXT[s]} sx={{ px: 1.5 }}>
                                {SPLIT_TEXT[s]}
                            </ToggleButton>
                        ))}
                    </ToggleButtonGroup>
                    <Box sx={{ flex: 1 }} />
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Button size="small" startIcon={<NavigateBeforeIcon />} disabled={shown <= 0 || !!enlarged} onClick={() => turn(-1)}>
                            上一页
                        </Button>
                        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                            第 {shown + 1} / {pages} 页 · 共 {cameras.length} 路
                        </Typography>
                        <Button size="small" endIcon={<NavigateNextIcon />} disabled={shown >= pages - 1 || !!enlarged} onClick={() => turn(1)}>
                            下一页
                        </Button>
                    </Stack>
                </Stack>

                {missingLinked && (
                    <Alert severity="warning" sx={{ mb: 2 }}>
                        未找到链接指定的摄像头，它可能已删除或不属于所选标段。
                    </Alert>
                )}
                {list && list.total > list.cameras.length && (
                    <Alert severity="info" sx={{ mb: 2 }}>
                        摄像头共 {list.total} 路，仅显示前 {CAMERA_LIMIT} 路，请选择标段查看其余的。
                    </Alert>
                )}
                {loading && (
                    <Box sx={{ textAlign: 'center', py: 6 }}>
                        <CircularProgress size={28} aria-label="加载中" />
                    </Box>
                )}
                {error && (
                    <Alert
                        severity="error"
                        action={
                            <Button color="inherit" size="small" onClick={reload}>
                                重新加载
                            </Button>
                        }
                    >
                        {error}
                    </Alert>
                )}
                {list && cameras.length === 0 && (
                    <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
                        {sectionId ? '该标段暂无摄像头' : '暂无摄像头'}
                    </Typography>
                )}
                {list && cameras.length > 0 && (
                    <Box
                        role="region"
                        aria-label="监控画面"
                        data-split={enlarged ? 1 : split}
                        sx={{
                            display: 'grid',
                            gap: 1,
                            // the whole wall fits the screen's height (n×n windows of 16:9 are 16:9)
                            maxWidth: { md: 'max(480px, calc((100vh - 300px) * 16 / 9))' },
                            mx: 'auto',
                            // one window a row on a phone, so each stays readable
                            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))`, md: `repeat(${columns}, minmax(0, 1fr))` },
                        }}
                    >
                        {cells.map((c, i) =>
                            c ? (
                                <CameraTile key={c.id} camera={c} enlarged={enlarged === c.id} onToggleEnlarge={() => toggle(c.id)} />
                            ) : (
                                <Box
                                    key={`empty-${i}`}
                                    aria-hidden
                                    className="aq-camera-empty"
                                    sx={{ aspectRatio: '16 / 9', borderRadius: 1, border: 1, borderStyle: 'dashed', borderColor: 'divider', display: 'grid', placeItems: 'center', color: 'text.disabled' }}
                                >
                                    空闲窗口
                                </Box>
                            )
                        )}
                    </Box>
                )}
            </Paper>
        </>
    );
};

export default VideoPage;
