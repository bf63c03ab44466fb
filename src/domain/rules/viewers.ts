import { kindOrDefault, PROMO_TYPES } from '../catalog/segment-kinds';
import type { Segment } from '../entities/segment';
import type { Show } from '../entities/show';
import type { Wrestler } from '../entities/wrestler';
import type { RatedParticipant } from './rating';
import { readStat, sum } from './stats';

/** A segment as the viewers formula sees it: its kind, length, titles and everyone appearing. */
export interface ViewerSegment extends Pick<Segment, 'type' | 'duration' | 'championshipIds'> {
  participants: readonly RatedParticipant[];
}

export interface ViewersInput {
  show: Pick<Show, 'avgViewers' | 'maxDuration'>;
  /** In running order: position decides the weight. */
  segments: readonly ViewerSegment[];
}

export interface ViewerTrait {
  id: string;
  label: string;
  /** Percentage points of bonus. */
  amount: number;
}

export interface ViewersBreakdown {
  mix: number;
  bonus: number;
  traits: ViewerTrait[];
  viewers: number;
}

export const VIEWERS_BASE = 30;

/** DESIGN §3: first and last 1.1, second and second-last 0.9 (first/last win), otherwise 1.0. */
export function positionWeight(index: number, count: number): number {
  if (index === 0 || index === count - 1) return 1.1;
  if (index === 1 || index === count - 2) return 0.9;
  return 1;
}

/** One wrestler's pull on the audience, stats capped. */
export const wrestlerAppeal = (w: Wrestler): number =>
  0.9 * readStat(w, 'popularity') + 0.5 * readStat(w, 'charisma') + 0.3 * readStat(w, 'points') +
  0.2 * readStat(w, 'morale') + 0.4 * readStat(w, 'stamina');

export const viewersMix = (segments: readonly ViewerSegment[]): number =>
  sum(segments.map((s, i) => positionWeight(i, segments.length) * sum(s.participants.map((p) => wrestlerAppeal(p.wrestler)))));

const isTagMatch = (segment: ViewerSegment): boolean => {
  if (segment.type === 'TAG_TEAM') return true;
  if (!kindOrDefault(segment.type).competition) return false;
  const sizes = new Map<number, number>();
  for (const p of segment.participants.filter((p) => !p.manager)) sizes.set(p.groupId, (sizes.get(p.groupId) ?? 0) + 1);
  return [...sizes.values()].some((size) => size >= 2);
};

/** SPEC §9 "Viewers" show traits; each counts once per production. */
export function viewerTraits({ show, segments }: ViewersInput): ViewerTrait[] {
  const wrestlers = segments.flatMap((s) => s.participants.map((p) => p.wrestler));
  const genders = new Set(wrestlers.map((w) => w.gender));
  const duration = sum(segments.map((s) => s.duration));
  const traits: [boolean, string, string, number][] = [
    [genders.size === 1 && genders.has('MALE'), 'men', "Men's show", 15],
    [genders.size === 1 && genders.has('FEMALE'), 'women', "Women's show", 15],
    [genders.size === 2, 'both', 'Men and women on the card', 10],
    [show.maxDuration > 0 && duration >= 0.9 * show.maxDuration && duration <= show.maxDuration, 'fullTime', 'Runs 90% to 100% of its time', 10],
    [show.maxDuration > 0 && duration > show.maxDuration, 'overTime', 'Runs over its time', -10],
    [wrestlers.some((w) => readStat(w, 'points') <= 20), 'lowPoints', 'A low-points wrestler (20 or less)', 10],
    [wrestlers.some((w) => readStat(w, 'points') > 80), 'highPoints', 'A high-points wrestler (above 80)', 10],
    [wrestlers.some((w) => readStat(w, 'charisma') > 80), 'highCharisma', 'A charismatic wrestler (above 80)', 10],
    [segments.some((s) => s.championshipIds.length > 0 && kindOrDefault(s.type).competition), 'championship', 'A championship match', 10],
    [segments.some((s) => PROMO_TYPES.includes(s.type)), 'promo', 'A promo', 10],
    [segments.some(isTagMatch), 'tag', 'A tag match', 10],
  ];
  return traits.filter(([fires]) => fires).map(([, id, label, amount]) => ({ id, label, amount }));
}

/** Viewers = round((avgViewers + 30 × mix) × (1 + bonus / 100)), never negative. */
export function viewersBreakdown(input: ViewersInput): ViewersBreakdown {
  const mix = viewersMix(input.segments);
  const traits = viewerTraits(input);
  const bonus = sum(traits.map((t) => t.amount));
  const viewers = Math.max(0, Math.round((input.show.avgViewers + VIEWERS_BASE * mix) * (1 + bonus / 100)));
  return { mix, bonus, traits, viewers };
}

export const productionViewers = (input: ViewersInput): number => viewersBreakdown(input).viewers;
