import { useEffect, type ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { config } from '../../app/config';

/** The login layout: a header without time or info, the form card, a copyright footer. */
export const UserLayout = ({ children, width = 400 }: { children: ReactNode; width?: number }) => {
    useEffect(() => {
        document.title = config.productTitle;
    }, []);
    return (
        <Box
            sx={{
                minHeight: '100vh',
                display: 'flex',
                flexDirection: 'column',
                background:
                    'linear-gradient(160deg, #e6f4ff 0%, #f0f2f5 45%, #dbeafe 100%)',
                position: 'relative',
                overflow: 'hidden',
            }}
        >
            <Box
                component="svg"
                viewBox="0 0 1440 320"
                preserveAspectRatio="none"
                aria-hidden
                sx={{ position: 'absolute', bottom: 0, left: 0, width: '100%', height: 220, opacity: 0.35 }}
            >
                <path fill="#1890ff" d="M0,224L60,208C120,192,240,160,360,170.7C480,181,600,235,720,240C840,245,960,203,1080,181.3C1200,160,1320,160,1380,160L1440,160L1440,320L0,320Z" />
            </Box>
            <Box component="header" sx={{ textAlign: 'center', pt: { xs: 5, sm: 9 }, pb: 3, px: 2, zIndex: 1 }}>
                <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
                    <Box component="img" src="/logo.svg" alt="" sx={{ width: 44, height: 44 }} />
                    <Typography component="h1" sx={{ fontSize: { xs: 22, sm: 30 }, fontWeight: 600, color: 'rgba(0,0,0,.85)' }}>
                        {config.productTitle}
                    </Typography>
                </Box>
                <Typography sx={{ mt: 1.5, color: 'rgba(0,0,0,.45)', fontSize: 14 }}>
                    隧洞掘进 · 质量安全 · 进度投资 一体化管控
                </Typography>
            </Box>
            <Box component="main" sx={{ flex: 1, display: 'flex', justifyContent: 'center', px: 2, zIndex: 1 }}>
                <Paper elevation={3} sx={{ width: '100%', maxWidth: width, p: { xs: 2.5, sm: 4 }, alignSelf: 'flex-start', borderRadius: 2 }}>
                    {children}
                </Paper>
            </Box>
            <Box component="footer" sx={{ textAlign: 'center', py: 3, color: 'rgba(0,0,0,.45)', fontSize: 14, zIndex: 1 }}>
                Copyright © {config.copyrightYear} {config.productTitle}
            </Box>
        </Box>
    );
};
