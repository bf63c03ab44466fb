import type { IsoDate } from '../../entities/base';
import type { Wrestler } from '../../entities/wrestler';
import { diffDays } from '../../dates';
import { isActiveRivalry, type Rivalry } from '../../entities/rivalry';
import { isEligible, type Eligibility } from '../random-match';
import { readStat } from '../stats';
import { rivalryMatchType, type PlannedBout, type PlanSlot } from './booking-plan';
import type { Candidate } from './contenders';

/**
 * Issue 36 item 1 (living rules): a wrestler who announced retirement gets a farewell match in
 * their last week. A card dated in the FAREWELL.days (or the game's step, if longer) before the
 * wrestler's last day is their farewell; the booker books them on it (a singles match near the top
 * of the card, against a rival of theirs, else the most popular wrestler of their gender the card can
 * have), and the card marks it. Pure and draws nothing, so every other rule's stream stays as it was.
 */
export const FAREWELL = {
  /** A card this many days (at least) before the last day is in the farewell week. */
  days: 7,
} as const;

/** Whether a card on `date` is in the farewell week of a wrestler whose last day is `retiresOn`. */
export function isFarewellDate(retiresOn: IsoDate, date: IsoDate, stepDays: number = FAREWELL.days): boolean {
  if (!retiresOn || !date || date >= retiresOn) return false;
  return diffDays(date, retiresOn) <= Math.max(FAREWELL.days, stepDays);
}

type Retiring = Pick<Wrestler, 'retiresOn' | 'retired'>;
type Booked = Candidate & Retiring & Pick<Wrestler, 'popularity'>;

/** The wrestlers among `ids` whose farewell week a card on `date` is in. */
export const farewellsOn = <W extends Retiring & { id?: number }>(wrestlers: readonly W[], date: IsoDate, stepDays?: number): W[] =>
  wrestlers.filter((w) => !w.retired && isFarewellDate(w.retiresOn, date, stepDays));

export interface FarewellInput {
  date: IsoDate;
  /** The game's days per step (a longer step widens the farewell week). */
  stepDays: number;
  slots: readonly PlanSlot[];
  mainEventId: number | null;
  wrestlers: readonly Booked[];
  eligibility: Omit<Eligibility, 'gender'>;
  rivalries: readonly Rivalry[];
}

/**
 * Farewell matches for a card the booker plans (after the plan's own bouts, `planned`): each
 * retiring wrestler the card can have and the plan left out meets their opponent in the highest
 * open slot below the main event that takes a singles match (the main event when no other slot
 * does). At most one per open slot.
 */
export function farewellBouts(input: FarewellInput, planned: readonly PlannedBout[]): PlannedBout[] {
  const used = new Set([...(input.eligibility.excludeIds ?? []), ...planned.flatMap((b) => b.teams.flat())]);
  const taken = new Set(planned.map((b) => b.segmentId));
  const free = (w: Candidate): boolean => w.id !== undefined && !used.has(w.id) && isEligible(w, { ...input.eligibility, excludeIds: [], gender: w.gender });
  const bouts: PlannedBout[] = [];
  const leaving = farewellsOn(input.wrestlers, input.date, input.stepDays).filter(free).sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
  for (const w of leaving) {
    if (!free(w)) continue;
    // Below the main event, nearest the top; on a card with no such slot, the main event itself.
    const fits = (s: PlanSlot) => !taken.has(s.id) && rivalryMatchType(s, [[0], [0]]) !== null;
    const slot = [...input.slots].reverse().find((s) => s.id !== input.mainEventId && fits(s)) ?? input.slots.find((s) => s.id === input.mainEventId && fits(s));
    if (!slot) break;
    const opponent = opponentOf(w, input, free);
    if (!opponent) continue;
    const teams = [[w.id!], [opponent.id!]];
    bouts.push({ segmentId: slot.id, type: rivalryMatchType(slot, teams)!, teams, championshipIds: [], rivalryId: null, payoff: false });
    taken.add(slot.id);
    teams.flat().forEach((id) => used.add(id));
  }
  return bouts;
}

/** A rival of theirs the card can have, else the most popular wrestler of their gender it can (ties by id). */
function opponentOf(w: Booked, input: FarewellInput, free: (c: Candidate) => boolean): Booked | null {
  const others = input.wrestlers.filter((o) => o.id !== w.id && o.gender === w.gender && free(o) && !o.retiresOn);
  const rivals = new Set(
    input.rivalries
      .filter((r) => isActiveRivalry(r) && r.sides.some((side) => side.length === 1 && side[0] === w.id))
      .flatMap((r) => r.sides.filter((side) => side.length === 1 && side[0] !== w.id).map((side) => side[0])),
  );
  const byStanding = (a: Booked, b: Booked) =>
    Number(rivals.has(b.id!)) - Number(rivals.has(a.id!)) || readStat(b, 'popularity') - readStat(a, 'popularity') || a.id! - b.id!;
  return [...others].sort(byStanding)[0] ?? null;
}
