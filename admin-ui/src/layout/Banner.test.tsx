import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEYS, ls } from '../app/storage';
import { Banner } from './Banner';

afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
});

const stub = (body: unknown, status = 200) => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => new Response(JSON.stringify(body), { status }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
};
/** What the login result said about the weather service. */
const weatherConfigured = (on: boolean) => ls.set(KEYS.features, { weather: on });
const weatherCalls = (fetch: ReturnType<typeof stub>) =>
    fetch.mock.calls.filter(([url]) => String(url instanceof Request ? url.url : url).includes('/sys/weather/now'));
const OK = { success: true, code: 200, result: { location: '广州', text: '多云', icon: '101', temp: '26' } };

describe('Banner', () => {
    it('shows date, weekday, clock and the weather', async () => {
        weatherConfigured(true);
        stub(OK);
        render(<Banner />);
        expect(screen.getByTestId('banner-date').textContent).toMatch(/\d{4}年\d{2}月\d{2}日 星期[日一二三四五六]/);
        expect(screen.getByTestId('banner-clock').textContent).toMatch(/^\d{2}:\d{2}:\d{2}$/);
        await waitFor(() => expect(screen.getByTestId('banner-weather').textContent).toContain('26°C'));
        expect(screen.getByTestId('banner-weather').textContent).toContain('广州');
    });

    it('asks the server for the weather once when a weather service is configured', async () => {
        weatherConfigured(true);
        const fetch = stub(OK);
        render(<Banner />);
        await screen.findByTestId('banner-weather');
        expect(weatherCalls(fetch)).toHaveLength(1);
    });

    it('asks nothing when no weather service is configured', async () => {
        for (const configured of [false, null]) {
            localStorage.clear();
            if (configured !== null) weatherConfigured(configured);
            const fetch = stub(OK);
            const { unmount } = render(<Banner />);
            await new Promise(r => setTimeout(r, 30));
            expect(fetch).not.toHaveBeenCalled();
            expect(screen.queryByTestId('banner-weather')).toBeNull();
            expect(screen.getByTestId('banner-clock')).toBeTruthy();
            unmount();
        }
    });

    it('hides the weather when the service fails', async () => {
        weatherConfigured(true);
        const fetch = stub({ success: false, code: 500, message: '天气服务不可用' });
        render(<Banner />);
        await waitFor(() => expect(weatherCalls(fetch)).toHaveLength(1));
        await new Promise(r => setTimeout(r, 20));
        expect(screen.queryByTestId('banner-weather')).toBeNull();
    });
});
