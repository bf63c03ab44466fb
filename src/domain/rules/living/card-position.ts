// Issue 36 item 4 (living rules): cards built by position. The living booker draws its main event
// from the highest pushes, but the undercard draws can still land the card's most popular wrestler
// in an opening match while lesser names headline. When the main event may move (a draw in an
// undecided slot, not a squash), it swaps places with the match that holds the card's most popular
// competitor, so the biggest star of the night closes the show. An event keeps a headline fit for
// it: a title match or a rivalry bout on top trades places only with another such match.

/** A match of the card as the position rule reads it. */
export interface PositionedMatch {
  id: number;
  /** Its competitors (managers left out). */
  wrestlerIds: readonly number[];
  /** A draw the booker may move (booked in an undecided slot, not a squash). */
  movable: boolean;
  /** A title match or a bout between rivals: what an event's main event is. */
  headline?: boolean;
}

export interface StarSwapOptions {
  /** The card is an event (PPV and up): a headline main event gives its place only to another headline. */
  event?: boolean;
  /** Issue 36: competitors who headlined the show lately (main-event-memory.ts): their match stays where it is. */
  recent?: (wrestlerIds: readonly number[]) => boolean;
}

/**
 * The match to swap with the main event, or null: none when the main event already holds one of
 * the card's most popular competitors, when it may not move, or when no movable match holds one
 * (on an event whose main event is a headline, no headline match; none that headlined lately). `popularity` reads a
 * wrestler's popularity; ties favour the earlier match in running order.
 */
export function starSwap(
  mainId: number | null,
  matches: readonly PositionedMatch[],
  popularity: (wrestlerId: number) => number,
  options: StarSwapOptions = {},
): number | null {
  const main = matches.find((m) => m.id === mainId);
  if (!main || !main.movable) return null;
  const all = matches.flatMap((m) => m.wrestlerIds);
  if (all.length === 0) return null;
  const top = Math.max(...all.map(popularity));
  const starred = (m: PositionedMatch) => m.wrestlerIds.some((id) => popularity(id) === top);
  if (starred(main)) return null;
  const fits = (m: PositionedMatch) =>
    m.movable && (!options.event || !main.headline || m.headline === true) && !(options.recent?.(m.wrestlerIds) ?? false);
  return matches.find((m) => m.id !== main.id && fits(m) && starred(m))?.id ?? null;
}
