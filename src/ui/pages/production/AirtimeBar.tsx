import { MessageBar, MessageBarBody, ProgressBar, Text, useId } from '@fluentui/react-components';
import { formatDuration } from '../../../domain/format';

export interface AirtimeBarProps {
  /** The card's booked running time in seconds. */
  duration: number;
  /** The show's slot in seconds (0 = none). */
  maxDuration: number;
  showName: string;
}

/** The share of the slot from which the viewers' "Runs 90% to 100% of its time" counts (SPEC §9 Viewers). */
const FULL_FROM = 0.9;

/** What the airtime says: the figures, how full, and the bar's tone. */
export function airtimeReading(duration: number, maxDuration: number, showName: string) {
  const booked = `Booked ${formatDuration(duration)} of ${formatDuration(maxDuration)}`;
  const share = maxDuration > 0 ? duration / maxDuration : 0;
  const percent = Math.round(share * 100);
  if (duration > maxDuration) {
    return {
      booked,
      state: 'error' as const,
      message:
        `The card runs ${formatDuration(duration)}, past ${showName}'s maximum of ${formatDuration(maxDuration)}: ` +
        `${formatDuration(duration - maxDuration)} over its slot. Viewers drop 10% when a show overruns ("Runs over its time").`,
    };
  }
  if (share >= FULL_FROM) {
    return { booked, state: 'success' as const, message: `${percent}% of the slot: a show that runs 90% to 100% of its time draws 10% more viewers.` };
  }
  return {
    booked,
    state: 'warning' as const,
    message:
      `The card fills ${percent}% of ${showName}'s slot, ${formatDuration(maxDuration - duration)} short. ` +
      `Book ${formatDuration(Math.ceil(FULL_FROM * maxDuration) - duration)} more (longer segments or more of them) for the 10% more viewers of a full show.`,
  };
}

/**
 * Issue 35: the show's airtime budget as a bar, booked against the slot, with what running long
 * or short does to the viewers. Nothing without a slot.
 */
export function AirtimeBar({ duration, maxDuration, showName }: AirtimeBarProps) {
  const messageId = useId('airtime');
  if (!(maxDuration > 0)) return null;
  const reading = airtimeReading(duration, maxDuration, showName);
  const intent = reading.state === 'success' ? 'success' : reading.state === 'error' ? 'error' : 'warning';
  return (
    <div role="group" aria-label="Airtime" style={{ display: 'flex', flexDirection: 'column', gap: '6px' }}>
      <Text weight="semibold">Airtime: {reading.booked}</Text>
      <ProgressBar aria-label={reading.booked} aria-describedby={messageId} value={Math.min(duration, maxDuration)} max={maxDuration} thickness="large" color={intent} />
      {/* A fixed layout: the auto one measures itself with a ResizeObserver, which jsdom lacks. */}
      <MessageBar intent={intent} layout="multiline">
        <MessageBarBody id={messageId}>{reading.message}</MessageBarBody>
      </MessageBar>
    </div>
  );
}
