// Issue 36 item 4 (living rules): cards built by position. The living booker draws its main event
// from the highest pushes, but the undercard draws can still land the card's most popular wrestler
// in an opening match while lesser names headline. When the main event is an ordinary draw (no
// title, no rivalry the plan booked, not a squash), it swaps places with the match that holds the
// card's most popular competitor, so the biggest star of the night closes the show.

/** A match of the card as the position rule reads it. */
export interface PositionedMatch {
  id: number;
  /** Its competitors (managers left out). */
  wrestlerIds: readonly number[];
  /** An ordinary draw the booker may move (not a title match, a planned bout, a squash or a typed kind). */
  movable: boolean;
}

/**
 * The match to swap with the main event, or null: none when the main event already holds one of
 * the card's most popular competitors, when it may not move, or when no movable match holds one.
 * `popularity` reads a wrestler's popularity; ties favour the earlier match in running order.
 */
export function starSwap(mainId: number | null, matches: readonly PositionedMatch[], popularity: (wrestlerId: number) => number): number | null {
  const main = matches.find((m) => m.id === mainId);
  if (!main || !main.movable) return null;
  const all = matches.flatMap((m) => m.wrestlerIds);
  if (all.length === 0) return null;
  const top = Math.max(...all.map(popularity));
  const starred = (m: PositionedMatch) => m.wrestlerIds.some((id) => popularity(id) === top);
  if (starred(main)) return null;
  return matches.find((m) => m.id !== main.id && m.movable && starred(m))?.id ?? null;
}
