import { GAME_ID } from '../../domain/entities/game';
import { CatalogueError, WarningMessages } from '../../domain/errors';
import { startCompletionWork, type CompletionWork } from '../../domain/production/completion-work';
import type { Logger } from '../ports/logger.port';
import type { Repositories } from '../ports/unit-of-work.port';

const unique = (ids: readonly number[]): number[] => [...new Set(ids)];

/**
 * SPEC §4 step 1: the production, its show, brands, segments in running order with their
 * appearances and wrestlers, the titles they carry with their open reigns, and the Game record.
 */
export async function loadCompletionWork(
  repos: Repositories,
  productionId: number,
  seed: number,
  logger: Logger,
): Promise<CompletionWork> {
  const production = await repos.Production.get(productionId);
  if (!production) throw new CatalogueError(WarningMessages.productionNotFound);
  const [show, game, brands, segments] = await Promise.all([
    production.showId === null ? undefined : repos.Show.get(production.showId),
    repos.Game.get(GAME_ID),
    repos.Brand.getMany(unique(production.brandIds)),
    repos.Segment.getMany(unique(production.segmentIds)),
  ]);
  if (segments.length === 0) logger.warn(WarningMessages.segmentsNotFound, { productionId });
  const appearances = await repos.Appearance.getMany(unique(segments.flatMap((s) => s.appearanceIds)));
  const [wrestlers, championships] = await Promise.all([
    repos.Wrestler.getMany(unique(appearances.map((a) => a.wrestlerId))),
    repos.Championship.getMany(unique(segments.flatMap((s) => s.championshipIds))),
  ]);
  const reigns = await Promise.all(championships.map((c) => repos.Reign.findBy('championshipId', c.id)));
  return startCompletionWork(
    {
      production,
      show: show ?? null,
      game: game ?? null,
      brands,
      segments,
      appearances,
      wrestlers,
      championships,
      reigns: reigns.flat().filter((reign) => reign.endDate === null),
    },
    seed,
  );
}
