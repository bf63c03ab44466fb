import { memo, useMemo } from 'react';
import { DataVizPalette, LineChart, getColorFromToken } from '@fluentui/react-charts';
import { Text, makeStyles } from '@fluentui/react-components';
import type { CareerAppearance } from '../../../application/careers';
import { toIsoDate } from '../../../domain/dates';
import { formatStat } from '../../../domain/format';
import { useGame } from '../../game/game-context';
import { axisLabel, chartDate, periodTicks } from '../ratings/chart-data';

export const STANDING_CHART_HEIGHT = 200;

const useStyles = makeStyles({
  // The chart measures its container: a fixed height keeps the plot positive (as HeatChart).
  chart: { height: `${STANDING_CHART_HEIGHT}px`, minWidth: 0 },
});

const weekLabel = (date: Date) => axisLabel(toIsoDate(date.getTime()), 'week');

/**
 * Issue 35: popularity (0–100) and momentum (-100..100) after each recent segment that kept a note
 * (living rules: segment.meta.momentum, carried on the played card), drawn like the rivalry's heat.
 */
export const StandingChart = memo(function StandingChart({ name, rows }: { name: string; rows: readonly CareerAppearance[] }) {
  const styles = useStyles();
  const { game } = useGame();
  // Oldest first; one point per segment (two on one night are both kept, a few minutes apart on the axis).
  const points = useMemo(() => rows.filter((r) => r.standing).slice().reverse(), [rows]);
  const { data, ticks } = useMemo(() => {
    const at = (r: CareerAppearance, i: number) => new Date(chartDate(r.date).getTime() + i * 60_000);
    const lines = [
      {
        legend: 'Popularity',
        color: getColorFromToken(DataVizPalette.color1, game.dark),
        data: points.map((r, i) => ({ x: at(r, i), y: r.standing!.popularity, xAxisCalloutData: `${r.showName}, ${axisLabel(r.date, 'week')}`, yAxisCalloutData: `Popularity ${formatStat(r.standing!.popularity)}` })),
      },
      {
        legend: 'Momentum',
        color: getColorFromToken(DataVizPalette.color2, game.dark),
        data: points.map((r, i) => ({ x: at(r, i), y: r.standing!.momentum, xAxisCalloutData: `${r.showName}, ${axisLabel(r.date, 'week')}`, yAxisCalloutData: `Momentum ${Math.round(r.standing!.momentum)}` })),
      },
    ];
    return { data: { chartTitle: `Popularity and momentum of ${name}`, lineChartData: lines }, ticks: periodTicks(lines, 6) };
  }, [name, points, game.dark]);
  if (points.length < 2) {
    return <Text as="p">The chart of {name}’s popularity and momentum fills in as they appear on shows played under living rules.</Text>;
  }
  return (
    <div className={styles.chart}>
      <LineChart roundedTicks data={data} height={STANDING_CHART_HEIGHT} yMinValue={-100} yMaxValue={100} tickValues={ticks} customDateTimeFormatter={weekLabel} />
    </div>
  );
});
