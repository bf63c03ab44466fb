import type { LineChartPoints } from '@fluentui/react-charts';
import type { WarSeries } from '../../../../application/war';
import { addDays } from '../../../../domain/dates';
import { chartDate, periodOf } from '../chart-data';

const nights = (n: number): string => `${n} ${n === 1 ? 'night' : 'nights'} won`;

/**
 * One line per promotion: the nights it has won this year, added up week by week, from nothing the
 * week before the first contested one (so even one week draws lines, not lone dots).
 */
export const warLines = (series: readonly WarSeries[], colors: readonly string[]): LineChartPoints[] =>
  series.map((s, i) => ({
    legend: s.promotion,
    color: colors[i % colors.length],
    data: (s.points.length === 0 ? [] : [{ week: addDays(s.points[0].week, -7), won: 0 }, ...s.points]).map((point) => ({
      x: chartDate(point.week),
      y: point.won,
      xAxisCalloutData: periodOf(point.week, 'week'),
      yAxisCalloutData: nights(point.won),
    })),
  }));
