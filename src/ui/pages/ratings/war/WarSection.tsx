import { memo, useMemo } from 'react';
import { DataVizPalette, LineChart, getColorFromToken } from '@fluentui/react-charts';
import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { WAR_TABLE_WEEKS } from '../../../../application/war';
import { toIsoDate } from '../../../../domain/dates';
import { DrawLater } from '../../../components/DrawLater';
import { SectionCard } from '../../../components/SectionCard';
import { useReadModel } from '../../../components/use-read-model';
import { useGame } from '../../../game/game-context';
import { useServices } from '../../../services-context';
import { ChartLegend } from '../ChartLegend';
import { axisLabel, periodTicks } from '../chart-data';
import { warLines } from './war-chart-data';
import { WarTable } from './WarTable';
import { NO_RIVALS, percent, seasonText } from './war-text';

const CHART_HEIGHT = 300;
const PALETTE = [DataVizPalette.color1, DataVizPalette.color2, DataVizPalette.color3, DataVizPalette.color5, DataVizPalette.color6];

const useStyles = makeStyles({
  chart: { height: `${CHART_HEIGHT}px`, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  standings: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

const weekLabel = (date: Date) => axisLabel(toIsoDate(date.getTime()), 'week');

/** Issue 18 on `/ratings`: the war table of the last weeks, the season so far and its chart. */
export const WarSection = memo(function WarSection() {
  const styles = useStyles();
  const { war } = useServices();
  const { game } = useGame();
  const { data, error } = useReadModel(() => war.board(WAR_TABLE_WEEKS), 'the ratings war', `war:${game.date}`);
  // Made once per read (issue 19: the chart labels every point on each render of the page).
  const chart = useMemo(() => {
    const lines = data ? warLines(data.chart, PALETTE.map((token) => getColorFromToken(token, game.dark))) : [];
    return { data: { chartTitle: 'Nights won this year', lineChartData: lines }, ticks: periodTicks(lines), drawn: lines.some((line) => line.data.length > 0) };
  }, [data, game.dark]);
  return (
    <SectionCard title="Ratings war">
      {error && <Text role="alert">Something went wrong: {error}</Text>}
      {!data && !error && <Spinner label="Reading the ratings war" />}
      {data && !data.rivals && <Text className={styles.muted}>{NO_RIVALS}</Text>}
      {data?.rivals && (
        <>
          <Text as="p">
            <Text weight="semibold">Season {data.season.year} so far:</Text>{' '}
            {data.season.nights === 0 ? seasonText([], 0) : `${data.season.nights} contested ${data.season.nights === 1 ? 'night' : 'nights'}.`}
          </Text>
          {data.season.nights > 0 && (
            <ul className={styles.standings} aria-label="Nights won this year">
              {data.season.standings.map((s) => (
                <li key={s.companyId}>{s.promotion}{s.player ? ' (you)' : ''}: {s.nights} {s.nights === 1 ? 'night' : 'nights'} ({percent(s.share)})</li>
              ))}
            </ul>
          )}
          {data.nights.length === 0
            ? <Text className={styles.muted}>No night against a rival in the last {WAR_TABLE_WEEKS} weeks.</Text>
            : <WarTable nights={data.nights} weeks={WAR_TABLE_WEEKS} />}
          {chart.drawn && (
            <>
              {/* Below the table, usually off screen: drawn when the player scrolls near it (issue 19). */}
              <DrawLater when="near" className={styles.chart}>
                {() => (
                  <LineChart
                    roundedTicks
                    data={chart.data}
                    height={CHART_HEIGHT}
                    yMinValue={0}
                    tickValues={chart.ticks}
                    customDateTimeFormatter={weekLabel}
                    yAxisTitle="Nights won"
                    hideLegend
                  />
                )}
              </DrawLater>
              <ChartLegend label="Nights won this year: lines" lines={chart.data.lineChartData} />
            </>
          )}
        </>
      )}
    </SectionCard>
  );
});
