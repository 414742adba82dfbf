import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Banner } from './Banner';

afterEach(() => vi.unstubAllGlobals());

const stub = (body: unknown, status = 200) =>
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));

describe('Banner', () => {
    it('shows date, weekday, clock and the weather', async () => {
        stub({ success: true, code: 200, result: { location: '广州', text: '多云', icon: '101', temp: '26' } });
        render(<Banner />);
        expect(screen.getByTestId('banner-date').textContent).toMatch(/\d{4}年\d{2}月\d{2}日 星期[日一二三四五六]/);
        expect(screen.getByTestId('banner-clock').textContent).toMatch(/^\d{2}:\d{2}:\d{2}$/);
        await waitFor(() => expect(screen.getByTestId('banner-weather').textContent).toContain('26°C'));
        expect(screen.getByTestId('banner-weather').textContent).toContain('广州');
    });

    it('hides the weather when the service fails', async () => {
        stub({ success: false, code: 500, message: '未配置天气服务' });
        render(<Banner />);
        await new Promise(r => setTimeout(r, 20));
        expect(screen.queryByTestId('banner-weather')).toBeNull();
    });
});
