import { DataVizPalette, LineChart, VerticalBarChart, getColorFromToken } from '@fluentui/react-charts';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { RatingsView } from '../../../application/ratings';
import { formatShortDate, toIsoDate } from '../../../domain/dates';
import { formatCompact } from '../../../domain/format';
import { useGame } from '../../game/game-context';
import { SectionCard } from '../../components/SectionCard';
import { ratingBars, viewersLines } from './chart-data';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))', gap: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground3 },
});

const PALETTE = [DataVizPalette.color1, DataVizPalette.color2, DataVizPalette.color3, DataVizPalette.color5, DataVizPalette.color6,
  DataVizPalette.color7, DataVizPalette.color8, DataVizPalette.color10];

/** Viewers per show over time (lines) and each production's average match rating (bars). */
export function RatingsCharts({ view }: { view: RatingsView }) {
  const styles = useStyles();
  const { game } = useGame();
  const colors = PALETTE.map((token) => getColorFromToken(token, game.dark));
  const bars = ratingBars(view.productions, colors);
  return (
    <div className={styles.grid}>
      <SectionCard title="Viewers per show">
        <LineChart
          data={{ chartTitle: 'Viewers per show', lineChartData: viewersLines(view.shows, colors) }}
          height={300}
          yAxisTickFormat={(value: number) => formatCompact(value)}
          customDateTimeFormatter={(date: Date) => formatShortDate(toIsoDate(date.getTime()))}
          yAxisTitle="Viewers"
          enabledLegendsWrapLines
        />
      </SectionCard>
      <SectionCard title="Average match rating per production">
        {bars.length === 0 ? (
          <Text className={styles.muted}>No completed production had a match to rate.</Text>
        ) : (
          <VerticalBarChart
            data={bars}
            chartTitle="Average match rating per production"
            height={300}
            yMinValue={0}
            yAxisTitle="Average rating"
            hideLegend
            wrapXAxisLables
          />
        )}
      </SectionCard>
    </div>
  );
}
