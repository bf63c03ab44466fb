import { useState } from 'react';
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Select, Spinner, Text, makeStyles, tokens,
} from '@fluentui/react-components';
import type { TalentDeal } from '../../../application/talent';
import { formatMoney } from '../../../domain/format';
import { MoveMoneyForm } from '../../components/MoveMoneyForm';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  good: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  bad: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  move: { borderTop: `1px solid ${tokens.colorNeutralStroke2}`, paddingTop: tokens.spacingVerticalS },
});

export interface DealDialogProps {
  kind: 'counter' | 'poach';
  /** The offer's id (counter) or the wrestler's (poach). */
  id: number;
  busy: boolean;
  onClose: () => void;
  /** The player confirmed: make the deal with this brand paying. */
  onConfirm: (brandId: number) => void;
}

const TYPE = { FULL: 'full-time', PART: 'part-time', GUEST: 'guest' } as const;

/**
 * Issue 33 item 6: a counter-offer or a poach before it is made. The player chooses which of
 * their brands pays, sees what the contract costs and what that brand needs in hand, and when it
 * cannot pay, exactly what is missing, with money to move from another brand right here.
 */
export function DealDialog({ kind, id, busy, onClose, onConfirm }: DealDialogProps) {
  const styles = useStyles();
  const { talent } = useServices();
  const { data: deal, error, reload } = useReadModel(() => talent.deal(kind, id), 'the offer', `deal:${kind}:${id}`);
  const [chosen, setChosen] = useState<number | null>(null);
  const brandId = chosen ?? deal?.brandId ?? null;
  const brand = deal?.brands.find((b) => b.id === brandId);
  const title = kind === 'counter' ? `Counter for ${deal?.name ?? 'the wrestler'}` : `Poach ${deal?.name ?? 'the wrestler'}`;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {error && <Text role="alert">Could not read the offer: {error}</Text>}
            {!deal && !error && <Spinner label="Reading the offer" />}
            {deal === null && !error && <Text role="alert">That offer is no longer open: the board has changed.</Text>}
            {deal && <DealBody deal={deal} brandId={brandId} onChoose={setChosen} onMoved={reload} />}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button appearance="primary" disabled={!brand || brand.problem !== null || deal?.termsProblem != null || busy} onClick={() => brandId !== null && onConfirm(brandId)}>
              {kind === 'counter' ? 'Counter' : 'Make the offer'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function DealBody({ deal, brandId, onChoose, onMoved }: { deal: TalentDeal; brandId: number | null; onChoose: (id: number) => void; onMoved: () => void }) {
  const styles = useStyles();
  const brand = deal.brands.find((b) => b.id === brandId);
  const { terms } = deal;
  const richest = [...deal.brands].filter((b) => b.id !== brandId).sort((a, b) => b.balance - a.balance)[0];
  const short = brand ? Math.max(0, deal.needed - brand.balance) : 0;
  const moving = deal.kind === 'counter' && brand && deal.currentBrandId !== null && brand.id !== deal.currentBrandId;
  return (
    <>
      <Text as="p">
        {deal.kind === 'counter'
          ? `${deal.rival} offered ${deal.name} more. To keep ${deal.name}: `
          : `${deal.name}'s contract with ${deal.rival} ends soon. Your offer (10% over what ${deal.rival} would pay to keep them): `}
        {formatMoney(terms.cost)} an appearance × {terms.appearances} appearances over {terms.weeks} weeks ({TYPE[terms.contractType]}) ={' '}
        {formatMoney(deal.wages)} in wages, paid as they appear by the brand they sign for. That brand needs {formatMoney(deal.needed)} in
        hand to offer it (half the wages).
      </Text>
      {/* Issue 34: terms past what any contract may hold cannot be agreed; the use case refuses them too. */}
      {deal.termsProblem && (
        <Text as="p" role="alert" className={styles.bad}>
          {deal.termsProblem}
        </Text>
      )}
      {deal.brands.length === 0 ? (
        <Text role="alert" className={styles.bad}>You have no brand to sign them to.</Text>
      ) : (
        <Field label="Brand that pays" hint={moving ? `${deal.name} moves from ${deal.brands.find((b) => b.id === deal.currentBrandId)?.name} to ${brand!.name}.` : undefined}>
          <Select value={brandId === null ? '' : String(brandId)} onChange={(_, d) => onChoose(Number(d.value))}>
            {deal.brands.map((b) => (
              <option key={b.id} value={String(b.id)}>
                {b.name} ({formatMoney(b.balance)}){b.problem ? ': cannot pay' : ''}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <div aria-live="polite">
        {brand && brand.problem === null && (
          <Text as="p" role="status" className={styles.good}>
            {brand.name} pays: it has {formatMoney(brand.balance)} and needs {formatMoney(deal.needed)}.
          </Text>
        )}
        {brand && brand.problem !== null && (
          <Text as="p" role="alert" className={styles.bad}>
            {brand.problem}
          </Text>
        )}
      </div>
      {brand && brand.problem !== null && short > 0 && richest && (
        <div className={styles.move}>
          <MoveMoneyForm
            key={`${brand.id}-${brand.balance}`}
            brands={deal.brands}
            fromId={richest.id}
            toId={brand.id}
            amount={short}
            reason={`to ${deal.kind === 'counter' ? 'counter' : 'make'} ${deal.kind === 'counter' ? `${deal.rival}'s offer for` : 'an offer to'} ${deal.name}`}
            onMoved={onMoved}
          />
        </div>
      )}
    </>
  );
}
