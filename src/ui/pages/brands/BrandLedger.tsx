import { useMemo, useState } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import { BookOpenRegular } from '@fluentui/react-icons';
import type { LedgerEntry } from '../../../domain/entities/brand';
import type { MoneyYearRow } from '../../../application/brands';
import { MoneyByYear } from './MoneyByYear';
import { formatLongDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/format';
import { MAX_LEDGER_ENTRIES } from '../../../domain/rules/ledger';
import { DataTable } from '../../components/DataTable';
import { RouteLink } from '../../components/RouteLink';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(60rem, 95vw)' },
  figure: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'end' },
  out: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
  heading: { margin: `${tokens.spacingVerticalM} 0 ${tokens.spacingVerticalXS}`, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

const signed = (amount: number): string => (amount < 0 ? `−${formatMoney(-amount)}` : `+${formatMoney(amount)}`);

/**
 * Issue 33: a brand's ledger, newest first: every weekly charge (retainers, office, spending, the
 * owner's cover), each show's share and the owner's budget, each with its reason. Issue 36: first,
 * each year's lines added up by category, so a year's change is explained whole (the lines
 * themselves are kept for about six months).
 */
export function BrandLedger({ brand, ledger, years = [] }: { brand: string; ledger: readonly LedgerEntry[]; years?: readonly MoneyYearRow[] }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const rows = useMemo(() => [...ledger].reverse(), [ledger]);
  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <Button icon={<BookOpenRegular />} aria-label={`${brand} ledger`} onClick={() => setOpen(true)}>
        Ledger
      </Button>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{brand}: ledger</DialogTitle>
          <DialogContent>
            {rows.length === 0 ? (
              <Text as="p">
                No money has moved yet. The ledger fills as the weeks pass (wages and running costs) and the shows are played.
              </Text>
            ) : (
              <>
                <h3 className={styles.heading}>By year</h3>
                <MoneyByYear brand={brand} years={years} />
                <h3 className={styles.heading}>Lines</h3>
                <Text as="p" size={200} className={styles.muted}>
                  Newest first; the last {MAX_LEDGER_ENTRIES} lines are kept. What each charge means is in{' '}
                  <RouteLink to="/help">Help, Finances</RouteLink>.
                </Text>
                <DataTable
                  label={`${brand} ledger`}
                  scroll={`${brand} ledger lines`}
                  rows={rows}
                  rowKey={(_, index) => index}
                  columns={[
                    { header: 'Date', cell: (line) => formatLongDate(line.date), width: '9em' },
                    { header: 'What', cell: (line) => line.label, width: '11em' },
                    {
                      header: 'Amount', width: '9em',
                      className: (line) => (line.amount < 0 ? `${styles.figure} ${styles.out}` : styles.figure),
                      cell: (line) => signed(line.amount),
                    },
                    { header: 'Why', cell: (line) => line.reason ?? '' },
                  ]}
                />
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => setOpen(false)}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
