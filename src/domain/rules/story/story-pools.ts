import type { Situation, StoryNames, Template } from './story-types';
import { BRAWL, DECIDED, DECIDED_MORE, TITLE_CLAIMED, TITLE_WON, UNDECIDED, UNDECIDED_MORE } from './templates-matches';
import { DEBUT, DEBUT_SOLO, DUO, DUO_MORE, FAREWELL, GENERIC, SIGNING, SOLO, SOLO_MORE, TURN } from './templates-moments';
import { ENDED, PAYOFF, RIVALRY_FIRST_WIN, RIVALRY_MOMENT, RIVALRY_WIN } from './templates-rivalry';

export const POOLS: Readonly<Record<Situation, readonly Template[]>> = {
  decided: DECIDED, undecided: UNDECIDED, solo: SOLO, duo: DUO, turn: TURN, farewell: FAREWELL,
  signing: SIGNING, brawl: BRAWL, titleWon: TITLE_WON, titleClaimed: TITLE_CLAIMED, debut: DEBUT,
  debutSolo: DEBUT_SOLO, rivalryWin: RIVALRY_WIN, rivalryFirstWin: RIVALRY_FIRST_WIN, rivalryMoment: RIVALRY_MOMENT, payoff: PAYOFF, ended: ENDED,
  generic: GENERIC,
};

/**
 * Issue 36 (living rules): the pools a living card draws from, the classic ones with more lines for
 * the commonest situations appended (so a template's id is the same in both); a classic card draws
 * from POOLS alone, as it always did.
 */
export const LIVING_POOLS: Readonly<Record<Situation, readonly Template[]>> = {
  ...POOLS,
  decided: [...DECIDED, ...DECIDED_MORE],
  undecided: [...UNDECIDED, ...UNDECIDED_MORE],
  solo: [...SOLO, ...SOLO_MORE],
  duo: [...DUO, ...DUO_MORE],
};

/**
 * Where a situation turns when its own pool is used up on a card, in order. A pool is only
 * borrowed when its templates read right with the same names (`a` still the winner where the
 * situation has one); a rivalry never falls back out of rivalry lines, so its week stays told.
 */
export const FALLBACKS: Readonly<Record<Situation, readonly Situation[]>> = {
  decided: ['generic'],
  undecided: ['generic'],
  solo: ['generic'],
  duo: ['generic'],
  turn: ['generic'],
  farewell: ['generic'],
  signing: ['duo', 'generic'],
  brawl: ['decided', 'generic'],
  titleWon: ['titleClaimed', 'decided', 'generic'],
  titleClaimed: ['decided', 'generic'],
  debut: ['debutSolo', 'generic'],
  debutSolo: ['generic'],
  rivalryWin: ['rivalryMoment'],
  rivalryFirstWin: ['rivalryMoment'],
  rivalryMoment: [],
  payoff: ['rivalryMoment'],
  ended: [],
  generic: [],
};

const RIVALRY_SITUATIONS: ReadonlySet<Situation> = new Set(['rivalryWin', 'rivalryFirstWin', 'rivalryMoment', 'payoff', 'ended']);

/**
 * The line a card takes when every pool of a situation is used up: it names the segment's place
 * on the card, so it differs from every other line of that card. A rivalry's keeps its week.
 */
export function lastResortLine(situation: Situation, n: StoryNames, place: number): string {
  if (RIVALRY_SITUATIONS.has(situation)) return `Week ${n.week} of ${n.rivalry}, segment ${place} of the night: the story goes on.`;
  return `Segment ${place} of the night belonged to ${n.all}.`;
}
