// 首页: the viewer's to-do counts open the list each is handled in; none held, no card.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../components/Crud/testing';
import { feedback } from '../../components/Feedback';
import { AnalysisPage } from './AnalysisPage';

afterEach(() => {
    act(() => feedback.reset());
    vi.unstubAllGlobals();
});

const Where = () => <span data-testid="where">{useLocation().pathname}</span>;

const at = () =>
    render(
        <MemoryRouter initialEntries={['/dashboard/analysis']}>
            <Routes>
                <Route path="/dashboard/analysis" element={<AnalysisPage />} />
                <Route path="*" element={<Where />} />
            </Routes>
        </MemoryRouter>
    );

const visits = () => ({ 'GET /sys/loginfo': () => ok({ todayIp: 1 }), 'GET /sys/visitInfo': () => ok([]) });

describe('AnalysisPage', () => {
    it('shows 我的待办 with each count, opening its list', async () => {
        stubApi({
            ...visits(),
            'GET /dashboard/todo': () =>
                ok([
                    { key: 'dangerRectify', title: '待整改隐患', count: 3, path: '/safety/cmisHiddenDanger' },
                    { key: 'noticeReply', title: '待回复监理通知', count: 0, path: '/safety/cmisSupervisionNotice' },
                ]),
        });
        at();
        expect(await screen.findByText('我的待办')).toBeTruthy();
        expect(screen.getByTestId('todo-dangerRectify').textContent).toBe('3');
        expect(screen.getByTestId('todo-noticeReply').textContent).toBe('0');
        fireEvent.click(screen.getByRole('link', { name: '待整改隐患 3' }));
        expect((await screen.findByTestId('where')).textContent).toBe('/safety/cmisHiddenDanger');
    });

    it('shows no 我的待办 to who holds no step', async () => {
        stubApi({ ...visits(), 'GET /dashboard/todo': () => ok([]) });
        at();
        expect(await screen.findByTestId('stat-今日IP')).toBeTruthy();
        await vi.waitFor(() => expect(screen.getByTestId('stat-今日IP').textContent).toBe('1'));
        expect(screen.queryByText('我的待办')).toBeNull();
    });
});
