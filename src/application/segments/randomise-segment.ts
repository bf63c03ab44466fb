import { kindOrDefault, type SegmentKind } from '../../domain/catalog/segment-kinds';
import { GAME_ID, type Game } from '../../domain/entities/game';
import type { Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import type { Segment } from '../../domain/entities/segment';
import type { Show } from '../../domain/entities/show';
import { WarningMessages } from '../../domain/errors';
import { championshipsToAttach } from '../../domain/rules/championship';
import { eligibilityBrands, matchShapeForKind, randomMatch, type RandomMatch } from '../../domain/rules/random-match';
import type { Rng } from '../../domain/rules/rng';
import type { Repositories } from '../ports/unit-of-work.port';
import { freshRng, type UseCaseDeps } from './deps';
import { SegmentLogMessages } from './messages';
import { appendAppearances, dropAppearances } from './segment-records';

export interface RandomiseSegmentInput {
  segmentId?: number | null;
  /** The production holding the segment; looked up by its running order when not given. */
  productionId?: number;
  /** Randomness to use (one stream for a whole production); a fresh seed when not given. */
  rng?: Rng;
}

/** The production whose running order holds the segment, if any. */
async function productionOf(tx: Repositories, segmentId: number, productionId?: number): Promise<Stored<Production> | undefined> {
  if (productionId !== undefined) return tx.Production.get(productionId);
  return (await tx.Production.all()).find((p) => p.segmentIds.includes(segmentId));
}

/** Wrestlers already booked elsewhere on the same card are not picked again (SPEC §5 "excluded"). */
async function bookedElsewhere(tx: Repositories, production: Production | undefined, segmentId: number): Promise<number[]> {
  if (!production) return [];
  const others = await tx.Segment.getMany(production.segmentIds.filter((id) => id !== segmentId));
  const appearances = await tx.Appearance.getMany(others.flatMap((s) => s.appearanceIds));
  return appearances.map((a) => a.wrestlerId);
}

/** A DEFAULT segment is an undecided one: it becomes a tag match when the draw made pairs, else singles. */
function kindFor(segment: Segment, match: RandomMatch): SegmentKind {
  if (segment.type !== 'DEFAULT' || match.participants.length === 0) return kindOrDefault(segment.type);
  const tag = match.teams.length === 2 && match.teams.every((team) => team.length === 2);
  return kindOrDefault(tag ? 'TAG_TEAM' : 'SINGLES');
}

/**
 * SPEC §4/§5 "Randomising a segment". Needs a segment id, the segment, the game and wrestlers;
 * otherwise it logs a warning and returns false. Competition kinds (and undecided DEFAULT
 * segments) get fresh random appearances from eligible wrestlers; a 50% coin attaches the titles
 * the chosen wrestlers hold. Other kinds keep their appearances. The segment becomes incomplete.
 */
export function createRandomiseSegment({ unitOfWork, random, logger }: Pick<UseCaseDeps, 'unitOfWork' | 'random' | 'logger'>) {
  const refuse = (message: string): false => {
    logger.warn(message);
    return false;
  };

  return (input: RandomiseSegmentInput): Promise<boolean> =>
    unitOfWork.run(async (tx) => {
      const { segmentId } = input;
      if (segmentId === undefined || segmentId === null) return refuse(WarningMessages.segmentIdRequired);
      const segment = await tx.Segment.get(segmentId);
      if (!segment) return refuse(WarningMessages.segmentNotFound);
      const game: Stored<Game> | undefined = await tx.Game.get(GAME_ID);
      if (!game) return refuse(SegmentLogMessages.gameNotFound);
      const wrestlers = await tx.Wrestler.all();
      if (wrestlers.length === 0) return refuse(SegmentLogMessages.wrestlersNotFound);

      const kind = kindOrDefault(segment.type);
      if (segment.type !== 'DEFAULT' && !kind.competition) {
        await tx.Segment.update(segment.id, { complete: false });
        return true;
      }

      const rng = input.rng ?? freshRng(random);
      const production = await productionOf(tx, segment.id, input.productionId);
      const show: Stored<Show> | undefined = production?.showId ? await tx.Show.get(production.showId) : undefined;
      const match = randomMatch(
        {
          wrestlers,
          gender: game.gender,
          brandIds: eligibilityBrands(production?.brandIds ?? [], game.brandIds),
          // The show's points band replaces the generic minimum of 40 (docs/decisions-use-cases.md).
          show,
          minPoints: show?.minPoints,
          excludeIds: await bookedElsewhere(tx, production, segment.id),
          ...(segment.type === 'DEFAULT' ? {} : matchShapeForKind(kind)),
        },
        rng,
      );

      const byId = new Map(wrestlers.map((w) => [w.id, w]));
      const chosenIds = match.participants.map((p) => p.wrestlerId);
      const titles = championshipsToAttach(await tx.Championship.all(), chosenIds, rng);
      const next = kindFor(segment, match);
      const kindChanges = next.type === segment.type ? {} : { type: next.type, category: next.category, duration: next.defaultDuration };
      const cleared = await dropAppearances(tx, segment, segment.appearanceIds);
      await appendAppearances(
        tx,
        cleared,
        match.participants.map((p) => ({ wrestler: byId.get(p.wrestlerId)!, groupId: p.groupId })),
        { ...kindChanges, championshipIds: titles },
      );
      return true;
    });
}
