import { Box, Card, CardContent, Typography } from '@mui/material';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';

/** A page of the route table that is not built yet. */
export const PlaceholderPage = ({ title, fullScreen = false }: { title: string; fullScreen?: boolean }) => (
    <Box sx={fullScreen ? { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: '#f0f2f5', p: 2 } : undefined}>
        <Card variant="outlined" sx={{ maxWidth: fullScreen ? 520 : undefined, width: '100%' }}>
            <CardContent sx={{ textAlign: 'center', py: 6 }}>
                <ConstructionOutlined sx={{ fontSize: 56, color: 'text.disabled' }} />
                <Typography variant="h5" component="h1" sx={{ mt: 2 }}>{title}</Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>该页面正在建设中</Typography>
            </CardContent>
        </Card>
    </Box>
);
