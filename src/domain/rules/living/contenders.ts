import type { Championship } from '../../entities/championship';
import type { isEligible } from '../random-match';
import type { Rng } from '../rng';
import { readStat } from '../stats';
import { titleKind, titleSideSize } from '../title-fit';
import { contenderPlaces } from './title-booking';

// Issue 17 item 5: the weekly title picture. The contenders of a title are ranked as the issue-15
// title booker ranks challengers (points), and the top ones meet for the next shot.

export type Candidate = Parameters<typeof isEligible>[0] & { id?: number };
export type Title = Pick<Championship, 'active' | 'brandIds' | 'gender' | 'holders' | 'wrestlerIds' | 'rank'> & { id: number };

export const sharesBrand = (own: readonly number[], brandIds: readonly number[]): boolean =>
  brandIds.length === 0 || own.length === 0 || own.some((id) => brandIds.includes(id));

/**
 * The contenders of a singles title of the card's brands, best ranked first (points, then id):
 * eligible, not its holders, holding no singles title of their own.
 */
export function rankContenders(title: Title, titles: readonly Title[], candidates: readonly Candidate[]): number[] {
  const champions = new Set(titles.filter((t) => t.active && titleKind(t) === titleKind(title)).flatMap((t) => t.wrestlerIds));
  return candidates
    .filter((w) => (title.gender === 'INTERGENDER' || w.gender === title.gender) && !champions.has(w.id!))
    .sort((a, b) => readStat(b, 'points') - readStat(a, 'points') || a.id! - b.id!)
    .map((w) => w.id!);
}

/** Two contenders from the top of a singles title's ranking (the title drawn among those with two). */
export function contendersMatch(titles: readonly Title[], brandIds: readonly number[], candidates: readonly Candidate[], rng: Rng): number[][] | null {
  const ranked = titles
    .filter((t) => t.active && titleSideSize(t) === 1 && sharesBrand(t.brandIds, brandIds))
    .sort((a, b) => a.rank - b.rank || a.id - b.id)
    .map((t) => rankContenders(t, titles, candidates))
    .filter((ranked) => ranked.length >= 2);
  if (ranked.length === 0) return null;
  const top = ranked[Math.floor(rng() * ranked.length)].slice(0, contenderPlaces(2));
  const first = top.splice(Math.floor(rng() * top.length), 1)[0];
  const second = top.splice(Math.floor(rng() * top.length), 1)[0];
  return [[first], [second]];
}
