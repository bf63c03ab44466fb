import type { IsoDate } from '../../entities/base';
import type { Gender } from '../../entities/enums';
import type { Rivalry } from '../../entities/rivalry';
import type { Wrestler } from '../../entities/wrestler';
import { kindOrDefault } from '../../catalog/segment-kinds';
import { genderWeights, RANDOM_MATCH } from '../random-match';
import type { Rng } from '../rng';
import { readStat } from '../stats';
import { titleSideSize } from '../title-fit';
import { weightedPick } from '../weighted-pick';
import { liveRivalries } from './booking-plan';
import type { Title } from './contenders';
import { isTalkingType } from './presentation-rating';

// Issue 35 item 2, living rules only: the booker books talking segments as it books matches. Two
// pure parts: which undecided segments of a card talk (talkingSlots), and who talks in a talking
// segment (drawSpeakers). The application draws them (random-draw.ts, card-plan.ts withTalking).

export const TALKING_BOOKING = {
  /** Chance each open undecided segment (not the main event) talks... */
  share: 0.2,
  /** ...and on a long card (this many segments or more), a little more. */
  longShare: 0.28,
  longCard: 7,
  /** A card's talking segments never pass this share of its segments... */
  maxShare: 0.35,
  /** ...and a card of this many segments or more has at least one (a weekly show has its promo). */
  oneFrom: 3,
  /** A card of three segments or more keeps at least this many matches. */
  minMatches: 2,
  /** The kinds an undecided segment becomes, with their weights. */
  kinds: [
    ['PROMO', 0.45],
    ['INTERVIEW', 0.2],
    ['FACE_TO_FACE', 0.2],
    ['CONTRACT_SIGNING', 0.15],
  ] as ReadonlyArray<readonly [string, number]>,
  /** A promo or an interview without a rivalry to tell is cut alone this often (else a face and a heel). */
  soloShare: 0.6,
} as const;

/** The kinds that need two people facing each other (a face to face, a contract signing); the rest take one or two. */
export const PAIRED_TALK: readonly string[] = ['FACE_TO_FACE', 'CONTRACT_SIGNING', 'INTERRUPTED_PROMO', 'PRESS_CONFERENCE'];

export interface TalkingCardSlot {
  id: number;
  /** The segment's kind as the card stands (a planned segment's planned kind). */
  type: string;
}

export interface TalkingSlotsInput {
  /** The whole card in running order. */
  card: readonly TalkingCardSlot[];
  /** Undecided segments the booker may turn into talking ones (never the main event, nothing planned). */
  open: readonly number[];
}

/** Segments that count in a card's share: everything but transitions (recaps, breaks). */
const counts = (type: string): boolean => kindOrDefault(type).category !== 'Transition';
const isMatch = (type: string): boolean => type === 'DEFAULT' || kindOrDefault(type).competition;

/**
 * Which open segments talk, and as what: each by a coin (TALKING_BOOKING.share, more on a long card),
 * never past maxShare of the card, never leaving a card of three segments or more with fewer than two
 * matches; a card of three or more that the coins left silent gets one (its last open segment). The
 * talking segments already on the card (typed or planned) count. Draws one number per open segment,
 * then one per kind chosen.
 */
export function talkingSlots({ card, open }: TalkingSlotsInput, rng: Rng): Map<number, string> {
  const chosen = new Map<number, string>();
  const counted = card.filter((s) => counts(s.type));
  const total = counted.length;
  let talking = counted.filter((s) => isTalkingType(s.type)).length;
  let matches = counted.filter((s) => isMatch(s.type)).length;
  const share = total >= TALKING_BOOKING.longCard ? TALKING_BOOKING.longShare : TALKING_BOOKING.share;
  const room = (): boolean => (talking + 1) / total <= TALKING_BOOKING.maxShare + 1e-9 && (total < 3 || matches - 1 >= TALKING_BOOKING.minMatches);
  const coins = open.map(() => rng());
  const take = (id: number) => {
    chosen.set(id, weightedPick(TALKING_BOOKING.kinds.map(([type]) => type), TALKING_BOOKING.kinds.map(([, w]) => w), rng));
    talking += 1;
    matches -= 1;
  };
  open.forEach((id, i) => {
    if (coins[i] < share && room()) take(id);
  });
  const last = [...open].reverse().find((id) => !chosen.has(id));
  if (total >= TALKING_BOOKING.oneFrom && talking === 0 && last !== undefined && room()) take(last);
  return chosen;
}

