import { formatDuration } from '../../../domain/format';
import { entrantName, type RumbleView } from './rumble-view';

const list = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** Eliminators by name; a long list (a late elimination in a big field) is cut to three and a count. */
export function eliminatorsText(view: Pick<RumbleView, 'names'>, ids: readonly number[]): string {
  if (ids.length === 0) return 'nobody';
  const names = ids.map((id) => entrantName(view, id));
  if (names.length <= 4) return list.format(names);
  return `${names.slice(0, 3).join(', ')} and ${names.length - 3} others`;
}

/** One sentence for the live region: what the last step did, read from the record before and after it. */
export function describeStep(before: RumbleView, after: RumbleView): string {
  const [was, now] = [before.rumble, after.rumble];
  if (!was.complete && now.complete) {
    if (now.winnerId === null) return `${now.name} ended with no winner.`;
    const steps = now.eliminationIds.length - was.eliminationIds.length;
    const ran = steps > 1 ? ` after ${steps} more eliminations (${formatDuration(now.duration)})` : '';
    return `${entrantName(after, now.winnerId)} wins ${now.name}${ran}.`;
  }
  if (now.eliminationIds.length > was.eliminationIds.length) {
    const i = now.eliminationIds.length - 1;
    return `${entrantName(after, now.eliminationIds[i])} is eliminated by ${eliminatorsText(after, now.eliminatedByIds[i] ?? [])}.`;
  }
  if (now.enteredIds.length > was.enteredIds.length) {
    const n = now.enteredIds.length;
    return `${entrantName(after, now.enteredIds[n - 1])} enters the ring (entrant ${n} of ${now.entryIds.length}).`;
  }
  if (!was.active && now.active) return `${now.name} has started: bring in the first entrant.`;
  return 'Nothing changed.';
}
