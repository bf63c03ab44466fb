import type { LineChartPoints, VerticalBarChartDataPoint } from '@fluentui/react-charts';
import type { ProductionRating, ShowViewers } from '../../../application/ratings';
import { formatShortDate } from '../../../domain/dates';
import { formatCompact, formatRating } from '../../../domain/format';

/** Noon UTC, so a day never slips to its neighbour in any time zone the axis is drawn in. */
export const chartDate = (iso: string): Date => new Date(`${iso}T12:00:00Z`);

/** One line per show: its viewers at each completed production, in date order. */
export function viewersLines(shows: readonly ShowViewers[], colors: readonly string[]): LineChartPoints[] {
  return shows.map((show, i) => ({
    legend: show.showName,
    color: colors[i % colors.length],
    data: show.points.map((point) => ({
      x: chartDate(point.date),
      y: point.viewers,
      xAxisCalloutData: formatShortDate(point.date),
      yAxisCalloutData: `${formatCompact(point.viewers)} viewers`,
    })),
  }));
}

/** One bar per production that had matches: its average match rating, coloured by show. */
export function ratingBars(productions: readonly ProductionRating[], colors: readonly string[]): VerticalBarChartDataPoint[] {
  const showColour = new Map<string, string>();
  return productions
    .filter((p) => p.averageRating !== null)
    .map((p) => {
      if (!showColour.has(p.showName)) showColour.set(p.showName, colors[showColour.size % colors.length]);
      return {
        // Date first, so the wrapped labels read in time order; a show's bars share its colour.
        x: `${formatShortDate(p.date)} · ${p.showName}`,
        y: Math.round(p.averageRating! * 100) / 100,
        legend: p.showName,
        color: showColour.get(p.showName),
        xAxisCalloutData: `${p.showName}, ${formatShortDate(p.date)}`,
        yAxisCalloutData: `${formatRating(p.averageRating!)} over ${p.matches} ${p.matches === 1 ? 'match' : 'matches'}`,
      };
    });
}
