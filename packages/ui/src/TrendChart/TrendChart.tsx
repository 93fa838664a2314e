import type { ComponentProps } from 'react';
import { clsx } from 'clsx';
import { axis, caption, ends, figure, lastEnd, lastMarker, line, marker, plot, table } from './TrendChart.css';

/** One point of a series: its period as shown (`jun./26`), its value, and the value as shown (`1,97%`). */
export interface TrendPoint {
  label: string;
  value: number;
  valueLabel: string;
}

/** The drawing's box, in SVG user units (the SVG scales to its container's width). */
export const trendChartBox = { width: 300, height: 96, padding: 8 } as const;

/**
 * Where each value sits in {@link trendChartBox}: evenly spaced left to right, the lowest value at
 * the bottom and the highest at the top (a flat series drawn across the middle). Pure, for the
 * tests and for whoever draws the same series elsewhere.
 */
export function trendChartGeometry(values: readonly number[]): { x: number; y: number }[] {
  const { width, height, padding } = trendChartBox;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  const step = values.length > 1 ? (width - 2 * padding) / (values.length - 1) : 0;
  return values.map((value, index) => ({
    x: padding + index * step,
    y: span === 0 ? height / 2 : padding + ((max - value) / span) * (height - 2 * padding),
  }));
}

/** Rounds to 0.1 of a unit: short SVG attributes, no visible difference. */
const round = (value: number) => Math.round(value * 10) / 10;

export interface TrendChartProps extends Omit<ComponentProps<'figure'>, 'title'> {
  /** The series, oldest first. Fewer than two points draw nothing: one figure is a sentence, not a chart. */
  points: readonly TrendPoint[];
  /** What the chart shows ("Média do mercado nos últimos 12 meses"): its caption and its table's. */
  title: string;
  /** Header of the table's period column ("Mês"). */
  periodHeader: string;
  /** Header of the table's value column ("Taxa média (% a.m.)"). */
  valueHeader: string;
}

/**
 * A small line chart of a short series (a rate over the last 12 months), drawn as static SVG: no
 * script, no charting library, the same markup before and after hydration. One line in the text's
 * colour with a marker on each point, the last one filled; the first and last periods and values
 * written at its ends; every value in a table for screen readers (the drawing is hidden from them).
 */
export function TrendChart({ points, title, periodHeader, valueHeader, className, ref, ...props }: TrendChartProps) {
  if (points.length < 2) return null;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const coordinates = trendChartGeometry(points.map((point) => point.value));
  const { width, height } = trendChartBox;
  return (
    <figure ref={ref} className={clsx(figure, className)} {...props}>
      <figcaption className={caption}>{title}</figcaption>
      <svg className={plot} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
        <line className={axis} x1={0} x2={width} y1={height} y2={height} />
        <polyline className={line} points={coordinates.map(({ x, y }) => `${round(x)},${round(y)}`).join(' ')} />
        {coordinates.map(({ x, y }, index) => (
          <circle
            key={points[index]!.label}
            className={clsx(marker, index === points.length - 1 && lastMarker)}
            cx={round(x)}
            cy={round(y)}
            r={index === points.length - 1 ? 4 : 3}
          />
        ))}
      </svg>
      <div className={ends} aria-hidden="true">
        <span>
          {first.label}: {first.valueLabel}
        </span>
        <span className={lastEnd}>
          {last.label}: {last.valueLabel}
        </span>
      </div>
      <table className={table}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{periodHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{point.valueLabel}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
