// The image captcha of the login page, also asked before the server sends an SMS code.
import { useCallback, useEffect, useState } from 'react';
import { Box, Tooltip, Typography } from '@mui/material';
import { getAction } from '../../dataProvider/http';
import { feedback } from '../../components/Feedback';

// The server keeps a captcha 60 s.
const CAPTCHA_TTL_MS = 55_000;

export const useCaptcha = () => {
    const [checkKey, setCheckKey] = useState(0);
    const [src, setSrc] = useState<string | null>(null);
    const refresh = useCallback(async () => {
        const key = Date.now();
        setCheckKey(key);
        try {
            const env = await getAction<string>(`/sys/randomImage/${key}`);
            if (env.success && typeof env.result === 'string') {
                setSrc(env.result);
            } else {
                setSrc(null);
                feedback.message.error(env.message || '验证码获取失败');
            }
        } catch {
            setSrc(null);
        }
    }, []);
    useEffect(() => {
        refresh();
    }, [refresh]);
    /** draws a new captcha when the shown one has expired (call on focus of its field) */
    const refreshIfStale = useCallback(() => {
        if (Date.now() - checkKey > CAPTCHA_TTL_MS) refresh();
    }, [checkKey, refresh]);
    return { checkKey, src, refresh, refreshIfStale };
};

/** The captcha picture; a click draws a new one. */
export const CaptchaImage = ({ src, onRefresh, height = 40 }: { src: string | null; onRefresh: () => void; height?: number }) => (
    <Tooltip title="看不清？点击换一张" disableInteractive>
        <Box
            component="button"
            type="button"
            onClick={onRefresh}
            aria-label="刷新验证码"
            sx={{ p: 0, border: '1px solid #d9d9d9', borderRadius: 1, bgcolor: '#fff', cursor: 'pointer', width: 112, height, overflow: 'hidden', flexShrink: 0 }}
        >
            {src ? (
                <Box component="img" src={src} alt="验证码" className="captcha-img" sx={{ width: '100%', height: '100%', objectFit: 'fill', display: 'block' }} />
            ) : (
                <Typography variant="caption" color="text.secondary">点击获取</Typography>
            )}
        </Box>
    </Tooltip>
);

