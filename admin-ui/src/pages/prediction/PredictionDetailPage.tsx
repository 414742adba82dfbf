// 地质超前预报 (/prediction/detail?id=…): one prediction from queryById — tunnel and chainage
// range, a banner in the colour of its risk level, the details, geology and advice as plain text,
// the report — beside the tunnel's other predictions, newest first, each linking to its own page.
// The loading lives in usePredictionData.ts, the sections in PredictionView.tsx and its parts.
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { PREDICTION_LIST_PATH } from './prediction';
import { PredictionView } from './PredictionView';
import { usePrediction } from './usePredictionData';

// Kept exported from here so importers of the page need not know the split.
export { chainageRange, PREDICTION_LIST_PATH, riskColor, TUNNEL_PAGE_SIZE } from './prediction';

export const PredictionDetailPage = () => {
    const [params] = useSearchParams();
    const id = (params.get('id') ?? '').trim();
    const navigate = useNavigate();
    const location = useLocation();
    const load = usePrediction(id);

    // Opened directly (no page of ours before it), 返回 goes to the list.
    const back = () => (location.key !== 'default' ? navigate(-1) : navigate(PREDICTION_LIST_PATH));

    if (load.status === 'ok') return <PredictionView record={load.record} onBack={back} />;
    return (
        <Paper variant="outlined" sx={{ m: { xs: 0, md: 2 }, p: { xs: 2, md: 3 } }}>
            {load.status === 'loading' && (
                <Box sx={{ textAlign: 'center', py: 6 }}>
                    <CircularProgress size={28} aria-label="加载中" />
                </Box>
            )}
            {load.status === 'missing' && (
                <Box sx={{ textAlign: 'center', py: 6 }}>
                    <SearchOffIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
                    <Typography variant="h6" component="h1" sx={{ mt: 1 }}>
                        记录不存在
                    </Typography>
                    <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                        {id ? '该地质超前预报不存在或已被删除' : '未指定要查看的地质超前预报'}
                    </Typography>
                    <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={back} sx={{ mt: 3 }}>
                        返回
                    </Button>
                </Box>
            )}
            {load.status === 'error' && (
                <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                    <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
                        {load.message}
                    </Alert>
                    <Button startIcon={<ArrowBackIcon />} onClick={back}>
                        返回
                    </Button>
                </Stack>
            )}
        </Paper>
    );
};

export default PredictionDetailPage;
