import { kindOrDefault } from '../../catalog/segment-kinds';
import type { IsoDate } from '../../entities/base';
import type { ShowTypeKey } from '../../entities/enums';
import { isActiveRivalry, type Rivalry } from '../../entities/rivalry';
import { isEligible, type Eligibility } from '../random-match';
import type { Rng } from '../rng';
import { fitsTitle, titleKind } from '../title-fit';
import { heatAt, isCold, isPayoffShowType, recentSameKind } from './rivalry-heat';
import { contendersMatch, sharesBrand, type Candidate, type Title } from './contenders';
import { isRecentMainEvent } from './main-event-memory';

// Issue 17 item 5, living rules: the booker books like a booker. Before a card is drawn it plans
// who meets whom: rivals face each other (hottest first), a PPV's main event pays off the brand's
// hottest rivalry, a weekly show gives the top contenders of a title a number-one-contenders
// match. Whatever the plan leaves open is drawn as before (random-draw.ts). Pure: rng in, plan out.


export interface PlanSlot {
  id: number;
  type: string;
}

export interface BookingPlanInput {
  showType: ShowTypeKey | undefined;
  showId: number | null;
  date: IsoDate;
  /** The slots the booker fills, in running order. */
  slots: readonly PlanSlot[];
  /** The card's main event (its last drawn segment), or null. */
  mainEventId: number | null;
  /** Who the booker may draw (the living game's fit roster). */
  wrestlers: readonly Candidate[];
  /** The draw's eligibility (brands, show band, minimum points, wrestlers booked elsewhere on the card). */
  eligibility: Omit<Eligibility, 'gender'>;
  rivalries: readonly Rivalry[];
  titles: readonly Title[];
  /** Wrestlers and titles with a title match on another card this week (title-booking.ts). */
  busyIds: readonly number[];
  busyTitleIds: readonly number[];
  /**
   * Issue 36: the main-event pairings the card's promotion remembers (main-event-memory.ts
   * promotionMemory): an event's payoff main event goes to a rivalry not among them.
   */
  recentMainEvents?: readonly string[];
}

export interface PlannedBout {
  segmentId: number;
  /** The segment's kind once booked (its own kind unless it was undecided). */
  type: string;
  /** Wrestler ids per side (group id = index + 1). */
  teams: number[][];
  championshipIds: number[];
  rivalryId: number | null;
  payoff: boolean;
}

export const BOOKING_PLAN = {
  /** At most this share of a card's open slots goes to rivalries (at least one)... */
  rivalShare: 0.5,
  /** ...and never more than this many: the heat's money and viewers stay within the world's bounds. */
  rivalMax: 2,
  /** A weekly rivalry with this many matches in the last weeks and fewer promos talks instead. */
  promoAfterMatches: 2,
  /**
   * Chance a weekly card gets a number-one-contenders match: not every week, so the undercard's
   * multi-person matches (and the injuries and wages they bring) stay as the living world tuned them.
   */
  contendersShare: 0.5,
} as const;

const byHeat = (date: IsoDate) => (a: Rivalry, b: Rivalry): number => heatAt(b, date) - heatAt(a, date) || a.id - b.id;

/** The active rivalries that have not gone cold, hottest first. */
export const liveRivalries = (rivalries: readonly Rivalry[], date: IsoDate): Rivalry[] =>
  rivalries.filter((r) => isActiveRivalry(r) && !isCold(r, date)).sort(byHeat(date));

/** The kind a rivalry's match takes in a slot, or null when its sides do not fit the slot. */
export function rivalryMatchType(slot: PlanSlot, sides: readonly (readonly number[])[]): string | null {
  const [a, b] = sides.map((side) => side.length);
  if (slot.type === 'DEFAULT') return a === b && a <= 2 ? (a === 1 ? 'SINGLES' : 'TAG_TEAM') : null;
  const kind = kindOrDefault(slot.type);
  if (!kind.competition || kind.eliminations) return null;
  if (kind.type === 'TAG_TEAM') return a === 2 && b === 2 ? kind.type : null;
  return a === 1 && b === 1 && kind.minAppearances <= 2 ? kind.type : null;
}

/** Whether a weekly rivalry should talk this week: its matches lately outnumber its promos. */
const wantsPromo = (rivalry: Rivalry, date: IsoDate): boolean =>
  recentSameKind(rivalry.beats, 'match', date) >= BOOKING_PLAN.promoAfterMatches &&
  recentSameKind(rivalry.beats, 'promo', date) < recentSameKind(rivalry.beats, 'match', date);

const sameIds = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i]);

/**
 * Plans a card (see the file's comment). Every planned wrestler is fit, eligible for the card and
 * planned once; a title goes only on a payoff between its holders and a side that fits it.
 */
