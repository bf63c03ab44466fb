import { memo } from 'react';
import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { AirtimeBar } from './AirtimeBar';
import type { MoneyEstimate } from '../../../application/production/money-estimate';
import { formatDuration, formatMoney, formatNumber } from '../../../domain/format';
import { sameRecord } from '../../../domain/records/same-record';
import { CostLabel } from '../../components/CostLabel';
import { useProductionStyles } from './production-styles';

export interface CardCostsProps {
  /** Issue 33: what Simulate will charge and earn, from the rules it runs (the application's estimate). */
  estimate: MoneyEstimate;
  /** The card's running time in seconds. */
  duration: number;
  /** The show's maximum running time in seconds (0 = no limit). */
  maxDuration: number;
  showName: string;
}

const signed = (amount: number): string => (amount < 0 ? `−${formatMoney(-amount)}` : formatMoney(amount));

/**
 * What the card will cost when simulated (wrestlers, segments, venue, staging, travel, production),
 * what it should earn, and how long it runs; issue 33: the money is known before it is paid.
 */
function CardCostsSection({ estimate, duration, maxDuration, showName }: CardCostsProps) {
  const styles = useProductionStyles();
  const { outgoings, income, crowd } = estimate;
  const living = estimate.rules === 'living';
  const ranged = income.low !== income.high;
  return (
    <>
      <section aria-label="Running costs" className={styles.stack}>
        <dl className={styles.facts}>
          <dt>Wrestlers</dt>
          <dd><CostLabel amount={outgoings.wrestlers} /></dd>
          <dt>Segments</dt>
          <dd><CostLabel amount={outgoings.segments} /></dd>
          {living && (
            <>
              <dt>Venue</dt>
              <dd><CostLabel amount={outgoings.venue} /></dd>
              <dt>Staging</dt>
              <dd><CostLabel amount={outgoings.staging} /></dd>
              <dt>Travel</dt>
              <dd><CostLabel amount={outgoings.travel} /></dd>
            </>
          )}
          <dt>Production</dt>
          <dd><CostLabel amount={outgoings.production} /></dd>
          <dt>Total</dt>
          <dd><Text weight="semibold"><CostLabel amount={outgoings.total} /></Text></dd>
          <dt>Running time</dt>
          <dd>
            {formatDuration(duration)}
            {maxDuration > 0 && <span className={styles.muted}> of {formatDuration(maxDuration)}</span>}
          </dd>
        </dl>
        {/* Issue 35: the slot as a bar, and what running long or short does (the overrun included). */}
        <AirtimeBar duration={duration} maxDuration={maxDuration} showName={showName} />
      </section>
      <section aria-label="Expected money" className={styles.stack}>
        <dl className={styles.facts}>
          <dt>Expected income</dt>
          <dd>
            <Text weight="semibold">{formatMoney(income.expected)}</Text>
            {ranged && <span className={styles.muted}> (between {formatMoney(income.low)} and {formatMoney(income.high)})</span>}
          </dd>
          <dt>Expected payout</dt>
          <dd><Text weight="semibold">{signed(estimate.payout)}</Text></dd>
          <dt>Expected crowd</dt>
          <dd>
            {formatNumber(crowd.expected)}
            {crowd.capacity !== null && <span className={styles.muted}> of {formatNumber(crowd.capacity)} seats</span>}
          </dd>
        </dl>
        <Text size={200} className={styles.muted}>
          {living
            ? `Worked out by the rules Simulate runs, for the card as booked: the crowd from the show's usual crowd, the card's draw (${Math.round(estimate.cardDraw)}), its recent viewers, the ticket price and the venue; TV money from its viewers.${ranged ? ' The range is the income if the card you book draws 10 popularity points less or more.' : ''}`
            : "Worked out by the classic rules Simulate runs: the show's deal, its usual crowd's tickets and merchandise, against the card's wages and segments and the production's cost."}
        </Text>
        {estimate.warnings.map((warning) => (
          // A fixed layout: the auto one measures itself with a ResizeObserver, which jsdom lacks.
          <MessageBar key={warning} intent="warning" layout="multiline">
            <MessageBarBody>{warning}</MessageBarBody>
          </MessageBar>
        ))}
      </section>
    </>
  );
}

/** Re-rendered only when a figure changes (issue 19: not when the page flips to busy and back). */
export const CardCosts = memo(
  CardCostsSection,
  (before, after) =>
    before.maxDuration === after.maxDuration && before.showName === after.showName && before.duration === after.duration && sameRecord(before.estimate, after.estimate),
);
