// Issue 36 item 4 (living rules): the same main event is not booked week after week. Each show
// remembers the pairings of its last MAIN_EVENT_MEMORY main events (`Show.recentMainEvents`, written
// by the card's completion), and its booker avoids headlining with one of them again: a weekly
// show's pairing returns to the top at most every ninth week, six times a year at most.

/** How many of a show's last main events its booker remembers. */
export const MAIN_EVENT_MEMORY = 8;

/** A main event's pairing: its competitors' ids (managers left out), each once, in order. */
export const pairingKey = (wrestlerIds: readonly number[]): string =>
  [...new Set(wrestlerIds)].sort((a, b) => a - b).join('-');

/** The remembered pairings after a card headlined by `wrestlerIds` (none: the memory as it is), newest last. */
export function rememberMainEvent(recent: readonly string[] | undefined, wrestlerIds: readonly number[] | null): string[] {
  const kept = readMainEvents(recent);
  if (!wrestlerIds || wrestlerIds.length === 0) return kept;
  return [...kept, pairingKey(wrestlerIds)].slice(-MAIN_EVENT_MEMORY);
}

/** The remembered pairings of a stored show, whatever was stored (anything not a list of texts: none). */
export const readMainEvents = (recent: unknown): string[] =>
  Array.isArray(recent) ? recent.filter((key): key is string => typeof key === 'string').slice(-MAIN_EVENT_MEMORY) : [];

/** Whether these competitors headlined one of the remembered main events. */
export const isRecentMainEvent = (recent: readonly string[] | undefined, wrestlerIds: readonly number[]): boolean =>
  wrestlerIds.length > 0 && (recent ?? []).includes(pairingKey(wrestlerIds));

/** How many draws the booker makes at most looking for a main event not booked lately. */
export const MAIN_EVENT_TRIES = 4;

/** The first of up to MAIN_EVENT_TRIES draws whose pairing is not recent, else the last draw (null: none could be drawn). */
export function freshMainEvent<T>(draw: () => T | null, pairingOf: (drawn: T) => readonly number[], recent: readonly string[] | undefined): T | null {
  let drawn: T | null = null;
  for (let tries = 0; tries < MAIN_EVENT_TRIES; tries += 1) {
    drawn = draw();
    if (drawn === null || !isRecentMainEvent(recent, pairingOf(drawn))) return drawn;
  }
  return drawn;
}

/** A show as the promotion's memory reads it. */
export interface RememberingShow {
  id: number;
  brandIds: readonly number[];
  frequency: string;
  recentMainEvents?: readonly string[];
}

/**
 * The pairings a card's booker avoids (issue 36): its own show's memory, and that of every other
 * weekly show of the same promotion (a brand of the same company, or the same brand). VWU's two
 * weekly shows draw from one roster and each remembered only its own main events, so one pairing
 * headlined them in turn, ten times a year. An event's memory stays its own: a yearly show's eight
 * main events span eight years, and counting them held a star out of every weekly main event (even
 * an event's last one alone: the star's blow-off opponent kept the star's rivalry bout off the top;
 * seed 42, every promotion, three years: star share 0.62 → 0.56). With `events` (the draws'
 * memory) each event's last main event joins it too, a blow-off rested; the star's swap reads it without.
 */
export function promotionMemory(
  show: Pick<RememberingShow, 'id' | 'brandIds' | 'recentMainEvents'> | undefined,
  shows: readonly RememberingShow[],
  companyOf: (brandId: number) => number | null,
  events = false,
): string[] {
  if (!show) return [];
  const companies = new Set(show.brandIds.map(companyOf).filter((id): id is number => id !== null));
  const sameHouse = (other: RememberingShow) =>
    other.brandIds.some((id) => show.brandIds.includes(id) || companies.has(companyOf(id) ?? Number.NaN));
  const others = shows.filter((other) => other.id !== show.id && (events || other.frequency === 'weekly') && sameHouse(other));
  // With `events`, each event's last main event too (its blow-off rested), not its older ones.
  const remembered = (other: RememberingShow) => (other.frequency === 'weekly' ? readMainEvents(other.recentMainEvents) : readMainEvents(other.recentMainEvents).slice(-1));
  return [...readMainEvents(show.recentMainEvents), ...others.flatMap(remembered)];
}
