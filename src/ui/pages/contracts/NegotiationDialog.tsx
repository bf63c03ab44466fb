import type { FormEvent } from 'react';
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Select, Spinner, Text,
  makeStyles, tokens,
} from '@fluentui/react-components';
import type { ContractRow, OfferResult, SigningBrand } from '../../../application/contracts';
import { formatLongDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/format';
import { MoveMoneyForm } from '../../components/MoveMoneyForm';
import { OFFER_HINTS, termsText } from './offer-form';
import { useNegotiation } from './use-negotiation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
  good: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  bad: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  // Fields start at the top: a field's message below it must not stretch its neighbours' inputs.
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  // Fluent's inputs keep a minimum width of their own: without this the third column spills over.
  input: { width: '100%', minWidth: 0 },
});

interface NegotiationDialogProps {
  row: ContractRow;
  brands: readonly SigningBrand[];
  /** Issue 33: rivals are in the game: a signing needs the money a rival would, said exactly. */
  market?: boolean;
  onClose: () => void;
  /** After an offer that changed the record (accepted, or walked out): read again. */
  onSigned: (result: OfferResult) => void;
}

/** Sign a free agent or renew a contract: the asking terms, an offer, and the wrestler's answer. */
export function NegotiationDialog({ row, brands: given, market = false, onClose, onSigned }: NegotiationDialogProps) {
  const styles = useStyles();
  const n = useNegotiation(row, given, onSigned, market);
  const brands = n.brands;
  const richest = [...brands].filter((b) => b.id !== n.brand?.id).sort((a, b) => b.balance - a.balance)[0];
  const done = n.answer?.kind === 'accepted' || n.answer?.kind === 'walked';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void n.submit();
  };
  const field = (key: 'cost' | 'appearances' | 'weeks') => ({
    hint: OFFER_HINTS[key],
    validationMessage: n.errors[key],
    validationState: n.errors[key] ? ('error' as const) : ('none' as const),
  });
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{n.free ? `Sign ${row.name}` : `Renew ${row.name}`}</DialogTitle>
            <DialogContent className={styles.form}>
              <Text as="p">
                {row.name} asks {termsText(row.asking, formatMoney)}.
                {!n.free && row.contractExpires && ` The current contract ends ${formatLongDate(row.contractExpires)} with ${row.remainingAppearances} appearances left.`}
              </Text>
              {/* Issue 36: a renewal ask cut to the wrestler's standing says why, before any offer. */}
              {!n.free && row.askCut && <Text as="p">{row.askCut.why}</Text>}
              {n.free && (
                <Field label="Brand" required validationMessage={n.errors.brandId} validationState={n.errors.brandId ? 'error' : 'none'}>
                  <Select value={n.values.brandId} onChange={(_, d) => n.change({ brandId: d.value })} disabled={done}>
                    <option value="">Choose a brand</option>
                    {brands.map((b) => (
                      <option key={b.id} value={String(b.id)}>
                        {b.name} ({formatMoney(b.balance)})
                      </option>
                    ))}
                  </Select>
                </Field>
              )}
              {n.brandProblem && <Text className={styles.warning}>{n.brandProblem}</Text>}
              <div className={styles.row}>
                <Field label="Cost per appearance (US$)" required {...field('cost')}>
                  <Input className={styles.input} inputMode="numeric" contentBefore="$" value={n.values.cost} onChange={(_, d) => n.change({ cost: d.value })} disabled={done} />
                </Field>
                <Field label="Appearances" required {...field('appearances')}>
                  <Input className={styles.input} inputMode="numeric" value={n.values.appearances} onChange={(_, d) => n.change({ appearances: d.value })} disabled={done} />
                </Field>
                <Field label="Length in weeks" required {...field('weeks')}>
                  <Input className={styles.input} inputMode="numeric" value={n.values.weeks} onChange={(_, d) => n.change({ weeks: d.value })} disabled={done} />
                </Field>
                <Field label="Contract type">
                  <Select value={n.values.contractType} onChange={(_, d) => n.change({ contractType: d.value as typeof n.values.contractType })} disabled={done}>
                    <option value="FULL">Full-time</option>
                    <option value="PART">Part-time</option>
                    <option value="GUEST">Guest</option>
                  </Select>
                </Field>
              </div>
              {n.bill && !done && <Text as="p">{n.bill}</Text>}
              {n.shortfall && !done && (
                <>
                  <Text as="p" role="alert" className={styles.bad}>{n.shortfall}</Text>
                  {richest && n.brand && n.short > 0 && (
                    <MoveMoneyForm
                      key={`${n.brand.id}-${n.brand.balance}`}
                      brands={brands}
                      fromId={richest.id}
                      toId={n.brand.id}
                      amount={n.short}
                      reason={`to sign ${row.name}`}
                      onMoved={(result) => n.moved(result.balances)}
                    />
                  )}
                </>
              )}
              <div aria-live="polite">{n.answer && <Answer result={n.answer} onTake={n.takeCounter} />}</div>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{done ? 'Close' : 'Cancel'}</Button>
              {!done && (
                <Button appearance="primary" type="submit" disabled={n.busy} icon={n.busy ? <Spinner size="tiny" /> : undefined}>
                  Make offer
                </Button>
              )}
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

function Answer({ result, onTake }: { result: OfferResult; onTake: () => void }) {
  const styles = useStyles();
  if (result.kind === 'accepted') return <Text as="p" role="status" className={styles.good}>Accepted. {result.message}</Text>;
  if (result.kind === 'walked') return <Text as="p" role="alert" className={styles.bad}>Walked out. {result.message}</Text>;
  if (result.kind === 'refused') return <Text as="p" role="alert" className={styles.bad}>{result.message}</Text>;
  return (
    <>
      <Text as="p" role="status" className={styles.warning}>
        Counter-offer: {termsText(result.terms, formatMoney)}.{' '}
        <Button size="small" onClick={onTake}>Put their terms in the offer</Button>
      </Text>
      {/* Issue 34: a counter past the offer limits cannot be offered back: why, before trying. */}
      {result.limit && <Text as="p" role="alert" className={styles.bad}>{result.limit}</Text>}
    </>
  );
}
