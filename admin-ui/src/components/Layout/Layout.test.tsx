import { createRef, useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DetailList, DetailsModal, PageHeader, SliderCaptcha, type SliderCaptchaHandle } from '.';

afterEach(() => vi.restoreAllMocks());

/** Gives every element a 300 px wide box: jsdom has no layout. */
const trackWidth = (width = 300) =>
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width, height: 40, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 40, toJSON: () => ({}) });

describe('SliderCaptcha', () => {
    it('passes when dragged to the end with the mouse', () => {
        trackWidth();
        const onSuccess = vi.fn();
        render(<SliderCaptcha onSuccess={onSuccess} />);
        const handle = screen.getByRole('slider', { name: '拖动滑块验证' });
        expect(screen.getByText('拖动滑块验证')).toBeTruthy();
        fireEvent.mouseDown(handle, { clientX: 10, button: 0 });
        fireEvent.mouseMove(document, { clientX: 140 });
        expect(handle.getAttribute('aria-valuenow')).toBe('50'); // 130 of 260
        expect(onSuccess).not.toHaveBeenCalled();
        fireEvent.mouseMove(document, { clientX: 275 });
        fireEvent.mouseUp(document);
        expect(onSuccess).toHaveBeenCalledTimes(1);
        expect(screen.getByText('验证通过')).toBeTruthy();
        expect(handle.getAttribute('aria-valuetext')).toBe('验证通过');
    });

    it('silently resets when released early', () => {
        trackWidth();
        const onSuccess = vi.fn();
        render(<SliderCaptcha onSuccess={onSuccess} />);
        const handle = screen.getByRole('slider');
        fireEvent.mouseDown(handle, { clientX: 0, button: 0 });
        fireEvent.mouseMove(document, { clientX: 200 });
        fireEvent.mouseUp(document);
        expect(onSuccess).not.toHaveBeenCalled();
        expect(handle.getAttribute('aria-valuenow')).toBe('0');
        expect(screen.getByText('拖动滑块验证')).toBeTruthy();
        // a later move without a press does nothing
        fireEvent.mouseMove(document, { clientX: 300 });
        expect(handle.getAttribute('aria-valuenow')).toBe('0');
    });

    it('works by touch', () => {
        trackWidth();
        const onSuccess = vi.fn();
        render(<SliderCaptcha onSuccess={onSuccess} />);
        const handle = screen.getByRole('slider');
        fireEvent.touchStart(handle, { touches: [{ clientX: 5 }] });
        fireEvent.touchMove(document, { touches: [{ clientX: 300 }] });
        expect(onSuccess).toHaveBeenCalledTimes(1);
    });

    it('works with the keyboard and is locked after success', () => {
        const onSuccess = vi.fn();
        render(<SliderCaptcha onSuccess={onSuccess} />);
        const handle = screen.getByRole('slider');
        expect(handle.tabIndex).toBe(0);
        for (let i = 0; i < 9; i++) fireEvent.keyDown(handle, { key: 'ArrowRight' });
        expect(handle.getAttribute('aria-valuenow')).toBe('90');
        expect(onSuccess).not.toHaveBeenCalled();
        fireEvent.keyDown(handle, { key: 'ArrowRight' });
        expect(onSuccess).toHaveBeenCalledTimes(1);
        expect(screen.getByText('验证通过')).toBeTruthy();
        fireEvent.keyDown(handle, { key: 'Home' });
        fireEvent.mouseDown(handle, { clientX: 0, button: 0 });
        fireEvent.mouseUp(document);
        expect(screen.getByText('验证通过')).toBeTruthy();
        expect(onSuccess).toHaveBeenCalledTimes(1);
    });

    it('resets by ref and by resetKey', () => {
        const ref = createRef<SliderCaptchaHandle>();
        const { rerender } = render(<SliderCaptcha ref={ref} resetKey={1} />);
        fireEvent.keyDown(screen.getByRole('slider'), { key: 'End' });
        expect(screen.getByText('验证通过')).toBeTruthy();
        act(() => ref.current!.reset());
        expect(screen.getByText('拖动滑块验证')).toBeTruthy();
        fireEvent.keyDown(screen.getByRole('slider'), { key: 'End' });
        rerender(<SliderCaptcha ref={ref} resetKey={2} />);
        expect(screen.getByText('拖动滑块验证')).toBeTruthy();
        expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('0');
    });

    it('ignores input while disabled', () => {
        const onSuccess = vi.fn();
        render(<SliderCaptcha onSuccess={onSuccess} disabled />);
        fireEvent.keyDown(screen.getByRole('slider'), { key: 'End' });
        expect(onSuccess).not.toHaveBeenCalled();
    });
});

