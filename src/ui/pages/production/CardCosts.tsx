import { memo } from 'react';
import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { formatDuration } from '../../../domain/format';
import { sameRecord } from '../../../domain/records/same-record';
import { CostLabel } from '../../components/CostLabel';
import type { CardTotals } from './production-view';
import { useProductionStyles } from './production-styles';

export interface CardCostsProps {
  totals: CardTotals;
  /** The show's maximum running time in seconds (0 = no limit). */
  maxDuration: number;
  showName: string;
}

/** What the card costs so far (wrestlers, segments, production) and how long it runs. */
function CardCostsSection({ totals, maxDuration, showName }: CardCostsProps) {
  const styles = useProductionStyles();
  const overrun = maxDuration > 0 && totals.duration > maxDuration;
  return (
    <section aria-label="Running costs" className={styles.stack}>
      <dl className={styles.facts}>
        <dt>Wrestlers</dt>
        <dd><CostLabel amount={totals.wrestlers} /></dd>
        <dt>Segments</dt>
        <dd><CostLabel amount={totals.segments} /></dd>
        <dt>Production</dt>
        <dd><CostLabel amount={totals.production} /></dd>
        <dt>Total</dt>
        <dd><Text weight="semibold"><CostLabel amount={totals.total} /></Text></dd>
        <dt>Running time</dt>
        <dd>
          {formatDuration(totals.duration)}
          {maxDuration > 0 && <span className={styles.muted}> of {formatDuration(maxDuration)}</span>}
        </dd>
      </dl>
      {overrun && (
        <MessageBar intent="warning">
          <MessageBarBody>
            The card runs {formatDuration(totals.duration)}, past {showName}'s maximum of {formatDuration(maxDuration)}.
            Viewers drop when a show overruns.
          </MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}

/** Re-rendered only when a total changes (issue 19: not when the page flips to busy and back). */
export const CardCosts = memo(
  CardCostsSection,
  (before, after) => before.maxDuration === after.maxDuration && before.showName === after.showName && sameRecord(before.totals, after.totals),
);
