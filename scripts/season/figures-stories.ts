import type { Production } from '../../src/domain/entities/production';
import type { Segment } from '../../src/domain/entities/segment';

/** A card's storyline sentences, in running order. */
const sentencesOf = (production: Pick<Production, 'segmentIds'>, segments: ReadonlyMap<number, Pick<Segment, 'storyline'>>): string[] =>
  production.segmentIds
    // "vs." ends no sentence: two lines naming the same pair ("A vs. B, week 2: …", "A vs. B reaches week 3: …") are different sentences.
    .flatMap((id) => (segments.get(id)?.storyline ?? '').trim().replace(/\bvs\.\s/g, 'vs\u00a0').split(/(?<=[.!?])\s+/))
    .filter(Boolean);

/** A card's promotion: its first brand's company (0 when none). */
const companyOfCard = (production: Pick<Production, 'brandIds'>, companyOfBrand: ReadonlyMap<number, number | null>): number =>
  production.brandIds.map((id) => companyOfBrand.get(id)).find((c) => c !== null && c !== undefined) ?? 0;

/**
 * Issue 17: completed productions (cards) on which a storyline sentence appears twice: two of its
 * segments' storylines, or two sentences within them, are the same text.
 */
export function repeatedOnCard(
  productions: readonly Pick<Production, 'segmentIds'>[],
  segments: ReadonlyMap<number, Pick<Segment, 'storyline'>>,
): number {
  return productions.filter((production) => {
    const sentences = sentencesOf(production, segments);
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
    const company = companyOfCard(production, companyOfBrand);
    const sentences = sentencesOf(production, segments);
    for (const sentence of new Set(sentences)) {
      const key = `${company}|${sentence}`;
      const before = lastTold.get(key);
      if (before !== undefined && days(before, production.date) < 56) repeats += 1;
      lastTold.set(key, production.date);
    }
  }
  return repeats;
}

/**
 * Issue 36: the most times one promotion told one storyline sentence within one calendar year (a
 * card's sentences once each; its promotion as above): how often a reader of a promotion's shows
 * meets the same line, whatever the weeks between (repeatedWithinEightWeeks counts only the close ones).
 */
export function sentenceRepeatMax(
  productions: readonly Pick<Production, 'segmentIds' | 'date' | 'brandIds'>[],
  segments: ReadonlyMap<number, Pick<Segment, 'storyline'>>,
  companyOfBrand: ReadonlyMap<number, number | null>,
): number {
  const told = new Map<string, number>();
  for (const production of productions) {
    const key = `${companyOfCard(production, companyOfBrand)}|${production.date.slice(0, 4)}`;
    for (const sentence of new Set(sentencesOf(production, segments))) told.set(`${key}|${sentence}`, (told.get(`${key}|${sentence}`) ?? 0) + 1);
  }
  return Math.max(0, ...told.values());
}
