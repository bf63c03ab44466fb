import { kindOrDefault } from '../catalog/segment-kinds';
import type { Appearance } from '../entities/appearance';
import type { Wrestler } from '../entities/wrestler';
import { momentumAfter, momentumRatingBonus, type MatchResult } from '../rules/living/momentum';
import { momentumOf, momentumWord } from '../rules/living/skills';
import { readStat } from '../rules/stats';
import { momentumNoteOf } from '../entities/played-card';
import { appearancesOf, byId, replaceById, type CompletionStep, type CompletionWork } from './completion-work';
import { storedRatingExplanation, withRatingExplanation, withRatingLine, type RatingExplanation } from './rating-explanation';

// Issue 35 item 3, living rules only (registered in living-steps.ts among rateSegments' steps):
// the competitors' momentum adds a small line to the rating, then each appearance moves it.

export const MOMENTUM_RULE = 'MOMENTUM';

/** Competitors of a segment (managers walk out, they do not wrestle). */
const competitors = (own: readonly Appearance[]): Appearance[] => own.filter((a) => !a.manager);

/** "Momentum: Kip Vale is hot, Ash is cold" (only those away from steady; at most three named). */
export function momentumLabel(wrestlers: readonly Pick<Wrestler, 'name' | 'momentum'>[]): string {
  const notable = wrestlers
    .filter((w) => momentumWord(w.momentum) !== 'steady')
    .sort((a, b) => Math.abs(b.momentum) - Math.abs(a.momentum))
    .slice(0, 3);
  const parts = notable.map((w) => `${w.name || 'Someone'} is ${momentumWord(w.momentum)}`);
  return `Momentum: ${parts.join(', ') || 'nobody is hot or cold'}`;
}

/**
 * rateSegments' living step: a rated segment whose competitors walked in with momentum gets the
 * mean's bonus (momentumRatingBonus, about ±0.15★ at most) as its own "Why this rating" line.
 */
export const rateMomentum: CompletionStep = (work) => {
  const before = byId(work.wrestlersBefore);
  let changed = false;
  const segments = work.segments.map((segment) => {
    const explanation = storedRatingExplanation(segment);
    if (!explanation) return segment;
    const who = competitors(appearancesOf(work, segment)).map((a) => before.get(a.wrestlerId)).filter((w) => w !== undefined);
    const amount = momentumRatingBonus(who.map((w) => momentumOf(w)));
    if (amount === 0) return segment;
    changed = true;
    // The stored explanation as it is (a living step may keep more keys), plus the line.
    const stored = segment.meta.rating as RatingExplanation & Record<string, unknown>;
    const next = withRatingLine({ ...stored, ...explanation }, { id: MOMENTUM_RULE, family: 'streak', label: momentumLabel(who), amount });
    return withRatingExplanation({ ...segment, rating: next.stars }, next);
  });
  return changed ? { ...work, segments } : work;
};

const resultOf = (a: Appearance, decided: boolean): MatchResult =>
  !decided ? 'none' : a.winner ? 'win' : a.loser ? 'loss' : a.draw ? 'draw' : 'none';

const meanPopularity = (ids: readonly number[], wrestlers: ReadonlyMap<number, Wrestler>): number => {
  const known = ids.map((id) => wrestlers.get(id)).filter((w) => w !== undefined);
  return known.length === 0 ? 0 : known.reduce((sum, w) => sum + readStat(w, 'popularity'), 0) / known.length;
};

/**
 * rateSegments' living step, after every rating line: each competitor's momentum moves with their
 * result (against the opponents' popularity as they walked in) and the segment's final stars. A
 * segment with nobody rated (no stars) leaves momentum alone. Draws nothing.
 */
export const moveMomentum: CompletionStep = (work: CompletionWork) => {
  const before = byId(work.wrestlersBefore);
  const after = byId(work.wrestlers);
  const moved = new Map<number, Wrestler & { id: number }>();
  const segments = work.segments.map((segment) => {
    const own = competitors(appearancesOf(work, segment));
    if (own.length === 0) return segment;
    const note: MomentumNote = {};
    const decided = kindOrDefault(segment.type).registerVictory && own.some((a) => a.winner || a.draw);
    for (const a of own) {
      const current = moved.get(a.wrestlerId) ?? after.get(a.wrestlerId);
      const walkedIn = before.get(a.wrestlerId);
      if (!current || !walkedIn) continue;
      const opponents = own.filter((o) => o.groupId !== a.groupId).map((o) => o.wrestlerId);
      const momentum = momentumAfter(
        momentumOf(current), resultOf(a, decided), readStat(walkedIn, 'popularity'), meanPopularity(opponents, before), segment.rating,
      );
      moved.set(current.id, { ...current, momentum });
      note[current.id] = { momentum, popularity: Math.round(readStat(current, 'popularity') * 100) / 100 };
    }
    return { ...segment, meta: { ...segment.meta, momentum: note } };
  });
  return moved.size === 0 ? work : { ...work, segments, wrestlers: replaceById(work.wrestlers, [...moved.values()]) };
};

/**
 * What a segment keeps (issue 35, `segment.meta.momentum`): each competitor's momentum and
 * popularity as they walked out. The wrestler's page draws its chart from these notes.
 */
export type MomentumNote = Record<number, { momentum: number; popularity: number }>;

/** A segment's momentum note, or null when it has none or it is not the expected shape. */
export function segmentMomentumNote(meta: unknown): MomentumNote | null {
  // Issue 36: a completed segment keeps it packed (played-card.ts); both forms read.
  const note = momentumNoteOf(meta);
  if (note === null) return null;
  const out: MomentumNote = {};
  for (const [id, value] of Object.entries(note)) {
    const v = value as { momentum?: unknown; popularity?: unknown } | null;
    if (v && typeof v.momentum === 'number' && typeof v.popularity === 'number') out[Number(id)] = { momentum: v.momentum, popularity: v.popularity };
  }
  return out;
}
