// ECharts from 'echarts/core' with only what the app draws (bar, line, pie; grid, tooltip,
// legend; label overlap hiding; canvas), so the bundle does not carry the whole library.
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart, type BarSeriesOption, type LineSeriesOption, type PieSeriesOption } from 'echarts/charts';
import {
    GridComponent,
    LegendComponent,
    TooltipComponent,
    type GridComponentOption,
    type LegendComponentOption,
    type TooltipComponentOption,
} from 'echarts/components';
import { LabelLayout } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, LabelLayout, CanvasRenderer]);

/** The options the registered parts accept. */
export type ChartOption = echarts.ComposeOption<
    BarSeriesOption | LineSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** The large-screen theme: transparent background (the panel paints it), light text, cyan first. */
export const SCREEN_THEME = 'aq-screen';
const AXIS = { axisLine: { lineStyle: { color: 'rgba(120,180,255,.35)' } }, axisLabel: { color: '#9fc3e7' }, splitLine: { lineStyle: { color: 'rgba(120,180,255,.12)' } } };
echarts.registerTheme(SCREEN_THEME, {
    color: ['#19d4ff', '#3ee6a4', '#ffc53d', '#ff7a45', '#b37feb', '#597ef7', '#ff4d6a'],
    backgroundColor: 'transparent',
    textStyle: { color: '#cfe6ff', fontFamily: 'inherit' },
    legend: { textStyle: { color: '#cfe6ff' } },
    tooltip: { backgroundColor: 'rgba(6,24,54,.92)', borderColor: '#1b7fd0', textStyle: { color: '#e6f4ff' } },
    categoryAxis: AXIS,
    valueAxis: AXIS,
});

export { echarts };
