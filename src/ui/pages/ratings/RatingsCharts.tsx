import { DataVizPalette, LineChart, getColorFromToken, type LineChartPoints } from '@fluentui/react-charts';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { MAX_SERIES, type Bucket, type RatingsView } from '../../../application/ratings';
import { toIsoDate } from '../../../domain/dates';
import { formatCompact } from '../../../domain/format';
import { useGame } from '../../game/game-context';
import { SectionCard } from '../../components/SectionCard';
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
}

function Chart({ title, lines, bucket, yTitle, yFormat, yMin }: ChartProps) {
  const styles = useStyles();
  return (
    <div className={styles.chart}>
      <LineChart
        data={{ chartTitle: title, lineChartData: lines }}
        height={CHART_HEIGHT}
        yMinValue={yMin}
        yAxisTickFormat={yFormat}
        tickValues={periodTicks(lines)}
        customDateTimeFormatter={(date: Date) => axisLabel(toIsoDate(date.getTime()), bucket)}
        yAxisTitle={yTitle}
        // One row of legends; the ones that do not fit go behind "more" instead of eating the plot.
        legendProps={{ overflowText: 'more', allowFocusOnLegends: true }}
      />
    </div>
  );
}

/** Viewers and average match rating per week or month, one line per brand or show. */
export function RatingsCharts({ view }: { view: RatingsView }) {
  const styles = useStyles();
  const { game } = useGame();
  const colors = PALETTE.map((token) => getColorFromToken(token, game.dark));
  const ratings = ratingLines(view.series, view.bucket, colors);
  const other = view.series.find((s) => s.folded.length > 0);
  return (
    <>
      <div className={styles.grid}>
        <SectionCard title="Viewers">
          <Chart title="Average viewers per show" lines={viewersLines(view.series, view.bucket, colors)} bucket={view.bucket} yTitle="Viewers" yFormat={(n) => formatCompact(n)} />
        </SectionCard>
        <SectionCard title="Average match rating">
          {ratings.length === 0
            ? <Text className={styles.muted}>No completed production in this window had a match to rate.</Text>
            : <Chart title="Average match rating" lines={ratings} bucket={view.bucket} yTitle="Average rating" yMin={0} />}
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
