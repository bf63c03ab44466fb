import { useId } from 'react';
import { Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles } from '@fluentui/react-components';
import type { FinanceLine } from '../../../domain/entities/production';
import { formatMoney } from '../../../domain/format';
import { ScrollTable } from '../../components/ScrollTable';
import { useProductionStyles } from './production-styles';

// The reasons are sentences: on a phone the table keeps room for them and scrolls sideways in its
// card rather than squeezing them into a column a few words wide (the desktop layout is unchanged).
const PHONE = '@media (max-width: 700px)';
const useStyles = makeStyles({
  table: { [PHONE]: { minWidth: '40rem' } },
  figure: { [PHONE]: { width: '8rem' } },
  amount: { [PHONE]: { width: '9rem' } },
});

/** Lines as stored; a hand-edited or old record's odd entries are left out rather than breaking the screen. */
export const financeLinesOf = (finance: unknown): FinanceLine[] => {
  const lines = (finance as { lines?: unknown } | null | undefined)?.lines;
  if (!Array.isArray(lines)) return [];
  return lines.filter(
    (line): line is FinanceLine =>
      typeof line === 'object' && line !== null && typeof line.label === 'string' && typeof line.reason === 'string' && Number.isFinite(line.amount),
  );
};

/** The attendance line counts seats, the viewers and ratings war lines people, every other line dollars. */
const COUNTS: Readonly<Record<string, string>> = { Attendance: 'seats', Viewers: 'viewers', 'Ratings war': 'viewers' };
const shown = (line: FinanceLine): string =>
  COUNTS[line.label] ? `${Math.round(line.amount).toLocaleString('en-US')} ${COUNTS[line.label]}` : formatMoney(line.amount);

/**
 * Issue 15: "Why this money", every figure of a living production's result with its reason, as
 * "Why this rating" does for the rating. Nothing is drawn for a production without an explanation.
 */
export function MoneyExplanation({ finance }: { finance: unknown }) {
  const styles = useProductionStyles();
  const local = useStyles();
  const headingId = useId();
  const lines = financeLinesOf(finance);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.stack}>
      <Subtitle2 as="h3" id={headingId}>Why this money</Subtitle2>
      <ScrollTable label="Why this money table">
        <Table aria-labelledby={headingId} size="small" className={local.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={local.figure}>Figure</TableHeaderCell>
              <TableHeaderCell className={local.amount}>Amount</TableHeaderCell>
              <TableHeaderCell>Why</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {lines.map((line, index) => (
              <TableRow key={`${line.label}-${index}`}>
                <TableCell>{line.label}</TableCell>
                <TableCell>{shown(line)}</TableCell>
                <TableCell>{line.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollTable>
    </section>
  );
}
