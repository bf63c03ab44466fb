import { diffDays } from '../../dates';
import type { IsoDate } from '../../entities/base';
import type { Alignment } from '../../entities/enums';
import { inRivalry, isActiveRivalry, type Rivalry } from '../../entities/rivalry';
import type { Wrestler } from '../../entities/wrestler';
import type { Rng } from '../rng';
import { canCompete } from '../roster';
import { readStat } from '../stats';
import { fitToBook } from './fitness';

// Issue 35 item 2, living rules only: a run-in. Someone who is not on the card runs in during a
// singles match and costs the wrestler who was winning it: the other wins instead, or, in a title
// match the champion was retaining, the champion loses by disqualification and keeps the title (a
// title never changes hands on a disqualification). The one who ran in is a rival of the wronged
// wrestler who is not on the card (the run-in heats their rivalry up), else a heel in no rivalry,
// and then their rivalry starts ('run-in'). Rare, and one at most a card. Pure: rng and facts in.

export const RUN_INS = {
  /**
   * Chance a singles match sees a run-in when a heel in no rivalry is free to start one (the winner
   * in none either)... A seeded three-year season then turns about 3% of its singles matches.
   */
  chance: 0.07,
  /** ...and when the wrestler winning it has a rival who is not on the card. */
  rivalChance: 0.14,
  /** At most this many a card. */
  perCard: 1,
  /** The heels a completion keeps as possible run-ins (the most popular first): the load stays small. */
  heelsKept: 8,
  /** The heat a run-in adds to an existing rivalry (a brawl's beat, before the room-left scaling). */
  heatGain: 8,
  /** A rivalry with a brawl (or born of a run-in) this recently sees no run-in: the story does not repeat. */
  quietDays: 56,
} as const;

/** A rivalry that had a brawl, or began with a run-in, within RUN_INS.quietDays of `date`. */
const brawledLately = (rivalry: Rivalry, date: IsoDate): boolean =>
  rivalry.beats.some((b) => (b.kind === 'brawl' || (b.kind === 'start' && rivalry.origin === 'run-in')) && diffDays(b.date, date) < RUN_INS.quietDays);

/** Who could run in: fit, free that night and off the card, in the card's brands. */
export interface RunInBystander {
  id: number;
  name: string;
  alignment: Alignment;
}

/** A decided singles match of the card, as the run-in reads it. */
export interface RunInMatch {
  segmentId: number;
  /** The wrestler winning it as simulated, and the one losing it. */
  winnerId: number;
  loserId: number;
  /** A title on the line (the winner, when a holder, then keeps it by disqualification). */
  titleMatch: boolean;
  /** The winner holds a title the match is for (a defence being retained). */
  winnerHoldsTitle: boolean;
}

export interface RunInFacts {
  /** Under classic rules nothing happens. */
  living: boolean;
  date: IsoDate;
  matches: readonly RunInMatch[];
  bystanders: readonly RunInBystander[];
  rivalries: readonly Rivalry[];
}

export interface RunIn {
  segmentId: number;
  interfererId: number;
  /** The wrestler the run-in cost the match. */
  wrongedId: number;
  /** Who wins the match now. */
  winnerId: number;
  /** The champion lost by disqualification and keeps the title. */
  disqualification: boolean;
  /** The interferer's and the wronged wrestler's active rivalry it heats up; null: it starts one. */
  rivalryId: number | null;
}

/** The active rivalry between two wrestlers, if any. */
const rivalryBetween = (rivalries: readonly Rivalry[], a: number, b: number): Rivalry | undefined =>
  rivalries.find((r) => isActiveRivalry(r) && r.sides.some((s) => s.includes(a)) && r.sides.some((s) => s.includes(b)) && !r.sides.some((s) => s.includes(a) && s.includes(b)));

/**
 * The run-ins of a card (at most RUN_INS.perCard), in running order. For each decided singles match
 * whose sides are not each other's rivals: the winner's rivals among the bystanders (not faces, and
 * not a rivalry that brawled lately) make a run-in likelier (RUN_INS.rivalChance), else a heel bystander in no rivalry may run in
 * (RUN_INS.chance) when the winner is in none either (so their rivalry can start). Draws one number
 * per match that has someone to run in, and one more to pick who when it happens.
 */
