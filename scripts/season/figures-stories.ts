import type { Production } from '../../src/domain/entities/production';
import type { Segment } from '../../src/domain/entities/segment';

/**
 * Issue 17: completed productions (cards) on which a storyline sentence appears twice: two of its
 * segments' storylines, or two sentences within them, are the same text.
 */
export function repeatedOnCard(
  productions: readonly Pick<Production, 'segmentIds'>[],
  segments: ReadonlyMap<number, Pick<Segment, 'storyline'>>,
): number {
  return productions.filter((production) => {
    const sentences = production.segmentIds
      // "vs." ends no sentence: two lines naming the same pair ("A vs. B, week 2: …", "A vs. B reaches week 3: …") are different sentences.
      .flatMap((id) => (segments.get(id)?.storyline ?? '').trim().replace(/\bvs\.\s/g, 'vs\u00a0').split(/(?<=[.!?])\s+/))
      .filter(Boolean);
    return new Set(sentences).size < sentences.length;
  }).length;
}

/**
 * Issue 35: storyline sentences a promotion told again within eight weeks (56 days) of telling
 * them: each completed card's storylines (split into sentences as repeatedOnCard does) against the
 * same promotion's earlier cards. A card's promotion is its first brand's company (0 when none).
 */
export function repeatedWithinEightWeeks(
  productions: readonly Pick<Production, 'segmentIds' | 'date' | 'brandIds'>[],
  segments: ReadonlyMap<number, Pick<Segment, 'storyline'>>,
  companyOfBrand: ReadonlyMap<number, number | null>,
): number {
  const lastTold = new Map<string, string>();
  let repeats = 0;
  const days = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  for (const production of [...productions].sort((a, b) => a.date.localeCompare(b.date))) {
    const company = production.brandIds.map((id) => companyOfBrand.get(id)).find((c) => c !== null && c !== undefined) ?? 0;
    const sentences = production.segmentIds
      .flatMap((id) => (segments.get(id)?.storyline ?? '').trim().replace(/\bvs\.\s/g, 'vs\u00a0').split(/(?<=[.!?])\s+/))
      .filter(Boolean);
    for (const sentence of new Set(sentences)) {
      const key = `${company}|${sentence}`;
      const before = lastTold.get(key);
      if (before !== undefined && days(before, production.date) < 56) repeats += 1;
      lastTold.set(key, production.date);
    }
  }
  return repeats;
}
