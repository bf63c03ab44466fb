import { kindOrDefault } from '../../catalog/segment-kinds';
import { competitorsNeeded, needsCompetitors } from '../card-fill';

// Issue 33 item 2 (living rules): a card is what it draws. People come and tune in for the
// wrestlers on it: a card with nobody on it draws no one and earns nothing (no crowd, no viewers,
// no TV money), and one whose matches are badly under-filled loses its audience in proportion. The
// spec's viewers formula and the living crowd stay as they are; this factor multiplies what they
// give (docs/decisions-production.md).

export const CARD_TURNOUT = {
  /**
   * The share of its matches' places a card must fill to draw its whole audience: one empty match
   * in four is a bad night, not an empty house (Simulate still names it). Below, the audience falls
   * in proportion, to nothing for an empty card.
   */
  fullShare: 0.75,
} as const;

/** A segment as the turnout sees it: its kind and who appears in it. */
export interface TurnoutSegment {
  type: string;
  people: readonly { wrestlerId: number; manager: boolean }[];
}

export interface CardFill {
  /** Segments that need competitors (matches and undecided ones). */
  matches: number;
  /** Of them, those with every competitor their kind needs. */
  full: number;
  /** Different wrestlers anywhere on the card (managers too). */
  people: number;
  /** The matches' places filled, 0–1 (each match counts the share of its competitors booked; 1 with no match). */
  share: number;
  /** What the card's crowd, viewers and TV money are multiplied by, 0–1. */
  factor: number;
}

/** The turnout factor of a card whose matches are `share` filled and which has `people` on it. */
export function turnoutFactor(share: number, people: number): number {
  if (!(people > 0)) return 0;
  const filled = Number.isFinite(share) ? Math.min(1, Math.max(0, share)) : 0;
  return Math.min(1, filled / CARD_TURNOUT.fullShare);
}

/** How full the card is, and the factor it earns (see the file's comment). */
export function cardFill(segments: readonly TurnoutSegment[]): CardFill {
  const people = new Set(segments.flatMap((s) => s.people.map((p) => p.wrestlerId))).size;
  const matches = segments.filter((s) => needsCompetitors(s.type));
  const shares = matches.map((s) => {
    const needed = competitorsNeeded(kindOrDefault(s.type));
    const booked = new Set(s.people.filter((p) => !p.manager).map((p) => p.wrestlerId)).size;
    return Math.min(1, booked / needed);
  });
  const share = matches.length === 0 ? 1 : shares.reduce((a, b) => a + b, 0) / matches.length;
  return { matches: matches.length, full: shares.filter((x) => x >= 1).length, people, share, factor: turnoutFactor(share, people) };
}

/** "2 of 4 matches have their wrestlers", or "nobody is on the card". */
export const fillText = (fill: CardFill): string =>
  fill.people === 0 ? 'nobody is on the card' : `${fill.full} of ${fill.matches} ${fill.matches === 1 ? 'match has' : 'matches have'} their wrestlers`;

/** A crowd (living attendance) once the card's turnout has thinned it: demand × the factor, seats never above it. */
export function crowdWithTurnout<C extends { demand: number; seats: number; capacity: number | null }>(crowd: C, factor: number): C {
  if (factor >= 1) return crowd;
  const demand = Math.round(crowd.demand * Math.max(0, factor));
  return { ...crowd, demand, seats: crowd.capacity === null ? demand : Math.min(crowd.capacity, demand) };
}
