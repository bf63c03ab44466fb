import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import type { TreatmentQuote } from '../../../application/roster';
import { addDays, formatLongDate } from '../../../domain/dates';
import { formatMoney, formatStat } from '../../../domain/format';
import { TREATMENT } from '../../../domain/rules/treatment';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { TreatmentAsk } from './use-backstage';

/** A long list is cut here; the totals still count everyone. */
const SHOWN_LINES = 8;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "out until Fri, Mar 12, 2027 (9 days resting)", "already out until …" for a longer injury, or what classic rules do instead. */
export function restText(line: Pick<TreatmentQuote['lines'][number], 'daysOut' | 'outUntil'>, quote: Pick<TreatmentQuote, 'living' | 'date'>): string {
  if (!quote.living) return 'no time out under classic rules';
  if (line.daysOut <= 0 || !line.outUntil) return 'no time out';
  if (line.outUntil !== addDays(quote.date, line.daysOut)) return `already out until ${formatLongDate(line.outUntil)}`;
  return `out until ${formatLongDate(line.outUntil)} (${plural(line.daysOut, 'day', 'days')} resting)`;
}

/** Who pays what: "AWE Onslaught pays $25,000 (balance $4,620,000)", or once paid "… paid $25,000 (balance now …)". */
export function ChargesList({ quote, label, paid = false }: { quote: TreatmentQuote; label: string; paid?: boolean }) {
  return (
    <ul aria-label={label}>
      {quote.charges.map((charge) => (
        <li key={charge.brandId}>
          {paid
            ? `${charge.name} paid ${formatMoney(charge.amount)} (balance now ${formatMoney(charge.balance - charge.amount)}; in its ledger)`
            : `${charge.name} pays ${formatMoney(charge.amount)} (balance ${formatMoney(charge.balance)})`}
        </li>
      ))}
    </ul>
  );
}

/**
 * Issue 33 "no free repairs": Heal asks before it pays. It names who is treated, what it costs and
 * which brand pays, and how long each is out; a brand that cannot pay says so and nothing can be paid.
 */
export function TreatmentDialog({ ask, onCancel, onConfirm }: { ask: TreatmentAsk | null; onCancel: () => void; onConfirm: () => void }) {
  const quote = ask?.quote;
  const lines = quote?.lines ?? [];
  const everyone = ask?.id === null;
  const title = !quote || lines.length === 0
    ? 'Nothing to treat'
    : everyone
      ? `Treat ${plural(lines.length, 'wrestler', 'wrestlers')} for ${formatMoney(quote.total)}?`
      : `Treat ${lines[0].name} for ${formatMoney(quote.total)}?`;
  return (
    <ConfirmDialog
      open={ask !== null}
      title={title}
      confirmLabel={`Pay ${formatMoney(quote?.total ?? 0)} and treat`}
      canConfirm={lines.length > 0 && !quote?.refusal}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {quote && lines.length === 0 && <Text as="p">Nobody on your roster has damage that much treatment would take off.</Text>}
      {quote && lines.length > 0 && (
        <>
          <Text as="p">
            Treatment costs {formatMoney(TREATMENT.costPerPoint)} for each point of damage, paid by the wrestler&apos;s brand
            {quote.living
              ? `; then they rest, out of action a day for every ${TREATMENT.pointsPerDay} points (the booker leaves them off the card).`
              : '. Classic rules have no time out.'}
            {everyone && ' Only your own wrestlers are treated: rival promotions look after theirs.'}
          </Text>
          <ul aria-label="Treatment">
            {lines.slice(0, SHOWN_LINES).map((line) => (
              <li key={line.id}>
                {line.name}: damage {formatStat(line.before, 1)} → {formatStat(line.after, 1)}, {formatMoney(line.cost)}, {restText(line, quote)}
              </li>
            ))}
            {lines.length > SHOWN_LINES && <li>and {plural(lines.length - SHOWN_LINES, 'other', 'others')}</li>}
          </ul>
          <ChargesList quote={quote} label="Who pays" />
          {quote.unpaid.length > 0 && (
            <Text as="p">Left out, as no brand of yours pays for them (free agents): {quote.unpaid.join(', ')}.</Text>
          )}
        </>
      )}
      {quote?.refusal && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{quote.refusal}</MessageBarBody>
        </MessageBar>
      )}
    </ConfirmDialog>
  );
}
