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

/** Two singles matches re-paired: the new main event's competitors and the other match's. */
export interface StarRepair {
  otherId: number;
  main: [number, number];
  other: [number, number];
}

/**
 * Issue 36: when the star's match may not move up because its pairing headlined lately (starSwap
 * refused it), the star still closes the show against a fresh opponent: two movable singles
 * matches that are no headline (no title, no rivalry) trade opponents, the star meeting one of
 * the main event's competitors of the same division in a pairing not remembered, the star's old
 * opponent the other. Null when no such re-pairing exists. `sameDivision` says who may meet whom.
 */
export function starRepair(
  mainId: number | null,
  matches: readonly PositionedMatch[],
  popularity: (wrestlerId: number) => number,
  recent: (wrestlerIds: readonly number[]) => boolean,
  sameDivision: (a: number, b: number) => boolean,
): StarRepair | null {
  const main = matches.find((m) => m.id === mainId);
  const singles = (m: PositionedMatch) => m.movable && !m.headline && new Set(m.wrestlerIds).size === 2 && m.wrestlerIds.length === 2;
  if (!main || !singles(main)) return null;
  const all = matches.flatMap((m) => m.wrestlerIds);
  const top = Math.max(...all.map(popularity));
  if (main.wrestlerIds.some((id) => popularity(id) === top)) return null;
  for (const other of matches) {
    if (other.id === main.id || !singles(other)) continue;
    const star = other.wrestlerIds.find((id) => popularity(id) === top);
    if (star === undefined) continue;
    const rival = other.wrestlerIds.find((id) => id !== star)!;
    // The main event's stronger competitor first: the star's new opponent keeps the top of the card.
    const opponents = [...main.wrestlerIds].sort((a, b) => popularity(b) - popularity(a));
    for (const opponent of opponents) {
      const left = main.wrestlerIds.find((id) => id !== opponent)!;
      if (!sameDivision(star, opponent) || !sameDivision(rival, left) || recent([star, opponent])) continue;
      return { otherId: other.id, main: [star, opponent], other: [rival, left] };
    }
  }
  return null;
}
