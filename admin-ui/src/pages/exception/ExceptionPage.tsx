import { useNavigate } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import { config } from '../../app/config';

const TEXT: Record<string, string> = {
    '403': '抱歉，你无权访问该页面',
    '404': '抱歉，你访问的页面不存在或仍在开发中',
    '500': '抱歉，服务器出错了',
};

export const ExceptionPage = ({ type }: { type: '403' | '404' | '500' }) => {
    const navigate = useNavigate();
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 420, gap: 6, flexWrap: 'wrap', p: 3 }}>
            <Typography component="div" sx={{ fontSize: 120, fontWeight: 700, color: '#cfd8e3', lineHeight: 1 }}>{type}</Typography>
            <Box>
                <Typography variant="h3" component="h1" sx={{ color: '#434e59', fontWeight: 600 }}>{type}</Typography>
                <Typography sx={{ color: 'rgba(0,0,0,.45)', fontSize: 18, my: 2 }}>{TEXT[type]}</Typography>
                <Button variant="contained" onClick={() => navigate(config.homePath)}>返回首页</Button>
            </Box>
        </Box>
    );
};
