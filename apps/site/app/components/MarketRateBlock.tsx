import { formatPercent, marketRate, marketRatePoints, shortMonthLabel } from '@repo/content';
import { Text, TrendChart } from '@repo/ui';
import { keepTogether } from './KeepTogether';
import { NewTabLink } from './NewTabLink';

const chartPoints = marketRatePoints.map((point) => ({
  label: shortMonthLabel(point.month),
  value: point.value,
  valueLabel: formatPercent(point.value / 100),
}));

/**
 * The Banco Central's latest month and its segment ("Média do mercado (veículos, pessoa física), Banco
 * Central, agosto de 2026: 1,97% a.m."),
 * what the series covers, its source with the day it was fetched and its licence's attribution,
 * and the snapshot's 24 months drawn as a small chart (prerendered SVG, every month in its table
 * for screen readers); `brief`, the line alone. Everything comes from the snapshot in
 * `@repo/content`. Loaded through {@link MarketRate}.
 */
export default function MarketRateBlock({ brief = false }: { brief?: boolean }) {
  if (brief) return <Text size="small">{keepTogether(marketRate.line)}</Text>;
  return (
    <>
      <Text size="small">{keepTogether(marketRate.line)}</Text>
      <Text size="small" tone="muted">
        {keepTogether(marketRate.detail)}{' '}
        <NewTabLink href={marketRate.sourceUrl}>{marketRate.sourceLinkLabel}</NewTabLink>
      </Text>
      <TrendChart
        points={chartPoints}
        title={marketRate.chartTitle}
        periodHeader={marketRate.chartPeriodLabel}
        valueHeader={marketRate.chartValueLabel}
      />
    </>
  );
}