export function planCard(input: BookingPlanInput, rng: Rng): PlannedBout[] {
  const fit = new Map(input.wrestlers.filter((w) => w.id !== undefined).map((w) => [w.id!, w]));
  const used = new Set(input.eligibility.excludeIds ?? []);
  const eligible = (id: number): boolean => {
    const w = fit.get(id);
    return w !== undefined && !used.has(id) && isEligible(w, { ...input.eligibility, excludeIds: [], gender: w.gender });
  };
  const payoffShow = isPayoffShowType(input.showType);
  const open = [...input.slots];
  const plan: PlannedBout[] = [];
  // The plan never leaves the rest of the card too few people to draw from (two a slot).
  const roomFor = (people: number): boolean => [...fit.keys()].filter(eligible).length - people >= 2 * (open.length - 1);
  const book = (bout: PlannedBout): number => {
    if (!roomFor(bout.teams.flat().length)) return 0;
    plan.push(bout);
    bout.teams.flat().forEach((id) => used.add(id));
    open.splice(open.findIndex((s) => s.id === bout.segmentId), 1);
    return 1;
  };
  let rivalSlots = Math.min(BOOKING_PLAN.rivalMax, Math.max(1, Math.floor(input.slots.length * BOOKING_PLAN.rivalShare)));
  // On an event, a rivalry the player set to pay off on another show waits for it.
  const rivalries = liveRivalries(input.rivalries, input.date).filter(
    (r) => !payoffShow || r.payoffShowId === null || r.payoffShowId === input.showId,
  );
  const ready = (r: Rivalry): boolean => r.sides.every((side) => side.every(eligible));
  const main = open.find((s) => s.id === input.mainEventId);

  // The event's main event: the hottest rivalry's payoff, the chosen show's own first.
  if (payoffShow && main) {
    const pinned = [...rivalries].sort((a, b) => Number(b.payoffShowId !== null) - Number(a.payoffShowId !== null));
    // Issue 36: a rivalry that headlined the promotion lately pays off lower on the card (the rivalry
    // loop below books it), unless the player chose this show for its payoff.
    const fresh = (r: Rivalry): boolean => r.payoffShowId === input.showId || !isRecentMainEvent(input.recentMainEvents, r.sides.flat());
    const rivalry = pinned.find((r) => ready(r) && rivalryMatchType(main, r.sides) !== null && fresh(r));
    if (rivalry) {
      const titles = payoffTitle(rivalry, input, fit);
      // A singles title on the line makes an undecided main event a Championship match, as the title booker names it.
      const type = titles.length > 0 && main.type === 'DEFAULT' && rivalry.sides[0].length === 1 ? 'CHAMPIONSHIP' : rivalryMatchType(main, rivalry.sides)!;
      rivalSlots -= book({ segmentId: main.id, type, teams: rivalry.sides.map((s) => [...s]), championshipIds: titles, rivalryId: rivalry.id, payoff: true });
    }
  }
  // Rivals face each other on the rest of the card, hottest nearest the top of the show; a weekly
  // show leaves its main event to the title picture.
  for (const rivalry of rivalries) {
    if (rivalSlots <= 0) break;
    if (plan.some((b) => b.rivalryId === rivalry.id) || !ready(rivalry)) continue;
    const talk = !payoffShow && wantsPromo(rivalry, input.date);
    const slot = [...open].reverse().find((s) => s.id !== input.mainEventId && (talk ? s.type === 'DEFAULT' : rivalryMatchType(s, rivalry.sides) !== null));
    if (!slot) continue;
    rivalSlots -= book({ segmentId: slot.id, type: talk ? 'PROMO' : rivalryMatchType(slot, rivalry.sides)!, teams: rivalry.sides.map((s) => [...s]), championshipIds: [], rivalryId: rivalry.id, payoff: payoffShow });
  }
  // A weekly show builds its title picture: the top contenders meet for the next shot.
  if (!payoffShow) {
    const slot = [...open].reverse().find((s) => s.id !== input.mainEventId && s.type === 'DEFAULT');
    const teams = slot && open.length >= 2 && rng() < BOOKING_PLAN.contendersShare ? contendersMatch(input.titles, input.eligibility.brandIds, [...fit.values()].filter((w) => eligible(w.id!)), rng) : null;
    if (slot && teams) book({ segmentId: slot.id, type: 'NUMBER_ONE_CONTENDERS', teams, championshipIds: [], rivalryId: null, payoff: false });
  }
  return plan;
}

/** A title whose holders are one side of the payoff and which the other side fits, when it is free this week. */
function payoffTitle(rivalry: Rivalry, input: BookingPlanInput, fit: ReadonlyMap<number, Candidate>): number[] {
  // A challenger who holds another title of its kind never challenges for it (one of each kind).
  const holdsKind = (t: Title, side: readonly number[]): boolean =>
    input.titles.some((o) => o.id !== t.id && o.active && titleKind(o) === titleKind(t) && side.some((id) => o.wrestlerIds.includes(id)));
  const title = input.titles.find((t) =>
    t.active && !input.busyTitleIds.includes(t.id) && sharesBrand(t.brandIds, input.eligibility.brandIds) &&
    t.wrestlerIds.every((id) => !input.busyIds.includes(id)) &&
    rivalry.sides.some((side) => sameIds(side, t.wrestlerIds)) &&
    rivalry.sides.every((side) => fitsTitle(t, side.map((id) => fit.get(id)!)) && (sameIds(side, t.wrestlerIds) || !holdsKind(t, side))),
  );
  return title ? [title.id] : [];
}
