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
