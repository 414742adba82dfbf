// 地图 with a stubbed GET /dashboard/map: the loading, error and empty states, the layers drawn
// from the data (no tiles), a danger's popup and 定位桩号.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../../../components/Crud/testing';
import type { MapData } from './api';
import { MapPage } from './MapPage';

afterEach(() => vi.unstubAllGlobals());

const route = (from: number, to: number) =>
    Array.from({ length: 5 }, (_, i) => [102.45 + ((from + ((to - from) * i) / 4) / 1000) * 0.0072, 25.12 - ((from + ((to - from) * i) / 4) / 1000) * 0.0048]);

const DEMO: MapData = {
    sections: [
        { id: 's1', name: '第一标段', code: 'SG01', startChainage: 0, endChainage: 12500, actualPercent: 62.5 },
        { id: 's2', name: '第二标段', code: 'SG02', startChainage: 12500, endChainage: 27300, actualPercent: 20 },
        { id: 's3', name: '第三标段', code: 'SG03', startChainage: 27300, endChainage: 41050, actualPercent: 0 },
    ],
    buildings: [
        // one tunnel over the first two sections: split at K12+500
        { id: 'b1', pid: '0', name: '输水隧洞（一二标）', startChainage: 0, endChainage: 27300, sectionId: 's1', route: route(0, 27300) as [number, number][] },
        { id: 'b3', pid: '', name: '第三标段输水隧洞', startChainage: 27300, endChainage: 41050, sectionId: 's3', route: route(27300, 41050) as [number, number][] },
        { id: 'c1', pid: 'b1', name: '1号施工竖井', typeText: '竖井', startChainage: 4860, endChainage: 4872, sectionId: 's1', route: [] },
    ],
    cameras: [
        { id: 'cam1', name: 'TBM始发洞口', location: '第一标段 K0+050', longitude: 102.4504, latitude: 25.1198, status: '1', statusText: '在线', sectionId: 's1' },
        { id: 'cam2', name: '无坐标', location: '', longitude: null, latitude: null, status: '0', statusText: '离线' },
    ],
    dangers: [
        { id: 'd1', location: '洞内 K3+000 拱顶', level: '2', levelText: '重大隐患', status: '1', statusText: '待整改', chainage: 3000, sectionId: 's1' },
        { id: 'd2', location: '出渣皮带机', level: '1', levelText: '一般隐患', status: '2', statusText: '整改中', chainage: 99999, sectionId: 's1' },
    ],
    surface: [{ id: 'f1', code: 'R1', name: '螳螂川', category: 'river', categoryText: '河流', chainage: 20000, longitude: null, latitude: null }],
};

const at = (refreshMs?: number) =>
    render(
        <MemoryRouter initialEntries={['/home/map']}>
            <Routes>
                <Route path="/home/map" element={<MapPage refreshMs={refreshMs} />} />
                <Route path="/analysis/video" element={<div>视频页</div>} />
            </Routes>
        </MemoryRouter>,
    );

