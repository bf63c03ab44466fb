import type { Appearance } from '../../domain/entities/appearance';
import type { Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import type { Segment } from '../../domain/entities/segment';
import type { Wrestler } from '../../domain/entities/wrestler';
import { kindOrDefault } from '../../domain/catalog/segment-kinds';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import type { Repositories } from '../ports/unit-of-work.port';
import { productionHolding } from '../history/production-holding';
import { BookingMessages, SegmentLogMessages } from './messages';

// Shared reads and writes of the segment edits. Every function takes the repositories it runs on,
// so the same code works inside a unit of work (`tx`) and outside it.

export async function requireSegment(repos: Repositories, segmentId: number | null | undefined): Promise<Stored<Segment>> {
  const segment = segmentId === null || segmentId === undefined ? undefined : await repos.Segment.get(segmentId);
  if (!segment) throw new CatalogueError(ErrorMessages.segmentNotFound);
  return segment;
}

export async function requireProduction(repos: Repositories, productionId: number): Promise<Stored<Production>> {
  const production = await repos.Production.get(productionId);
  if (!production) throw new CatalogueError(ErrorMessages.recordNotFound(productionId, 'Production'));
  return production;
}

/** The segment's appearances in the order of `appearanceIds` (dangling ids are skipped). */
export const readAppearancesOf = (repos: Repositories, segment: Pick<Segment, 'appearanceIds'>): Promise<Stored<Appearance>[]> =>
  repos.Appearance.getMany(segment.appearanceIds);

/** Group ids start at 1; a new group is one above the highest in use. */
export const nextGroupId = (appearances: readonly Pick<Appearance, 'groupId'>[]): number =>
  Math.max(0, ...appearances.map((a) => a.groupId)) + 1;

export interface NewAppearance {
  wrestler: Stored<Wrestler>;
  groupId: number;
  manager?: boolean;
}

/** SPEC §4: a new appearance costs what its wrestler costs and carries the wrestler's name. */
export const appearanceFields = ({ wrestler, groupId, manager = false }: NewAppearance): Partial<Appearance> => ({
  wrestlerId: wrestler.id,
  groupId,
  manager,
  cost: wrestler.cost,
  name: wrestler.name,
});

/** New appearances (see appearanceFields); any change of who appears makes the segment incomplete again. Returns the updated segment. */
export async function appendAppearances(
  tx: Repositories,
  segment: Stored<Segment>,
  entries: readonly NewAppearance[],
  changes: Partial<Segment> = {},
): Promise<Stored<Segment>> {
  const created = await tx.Appearance.bulkCreate(entries.map(appearanceFields));
  return tx.Segment.update(segment.id, {
    ...changes,
    appearanceIds: [...segment.appearanceIds, ...created.map((a) => a.id)],
    complete: false,
  });
}

/** Deletes the given appearances and takes them off the segment, which becomes incomplete. */
export async function dropAppearances(
  tx: Repositories,
  segment: Stored<Segment>,
  appearanceIds: readonly number[],
  changes: Partial<Segment> = {},
): Promise<Stored<Segment>> {
  for (const id of appearanceIds) await tx.Appearance.delete(id);
  const gone = new Set(appearanceIds);
  return tx.Segment.update(segment.id, {
    ...changes,
    appearanceIds: segment.appearanceIds.filter((id) => !gone.has(id)),
    complete: false,
  });
}

/** The wrestlers for the ids, in order; rejects when one is missing. */
export async function requireWrestlers(repos: Repositories, ids: readonly number[]): Promise<Stored<Wrestler>[]> {
  const wrestlers = await repos.Wrestler.getMany(ids);
  if (wrestlers.length !== ids.length) throw new CatalogueError(SegmentLogMessages.wrestlerNotFound);
  return wrestlers;
}

/** Every Appearance written back at once (winner, draw and manager flags). */
export const putAppearances = (tx: Repositories, appearances: readonly Stored<Appearance>[]): Promise<void> =>
  tx.Appearance.bulkPut(appearances);

/** Where a wrestler is already booked on a card: the segment's place in the running order and its kind. */
export interface BookedOnCard {
  segmentId: number;
  /** 1-based place in the running order. */
  position: number;
  kindName: string;
}

/**
 * Issue 33: everyone booked on the segment's card outside the segment itself, by wrestler id. The
 * card is the production given (when it holds the segment), else the one whose running order holds it;
 * a segment on no card has nobody elsewhere.
 */
export async function bookedElsewhereOnCard(
  tx: Repositories,
  segment: Stored<Segment>,
  productionId?: number,
): Promise<Map<number, BookedOnCard>> {
  const given = productionId === undefined ? undefined : await tx.Production.get(productionId);
  const production = given?.segmentIds.includes(segment.id) ? given : await productionHolding(tx, segment);
  const others = (production?.segmentIds ?? []).filter((id) => id !== segment.id);
  const segments = await tx.Segment.getMany(others);
  const appearances = new Map((await tx.Appearance.getMany(segments.flatMap((s) => s.appearanceIds))).map((a) => [a.id, a]));
  const booked = new Map<number, BookedOnCard>();
  for (const other of segments) {
    const where = { segmentId: other.id, position: production!.segmentIds.indexOf(other.id) + 1, kindName: other.type === 'DEFAULT' ? 'undecided' : kindOrDefault(other.type).name };
    for (const id of other.appearanceIds) {
      const wrestlerId = appearances.get(id)?.wrestlerId;
      if (wrestlerId !== undefined && !booked.has(wrestlerId)) booked.set(wrestlerId, where);
    }
  }
  return booked;
}

/** Refuses, with the reason, a wrestler who is already on the card in another segment (issue 33). */
export function refuseDoubleBooking(booked: ReadonlyMap<number, BookedOnCard>, wrestlers: readonly (Pick<Wrestler, 'name'> & { id: number })[]): void {
  const twice = wrestlers.find((w) => booked.has(w.id));
  if (!twice) return;
  const where = booked.get(twice.id)!;
  throw new CatalogueError(BookingMessages.alreadyOnCard(twice.name, where.position, where.kindName));
}
