import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { AirtimeOutcome } from '../../../application/production';
import { formatDuration } from '../../../domain/format';
import { useProductionStyles } from './production-styles';

const useStyles = makeStyles({ lines: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS } });

const signed = (amount: number): string => `${amount > 0 ? '+' : amount < 0 ? '−' : '±'}${Math.abs(amount)}%`;

/** "Booked 0:55:00 of the slot's 1:00:00 (92%); ran 0:54:12." */
export function airtimeResultText(outcome: AirtimeOutcome): string {
  const booked = `Booked ${formatDuration(outcome.booked)} of the slot's ${formatDuration(outcome.slot)} (${Math.round(outcome.share * 100)}%)`;
  return outcome.ran === null ? `${booked}.` : `${booked}; the card ran ${formatDuration(outcome.ran)}.`;
}

/** "Viewers: Runs over its time −10%", or that no airtime trait counted. */
export const airtimeTraitText = (outcome: AirtimeOutcome): string =>
  outcome.trait ? `Viewers: ${outcome.trait.label} ${signed(outcome.trait.amount)}.` : 'Viewers: no airtime trait counted (neither a full slot nor an overrun).';

/**
 * Issue 35 item 1: on a completed show, how its airtime went: booked against the slot, what the card
 * ran, and the viewers' airtime trait it earned (read from the application, the viewers' own rule).
 */
export function AirtimeResult({ outcome }: { outcome: AirtimeOutcome | null }) {
  const styles = useProductionStyles();
  const own = useStyles();
  if (!outcome) return null;
  return (
    <div role="group" aria-label="Airtime" className={own.lines}>
      <Text>
        <Text weight="semibold">Airtime: </Text>
        {airtimeResultText(outcome)}
      </Text>
      <Text className={outcome.trait ? undefined : styles.muted}>{airtimeTraitText(outcome)}</Text>
    </div>
  );
}