describe('MapPage', () => {
    it('shows a spinner, then the error with 重试 that loads again', async () => {
        let n = 0;
        const api = stubApi({ 'GET /dashboard/map': () => (n++ === 0 ? fail('数据库不可用') : ok({ ...DEMO, buildings: [] })) });
        at();
        expect(screen.getByLabelText('加载中')).toBeTruthy();
        await screen.findByText(/地图数据加载失败：数据库不可用/);
        fireEvent.click(screen.getByRole('button', { name: '重试' }));
        await screen.findByText('暂无线路坐标，请在「建筑物」中填写线路坐标');
        expect(api.to('GET /dashboard/map')).toHaveLength(2);
    });

    it('says how to survey the line when no building has a route', async () => {
        stubApi({ 'GET /dashboard/map': () => ok({ ...DEMO, buildings: DEMO.buildings.map(b => ({ ...b, route: [] })) }) });
        at();
        await screen.findByText('暂无线路坐标，请在「建筑物」中填写线路坐标');
        expect(document.querySelector('.leaflet-container')).toBeNull();
    });

    it('draws the sections, km ticks and markers without tiles, and locates a chainage', async () => {
        stubApi({ 'GET /dashboard/map': () => ok(DEMO) });
        at();
        const region = await screen.findByRole('region', { name: '线路地图' });
        await waitFor(() => expect(region.querySelectorAll('path.aq-map-route')).toHaveLength(3)); // s1, s2 of b1; s3
        expect(region.querySelector('img.leaflet-tile')).toBeNull();
        const labels = [...region.querySelectorAll('.aq-map-km span')].map(e => e.textContent);
        expect(labels.slice(0, 3)).toEqual(['K0', 'K1', 'K2']);
        expect(labels).toHaveLength(42); // K0…K41, K12 and K27 once
        expect(region.querySelectorAll('.aq-map-danger')).toHaveLength(1); // d2 lies past the line
        expect(region.querySelectorAll('.aq-map-camera')).toHaveLength(1);
        expect(region.querySelectorAll('.aq-map-building')).toHaveLength(1);
        expect(region.querySelectorAll('.aq-map-surface')).toHaveLength(1);
        for (const name of ['线路', '建筑物', '摄像头', '隐患', '地表']) expect(screen.getByText(name, { selector: '.leaflet-control-layers span' })).toBeTruthy();

        fireEvent.click(region.querySelector('.aq-map-danger')!);
        await waitFor(() => expect(region.querySelector('.leaflet-popup-content')?.textContent).toContain('等级：重大隐患'));

        const box = screen.getByLabelText('定位桩号');
        fireEvent.change(box, { target: { value: 'K12-300' } });
        fireEvent.submit(box.closest('form')!);
        await screen.findByText('桩号格式不正确');
        fireEvent.change(box, { target: { value: '50000' } });
        fireEvent.submit(box.closest('form')!);
        await screen.findByText('桩号不在线路范围内');
        fireEvent.change(box, { target: { value: 'K12+300' } });
        fireEvent.submit(box.closest('form')!);
        await waitFor(() => expect(region.querySelector('.aq-map-locate')).not.toBeNull());
        expect(screen.queryByText('桩号不在线路范围内')).toBeNull();
        expect(region.textContent).toContain('K12+300.000');
    });

    it('follows 查看视频 in the router', async () => {
        stubApi({ 'GET /dashboard/map': () => ok(DEMO) });
        at();
        const region = await screen.findByRole('region', { name: '线路地图' });
        await waitFor(() => expect(region.querySelector('.aq-map-camera')).not.toBeNull());
        fireEvent.click(region.querySelector('.aq-map-camera')!);
        const link = await screen.findByRole('link', { name: '查看视频' });
        expect(link.getAttribute('href')).toBe('/analysis/video?camera=cam1');
        fireEvent.click(link);
        await screen.findByText('视频页');
    });

    it('reloads every minute, keeping the map (and its layers) when a reload fails or brings the same data', async () => {
        let failing = false;
        const api = stubApi({ 'GET /dashboard/map': () => (failing ? fail('网络异常') : ok(DEMO)) });
        at(150);
        const region = await screen.findByRole('region', { name: '线路地图' });
        await waitFor(() => expect(region.querySelectorAll('path.aq-map-route')).toHaveLength(3));
        const path = region.querySelector('path.aq-map-route');
        failing = true;
        await screen.findByText('地图数据刷新失败：网络异常');
        expect(screen.getByRole('region', { name: '线路地图' })).toBe(region);
        failing = false;
        await waitFor(() => expect(screen.queryByText(/地图数据刷新失败/)).toBeNull());
        expect(api.to('GET /dashboard/map').length).toBeGreaterThanOrEqual(3);
        expect(region.querySelector('path.aq-map-route')).toBe(path); // same data: not redrawn
    });

    it('keeps an overlay switched off when a reload brings new data', async () => {
        let danger = '洞内 K3+000 拱顶';
        stubApi({ 'GET /dashboard/map': () => ok({ ...DEMO, dangers: [{ ...DEMO.dangers[0], location: danger }] }) });
        at(150);
        const region = await screen.findByRole('region', { name: '线路地图' });
        await waitFor(() => expect(region.querySelectorAll('.aq-map-danger')).toHaveLength(1));
        fireEvent.click(screen.getByRole('checkbox', { name: '隐患' }));
        expect(region.querySelectorAll('.aq-map-danger')).toHaveLength(0);
        danger = '洞内 K3+000 边墙';
        await waitFor(() => expect(region.querySelector('.aq-map-route')).not.toBeNull());
        await new Promise(r => setTimeout(r, 400)); // two reloads, one with new data
        expect(region.querySelectorAll('.aq-map-danger')).toHaveLength(0);
        expect((screen.getByRole('checkbox', { name: '隐患' }) as HTMLInputElement).checked).toBe(false);
        fireEvent.click(screen.getByRole('checkbox', { name: '隐患' }));
        await waitFor(() => expect(region.querySelector('.aq-map-danger')?.getAttribute('title')).toBe('隐患：洞内 K3+000 边墙'));
    });
});
