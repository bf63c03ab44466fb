import type { LineChartPoints } from '@fluentui/react-charts';
import type { Bucket, RatingsSeries } from '../../../application/ratings';
import { formatShortDate } from '../../../domain/dates';
import { formatCompact, formatRating } from '../../../domain/format';

/**
 * A point's date on a chart. @fluentui/react-charts formats every point's Date with
 * `toLocaleString(culture, options)` on every render, for an aria label it then throws away when the
 * point has its own callout text (ours always do); a fresh Intl formatter per point per render was
 * most of /ratings' and /rivalries' time (issue 19: ~0.7 s of a 2 s visit). This date answers that
 * call with its ISO day, cheaply; the axis and callouts use our own labels.
 */
class ChartDate extends Date {
  override toLocaleString(): string {
    return this.toISOString().slice(0, 10);
  }
}

/** Noon UTC, so a day never slips to its neighbour in any time zone the axis is drawn in. */
export const chartDate = (iso: string): Date => new ChartDate(`${iso}T12:00:00Z`);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Week of Mar 8" or "Mar 2026": what one point stands for. */
export const periodOf = (iso: string, bucket: Bucket): string =>
  bucket === 'week' ? `Week of ${formatShortDate(iso)}` : `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/** A tick on the time axis: "Mar 8" in a window of weeks, "Mar 2026" in one of months. */
export const axisLabel = (iso: string, bucket: Bucket): string => (bucket === 'week' ? formatShortDate(iso) : periodOf(iso, 'month'));

/** "Mar 8", with its year when it is not the season's: "Mar 8, 2019". */
export const dayLabel = (iso: string, season: string): string =>
  iso.slice(0, 4) === season ? formatShortDate(iso) : `${formatShortDate(iso)}, ${iso.slice(0, 4)}`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line per series: average viewers per production in each week or month. */
export function viewersLines(series: readonly RatingsSeries[], bucket: Bucket, colors: readonly string[]): LineChartPoints[] {
  return series.map((s, i) => ({
    legend: s.name,
    color: colors[i % colors.length],
    data: s.points.map((point) => ({
      x: chartDate(point.date),
      y: point.viewers,
      xAxisCalloutData: periodOf(point.date, bucket),
      yAxisCalloutData: `${formatCompact(point.viewers)} viewers (${plural(point.productions, 'show', 'shows')})`,
    })),
  }));
}

/** One line per series: the average match rating of each week or month that had matches. */
export function ratingLines(series: readonly RatingsSeries[], bucket: Bucket, colors: readonly string[]): LineChartPoints[] {
  return series
    .map((s, i) => ({
      legend: s.name,
      color: colors[i % colors.length],
      data: s.points.flatMap((point) => point.rating === null ? [] : [{
        x: chartDate(point.date),
        y: point.rating,
        xAxisCalloutData: periodOf(point.date, bucket),
        yAxisCalloutData: `${formatRating(point.rating)} over ${plural(point.matches, 'match', 'matches')}`,
      }]),
    }))
    .filter((line) => line.data.length > 0);
}

/** With a few periods, one tick each (the axis would otherwise mark days between weekly points). */
export function periodTicks(lines: readonly LineChartPoints[], most = 8): Date[] | undefined {
  const times = [...new Set(lines.flatMap((line) => line.data.map((point) => (point.x as Date).getTime())))].sort((a, b) => a - b);
  return times.length > 0 && times.length <= most ? times.map((time) => new Date(time)) : undefined;
}
