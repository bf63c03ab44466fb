import { kindOrDefault } from '../../domain/catalog/segment-kinds';
import { competitorsNeeded, needsCompetitors } from '../../domain/rules/card-fill';
import type { UseCaseDeps } from '../deps';

export interface TrimmedCard {
  /** Different wrestlers left on the card. */
  people: number;
  /** Segments taken off it. */
  cut: number;
}

/**
 * Issue 33, the world's booker after its draw: a match it could not fill (fewer competitors than its
 * kind needs) is taken off the card with whoever stood in it, so no show runs with a hole in it. A
 * card that would be left with nobody is left as it is (`people` 0): the booker does not run it.
 */
export function createTrimUnfilled({ unitOfWork }: Pick<UseCaseDeps, 'unitOfWork'>) {
  return (productionId: number): Promise<TrimmedCard> =>
    unitOfWork.run(async (tx) => {
      const production = await tx.Production.get(productionId);
      if (!production) return { people: 0, cut: 0 };
      const segments = await tx.Segment.getMany(production.segmentIds);
      const appearances = new Map((await tx.Appearance.getMany(segments.flatMap((s) => s.appearanceIds))).map((a) => [a.id, a]));
      const cast = (ids: readonly number[]) => ids.flatMap((id) => appearances.get(id) ?? []);
      const short = segments.filter((s) => {
        if (!needsCompetitors(s.type)) return false;
        const competitors = new Set(cast(s.appearanceIds).filter((a) => !a.manager).map((a) => a.wrestlerId)).size;
        return competitors < competitorsNeeded(kindOrDefault(s.type));
      });
      const kept = segments.filter((s) => !short.includes(s));
      const people = new Set(kept.flatMap((s) => cast(s.appearanceIds).map((a) => a.wrestlerId))).size;
      if (people === 0 || short.length === 0) return { people, cut: 0 };
      const gone = new Set(short.map((s) => s.id));
      for (const segment of short) {
        for (const id of segment.appearanceIds) await tx.Appearance.delete(id);
        await tx.Segment.delete(segment.id);
      }
      await tx.Production.update(production.id, { segmentIds: production.segmentIds.filter((id) => !gone.has(id)) });
      return { people, cut: short.length };
    });
}
