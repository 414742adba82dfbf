import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { SVGRenderer } from 'echarts/renderers';
import { EChart } from './EChart';
import { echarts, type ChartOption } from './echarts';

// jsdom has no canvas and no layout: draw with SVG into a box of a fixed size, measure text by length.
beforeAll(() => {
    echarts.use(SVGRenderer);
    // text is measured on a canvas otherwise
    echarts.setPlatformAPI({ measureText: (text: string) => ({ width: text.length * 12 }) });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 400 });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 300 });
});

const observers: { cb: ResizeObserverCallback; disconnected: boolean }[] = [];
class FakeResizeObserver {
    entry: { cb: ResizeObserverCallback; disconnected: boolean };
    constructor(cb: ResizeObserverCallback) {
        this.entry = { cb, disconnected: false };
        observers.push(this.entry);
    }
    observe() {}
    disconnect() {
        this.entry.disconnected = true;
    }
}

afterEach(() => {
    observers.length = 0;
    vi.unstubAllGlobals();
});

const bars = (names: string[]): ChartOption => ({
    xAxis: { type: 'category', data: names },
    yAxis: { type: 'value' },
    series: [{ type: 'bar', data: names.map((_, i) => i + 1) }],
});

describe('EChart', () => {
    it('draws the option, follows a new one, resizes with its box and is disposed on unmount', () => {
        vi.stubGlobal('ResizeObserver', FakeResizeObserver);
        const { container, rerender, unmount, getByRole } = render(<EChart renderer="svg" ariaLabel="测试图" option={bars(['一月', '二月'])} />);
        const el = getByRole('img', { name: '测试图' });
        const chart = echarts.getInstanceByDom(el as HTMLElement)!;
        expect(chart).toBeTruthy();
        expect(container.querySelector('svg')?.textContent).toContain('一月');

        rerender(<EChart renderer="svg" ariaLabel="测试图" option={bars(['三月'])} />);
        const text = container.querySelector('svg')?.textContent ?? '';
        expect(text).toContain('三月');
        expect(text).not.toContain('一月');

        const resize = vi.spyOn(chart, 'resize');
        expect(observers).toHaveLength(1);
        observers[0].cb([], {} as ResizeObserver);
        expect(resize).toHaveBeenCalled();

        unmount();
        expect(chart.isDisposed()).toBe(true);
        expect(observers[0].disconnected).toBe(true);
    });

    it('works without ResizeObserver', () => {
        vi.stubGlobal('ResizeObserver', undefined);
        const { getByRole, unmount } = render(<EChart renderer="svg" ariaLabel="无观察" option={bars(['甲'])} />);
        expect(echarts.getInstanceByDom(getByRole('img') as HTMLElement)).toBeTruthy();
        unmount();
    });
});
