import { makeStyles, tokens } from '@fluentui/react-components';
import { DataTable } from '../../../components/DataTable';
import type { WarNightRow } from '../../../../application/war';
import { formatLongDate } from '../../../../domain/dates';
import { reasonText, showText, winnerText } from './war-text';

const useStyles = makeStyles({
  table: { minWidth: '48rem' },
  caption: { captionSide: 'top', textAlign: 'start', color: tokens.colorNeutralForeground3, paddingBottom: tokens.spacingVerticalS },
  shows: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  won: { fontWeight: tokens.fontWeightSemibold },
});

/** Every contested night of the last weeks, newest first: each show's share and viewers, and the winner. */
export function WarTable({ nights, weeks }: { nights: readonly WarNightRow[]; weeks: number }) {
  const styles = useStyles();
  return (
    <DataTable
      scroll="Ratings war table"
      label="Ratings war nights"
      className={styles.table}
      caption={
        <caption className={styles.caption}>
          Every night of the last {weeks} weeks where shows of different promotions aired: each show's share of the night's
          audience, its viewers and its card's rating, who won the night (the largest share, which follows the viewers) and why.
        </caption>
      }
      rows={nights}
      rowKey={(night) => night.night}
      columns={[
        { header: 'Night', cell: (night) => formatLongDate(night.night) },
        {
          header: 'Shows',
          cell: (night) => (
            <ul className={styles.shows}>
              {night.shows.map((show) => (
                <li key={`${show.showId}-${show.productionId ?? 'absent'}`} className={show.won ? styles.won : undefined}>{showText(show)}</li>
              ))}
            </ul>
          ),
        },
        { header: 'Winner', cell: (night) => winnerText(night) },
        { header: 'Why', cell: (night) => reasonText(night) },
      ]}
    />
  );
}
