import { memo, useCallback, useMemo } from 'react';
import { DataVizPalette, LineChart, getColorFromToken, type LineChartPoints } from '@fluentui/react-charts';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { MAX_SERIES, type Bucket, type RatingsView } from '../../../application/ratings';
import { toIsoDate } from '../../../domain/dates';
import { formatCompact } from '../../../domain/format';
import { useGame } from '../../game/game-context';
import { DrawLater } from '../../components/DrawLater';
import { SectionCard } from '../../components/SectionCard';
import { ChartLegend } from './ChartLegend';
import { axisLabel, periodTicks, ratingLines, viewersLines } from './chart-data';

const CHART_HEIGHT = 320;

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(420px, 100%), 1fr))', gap: tokens.spacingHorizontalL },
  // The chart measures its container: a fixed height keeps the plot positive however long the legend.
  chart: { height: `${CHART_HEIGHT}px`, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** One colour a line, MAX_SERIES lines at most (the query folds the rest into "Other"). */
const PALETTE = [DataVizPalette.color1, DataVizPalette.color2, DataVizPalette.color3, DataVizPalette.color5, DataVizPalette.color6,
  DataVizPalette.color7, DataVizPalette.color8, DataVizPalette.color10].slice(0, MAX_SERIES);

interface ChartProps {
  title: string;
  lines: LineChartPoints[];
  bucket: Bucket;
  yTitle: string;
  yFormat?: (n: number) => string;
  yMin?: number;
  /** Drawn with the page (the first chart), or once the page has painted (issue 19). */
  later?: boolean;
}

// Memoised with stable props: the chart lays out and labels every point on each render (issue 19).
const Chart = memo(function Chart({ title, lines, bucket, yTitle, yFormat, yMin, later = false }: ChartProps) {
  const styles = useStyles();
  const ticks = useMemo(() => periodTicks(lines), [lines]);
  const dateLabel = useCallback((date: Date) => axisLabel(toIsoDate(date.getTime()), bucket), [bucket]);
  const data = useMemo(() => ({ chartTitle: title, lineChartData: lines }), [title, lines]);
  const chart = () => (
    <LineChart
      // Round steps on the value axis (0, 500K, 1M… rather than 0, 402.1K, 804.2K…).
      roundedTicks
      data={data}
      height={CHART_HEIGHT}
      yMinValue={yMin}
      yAxisTickFormat={yFormat}
      tickValues={ticks}
      customDateTimeFormatter={dateLabel}
      yAxisTitle={yTitle}
      // Our own legend below: the library's measured its entries on every render (issue 19).
      hideLegend
    />
  );
  return (
    <>
      {later ? <DrawLater when="painted" className={styles.chart}>{chart}</DrawLater> : <div className={styles.chart}>{chart()}</div>}
      <ChartLegend label={`${title}: lines`} lines={lines} />
    </>
  );
});

const viewersFormat = (n: number) => formatCompact(n);

/** Viewers and average match rating per week or month, one line per brand or show. */
export function RatingsCharts({ view }: { view: RatingsView }) {
  const styles = useStyles();
  const { game } = useGame();
  const colors = useMemo(() => PALETTE.map((token) => getColorFromToken(token, game.dark)), [game.dark]);
  const ratings = useMemo(() => ratingLines(view.series, view.bucket, colors), [view.series, view.bucket, colors]);
  const viewers = useMemo(() => viewersLines(view.series, view.bucket, colors), [view.series, view.bucket, colors]);
  const other = view.series.find((s) => s.folded.length > 0);
  return (
    <>
      <div className={styles.grid}>
        <SectionCard title="Viewers">
          <Chart title="Average viewers per show" lines={viewers} bucket={view.bucket} yTitle="Viewers" yFormat={viewersFormat} />
        </SectionCard>
        <SectionCard title="Average match rating">
          {ratings.length === 0
            ? <Text className={styles.muted}>No completed production in this window had a match to rate.</Text>
            : <Chart title="Average match rating" lines={ratings} bucket={view.bucket} yTitle="Average rating" yMin={0} later />}
        </SectionCard>
      </div>
      {other && (
        <Text as="p" className={styles.muted}>
          {other.name} ({other.folded.length}): {other.folded.join(', ')}. Choose one above to follow it alone.
        </Text>
      )}
    </>
  );
}