export type TalkCandidate = Pick<Wrestler, 'gender' | 'alignment' | 'popularity' | 'points'> & { id: number };

export interface SpeakersInput {
  /** The talking kind. */
  type: string;
  /** Who may talk: fit, eligible for the card and booked nowhere else on it. */
  candidates: readonly TalkCandidate[];
  rivalries: readonly Rivalry[];
  /** The titles of the card's brands (a face to face is best between a champion and the top contender). */
  titles: readonly Title[];
  date: IsoDate;
  focus?: Gender;
}

/** Sides of speakers: [[a]] for one alone, [[a], [b]] for two facing each other; [] when nobody can. */
export type SpeakerSides = number[][];

const popularityWeight = (w: TalkCandidate): number => 5 + readStat(w, 'popularity');

/** A face and a heel (else any two) of one gender, the first weighted by popularity and the focus. */
function faceOff(pool: readonly TalkCandidate[], focus: Gender | undefined, rng: Rng): SpeakerSides {
  if (pool.length === 0) return [];
  const gw = genderWeights(focus);
  const genderWeight = (w: TalkCandidate) => gw[RANDOM_MATCH.genders.indexOf(w.gender)] ?? 0.25;
  const first = weightedPick(pool, pool.map((w) => popularityWeight(w) * genderWeight(w)), rng);
  const same = pool.filter((w) => w.id !== first.id && w.gender === first.gender);
  const opposite = first.alignment === 'GOOD' ? 'BAD' : first.alignment === 'BAD' ? 'GOOD' : null;
  const foes = opposite ? same.filter((w) => w.alignment === opposite) : [];
  const others = foes.length > 0 ? foes : same;
  if (others.length === 0) return [[first.id]];
  const second = weightedPick(others, others.map(popularityWeight), rng);
  return [[first.id], [second.id]];
}

/** One speaker, weighted by popularity and the focus. */
function alone(pool: readonly TalkCandidate[], focus: Gender | undefined, rng: Rng): SpeakerSides {
  if (pool.length === 0) return [];
  const gw = genderWeights(focus);
  const w = weightedPick(pool, pool.map((c) => popularityWeight(c) * (gw[RANDOM_MATCH.genders.indexOf(c.gender)] ?? 0.25)), rng);
  return [[w.id]];
}

/** A champion of a singles title and its best-ranked free contender of the same gender, face against heel when there is one. */
function titlePair(input: SpeakersInput, free: ReadonlyMap<number, TalkCandidate>): SpeakerSides | null {
  const titles = [...input.titles].filter((t) => t.active && titleSideSize(t) === 1 && t.wrestlerIds.length === 1).sort((a, b) => a.rank - b.rank || a.id - b.id);
  const holders = new Set(input.titles.flatMap((t) => t.wrestlerIds));
  for (const title of titles) {
    const champion = free.get(title.wrestlerIds[0]);
    if (!champion) continue;
    const contenders = [...free.values()]
      .filter((w) => w.id !== champion.id && !holders.has(w.id) && w.gender === champion.gender)
      .sort((a, b) => readStat(b, 'points') - readStat(a, 'points') || a.id - b.id);
    const foe = contenders.slice(0, 3).find((w) => w.alignment !== champion.alignment && w.alignment !== 'NEUTRAL') ?? contenders[0];
    if (foe) return [[champion.id], [foe.id]];
  }
  return null;
}

/**
 * Who talks in a talking segment (issue 35 item 2): a live rivalry whose people are all free is the
 * best face-off (the hottest first; a promo or an interview takes its two sides too); a face to face
 * or a contract signing without one sets a champion against the top contender (the pair of a title
 * match to come), else a face and a heel. A promo or an interview without a rivalry is cut alone
 * (TALKING_BOOKING.soloShare) or by a face and a heel. Never anyone outside `candidates`.
 */
export function drawSpeakers(input: SpeakersInput, rng: Rng): SpeakerSides {
  const free = new Map(input.candidates.map((w) => [w.id, w]));
  const paired = PAIRED_TALK.includes(input.type);
  const rivalry = liveRivalries(input.rivalries, input.date).find((r) => r.sides.every((side) => side.length <= 2 && side.every((id) => free.has(id))));
  if (rivalry) return rivalry.sides.map((side) => [...side]);
  if (paired) return titlePair(input, free) ?? faceOff(input.candidates, input.focus, rng);
  return rng() < TALKING_BOOKING.soloShare ? alone(input.candidates, input.focus, rng) : faceOff(input.candidates, input.focus, rng);
}
