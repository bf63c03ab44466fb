import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { WarNightRow } from '../../../../application/war';
import { formatLongDate } from '../../../../domain/dates';
import { ScrollTable } from '../../../components/ScrollTable';
import { showText, winnerText } from './war-text';

const useStyles = makeStyles({
  table: { minWidth: '36rem' },
  caption: { captionSide: 'top', textAlign: 'start', color: tokens.colorNeutralForeground3, paddingBottom: tokens.spacingVerticalS },
  shows: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  won: { fontWeight: tokens.fontWeightSemibold },
});

/** Every contested night of the last weeks, newest first: each show's share and viewers, and the winner. */
export function WarTable({ nights, weeks }: { nights: readonly WarNightRow[]; weeks: number }) {
  const styles = useStyles();
  return (
    <ScrollTable label="Ratings war table">
      <Table size="small" className={styles.table} aria-label="Ratings war nights">
        <caption className={styles.caption}>
          Every night of the last {weeks} weeks where shows of different promotions aired: each show's share of the night's
          audience and its viewers, and who won the night (the largest share).
        </caption>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Night</TableHeaderCell>
            <TableHeaderCell>Shows</TableHeaderCell>
            <TableHeaderCell>Winner</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {nights.map((night) => (
            <TableRow key={night.night}>
              <TableCell>{formatLongDate(night.night)}</TableCell>
              <TableCell>
                <ul className={styles.shows}>
                  {night.shows.map((show) => (
                    <li key={`${show.showId}-${show.productionId ?? 'absent'}`} className={show.won ? styles.won : undefined}>{showText(show)}</li>
                  ))}
                </ul>
              </TableCell>
              <TableCell>{winnerText(night)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
