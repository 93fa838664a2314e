import { clsx } from 'clsx';
import { Children, isValidElement, type ComponentProps } from 'react';
import { sprinkles, type SpaceStep } from '../shared/sprinkles.css';
import type { Responsive } from '../theme/media';
import { column, columns, columnsTemplate, type columnWidths, type ColumnsVariants } from './Columns.css';

export type ColumnWidth = (typeof columnWidths)[number];

export interface ColumnProps extends ComponentProps<'div'> {
  /**
   * Share of the row: a fraction of the space the gaps leave (`'2/3'`), `'content'` (as wide as
   * its content) or `'fill'` (an equal part of what the other columns leave; the default).
   */
  width?: ColumnWidth;
}

/** A column of `Columns` with a set width; `Columns` reads `width`, so it must be a direct child. */
export function Column({
  // `width` sizes the parent's grid track, not this element.
  width: _width,
  className,
  ref,
  ...props
}: ColumnProps) {
  return <div ref={ref} className={clsx(column, className)} {...props} />;
}

export interface ColumnsProps extends ComponentProps<'div'> {
  /** Space between columns (and between the stacked columns once collapsed), one step or per breakpoint. */
  space?: Responsive<SpaceStep>;
  /** Below this breakpoint the columns stack, each as wide as the row; without it they never do. */
  collapseBelow?: ColumnsVariants['collapseBelow'];
  /** Vertical alignment of the columns in the row. */
  alignY?: ColumnsVariants['alignY'];
}

/**
 * The custom property behind `columnsTemplate` (`var(--x)` → `--x`), set inline by hand: the one
 * line `@vanilla-extract/dynamic`'s `assignInlineVars` would cost every page with columns
 * ≈ 0.5 KB gzip.
 */
const templateProperty = columnsTemplate.slice('var('.length, -1);

/** A fraction width as numerator and denominator (`'7/12'` → `[7, 12]`); null for the others. */
const fraction = (width: ColumnWidth): [number, number] | null => {
  const match = /^(\d+)\/(\d+)$/.exec(width);
  return match ? [Number(match[1]), Number(match[2])] : null;
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The grid tracks of a row of columns. Fractions are shares of the space the gaps leave, `fill`
 * columns share equally what the fractions leave, `content` columns are `auto`. Whole `fr`
 * numbers where they can be (`7/12` + `5/12` → `7fr 5fr`, `fill` + `1/3` → `2fr 1fr`), which
 * lay out exactly as written by hand; fractions below a total of 1 with no `fill` leave the rest
 * of the row empty (`1/2` alone → `0.5fr`), and above 1 they are scaled to fit.
 */
export function columnsTrackList(widths: readonly ColumnWidth[]): string {
  const fractions = widths.map(fraction);
  // Every fraction over one common denominator: n / denominator.
  const denominator = fractions.reduce((d, f) => (f ? (d * f[1]) / gcd(d, f[1]) : d), 1);
  const numerator = (f: [number, number]) => (f[0] * denominator) / f[1];
  const taken = fractions.reduce((sum, f) => sum + (f ? numerator(f) : 0), 0);
  const fills = widths.filter((width) => width === 'fill').length;
  const left = Math.max(denominator - taken, 0);
  const track = (share: number) => `minmax(0, ${share}fr)`;
  return widths
    .map((width, index) => {
      const f = fractions[index];
      if (width === 'content') return 'auto';
      // Equal fill columns beside content columns only.
      if (taken === 0) return track(1);
      // Scaled by the number of fill columns, so that each one's share is a whole number too.
      if (fills > 0) return track(f ? numerator(f) * fills : left);
      if (taken < denominator) return track(Number((numerator(f!) / denominator).toFixed(6)));
      return track(numerator(f!));
    })
    .join(' ');
}

/**
 * Lays its children out side by side as columns and stacks them below `collapseBelow`. A `Column`
 * child is sized by its `width`; any other child is a `fill` column. For equal columns of repeated
 * items, use `Tiles`.
 */
export function Columns({ space = 'md', collapseBelow, alignY, className, style, children, ref, ...props }: ColumnsProps) {
  const widths = Children.toArray(children)
    .filter(isValidElement)
    .map((child) => (child.type === Column ? ((child.props as ColumnProps).width ?? 'fill') : 'fill'));
  return (
    <div
      ref={ref}
      className={clsx(columns({ collapseBelow, alignY }), sprinkles({ gap: space }), className)}
      style={{ [templateProperty]: columnsTrackList(widths), ...style }}
      {...props}
    >
      {children}
    </div>
  );
}
