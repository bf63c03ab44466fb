import { segmentKindByType } from '../../domain/catalog/segment-kinds';
import type { Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import type { Segment } from '../../domain/entities/segment';
import { CatalogueError } from '../../domain/errors';
import { SegmentLogMessages } from './messages';
import { requireProduction } from './segment-records';
import type { UseCaseDeps } from '../deps';

// A production's `segmentIds` is its running order (SPEC §3).

export interface AddSegmentInput {
  productionId: number;
  /** A catalogue type; DEFAULT when not given. */
  type?: string;
  /** Where to insert in the running order; at the end when not given. */
  position?: number;
}

const clampIndex = (index: number, length: number): number => Math.min(Math.max(0, Math.trunc(index)), length);

function moved(ids: readonly number[], id: number, toIndex: number): number[] {
  const rest = ids.filter((other) => other !== id);
  rest.splice(clampIndex(toIndex, rest.length), 0, id);
  return rest;
}

export function createRunningOrder({ unitOfWork }: Pick<UseCaseDeps, 'unitOfWork'>) {
  /** A new empty segment on the production's date and brands, of the given kind. */
  const addSegment = (input: AddSegmentInput): Promise<{ production: Stored<Production>; segment: Stored<Segment> }> =>
    unitOfWork.run(async (tx) => {
      const production = await requireProduction(tx, input.productionId);
      const type = input.type ?? 'DEFAULT';
      const kind = segmentKindByType(type);
      if (!kind) throw new CatalogueError(SegmentLogMessages.unknownSegmentType(type));
      const segment = await tx.Segment.create({
        type: kind.type,
        category: kind.category,
        duration: kind.defaultDuration,
        date: production.date,
        brandIds: [...production.brandIds],
      });
      const order = [...production.segmentIds];
      order.splice(clampIndex(input.position ?? order.length, order.length), 0, segment.id);
      return { production: await tx.Production.update(production.id, { segmentIds: order }), segment };
    });

  /** Takes the segment off the card and deletes it together with its appearances. */
  const removeSegment = (input: { productionId: number; segmentId: number }): Promise<Stored<Production>> =>
    unitOfWork.run(async (tx) => {
      const production = await requireProduction(tx, input.productionId);
      if (!production.segmentIds.includes(input.segmentId)) {
        throw new CatalogueError(SegmentLogMessages.segmentNotInProduction);
      }
      const segment = await tx.Segment.get(input.segmentId);
      for (const appearanceId of segment?.appearanceIds ?? []) await tx.Appearance.delete(appearanceId);
      await tx.Segment.delete(input.segmentId);
      return tx.Production.update(production.id, {
        segmentIds: production.segmentIds.filter((id) => id !== input.segmentId),
      });
    });

  /** Replaces the running order; the new order must hold exactly the production's segments. */
  const reorderSegments = (input: { productionId: number; segmentIds: readonly number[] }): Promise<Stored<Production>> =>
    unitOfWork.run(async (tx) => {
      const production = await requireProduction(tx, input.productionId);
      const current = [...production.segmentIds].sort((a, b) => a - b);
      const wanted = [...input.segmentIds].sort((a, b) => a - b);
      if (current.length !== wanted.length || current.some((id, i) => id !== wanted[i])) {
        throw new CatalogueError(SegmentLogMessages.runningOrderMismatch);
      }
      return tx.Production.update(production.id, { segmentIds: [...input.segmentIds] });
    });

  /** Moves one segment to a new index (clamped to the card), the others keeping their order. */
  const moveSegment = (input: { productionId: number; segmentId: number; toIndex: number }): Promise<Stored<Production>> =>
    unitOfWork.run(async (tx) => {
      const production = await requireProduction(tx, input.productionId);
      if (!production.segmentIds.includes(input.segmentId)) {
        throw new CatalogueError(SegmentLogMessages.segmentNotInProduction);
      }
      return tx.Production.update(production.id, { segmentIds: moved(production.segmentIds, input.segmentId, input.toIndex) });
    });

  return { addSegment, removeSegment, reorderSegments, moveSegment };
}