export function decideRunIns(facts: RunInFacts, rng: Rng): RunIn[] {
  if (!facts.living || facts.bystanders.length === 0) return [];
  const active = facts.rivalries.filter(isActiveRivalry);
  const busy = new Set(active.flatMap((r) => r.sides.flat()));
  const used = new Set<number>();
  const runIns: RunIn[] = [];
  for (const match of facts.matches) {
    if (runIns.length >= RUN_INS.perCard) break;
    if (match.winnerId === match.loserId || rivalryBetween(active, match.winnerId, match.loserId)) continue;
    // A title the challenger is winning stands: a run-in never takes it back.
    if (match.titleMatch && !match.winnerHoldsTitle) continue;
    const free = facts.bystanders.filter((b) => !used.has(b.id) && b.id !== match.winnerId && b.id !== match.loserId);
    const rivals = free.filter((b) => {
      const rivalry = b.alignment !== 'GOOD' ? rivalryBetween(active, b.id, match.winnerId) : undefined;
      return rivalry !== undefined && !brawledLately(rivalry, facts.date);
    });
    // An ended rivalry of the two that brawled lately keeps them apart too.
    const lately = (b: RunInBystander) => facts.rivalries.some((r) => inRivalry(r, b.id) && inRivalry(r, match.winnerId) && brawledLately(r, facts.date));
    const heels = busy.has(match.winnerId) ? [] : free.filter((b) => b.alignment === 'BAD' && !busy.has(b.id) && !lately(b));
    const pool = rivals.length > 0 ? rivals : heels;
    if (pool.length === 0) continue;
    if (rng() >= (rivals.length > 0 ? RUN_INS.rivalChance : RUN_INS.chance)) continue;
    const interferer = pool[Math.min(pool.length - 1, Math.floor(rng() * pool.length))];
    used.add(interferer.id);
    runIns.push({
      segmentId: match.segmentId,
      interfererId: interferer.id,
      wrongedId: match.winnerId,
      winnerId: match.loserId,
      disqualification: match.titleMatch,
      rivalryId: rivalryBetween(active, interferer.id, match.winnerId)?.id ?? null,
    });
  }
  return runIns;
}

type RosterEntry = Pick<Wrestler, 'name' | 'alignment' | 'brandIds' | 'popularity'> & Parameters<typeof fitToBook>[0] & Parameters<typeof canCompete>[0] & { id: number };

export interface BystanderScope {
  date: IsoDate;
  /** The card's brands (empty: any). */
  brandIds: readonly number[];
  /** Wrestlers on this card or on another card that night. */
  bookedIds: ReadonlySet<number>;
  /** The card's wrestlers (their rivals are kept). */
  cardIds: ReadonlySet<number>;
  rivalries: readonly Rivalry[];
}

/**
 * Who the completion keeps as possible run-ins (read at its load, living rules): fit in-ring talent
 * of the card's brands booked nowhere that night; of them the rivals of the card's wrestlers, and
 * the RUN_INS.heelsKept most popular heels in no rivalry.
 */
export function runInBystanders(roster: readonly RosterEntry[], scope: BystanderScope): RunInBystander[] {
  const active = scope.rivalries.filter(isActiveRivalry);
  const free = roster.filter((w) =>
    !scope.bookedIds.has(w.id) && canCompete(w) && fitToBook(w, scope.date) &&
    (scope.brandIds.length === 0 || w.brandIds.some((id) => scope.brandIds.includes(id))));
  const rivalOfCard = (id: number) => active.some((r) => inRivalry(r, id) && r.sides.flat().some((other) => other !== id && scope.cardIds.has(other)));
  const inAny = (id: number) => active.some((r) => inRivalry(r, id));
  const rivals = free.filter((w) => rivalOfCard(w.id));
  const heels = free
    .filter((w) => w.alignment === 'BAD' && !inAny(w.id))
    .sort((a, b) => readStat(b, 'popularity') - readStat(a, 'popularity') || a.id - b.id)
    .slice(0, RUN_INS.heelsKept);
  return [...rivals, ...heels].map((w) => ({ id: w.id, name: w.name, alignment: w.alignment }));
}