describe('DetailsModal', () => {
    it('is titled 详细信息 and toggles fullscreen', () => {
        render(
            <DetailsModal open onClose={() => {}}>
                内容
            </DetailsModal>,
        );
        const dialog = screen.getByRole('dialog', { name: '详细信息' });
        // MUI puts role=dialog on the paper itself.
        const paper = () => dialog;
        expect(paper().className).not.toContain('MuiDialog-paperFullScreen');
        fireEvent.click(within(dialog).getByRole('button', { name: '全屏' }));
        expect(paper().className).toContain('MuiDialog-paperFullScreen');
        fireEvent.click(within(dialog).getByRole('button', { name: '退出全屏' }));
        expect(paper().className).not.toContain('MuiDialog-paperFullScreen');
    });

    it('closes from the header and the footer', () => {
        const onClose = vi.fn();
        render(
            <DetailsModal open onClose={onClose} title="设备详情">
                内容
            </DetailsModal>,
        );
        const dialog = screen.getByRole('dialog', { name: '设备详情' });
        for (const b of within(dialog).getAllByRole('button', { name: '关闭' })) fireEvent.click(b);
        expect(onClose).toHaveBeenCalledTimes(2);
    });

    it('is fullscreen on mobile, without the toggle', () => {
        vi.stubGlobal('matchMedia', (q: string) => ({
            matches: q.includes('max-width:767.98px'),
            media: q,
            addEventListener: () => {},
            removeEventListener: () => {},
            addListener: () => {},
            removeListener: () => {},
            onchange: null,
            dispatchEvent: () => false,
        }));
        try {
            render(<DetailsModal open onClose={() => {}} />);
            const dialog = screen.getByRole('dialog');
            expect(dialog.className).toContain('MuiDialog-paperFullScreen');
            expect(within(dialog).queryByRole('button', { name: '全屏' })).toBeNull();
        } finally {
            vi.unstubAllGlobals();
        }
    });
});

describe('DetailList', () => {
    it('lays out label–value pairs, 3 columns by default', () => {
        const { container } = render(
            <DetailList
                title="基本信息"
                items={[
                    { label: '名称', value: '一号泵站' },
                    { label: '编号', value: '' },
                ]}
            />,
        );
        expect(screen.getByRole('heading', { name: '基本信息' })).toBeTruthy();
        const dl = container.querySelector('dl')!;
        expect(dl.dataset.col).toBe('3');
        const terms = [...dl.querySelectorAll('dt')].map(d => d.textContent);
        const values = [...dl.querySelectorAll('dd')].map(d => d.textContent);
        expect(terms).toEqual(['名称', '编号']);
        expect(values).toEqual(['一号泵站', '-']);
    });

    it('keeps the column count within 1 to 4 and says when empty', () => {
        const { container, rerender } = render(<DetailList col={4} items={[{ label: 'a', value: 1 }]} />);
        expect(container.querySelector('dl')!.dataset.col).toBe('4');
        rerender(<DetailList col={9 as 4} items={[{ label: 'a', value: 1 }]} />);
        expect(container.querySelector('dl')!.dataset.col).toBe('4');
        rerender(<DetailList items={[]} />);
        expect(screen.getByText('暂无数据')).toBeTruthy();
    });
});

describe('PageHeader', () => {
    it('searches with the button and Enter, and switches tabs', () => {
        const onSearch = vi.fn();
        const Host = () => {
            const [tab, setTab] = useState('a');
            return (
                <PageHeader
                    title="工程列表"
                    onSearch={onSearch}
                    tabs={[
                        { key: 'a', label: '全部' },
                        { key: 'b', label: '在建' },
                    ]}
                    activeTab={tab}
                    onTabChange={setTab}
                />
            );
        };
        render(<Host />);
        expect(screen.getByRole('heading', { name: '工程列表' })).toBeTruthy();
        const box = screen.getByPlaceholderText('请输入...');
        fireEvent.change(box, { target: { value: ' 渠道 ' } });
        fireEvent.click(screen.getByRole('button', { name: '搜索' }));
        expect(onSearch).toHaveBeenLastCalledWith('渠道');
        fireEvent.submit(box);
        expect(onSearch).toHaveBeenCalledTimes(2);
        expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true');
        fireEvent.click(screen.getByRole('tab', { name: '在建' }));
        expect(screen.getByRole('tab', { name: '在建' }).getAttribute('aria-selected')).toBe('true');
    });

    it('has no search box or tabs unless asked', () => {
        render(<PageHeader title="首页" />);
        expect(screen.queryByRole('search')).toBeNull();
        expect(screen.queryByRole('tab')).toBeNull();
    });
});
