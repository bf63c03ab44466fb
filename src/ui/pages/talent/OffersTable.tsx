import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { OfferRow } from '../../../application/talent';
import { formatLongDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/format';
import { ScrollTable } from '../../components/ScrollTable';
import { DataTable } from '../../components/DataTable';
import { WrestlerLink } from '../../components/WrestlerLink';

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
      <DataTable label="Offers to your wrestlers" rows={offers} rowKey={(o) => o.id}
        columns={[
          { header: 'Wrestler', cell: (o) => <WrestlerLink id={o.wrestlerId} name={o.name} /> },
          { header: 'Rival', cell: (o) => o.rival },
          { header: 'Their offer', cell: (o) => formatMoney(o.cost) },
          { header: 'Asks to stay', cell: (o) => formatMoney(o.asking) },
          { header: 'Costs now', cell: (o) => formatMoney(o.currentCost) },
          { header: 'Contract ends', cell: (o) => (o.contractEnds ? formatLongDate(o.contractEnds) : 'When the appearances run out') },
          {
            header: 'Answer',
            cell: (o) => (
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
            ),
          },
        ]}
      />
    </ScrollTable>
  );
}
