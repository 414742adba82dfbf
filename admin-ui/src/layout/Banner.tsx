// Top banner: fixed project title, date with Chinese weekday, live clock, location and weather.
import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import UmbrellaOutlined from '@mui/icons-material/UmbrellaOutlined';
import AcUnitOutlined from '@mui/icons-material/AcUnitOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { config } from '../app/config';
import { chineseDate, chineseWeekday, clockText } from '../app/greeting';
import { getAction } from '../dataProvider/http';
import { featureOn } from '../authProvider/session';

export interface Weather {
    location?: string;
    text?: string;
    icon?: string;
    temp?: string | number;
}

const WeatherIcon = ({ text = '' }: { text?: string }) => {
    const sx = { fontSize: 18 };
    if (text.includes('雪')) return <AcUnitOutlined sx={sx} />;
    if (text.includes('雨')) return <UmbrellaOutlined sx={sx} />;
    if (text.includes('云') || text.includes('阴') || text.includes('雾')) return <CloudOutlined sx={sx} />;
    return <WbSunnyOutlined sx={sx} />;
};

export const useNow = (intervalMs = 1000) => {
    const [now, setNow] = useState(() => new Date());
    useEffect(() => {
        const t = setInterval(() => setNow(new Date()), intervalMs);
        return () => clearInterval(t);
    }, [intervalMs]);
    return now;
};

/**
 * The server's current weather (null while loading, or when no provider answers). Asked only
 * when the login said a weather service is configured: nothing is requested for a feature
 * that is not there.
 */
export const useWeather = (): Weather | null => {
    const [weather, setWeather] = useState<Weather | null>(null);
    useEffect(() => {
        if (!featureOn('weather')) return;
        let live = true;
        getAction<Weather>('/sys/weather/now', undefined, { silent: true })
            .then(env => live && setWeather(env.success && env.result ? env.result : null))
            .catch(() => live && setWeather(null));
        return () => {
            live = false;
        };
    }, []);
    return weather;
};

export const Banner = ({ compact = false }: { compact?: boolean }) => {
    const now = useNow();
    const weather = useWeather();
    return (
        <Box
            className="aq-banner"
            sx={{
                height: 40,
                flexShrink: 0,
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                px: 2,
                color: '#fff',
                background: 'linear-gradient(90deg, #0a2e5c 0%, #0f4c8a 55%, #1769b5 100%)',
                fontSize: 13,
                whiteSpace: 'nowrap',
                overflow: 'hidden',
            }}
        >
            <Typography component="div" sx={{ fontWeight: 600, fontSize: 15, letterSpacing: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {config.projectTitle}
            </Typography>
            <Box sx={{ flex: 1 }} />
            {!compact && (
                <Box component="span" data-testid="banner-date">
                    {chineseDate(now)} {chineseWeekday(now)}
                </Box>
            )}
            <Box component="span" data-testid="banner-clock" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
                {clockText(now)}
            </Box>
            {weather && (
                <Box component="span" data-testid="banner-weather" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    {weather.location && (
                        <>
                            <PlaceOutlined sx={{ fontSize: 16 }} />
                            {weather.location}
                        </>
                    )}
                    <WeatherIcon text={weather.text} />
                    {weather.text} {weather.temp != null && `${weather.temp}°C`}
                </Box>
            )}
        </Box>
    );
};
