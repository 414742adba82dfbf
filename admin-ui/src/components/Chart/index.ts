export { EChart, type EChartProps } from './EChart';
export { echarts, SCREEN_THEME, type ChartOption } from './echarts';
