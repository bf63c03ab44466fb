import { CatalogueError, WarningMessages } from '../../domain/errors';
import { startCompletionWork, type CompletionWork } from '../../domain/production/completion-work';
import type { Logger } from '../ports/logger.port';
import type { Repositories } from '../ports/unit-of-work.port';
import { readGame } from '../game';
import { homeCountryOf } from '../../domain/entities/company';

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
  const [show, game, brands, segments, venue] = await Promise.all([
    production.showId === null ? undefined : repos.Show.get(production.showId),
    readGame(repos),
    repos.Brand.getMany(unique(production.brandIds)),
    repos.Segment.getMany(unique(production.segmentIds)),
    production.venueId ? repos.Venue.get(production.venueId) : undefined,
  ]);
  if (segments.length === 0) logger.warn(WarningMessages.segmentsNotFound, { productionId });
  const championshipIds = unique(segments.flatMap((s) => s.championshipIds));
  // The titles' reigns are asked for with the titles themselves (one round trip less, issue 8).
  // Issue 33: the promotion's home, for a show away from it (travel, and the crowd's reach there).
  const companyId = brands.find((brand) => brand.companyId !== null)?.companyId ?? null;
  const [appearances, championships, reignsByTitle, company] = await Promise.all([
    repos.Appearance.getMany(unique(segments.flatMap((s) => s.appearanceIds))),
    repos.Championship.getMany(championshipIds),
    Promise.all(championshipIds.map((id) => repos.Reign.findBy('championshipId', id))),
    companyId === null ? undefined : repos.Company.get(companyId),
  ]);
  const wrestlers = await repos.Wrestler.getMany(unique(appearances.map((a) => a.wrestlerId)));
  // Reigns of titles that exist, in the order the titles were found (as reading them after the titles did).
  const reigns = championships.map((c) => reignsByTitle[championshipIds.indexOf(c.id)]);
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
      venue: venue ?? null,
      homeCountry: company ? homeCountryOf(brands, [company]) : '',
    },
    seed,
  );
}
