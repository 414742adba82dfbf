// 通知公告 (/announcement/detail?id=): loads queryById, marks it read, says so when it is missing.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, json, ok, stubApi } from '../../components/Crud/testing';
import { feedback } from '../../components/Feedback';
import { AnnouncementDetailPage } from './AnnouncementDetailPage';

afterEach(() => {
    act(() => feedback.reset());
    vi.unstubAllGlobals();
});

const at = (url: string) =>
    render(
        <MemoryRouter initialEntries={[url]}>
            <Routes>
                <Route path="/announcement/detail" element={<AnnouncementDetailPage />} />
            </Routes>
        </MemoryRouter>
    );

describe('AnnouncementDetailPage', () => {
    it('shows the announcement of ?id and marks it read', async () => {
        const api = stubApi({
            'GET /sys/annountCement/queryById': c =>
                c.query.get('id') === 'a1'
                    ? ok({ id: 'a1', titile: '停水通知', sender: 'admin', sendTime: '2026-11-23 09:00:00', msgContent: '<p>明日停水</p>', openType: 'url', openPage: '/isystem/depart' })
                    : fail('未找到对应数据'),
            'PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId': () => ok(null),
        });
        at('/announcement/detail?id=a1');
        expect(await screen.findByText('停水通知')).toBeTruthy();
        expect(screen.getByText('发布人：admin')).toBeTruthy();
        expect(await screen.findByText('明日停水')).toBeTruthy();
        expect(screen.getByRole('button', { name: '去处理' })).toBeTruthy();
        await vi.waitFor(() => expect(api.last('PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId')!.body).toEqual({ anntId: 'a1' }));
    });

    it('falls back to my own copy when queryById is refused', async () => {
        stubApi({
            'GET /sys/annountCement/queryById': () => json(fail('没有权限，请联系管理员授权', 403), 403),
            'GET /sys/sysAnnouncementSend/getMyAnnouncementSend': () =>
                ok({ records: [{ id: 'send-1', anntId: 'a1', titile: '停水通知', sender: 'admin', sendTime: '2026-11-23 09:00:00', msgContent: '<p>明日停水</p>', readFlag: '1' }], total: 1 }),
        });
        at('/announcement/detail?id=a1');
        expect(await screen.findByText('停水通知')).toBeTruthy();
        expect(await screen.findByText('明日停水')).toBeTruthy();
    });

    it('says so when the announcement is missing', async () => {
        stubApi({
            'GET /sys/annountCement/queryById': () => fail('未找到对应数据'),
            'GET /sys/sysAnnouncementSend/getMyAnnouncementSend': () => ok({ records: [], total: 0 }),
        });
        at('/announcement/detail?id=zz');
        expect(await screen.findByText('未找到对应数据')).toBeTruthy();
        at('/announcement/detail');
        expect(await screen.findByText('缺少通知编号')).toBeTruthy();
    });
});
