export { TrendChart, trendChartGeometry, trendChartBox, type TrendChartProps, type TrendPoint } from './TrendChart';
