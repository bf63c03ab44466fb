import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { MoneyYearRow } from '../../../application/brands';
import { formatMoney } from '../../../domain/format';
import { DataTable } from '../../components/DataTable';

const useStyles = makeStyles({
  year: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, marginBottom: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  figure: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'end' },
  out: { color: tokens.colorPaletteRedForeground1 },
  total: { fontWeight: tokens.fontWeightSemibold },
  warning: { color: tokens.colorPaletteRedForeground1 },
});

const signed = (amount: number): string => (amount < 0 ? `−${formatMoney(-amount)}` : `+${formatMoney(amount)}`);

type Row = { category: string; amount: number; total?: boolean };

/**
 * Issue 36: where a brand's money went, year by year: its ledger's lines added up by category
 * (shows, retainers, spending, the owner's money…), so the year's change reads as their sum.
 */
export function MoneyByYear({ brand, years }: { brand: string; years: readonly MoneyYearRow[] }) {
  const styles = useStyles();
  if (years.length === 0) return <Text as="p">No year of money yet: the totals fill as the ledger does.</Text>;
  return (
    <>
      {years.map((y) => {
        const rows: Row[] = [...y.lines, { category: 'Change over the year', amount: y.change, total: true }];
        return (
          <section key={y.year} className={styles.year} aria-label={`${brand} money in ${y.year}`}>
            <h4 className={styles.heading}>{y.year}</h4>
            <Text as="p" size={200}>
              {formatMoney(y.opening)} before the year's first line, {formatMoney(y.closing)} after its last: the lines below add up to the change of {signed(y.change)}.
            </Text>
            <DataTable
              label={`${brand} money in ${y.year} by category`}
              rows={rows}
              rowKey={(row) => row.category}
              columns={[
                { header: 'What', cell: (row) => (row.total ? <span className={styles.total}>{row.category}</span> : row.category) },
                {
                  header: 'Amount', width: '11em',
                  className: (row) => (row.amount < 0 ? `${styles.figure} ${styles.out}` : styles.figure),
                  cell: (row) => (row.total ? <span className={styles.total}>{signed(row.amount)}</span> : signed(row.amount)),
                },
              ]}
            />
            {y.unexplained !== 0 && (
              <Text as="p" size={200} className={styles.warning}>
                {signed(y.unexplained)} moved the balance after this with no line in the ledger (an edit outside the game, or an older save).
              </Text>
            )}
          </section>
        );
      })}
    </>
  );
}
