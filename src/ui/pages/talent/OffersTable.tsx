import { Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { OfferRow } from '../../../application/talent';
import { formatLongDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/format';
import { ScrollTable } from '../../components/ScrollTable';

const useStyles = makeStyles({
  answer: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, paddingBlock: tokens.spacingVerticalXS },
});

interface OffersTableProps {
  offers: OfferRow[];
  busy: boolean;
  onCounter: (offer: OfferRow) => void;
  onLetGo: (offer: OfferRow) => void;
}

/** Rivals' offers to the player's wrestlers: what the rival pays against what keeping them costs. */
export function OffersTable({ offers, busy, onCounter, onLetGo }: OffersTableProps) {
  const styles = useStyles();
  return (
    <ScrollTable label="Offers table">
      <Table aria-label="Offers to your wrestlers" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Wrestler</TableHeaderCell>
            <TableHeaderCell>Rival</TableHeaderCell>
            <TableHeaderCell>Their offer</TableHeaderCell>
            <TableHeaderCell>Asks to stay</TableHeaderCell>
            <TableHeaderCell>Costs now</TableHeaderCell>
            <TableHeaderCell>Contract ends</TableHeaderCell>
            <TableHeaderCell>Answer</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {offers.map((o) => (
            <TableRow key={o.id}>
              <TableCell>{o.name}</TableCell>
              <TableCell>{o.rival}</TableCell>
              <TableCell>{formatMoney(o.cost)}</TableCell>
              <TableCell>{formatMoney(o.asking)}</TableCell>
              <TableCell>{formatMoney(o.currentCost)}</TableCell>
              <TableCell>{o.contractEnds ? formatLongDate(o.contractEnds) : 'When the appearances run out'}</TableCell>
              <TableCell>
                <div className={styles.answer}>
                <Button size="small" appearance="primary" disabled={busy} onClick={() => onCounter(o)} aria-label={`Counter at ${formatMoney(o.counterCost)}: keep ${o.name} from ${o.rival}`}>
                  Counter at {formatMoney(o.counterCost)}
                </Button>
                {o.status === 'open' ? (
                  <Button size="small" disabled={busy} onClick={() => onLetGo(o)} aria-label={`Let go: ${o.name} to ${o.rival}`}>
                    Let go
                  </Button>
                ) : (
                  <Text>Let go: leaves at the contract's end</Text>
                )}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
