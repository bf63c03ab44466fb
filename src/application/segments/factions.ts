import type { Stored } from '../../domain/entities/base';
import type { Faction } from '../../domain/entities/faction';
import type { Segment } from '../../domain/entities/segment';
import { CatalogueError } from '../../domain/errors';
import type { Repositories } from '../ports/unit-of-work.port';
import { SegmentLogMessages } from './messages';
import { appendAppearances, bookedElsewhereOnCard, dropAppearances, nextGroupId, readAppearancesOf, refuseDoubleBooking, requireSegment } from './segment-records';
import type { UseCaseDeps } from '../deps';

export interface FactionEdit {
  segmentId: number;
  factionId: number;
  /** Team for the faction's wrestlers when adding; by default the team of a member already in the segment, else a new one. */
  groupId?: number;
}

async function requireFaction(tx: Repositories, factionId: number): Promise<Stored<Faction>> {
  const faction = await tx.Faction.get(factionId);
  if (!faction) throw new CatalogueError(SegmentLogMessages.factionOrSegmentNotFound);
  return faction;
}

/** Leaders and members compete; managers who are not also members come along as managers. */
function factionLineUp(faction: Faction): { competitors: number[]; managers: number[] } {
  const competitors = [...new Set([...faction.leaderIds, ...faction.wrestlerIds])];
  const managers = [...new Set(faction.managerIds)].filter((id) => !competitors.includes(id));
  return { competitors, managers };
}

/**
 * SPEC §4: adding a faction adds its wrestlers as appearances (one team); the segment becomes
 * incomplete. Issue 33: refused, naming the first, when a member is booked elsewhere on the card.
 */
export function createAddFaction({ unitOfWork }: Pick<UseCaseDeps, 'unitOfWork'>) {
  return (input: FactionEdit): Promise<Stored<Segment>> =>
    unitOfWork.run(async (tx) => {
      const segment = await requireSegment(tx, input.segmentId);
      const { competitors, managers } = factionLineUp(await requireFaction(tx, input.factionId));
      const appearances = await readAppearancesOf(tx, segment);
      const present = new Set(appearances.map((a) => a.wrestlerId));
      const memberAlreadyIn = appearances.find((a) => competitors.includes(a.wrestlerId));
      const groupId = input.groupId ?? memberAlreadyIn?.groupId ?? nextGroupId(appearances);

      const missing = (ids: number[]) => ids.filter((id) => !present.has(id));
      // Members whose records are gone are skipped rather than failing the whole edit.
      const newcomers = await tx.Wrestler.getMany(missing(competitors));
      const newManagers = await tx.Wrestler.getMany(missing(managers));
      refuseDoubleBooking(await bookedElsewhereOnCard(tx, segment), [...newcomers, ...newManagers]);
      return appendAppearances(tx, segment, [
        ...newcomers.map((wrestler) => ({ wrestler, groupId })),
        ...newManagers.map((wrestler) => ({ wrestler, groupId, manager: true })),
      ]);
    });
}

/** SPEC §4: removing a faction removes its wrestlers' (and managers') appearances. */
export function createRemoveFaction({ unitOfWork }: Pick<UseCaseDeps, 'unitOfWork'>) {
  return (input: Omit<FactionEdit, 'groupId'>): Promise<Stored<Segment>> =>
    unitOfWork.run(async (tx) => {
      const segment = await requireSegment(tx, input.segmentId);
      const { competitors, managers } = factionLineUp(await requireFaction(tx, input.factionId));
      const members = new Set([...competitors, ...managers]);
      const appearances = await readAppearancesOf(tx, segment);
      const leaving = appearances.filter((a) => members.has(a.wrestlerId)).map((a) => a.id);
      return dropAppearances(tx, segment, leaving);
    });
}
