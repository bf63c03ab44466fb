import { memo, useMemo } from 'react';
import { DataVizPalette, LineChart, getColorFromToken } from '@fluentui/react-charts';
import { makeStyles } from '@fluentui/react-components';
import type { HeatPoint } from '../../../application/rivalries';
import { toIsoDate } from '../../../domain/dates';
import { useGame } from '../../game/game-context';
import { axisLabel, chartDate, periodTicks } from '../ratings/chart-data';

export const HEAT_CHART_HEIGHT = 160;

const useStyles = makeStyles({
  // The chart measures its container: a fixed height keeps the plot positive.
  chart: { height: `${HEAT_CHART_HEIGHT}px`, minWidth: 0 },
});

/** A rivalry's heat week by week (0–100), drawn like the ratings page's charts. */
// Memoised, its data made once per series: the chart labels every point on each render (issue 19).
export const HeatChart = memo(function HeatChart({ title, series }: { title: string; series: readonly HeatPoint[] }) {
  const styles = useStyles();
  const { game } = useGame();
  const { data, ticks } = useMemo(() => {
    const lines = [{
      legend: 'Heat',
      color: getColorFromToken(DataVizPalette.color1, game.dark),
      data: series.map((p) => ({ x: chartDate(p.date), y: p.heat, xAxisCalloutData: `Week of ${axisLabel(p.date, 'week')}`, yAxisCalloutData: `Heat ${Math.round(p.heat)}` })),
    }];
    return { data: { chartTitle: title, lineChartData: lines }, ticks: periodTicks(lines, 6) };
  }, [title, series, game.dark]);
  return (
    <div className={styles.chart}>
      <LineChart
        roundedTicks
        data={data}
        height={HEAT_CHART_HEIGHT}
        yMinValue={0}
        yMaxValue={100}
        hideLegend
        tickValues={ticks}
        customDateTimeFormatter={weekLabel}
      />
    </div>
  );
});

const weekLabel = (date: Date) => axisLabel(toIsoDate(date.getTime()), 'week');
