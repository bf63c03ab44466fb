import { Badge, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { ReignRow } from '../../../application/championships';
import { formatLongDate } from '../../../domain/dates';
import { RouteLink } from '../../components/RouteLink';
import { formatDays, holderNames, reignsOf } from './championship-labels';
import { ScrollTable, useScrollTableWidths } from '../../components/ScrollTable';

const useStyles = makeStyles({
  figure: { fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface ReignTableProps {
  rows: readonly ReignRow[];
  /** With one title chosen, its name need not link to itself. */
  linkTitles: boolean;
}

/** One page of reigns: title, holders, dates and what the reign amounted to. */
export function ReignTable({ rows, linkTitles }: ReignTableProps) {
  const styles = useStyles();
  const tableWidths = useScrollTableWidths();
  return (
    <ScrollTable label="Reigns table">
      <Table size="small" aria-label="Reigns" className={tableWidths.wide}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Championship</TableHeaderCell>
            <TableHeaderCell>Holders</TableHeaderCell>
            <TableHeaderCell>Won</TableHeaderCell>
            <TableHeaderCell>Lost</TableHeaderCell>
            <TableHeaderCell style={{ width: '7em' }}>Days</TableHeaderCell>
            <TableHeaderCell style={{ width: '6em' }}>Defenses</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((reign) => (
            <TableRow key={reign.id}>
              <TableCell>
                {linkTitles ? <RouteLink to={reignsOf(reign.championshipId)}>{reign.championshipName}</RouteLink> : reign.championshipName}
              </TableCell>
              <TableCell>{holderNames(reign.holders)}</TableCell>
              <TableCell>{reign.startDate ? formatLongDate(reign.startDate) : <span className={styles.muted}>Unknown</span>}</TableCell>
              <TableCell>
                {reign.endDate === null ? (
                  <Badge appearance="filled" color="success">
                    Current
                  </Badge>
                ) : (
                  formatLongDate(reign.endDate)
                )}
              </TableCell>
              <TableCell className={styles.figure}>{reign.days === null ? '—' : formatDays(reign.days)}</TableCell>
              <TableCell className={styles.figure}>{reign.defenses}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
