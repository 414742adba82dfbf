// A thin React wrapper of an ECharts instance: created on mount, given every new option,
// resized with its box (ResizeObserver), disposed on unmount.
import { useEffect, useRef, type CSSProperties } from 'react';
import { echarts, SCREEN_THEME, type ChartOption } from './echarts';

export interface EChartProps {
    option: ChartOption;
    /** a registered theme name or a theme object; the large-screen theme by default */
    theme?: string | object;
    /** 'svg' needs SVGRenderer registered (echarts.use) by the caller; jsdom tests use it */
    renderer?: 'canvas' | 'svg';
    /** read out instead of the drawing (role="img") */
    ariaLabel: string;
    className?: string;
    style?: CSSProperties;
}

export const EChart = ({ option, theme = SCREEN_THEME, renderer = 'canvas', ariaLabel, className, style }: EChartProps) => {
    const box = useRef<HTMLDivElement>(null);
    const chart = useRef<echarts.EChartsType | null>(null);

    useEffect(() => {
        const el = box.current;
        if (!el) return;
        const c = echarts.init(el, theme, { renderer });
        chart.current = c;
        const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => c.resize());
        ro?.observe(el);
        return () => {
            ro?.disconnect();
            chart.current = null;
            c.dispose();
        };
    }, [theme, renderer]);

    useEffect(() => {
        // notMerge: a series that went away (e.g. an empty list) must not linger
        chart.current?.setOption(option, { notMerge: true });
    }, [option, theme, renderer]);

    return <div ref={box} role="img" aria-label={ariaLabel} className={className} style={{ width: '100%', height: '100%', minHeight: 0, ...style }} />;
};
