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
      .flatMap((id) => (segments.get(id)?.storyline ?? '').trim().split(/(?<=[.!?])\s+/))
      .filter(Boolean);
    return new Set(sentences).size < sentences.length;
  }).length;
}
